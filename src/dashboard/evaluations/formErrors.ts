// The API's issue paths (`custom_detectors[1].examples[2].category`) said the way the form shows
// them ("Detector 2, example 3"): the person filling the form never saw a JSON path. Indexes
// match the form because empty rows and blank lines are dropped before the body is built.
import type { AssertionFailure, Issue } from "../../domain/types.js"
import { type EvaluationDraft, lines } from "./draft.js"

const nth = (index: string) => Number(index) + 1

const DETECTOR_FIELDS: Readonly<Record<string, string>> = {
  name: "name",
  type: "type",
  categories: "categories",
  examples: "examples",
  non_examples: "non-examples",
  required: "“Required”"
}

const LABELS: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string]> = [
  [/^custom_detectors\[(\d+)\]\.examples\[(\d+)\]/, (m) => `Detector ${nth(m[1]!)}, example ${nth(m[2]!)}`],
  [/^custom_detectors\[(\d+)\]\.non_examples\[(\d+)\]/, (m) => `Detector ${nth(m[1]!)}, non-example ${nth(m[2]!)}`],
  [/^custom_detectors\[(\d+)\]\.categories\[(\d+)\]/, (m) => `Detector ${nth(m[1]!)}, category ${nth(m[2]!)}`],
  [/^custom_detectors\[(\d+)\]\.(\w+)/, (m) => `Detector ${nth(m[1]!)} ${DETECTOR_FIELDS[m[2]!] ?? m[2]}`],
  [/^custom_detectors\[(\d+)\]/, (m) => `Detector ${nth(m[1]!)}`],
  [/^custom_detectors\b/, () => "Custom detectors"],
  [/^escalation\.triggers\[(\d+)\]\.values\[(\d+)\]/, (m) => `Trigger ${nth(m[1]!)}, value ${nth(m[2]!)}`],
  [/^escalation\.triggers\[(\d+)\]\.field/, (m) => `Trigger ${nth(m[1]!)} detector`],
  [/^escalation\.triggers\[(\d+)\]\.(\w+)/, (m) => `Trigger ${nth(m[1]!)} ${m[2]}`],
  [/^escalation\.triggers\[(\d+)\]/, (m) => `Trigger ${nth(m[1]!)}`],
  [/^escalation\b/, () => "Escalation triggers"],
  [/^standard_detectors\[(\d+)\]/, (m) => `Standard detector ${nth(m[1]!)}`],
  [/^standard_detectors\b/, () => "Standard detectors"],
  [/^name$/, () => "Name"],
  [/^template$/, () => "Template"],
  [/^framework$/, () => "Framework"]
]

/** "Detector 1 name" for `custom_detectors[0].name`; "The form" for the body as a whole. */
export const fieldLabel = (path: string): string => {
  for (const [pattern, label] of LABELS) {
    const m = pattern.exec(path)
    if (m !== null) return label(m)
  }
  return path === "" ? "The form" : path
}

/** The API's wording with its paths and field names replaced by the form's. */
export const readableMessage = (message: string): string =>
  message
    .replace(/custom_detectors\[(\d+)\]/g, (_, i: string) => `detector ${nth(i)}`)
    .replace(/escalation\.triggers/g, "escalation triggers")
    .replace(/\b(custom|standard)_detectors\b/g, "$1 detectors")
    .replace(/\bnon_examples\b/g, "non-examples")

/** An issue below a control (one line of a text area) names its line inline: "Example 3: …". */
export const inlineMessage = (issue: Issue): string => {
  const line = /\.(examples|non_examples|categories)\[(\d+)\]/.exec(issue.path)
  const what = line === null ? "" : { examples: "Example", non_examples: "Non-example", categories: "Category" }[line[1]!]
  return `${line === null ? "" : `${what} ${nth(line[2]!)}: `}${readableMessage(issue.message)}`
}

/** Where a failed example assertion sits in the form: "Detector 1 (wants_refund), example 2". */
export const failureLabel = (failure: AssertionFailure, draft: EvaluationDraft): string => {
  const row = draft.detectors.findIndex((d) => d.name === failure.detector)
  if (row < 0) return failure.detector
  const negative = failure.expected === "not found"
  const d = draft.detectors[row]!
  const texts = lines(negative ? d.nonExamples : d.examples)
  const at = texts.findIndex((t) => t === failure.example || t.endsWith(`: ${failure.example}`) || t.endsWith(`:${failure.example}`))
  const where = at < 0 ? "" : `, ${negative ? "non-example" : "example"} ${at + 1}`
  return `Detector ${row + 1} (${failure.detector})${where}`
}
