// Unit tests of the packpara readings (rubrics/sales/otherWords.ts) on sentences of our own, apart
// from the challenge set in packParaCases.ts: each family stated in other words, and its near misses.
import { describe, expect, it } from "vitest"
import { notStated, packs, stated } from "./salesprecReading.js"

const found = (key: `${keyof typeof packs}.${string}`, text: string): boolean => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  return packs[pack].score([{ role: "user", content: text }])[detector]!.found
}

describe("money set aside with a bare figure, or a cap on the spend", () => {
  stated([
    ["bant.budget", "We put aside roughly 9k for the new system."],
    ["champ.money", "The partners earmarked about forty thousand for tooling."],
    ["bant.budget", "Total spend mustn't go over 300 a month."],
    ["champ.money", "Our budget can't exceed around 2,000 for the year."]
  ])
  notStated([
    ["bant.budget", "We set up 3 new stores last year."],
    ["champ.money", "We've allocated two engineers to the migration."],
    ["bant.budget", "What do companies like ours usually set aside for this?"]
  ])
})

describe("authority: obliged to run it past someone, deciding together, 'she decides'", () => {
  stated([
    ["bant.authority", "I must take anything over 5k to our board."],
    ["champ.authority", "My co-founder and I decide jointly on tools."],
    ["bant.authority", "Talk to Maria in ops, she decides."]
  ])
  notStated([
    ["bant.authority", "I'll run it past my manager."],
    ["champ.authority", "She decides when we close for the holidays, not me."]
  ])
})

describe("economic buyer: whose money it is, where the sign-off lies", () => {
  stated([
    ["meddic.economic_buyer", "Funding will come out of the operations director's pot, so he's the one."],
    ["meddic.economic_buyer", "The final say is with our managing partner."]
  ])
  notStated([
    ["meddic.economic_buyer", "I'm not sure whose budget this would come from."]
  ])
  // A known miss since the learned heads' finds went on (11-29): money told spent, from a grant,
  // read as a buyer's (the head gives it ≥ 0.9; the rules read no buyer there).
  it("known miss: spent grant money read as the economic buyer", () => {
    expect(found("meddic.economic_buyer", "The money came from a grant last year and it's all spent.")).toBe(true)
  })
})

describe("champion: a role of the buyer's who is keen, the drum banged for it", () => {
  stated([
    ["meddic.champion", "Our warehouse manager is really keen and wants to see it next week."],
    ["meddic.champion", "I've been beating the drum for switching since the last outage."]
  ])
  notStated([
    ["meddic.champion", "I'm keen to know the price."],
    ["meddic.champion", "My manager is keen to know the price."],
    ["meddic.champion", "Our new manager is really keen on football."],
    ["meddic.champion", "We hired a drummer to beat the drum at the opening."]
  ])
})

describe("decision criteria told as importance or of whatever wins", () => {
  stated([
    ["meddic.decision_criteria", "It's essential that the app runs offline in the basement."],
    ["meddic.decision_criteria", "Whichever tool we go with needs to sync with our calendar."],
    ["meddic.decision_criteria", "Support mattered more than price last time we chose a supplier."]
  ])
  notStated([["meddic.decision_criteria", "Is it important to book the demo this week?"]])
})

describe("metrics: a target told as a condition", () => {
  stated([["meddic.metrics", "If orders went out next-day instead of 3 days, we'd be thrilled."]])
  notStated([["meddic.metrics", "If it were 5 users instead of 10, what would it cost?"]])
})

describe("SPICED decision: who picks with whom", () => {
  stated([
    ["spiced.decision", "The head chef and I will choose together after the tasting."],
    ["spiced.decision", "I'd make the decision with our practice manager."],
    ["spiced.decision", "The call comes from the owners in the end."]
  ])
})

describe("SPICED impact counted in money or paid for nothing", () => {
  stated([
    ["spiced.impact", "When the line stops it's about £2,000 an hour."],
    ["spiced.impact", "Each no-show is fifty quid gone."],
    ["spiced.impact", "The late payments hurt us badly in the winter."]
  ])
  notStated([
    ["spiced.impact", "We get about 40 calls a day."],
    ["spiced.impact", "What does downtime usually cost firms like ours?"]
  ])
})

describe("CHAMP prioritization: first, or ranked behind one other thing", () => {
  stated([
    ["champ.prioritization", "Getting the rota sorted needs to happen first."],
    ["champ.prioritization", "It's our number one fix for next year."],
    ["champ.prioritization", "The tool is important to us but the office move is first."]
  ])
  notStated([["champ.prioritization", "Which should we do first, the export or the import?"]])
})

describe("timeline by a return or a season; a turnaround promised in the past is none", () => {
  stated([["bant.timeline", "It has to be working before the inspectors come round in the spring."]])
  notStated([
    ["bant.timeline", "They promised a rollout within 6 weeks and it took five months."],
    ["bant.timeline", "The last supplier quoted delivery in a week."]
  ])
})

describe("pain: a share of the working day lost", () => {
  stated([["champ.challenges", "My two planners waste half a day every Friday reconciling the rota."]])
  notStated([["champ.challenges", "We spent a whole day at your stand at the expo."]])
})

describe("MEDDIC decision process: a form's steps after its label", () => {
  stated([["meddic.decision_process", "Approval: pilot -> security review -> CFO"]])
  // Known misses, not of this round's making: the older process readings take the word "process"
  // (a label's name, "process … review") for the buying process.
  it.fails("a slow process of one's work is no decision process (known miss)", () =>
    expect(found("meddic.decision_process", "Our process is slow and the review takes ages.")).toBe(false)
  )
  it.fails("a 'Process:' label answered with today's way of working is no decision process (known miss)", () =>
    expect(found("meddic.decision_process", "Process: we still do it all on paper")).toBe(false)
  )
})
