// How the status rules and the result read a scorer's detection (interface.md Custom Detector
// rule 2; decisions §2, §3). Normalising once here keeps the status and the reported fields
// consistent with each other whatever the scorer returned.
import type { Detection, Detections, DetectorSpec, Manifest } from "./types.js"

export const NOT_FOUND: Detection = { found: false, confidence: 0, value: null, negated: false, evidence: [], invalid: false }

export const roundConfidence = (x: number): number =>
  Number.isFinite(x) ? Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000 : 0

/**
 * - a missing detection is not found, with confidence 0;
 * - a classification value outside the categories is invalid: not found, value null;
 * - a classification counts as found only with a value in its categories;
 * - a negated signal is never found (decisions §2: "and then found is false").
 */
export const normalizeDetection = (spec: DetectorSpec, d: Detection | undefined): Detection => {
  if (d === undefined) return NOT_FOUND
  const outside = spec.kind === "classification" && d.value !== null && !spec.categories.includes(d.value)
  const invalid = d.invalid || outside
  const value = invalid && spec.kind === "classification" ? null : d.value
  const found = d.found && !invalid && !d.negated && (spec.kind === "presence" || value !== null)
  return {
    found,
    confidence: roundConfidence(d.confidence),
    value,
    negated: d.negated,
    evidence: d.evidence.map((e) => ({ message_index: e.message_index, quote: e.quote })),
    invalid
  }
}

/** The normalised detection of every manifest detector, by name. */
export type DetectionView = ReadonlyMap<string, Detection>

// Own keys only: a detector may be called `constructor` or `valueOf`.
const own = (detections: Detections, name: string): Detection | undefined =>
  Object.hasOwn(detections, name) ? detections[name] : undefined

export const viewDetections = (manifest: Manifest, detections: Detections): DetectionView =>
  new Map(manifest.detectors.map((spec) => [spec.name, normalizeDetection(spec, own(detections, spec.name))]))

export const isFound = (view: DetectionView, name: string): boolean => view.get(name)?.found === true

/** The category of a found classification detector, else null. */
export const foundValue = (view: DetectionView, name: string): string | null => {
  const d = view.get(name)
  return d?.found === true ? d.value : null
}
