// A customer declines without saying "not interested": staying with what they have, deciding
// against, asking for nothing more. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const notInterested = (text: string) => scorer.score([user(text)])["not_interested"]!.found

describe("declining in other words", () => {
  it("staying with the current supplier", () => {
    expect(notInterested("After some thought the committee will remain with our existing vendor for another year.")).toBe(true)
  })

  it("deciding against", () => {
    expect(notInterested("We looked at the numbers again and decided against it.")).toBe(true)
  })

  it("asking for no further offers", () => {
    expect(notInterested("Kindly do not send any further proposals about the fleet project.")).toBe(true)
  })

  it("not moving ahead", () => {
    expect(notInterested("Thanks for your time, but we won't be going ahead this quarter.")).toBe(true)
  })

  it("but not a customer who asks to go ahead", () => {
    expect(notInterested("We'd like to go ahead and send us the contract please.")).toBe(false)
  })
})

describe("product names", () => {
  it("a CamelCase product name is a name to cue patterns, not the word it starts with", () => {
    expect(scorer.score([user("The PriceTrack add-on stopped updating our shelf labels overnight.")])["pricing_interest"]!.found).toBe(false)
    expect(scorer.score([user("What would the price be for twelve seats?")])["pricing_interest"]!.found).toBe(true)
  })
})
