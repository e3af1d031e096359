// Fits the embedded scorer's calibration stage (src/scoring/embedded/engine/calibration.ts) on
// the tune halves of the dev sets and writes the curves to calibrationCurves.ts; then prints the
// cascade's figures per threshold on the tune half, to choose ASSAY_CASCADE_THRESHOLD's default.
//
//   node --import tsx scripts/fit-calibration.ts          (ASSAY_DATASETS to point elsewhere)
//
// Per group (found / not found × pack / custom detector): the tune points sorted by the engine's
// confidence, cut into bins of at least MIN_BIN points, each bin's share present shrunk toward
// the group's (PRIOR pseudo-points), made non-decreasing by pooling adjacent violators; the
// knots are the bins' mean confidences. Re-run after any change to the scores.
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Detections } from "../src/domain/types.js"
import { calibrate, type Curve, type Curves, type Group } from "../src/scoring/embedded/engine/calibration.js"
import { cascadeAt, collect, type Point } from "./bench/calibration.js"
import { ece } from "./bench/quality/stats.js"

const datasets = process.env["ASSAY_DATASETS"] ?? join(import.meta.dirname, "..", "..", "shared", "datasets")
const MIN_BIN = 40
const PRIOR = 4
const GROUPS: ReadonlyArray<Group> = ["found_pack", "found_custom", "absent_pack", "absent_custom"]

const fitCurve = (points: ReadonlyArray<Point>): Curve => {
  if (points.length === 0) return { x: [], y: [] }
  const sorted = [...points].sort((a, b) => a.conf - b.conf)
  const base = sorted.filter((p) => p.ok).length / sorted.length
  const bins: Array<{ n: number; sumConf: number; ok: number }> = []
  let bin = { n: 0, sumConf: 0, ok: 0 }
  sorted.forEach((p, i) => {
    bin.n++
    bin.sumConf += p.conf
    bin.ok += p.ok ? 1 : 0
    // A bin closes at MIN_BIN points, never between equal confidences, and the rest joins the last.
    const next = sorted[i + 1]
    if (bin.n >= MIN_BIN && next !== undefined && next.conf > p.conf && sorted.length - i - 1 >= MIN_BIN) {
      bins.push(bin)
      bin = { n: 0, sumConf: 0, ok: 0 }
    }
  })
  if (bin.n > 0) bins.push(bin)
  // Pool adjacent violators (weighted by count) so that the curve never falls.
  const pooled: Array<{ n: number; sumConf: number; rate: number }> = []
  for (const b of bins) {
    pooled.push({ n: b.n, sumConf: b.sumConf, rate: (b.ok + PRIOR * base) / (b.n + PRIOR) })
    while (pooled.length > 1 && pooled[pooled.length - 2]!.rate > pooled[pooled.length - 1]!.rate) {
      const b2 = pooled.pop()!
      const b1 = pooled.pop()!
      pooled.push({ n: b1.n + b2.n, sumConf: b1.sumConf + b2.sumConf, rate: (b1.rate * b1.n + b2.rate * b2.n) / (b1.n + b2.n) })
    }
  }
  const r = (x: number) => Math.round(x * 10_000) / 10_000
  return { x: pooled.map((b) => r(b.sumConf / b.n)), y: pooled.map((b) => r(b.rate)) }
}

const { points, calls } = collect(datasets, true)
const tune = points.filter((p) => p.half === "tune")
const curves = Object.fromEntries(GROUPS.map((g) => [g, fitCurve(tune.filter((p) => p.group === g))])) as unknown as Curves

const body = GROUPS.map((g) => `  ${g}: { x: ${JSON.stringify(curves[g].x)}, y: ${JSON.stringify(curves[g].y)} }`).join(",\n")
writeFileSync(
  join(import.meta.dirname, "..", "src", "scoring", "embedded", "engine", "calibrationCurves.ts"),
  `// Written by scripts/fit-calibration.ts: do not edit by hand; re-fit after a change to the scores.\n` +
    `// Fitted on the tune halves of ${"`quality-dev*.json`"}: ${tune.length} detections.\n` +
    `import type { Curves } from "./calibration.js"\n\nexport const CURVES: Curves = {\n${body}\n}\n`
)

// The same points through the new curves: ECE per half, found and not found.
const specOf = (p: Point) => ({ builtin: p.group.endsWith("pack") ? "pack" : null }) as never
const recalibrated = points.map((p) => ({ ...p, conf: calibrate(specOf(p), { found: p.found, confidence: p.conf } as never, curves).confidence }))
for (const half of ["tune", "check"] as const) {
  const line = (found: boolean) => {
    const before = points.filter((p) => p.half === half && p.found === found)
    const after = recalibrated.filter((p) => p.half === half && p.found === found)
    return `${found ? "found" : "not found"} ECE ${ece(before).toFixed(3)} → ${ece(after).toFixed(3)} (${after.length})`
  }
  console.log(`${half} half: ${line(true)}; ${line(false)}`)
}

// The cascade on the tune half's calls, with the new curves applied to their raw detections.
const tuneCalls = calls
  .filter((c) => c.half === "tune")
  .map((c) => ({
    ...c,
    detections: Object.fromEntries(c.manifest.detectors.map((spec) => [spec.name, calibrate(spec, c.detections[spec.name]!, curves)])) as Detections
  }))
console.log("\ncascade on the tune half (threshold: local share, share of wrong local statuses sent to the model):")
for (let t = 0.5; t <= 0.991; t += 0.01) {
  const c = cascadeAt(tuneCalls, t)
  console.log(`  ${t.toFixed(2)}  local ${c.local.toFixed(3)}  misses sent ${c.missesSent.toFixed(3)} (${c.misses} misses of ${c.calls})`)
}

