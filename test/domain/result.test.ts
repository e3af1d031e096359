import { describe, expect, it } from "vitest"
import { buildResult } from "../../src/domain/result.js"
import { category, classification, custom, detections, hit, manifestOf, presence } from "./fixtures.js"

const bant = manifestOf({ template: "lead_qualification", framework: "bant" })

describe("buildResult", () => {
  it("carries the contract's fields and no next_action unless asked", () => {
    const result = buildResult(bant, detections(bant, { need: hit() }), false)
    expect(Object.keys(result)).toEqual([
      "status",
      "extracted_signals",
      "extracted_fields",
      "missing_fields",
      "follow_up_questions",
      "invalid_fields"
    ])
    expect("next_action" in result).toBe(false)
    expect("next_instruction" in result).toBe(false)
  })

  it("adds next_action and next_instruction when asked", () => {
    const result = buildResult(bant, detections(bant, { need: hit() }), true)
    expect(result.next_action).toBe("GATHER_INFO")
    expect(result.next_instruction).toBe("Ask for the missing information: budget, authority and timeline.")
  })

  it("lists one follow-up question per missing field, in the same order", () => {
    const result = buildResult(bant, detections(bant, { authority: hit() }), false)
    expect(result.missing_fields).toEqual(["budget", "need", "timeline"])
    expect(result.follow_up_questions.map((q) => q.field)).toEqual(result.missing_fields)
    expect(result.follow_up_questions[0]).toEqual({ field: "budget", question: "What budget have you set aside for this?" })
  })

  it("keys signals and fields by detector name in manifest order", () => {
    const evidence = [{ message_index: 0, quote: "we have $10k" }]
    const result = buildResult(bant, detections(bant, { budget: hit({ value: "$10k", evidence, confidence: 0.87654 }) }), false)
    expect(Object.keys(result.extracted_signals)).toEqual(["budget", "authority", "need", "timeline"])
    expect(Object.keys(result.extracted_fields)).toEqual(["budget", "authority", "need", "timeline"])
    expect(result.extracted_signals["budget"]).toEqual({ found: true, confidence: 0.877 })
    expect(result.extracted_fields["budget"]).toEqual({ found: true, confidence: 0.877, value: "$10k", negated: false, evidence })
  })

  it("clamps confidence to [0, 1] with at most 3 decimals", () => {
    const m = manifestOf(custom([presence("a"), presence("b"), presence("c"), presence("d")]))
    const result = buildResult(
      m,
      { a: hit({ confidence: 1.7 }), b: hit({ confidence: -0.2 }), c: hit({ confidence: 0.12345 }), d: hit({ confidence: Number.NaN }) },
      false
    )
    expect(Object.values(result.extracted_signals).map((s) => s.confidence)).toEqual([1, 0, 0.123, 0])
  })

  it("treats a detector missing from the detections as not found with confidence 0", () => {
    const result = buildResult(bant, { budget: hit() }, false)
    expect(result.extracted_fields["timeline"]).toEqual({ found: false, confidence: 0, value: null, negated: false, evidence: [] })
    expect(result.status).toBe("PARTIAL")
  })

  it("ignores detections of names that are not in the manifest, prototype names included", () => {
    const m = manifestOf(custom([presence("constructor")]))
    const result = buildResult(m, { extra: hit() }, false)
    expect(Object.keys(result.extracted_fields)).toEqual(["constructor"])
    expect(result.extracted_fields["constructor"]?.found).toBe(false)
  })

  it("nulls an out-of-categories value and lists it in invalid_fields", () => {
    const m = manifestOf(custom([classification("plan", ["pro", "team"])]))
    const result = buildResult(m, { plan: category("gold") }, false)
    expect(result.extracted_fields["plan"]).toMatchObject({ found: false, value: null })
    expect(result.invalid_fields).toEqual(["plan"])
    expect(result.status).toBe("FAILED")
  })

  it("is plain JSON", () => {
    const result = buildResult(bant, detections(bant), true)
    expect(JSON.parse(JSON.stringify(result))).toEqual(result)
  })
})
