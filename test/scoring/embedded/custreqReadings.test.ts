import { describe, expect, it } from "vitest"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { statesNeed, tellsBuyingCondition, tellsDemand } from "../../../src/scoring/embedded/text/demandWords.js"
import { tellsConstraint } from "../../../src/scoring/embedded/text/circumstanceWords.js"
import { tellsDisowned } from "../../../src/scoring/embedded/text/disowned.js"

// The shapes circumstances.ts reads for requirement and concern detectors, on sentences of our own
// (other words and trades than the custreq challenge set).

describe("a requirement told as a condition of buying", () => {
  it.each([
    "The trustees won't approve any booking system unless it keeps card numbers off our own computers.",
    "We can't switch until you show us where the recordings are stored.",
    "Our insurer requires that every van is tracked before cover starts.",
    "Any supplier we pick must hold a food hygiene rating of five.",
    "Legal said whatever we buy has to let us delete a client's file on request.",
    "Compliance will want to see your last audit letter."
  ])("%s", (s) => expect(tellsBuyingCondition(tokensOfText(s))).toBe(true))

  it.each([
    "We can't sign until the budget is approved in March.",
    "Nobody here can approve it until next quarter.",
    "Our IT lead set up the printer yesterday.",
    "We went with a supplier that had a good rating.",
    "Can you send the contract so I can sign it?"
  ])("not: %s", (s) => expect(tellsBuyingCondition(tokensOfText(s))).toBe(false))
})

describe("a demand in the buyer's words", () => {
  it.each([
    "They'll want the drivers' hours logged for every shift.",
    "Two of the choir use walking frames, so a ramp is essential.",
    "We'd need somebody who can read braille labels.",
    "It is a condition of our grant that the data stays in Scotland."
  ])("%s", (s) => expect(tellsDemand(tokensOfText(s))).toBe(true))

  it.each([
    "We don't require anything special.",
    "The grant was paid in June.",
    "We run three vans out of Leith."
  ])("not: %s", (s) => expect(tellsDemand(tokensOfText(s))).toBe(false))
})

describe("an act nobody of the sender's did, or a thing unlike its usual self", () => {
  it.each([
    "There's a standing order to a charity none of us has heard of.",
    "A parcel was signed for at 3am and it wasn't me.",
    "We never ordered the forty chairs on this invoice.",
    "I haven't logged in since August but it says I did yesterday.",
    "I can't explain the two withdrawals from the cash machine in Porto.",
    "The seal on the jar looks different from the usual one."
  ])("%s", (s) => expect(tellsDisowned(tokensOfText(s))).toBe(true))

  it.each([
    "None of us can print from the second floor.",
    "Nobody here can log in since the update.",
    "I usually pay by card.",
    "We haven't got a budget yet.",
    "The invoice was for forty chairs, as we ordered."
  ])("not: %s", (s) => expect(tellsDisowned(tokensOfText(s))).toBe(false))
})

describe("a requirement of purchase is told as a need or a question, not by its topic words alone", () => {
  it.each([
    "We need the call recordings kept for seven years.",
    "Does the app support fingerprint login?",
    "The archive has to be stored offline."
  ])("%s", (s) => expect(statesNeed(tokensOfText(s), tellsConstraint)).toBe(true))

  it.each([
    "Privacy is close to our hearts, as for any clinic.",
    "Our last GDPR review went smoothly.",
    "Exports: XML files from the till, weekly."
  ])("not: %s", (s) => expect(statesNeed(tokensOfText(s), tellsConstraint)).toBe(false))
})
