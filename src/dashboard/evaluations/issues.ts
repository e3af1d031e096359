import type { AssertionFailure, Issue } from "../../domain/types.js"
import type { EvaluationDraft } from "./draft.js"
import { inlineMessage } from "./formErrors.js"

const RULES: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string]> = [
  [/^custom_detectors\[(\d+)\]\.(name|type|categories|examples|non_examples|required)\b/, (m) => `f-d${m[1]}-${m[2]}`],
  [/^custom_detectors\[(\d+)\]/, (m) => `f-d${m[1]}`],
  [/^custom_detectors\b/, () => "f-detectors"],
  [/^escalation\.triggers\[(\d+)\]\.(field|values|required)\b/, (m) => `f-t${m[1]}-${m[2]}`],
  [/^escalation\.triggers\[(\d+)\]/, (m) => `f-t${m[1]}`],
  [/^escalation\b/, () => "f-triggers"],
  [/^standard_detectors\b/, () => "f-standard_detectors"],
  [/^(name|template|framework)$/, (m) => `f-${m[1]}`]
]

/** The id of the form control an issue path points at; null for the body as a whole. */
export const fieldFor = (path: string): string | null => {
  for (const [pattern, id] of RULES) {
    const m = pattern.exec(path)
    if (m !== null) return id(m)
  }
  return null
}

/** Messages per control id, for inline errors next to each field. */
export const messagesByField = (
  issues: ReadonlyArray<Issue>,
  failures: ReadonlyArray<AssertionFailure>,
  draft: EvaluationDraft
): ReadonlyMap<string, ReadonlyArray<string>> => {
  const map = new Map<string, Array<string>>()
  const add = (id: string | null, message: string) => {
    if (id === null) return
    map.set(id, [...(map.get(id) ?? []), message])
  }
  for (const issue of issues) add(fieldFor(issue.path), inlineMessage(issue))
  for (const f of failures) {
    const row = draft.detectors.findIndex((d) => d.name === f.detector)
    add(row < 0 ? null : `f-d${row}-${f.expected === "not found" ? "non_examples" : "examples"}`, `“${f.example}”: expected ${f.expected}, got ${f.got}.`)
  }
  return map
}
