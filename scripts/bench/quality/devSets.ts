// bench:quality on the hand-labelled dev sets (datasets/FORMAT.md): every case scored in process,
// its figures reported per half. A case's half is fixed by its id (the first byte of SHA-256,
// even: tune, odd: check): change banks and rules only from what the tune half shows, and
// judge a change by the check half.
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assertExamples } from "../../../src/domain/assertions.js"
import type { Criteria } from "../../../src/domain/criteria.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { buildResult } from "../../../src/domain/result.js"
import type { Manifest, Message } from "../../../src/domain/types.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../../src/scoring/cascade/cascade.js"
import { recheckPlainWording, statusMoved } from "../../../src/scoring/cascade/stability.js"
import { unsureOfStatusAt } from "../../../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { reliabilityTable } from "./reliability.js"
import { type CalibrationPoint, ece, f1, mean, pct } from "./stats.js"

export const DEV_FILES = ["quality-dev.json", "quality-dev2.json"]

export type Half = "tune" | "check"
export const halfOf = (id: string): Half => ((createHash("sha256").update(id).digest()[0]! & 1) === 0 ? "tune" : "check")

interface Case {
  readonly id: string
  readonly input_type: string
  readonly input: ReadonlyArray<Message>
  readonly expect: {
    readonly status: string
    readonly next_action: string
    readonly found: Readonly<Record<string, boolean>>
    readonly values: Readonly<Record<string, string>>
    readonly negated: ReadonlyArray<string>
  }
}
interface Suite {
  readonly id: string
  readonly criteria: Criteria
  readonly cases: ReadonlyArray<Case>
}

interface DetectorOutcome {
  readonly key: string
  readonly found: boolean
  readonly expFound: boolean
  /** The classification value is the expected one (always true for presence detectors). */
  readonly valueRight: boolean
  readonly classification: boolean
  readonly negated: boolean
  readonly expNeg: boolean
  readonly confidence: number
}

/** One scored case: what the figures are computed from. */
export interface CaseRecord {
  readonly id: string
  readonly suite: string
  readonly inputType: string
  readonly half: Half
  readonly statusOk: boolean
  readonly actionOk: boolean
  readonly detectors: ReadonlyArray<DetectorOutcome>
  /** Cascade mode at its default threshold would keep the call local. */
  readonly local: boolean
  readonly cpuMs: number
  /** What was wrong, for --verbose; null when everything was right. */
  readonly wrong: string | null
}

const describe = (found: boolean, negated: boolean, value: string | null) => (found ? `found${value !== null ? `=${value}` : ""}` : negated ? "negated" : "no")

/** Every case of one dev file, scored by the embedded scorer. */
export const scoreDevFile = (path: string): { readonly name: string; readonly records: Array<CaseRecord>; readonly assertionFailures: number } => {
  const file = JSON.parse(readFileSync(path, "utf8")) as { name: string; suites: ReadonlyArray<Suite> }
  const unsure = unsureOfStatusAt(CASCADE_DEFAULT_THRESHOLD)
  const records: Array<CaseRecord> = []
  let assertionFailures = 0
  for (const suite of file.suites) {
    const manifest: Manifest = compileManifest(suite.criteria)
    const scorer = compileEmbedded(manifest)
    assertionFailures += assertExamples(manifest, scorer.score).length
    for (const c of suite.cases) scorer.score(c.input) // warm-up: measure steady-state calls
    for (const c of suite.cases) {
      const cpu0 = process.cpuUsage()
      const detections = scorer.score(c.input)
      const cpu = process.cpuUsage(cpu0)
      const result = buildResult(manifest, detections, true)
      const detectors = manifest.detectors.map((spec): DetectorOutcome => {
        const got = result.extracted_fields[spec.name]!
        const expValue = c.expect.values[spec.name] ?? null
        return {
          key: spec.builtin ?? `${suite.id}:${spec.name}`,
          found: got.found,
          expFound: c.expect.found[spec.name] === true,
          valueRight: spec.kind === "presence" || expValue === null || got.value === expValue,
          classification: spec.kind === "classification",
          negated: got.negated,
          expNeg: c.expect.negated.includes(spec.name),
          confidence: got.confidence
        }
      })
      const statusOk = result.status === c.expect.status
      // The service's cascade re-scores a call it would keep local in plain wording (stability.ts), outside the timed call.
      const again = recheckPlainWording(detections, manifest, c.input)
      const local = unsure(detections, manifest).length === 0 && (again === undefined || !statusMoved(manifest, detections, scorer.score(again)))
      const diffs = manifest.detectors.flatMap((spec, i) => {
        const d = detectors[i]!
        if (d.found === d.expFound && d.valueRight && d.negated === d.expNeg) return []
        const got = result.extracted_fields[spec.name]!
        return [`${spec.name}: got ${describe(d.found, d.negated, d.classification ? got.value : null)} want ${describe(d.expFound, d.expNeg, c.expect.values[spec.name] ?? null)} (${d.confidence})`]
      })
      records.push({
        id: c.id,
        suite: suite.id,
        inputType: c.input_type,
        half: halfOf(c.id),
        statusOk,
        actionOk: result.next_action === c.expect.next_action,
        detectors,
        local,
        cpuMs: (cpu.user + cpu.system) / 1000,
        wrong: statusOk && diffs.length === 0 ? null : `${c.id} [${c.input_type}]: status ${result.status}${statusOk ? "" : ` (want ${c.expect.status})`}; ${diffs.join("; ")}`
      })
    }
  }
  return { name: file.name, records, assertionFailures }
}

export interface Figures {
  readonly cases: number
  readonly status: number
  readonly nextAction: number
  readonly macroF1: number
  readonly values: number
  readonly negationF1: number
  readonly eceFound: number
  readonly eceNotFound: number
  readonly localShare: number
  readonly missesToModel: number
  readonly cpuMs: number
  readonly perDetector: ReadonlyMap<string, { readonly tp: number; readonly fp: number; readonly fn: number }>
  readonly found: ReadonlyArray<CalibrationPoint>
  readonly notFound: ReadonlyArray<CalibrationPoint>
}

export const figuresOf = (records: ReadonlyArray<CaseRecord>): Figures => {
  const perDetector = new Map<string, { tp: number; fp: number; fn: number }>()
  let [negTp, negFp, negFn, valueOk, valueN] = [0, 0, 0, 0, 0]
  const found: Array<CalibrationPoint> = []
  const notFound: Array<CalibrationPoint> = []
  for (const r of records) {
    for (const d of r.detectors) {
      const row = perDetector.get(d.key) ?? { tp: 0, fp: 0, fn: 0 }
      perDetector.set(d.key, row)
      if (d.found && d.expFound && d.valueRight) row.tp++
      else {
        if (d.found) row.fp++
        if (d.expFound) row.fn++
      }
      if (d.classification && d.found && d.expFound) {
        valueN++
        if (d.valueRight) valueOk++
      }
      if (d.negated && d.expNeg) negTp++
      else if (d.negated) negFp++
      else if (d.expNeg) negFn++
      // Confidence is the chance that the signal is there (decisions §11): a found signal at 0.9
      // should be right (present, in the reported category) 90% of the time, a not-found one at
      // 0.1 present 10% of the time, whatever its category (a not-found classification has none).
      if (d.found) found.push({ conf: d.confidence, ok: d.expFound && d.valueRight })
      else notFound.push({ conf: d.confidence, ok: d.expFound })
    }
  }
  const misses = records.filter((r) => !r.statusOk)
  const share = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole)
  return {
    cases: records.length,
    status: share(records.filter((r) => r.statusOk).length, records.length),
    nextAction: share(records.filter((r) => r.actionOk).length, records.length),
    macroF1: mean([...perDetector.values()].map((r) => f1(r.tp, r.fp, r.fn).f)),
    values: share(valueOk, valueN),
    negationF1: f1(negTp, negFp, negFn).f,
    eceFound: ece(found),
    eceNotFound: ece(notFound),
    localShare: share(records.filter((r) => r.local).length, records.length),
    missesToModel: share(misses.filter((r) => !r.local).length, misses.length),
    cpuMs: mean(records.map((r) => r.cpuMs)),
    perDetector,
    found,
    notFound
  }
}

/** The rows every report prints, label and figure (pooled.ts prints a subset). */
export const FIGURE_ROWS: ReadonlyArray<readonly [string, (f: Figures) => string]> = [
  ["cases", (f) => String(f.cases)],
  ["status accuracy", (f) => pct(f.status)],
  ["next_action accuracy", (f) => pct(f.nextAction)],
  ["detector macro-F1", (f) => pct(f.macroF1)],
  ["classification value accuracy", (f) => pct(f.values)],
  ["negation F1", (f) => pct(f.negationF1)],
  ["ECE, found signals", (f) => pct(f.eceFound)],
  ["ECE, not-found signals", (f) => pct(f.eceNotFound)],
  [`cascade local share (threshold ${CASCADE_DEFAULT_THRESHOLD})`, (f) => pct(f.localShare)],
  ["local status misses sent to the model", (f) => pct(f.missesToModel)],
  ["CPU per call, ms", (f) => f.cpuMs.toFixed(3)]
]

/** Prints one dev file's figures per half; `verbose` lists the tune half's wrong cases (never the check half's). */
export const reportDevFile = (datasets: string, fileName: string, verbose: boolean): (Record<Half | "all", Figures> & { readonly records: ReadonlyArray<CaseRecord> }) | null => {
  const path = join(datasets, fileName)
  if (!existsSync(path)) {
    console.log(`\n== ${fileName}: not found in ${datasets}, skipped ==`)
    return null
  }
  const { name, records, assertionFailures } = scoreDevFile(path)
  const halves = { tune: figuresOf(records.filter((r) => r.half === "tune")), check: figuresOf(records.filter((r) => r.half === "check")), all: figuresOf(records) }
  console.log(`\n== ${fileName}: ${name} ==`)
  console.log(`  ${"".padEnd(44)} ${"tune".padStart(7)} ${"check".padStart(7)} ${"all".padStart(7)}`)
  for (const [label, value] of FIGURE_ROWS) console.log(`  ${label.padEnd(44)} ${value(halves.tune).padStart(7)} ${value(halves.check).padStart(7)} ${value(halves.all).padStart(7)}`)
  console.log(`  create-time example assertion failures (custom suites): ${assertionFailures}`)
  console.log("  status by suite (tune, check):")
  for (const suite of [...new Set(records.map((r) => r.suite))]) {
    const of = (h: Half) => records.filter((r) => r.suite === suite && r.half === h)
    const cell = (h: Half) => `${of(h).filter((r) => r.statusOk).length}/${of(h).length}`
    console.log(`    ${suite.padEnd(22)} ${cell("tune").padStart(7)} ${cell("check").padStart(7)}`)
  }
  console.log("  per detector F1 (tune, check; classification value included):")
  for (const key of [...halves.all.perDetector.keys()].sort()) {
    const cell = (f: Figures) => {
      const r = f.perDetector.get(key)
      return r === undefined ? "-" : pct(f1(r.tp, r.fp, r.fn).f)
    }
    console.log(`    ${key.padEnd(40)} ${cell(halves.tune).padStart(7)} ${cell(halves.check).padStart(7)}`)
  }
  console.log("  reliability per confidence bin (n, mean confidence, share right: found right, not found present):")
  const table = reliabilityTable([
    ["found, tune", halves.tune.found],
    ["found, check", halves.check.found],
    ["not found, tune", halves.tune.notFound],
    ["not found, check", halves.check.notFound]
  ])
  for (const line of table) console.log(`  ${line}`)
  if (verbose) {
    console.log("  tune-half cases with a wrong status or detector:")
    for (const r of records) if (r.half === "tune" && r.wrong !== null) console.log(`    ${r.wrong}`)
  }
  return { ...halves, records }
}
