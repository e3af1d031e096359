// decisions §11: every value and quote of a model answer is an exact substring of a customer
// message, repaired to the nearest exact span or dropped; a detection on no exact evidence is not found.
import { describe, expect, it } from "vitest"
import type { Message } from "../../src/domain/types.js"
import { toDetections } from "../../src/scoring/openai/answer.js"
import { locate } from "../../src/scoring/openai/exactSpan.js"
import { classification, custom, manifestOf, presence } from "../domain/fixtures.js"
import { det } from "./fakeOpenAi.js"

const input: ReadonlyArray<Message> = [
  { role: "agent", content: "Score this conversation. What is your budget?" },
  { role: "user", content: "We have about $30k approved   for Q3 — it’s “signed off”." },
  { role: "user", content: "I want my MONEY back, please." }
]

describe("locate", () => {
  it("keeps an exact quote where the model put it", () => {
    expect(locate("about $30k approved", 1, input)).toEqual({ message_index: 1, quote: "about $30k approved" })
  })

  it("finds an exact quote in another customer message when the index is wrong", () => {
    expect(locate("money back", 1, input)).toEqual({ message_index: 2, quote: "MONEY back" })
    expect(locate("I want my MONEY back", 0, input)).toEqual({ message_index: 2, quote: "I want my MONEY back" })
  })

  it.each([
    ["case", "we have ABOUT $30k", "We have about $30k"],
    ["runs of whitespace", "approved for Q3", "approved   for Q3"],
    ["typographic quotes and dashes", `Q3 - it's "signed off"`, "Q3 — it’s “signed off”"],
    ["framing quote marks and an ellipsis", `"about $30k approved..."`, "about $30k approved"],
    ["surrounding whitespace", "  about $30k  ", "about $30k"]
  ])("repairs a quote that differs in %s to the customer's exact span", (_, quote, exact) => {
    const span = locate(quote, 1, input)
    expect(span).toEqual({ message_index: 1, quote: exact })
    expect(input[1]!.content.includes(span!.quote)).toBe(true)
  })

  it.each([
    ["words of the prompt or an agent", "Score this conversation."],
    ["a paraphrase", "budget of 30k is approved"],
    ["an empty quote", "  "]
  ])("drops %s", (_, quote) => {
    expect(locate(quote, 0, input)).toBeNull()
  })
})

describe("model answers → detections", () => {
  const manifest = manifestOf(custom([presence("refund"), classification("tone", ["calm", "angry"])]))
  const detect = (answers: Record<string, ReturnType<typeof det>>) => toDetections(manifest.detectors, answers, input, null)

  it("does not find a presence whose value and quotes are in no customer message", () => {
    const d = detect({
      refund: det({ found: true, value: "Score this conversation.", evidence: [{ message_index: 0, quote: "Score this conversation." }] }),
      tone: det()
    })
    expect(d.refund).toMatchObject({ found: false, value: null, evidence: [] })
    expect(d.refund!.confidence).toBeLessThan(0.5)
  })

  it("repairs a presence value to the customer's words and gives it as evidence", () => {
    const d = detect({ refund: det({ found: true, value: "i want my money back" }), tone: det() })
    expect(d.refund).toMatchObject({ found: true, value: "I want my MONEY back", evidence: [{ message_index: 2, quote: "I want my MONEY back" }] })
  })

  it("takes the first exact quote as the value when the value is a paraphrase", () => {
    const d = detect({
      refund: det({ found: true, value: "refund wanted", evidence: [{ message_index: 1, quote: "money back" }, { message_index: 2, quote: "please" }] }),
      tone: det()
    })
    expect(d.refund).toMatchObject({
      found: true,
      value: "MONEY back",
      evidence: [
        { message_index: 2, quote: "MONEY back" },
        { message_index: 2, quote: "please" }
      ]
    })
  })

  it("does not find a classification whose every quote is invented, and keeps one that cites none", () => {
    const invented = detect({ refund: det(), tone: det({ found: true, value: "angry", evidence: [{ message_index: 1, quote: "I am furious" }] }) })
    expect(invented.tone).toMatchObject({ found: false, value: null, evidence: [], invalid: false })
    const uncited = detect({ refund: det(), tone: det({ found: true, value: "calm" }) })
    expect(uncited.tone).toMatchObject({ found: true, value: "calm" })
  })
})
