// What scripts/fit-calibration.ts fits and checks the calibration stage on: every detection of
// the dev sets before calibration, with what the stage reads of the call and whether the
// detection is right, and every call with its expected status for the cascade's figures, each in
// its file and its tune or check half (bench:quality's split, devSets.ts).
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { compileManifest } from "../../src/domain/manifest.js"
import { buildResult } from "../../src/domain/result.js"
import type { Criteria } from "../../src/domain/criteria.js"
import type { Detection, Detections, DetectorSpec, Manifest, Message } from "../../src/domain/types.js"
import type { Unsure } from "../../src/scoring/cascade/cascade.js"
import { type CalibrationModel, type CallContext, calibrate } from "../../src/scoring/embedded/engine/calibration.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { DEV_FILES, type Half, halfOf } from "./quality/devSets.js"

interface Case {
  readonly id: string
  readonly input: ReadonlyArray<Message>
  readonly expect: {
    readonly status: string
    readonly found: Readonly<Record<string, boolean>>
    readonly values: Readonly<Record<string, string>>
  }
}
interface DevSet {
  readonly suites: ReadonlyArray<{ readonly id: string; readonly criteria: Criteria; readonly cases: ReadonlyArray<Case> }>
}

/**
 * One detection as bench:quality counts it (devSets.ts): a found one is right when the signal is
 * present (a classification: in the reported category), a not-found one is wrong when present.
 */
export interface Point {
  /** The case's id: cross-validation keeps a case's detections in one fold. */
  readonly id: string
  readonly file: string
  readonly half: Half
  readonly spec: DetectorSpec
  readonly raw: Detection
  readonly context: CallContext
  /** Found and right, or not found and present: what the confidence estimates (decisions §11). */
  readonly ok: boolean
}

export interface Call {
  readonly id: string
  readonly file: string
  readonly half: Half
  readonly manifest: Manifest
  readonly raw: Detections
  readonly context: CallContext
  readonly expectedStatus: string
}

/** Every detection and call of the dev sets (or of `files`, relative to `datasets` or absolute), before the calibration stage. */
export const collect = (datasets: string, files: ReadonlyArray<string> = DEV_FILES): { points: Array<Point>; calls: Array<Call> } => {
  const points: Array<Point> = []
  const calls: Array<Call> = []
  for (const file of files) {
    const set = JSON.parse(readFileSync(resolve(datasets, file), "utf8")) as DevSet
    for (const suite of set.suites) {
      const manifest = compileManifest(suite.criteria)
      const scorer = compileEmbedded(manifest)
      for (const c of suite.cases) {
        const half = halfOf(c.id)
        const { detections, context } = scorer.scoreRaw(c.input)
        calls.push({ id: c.id, file, half, manifest, raw: detections, context, expectedStatus: c.expect.status })
        for (const spec of manifest.detectors) {
          const raw = detections[spec.name]!
          const present = c.expect.found[spec.name] === true
          const expValue = c.expect.values[spec.name] ?? null
          const ok = raw.found ? present && (spec.kind === "presence" || expValue === null || raw.value === expValue) : present
          points.push({ id: c.id, file, half, spec, raw, context, ok })
        }
      }
    }
  }
  return { points, calls }
}

/** A call's detections through a calibration model. */
export const calibrated = (call: Call, model: CalibrationModel): Detections =>
  Object.fromEntries(call.manifest.detectors.map((spec) => [spec.name, calibrate(spec, call.raw[spec.name]!, call.context, model)]))

/** The cascade under `unsure`: share of calls kept local, share of wrong local statuses sent to the model. */
export const cascadeOf = (calls: ReadonlyArray<Call>, model: CalibrationModel, unsure: Unsure) => {
  let [local, misses, sent] = [0, 0, 0]
  for (const call of calls) {
    const detections = calibrated(call, model)
    const sure = unsure(detections, call.manifest).length === 0
    const wrong = buildResult(call.manifest, detections, false).status !== call.expectedStatus
    if (sure) local++
    if (wrong) misses++
    if (wrong && !sure) sent++
  }
  return { local: local / Math.max(1, calls.length), missesSent: sent / Math.max(1, misses), misses, calls: calls.length }
}
