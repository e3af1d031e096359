// decisions §11 `explain`: one case per rule of decisions §3 (status and next action).
import { describe, expect, it } from "vitest"
import { explain } from "../../src/domain/explain.js"
import { buildResult } from "../../src/domain/result.js"
import type { Detections, Manifest } from "../../src/domain/types.js"
import { category, custom, detections, hit, manifestOf, negated, presence } from "./fixtures.js"

const explained = (m: Manifest, overrides: Detections = {}, withAction = true) => {
  const d = detections(m, overrides)
  return explain(m, d, buildResult(m, d, withAction))
}

const intent = (...standard_detectors: ReadonlyArray<string>) => manifestOf({ template: "intent_detect", standard_detectors } as never)
const bant = manifestOf({ template: "lead_qualification", framework: "bant" })
const triage = manifestOf({ template: "support_triage" })

describe("explanations of the status rules", () => {
  it("PARTIAL names the required detectors not found, in the contract's words", () => {
    const e = explained(bant, { budget: hit(), need: hit(), timeline: hit() }, false)
    expect(e.status).toEqual({ rule: "required_detector_missing", value: "PARTIAL", detectors: ["authority"], triggers: [] })
    expect(e.next_action).toBeNull()
    expect(e.sentence).toBe("PARTIAL: required detector authority was not found")
    expect(explained(bant, { budget: hit(), need: hit() }, false).sentence).toBe(
      "PARTIAL: required detectors authority and timeline were not found"
    )
  })

  it("QUALIFIED with every required detector found; CLOSE is not offered without purchase intent", () => {
    const e = explained(bant, { budget: hit(), authority: hit(), need: hit(), timeline: hit() })
    expect(e.status).toMatchObject({ rule: "every_required_detector_found", value: "QUALIFIED", detectors: ["budget", "authority", "need", "timeline"] })
    expect(e.next_action).toMatchObject({ rule: "qualified", value: "BOOK_MEETING" })
    expect(e.sentence).toBe("QUALIFIED: every required detector was found (budget, authority, need and timeline), so the next action is BOOK_MEETING")
  })

  it("FAILED when no required detector is found, then NURTURE", () => {
    const e = explained(bant)
    expect(e.status).toMatchObject({ rule: "no_required_detector_found", value: "FAILED", detectors: ["budget", "authority", "need", "timeline"] })
    expect(e.next_action).toMatchObject({ rule: "not_qualified_yet", value: "NURTURE" })
  })

  it("FAILED on a disqualifying signal (a denied pack field), then DISQUALIFY with the same signal", () => {
    const e = explained(bant, { budget: negated(), need: hit() })
    expect(e.status).toEqual({ rule: "disqualifying_signal_found", value: "FAILED", detectors: ["budget"], triggers: ["budget was denied"] })
    expect(e.next_action).toEqual({ rule: "disqualified", value: "DISQUALIFY", detectors: ["budget"], triggers: ["budget was denied"] })
    expect(e.sentence).toBe("FAILED: a disqualifying signal was found (budget was denied), so the next action is DISQUALIFY")
  })

  it("ESCALATE on a matching trigger: support triage and custom escalation", () => {
    const e = explained(triage, { issue_severity: category("high"), customer_tier: category("enterprise") })
    expect(e.status).toEqual({
      rule: "escalation_matched",
      value: "ESCALATE",
      detectors: ["issue_severity", "customer_tier"],
      triggers: ["issue_severity is high and customer_tier is enterprise"]
    })
    expect(e.next_action).toMatchObject({ rule: "escalate", value: "ESCALATE_NOW", detectors: ["issue_severity", "customer_tier"] })
    const refund = manifestOf(custom([presence("refund_request"), presence("topic")], { escalation: { triggers: [{ field: "refund_request" }] } }))
    expect(explained(refund, { refund_request: hit() }).status).toEqual({
      rule: "escalation_matched",
      value: "ESCALATE",
      detectors: ["refund_request"],
      triggers: ["refund_request was found"]
    })
  })

  it("support triage complete: QUALIFIED, CLOSE on the triage detectors", () => {
    const e = explained(triage, { issue_severity: category("low") })
    expect(e.status).toMatchObject({ rule: "every_required_detector_found", value: "QUALIFIED", detectors: ["issue_severity"] })
    expect(e.next_action).toMatchObject({ rule: "triage_complete", value: "CLOSE", detectors: ["issue_severity", "customer_tier", "time_sensitivity"] })
  })

  it("intent_detect: a positive intent found qualifies; both purchase signals close", () => {
    const all = intent("pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human")
    const e = explained(all, { pricing_interest: hit() })
    expect(e.status).toEqual({ rule: "positive_intent_found", value: "QUALIFIED", detectors: ["pricing_interest"], triggers: [] })
    expect(e.sentence).toBe("QUALIFIED: positive intent pricing_interest was found, so the next action is BOOK_MEETING")
    const ready = explained(all, { purchase_interest: hit(), urgency: hit() })
    expect(ready.next_action).toMatchObject({ rule: "ready_to_buy", value: "CLOSE", detectors: ["purchase_interest", "urgency"] })
  })

  it("intent_detect: no positive intent found fails; none chosen qualifies without a disqualifier", () => {
    const e = explained(intent("pricing_interest", "urgency"))
    expect(e.status).toMatchObject({ rule: "no_positive_intent_found", value: "FAILED", detectors: ["pricing_interest", "urgency"] })
    expect(explained(intent("needs_human")).status).toMatchObject({ rule: "no_positive_intent_chosen", value: "QUALIFIED", detectors: [] })
    expect(explained(intent("not_interested", "pricing_interest"), { not_interested: hit() }).status).toMatchObject({
      rule: "disqualifying_signal_found",
      triggers: ["not_interested was found"]
    })
  })

  it("custom evaluation with nothing required qualifies by the no-required rule", () => {
    const m = manifestOf(custom([presence("note", { required: false })]))
    expect(explained(m).status).toMatchObject({ rule: "no_detector_required", value: "QUALIFIED" })
  })
})
