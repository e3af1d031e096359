// The evaluate result fields of decisions §2, from a manifest and a scorer's detections.
import { viewDetections } from "./detection.js"
import { deriveStatus, nextAction } from "./status.js"
import type { Detections, Evidence, Manifest, NextAction, Status } from "./types.js"

export interface ExtractedSignal {
  readonly found: boolean
  readonly confidence: number
}

export interface ExtractedField extends ExtractedSignal {
  readonly value: string | null
  readonly negated: boolean
  readonly evidence: ReadonlyArray<Evidence>
}

export interface FollowUpQuestion {
  readonly field: string
  readonly question: string
}

export interface EvaluationResult {
  readonly status: Status
  readonly extracted_signals: Readonly<Record<string, ExtractedSignal>>
  readonly extracted_fields: Readonly<Record<string, ExtractedField>>
  readonly missing_fields: ReadonlyArray<string>
  readonly follow_up_questions: ReadonlyArray<FollowUpQuestion>
  readonly invalid_fields: ReadonlyArray<string>
  /** Present only when the caller asked for it (`options.request_next_action`). */
  readonly next_action?: NextAction
  readonly next_instruction?: string
}

/** Objects keyed by detector name, in manifest order. */
export const buildResult = (manifest: Manifest, detections: Detections, requestNextAction: boolean): EvaluationResult => {
  const view = viewDetections(manifest, detections)
  const outcome = deriveStatus(manifest, detections)
  const extracted_signals: Record<string, ExtractedSignal> = {}
  const extracted_fields: Record<string, ExtractedField> = {}
  for (const spec of manifest.detectors) {
    const d = view.get(spec.name)!
    extracted_signals[spec.name] = { found: d.found, confidence: d.confidence }
    extracted_fields[spec.name] = { found: d.found, confidence: d.confidence, value: d.value, negated: d.negated, evidence: d.evidence }
  }
  const questions = new Map(manifest.detectors.map((d) => [d.name, d.question]))
  const result: EvaluationResult = {
    status: outcome.status,
    extracted_signals,
    extracted_fields,
    missing_fields: outcome.missing_fields,
    follow_up_questions: outcome.missing_fields.map((field) => ({ field, question: questions.get(field) ?? "" })),
    invalid_fields: outcome.invalid_fields
  }
  if (!requestNextAction) return result
  return { ...result, ...nextAction(manifest, outcome.status, detections, outcome.disqualified) }
}
