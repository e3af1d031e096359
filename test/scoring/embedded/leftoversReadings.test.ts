// The leftovers round's readings, each on sentences of our own with near misses (the challenge
// set is leftovers.test.ts): dash fields, a rank's "#1", a budget spent, an occasion's name, a
// pot that paid once, a forwarded advert.
import { describe, expect, it } from "vitest"
import { dashLabel } from "../../../src/scoring/embedded/text/dashLabels.js"
import { ownLines } from "../../../src/scoring/embedded/text/quoted.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { notStated, packs, stated } from "./salesprecReading.js"

const read = (pack: keyof typeof packs, detector: string, text: string) => packs[pack].score([{ role: "user", content: text }])[detector]!

describe("a 'Label - value' line reads as 'Label: value'", () => {
  it.each(["Pets - none", "Budget - tbc", "Access - side gate by the bins", "Decision maker - me", "Start date - end of June"])("%s is a field", (line) => {
    expect(dashLabel(line)).not.toBeNull()
  })
  it.each([
    "We tried - and failed - to move the rota online",
    "Sorry for the slow reply - none of the quotes fit",
    "Hi all - quick one about invoices",
    "Thanks - Jo",
    "Budget - none this year. The owners said so at the last meeting.",
    "Timeline - could you do it before June?",
    "Stock - we count it by hand every Friday and it takes the whole afternoon",
    "Ref 730418 - help, the boat is sinking"
  ])("%s is prose", (line) => {
    expect(dashLabel(line)).toBeNull()
  })
  it("a denial under the label denies it, a value fills it, a tag stays the sender's word", () => {
    expect(read("bant", "budget", "Shop: Corner Deli\nBudget - none\nNeed - a till that does stock").negated).toBe(true)
    expect(read("bant", "budget", "Budget - about 150 a month").found).toBe(true)
    expect(read("bant", "budget", "Budget - not sure yet").negated).toBe(false)
    expect(read("bant", "budget", "URGENT - no budget questions today, the tills are down").found).toBe(false)
  })
})

describe("'#1' after a rank's word is a place in the list", () => {
  it("spelt '#1' for cue patterns only after prio or priority", () => {
    expect(tokenize("prio: #1")[2]!.cue).toBe("#1")
    expect(tokenize("priority - #2")[2]!.cue).toBe("#2")
    expect(tokenize("Ranking: #1 on local search")[2]!.cue).toBe("{id}")
    expect(tokenize("ticket #1")[1]!.cue).toBe("{id}")
    expect(tokenize("order #12 of 30")[1]!.cue).toBe("{id}")
  })
  stated([
    ["champ.prioritization", "prio: #1 for the spring"],
    ["champ.prioritization", "prio #1 is sorting the delivery rota"],
    ["champ.prioritization", "priority - #2"],
    ["champ.prioritization", "The partners ranked #1 of 4 projects the new booking app."]
  ])
  notStated([
    ["champ.prioritization", "Job #1 was the boiler, job #2 is the radiators."],
    ["champ.prioritization", "Table #1 wants the bill."],
    ["champ.prioritization", "Ranking: #1 on local search since May, so leads are fine."]
  ])
})

describe("a budget spent is none for this; a spend told is no budget either way", () => {
  it.each([
    "Sadly the budget is spent for this year.",
    "Our software budget's all used up until April.",
    "The equipment money is gone for this year, sorry.",
    "The budget has been spent already."
  ])("%s denies the budget", (text) => {
    const got = read("bant", "budget", text)
    expect([got.found, got.negated]).toEqual([false, true])
  })
  it.each(["We've spent 12k on tablets nobody uses.", "Last year we spent a fortune on a website."])("%s states nothing of a budget", (text) => {
    const got = read("bant", "budget", text)
    expect([got.found, got.negated]).toEqual([false, false])
  })
  stated([["bant.budget", "Every pound of the 6k budget for the scanners will be spent with care."]])
})

describe("an occasion's name is no date of it (built-in signals)", () => {
  notStated([
    ["spiced.critical_event", "Event: charity quiz night\nContact: Sam\nNeed: online ticket sales"],
    ["spiced.critical_event", "Occasion: summer staff party\nNeed: a rota that covers it"]
  ])
  stated([["spiced.critical_event", "Event: trade show on 4 March\nContact: Sam\nNeed: a stand"]])
})

describe("money once paid from a pot is no budget; money to take from one is", () => {
  notStated([
    ["bant.budget", "The new signs were paid out of the events pot last year and already look tired."],
    ["bant.budget", "Our first laptops were funded from the grant in 2023."]
  ])
  stated([
    ["bant.budget", "We can take around 1,200 out of the training pot for this."],
    ["bant.budget", "The trustees will pay for it from the reserves, up to 900."]
  ])
})

describe("a forwarded advert is not the sender's words; a colleague's forward is", () => {
  const advert = (note: string, from: string, footer: string) =>
    `${note}\n\n---------- Forwarded message ---------\nFrom: ${from}\nDate: Wed, 4 Nov 2026 at 08:30\nSubject: Last chance\nTo: <office@millbrookfarm.co.uk>\n\nPlans from 20 a month. Go live in a week!\n\n${footer}`
  const kept = (text: string) => ownLines(text).map((l) => text.slice(l.start, l.end)).join("\n")
  it("an unsubscribe line or a list's address ends the sender's words at the forward", () => {
    expect(kept(advert("Still on offer?", "Fieldly <hello@fieldly.app>", "Unsubscribe"))).toBe("Still on offer?\n")
    expect(kept(advert("Still on offer?", "Fieldly <noreply@fieldly.app>", "Fieldly Ltd"))).toBe("Still on offer?\n")
  })
  it("a person's forward is read, and so is an advert passed on with no word of the sender's", () => {
    expect(kept(advert("Thoughts?", "Ann Hale <ann@millbrookfarm.co.uk>", "Ann"))).toContain("Go live in a week")
    expect(kept(advert("", "Fieldly <news@fieldly.app>", "Unsubscribe"))).toContain("Go live in a week")
  })
})
