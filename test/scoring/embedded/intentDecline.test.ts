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

describe("a price asked without a price word", () => {
  it("the sum a change would come to", () => {
    expect(scorer.score([user("If we moved all twenty licences to yearly payment, what would that come to?")])["pricing_interest"]!.found).toBe(true)
  })
})

describe("declining past a trial", () => {
  it("not carrying on is declining, not planning to leave is its denial", () => {
    expect(notInterested("Thanks, but we are not going to renew once the pilot ends.")).toBe(true)
    const d = scorer.score([user("To be clear, we're not planning to cancel, I only need the invoice resent.")])["not_interested"]!
    expect(d.found).toBe(false)
    expect(d.negated).toBe(true)
  })
})
