// Written by scripts/fit-calibration.ts: do not edit by hand; re-fit after a change to the scores.
// Fitted on the tune halves of `quality-dev*.json`: 751 detections.
import type { Curves } from "./calibration.js"

export const CURVES: Curves = {
  found_pack: { x: [0.805,0.8866,0.9377], y: [0.7963,0.9162,0.9456] },
  found_custom: { x: [0.7712,0.8886], y: [0.7121,0.9222] },
  absent_pack: { x: [0,0.0014,0.0048,0.0161,0.0977], y: [0.0234,0.0272,0.0884,0.1159,0.1286] },
  absent_custom: { x: [0.0075,0.0442,0.1822], y: [0.0561,0.1487,0.2878] }
}
