// Create-time example assertions (interface.md Custom Detector rule 4; decisions §4).
// Each phrase is scored alone, as one user message, and scored once even when several
// detectors list it.
import { normalizeDetection } from "./detection.js"
import type { AssertionFailure, Detection, Detections, DetectorSpec, Manifest, Message } from "./types.js"

export type ScoreFn = (messages: ReadonlyArray<Message>) => Detections

const describe = (spec: DetectorSpec, d: Detection): string => {
  if (spec.kind === "presence") return d.found ? "found" : "not found"
  if (d.found && d.value !== null) return `category ${d.value}`
  return d.invalid ? "a value outside the categories" : "not found"
}

export const assertExamples = (manifest: Manifest, score: ScoreFn): ReadonlyArray<AssertionFailure> => {
  const cache = new Map<string, Detections>()
  const scoreOnce = (text: string): Detections => {
    let detections = cache.get(text)
    if (detections === undefined) {
      detections = score([{ role: "user", content: text }])
      cache.set(text, detections)
    }
    return detections
  }
  const detect = (spec: DetectorSpec, text: string): Detection => {
    const detections = scoreOnce(text)
    return normalizeDetection(spec, Object.hasOwn(detections, spec.name) ? detections[spec.name] : undefined)
  }

  const failures: Array<AssertionFailure> = []
  for (const spec of manifest.detectors) {
    if (spec.builtin !== null) continue
    for (const example of spec.examples) {
      const d = detect(spec, example.text)
      const expected =
        spec.kind === "presence" ? "found" : example.category === null ? "any category" : `category ${example.category}`
      const passed =
        spec.kind === "presence" || example.category === null ? d.found : d.found && d.value === example.category
      if (!passed) failures.push({ detector: spec.name, example: example.text, expected, got: describe(spec, d) })
    }
    for (const text of spec.nonExamples) {
      const d = detect(spec, text)
      if (d.found) failures.push({ detector: spec.name, example: text, expected: "not found", got: describe(spec, d) })
    }
  }
  return failures
}
