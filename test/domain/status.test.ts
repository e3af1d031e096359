import { describe, expect, it } from "vitest"
import { PACKS } from "../../src/domain/catalog.js"
import { deriveStatus, nextAction } from "../../src/domain/status.js"
import type { Detections, Framework, Manifest } from "../../src/domain/types.js"
import { category, classification, custom, detections, hit, manifestOf, miss, negated, presence } from "./fixtures.js"

const run = (m: Manifest, overrides: Detections = {}) => deriveStatus(m, detections(m, overrides))
const statusOf = (m: Manifest, overrides: Detections = {}) => run(m, overrides).status
const actionOf = (m: Manifest, overrides: Detections = {}) => {
  const d = detections(m, overrides)
  const s = deriveStatus(m, d)
  return nextAction(m, s.status, d, s.disqualified)
}

const intent = (...standard_detectors: ReadonlyArray<string>) =>
  manifestOf({ template: "intent_detect", standard_detectors } as never)
const lead = (framework: Framework) => manifestOf({ template: "lead_qualification", framework })
const triage = manifestOf({ template: "support_triage" })

describe("intent_detect", () => {
  const all = intent("pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human")

  it("qualifies on any one positive intent found", () => {
    expect(statusOf(all, { pricing_interest: hit() })).toBe("QUALIFIED")
    expect(statusOf(all, { purchase_interest: hit() })).toBe("QUALIFIED")
    expect(statusOf(all, { urgency: hit() })).toBe("QUALIFIED")
  })

  it("fails when positives were chosen and none is found; nothing is missing", () => {
    expect(run(all)).toEqual({ status: "FAILED", missing_fields: [], invalid_fields: [], disqualified: false })
  })

  it("qualifies without positives chosen when no disqualifier is found", () => {
    expect(statusOf(intent("not_interested", "needs_human"))).toBe("QUALIFIED")
    expect(statusOf(intent("needs_human"))).toBe("QUALIFIED")
  })

  it("fails, disqualified, when not_interested is found, even beside a positive", () => {
    expect(run(all, { not_interested: hit(), pricing_interest: hit() })).toMatchObject({ status: "FAILED", disqualified: true })
    expect(run(intent("not_interested"), { not_interested: hit() })).toMatchObject({ status: "FAILED", disqualified: true })
  })

  it("escalates when needs_human is found, before any other rule", () => {
    expect(statusOf(all, { needs_human: hit(), not_interested: hit() })).toBe("ESCALATE")
    expect(statusOf(intent("needs_human"), { needs_human: hit() })).toBe("ESCALATE")
  })

  it("does not count a negated signal as found", () => {
    expect(statusOf(all, { pricing_interest: hit({ negated: true }) })).toBe("FAILED")
  })
})

describe("lead_qualification", () => {
  it.each(["bant", "meddic", "spiced", "champ"] as const)("%s: every field found is QUALIFIED, none is FAILED", (framework) => {
    const m = lead(framework)
    const names = PACKS[framework].map((d) => d.name)
    expect(statusOf(m, Object.fromEntries(names.map((n) => [n, hit()])))).toBe("QUALIFIED")
    expect(run(m)).toEqual({ status: "FAILED", missing_fields: names, invalid_fields: [], disqualified: false })
  })

  it("is PARTIAL with the missing fields in pack order", () => {
    expect(run(lead("bant"), { need: hit(), authority: hit() })).toEqual({
      status: "PARTIAL",
      missing_fields: ["budget", "timeline"],
      invalid_fields: [],
      disqualified: false
    })
  })

  it("disqualifies on any negated pack field, even when the others are found", () => {
    const all = { budget: negated(), authority: hit(), need: hit(), timeline: hit() }
    expect(run(lead("bant"), all)).toEqual({ status: "FAILED", missing_fields: ["budget"], invalid_fields: [], disqualified: true })
    expect(run(lead("champ"), { money: negated() })).toMatchObject({ status: "FAILED", disqualified: true })
  })

  it("treats found-and-negated as negated", () => {
    expect(run(lead("bant"), { budget: hit({ negated: true }), authority: hit() })).toMatchObject({
      status: "FAILED",
      disqualified: true
    })
  })

  it("never escalates", () => {
    expect(actionOf(lead("meddic"), { metrics: hit() }).next_action).toBe("GATHER_INFO")
  })
})

describe("support_triage", () => {
  it("escalates on critical severity alone", () => {
    expect(statusOf(triage, { issue_severity: category("critical") })).toBe("ESCALATE")
  })

  it("escalates on high severity with an enterprise tier or immediate need", () => {
    expect(statusOf(triage, { issue_severity: category("high"), customer_tier: category("enterprise") })).toBe("ESCALATE")
    expect(statusOf(triage, { issue_severity: category("high"), time_sensitivity: category("immediate") })).toBe("ESCALATE")
  })

  it("does not escalate on high severity otherwise, nor on lower severities", () => {
    const calm = { customer_tier: category("business"), time_sensitivity: category("soon") }
    expect(statusOf(triage, { issue_severity: category("high"), ...calm })).toBe("QUALIFIED")
    expect(statusOf(triage, { issue_severity: category("high") })).toBe("QUALIFIED")
    const urgent = { customer_tier: category("enterprise"), time_sensitivity: category("immediate") }
    expect(statusOf(triage, { issue_severity: category("medium"), ...urgent })).toBe("QUALIFIED")
    expect(statusOf(triage, { issue_severity: category("low") })).toBe("QUALIFIED")
  })

  it("fails when issue_severity is missing; other fields are optional", () => {
    expect(run(triage, { customer_tier: category("enterprise") })).toEqual({
      status: "FAILED",
      missing_fields: ["issue_severity"],
      invalid_fields: [],
      disqualified: false
    })
  })

  it("reports an out-of-categories value as invalid and not found", () => {
    expect(run(triage, { issue_severity: category("catastrophic"), customer_tier: hit({ value: "gold", invalid: true }) })).toEqual({
      status: "FAILED",
      missing_fields: ["issue_severity"],
      invalid_fields: ["issue_severity", "customer_tier"],
      disqualified: false
    })
  })
})

describe("custom", () => {
  const m = manifestOf(custom([presence("budget"), classification("plan", ["pro", "team"]), presence("notes", { required: false })]))

  it("requires every detector unless required: false", () => {
    expect(m.detectors.map((d) => d.required)).toEqual([true, true, false])
    expect(statusOf(m, { budget: hit(), plan: category("pro") })).toBe("QUALIFIED")
    expect(run(m, { budget: hit(), notes: hit() })).toMatchObject({ status: "PARTIAL", missing_fields: ["plan"] })
    expect(run(m, { notes: hit() })).toMatchObject({ status: "FAILED", missing_fields: ["budget", "plan"] })
  })

  it("counts a classification as found only inside its categories", () => {
    expect(run(m, { budget: hit(), plan: category("enterprise") })).toEqual({
      status: "PARTIAL",
      missing_fields: ["plan"],
      invalid_fields: ["plan"],
      disqualified: false
    })
    expect(statusOf(m, { budget: hit(), plan: hit({ value: null }) })).toBe("PARTIAL")
  })

  it("qualifies when no detector is required", () => {
    expect(statusOf(manifestOf(custom([presence("a", { required: false })])))).toBe("QUALIFIED")
  })
})

describe("custom escalation: required triggers ANDed, the others ORed", () => {
  const detectors = [presence("angry"), presence("legal"), classification("topic", ["billing", "refund", "other"])]
  const withTriggers = (triggers: ReadonlyArray<unknown>) => manifestOf(custom(detectors, { escalation: { triggers } }))
  const found = { angry: hit(), legal: hit(), topic: category("other") }

  it("only required triggers: escalates when all match, not when one does", () => {
    const m = withTriggers([{ field: "angry", required: true }, { field: "topic", values: ["refund"], required: true }])
    expect(statusOf(m, { ...found, topic: category("refund") })).toBe("ESCALATE")
    expect(statusOf(m, { ...found, topic: category("billing") })).toBe("QUALIFIED")
    expect(statusOf(m, { ...found, angry: miss(), topic: category("refund") })).toBe("PARTIAL")
  })

  it("only optional triggers: any one match escalates", () => {
    const m = withTriggers([{ field: "legal" }, { field: "topic", values: ["refund", "billing"] }])
    expect(statusOf(m, { topic: category("billing") })).toBe("ESCALATE")
    expect(statusOf(m, { legal: hit() })).toBe("ESCALATE")
    expect(statusOf(m, found)).toBe("ESCALATE")
    expect(statusOf(m, { angry: hit(), topic: category("other") })).toBe("PARTIAL")
  })

  it("mixed: all required, or any optional, escalates", () => {
    const m = withTriggers([
      { field: "angry", required: true },
      { field: "topic", values: ["refund"], required: true },
      { field: "legal", required: false }
    ])
    expect(statusOf(m, { angry: hit(), topic: category("refund") })).toBe("ESCALATE")
    expect(statusOf(m, { legal: hit() })).toBe("ESCALATE")
    expect(statusOf(m, { angry: hit(), topic: category("billing") })).toBe("PARTIAL")
    expect(statusOf(m, { topic: category("refund") })).toBe("PARTIAL")
  })

  it("none matching: the other rules apply", () => {
    const m = withTriggers([{ field: "legal" }, { field: "angry", required: true }])
    expect(statusOf(m, { topic: category("other") })).toBe("PARTIAL")
    expect(statusOf(m)).toBe("FAILED")
  })

  it("an invalid classification value never matches a trigger", () => {
    const m = withTriggers([{ field: "topic", values: ["refund"] }])
    expect(run(m, { topic: hit({ value: "refund", invalid: true }) })).toMatchObject({ status: "FAILED", invalid_fields: ["topic"] })
  })
})

describe("nextAction", () => {
  const all = intent("pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human")

  it("ESCALATE → ESCALATE_NOW, saying why", () => {
    expect(actionOf(triage, { issue_severity: category("critical") })).toEqual({
      next_action: "ESCALATE_NOW",
      next_instruction: "Hand this to a person now: issue_severity is critical."
    })
    expect(actionOf(all, { needs_human: hit() }).next_action).toBe("ESCALATE_NOW")
  })

  it("QUALIFIED → CLOSE when purchase_interest and urgency are both found", () => {
    expect(actionOf(all, { purchase_interest: hit(), urgency: hit() }).next_action).toBe("CLOSE")
  })

  it("QUALIFIED → CLOSE for support triage, with the route", () => {
    const step = actionOf(triage, { issue_severity: category("low"), customer_tier: category("free") })
    expect(step).toEqual({
      next_action: "CLOSE",
      next_instruction: "Triage complete: route the ticket by issue severity low, customer tier free, time sensitivity unknown."
    })
  })

  it("QUALIFIED → BOOK_MEETING otherwise", () => {
    expect(actionOf(all, { purchase_interest: hit() }).next_action).toBe("BOOK_MEETING")
    expect(actionOf(all, { pricing_interest: hit(), urgency: hit() }).next_action).toBe("BOOK_MEETING")
    const bant = { budget: hit(), authority: hit(), need: hit(), timeline: hit() }
    expect(actionOf(lead("bant"), bant).next_action).toBe("BOOK_MEETING")
  })

  it("PARTIAL → GATHER_INFO naming the missing fields", () => {
    expect(actionOf(lead("bant"), { budget: hit(), need: hit() })).toEqual({
      next_action: "GATHER_INFO",
      next_instruction: "Ask for the missing information: authority and timeline."
    })
  })

  it("FAILED → DISQUALIFY when a disqualifying signal was found", () => {
    expect(actionOf(all, { not_interested: hit() })).toEqual({
      next_action: "DISQUALIFY",
      next_instruction: "Disqualified (not_interested was found): close without further outreach."
    })
    expect(actionOf(lead("spiced"), { pain: negated() }).next_action).toBe("DISQUALIFY")
  })

  it("FAILED → NURTURE otherwise", () => {
    expect(actionOf(all).next_action).toBe("NURTURE")
    expect(actionOf(lead("champ")).next_action).toBe("NURTURE")
    expect(actionOf(triage).next_action).toBe("NURTURE")
  })
})
