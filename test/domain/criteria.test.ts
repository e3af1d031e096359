import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  CreateEvaluation,
  Criteria,
  EvaluateOptions,
  InputMessage,
  Outcome,
  strictParseOptions
} from "../../src/domain/criteria.js"

const issues = <A, I>(schema: Schema.Schema<A, I>, body: unknown) => {
  const result = Schema.decodeUnknownEither(schema)(body, strictParseOptions)
  return Either.isLeft(result)
    ? ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => ({ path: i.path.join("."), message: i.message }))
    : []
}

describe("Criteria and CreateEvaluation schemas", () => {
  it("decode a full custom body with string and labelled examples", () => {
    const body = {
      name: "Support router",
      template: "custom",
      custom_detectors: [
        { name: "topic", type: "classification", categories: ["billing", "refund"], examples: ["a", { text: "b", category: "refund" }] },
        { name: "angry", type: "presence", examples: ["furious"], non_examples: ["happy"], required: false }
      ],
      escalation: { triggers: [{ field: "topic", values: ["refund"], required: true }, { field: "angry" }] }
    }
    expect(Schema.decodeUnknownSync(CreateEvaluation)(body, strictParseOptions)).toEqual(body)
  })

  it("require name on create, 1 to 200 characters", () => {
    expect(issues(CreateEvaluation, { template: "support_triage" })).toEqual([{ path: "name", message: "name is required." }])
    expect(issues(CreateEvaluation, { name: "", template: "support_triage" })).toEqual([
      { path: "name", message: "name must not be empty." }
    ])
    expect(issues(CreateEvaluation, { name: "n".repeat(201), template: "support_triage" })).toEqual([
      { path: "name", message: "name must be 1 to 200 characters long." }
    ])
    expect(issues(CreateEvaluation, { name: "n".repeat(200), template: "support_triage" })).toEqual([])
  })

  it("reject name inside ad-hoc criteria and any other unknown field, nested ones included", () => {
    expect(issues(Criteria, { template: "support_triage", name: "x" }).map((i) => i.path)).toEqual(["name"])
    const body = { template: "custom", custom_detectors: [{ name: "a", type: "presence", examples: ["x"], weight: 2 }] }
    expect(issues(Criteria, body).map((i) => i.path)).toEqual(["custom_detectors.0.weight"])
  })

  it("explain enum errors in one sentence", () => {
    expect(issues(Criteria, { template: "sales" })).toEqual([
      { path: "template", message: "template must be one of: intent_detect, lead_qualification, support_triage, custom." }
    ])
    expect(issues(Criteria, { template: "intent_detect", standard_detectors: ["urgency", "budget"] })).toEqual([
      {
        path: "standard_detectors.1",
        message: "Each standard detector must be one of: pricing_interest, purchase_interest, urgency, not_interested, needs_human."
      }
    ])
  })

  it("reject an example that is neither a string nor { text, category }", () => {
    const body = { template: "custom", custom_detectors: [{ name: "a", type: "presence", examples: ["ok", 3] }] }
    expect(issues(Criteria, body).map((i) => i.path)).toEqual(["custom_detectors.0.examples.1"])
  })

  it("reject wrong scalar types with readable messages", () => {
    const body = {
      template: "custom",
      custom_detectors: [{ name: "a", type: "presence", examples: ["x"], required: "no" }],
      escalation: { triggers: "all" }
    }
    expect(issues(Criteria, body)).toEqual([
      { path: "custom_detectors.0.required", message: "required must be true or false." },
      { path: "escalation.triggers", message: "triggers must be an array." }
    ])
  })
})

describe("request side schemas", () => {
  it("EvaluateOptions accepts request_next_action only", () => {
    expect(issues(EvaluateOptions, { request_next_action: true })).toEqual([])
    expect(issues(EvaluateOptions, { request_next_action: "yes" }).map((i) => i.path)).toEqual(["request_next_action"])
    expect(issues(EvaluateOptions, { verbose: true }).map((i) => i.path)).toEqual(["verbose"])
  })

  it("InputMessage requires a role of 1 to 32 characters and string content", () => {
    expect(issues(InputMessage, { role: "user", content: "hi" })).toEqual([])
    expect(issues(InputMessage, { role: "", content: 3 }).map((i) => i.path)).toEqual(["role", "content"])
    expect(issues(InputMessage, { role: "r".repeat(33), content: "x" }).map((i) => i.path)).toEqual(["role"])
  })

  it("Outcome follows decisions §7", () => {
    const ok = { decision: "QUALIFIED", actual_outcome: "won", conversion_value: 1200.5, days_to_close: 0 }
    expect(issues(Outcome, ok)).toEqual([])
    expect(issues(Outcome, { ...ok, evaluation_log_id: "123e4567-e89b-12d3-a456-426614174000" })).toEqual([])
    expect(issues(Outcome, { ...ok, evaluation_log_id: "abc" })).toEqual([
      { path: "evaluation_log_id", message: "evaluation_log_id must be a UUID." }
    ])
    expect(issues(Outcome, { ...ok, decision: "WON" }).map((i) => i.path)).toEqual(["decision"])
    expect(issues(Outcome, { ...ok, actual_outcome: "x".repeat(65) }).map((i) => i.path)).toEqual(["actual_outcome"])
    expect(issues(Outcome, { ...ok, conversion_value: -1, days_to_close: "3" })).toEqual([
      { path: "conversion_value", message: "conversion_value must be a number greater than or equal to 0." },
      { path: "days_to_close", message: "days_to_close must be a number." }
    ])
    expect(issues(Outcome, { decision: "FAILED" }).map((i) => i.path)).toEqual([
      "actual_outcome",
      "conversion_value",
      "days_to_close"
    ])
  })
})
