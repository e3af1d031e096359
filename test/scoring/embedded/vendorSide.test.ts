// text/vendorSide.ts on sentences of our own: the vendor's hours asked about, and deeds its side
// already did, with near misses that tell the customer's own time or choice.
import { describe, expect, it } from "vitest"
import { asksVendorHours, tellsVendorDeed } from "../../../src/scoring/embedded/text/vendorSide.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const toks = (s: string) => phraseUnit(s).tokens

describe("the vendor's hours asked about", () => {
  it.each([
    "Do your mechanics work on Saturdays?",
    "Is the garage open over Easter?",
    "When do you close on Fridays?",
    "Are you open late on Thursdays?",
    "Does your instructor teach in the evenings?"
  ])("%s", (s) => expect(asksVendorHours(toks(s))).toBe(true))
  it.each([
    "I work Saturdays, so could you come on a Sunday?",
    "Can you come on Saturday morning?",
    "Are your instructors free on Sunday afternoons?",
    "We're open to any day next week.",
    "Do you work Sundays, as we're only in then?"
  ])("not: %s", (s) => expect(asksVendorHours(toks(s))).toBe(false))
})

describe("a deed the vendor's side already did", () => {
  it.each([
    "You delivered the blue sofa, not the green.",
    "Your mechanic fitted the wrong tyres.",
    "Your lads have already painted the fence white.",
    "Hi, you sent two boxes instead of one."
  ])("%s", (s) => expect(tellsVendorDeed(toks(s))).toBe(true))
  it.each([
    "Your driver will collect the old boiler.",
    "You need to bring a ladder.",
    "I painted the fence myself.",
    "You sent the wrong size and we need the large one.",
    "Did you send the invoice?",
    "Your prices seem fair."
  ])("not: %s", (s) => expect(tellsVendorDeed(toks(s))).toBe(false))
})
