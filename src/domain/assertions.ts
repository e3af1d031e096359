// Create-time example assertions (interface.md Custom Detector rule 4; decisions §4).
// Each phrase is scored alone, as one user message, and scored once even when several
// detectors list it.
import { normalizeDetection } from "./detection.js"
import { drain, type Steps } from "./steps.js"
import type { AssertionFailure, Detection, Detections, DetectorSpec, Manifest, Message } from "./types.js"

export type ScoreFn = (messages: ReadonlyArray<Message>) => Detections

const describe = (spec: DetectorSpec, d: Detection): string => {
  if (spec.kind === "presence") return d.found ? "found" : "not found"
  if (d.found && d.value !== null) return `category ${d.value}`
  return d.invalid ? "a value outside the categories" : "not found"
}

export const assertExamples = (manifest: Manifest, score: ScoreFn): ReadonlyArray<AssertionFailure> =>
  drain(assertExampleSteps(manifest, score))

/** `assertExamples`, pausing after each phrase it scores (steps.ts): a thousand phrases take a while. */
export function* assertExampleSteps(manifest: Manifest, score: ScoreFn): Steps<ReadonlyArray<AssertionFailure>> {
  const cache = new Map<string, Detections>()
  const detect = (spec: DetectorSpec, detections: Detections): Detection =>
    normalizeDetection(spec, Object.hasOwn(detections, spec.name) ? detections[spec.name] : undefined)
  function* scoreOnce(text: string): Steps<Detections> {
    let detections = cache.get(text)
    if (detections === undefined) {
      detections = score([{ role: "user", content: text }])
      cache.set(text, detections)
      yield
    }
    return detections
  }

  const failures: Array<AssertionFailure> = []
  for (const spec of manifest.detectors) {
    if (spec.builtin !== null) continue
    for (const example of spec.examples) {
      const d = detect(spec, yield* scoreOnce(example.text))
      const expected =
        spec.kind === "presence" ? "found" : example.category === null ? "any category" : `category ${example.category}`
      const passed =
        spec.kind === "presence" || example.category === null ? d.found : d.found && d.value === example.category
      if (!passed) failures.push({ detector: spec.name, example: example.text, expected, got: describe(spec, d) })
    }
    for (const text of spec.nonExamples) {
      const d = detect(spec, yield* scoreOnce(text))
      if (d.found) failures.push({ detector: spec.name, example: text, expected: "not found", got: describe(spec, d) })
    }
  }
  return failures
}
