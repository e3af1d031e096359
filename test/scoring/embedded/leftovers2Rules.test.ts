import { describe, expect, it } from "vitest"
import { severity } from "./triageReading.js"

// One test per leftovers2 pattern, on sentences of our own beyond the challenge set
// (leftovers2Cases.ts): each pattern reads its shape and leaves the near miss beside it.

describe("thanks for news of a past fault closes the matter (triage.ts deny cue)", () => {
  it("reads a past outage thanked for in other words as settled", () => {
    expect([null, "low"]).toContain(severity("The kennel booking site was unreachable on Sunday evening. Many thanks for the explanation."))
    expect([null, "low"]).toContain(severity("Your card terminal service failed for an hour on Thursday. Thanks for letting me know."))
  })
  it("keeps a fault still going when thanks comes first or after", () => {
    expect(["critical", "high"]).toContain(severity("Thanks for the reply, but none of our vets can open patient records and clinic starts in ten minutes."))
  })
})
