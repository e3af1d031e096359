import { describe, expect, it } from "vitest"
import { assertExamples } from "../../src/domain/assertions.js"
import type { Detections, Message } from "../../src/domain/types.js"
import { category, classification, custom, hit, manifestOf, miss, presence } from "./fixtures.js"

/** A keyword scorer: `angry` when the text has "!", `topic` from the first word naming a category. */
const fakeScore = (calls: Array<string>) => (messages: ReadonlyArray<Message>): Detections => {
  const text = messages.map((m) => m.content).join(" ")
  calls.push(text)
  const word = ["billing", "refund", "other", "weird"].find((w) => text.includes(w))
  return {
    angry: text.includes("!") ? hit() : miss(),
    topic: word === undefined ? miss() : category(word)
  }
}

const manifest = (angry: Record<string, unknown>, topic: Record<string, unknown>) =>
  manifestOf(custom([presence("angry", angry), classification("topic", ["billing", "refund", "other"], topic)]))

describe("assertExamples", () => {
  it("passes when every example lands and every non-example does not", () => {
    const m = manifest(
      { examples: ["this is awful!"], non_examples: ["thanks a lot"] },
      { examples: ["a billing question", { text: "refund please", category: "refund" }] }
    )
    expect(assertExamples(m, fakeScore([]))).toEqual([])
  })

  it("scores each example alone, as one user message", () => {
    const seen: Array<ReadonlyArray<Message>> = []
    const m = manifest({ examples: ["x!"] }, { examples: ["billing"] })
    assertExamples(m, (messages) => {
      seen.push(messages)
      return {}
    })
    expect(seen).toEqual([[{ role: "user", content: "x!" }], [{ role: "user", content: "billing" }]])
  })

  it("reports presence examples not found and non-examples found", () => {
    const m = manifest({ examples: ["calm words"], non_examples: ["oops!"] }, { examples: ["other"] })
    expect(assertExamples(m, fakeScore([]))).toEqual([
      { detector: "angry", example: "calm words", expected: "found", got: "not found" },
      { detector: "angry", example: "oops!", expected: "not found", got: "found" }
    ])
  })

  it("requires the labelled category, or any category for a plain example", () => {
    const m = manifest(
      { examples: ["!"] },
      { examples: [{ text: "billing issue", category: "refund" }, "nothing here", "weird stuff", { text: "other", category: null }] }
    )
    expect(assertExamples(m, fakeScore([]))).toEqual([
      { detector: "topic", example: "billing issue", expected: "category refund", got: "category billing" },
      { detector: "topic", example: "nothing here", expected: "any category", got: "not found" },
      { detector: "topic", example: "weird stuff", expected: "any category", got: "a value outside the categories" }
    ])
  })

  it("scores a text shared by several detectors once", () => {
    const calls: Array<string> = []
    const m = manifest({ examples: ["refund now!", "again!"], non_examples: ["billing"] }, { examples: ["refund now!", "billing"] })
    expect(assertExamples(m, fakeScore(calls))).toEqual([])
    expect(calls).toEqual(["refund now!", "again!", "billing"])
  })

  it("skips built-in detectors, which have no examples", () => {
    const calls: Array<string> = []
    expect(assertExamples(manifestOf({ template: "support_triage" }), fakeScore(calls))).toEqual([])
    expect(calls).toEqual([])
  })
})
