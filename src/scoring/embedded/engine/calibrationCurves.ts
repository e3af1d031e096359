// Written by scripts/fit-calibration.ts: do not edit by hand; re-fit after a change to the scores.
// Fitted on the tune halves of `quality-dev*.json`: 751 detections.
import type { Curves } from "./calibration.js"

export const CURVES: Curves = {
  found_pack: { x: [0.805,0.8866,0.9378], y: [0.7956,0.9157,0.9288] },
  found_custom: { x: [0.7717,0.8888], y: [0.7113,0.9065] },
  absent_pack: { x: [0,0.0014,0.0048,0.016,0.0972], y: [0.0236,0.0275,0.0906,0.126,0.1289] },
  absent_custom: { x: [0.0078,0.0445,0.1831], y: [0.0562,0.1522,0.2879] }
}
