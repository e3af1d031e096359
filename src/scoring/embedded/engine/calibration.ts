// The last stage of the embedded scorer: the engine's confidence (a monotone function of its
// internal score) → the reported confidence, an estimate of the probability that the signal is
// present (decisions §11), the same for found and not-found. One monotone piecewise-linear
// curve per group (found / not found, pack / custom detector), fitted offline on the tune
// halves of the dev sets by scripts/fit-calibration.ts, which writes calibrationCurves.ts.
// Kept apart from the engine so that a change to the scores needs only a re-fit.
import type { Detection, DetectorSpec } from "../../../domain/types.js"
import { CURVES } from "./calibrationCurves.js"

/** Knots of a monotone curve: confidence x (ascending) → probability y (non-decreasing). */
export interface Curve {
  readonly x: ReadonlyArray<number>
  readonly y: ReadonlyArray<number>
}

export type Group = "found_pack" | "found_custom" | "absent_pack" | "absent_custom"

export type Curves = Readonly<Record<Group, Curve>>

export const groupOf = (spec: DetectorSpec, found: boolean): Group =>
  `${found ? "found" : "absent"}_${spec.builtin !== null ? "pack" : "custom"}`

/** Linear between knots, flat beyond the first and the last. */
export const applyCurve = (curve: Curve, c: number): number => {
  const { x, y } = curve
  if (x.length === 0) return c
  if (c <= x[0]!) return y[0]!
  for (let i = 1; i < x.length; i++) {
    if (c <= x[i]!) {
      const span = x[i]! - x[i - 1]!
      return span <= 0 ? y[i]! : y[i - 1]! + ((c - x[i - 1]!) / span) * (y[i]! - y[i - 1]!)
    }
  }
  return y[y.length - 1]!
}

/**
 * The reported confidence. It stays on its side of 0.5 (a found detection ≥ 0.5, any other
 * < 0.5: the result must not contradict `found`), and an exact example (1) stays 1.
 */
export const calibrate = (spec: DetectorSpec, d: Detection, curves: Curves = CURVES): Detection => {
  if (d.found && d.confidence >= 1) return d
  const p = applyCurve(curves[groupOf(spec, d.found)], d.confidence)
  const bounded = d.found ? Math.min(1, Math.max(0.5, p)) : Math.min(0.499, Math.max(0, p))
  return { ...d, confidence: Math.round(bounded * 1000) / 1000 }
}
