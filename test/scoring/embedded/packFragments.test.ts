// Answers to the agent's question about a pack signal (engine/agentAnswers.ts): a fragment that
// answers outright ("Our CFO.", "Me.", "5k.") states the signal when its words tie it to the
// signal, as a longer answer does; fillers, courtesy and a "one sec" state nothing; a compound
// after "no-" ("No-shows.") is no bare "no". The questions asked in other words (what they hope a
// new system will do, what they use at the moment, who is keen) are read as questions about the
// signal. Conversations of our own.
import { describe, expect, it } from "vitest"
import { agent, notStated, packs, stated, user } from "./salesprecReading.js"

describe("a fragment answer tied to the signal states it", () => {
  stated([
    ["bant.authority", [agent("Who signs off on purchases like this?"), user("Me.")]],
    ["bant.authority", [agent("Who has the final say?"), user("Our CFO.")]],
    ["spiced.decision", [agent("Who will make the decision?"), user("The partners.")]],
    ["spiced.decision", [agent("Who else is involved in choosing?"), user("The two partners.")]],
    ["meddic.economic_buyer", [agent("Who controls the budget?"), user("Finance director.")]],
    ["meddic.champion", [agent("Who's championing this internally?"), user("Me, mostly.")]],
    ["meddic.metrics", [agent("What's the main KPI you track?"), user("Rebooking rate.")]],
    ["meddic.decision_criteria", [agent("What's most important to you in a new system?"), user("Ease of use.")]],
    ["champ.prioritization", [agent("How much of a priority is this?"), user("Very high.")]],
    ["bant.need", [agent("What are you looking for?"), user("Online booking.")]],
    ["spiced.impact", [agent("What does that cost you?"), user("Thousands a month.")]]
  ])
})

describe("fillers and courtesy answer nothing", () => {
  notStated([
    ["bant.authority", [agent("Who has the final say?"), user("Good question.")]],
    ["bant.budget", [agent("What's your budget?"), user("Not sure.")]],
    ["bant.budget", [agent("What's your budget?"), user("Why do you ask?")]],
    ["champ.challenges", [agent("What's the biggest problem right now?"), user("Thanks.")]],
    ["spiced.situation", [agent("What do you use today?"), user("Sorry?")]],
    ["bant.timeline", [agent("When do you want to go live?"), user("Hello?")]],
    ["bant.authority", [agent("Who has the final say?"), user("Hang on.")]],
    ["bant.authority", [agent("Who signs the contract?"), user("Let me check, one sec, I'll ask.")]]
  ])
})

describe("a 'no-' compound is no bare no", () => {
  it("'No-shows.' to the question about challenges is not a denial", () => {
    const d = packs.champ.score([agent("What's the biggest problem right now?"), user("No-shows.")]).challenges!
    expect(d.negated).toBe(false)
  })
  it("'No-one really.' to who decides stays a bare no", () => {
    const d = packs.bant.score([agent("Who has the final say?"), user("No-one really.")]).authority!
    expect(d.found).toBe(false)
  })
})

describe("questions asked in other words", () => {
  stated([
    ["meddic.metrics", [agent("What would you want to see improve?"), user("Check-in time, mostly, and fewer no-shows.")]],
    ["meddic.champion", [agent("Who else is keen on this?"), user("Mainly Gill, she's been on about it for months.")]],
    ["meddic.decision_criteria", [agent("How will you compare the options?"), user("Price and how easy the reception team find it.")]],
    ["meddic.decision_criteria", [agent("What will you base the decision on?"), user("Mostly ease of use and whether it talks to our stock system.")]],
    ["meddic.decision_criteria", [agent("What will the choice be based on?"), user("Price first, then how quickly staff can learn it.")]],
    ["meddic.decision_criteria", [agent("What matters most to you in a new system?"), user("Reliable syncing with the tills, honestly.")]],
    ["spiced.situation", [agent("What are you using at the moment?"), user("Just Outlook and a big spreadsheet.")]],
    ["meddic.identify_pain", "Name: Alex Morgan\nCompany: Fenwick Dental\nWhy are you looking: the old diary system is falling apart\nPhone: 0161 555 0192"],
    ["meddic.economic_buyer", "Name: Alex Morgan\nCompany: Fenwick Dental\nFinal approver: senior partner\nPhone: 0161 555 0192"],
    ["champ.prioritization", "Name: Alex Morgan\nCompany: Fenwick Dental\nUrgency: high\nPhone: 0161 555 0192"]
  ])
  notStated([
    ["spiced.situation", [agent("What are you using at the moment?"), user("Sorry, say again?")]],
    ["meddic.champion", [agent("Who else is keen on this?"), user("Not sure yet.")]]
  ])
})
