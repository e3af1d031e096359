// The customer's stance read off their words (text/stanceWords.ts) and a stance trigger found by it
// (engine/stanceFound.ts): a threat to go outside, a demand for money back, a complaint, a worry felt
// now; and the near misses that take none. Every sentence is our own.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { stancesTold } from "../../../src/scoring/embedded/text/stanceWords.js"
import { field, trigger } from "./custfpDomains.js"

const told = (text: string) => [...stancesTold(tokensOfText(text))].sort()

describe("stances told", () => {
  it.each([
    ["I'm ringing my bank first thing about the deposit", ["threat"]],
    ["the next stop for this is the ombudsman", ["threat"]],
    ["I'm passing all of this to my solicitor", ["threat"]],
    ["everyone on the village Facebook page is going to hear about this", ["threat"]],
    ["I'm disputing the charge with my card company", ["threat"]],
    ["I want every penny of the deposit returned", ["demand"]],
    ["I expect to be compensated for the wasted afternoon", ["demand"]],
    ["Refund the lot, please", ["demand"]],
    ["please note this down on record as a formal complaint", ["complaint"]],
    ["frankly the way we were treated was disgraceful", ["complaint"]],
    ["we're really uneasy about who has the spare key", ["worry"]],
    ["I worry the fence posts are rotten", ["worry"]]
  ] as const)("%s takes %j", (text, want) => {
    expect(told(text)).toEqual(want)
  })

  it.each([
    "my bank statement shows the deposit went out twice",
    "I'd rather not involve my bank over this",
    "sorry to complain, but could the van come after ten?",
    "I was worried about the fence, but it's fine",
    "our refund policy question is about deposits",
    "we checked with our bank account manager",
    "I'd like to dispute the March invoice, the hours are wrong",
    "our lawyer read the contract before we signed",
    "the whole team will see the new invoice",
    "please put the payment back on my card"
  ])("%s takes none", (text) => {
    expect(told(text)).toEqual([])
  })
})

/** A rubric of our own: a boat hire whose trigger is a demand for money back. */
const boatHire = {
  custom_detectors: [
    field("hire_ref", ["Hire BH-1021", "our booking is BH-3390", "BH-7716"]),
    field("boat_wanted", ["the four-berth narrowboat", "a day boat for six", "Boat: Kingfisher"]),
    trigger("money_back", "Customer demanding a refund or compensation for a spoilt hire", [
      "I want a full refund, the boat was filthy",
      "We expect compensation for the lost day",
      "Refund our deposit, the engine never started",
      "I'd like my money back for the second night"
    ], ["Can we pick the boat up at noon?", "What time do we return it?"])
  ],
  escalation: { triggers: [{ field: "money_back" }] }
}
const scorer = compileEmbedded(compileManifest({ template: "custom", ...boatHire } as never))
const found = (text: string) => scorer.score([{ role: "user", content: text }]).money_back!.found

describe("a stance trigger found by the customer's stance", () => {
  it.each([
    "The engine died twice on the river and nobody came. BH-4412. Frankly we want every penny back.",
    "BH-2207: we lost the whole Saturday to a flat battery and I expect to be compensated for it."
  ])("%s is found", (text) => {
    expect(found(text)).toBe(true)
  })

  it.each([
    "Could the deposit for BH-5530 go back on the card it came from? My bank statement only shows one payment.",
    "What happens to the deposit if we cancel because of floods?",
    "My brother wanted his money back from another hire firm once, but we loved the Kingfisher. BH-6610",
    "The bilge pump was noisy. I'm not asking for money back, just letting you know. BH-8821"
  ])("%s is not found", (text) => {
    expect(found(text)).toBe(false)
  })
})
