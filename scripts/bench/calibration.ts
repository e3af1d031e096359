// Confidence that means the same for found and not-found (decisions §11), and what it does for
// the cascade. Scores every case of the dev sets (quality-dev*.json) with the embedded scorer,
// split in tune and check halves by case id (halves.ts):
// - a reliability table per confidence bin, for found and for not-found detections, and the
//   expected calibration error (ECE) of each. The truth of a point is what its confidence
//   claims: for a found detection, present (for classification: in the reported category); for
//   a not-found one, present.
// - the cascade at a threshold: the share of calls it keeps local (every detector sure, as
//   confidentAbove decides) and, of the calls whose local status is wrong, the share it would
//   send to the model.
//
// Imported by scripts/bench-quality.ts and scripts/fit-calibration.ts.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { compileManifest } from "../../src/domain/manifest.js"
import { buildResult } from "../../src/domain/result.js"
import type { Criteria } from "../../src/domain/criteria.js"
import type { Detections, Manifest, Message } from "../../src/domain/types.js"
import { confidentAbove, DEFAULT_CASCADE_THRESHOLD } from "../../src/scoring/cascade/cascade.js"
import { type Group, groupOf } from "../../src/scoring/embedded/engine/calibration.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { type Half, halfOf } from "./halves.js"

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

export const devFiles = (datasets: string): Array<string> =>
  readdirSync(datasets)
    .filter((f) => /^quality-dev.*\.json$/.test(f))
    .sort()

/** Every detection and call of the dev sets, with raw (before the calibration stage) or reported confidences. */
export const collect = (datasets: string, raw: boolean): { points: Array<Point>; calls: Array<Call> } => {
  const points: Array<Point> = []
  const calls: Array<Call> = []
  for (const file of devFiles(datasets)) {
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
          const ok = d.found ? present && (spec.kind === "presence" || expValue === null || d.value === expValue) : present
          points.push({ half, group: groupOf(spec, d.found), found: d.found, conf: d.confidence, ok })
        }
      }
    }
  }
  return { points, calls }
}

const BINS = 10

/** Bins of 0.1: count, mean confidence, share true. */
export const reliability = (points: ReadonlyArray<Point>) =>
  Array.from({ length: BINS }, (_, b) => {
    const inBin = points.filter((p) => Math.min(BINS - 1, Math.floor(p.conf * BINS)) === b)
    return {
      from: b / BINS,
      n: inBin.length,
      conf: inBin.reduce((s, p) => s + p.conf, 0) / Math.max(1, inBin.length),
      rate: inBin.filter((p) => p.ok).length / Math.max(1, inBin.length)
    }
  })

export const ece = (points: ReadonlyArray<Point>): number =>
  reliability(points).reduce((s, b) => s + (b.n / Math.max(1, points.length)) * Math.abs(b.conf - b.rate), 0)

/** The cascade at `threshold`: share of calls kept local, share of wrong local statuses sent to the model. */
export const cascadeAt = (calls: ReadonlyArray<Call>, threshold: number) => {
  const sure = confidentAbove(threshold)
  const local = calls.filter((c) => sure(c.detections, c.manifest))
  const misses = calls.filter((c) => !c.statusOk)
  const sent = misses.filter((c) => !sure(c.detections, c.manifest))
  return { local: local.length / Math.max(1, calls.length), missesSent: sent.length / Math.max(1, misses.length), misses: misses.length, calls: calls.length }
}

const f3 = (x: number) => x.toFixed(3)

/** Prints the reliability tables, ECE and the cascade figures per half. */
export const printCalibration = (datasets: string, threshold: number = DEFAULT_CASCADE_THRESHOLD): void => {
  const { points, calls } = collect(datasets, false)
  console.log(`\n== confidence per half (${devFiles(datasets).join(", ")}; calibration: src/scoring/embedded/engine/calibration.ts) ==`)
  for (const half of ["tune", "check"] as const) {
    const mine = points.filter((p) => p.half === half)
    for (const found of [true, false]) {
      const set = mine.filter((p) => p.found === found)
      console.log(`${half} half, ${found ? "found" : "not found"}: ${set.length} detections, ECE ${f3(ece(set))}`)
      for (const b of reliability(set)) {
        if (b.n > 0) console.log(`  ${f3(b.from).slice(0, 3)}–${f3(b.from + 0.1).slice(0, 3)}  n ${String(b.n).padStart(4)}  mean confidence ${f3(b.conf)}  present ${f3(b.rate)}`)
      }
    }
    const c = cascadeAt(calls.filter((x) => x.half === half), threshold)
    console.log(
      `${half} half, cascade at threshold ${threshold}: ${f3(c.local)} of ${c.calls} calls local; ` +
        `${f3(c.missesSent)} of the ${c.misses} calls with a wrong local status sent to the model`
    )
  }
}
