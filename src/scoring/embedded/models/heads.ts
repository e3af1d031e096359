// Learned detector heads at scoring time: per customer sentence, the probability that it states
// each built-in qualification-pack signal, by the logistic models scripts/train-heads.ts fitted on a
// corpus written by others (headWeights.ts; docs/quality.md, "Learned heads"). A sentence's
// probabilities are computed once, for every head, the first time a detector asks, and kept
// with the unit. Cost: a lookup per stem and bigram, and detectors × pieces multiply-adds for the
// sentence vector, each piece projected through the weights once per process.
import type { Unit } from "../text/units.js"
import { HEAD_WEIGHTS } from "./headWeights.js"
import { switchOf, thresholdOf } from "./benchSwitch.js"
import { type HeadSet, loadHeadSet } from "./headSet.js"

let heads: HeadSet | null = null
const headsOf = (): HeadSet => (heads ??= loadHeadSet(HEAD_WEIGHTS))

/**
 * The two uses of the heads (engine/headFinds.ts), each with its switch (docs/quality.md,
 * "Learned heads"). Finds are on since 2026-11-29, at the τ chosen on 11-27 (0.9): judged then
 * on twelve sets written blind after it (K–V; 1,639 calls with the dev files' check halves) they
 * raised status on six sets and macro-F1 on nearly all, and lowered quality-dev2's check status
 * by one case; off before, when the only judges were that half and one calibration set. The veto is off: it moved no bench figure
 * and took 9 deliberate finds of the project's own challenge tests (a vendor's price accepted,
 * a metric told as a wish), phrasings the corpus does not hold. ASSAY_HEADS=on|off and
 * ASSAY_HEADS_VETO=on|off set them for an A/B run of the bench (off, false, no, 0 in any case
 * turn one off); a number instead of "on" is a threshold for a sweep (ASSAY_HEADS the finds' τ,
 * ASSAY_HEADS_VETO the veto's). Bench switches read at module load, not service settings: the
 * service's configuration does not list or validate them.
 */
const FINDS_DEFAULT = true
const VETO_DEFAULT = false
let finds = switchOf(process.env["ASSAY_HEADS"], FINDS_DEFAULT)
let veto = switchOf(process.env["ASSAY_HEADS_VETO"], VETO_DEFAULT)
export const useHeads = (on: { readonly finds?: boolean; readonly veto?: boolean }): void => {
  finds = on.finds ?? finds
  veto = on.veto ?? veto
}
export const headFindsOn = (): boolean => finds
export const headVetoOn = (): boolean => veto
export const headsTau = (fallback: number): number => thresholdOf(process.env["ASSAY_HEADS"], fallback)
export const headsVetoAt = (fallback: number): number => thresholdOf(process.env["ASSAY_HEADS_VETO"], fallback)

/** The head of a built-in detector ("bant.budget"), or -1. */
export const headOf = (builtin: string | null | undefined): number => (builtin === undefined || builtin === null ? -1 : (headsOf().index.get(builtin) ?? -1))

/** Every head's probability for a sentence (its tokens and text). */
export const headProbabilities = (tokens: Unit["tokens"], text: string): Float64Array => headsOf().probabilities(tokens, text)

const byUnit = new WeakMap<Unit, Float64Array>()
/** Every head's probability for the unit, computed once per unit; `text` is the unit's text. */
const unitProbabilities = (u: Unit, text: string): Float64Array => {
  let p = byUnit.get(u)
  if (p === undefined) byUnit.set(u, (p = headProbabilities(u.tokens, text)))
  return p
}
/** The unit's probability for head `k`; `text` is the unit's text. */
export const headProbability = (u: Unit, text: string, k: number): number => unitProbabilities(u, text)[k]!

/**
 * Per head, the highest probability any of the customer's read sentences gets (the units the
 * calibration stage counts: the customer's, not a short message's whole-message copy): what the
 * calibration stage reads as a second opinion on a not-found pack signal (engine/calibration.ts,
 * `head`). A sentence's text is `textOf(u)`.
 */
export const bestHeadProbabilities = (units: ReadonlyArray<Unit>, textOf: (u: Unit) => string): Float64Array => {
  const best = new Float64Array(headsOf().C)
  for (const u of units) {
    if (u.source !== "user" || u.whole || u.tokens.length === 0) continue
    const p = unitProbabilities(u, textOf(u))
    for (let k = 0; k < best.length; k++) if (p[k]! > best[k]!) best[k] = p[k]!
  }
  return best
}
