// The rev13 narrowings, each with sentences of our own and near misses (rev13.test.ts is the set).
import { describe, expect, it } from "vitest"
import { packs } from "./salesprecReading.js"
import { severity, timing } from "./triageReading.js"

const read = (pack: keyof typeof packs, detector: string, text: string) => packs[pack].score([{ role: "user", content: text }])[detector]!

describe("an hour kept every day is a routine, not a deadline (triageTime.ts)", () => {
  it.each(["We open the clinic at 9 every day.", "The shop opens at 8 each morning, could you add a greeting screen?", "The launderette closes at 10 daily."])("%s", (t) => expect(timing(t)).not.toBe("immediate"))
  it.each([
    "The doors open at 7 tonight and the ticket scanner won't load.",
    "Registers close at 9:30 and the absence form is greyed out for every parent.",
    "Since opening at nine every card we tap is declined at both tills."
  ])("near miss, today's hour: %s", (t) => expect(timing(t)).toBe("immediate"))
})

describe("'back in the summer' dates a fault gone by (triagePast.ts)", () => {
  it.each(["Back in the summer your berth app was down for a whole afternoon. All fine since. What happened?"])("%s", (t) => expect(["low", "medium", null]).toContain(severity(t)))
  it.each(["Back in the summer it was fine, but since this morning the berth app is down for every boat owner."])("near miss, down now: %s", (t) =>
    expect(["critical", "high"]).toContain(severity(t))
  )
})

describe("a budget for this year all gone denies it (shared.ts)", () => {
  it.each(["The budget for this year is all gone, so it would be next April.", "The money for this year has been spent already, sorry."])("%s", (t) => {
    const d = read("bant", "budget", t)
    expect(d.found).toBe(false)
    expect(d.negated).toBe(true)
  })
  it.each(["Last year's budget was all spent by October; for this year we've ring-fenced 3,000 for it."])("near miss, this year's set aside: %s", (t) =>
    expect(read("bant", "budget", t).found).toBe(true)
  )
})

describe("a pot is a fund only named by its money or purpose (shared.ts)", () => {
  it.each(["The marketing pot is all spent for this year, sorry.", "The training pot is gone until April."])("%s", (t) => expect(read("bant", "budget", t).negated).toBe(true))
  it.each(["The paint pot is all used up. Could you send the colour code again?", "The pot is gone - somebody took it off our stall at the fair."])("near miss, a pot of paint or a tin: %s", (t) =>
    expect(read("bant", "budget", t).negated).not.toBe(true)
  )
})

describe("a spending bound someone signs above is no metric (notTheirs.ts SPEND_BOUND)", () => {
  it.each(["Joan signs every invoice over 500.", "Anything over 200 needs the treasurer's signature.", "Any purchase above £1,000 has to be approved by the board."])("%s", (t) =>
    expect(read("meddic", "metrics", t).found).toBe(false)
  )
  it.each(["We want to get repeat orders over 500 a month.", "Ticket sales need to get over 300 a night.", "We'd like to cut no-shows to under 5 a week."])("near miss, a figure to move: %s", (t) =>
    expect(read("meddic", "metrics", t).found).toBe(true)
  )
  it("the one who signs is still the economic buyer", () => expect(read("meddic", "economic_buyer", "Our treasurer, Joan, holds the purse strings and signs every invoice over 500.").found).toBe(true))
})
