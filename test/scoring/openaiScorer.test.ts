// The model scorer's answers per template, through a scripted OpenAI-compatible server.
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Message } from "../../src/domain/types.js"
import { classification, custom, manifestOf, presence } from "../domain/fixtures.js"
import { answer, det, type FakeOpenAi, startFakeOpenAi, tokensOf, withScorer } from "./fakeOpenAi.js"

const intent = manifestOf({ template: "intent_detect", standard_detectors: ["pricing_interest", "needs_human"] })
const bant = manifestOf({ template: "lead_qualification", framework: "bant" })
const triage = manifestOf({ template: "support_triage" })
const routing = manifestOf(
  custom([
    classification("department", ["billing", "shipping", "other"], {
      examples: [{ text: "Where is my parcel?", category: "shipping" }, "I was charged twice"]
    }),
    presence("refund_request", { examples: ["I want my money back"], non_examples: ["Thanks, all good"] })
  ])
)

const chat = (...lines: Array<[role: string, content: string]>): ReadonlyArray<Message> =>
  lines.map(([role, content]) => ({ role, content }))

describe("model scorer answers", () => {
  let fake: FakeOpenAi
  beforeAll(async () => {
    fake = await startFakeOpenAi()
  })
  afterAll(() => fake.close())

  const score = (key: string, manifest: typeof intent, input: ReadonlyArray<Message>) =>
    Effect.runPromise(withScorer(fake, (s) => s.score(key, manifest, input)))

  it("intent_detect: one strict structured-output call with logprobs, and its usage", async () => {
    fake.script([
      answer(
        { pricing_interest: det({ found: true, value: "pricing", evidence: [{ message_index: 0, quote: "how much" }] }), needs_human: det() },
        { usage: { prompt_tokens: 812, completion_tokens: 95 } }
      )
    ])
    const result = await score("intent", intent, chat(["user", "Hi, how much is the pro plan?"]))
    const scored = Either.getOrThrow(result)
    // "pricing" is not the customer's words: the value is the exact quote (decisions §11).
    expect(scored.detections.pricing_interest).toEqual({
      found: true,
      confidence: 0.9,
      value: "how much",
      negated: false,
      evidence: [{ message_index: 0, quote: "how much" }],
      invalid: false
    })
    expect(scored.detections.needs_human?.found).toBe(false)
    expect(scored.usage).toEqual({ scorer: "openai", model: "gpt-4o-mini-2024-07-18", tokensIn: 812, tokensOut: 95 })
    expect(fake.requests).toHaveLength(1)
    const request = fake.requests[0]
    expect(request.model).toBe("gpt-4o-mini")
    expect(request.logprobs).toBe(true)
    expect(request.response_format.type).toBe("json_schema")
    expect(request.response_format.json_schema.strict).toBe(true)
    expect(request.response_format.json_schema.schema.required).toEqual(["pricing_interest", "needs_human"])
    expect(request.messages.map((m: Message) => m.role)).toEqual(["system", "user"])
    expect(request.messages[0].content).toContain("The person asks about price, cost, plans or discounts.")
    expect(JSON.parse(request.messages[1].content.split("\n")[1]).messages).toEqual([
      { index: 0, role: "user", content: "Hi, how much is the pro plan?" }
    ])
  })

  it("lead_qualification (bant): a denial is negated and not found", async () => {
    fake.script([
      answer({
        budget: det({ negated: true, found: true, evidence: [{ message_index: 1, quote: "we have no budget" }] }),
        authority: det({ found: true, value: "I sign off" }),
        need: det({ found: true, value: "slow onboarding" }),
        timeline: det()
      })
    ])
    const input = chat(["agent", "What budget do you have?"], ["user", "Honestly we have no budget this year, though I sign off."])
    const { detections } = Either.getOrThrow(await score("bant", bant, input))
    expect(detections.budget).toMatchObject({ found: false, negated: true, value: null, evidence: [{ message_index: 1, quote: "we have no budget" }] })
    expect(detections.authority).toMatchObject({ found: true, value: "I sign off" })
    expect(Object.keys(detections)).toEqual(["budget", "authority", "need", "timeline"])
    expect(fake.requests).toHaveLength(1)
  })

  it("support_triage: classification values within the categories", async () => {
    fake.script([
      answer({
        issue_severity: det({ found: true, value: "critical" }),
        customer_tier: det({ found: true, value: "enterprise" }),
        time_sensitivity: det({ found: false, value: null })
      })
    ])
    const { detections } = Either.getOrThrow(await score("triage", triage, chat(["user", "Production is down for all our enterprise seats"])))
    expect(detections.issue_severity).toMatchObject({ found: true, value: "critical", invalid: false })
    expect(detections.customer_tier).toMatchObject({ found: true, value: "enterprise" })
    expect(detections.time_sensitivity).toMatchObject({ found: false, value: null, invalid: false })
    const schema = fake.requests[0].response_format.json_schema.schema
    expect(schema.properties.issue_severity.properties.value).toEqual({
      anyOf: [{ type: "string", enum: ["critical", "high", "medium", "low"] }, { type: "null" }]
    })
  })

  it("custom: the caller's examples and non-examples are in the prompt", async () => {
    fake.script([
      answer({ department: det({ found: true, value: "shipping" }), refund_request: det({ found: true, value: "money back" }) })
    ])
    const { detections } = Either.getOrThrow(await score("routing", routing, chat(["user", "My parcel never came, I want my money back"])))
    expect(detections.department).toMatchObject({ found: true, value: "shipping" })
    expect(detections.refund_request).toMatchObject({ found: true, value: "money back" })
    const system: string = fake.requests[0].messages[0].content
    expect(system).toContain('"Where is my parcel?" → "shipping"')
    expect(system).toContain('"I was charged twice"')
    expect(system).toContain('"Thanks, all good"')
  })

  it("a value outside the categories is not found and invalid", async () => {
    fake.script([answer({ department: det({ found: true, value: "returns", confidence: 0.95 }), refund_request: det() })])
    const { detections } = Either.getOrThrow(await score("routing", routing, chat(["user", "I'd like to return this"])))
    expect(detections.department).toMatchObject({ found: false, value: null, invalid: true, confidence: 0 })
    expect(fake.requests).toHaveLength(1)
  })

  it("keeps evidence only at an exact span of a user message, once, wherever the model said it was", async () => {
    const input = chat(["user", "We need this by Friday."], ["agent", "Is the budget approved?"], ["user", "Yes, 20k approved."])
    fake.script([
      answer({
        budget: det({
          found: true,
          evidence: [
            { message_index: 2, quote: "20k approved" },
            { message_index: 2, quote: "20k approved" },
            { message_index: 2, quote: "20K approved" },
            { message_index: 1, quote: "budget is approved" },
            { message_index: 0, quote: "20k approved" },
            { message_index: 9, quote: "Yes" },
            { message_index: 0.5, quote: "We" },
            { message_index: 2, quote: "" }
          ]
        }),
        authority: det(),
        need: det(),
        timeline: det({ found: true, evidence: [{ message_index: 0, quote: "by Friday" }] })
      })
    ])
    const { detections } = Either.getOrThrow(await score("bant", bant, input))
    // "20K approved" repairs to the span already kept; the agent's words are no customer's; a
    // quote under a wrong or impossible index is where it really is.
    expect(detections.budget?.evidence).toEqual([
      { message_index: 2, quote: "20k approved" },
      { message_index: 2, quote: "Yes" },
      { message_index: 0, quote: "We" }
    ])
    expect(detections.timeline?.evidence).toEqual([{ message_index: 0, quote: "by Friday" }])
  })

  it("takes confidence from token logprobs when the endpoint returns them", async () => {
    const content = JSON.stringify({
      issue_severity: det({ found: true, value: "high", confidence: 0.99, evidence: [{ message_index: 0, quote: "très lent 😀" }] }),
      customer_tier: det({ found: false, value: null, confidence: 0.99 }),
      time_sensitivity: det({ found: true, value: "soon", confidence: 0.99 })
    })
    const p = (token: string) => ({ '"high"': 0.62, '"soon"': 0.81, null: 0.7 })[token] ?? 1
    fake.script([answer(content, { logprobs: tokensOf(content, p) })])
    const { detections } = Either.getOrThrow(await score("triage", triage, chat(["user", "Le site est très lent 😀"])))
    expect(detections.issue_severity?.confidence).toBe(0.62)
    // Confidence is the probability that the signal is present: 1 - P(null).
    expect(detections.customer_tier?.confidence).toBe(0.3)
    expect(detections.time_sensitivity?.confidence).toBe(0.81)
  })

  it("presence: confidence is P(true), or 1 - P(false), of the sampled found token", async () => {
    const content = JSON.stringify({
      budget: det({ found: true, value: "We have 20k", confidence: 0.5 }),
      authority: det({ found: false, confidence: 0.5 }),
      need: det({ found: true, value: "need it", negated: false, confidence: 0.5 }),
      timeline: det({ found: false, confidence: 0.5 })
    })
    // Tokens alternate negated, found for each detector: the odd booleans are the found ones.
    let booleans = 0
    const p = (token: string) => (token === "true" || token === "false" ? [1, 0.88, 1, 0.95, 1, 0.7, 1, 0.6][booleans++]! : 1)
    fake.script([answer(content, { logprobs: tokensOf(content, p) })])
    const { detections } = Either.getOrThrow(await score("bant", bant, chat(["user", "We have 20k and need it, no date yet."])))
    expect(detections.budget?.confidence).toBe(0.88)
    expect(detections.authority?.confidence).toBe(0.05)
    expect(detections.need?.confidence).toBe(0.7)
    expect(detections.timeline?.confidence).toBe(0.4)
  })

  it("without logprobs, uses the model's own estimate, clamped to [0, 1] and agreeing with found", async () => {
    const three = manifestOf({ template: "intent_detect", standard_detectors: ["pricing_interest", "urgency", "needs_human"] })
    fake.script([
      answer({
        pricing_interest: det({ found: true, value: "price", confidence: 1.7 }),
        urgency: det({ confidence: -0.2 }),
        needs_human: det({ found: false, confidence: 0.8 })
      })
    ])
    const { detections } = Either.getOrThrow(await score("three", three, chat(["user", "price?"])))
    expect(detections.pricing_interest?.confidence).toBe(1)
    expect(detections.urgency?.confidence).toBe(0)
    expect(detections.needs_human?.confidence).toBe(0.49)
  })
})
