// Plain Manifest objects for the scorer tests (no dependency on src/domain code).
import type { DetectorSpec, Example, Manifest, Template } from "../../../src/domain/types.js"

export const builtin = (name: string, key: string, categories: ReadonlyArray<string> = []): DetectorSpec => ({
  name,
  kind: categories.length > 0 ? "classification" : "presence",
  categories,
  required: true,
  description: `${name} (built-in)`,
  question: `Tell us about ${name}?`,
  examples: [],
  nonExamples: [],
  builtin: key
})

export const presence = (name: string, examples: ReadonlyArray<string>, nonExamples: ReadonlyArray<string> = []): DetectorSpec => ({
  name,
  kind: "presence",
  categories: [],
  required: true,
  description: `Reports whether the text mentions ${name}.`,
  question: `Could you tell us about your ${name}?`,
  examples: examples.map((text) => ({ text, category: null })),
  nonExamples,
  builtin: null
})

export const classification = (
  name: string,
  categories: ReadonlyArray<string>,
  examples: ReadonlyArray<Example | string>
): DetectorSpec => ({
  name,
  kind: "classification",
  categories,
  required: true,
  description: `Classifies ${name}.`,
  question: `Which ${name}?`,
  examples: examples.map((e) => (typeof e === "string" ? { text: e, category: null } : e)),
  nonExamples: [],
  builtin: null
})

export const manifestOf = (template: Template, detectors: ReadonlyArray<DetectorSpec>, framework: Manifest["framework"] = null): Manifest => ({
  version: 1,
  template,
  framework,
  detectors,
  triggers: [],
  rules: { required: detectors.filter((d) => d.required).map((d) => d.name), escalates: "none", disqualifies: "none" }
})

const pack = (framework: "bant" | "meddic" | "spiced" | "champ", fields: ReadonlyArray<string>): Manifest =>
  manifestOf(
    "lead_qualification",
    fields.map((f) => builtin(f, `${framework}.${f}`)),
    framework
  )

export const BANT = pack("bant", ["budget", "authority", "need", "timeline"])
export const MEDDIC = pack("meddic", ["metrics", "economic_buyer", "decision_criteria", "decision_process", "identify_pain", "champion"])
export const SPICED = pack("spiced", ["situation", "pain", "impact", "critical_event", "decision"])
export const CHAMP = pack("champ", ["challenges", "authority", "money", "prioritization"])

export const INTENT = manifestOf(
  "intent_detect",
  ["pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human"].map((n) => ({
    ...builtin(n, `intent.${n}`),
    required: false
  }))
)

export const TRIAGE = manifestOf("support_triage", [
  builtin("issue_severity", "triage.issue_severity", ["critical", "high", "medium", "low"]),
  { ...builtin("customer_tier", "triage.customer_tier", ["enterprise", "business", "free"]), required: false },
  { ...builtin("time_sensitivity", "triage.time_sensitivity", ["immediate", "soon", "flexible"]), required: false }
])

/** A custom classifier with `n` categories of five made-up examples each: big enough to train a softmax. */
export const manyCategories = (n: number): Manifest => {
  const categories = Array.from({ length: n }, (_, i) => `topic_${i}`)
  const words = ["invoice", "refund", "password", "delivery", "upgrade", "contract", "login", "warranty"]
  return manifestOf("custom", [
    classification(
      "topic",
      categories,
      categories.flatMap((category, i) =>
        Array.from({ length: 5 }, (_, j) => ({ text: `question ${j} about ${words[i % 8]} number ${i} please ${words[(i + j) % 8]}`, category }))
      )
    )
  ])
}
