// Second reading of the day's text changes: sentences of our own that the new readings misread.
import { describe, expect, it } from "vitest"
import { asksOffer } from "../../../src/scoring/embedded/engine/vendorEnquiry.js"
import { compileCue, cueTextOf, matchCue } from "../../../src/scoring/embedded/text/cues.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"

const matches = (pattern: string, text: string): boolean =>
  sentencesOf(text, 0).some((s) => matchCue(compileCue(pattern), cueTextOf(s.tokens)) !== null)
/** Whether every word of the sentence was read as open (somebody else's case). */
const readAsElsewhere = (text: string): boolean => sentencesOf(text, 0)[0]!.tokens.filter((t) => t.cls === "word").every((t) => t.mod === 2)

describe("a hyphenated alternative's later words carry its mark", () => {
  it("!a-b and @a-b match a phrase inside a negation", () => {
    expect(matches("!any-longer", "We do not want the parcel any longer.")).toBe(true)
    expect(matches("@any-longer", "I will not be needing the van any longer.")).toBe(true)
    expect(matches("!any-more", "They do not use the old till any more.")).toBe(true)
  })
  it("near misses: a stated phrase for !, and the plain spelling still works", () => {
    expect(matches("!any-longer", "Will it take any longer to ship?")).toBe(false)
    expect(matches("@any-longer", "Will it take any longer to ship?")).toBe(true)
    expect(matches("no-one", "No one in the office can log in.")).toBe(true)
  })
})

describe("a place relative to a thing of one's own is no one else's (elsewhere.ts)", () => {
  it("still reads a neighbour's place as somebody else's", () => {
    expect(readAsElsewhere("A flat across the road had a burst pipe.")).toBe(true)
    expect(readAsElsewhere("The house opposite had a break-in.")).toBe(true)
    expect(readAsElsewhere("A shop down the street was flooded.")).toBe(true)
    expect(readAsElsewhere("The unit next door lost power.")).toBe(true)
    expect(readAsElsewhere("The flat across the landing had a leak.")).toBe(true)
  })
  it("reads the speaker's own things placed by another as the speaker's", () => {
    expect(readAsElsewhere("The tap opposite the sink is leaking.")).toBe(false)
    expect(readAsElsewhere("The cupboard next door to the kitchen is flooding.")).toBe(false)
    expect(readAsElsewhere("The printer round the corner from reception is jammed.")).toBe(false)
    expect(readAsElsewhere("The toilet down the hall has flooded.")).toBe(false)
    expect(readAsElsewhere("A radiator along the corridor is cold.")).toBe(false)
  })
})

describe("'haven't got that …' puts off only 'that far' (deferral.ts)", () => {
  const modOf = (text: string, word: string) => sentencesOf(text, 0)[0]!.tokens.find((t) => t.norm === word)?.mod
  it("denies what is not got", () => {
    expect(modOf("We haven't got that kind of money.", "money")).toBe(1)
    expect(modOf("They have not got that sort of budget.", "budget")).toBe(1)
  })
  it("still puts off a step not reached", () => {
    expect(modOf("We haven't got that far with the budget.", "far")).toBe(2)
    expect(modOf("We have not got round to the budget.", "budget")).toBe(2)
  })
})

describe("'are you able to …' asks for work, not about the offer (vendorEnquiry.ts)", () => {
  const offer = (text: string) => asksOffer(sentencesOf(text, 0)[0]!.tokens)
  it("a request in other words tells the customer's case", () => {
    expect(offer("Are you able to unblock a kitchen drain this week?")).toBe(false)
    expect(offer("Is your engineer able to look at a noisy fan tomorrow?")).toBe(false)
  })
  it("near misses: questions about the vendor's ways still ask", () => {
    expect(offer("Do you unblock kitchen drains?")).toBe(true)
    expect(offer("Are you open on bank holidays?")).toBe(true)
  })
})
