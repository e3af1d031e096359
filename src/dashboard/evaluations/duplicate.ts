// Duplicate (issue 25 item 7): the create form filled in from the latest version's definition,
// named "… (copy)". Nothing is stored until the person submits the form, so the copy goes through
// the same validation and example assertions as any new evaluation.
import type { CustomDetector, Criteria, Trigger } from "../../domain/criteria.js"
import type { DetectorDraft, EvaluationDraft, TriggerDraft } from "./draft.js"
import { emptyDraft, exampleLine } from "./draft.js"

const detectorDraft = (d: CustomDetector): DetectorDraft => ({
  name: d.name,
  type: d.type,
  categories: (d.categories ?? []).join("\n"),
  // Written for the type's own reading: only a classification detector's lines carry labels.
  examples: d.examples.map((e) => (d.type === "classification" ? exampleLine(e, d.categories ?? []) : typeof e === "string" ? e : e.text)).join("\n"),
  nonExamples: (d.non_examples ?? []).join("\n"),
  required: d.required !== false
})

const triggerDraft = (t: Trigger): TriggerDraft => ({ field: t.field, values: (t.values ?? []).join(", "), required: t.required === true })

/** The 200-character limit of a name still holds with the suffix. */
export const copyName = (name: string): string => `${name.slice(0, 200 - " (copy)".length)} (copy)`

export const draftFromDefinition = (name: string, definition: Criteria): EvaluationDraft => {
  const detectors = (definition.custom_detectors ?? []).map(detectorDraft)
  return {
    name: copyName(name),
    template: definition.template,
    framework: definition.framework ?? emptyDraft.framework,
    standardDetectors: [...(definition.standard_detectors ?? [])],
    detectors: detectors.length === 0 ? emptyDraft.detectors : detectors,
    triggers: (definition.escalation?.triggers ?? []).map(triggerDraft)
  }
}
