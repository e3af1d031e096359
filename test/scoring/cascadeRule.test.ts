// The cascade's whole-call routing rule (statusRisk.ts): only the detectors the status hinges on
// count, and the call is as sure as the weakest of them.
import { describe, expect, it } from "vitest"
import type { Detections } from "../../src/domain/types.js"
import { doubtOf, pivotsOf, unsureOfStatusAt } from "../../src/scoring/cascade/statusRisk.js"
import { category, classification, custom, hit, manifestOf, miss, presence } from "../domain/fixtures.js"

const bant = manifestOf({ template: "lead_qualification", framework: "bant" } as never)
const sureBant = (over: Detections = {}): Detections => ({
  budget: hit({ confidence: 0.95 }),
  authority: hit({ confidence: 0.95 }),
  need: hit({ confidence: 0.95 }),
  timeline: hit({ confidence: 0.95 }),
  ...over
})

describe("the cascade's routing rule", () => {
  it("reads a detection's doubt from its confidence on both sides", () => {
    expect(doubtOf(hit({ confidence: 0.8 }))).toBeCloseTo(0.2, 9)
    expect(doubtOf(miss({ confidence: 0.3 }))).toBeCloseTo(0.3, 9)
  })

  it("keeps a call local when every detector its status hinges on is sure", () => {
    expect(unsureOfStatusAt(0.7)(sureBant(), bant)).toEqual([])
  })

  it("sends a call whose status hinges on a plausible miss: a required field not found at 0.4", () => {
    const detections = sureBant({ timeline: miss({ confidence: 0.4 }) })
    expect(unsureOfStatusAt(0.7)(detections, bant)).toEqual(["timeline"])
    // The same field surely absent: PARTIAL stands, nothing to ask.
    expect(unsureOfStatusAt(0.7)(sureBant({ timeline: miss({ confidence: 0.02 }) }), bant)).toEqual([])
  })

  it("sends a call that hinges on one found detector near its line", () => {
    expect(unsureOfStatusAt(0.7)(sureBant({ need: hit({ confidence: 0.55 }) }), bant)).toEqual(["need"])
  })

  it("ignores a doubtful detector that cannot move the status", () => {
    // FAILED intent call (no positive intent found): whether not_interested is there changes
    // nothing, so its middling confidence keeps the call local; a doubtful positive intent does not.
    const intents = manifestOf({ template: "intent_detect", standard_detectors: ["pricing_interest", "not_interested"] } as never)
    const failed = { pricing_interest: miss({ confidence: 0.02 }), not_interested: miss({ confidence: 0.45 }) }
    expect(pivotsOf(failed, intents).map((p) => p.name)).toEqual(["pricing_interest"])
    expect(unsureOfStatusAt(0.7)(failed, intents)).toEqual([])
    expect(unsureOfStatusAt(0.7)({ ...failed, pricing_interest: miss({ confidence: 0.35 }) }, intents)).toEqual(["pricing_interest"])
  })

  it("counts a classification as pivotal when another category would move the status", () => {
    const triggers = manifestOf(
      custom([classification("tone", ["calm", "angry"]), presence("refund_request")], {
        escalation: { triggers: [{ field: "tone", values: ["angry"] }] }
      })
    )
    const calm = { tone: { ...category("calm"), confidence: 0.6 }, refund_request: hit({ confidence: 0.99 }) }
    expect(pivotsOf(calm, triggers).map((p) => p.name)).toContain("tone")
    expect(unsureOfStatusAt(0.7)(calm, triggers)).toEqual(["tone"])
  })

  it("names the weakest pivots first, and every detector at threshold 1 (the model always answers)", () => {
    const detections = sureBant({ need: hit({ confidence: 0.6 }), budget: hit({ confidence: 0.55 }), timeline: hit({ confidence: 0.75 }) })
    expect(unsureOfStatusAt(0.7)(detections, bant)).toEqual(["budget", "need"])
    expect(unsureOfStatusAt(1)(sureBant({ budget: hit({ confidence: 1 }), authority: hit({ confidence: 1 }), need: hit({ confidence: 1 }), timeline: hit({ confidence: 1 }) }), bant)).toHaveLength(4)
  })

  it("counts a pivot the customer answered in words the scorer could not read as undecided, whatever its confidence", () => {
    // Not found, not denied, citing the customer's answer to the question about it.
    const unread = miss({ confidence: 0.12, evidence: [{ message_index: 2, quote: "We have a team of nine in two offices." }] })
    expect(doubtOf(unread)).toBe(0.5)
    expect(unsureOfStatusAt(0.58)(sureBant({ budget: unread }), bant)).toEqual(["budget"])
    // A denial cites its evidence too, and stays as sure as its confidence says.
    const denied = miss({ confidence: 0.05, negated: true, evidence: [{ message_index: 2, quote: "No, nothing set aside." }] })
    expect(unsureOfStatusAt(0.58)(sureBant({ budget: denied }), bant)).toEqual([])
    // The same field missed with nothing said about it: PARTIAL stands.
    expect(unsureOfStatusAt(0.58)(sureBant({ budget: miss({ confidence: 0.12 }) }), bant)).toEqual([])
  })

  it("is unsure of an invalid or missing detection whatever the threshold", () => {
    expect(unsureOfStatusAt(0)(sureBant({ need: hit({ invalid: true, found: false }) }), bant)).toEqual(["need"])
    const { timeline: _, ...withoutTimeline } = sureBant()
    expect(unsureOfStatusAt(0)(withoutTimeline, bant)).toEqual(["timeline"])
  })
})
