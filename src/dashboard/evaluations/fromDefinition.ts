// The reverse of `toCreateBody` (draft.ts): a stored definition as the form shows it, so "Edit"
// opens the form filled with the latest version. What the form cannot show is named, never
// silently dropped from what the person believes they are editing.
import { blankDetector, type DetectorDraft, type EvaluationDraft, type TriggerDraft } from "./draft.js"

interface StoredExample {
  readonly text: string
  readonly category?: string | null
}
interface StoredDetector {
  readonly name?: string
  readonly type?: string
  readonly categories?: ReadonlyArray<string>
  readonly examples?: ReadonlyArray<string | StoredExample>
  readonly non_examples?: ReadonlyArray<string>
  readonly required?: boolean
}
interface StoredTrigger {
  readonly field?: string
  readonly values?: ReadonlyArray<string>
  readonly required?: boolean
}
interface StoredDefinition {
  readonly template?: string
  readonly framework?: string
  readonly standard_detectors?: ReadonlyArray<string>
  readonly custom_detectors?: ReadonlyArray<StoredDetector>
  readonly escalation?: { readonly triggers?: ReadonlyArray<StoredTrigger> }
}

export interface EditableDraft {
  readonly draft: EvaluationDraft
  /** Parts of the definition the form has no field for (they would not be sent again). */
  readonly unshown: ReadonlyArray<string>
}

const exampleLine = (e: string | StoredExample) => (typeof e === "string" ? e : e.category ? `${e.category}: ${e.text}` : e.text)

const detectorDraft = (d: StoredDetector): DetectorDraft => ({
  name: d.name ?? "",
  type: d.type ?? "presence",
  categories: (d.categories ?? []).join("\n"),
  examples: (d.examples ?? []).map(exampleLine).join("\n"),
  nonExamples: (d.non_examples ?? []).join("\n"),
  required: d.required !== false
})

const triggerDraft = (t: StoredTrigger): TriggerDraft => ({
  field: t.field ?? "",
  values: (t.values ?? []).join(", "),
  required: t.required === true
})

/** Which fields each template's part of the form shows (the others are not sent: draft.ts). */
const SHOWN: Readonly<Record<string, ReadonlyArray<string>>> = {
  intent_detect: ["standard_detectors"],
  lead_qualification: ["framework"],
  support_triage: [],
  custom: ["custom_detectors", "escalation"]
}

export const draftOf = (name: string, stored: object): EditableDraft => {
  const d = stored as StoredDefinition
  const template = d.template ?? "custom"
  const shown = SHOWN[template] ?? []
  const unshown = ["framework", "standard_detectors", "custom_detectors", "escalation"].filter(
    (field) => field in d && !shown.includes(field)
  )
  const detectors = (d.custom_detectors ?? []).map(detectorDraft)
  return {
    draft: {
      name,
      template,
      framework: d.framework ?? "bant",
      standardDetectors: d.standard_detectors ?? [],
      detectors: detectors.length === 0 ? [blankDetector] : detectors,
      triggers: (d.escalation?.triggers ?? []).map(triggerDraft)
    },
    unshown
  }
}
