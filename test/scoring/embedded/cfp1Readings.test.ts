// The cfp1 readings on sentences of our own: a question to the vendor behind a lead-in
// (engine/vendorEnquiry.ts) and a smell told as damp or staleness beside a trigger of fumes
// (text/eventFamilies.ts, engine/eventFind.ts), and a relative's state told beside the sender's own
// clause (text/othersState.ts, engine/othersStateRead.ts), each with the near misses it must not fire on.
import { describe, expect, it } from "vitest"
import { asksOffer } from "../../../src/scoring/embedded/engine/vendorEnquiry.js"
import { eventFamilies, tellsStaleSmellOnly } from "../../../src/scoring/embedded/text/eventFamilies.js"
import { ownClauseBeside, tellsOthersState } from "../../../src/scoring/embedded/text/othersState.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"

const toks = (s: string) => tokensOfText(s)

describe("a question to the vendor behind a lead-in", () => {
  it.each([
    "Quick question - do you service gas hobs?",
    "Quick question before booking - do your fitters move furniture?",
    "Hi there – are your cleaners insured?",
    "Hello, do you deliver on Sundays?",
    "Sorry, one more thing - does your quote include parking?",
    "Morning all — do you take card payments?",
    "One thing before we sign up, do your tutors set homework, or is that extra?"
  ])("%s", (s) => expect(asksOffer(toks(s))).toBe(true))
  it.each([
    "The tank is leaking - do you have anyone free?",
    "Quick update - the pump has stopped again.",
    "Hi, my fridge is warm, do you repair those?",
    "Hello - can you come out today?",
    "Sorry - our boiler is showing a fault code.",
    "Quick question - is my booking still on?",
    "Hi there - the alarm keeps going off, do you sell new ones?"
  ])("not: %s", (s) => expect(asksOffer(toks(s))).toBe(false))
})

describe("a smell told as damp or staleness", () => {
  it.each([
    "the spare room smells musty",
    "there's a stale smell on the landing",
    "the hall smells of wet dogs",
    "the cupboard under the sink smells a bit damp",
    "our caravan stinks of mildew after the winter"
  ])("%s", (s) => {
    expect(tellsStaleSmellOnly(toks(s))).toBe(true)
    expect(eventFamilies(toks(s)).has("fumes")).toBe(false)
  })
  it.each([
    "the kitchen smells of gas",
    "there's a burning smell from the plug",
    "a damp, burning smell is coming from the fuse box",
    "it smells like melting plastic near the heater",
    "the garage smells musty and there's a smell of gas by the meter"
  ])("not: %s", (s) => expect(tellsStaleSmellOnly(toks(s))).toBe(false))
  it.each(["there's a burning smell from the plug", "the kitchen smells of gas"])("still fumes: %s", (s) => expect(eventFamilies(toks(s)).has("fumes")).toBe(true))
  it("no smell at all is no stale smell", () => expect(tellsStaleSmellOnly(toks("the loft is damp and the window sticks"))).toBe(false))
})

describe("a relative's state beside the sender's own clause", () => {
  // The content words of a trigger's examples of the sender's own state.
  const stems = new Set(toks("I have asthma and use an inhaler, I'm pregnant, I'm diabetic on insulin").filter((t) => !t.stop && t.cls === "word").map((t) => t.stem))
  const reads = (s: string) => tellsOthersState(toks(s), stems) && ownClauseBeside(toks(s))
  it.each([
    "My brother has asthma, so he's not coming, but I'd like to book the climb.",
    "My wife is pregnant and sitting this one out, but I want the early slot.",
    "Our son is diabetic so he'll stay with his gran, but I'd like two places for me and a friend."
  ])("%s", (s) => expect(reads(s)).toBe(true))
  it.each([
    "My brother has asthma.",
    "My brother and I both have asthma.",
    "I have asthma, and so does my brother.",
    "I'm pregnant, but my partner will do the climb.",
    "Booking for my dad, he is diabetic and on insulin.",
    "My booking ref is 4410, my daughter is pregnant and needs a seat near the door."
  ])("not: %s", (s) => expect(reads(s)).toBe(false))
})
