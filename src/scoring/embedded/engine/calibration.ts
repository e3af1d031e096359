// The last stage of the embedded scorer: the engine's detection → the reported confidence, an
// estimate of the probability that the signal is present (decisions §11), the same for found and
// not-found: a found detection's chance of being right (present, and for a classification in the
// reported category), a not-found one's chance that the signal is there after all. One raw score
// cannot say that alone: how close the text came to the detector, whether it was denied, how
// much the customer wrote and what kind of detector asks all move it. So the stage is a small
// logistic model per side (found / not found) on a few features of the detection and the call,
// fitted offline on the tune halves of the dev sets by scripts/fit-calibration.ts, which writes
// calibrationModel.ts. Kept apart from the engine so that a change to the scores needs only a re-fit.
import { isUnreadAnswer } from "../../../domain/unreadAnswer.js"
import type { Detection, DetectorSpec } from "../../../domain/types.js"
import { headOf } from "../models/heads.js"
import type { Unit } from "../text/units.js"
import { MODEL } from "./calibrationModel.js"

/** What the stage knows of the call besides the detection. */
export interface CallContext {
  /** The customer's sentences the engine read (a short message's whole-message and exact-text units not counted again). */
  readonly sentences: number
  /**
   * Per learned head (models/heads.ts), the highest probability a customer sentence gets, when the
   * call has a not-found built-in pack detector to read it for (bestHeadProbabilities); else absent.
   */
  readonly heads?: ArrayLike<number>
}

export const contextOf = (units: ReadonlyArray<Unit>, heads?: ArrayLike<number>): CallContext => ({
  sentences: units.filter((u) => u.source === "user" && !u.whole && u.tokens.length > 0).length,
  ...(heads === undefined ? {} : { heads })
})

/**
 * The features of each side, in the order of the weights (the first weight is the intercept). A
 * feature past the end of a model's weights weighs 0: the model was fitted before it was added.
 */
export const FOUND_FEATURES = ["custom", "classification", "strength", "strength_custom", "length"] as const
export const ABSENT_FEATURES = ["custom", "classification", "negated", "near_miss", "near_miss_custom", "near_miss_classification", "length", "required", "answered", "head"] as const

/**
 * Features whose weight may only take one sign (scripts/fit-calibration.ts holds one at 0 that
 * would take the other): a closer text or a stronger match never lowers the chance that the
 * signal is there, a denial never raises it, and an answer to the agent's question about the
 * signal never makes it less likely than silence, nor does a learned head that reads the signal
 * surer. A few hundred points can say otherwise by chance.
 */
export const SIGNS: Readonly<Record<string, 1 | -1>> = { strength: 1, near_miss: 1, negated: -1, answered: 1, head: 1 }

/** Weights per side: intercept first, then one per feature of FOUND_FEATURES / ABSENT_FEATURES. */
export interface CalibrationModel {
  readonly found: ReadonlyArray<number>
  readonly absent: ReadonlyArray<number>
}

// A long message has more places for a signal to hide from the matcher (and to be matched by
// chance): log-scaled so that 1, 3, 7, 15, 31 sentences are 1, 2, 3, 4, 5 quarters apart.
const lengthOf = (ctx: CallContext) => Math.log2(1 + Math.max(0, ctx.sentences)) / 4

/**
 * How close a not-found text came: the engine's not-found confidence is 0.3·(best score / 0.5)²
 * (scoreConfidence.ts `absentConfidence`), so its square root rescaled is the best unit's score over the
 * found line, 0 to 1. A denial's confidence (0.1·(1 − denial)) says nothing of closeness: 0.
 */
const nearMissOf = (d: Detection) => (d.negated ? 0 : Math.sqrt(Math.min(1, Math.max(0, d.confidence) / 0.3)))

/** An answer to the agent's question the engine could not read as the signal (isUnreadAnswer), as a feature. */
export const answeredOf = (d: Detection): number => (isUnreadAnswer(d) ? 1 : 0)

/**
 * A second opinion on a not-found signal, from a reader built otherwise than the rules: the
 * learned head's best probability over the customer's sentences (docs/quality.md, "Learned
 * heads"), as a log-odds clipped to ±4.6 (1% to 99%). High, a sentence reads like the signal and
 * the rules missed it; tiny, nothing does. Log-odds because both ends speak: on new text a
 * best probability under 0.1 is almost never a missed signal, one over 0.7 a miss about half the
 * time or more. A detector without a head (custom, intents, triage) or a call read without them
 * has no opinion: 0, even odds, so the feature leaves its confidence as it was. An indicator for
 * those was measured and left out: fitted, it shifts their whole level, the re-fit that trades
 * one dev file's calibration for the other's ("Tried", 11-27).
 */
export const headOpinionOf = (spec: DetectorSpec, ctx: CallContext): number => {
  const k = ctx.heads === undefined ? -1 : headOf(spec.builtin)
  if (k < 0) return 0
  const p = Math.min(0.99, Math.max(0.01, ctx.heads![k] ?? 0.5))
  return Math.log(p / (1 - p))
}

/** A found detection's confidence (0.5 to 1) as 0 to 1. */
const strengthOf = (d: Detection) => Math.min(1, Math.max(0, (d.confidence - 0.5) * 2))

export const featuresOf = (spec: DetectorSpec, d: Detection, ctx: CallContext): Array<number> => {
  const custom = spec.builtin === null ? 1 : 0
  const classification = spec.kind === "classification" ? 1 : 0
  if (d.found) {
    const strength = strengthOf(d)
    return [custom, classification, strength, strength * custom, lengthOf(ctx)]
  }
  const near = nearMissOf(d)
  return [custom, classification, d.negated ? 1 : 0, near, near * custom, near * classification, lengthOf(ctx), spec.required ? 1 : 0, answeredOf(d), headOpinionOf(spec, ctx)]
}

/** weights[0] + Σ weights[i + 1] · features[i]; a feature past the weights' end weighs nothing. */
export const logitOf = (weights: ReadonlyArray<number>, features: ReadonlyArray<number>): number => {
  let z = weights[0] ?? 0
  for (let i = 0; i < features.length; i++) z += (weights[i + 1] ?? 0) * features[i]!
  return z
}

export const logistic = (weights: ReadonlyArray<number>, features: ReadonlyArray<number>): number => 1 / (1 + Math.exp(-logitOf(weights, features)))

/**
 * The reported confidence. It stays on its side of 0.5 (a found detection ≥ 0.5, any other
 * < 0.5: the result must not contradict `found`), and an exact example (1) stays 1. A side
 * without weights leaves the engine's confidence as it is.
 */
export const calibrate = (spec: DetectorSpec, d: Detection, ctx: CallContext, model: CalibrationModel = MODEL): Detection => {
  if (d.found && d.confidence >= 1) return d
  const weights = d.found ? model.found : model.absent
  const p = weights.length === 0 ? d.confidence : logistic(weights, featuresOf(spec, d, ctx))
  const bounded = d.found ? Math.min(1, Math.max(0.5, p)) : Math.min(0.499, Math.max(0, p))
  return { ...d, confidence: Math.round(bounded * 1000) / 1000 }
}
