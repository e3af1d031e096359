// "Edit" opens the form filled with a stored definition (the latest version, another version, or
// a draft tried before). The conversion is duplicate.ts's; this adds what the form cannot show,
// named rather than silently dropped from what the person believes they are editing.
import type { Criteria } from "../../domain/criteria.js"
import type { EvaluationDraft } from "./draft.js"
import { draftFromDefinition } from "./duplicate.js"

export interface EditableDraft {
  readonly draft: EvaluationDraft
  /** Parts of the definition the form has no field for (they would not be sent again). */
  readonly unshown: ReadonlyArray<string>
}

/** Which fields each template's part of the form shows (the others are not sent: draft.ts). */
const SHOWN: Readonly<Record<string, ReadonlyArray<string>>> = {
  intent_detect: ["standard_detectors"],
  lead_qualification: ["framework"],
  support_triage: [],
  custom: ["custom_detectors", "escalation"]
}

export const draftOf = (name: string, stored: object): EditableDraft => {
  const definition = stored as Criteria
  const shown = SHOWN[definition.template] ?? []
  const unshown = ["framework", "standard_detectors", "custom_detectors", "escalation"].filter((field) => field in definition && !shown.includes(field))
  return { draft: { ...draftFromDefinition(name, definition), name }, unshown }
}
