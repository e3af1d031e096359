// Written by scripts/fit-calibration.ts: do not edit by hand; re-fit after a change to the scores.
// Fitted on the tune halves of `quality-dev*.json`: 751 detections.
import type { Curves } from "./calibration.js"

export const CURVES: Curves = {
  found_pack: { x: [0.805,0.8866,0.9378], y: [0.7956,0.9157,0.9288] },
  found_custom: { x: [0.8386], y: [0.8481] },
  absent_pack: { x: [0,0.0014,0.0048,0.016,0.0972], y: [0.0253,0.0295,0.1343,0.1376,0.2008] },
  absent_custom: { x: [0.0022,0.0242,0.1452], y: [0.0821,0.3709,0.6499] }
}
