// The cascade's routing rule: judge the call as a whole, not each signal alone. What the caller
// acts on is the status, and most detectors cannot move it in a given call (a QUALIFIED lead's
// optional field, a FAILED intent call's other intents). So the rule asks, of each detector,
// whether the status would change were its answer the other way round (found ↔ not found, or
// another category): the status's pivots. The call is as sure as its weakest pivot, where a
// detection's doubt is what its confidence says (decisions §11: the probability that the signal
// is present): 1 − confidence when found, the confidence itself when not. A not-found required
// detector at 0.3, near the middle, is a plausible miss that decides the status: the model
// answers. (The weakest pivot ranked the dev sets' wrong statuses better than the product of all
// pivots' doubts, which flags the many right calls that hinge on four fairly sure detectors, and
// as well as a fitted model of the call: docs/quality.md.) One case has no confidence that says
// it: the customer answered the agent's question about the signal in words the engine could not
// tie to it (a not-found, undenied detection citing that answer). The chance it is there is low,
// but the status then rests on words the local scorer could not read, so such a pivot counts as
// undecided, the model's to read. So does an escalation trigger found on words that tell nothing
// wrong (calmEscalation.ts): the exception rests on a likeness the local scorer cannot check.
import { deriveStatus } from "../../domain/status.js"
import { isUnreadAnswer } from "../../domain/unreadAnswer.js"
import type { Detection, Detections, DetectorSpec, Manifest } from "../../domain/types.js"
import type { Unsure } from "./cascade.js"
import { calmEscalation } from "./calmEscalation.js"

export interface Pivot {
  readonly name: string
  /** The probability that this detector's answer is wrong, from its confidence. */
  readonly doubt: number
}

const own = (detections: Detections, name: string): Detection | undefined =>
  Object.hasOwn(detections, name) ? detections[name] : undefined

const ABSENT: Detection = { found: false, confidence: 0, value: null, negated: false, evidence: [], invalid: false }

/** The answers a detector could have given instead of the one it gave. */
const alternatives = (spec: DetectorSpec, d: Detection): ReadonlyArray<Detection> => {
  const present = (value: string | null): Detection => ({ ...ABSENT, found: true, confidence: 1, value })
  if (spec.kind === "presence") return [d.found ? ABSENT : present(d.value ?? "")]
  const others = spec.categories.filter((c) => !(d.found && d.value === c)).map(present)
  return d.found ? [ABSENT, ...others] : others
}

/** The doubt of an answer the engine could not read as the signal or its denial: even odds. */
export const UNREAD_ANSWER_DOUBT = 0.5

export const doubtOf = (d: Detection): number =>
  Math.min(1, Math.max(0, d.found ? 1 - d.confidence : isUnreadAnswer(d) ? Math.max(d.confidence, UNREAD_ANSWER_DOUBT) : d.confidence))

/** The detectors whose other answer would change the call's status, with their doubt. */
export const pivotsOf = (detections: Detections, manifest: Manifest): ReadonlyArray<Pivot> => {
  const status = deriveStatus(manifest, detections).status
  return manifest.detectors.flatMap((spec) => {
    const d = own(detections, spec.name) ?? ABSENT
    const pivotal = alternatives(spec, d).some((alt) => deriveStatus(manifest, { ...detections, [spec.name]: alt }).status !== status)
    return pivotal ? [{ name: spec.name, doubt: calmEscalation(manifest, spec, d) ? Math.max(doubtOf(d), UNREAD_ANSWER_DOUBT) : doubtOf(d) }] : []
  })
}

/** The call's doubt: its weakest pivot's (0 when nothing can move the status). */
export const statusDoubt = (pivots: ReadonlyArray<Pivot>): number => pivots.reduce((m, p) => Math.max(m, p.doubt), 0)

/**
 * Unsure of the call when any detector answered invalidly, or when its weakest pivot is not
 * more than `threshold` sure (so 1 sends every call to the model, 0 none that is valid). The
 * unsure detectors named are the pivots under the threshold, most doubtful first.
 */
export const unsureOfStatusAt =
  (threshold: number): Unsure =>
  (detections, manifest) => {
    const invalid = manifest.detectors.filter((spec) => own(detections, spec.name)?.invalid !== false).map((spec) => spec.name)
    if (invalid.length > 0) return invalid
    const pivots = pivotsOf(detections, manifest)
    if (1 - statusDoubt(pivots) > threshold) return []
    const named = pivots.filter((p) => 1 - p.doubt <= threshold).sort((a, b) => b.doubt - a.doubt).map((p) => p.name)
    // Nothing pivotal and still not sure enough (threshold 1): the model answers; name every detector.
    return named.length > 0 ? named : manifest.detectors.map((spec) => spec.name)
  }
