import { describe, expect, it } from "vitest"
import { INTENT_DETECTORS, PACKS, TRIAGE_DETECTORS } from "../../src/domain/catalog.js"
import { compileManifest, detectorNames } from "../../src/domain/manifest.js"
import { classification, criteria, custom, presence } from "./fixtures.js"

const compile = (body: unknown) => compileManifest(criteria(body))

describe("catalog", () => {
  it("names the packs exactly as decisions §3", () => {
    expect(PACKS.bant.map((d) => d.name)).toEqual(["budget", "authority", "need", "timeline"])
    expect(PACKS.meddic.map((d) => d.name)).toEqual([
      "metrics",
      "economic_buyer",
      "decision_criteria",
      "decision_process",
      "identify_pain",
      "champion"
    ])
    expect(PACKS.spiced.map((d) => d.name)).toEqual(["situation", "pain", "impact", "critical_event", "decision"])
    expect(PACKS.champ.map((d) => d.name)).toEqual(["challenges", "authority", "money", "prioritization"])
    expect(TRIAGE_DETECTORS.map((d) => [d.name, d.categories])).toEqual([
      ["issue_severity", ["critical", "high", "medium", "low"]],
      ["customer_tier", ["enterprise", "business", "free"]],
      ["time_sensitivity", ["immediate", "soon", "flexible"]]
    ])
  })

  it("gives every built-in detector a builtin key, a description and a question", () => {
    const all = [...INTENT_DETECTORS, ...Object.values(PACKS).flat(), ...TRIAGE_DETECTORS]
    expect(all).toHaveLength(5 + 4 + 6 + 5 + 4 + 3)
    for (const d of all) {
      expect(d.builtin).toMatch(/^(intent|bant|meddic|spiced|champ|triage)\.[a-z_]+$/)
      expect(d.builtin.endsWith(`.${d.name}`)).toBe(true)
      expect(d.description).toMatch(/\.$/)
      expect(d.question).toMatch(/\?$/)
    }
    expect(PACKS.champ[1]?.builtin).toBe("champ.authority")
    expect(INTENT_DETECTORS[0]?.builtin).toBe("intent.pricing_interest")
    expect(TRIAGE_DETECTORS[0]?.builtin).toBe("triage.issue_severity")
  })
})

describe("compileManifest", () => {
  it("keeps the caller's order of standard detectors, none of them required", () => {
    const m = compile({ template: "intent_detect", standard_detectors: ["urgency", "needs_human", "pricing_interest"] })
    expect(detectorNames(m)).toEqual(["urgency", "needs_human", "pricing_interest"])
    expect(m.detectors.map((d) => d.required)).toEqual([false, false, false])
    expect(m.rules).toEqual({ required: [], escalates: "needs_human is found", disqualifies: "none" })
    expect(m.triggers).toEqual([])
  })

  it("applies the full framework pack, every field required", () => {
    const m = compile({ template: "lead_qualification", framework: "bant" })
    expect(detectorNames(m)).toEqual(["budget", "authority", "need", "timeline"])
    expect(m.framework).toBe("bant")
    expect(m.detectors.every((d) => d.required && d.kind === "presence" && d.builtin === `bant.${d.name}`)).toBe(true)
    expect(m.rules.required).toEqual(["budget", "authority", "need", "timeline"])
  })

  it("requires only issue_severity for support triage", () => {
    const m = compile({ template: "support_triage" })
    expect(detectorNames(m)).toEqual(["issue_severity", "customer_tier", "time_sensitivity"])
    expect(m.detectors.map((d) => [d.name, d.required, d.kind])).toEqual([
      ["issue_severity", true, "classification"],
      ["customer_tier", false, "classification"],
      ["time_sensitivity", false, "classification"]
    ])
    expect(m.framework).toBeNull()
  })

  it("compiles custom detectors in caller order, normalising examples and triggers", () => {
    const m = compileManifest(
      custom(
        [
          classification("topic", ["billing", "refund"], { examples: ["plain", { text: "money back", category: "refund" }] }),
          presence("angry", { non_examples: ["calm"], required: false })
        ],
        { escalation: { triggers: [{ field: "topic", values: ["refund"], required: true }, { field: "angry" }] } }
      )
    )
    expect(detectorNames(m)).toEqual(["topic", "angry"])
    const [topic, angry] = m.detectors
    expect(topic).toMatchObject({
      kind: "classification",
      categories: ["billing", "refund"],
      required: true,
      builtin: null,
      examples: [
        { text: "plain", category: null },
        { text: "money back", category: "refund" }
      ],
      nonExamples: []
    })
    expect(angry).toMatchObject({ kind: "presence", categories: [], required: false, nonExamples: ["calm"] })
    expect(topic?.question).toBe("Which best describes your topic: billing or refund?")
    expect(m.triggers).toEqual([
      { field: "topic", values: ["refund"], required: true },
      { field: "angry", values: null, required: false }
    ])
    expect(m.rules).toEqual({ required: ["topic"], escalates: "topic is refund; or angry is found", disqualifies: "none" })
  })

  it("is plain JSON data", () => {
    const m = compile({ template: "lead_qualification", framework: "spiced" })
    expect(JSON.parse(JSON.stringify(m))).toEqual(m)
  })
})
