// A reviewer's near misses for the round-4 intent readings, reworded in our own words and other
// domains: another customer's item found (no supplier found), a hired thing not needed and sent
// back, a project shelved with a price still wanted; places held for something free, a paper
// wanted for the staff to read, next steps after a cancellation, a confidentiality paper signed,
// "sold on" something with no buying yet. Beside them, the finds the narrowed rules keep.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, text: string) => scorer.score([user(text)])[detector]!.found

describe("review of round 4: intent near misses and the finds kept", () => {
  it.each<[string, string, boolean]>([
    ["not_interested", "I found somebody else's invoice in my inbox.", false],
    ["not_interested", "We won't need the trailer after all, can you pick it up on Monday?", false],
    ["not_interested", "The refurbishment has been shelved, but we would still like your prices for next year.", false],
    ["not_interested", "We've found someone local who can do it for less.", true],
    ["not_interested", "We found somebody else to do the catering.", true],
    ["not_interested", "We won't need the quote after all, thanks.", true],
    ["not_interested", "We don't need it after all.", true],
    ["not_interested", "Our rollout was scrapped, so please close this.", true],
    ["purchase_interest", "Please save three places for the free open evening.", false],
    ["purchase_interest", "Can you reserve two seats on the webinar next week?", false],
    ["purchase_interest", "Could you pencil me in for the free fitting consultation?", false],
    ["purchase_interest", "Please lock in the date for the boiler service visit.", false],
    ["purchase_interest", "We'd love it for all our volunteers to see, could you send the safety leaflet?", false],
    ["purchase_interest", "What are the next steps for onboarding now that we've cancelled?", false],
    ["purchase_interest", "We'll sign the confidentiality agreement before anything else.", false],
    ["purchase_interest", "I'm sold on a trial run, but we're not buying yet.", false],
    ["purchase_interest", "Please reserve 12 places on the course.", true],
    ["purchase_interest", "Can you book us in for March?", true],
    ["purchase_interest", "Can we lock in this year's rate for 2027?", true],
    ["purchase_interest", "We'd like it for every one of our 14 salons.", true],
    ["purchase_interest", "What are the next steps to sign up?", true],
    ["purchase_interest", "We'll sign the contract today.", true],
    ["purchase_interest", "We'll sign.", true],
    ["purchase_interest", "Right, I'm sold.", true]
  ])("%s: %s", (detector, text, want) => {
    expect(found(detector, text)).toBe(want)
  })
})
