// What scripts/fit-calibration.ts fits and checks the calibration stage on: every detection of
// the dev sets with its engine confidence (before calibration) and whether the signal is there,
// and every call with its status right or wrong for the cascade's figures, each in its tune or
// check half (bench:quality's split, devSets.ts).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { compileManifest } from "../../src/domain/manifest.js"
import { buildResult } from "../../src/domain/result.js"
import type { Criteria } from "../../src/domain/criteria.js"
import type { Detections, Manifest, Message } from "../../src/domain/types.js"
import { unsureAt } from "../../src/scoring/cascade/cascade.js"
import { type Group, groupOf } from "../../src/scoring/embedded/engine/calibration.js"
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

export interface Point {
  readonly half: Half
  readonly group: Group
  readonly found: boolean
  readonly conf: number
  readonly ok: boolean
}

export interface Call {
  readonly half: Half
  readonly manifest: Manifest
  readonly detections: Detections
  readonly statusOk: boolean
}

/** Every detection and call of the dev sets, with raw (before the calibration stage) or reported confidences. */
export const collect = (datasets: string, raw: boolean): { points: Array<Point>; calls: Array<Call> } => {
  const points: Array<Point> = []
  const calls: Array<Call> = []
  for (const file of DEV_FILES) {
    const set = JSON.parse(readFileSync(join(datasets, file), "utf8")) as DevSet
    for (const suite of set.suites) {
      const manifest = compileManifest(suite.criteria)
      const scorer = compileEmbedded(manifest)
      for (const c of suite.cases) {
        const half = halfOf(c.id)
        const detections = raw ? scorer.scoreRaw(c.input) : scorer.score(c.input)
        const result = buildResult(manifest, detections, false)
        calls.push({ half, manifest, detections, statusOk: result.status === c.expect.status })
        for (const spec of manifest.detectors) {
          const d = detections[spec.name]!
          const present = c.expect.found[spec.name] === true
          const expValue = c.expect.values[spec.name] ?? null
          // As bench:quality counts it: present, and for a found classification in the reported category.
          const ok = present && (spec.kind === "presence" || expValue === null || d.value === expValue)
          points.push({ half, group: groupOf(spec, d.found), found: d.found, conf: d.confidence, ok })
        }
      }
    }
  }
  return { points, calls }
}

/** The cascade at `threshold`: share of calls kept local, share of wrong local statuses sent to the model. */
export const cascadeAt = (calls: ReadonlyArray<Call>, threshold: number) => {
  const unsure = unsureAt(threshold)
  const sure = (c: Call) => unsure(c.detections, c.manifest).length === 0
  const local = calls.filter(sure)
  const misses = calls.filter((c) => !c.statusOk)
  const sent = misses.filter((c) => !sure(c))
  return { local: local.length / Math.max(1, calls.length), missesSent: sent.length / Math.max(1, misses.length), misses: misses.length, calls: calls.length }
}
