// Quality benchmark of the embedded scorer.
//
//   npm run bench:quality            (node --import tsx scripts/bench-quality.ts)
//   ASSAY_DATASETS=/path/to/datasets npm run bench:quality
//   npm run bench:quality -- --verbose   (lists every wrong case)
//   npm run bench:quality -- --seeds 4,5   (the few-shot sets under other training orders; "none" skips)
//
// Reads quality-dev.json (format: datasets/FORMAT.md) and the few-shot sets ext/*.json, and
// prints status and next-action accuracy, per-detector precision/recall/F1 and macro-F1,
// negation figures, few-shot classification accuracy, expected calibration error, timing and
// bytes allocated per call.
import { readdirSync, readFileSync } from "node:fs"
import { cpus, loadavg, totalmem } from "node:os"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"
import { assertExamples } from "../src/domain/assertions.js"
import { compileManifest } from "../src/domain/manifest.js"
import { buildResult } from "../src/domain/result.js"
import type { Criteria } from "../src/domain/criteria.js"
import type { Detections, Manifest, Message } from "../src/domain/types.js"
import { confidentAbove } from "../src/scoring/cascade/cascade.js"
import { compileEmbedded } from "../src/scoring/embedded/engine/index.js"
import { SOFTMAX_DEFAULTS } from "../src/scoring/embedded/models/softmax.js"
import { percentile, timeCalls } from "./bench/timing.js"

const here = dirname(fileURLToPath(import.meta.url))
const datasets = resolve(process.env["ASSAY_DATASETS"] ?? join(here, "..", "..", "shared", "datasets"))
const REFERENCE_CALLS = 2000
const verbose = process.argv.includes("--verbose") || process.argv.includes("-v")
// Training orders besides the committed one for the few-shot sets: `--seeds 1,2,3` (default), `--seeds none`.
const seedsOption = (): Array<number> => {
  const at = process.argv.findIndex((a) => a === "--seeds" || a.startsWith("--seeds="))
  if (at === -1) return [1, 2, 3]
  const value = process.argv[at]!.startsWith("--seeds=") ? process.argv[at]!.slice("--seeds=".length) : process.argv[at + 1]
  if (value === "none") return []
  const seeds = (value ?? "").split(",").map(Number)
  if (value === undefined || seeds.some((s) => !Number.isInteger(s))) {
    console.error(`--seeds takes whole numbers separated by commas, or "none" (got ${value ?? "nothing"})`)
    process.exit(2)
  }
  return seeds
}
const otherSeeds = seedsOption()

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

const pct = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : "n/a")
const f1 = (tp: number, fp: number, fn: number) => {
  const p = tp + fp === 0 ? 1 : tp / (tp + fp)
  const r = tp + fn === 0 ? 1 : tp / (tp + fn)
  return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) }
}
/** Calibration points: (confidence that the signal is present and right, whether it is). */
const calibration: Array<{ conf: number; ok: boolean }> = []
const ece = (points: ReadonlyArray<{ conf: number; ok: boolean }>, bins = 10) => {
  let total = 0
  for (let b = 0; b < bins; b++) {
    const inBin = points.filter((p) => Math.min(bins - 1, Math.floor(p.conf * bins)) === b)
    if (inBin.length === 0) continue
    const conf = inBin.reduce((s, p) => s + p.conf, 0) / inBin.length
    const acc = inBin.filter((p) => p.ok).length / inBin.length
    total += (inBin.length / points.length) * Math.abs(conf - acc)
  }
  return total
}

const times: Array<number> = []
const timed = (f: () => Detections): Detections => {
  const t0 = performance.now()
  const d = f()
  times.push(performance.now() - t0)
  return d
}

// ---------------------------------------------------------------------------------------------
// quality-dev

const dev = JSON.parse(readFileSync(join(datasets, "quality-dev.json"), "utf8")) as { name: string; suites: ReadonlyArray<Suite> }
console.log(`Assay embedded scorer: quality benchmark\ndatasets: ${datasets}`)
console.log(`load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(" ")}\n`)
console.log(`== ${dev.name} ==`)

let cases = 0
let statusOk = 0
let actionOk = 0
const perDetector = new Map<string, { tp: number; fp: number; fn: number; n: number }>()
let negTp = 0
let negFp = 0
let negFn = 0
let valueOk = 0
let valueN = 0
const suiteRows: Array<string> = []
const wrong: Array<string> = []
let assertionFailures = 0
/** Cascade mode: calls where every detector is confident (found ≥ 0.75, not found ≤ 0.25) stay local. */
const resolvedLocally = confidentAbove(0.75)
let localOk = 0
let localN = 0

for (const suite of dev.suites) {
  const manifest: Manifest = compileManifest(suite.criteria)
  const scorer = compileEmbedded(manifest)
  assertionFailures += assertExamples(manifest, scorer.score).length
  for (const c of suite.cases) scorer.score(c.input) // warm-up: time steady-state calls
  let sOk = 0
  for (const c of suite.cases) {
    cases++
    const detections = timed(() => scorer.score(c.input))
    const result = buildResult(manifest, detections, true)
    if (resolvedLocally(detections, manifest)) {
      localN++
      if (result.status === c.expect.status) localOk++
    }
    const okStatus = result.status === c.expect.status
    const okAction = result.next_action === c.expect.next_action
    if (okStatus) {
      statusOk++
      sOk++
    }
    if (okAction) actionOk++
    const diffs: Array<string> = []
    for (const spec of manifest.detectors) {
      const key = spec.builtin ?? `${suite.id}:${spec.name}`
      const row = perDetector.get(key) ?? { tp: 0, fp: 0, fn: 0, n: 0 }
      perDetector.set(key, row)
      const got = result.extracted_fields[spec.name]!
      const expFound = c.expect.found[spec.name] === true
      const expValue = c.expect.values[spec.name] ?? null
      const valueRight = spec.kind === "presence" || expValue === null || got.value === expValue
      row.n++
      if (got.found && expFound && valueRight) row.tp++
      else {
        if (got.found) row.fp++
        if (expFound) row.fn++
      }
      if (spec.kind === "classification" && expFound && got.found) {
        valueN++
        if (got.value === expValue) valueOk++
      }
      const expNeg = c.expect.negated.includes(spec.name)
      if (got.negated && expNeg) negTp++
      else if (got.negated) negFp++
      else if (expNeg) negFn++
      calibration.push({ conf: got.confidence, ok: expFound && valueRight })
      if (got.found !== expFound || !valueRight || got.negated !== expNeg) {
        diffs.push(
          `${spec.name}: got ${got.found ? `found${got.value !== null && spec.kind === "classification" ? `=${got.value}` : ""}` : got.negated ? "negated" : "no"}` +
            ` want ${expFound ? `found${expValue !== null ? `=${expValue}` : ""}` : expNeg ? "negated" : "no"} (${got.confidence})`
        )
      }
    }
    if (!okStatus || diffs.length > 0) {
      wrong.push(`${c.id}: status ${result.status}${okStatus ? "" : ` (want ${c.expect.status})`}; ${diffs.join("; ")}`)
    }
  }
  suiteRows.push(`  ${suite.id.padEnd(16)} ${sOk}/${suite.cases.length}`)
}

console.log(`cases: ${cases}`)
console.log(`status accuracy:      ${pct(statusOk / cases)}  (${statusOk}/${cases})`)
console.log(`next-action accuracy: ${pct(actionOk / cases)}  (${actionOk}/${cases})`)
console.log("status by suite:")
for (const r of suiteRows) console.log(r)
console.log("\nper detector (found, classification value included):")
console.log(`  ${"detector".padEnd(36)} ${"P".padStart(6)} ${"R".padStart(6)} ${"F1".padStart(6)}   tp fp fn  n`)
let macro = 0
for (const [key, r] of [...perDetector.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const { p, r: rec, f } = f1(r.tp, r.fp, r.fn)
  macro += f
  console.log(`  ${key.padEnd(36)} ${pct(p).padStart(6)} ${pct(rec).padStart(6)} ${pct(f).padStart(6)}   ${String(r.tp).padStart(2)} ${String(r.fp).padStart(2)} ${String(r.fn).padStart(2)} ${String(r.n).padStart(2)}`)
}
console.log(`macro-F1 over ${perDetector.size} detectors: ${pct(macro / perDetector.size)}`)
const neg = f1(negTp, negFp, negFn)
console.log(`negation: precision ${pct(neg.p)} recall ${pct(neg.r)} F1 ${pct(neg.f)} (tp ${negTp} fp ${negFp} fn ${negFn})`)
console.log(`classification value accuracy where both found: ${pct(valueOk / Math.max(1, valueN))} (${valueOk}/${valueN})`)
console.log(`create-time example assertion failures (custom suites): ${assertionFailures}`)
console.log(`cascade: share resolved locally (every detector ≥ 0.75 or ≤ 0.25): ${pct(localN / cases)} (${localN}/${cases}), status accuracy on those ${pct(localOk / Math.max(1, localN))}`)

// ---------------------------------------------------------------------------------------------
// Few-shot sets

interface FewShot {
  readonly categories: ReadonlyArray<string>
  readonly train: Readonly<Record<string, ReadonlyArray<string>>>
  readonly test: ReadonlyArray<{ text: string; label: string }>
  readonly test_oos?: ReadonlyArray<{ text: string; label: string }>
}

const extDir = join(datasets, "ext")
let extFiles: Array<string> = []
try {
  extFiles = readdirSync(extDir).filter((f) => f.endsWith(".json")).sort()
} catch {
  extFiles = []
}
console.log("\n== few-shot classification (one custom classification detector, labelled examples) ==")
const extTimes: Array<number> = []
/** The smallest few-shot detector (BANKING77: 770 examples, the issue's reference) and a 2 KB transcript of its test texts. */
let reference: {
  readonly file: string
  readonly examples: number
  readonly manifest: Manifest
  readonly scorer: ReturnType<typeof compileEmbedded>
  readonly input: Array<Message>
} | null = null
const seedRuns: Array<{ file: string; set: FewShot; manifest: Manifest; accuracies: Array<number>; oosAbstained: Array<number> }> = []
const fewShotManifest = (set: FewShot): Manifest => ({
  version: 1,
  template: "custom",
  framework: null,
  detectors: [
    {
      name: "intent",
      kind: "classification",
      categories: set.categories,
      required: true,
      description: "",
      question: "",
      examples: set.categories.flatMap((c) => (set.train[c] ?? []).map((text) => ({ text, category: c }))),
      nonExamples: [],
      builtin: null
    }
  ],
  triggers: [],
  rules: { required: ["intent"], escalates: "none", disqualifies: "none" }
})
for (const file of extFiles) {
  const set = JSON.parse(readFileSync(join(extDir, file), "utf8")) as FewShot
  const manifest = fewShotManifest(set)
  const t0 = performance.now()
  const scorer = compileEmbedded(manifest)
  const compileMs = performance.now() - t0
  const examples = manifest.detectors[0]!.examples.length
  if (reference === null || examples < reference.examples) {
    const input: Array<Message> = []
    for (let i = 0; JSON.stringify(input).length < 2048; i++) {
      input.push(i % 2 === 0 ? { role: "user", content: set.test[(i * 7) % set.test.length]!.text } : { role: "agent", content: "Thanks, let me check that for you. Anything else I should know?" })
    }
    reference = { file, examples, manifest, scorer, input }
  }
  let ok = 0
  let abstain = 0
  const setCalibration: Array<{ conf: number; ok: boolean }> = []
  for (const ex of set.test) {
    const t1 = performance.now()
    const d = scorer.score([{ role: "user", content: ex.text }])["intent"]!
    extTimes.push(performance.now() - t1)
    if (!d.found) abstain++
    const right = d.found && d.value === ex.label
    if (right) ok++
    setCalibration.push({ conf: d.confidence, ok: right })
  }
  const oos = set.test_oos ?? []
  const oosAbstain = oos.filter((ex) => !scorer.score([{ role: "user", content: ex.text }])["intent"]!.found).length
  const failures = assertExamples(manifest, scorer.score).length
  console.log(
    `${file.padEnd(20)} accuracy ${pct(ok / set.test.length)} (${ok}/${set.test.length}), abstained ${abstain}` +
      (oos.length > 0 ? `, out-of-scope abstained ${oosAbstain}/${oos.length}` : "") +
      `, ECE ${pct(ece(setCalibration))}, compile ${compileMs.toFixed(0)} ms, example assertion failures ${failures}`
  )
  seedRuns.push({ file, set, manifest, accuracies: [ok / set.test.length], oosAbstained: [oosAbstain] })
}
// The softmax's training order is seeded; another seed moves accuracy by about a point, so the
// committed seed's figure alone can mislead a comparison of two variants (docs/quality.md).
if (otherSeeds.length > 0 && seedRuns.length > 0) {
  console.log(`\nthe same with ${otherSeeds.length} other training orders (seeds ${otherSeeds.join(", ")}; --seeds to change, --seeds none to skip):`)
  for (const run of seedRuns) {
    for (const seed of otherSeeds) {
      const scorer = compileEmbedded(run.manifest, { ...SOFTMAX_DEFAULTS, seed })
      const ok = run.set.test.filter((ex) => {
        const d = scorer.score([{ role: "user", content: ex.text }])["intent"]!
        return d.found && d.value === ex.label
      }).length
      run.accuracies.push(ok / run.set.test.length)
      run.oosAbstained.push((run.set.test_oos ?? []).filter((ex) => !scorer.score([{ role: "user", content: ex.text }])["intent"]!.found).length)
    }
    const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
    console.log(
      `${run.file.padEnd(20)} accuracy mean ${pct(mean(run.accuracies))} over ${run.accuracies.length} orders ` +
        `(min ${pct(Math.min(...run.accuracies))}, max ${pct(Math.max(...run.accuracies))})` +
        ((run.set.test_oos ?? []).length > 0 ? `, out-of-scope abstained mean ${mean(run.oosAbstained).toFixed(1)}/${run.set.test_oos!.length}` : "")
    )
  }
}

// ---------------------------------------------------------------------------------------------

console.log("\n== calibration and speed ==")
console.log(`expected calibration error (quality-dev, 10 bins, P(present) vs truth): ${pct(ece(calibration))} over ${calibration.length} detections`)
if (verbose) {
  for (let b = 0; b < 10; b++) {
    const inBin = calibration.filter((p) => Math.min(9, Math.floor(p.conf * 10)) === b)
    if (inBin.length === 0) continue
    const conf = inBin.reduce((s, p) => s + p.conf, 0) / inBin.length
    console.log(`  bin ${(b / 10).toFixed(1)}: n ${String(inBin.length).padStart(3)}  mean confidence ${pct(conf)}  present ${pct(inBin.filter((p) => p.ok).length / inBin.length)}`)
  }
}
const mean = times.reduce((s, x) => s + x, 0) / Math.max(1, times.length)
console.log(`scoring time per call (quality-dev): mean ${mean.toFixed(3)} ms, p99 ${percentile(times, 0.99).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms`)
if (extTimes.length > 0) {
  const m = extTimes.reduce((s, x) => s + x, 0) / extTimes.length
  console.log(`scoring time per call (few-shot sets): mean ${m.toFixed(3)} ms, p99 ${percentile(extTimes, 0.99).toFixed(3)} ms`)
}
// A 2 KB transcript (17 messages) against the largest pack and against the intent detectors.
{
  const turn = (i: number): Message =>
    i % 2 === 0
      ? { role: "agent", content: "Thanks for the details. Could you tell me a little more about how your team handles this today?" }
      : { role: "user", content: "Right now we copy orders from email into a spreadsheet by hand, and it takes about ten hours a week." }
  const input: Array<Message> = []
  for (let i = 0; JSON.stringify(input).length < 2048; i++) input.push(turn(i))
  const meddic = compileEmbedded(compileManifest({ template: "lead_qualification", framework: "meddic" }))
  console.log(`2 KB transcript (${input.length} messages, meddic pack): ${timeCalls(meddic.score, input)}`)
  const intent = compileEmbedded(
    compileManifest({ template: "intent_detect", standard_detectors: ["pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human"] })
  )
  console.log(`2 KB transcript (${input.length} messages, intent_detect, 5 detectors): ${timeCalls(intent.score, input)}`)
}
if (reference !== null) {
  const r = reference as NonNullable<typeof reference>
  const label = `2 KB transcript (${r.input.length} messages, ${r.file} detector, ${r.examples} examples)`
  // The issue's p99 target: 2,000 calls, so that the p99 is not the third slowest of 300.
  console.log(`${label}: ${timeCalls(r.scorer.score, r.input, REFERENCE_CALLS)}`)
  // The same on a worker thread, as the service runs the scorer (ASSAY_SCORER_THREADS).
  const onThread = await new Promise<string>((resolve, reject) => {
    const worker = new Worker(new URL("./bench/onThread.mjs", import.meta.url), {
      workerData: { manifest: r.manifest, input: r.input, calls: REFERENCE_CALLS }
    })
    worker.once("message", (m: string) => void worker.terminate().then(() => resolve(m)))
    worker.once("error", reject)
  })
  console.log(`${label}, on a scoring thread: ${onThread}`)
}
console.log(`machine: ${cpus().length} vCPU, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average at the end ${loadavg().map((x) => x.toFixed(2)).join(" ")}`)

if (verbose && wrong.length > 0) {
  console.log("\n== cases with a wrong status or detector ==")
  for (const w of wrong) console.log(w)
}
await (await import("./bench/fewShot.js")).printFewShot(datasets)
;(await import("./bench/calibration.js")).printCalibration(datasets)
