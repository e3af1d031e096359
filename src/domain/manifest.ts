// Compiles validated criteria into the Manifest the scorers and status rules read (decisions §3).
import { type BuiltinDetector, intentDetector, PACKS, TRIAGE_DETECTORS } from "./catalog.js"
import type { CustomDetector, Criteria } from "./criteria.js"
import { classificationFollowUp, presenceFollowUp } from "./questions.js"
import { listWords } from "./text.js"
import type { DetectorSpec, Manifest, Trigger } from "./types.js"

const fromBuiltin = (d: BuiltinDetector, required: boolean): DetectorSpec => ({
  name: d.name,
  kind: d.kind,
  categories: d.categories,
  required,
  description: d.description,
  question: d.question,
  examples: [],
  nonExamples: [],
  builtin: d.builtin
})

const spaced = (name: string) => name.replace(/_/g, " ")

const fromCustom = (d: CustomDetector): DetectorSpec => {
  const categories = d.type === "classification" ? [...(d.categories ?? [])] : []
  return {
    name: d.name,
    kind: d.type,
    categories,
    required: d.required !== false,
    description:
      d.type === "classification"
        ? `Classifies the text as one of: ${categories.join(", ")} (${spaced(d.name)}).`
        : `Reports whether the text mentions ${spaced(d.name)}.`,
    question: d.type === "classification" ? classificationFollowUp(d.name, categories) : presenceFollowUp(d.name),
    examples: d.examples.map((e) =>
      typeof e === "string" ? { text: e, category: null } : { text: e.text, category: e.category ?? null }
    ),
    nonExamples: [...(d.non_examples ?? [])],
    builtin: null
  }
}

const detectorsOf = (c: Criteria): ReadonlyArray<DetectorSpec> => {
  switch (c.template) {
    case "intent_detect":
      // Intent detectors are never "required": QUALIFIED has its own rule (see status.ts).
      return [...new Set(c.standard_detectors ?? [])].map((name) => fromBuiltin(intentDetector(name), false))
    case "lead_qualification":
      return PACKS[c.framework ?? "bant"].map((d) => fromBuiltin(d, true))
    case "support_triage":
      return TRIAGE_DETECTORS.map((d) => fromBuiltin(d, d.name === "issue_severity"))
    case "custom":
      return (c.custom_detectors ?? []).map(fromCustom)
  }
}

const triggersOf = (c: Criteria, detectors: ReadonlyArray<DetectorSpec>): ReadonlyArray<Trigger> =>
  c.template !== "custom"
    ? []
    : (c.escalation?.triggers ?? []).map((t) => {
        const classification = detectors.find((d) => d.name === t.field)?.kind === "classification"
        return {
          field: t.field,
          values: classification ? [...new Set(t.values ?? [])] : null,
          required: t.required === true
        }
      })

const describeTrigger = (t: Trigger) =>
  t.values === null ? `${t.field} is found` : `${t.field} is ${listWords(t.values)}`

const describeTriggers = (triggers: ReadonlyArray<Trigger>): string => {
  const all = triggers.filter((t) => t.required).map(describeTrigger)
  const any = triggers.filter((t) => !t.required).map(describeTrigger)
  const parts = [
    ...(all.length > 0 ? [`${all.length > 1 ? "all of: " : ""}${listWords(all, "and")}`] : []),
    ...(any.length > 0 ? [listWords(any)] : [])
  ]
  return parts.length === 0 ? "none" : parts.join("; or ")
}

const rulesOf = (c: Criteria, detectors: ReadonlyArray<DetectorSpec>, triggers: ReadonlyArray<Trigger>): Manifest["rules"] => {
  const names = detectors.map((d) => d.name)
  const required = detectors.filter((d) => d.required).map((d) => d.name)
  switch (c.template) {
    case "intent_detect":
      return {
        required,
        escalates: names.includes("needs_human") ? "needs_human is found" : "none",
        disqualifies: names.includes("not_interested") ? "not_interested is found" : "none"
      }
    case "lead_qualification":
      return { required, escalates: "none", disqualifies: `${listWords(names)} is explicitly denied (negated)` }
    case "support_triage":
      return {
        required,
        escalates:
          "issue_severity is critical; or issue_severity is high and customer_tier is enterprise or time_sensitivity is immediate",
        disqualifies: "none"
      }
    case "custom":
      return { required, escalates: describeTriggers(triggers), disqualifies: "none" }
  }
}

/** Assumes `validateCriteria(c)` returned no issue. */
export const compileManifest = (c: Criteria): Manifest => {
  const detectors = detectorsOf(c)
  const triggers = triggersOf(c, detectors)
  return {
    version: 1,
    template: c.template,
    framework: c.template === "lead_qualification" ? (c.framework ?? null) : null,
    detectors,
    triggers,
    rules: rulesOf(c, detectors, triggers)
  }
}

/** The `detector_names` of the create response and the Evaluation read, in manifest order. */
export const detectorNames = (manifest: Manifest): ReadonlyArray<string> => manifest.detectors.map((d) => d.name)

/** Whether an escalation trigger reads the detector named `field`. */
export const isTriggerField = (manifest: Manifest, field: string): boolean => manifest.triggers.some((t) => t.field === field)
