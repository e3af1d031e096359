// The evaluation form as a person fills it in, and the create body (the API's) built from it.
import type { ExampleInput } from "../../domain/criteria.js"
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
 * How a classification example reads from its line, in this order:
 * - `category: text` where `category` is one of the detector's categories (the longest that
 *   fits, so a category may itself hold a colon) is labelled;
 * - a line starting with `:` is unlabelled, and the rest is its text. Duplicate writes an
 *   unlabelled example this way whenever its plain text would read as labelled ("Re: my invoice");
 * - a single word followed by a colon and a space (or the line's end) is still sent as a label even
 *   when it is not a category, so the API refuses it by path ("refunds: …") instead of the line
 *   being kept, unlabelled, with its label as part of the text;
 * - anything else is plain text: "https://x.com is down", "at 10:30", "Re the invoice: …".
 */
export const example = (line: string, categories: ReadonlyArray<string>) => {
  const known = [...categories]
    .sort((a, b) => b.length - a.length)
    .find((c) => line.startsWith(c) && line.slice(c.length).trimStart().startsWith(":"))
  if (known !== undefined) return { text: line.slice(line.indexOf(":", known.length) + 1).trim(), category: known }
  if (line.startsWith(":")) return line.slice(1).trim()
  const word = /^([^\s:]{1,100})\s*:(\s|$)/.exec(line)
  return word === null ? line : { text: line.slice(line.indexOf(":") + 1).trim(), category: word[1]! }
}

/** The line `example` reads back as this same example; the other direction of the form. */
export const exampleLine = (e: ExampleInput, categories: ReadonlyArray<string>): string => {
  if (typeof e !== "string" && e.category !== undefined && e.category !== null) return `${e.category}: ${e.text}`
  const text = typeof e === "string" ? e : e.text
  return example(text, categories) === text ? text : `: ${text}`
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
