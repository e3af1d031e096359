// The evaluation form as a person fills it in, and the create body (the API's) built from it.
import type { Form } from "../http/form.js"

export interface DetectorDraft {
  readonly name: string
  readonly type: string
  /** One per line. */
  readonly categories: string
  /** One per line; `category: text` labels an example of a classification detector. */
  readonly examples: string
  readonly nonExamples: string
  readonly required: boolean
}

export interface TriggerDraft {
  readonly field: string
  /** Comma- or line-separated categories. */
  readonly values: string
  readonly required: boolean
}

export interface EvaluationDraft {
  readonly name: string
  readonly template: string
  readonly framework: string
  readonly standardDetectors: ReadonlyArray<string>
  readonly detectors: ReadonlyArray<DetectorDraft>
  readonly triggers: ReadonlyArray<TriggerDraft>
}

export const blankDetector: DetectorDraft = { name: "", type: "presence", categories: "", examples: "", nonExamples: "", required: true }
export const blankTrigger: TriggerDraft = { field: "", values: "", required: false }

export const emptyDraft: EvaluationDraft = {
  name: "",
  template: "custom",
  framework: "bant",
  standardDetectors: [],
  detectors: [blankDetector],
  triggers: []
}

const rowIndexes = (form: Form, prefix: "d" | "t"): ReadonlyArray<number> => {
  const pattern = new RegExp(`^${prefix}(\\d{1,3})\\.`)
  const found = form.keys().flatMap((key) => {
    const m = pattern.exec(key)
    return m === null ? [] : [Number(m[1])]
  })
  return [...new Set(found)].sort((a, b) => a - b)
}

const isBlankDetector = (d: DetectorDraft) => [d.name, d.categories, d.examples, d.nonExamples].every((v) => v === "")
const isBlankTrigger = (t: TriggerDraft) => t.field === "" && t.values === ""

/** Rows left entirely empty are dropped, so issue paths (`custom_detectors[1]`) match the rows shown. */
export const readDraft = (form: Form): EvaluationDraft => ({
  name: form.text("name"),
  template: form.text("template"),
  framework: form.text("framework"),
  standardDetectors: form.all("standard_detectors"),
  detectors: rowIndexes(form, "d")
    .map((i) => ({
      name: form.text(`d${i}.name`),
      type: form.text(`d${i}.type`),
      categories: form.text(`d${i}.categories`),
      examples: form.text(`d${i}.examples`),
      nonExamples: form.text(`d${i}.non_examples`),
      required: form.has(`d${i}.required`)
    }))
    .filter((d) => !isBlankDetector(d)),
  triggers: rowIndexes(form, "t")
    .map((i) => ({ field: form.text(`t${i}.field`), values: form.text(`t${i}.values`), required: form.has(`t${i}.required`) }))
    .filter((t) => !isBlankTrigger(t))
})

export const lines = (text: string): ReadonlyArray<string> =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "")

/**
 * `category: text` labels a classification example. A label that is not one of the categories is
 * still sent as one, so the API refuses it by path instead of the line being kept, unlabelled, with
 * its label as part of the text. Any single word before a colon reads as a label; a longer
 * prefix ("Re the invoice: …") only when it is a category.
 */
export const example = (line: string, categories: ReadonlyArray<string>) => {
  const colon = line.indexOf(":")
  if (colon <= 0) return line
  const category = line.slice(0, colon).trim()
  const labelled = categories.includes(category) || /^[^\s:]{1,100}$/.test(category)
  return labelled ? { text: line.slice(colon + 1).trim(), category } : line
}

const detectorBody = (d: DetectorDraft) => {
  const classification = d.type === "classification"
  const categories = lines(d.categories)
  return {
    name: d.name,
    type: d.type,
    ...(classification ? { categories } : {}),
    examples: lines(d.examples).map((l) => (classification ? example(l, categories) : l)),
    // Sent whenever filled in, so a classification detector gets the API's own refusal.
    ...(d.nonExamples === "" ? {} : { non_examples: lines(d.nonExamples) }),
    ...(d.required ? {} : { required: false })
  }
}

const triggerBody = (t: TriggerDraft) => {
  const values = t.values
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter((v) => v !== "")
  return { field: t.field, ...(values.length > 0 ? { values } : {}), ...(t.required ? { required: true } : {}) }
}

/** The POST /v1/evaluations body this form stands for; only the chosen template's fields are sent. */
export const toCreateBody = (draft: EvaluationDraft): Record<string, unknown> => {
  const base = { name: draft.name, template: draft.template }
  switch (draft.template) {
    case "intent_detect":
      return { ...base, standard_detectors: draft.standardDetectors }
    case "lead_qualification":
      return draft.framework === "" ? base : { ...base, framework: draft.framework }
    case "custom":
      return {
        ...base,
        custom_detectors: draft.detectors.map(detectorBody),
        ...(draft.triggers.length > 0 ? { escalation: { triggers: draft.triggers.map(triggerBody) } } : {})
      }
    default:
      return base
  }
}
