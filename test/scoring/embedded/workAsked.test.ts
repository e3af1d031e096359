import { describe, expect, it } from "vitest"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { asksForWork, tellsFault } from "../../../src/scoring/embedded/text/workWords.js"
import { readerOf, type EscDomain } from "./custescCases.js"

// A need or fault told by its shape (workAsked.ts, text/workWords.ts): sentences of our own.
const tokens = (s: string) => readInput([{ role: "user", content: s }]).units.filter((u) => !u.whole).flatMap((u) => u.tokens)

describe("a fault told in the speaker's words", () => {
  it.each([
    "the hinge on the wardrobe has snapped",
    "our kettle won't heat up",
    "the garage door doesn't shut any more",
    "the blinds came off the wall",
    "no heat from the radiators upstairs",
    "my shower head is dripping all night"
  ])("%s", (s) => expect(tellsFault(tokens(s))).toBe(true))
  it.each([
    "the garage door shuts fine now",
    "no problems with the heating this year",
    "we'd like the hall repainted",
    "can you work on Saturday?",
    "I don't want to open a new account"
  ])("not: %s", (s) => expect(tellsFault(tokens(s))).toBe(false))
})

describe("work asked of the vendor", () => {
  it.each([
    "could you send someone to look at the boiler?",
    "is it possible for somebody to collect the sofa",
    "we'd like you to paint the fence",
    "please come and check the wiring",
    "would your fitter be able to call in on Monday?",
    "you can take the old cooker away?",
    "we'd be grateful for someone to come out"
  ])("%s", (s) => expect(asksForWork(tokens(s))).toBe(true))
  it.each([
    "please don't send anyone before ten",
    "could we move the booking to Friday",
    "you were very helpful last time",
    "my neighbour asked me to pass on your number"
  ])("not: %s", (s) => expect(asksForWork(tokens(s))).toBe(false))
})

// A rubric of our own: a locksmith with a repair detector, a callout detector and a field.
const locksmith: EscDomain = {
  name: "a locksmith",
  criteria: {
    custom_detectors: [
      { name: "lock_fault", type: "presence", examples: ["The front door lock is jammed", "Key snapped in the back door", "Need the patio lock replaced"] },
      { name: "callout", type: "presence", examples: ["Can someone come out tonight", "Need a locksmith round first thing", "Please send an engineer"] },
      { name: "postcode", type: "presence", examples: ["LS6 2AB", "Postcode: M14 5RT", "We're at BN1 4GH"] }
    ]
  },
  cases: []
}
const read = readerOf(locksmith)

describe("a need told by its shape (workAsked.ts)", () => {
  it("a fault states the repair detector, not the callout one", () => {
    const got = read("The key turns but the bolt won't move on the side gate.")
    expect(got.found.has("lock_fault"), got.why).toBe(true)
    expect(got.found.has("callout"), got.why).toBe(false)
  })
  it("a request in other words states the callout detector", () => {
    const got = read("Would your man be able to pop over after six?")
    expect(got.found.has("callout"), got.why).toBe(true)
  })
  it.each([
    // past work by the vendor, somebody else's thing taken back, a price question, a request not to
    "Your engineer fixed our lock in May and it has been perfect.",
    "My aunt's lock was broken but her son has sorted it.",
    "What would a new lock cost roughly?",
    "Please don't send anyone before the weekend."
  ])("near miss: %s", (s) => {
    const got = read(s)
    expect(got.found.has("lock_fault") || got.found.has("callout"), got.why).toBe(false)
  })
  it("a field is not read by shape", () => {
    const got = read("Could you come and look at the jammed lock?")
    expect(got.found.has("postcode"), got.why).toBe(false)
  })
})
