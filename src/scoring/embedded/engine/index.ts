// The embedded scorer: offline, deterministic, pure TypeScript.
//
//   import { compileEmbedded } from "src/scoring/embedded/engine/index.js"
//   const scorer = compileEmbedded(manifest)   // once per Manifest
//   const detections = scorer.score(input)     // per evaluate call
//
// `confidence` is the scorer's estimate that the signal is present (for classification:
// present and in the reported category), so a found detection has confidence ≥ 0.5 and a
// detection that is not found (or negated) has confidence < 0.5.
export { compileEmbedded, compileEmbeddedSteps, type CompiledScorer } from "./engine.js"
