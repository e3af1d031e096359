// Measures a call-level model of "the local status is wrong" fitted on the twelve calibration sets
// (A–L), against the cascade's rule in hand (weakest pivot, plus the plain-wording recheck), honestly:
// leave one set out among A–L, then fitted on all of them and judged on the dev halves (text no
// routing weight was fitted on). Counts only, never a case's text.
// Run: node --import tsx scripts/bench/fitCascadeSets.ts   (FEATURES=a,b,… for a smaller model)
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { compileManifest } from "../../src/domain/manifest.js"
import { deriveStatus } from "../../src/domain/status.js"
import type { Criteria } from "../../src/domain/criteria.js"
import type { Message } from "../../src/domain/types.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../src/scoring/cascade/threshold.js"
import { plainInput, statusMoved, STABILITY_FLOOR } from "../../src/scoring/cascade/stability.js"
import { pivotsOf, statusDoubt } from "../../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { CALL_FEATURES, callFeaturesOf } from "./cascadeFeatures.js"
import { chooseL2, predict, type Row } from "./crossValidate.js"
import { fitLogistic } from "./logistic.js"
import { halfOf } from "./quality/devSets.js"

interface Call { id: string; set: string; x: number[]; wrong: boolean; doubt: number; moved: boolean; half: string }

const root = resolve(import.meta.dirname, "..", "..")
const datasets = process.env.ASSAY_DATASETS ?? join(root, "..", "shared", "datasets")
const calDir = join(root, "scripts/bench/calibration")
const calFiles = readdirSync(calDir).filter((f) => f.endsWith(".json")).sort()
const letter = (f: string) => (f.match(/own-2026-11-2\d([a-z]?)\.json/)?.[1] || "a").toUpperCase()
const FEATS = [...CALL_FEATURES, "moved"]
const kept = process.env.FEATURES === undefined ? FEATS.map((_, i) => i) : process.env.FEATURES.split(",").map((f) => FEATS.indexOf(f))

const load = (name: string, path: string): Call[] => {
  const file = JSON.parse(readFileSync(path, "utf8")) as { suites: ReadonlyArray<{ criteria: Criteria; cases: ReadonlyArray<{ id: string; input: ReadonlyArray<Message>; expect: { status: string } }> }> }
  return file.suites.flatMap((suite) => {
    const manifest = compileManifest(suite.criteria)
    const scorer = compileEmbedded(manifest)
    return suite.cases.map((c) => {
      const detections = scorer.score(c.input)
      const doubt = statusDoubt(pivotsOf(detections, manifest))
      const plain = doubt >= STABILITY_FLOOR ? plainInput(c.input) : undefined
      const moved = plain !== undefined && statusMoved(manifest, detections, scorer.score(plain))
      const x = [...callFeaturesOf(detections, manifest, c.input), moved ? 1 : 0]
      return { id: c.id, set: name, x: kept.map((i) => x[i]!), wrong: deriveStatus(manifest, detections).status !== c.expect.status, doubt, moved, half: halfOf(c.id) }
    })
  })
}

const fit = (calls: ReadonlyArray<Call>) => {
  const rows: Row[] = calls.map((c) => ({ caseId: c.id, x: c.x, y: c.wrong ? 1 : 0 }))
  const f = (rs: ReadonlyArray<Row>, l2: number) => fitLogistic(rs.map((r) => r.x), rs.map((r) => r.y), l2)
  const { l2 } = chooseL2(rows, f)
  return { l2, w: f(rows, l2) }
}
// The service's rule: sent when its weakest pivot is doubtful, or when a doubtful call's status moves in plain wording.
const ruleSent = (c: Call) => 1 - c.doubt <= CASCADE_DEFAULT_THRESHOLD || c.moved
const topHits = (calls: ReadonlyArray<Call>, risk: (c: Call) => number, k: number) => {
  if (k === 0) return 0
  const ranked = [...calls].sort((a, b) => risk(b) - risk(a))
  const cut = risk(ranked[k - 1]!)
  const above = ranked.filter((c) => risk(c) > cut)
  const tied = ranked.filter((c) => risk(c) === cut)
  return above.filter((c) => c.wrong).length + ((k - above.length) / tied.length) * tied.filter((c) => c.wrong).length
}
const report = (label: string, calls: ReadonlyArray<Call>, w: ReadonlyArray<number>) => {
  const misses = calls.filter((c) => c.wrong).length
  const sent = calls.filter(ruleSent)
  const k = sent.length
  const kFifth = Math.floor(calls.length * 0.2)
  const m = (c: Call) => predict(w, c.x)
  console.log(`  ${label.padEnd(14)} n ${String(calls.length).padStart(3)} wrong ${String(misses).padStart(2)} | rule sends ${k} (local ${(1 - k / calls.length).toFixed(3)}) hits ${sent.filter((c) => c.wrong).length}, model at same k ${topHits(calls, m, k).toFixed(1)} | 20% (${kFifth}): weakest ${topHits(calls, (c) => c.doubt, kFifth).toFixed(1)}, model ${topHits(calls, m, kFifth).toFixed(1)}`)
  return { misses, rule: sent.filter((c) => c.wrong).length, model: topHits(calls, m, k) }
}

const cal = calFiles.map((f) => load(letter(f), join(calDir, f)))
const dev = load("dev", join(datasets, "quality-dev.json"))
const dev2 = load("dev2", join(datasets, "quality-dev2.json"))
console.log("leave one calibration set out (fitted on the others, judged on it):")
let tot = { misses: 0, rule: 0, model: 0 }
cal.forEach((calls, i) => {
  const { w } = fit(cal.filter((_, j) => j !== i).flat())
  const r = report(`set ${calls[0]!.set}`, calls, w)
  tot = { misses: tot.misses + r.misses, rule: tot.rule + r.rule, model: tot.model + r.model }
})
console.log(`  pooled: wrong ${tot.misses}, rule ${tot.rule}, model ${tot.model.toFixed(1)}`)
const all = fit(cal.flat())
console.log(`fitted on A–L (L2 ${all.l2}): ${kept.map((i, j) => `${FEATS[i]} ${all.w[j + 1]!.toFixed(2)}`).join(", ")}, intercept ${all.w[0]!.toFixed(2)}`)
for (const [label, calls] of [["dev2 check", dev2.filter((c) => c.half === "check")], ["dev2 tune", dev2.filter((c) => c.half === "tune")], ["dev check", dev.filter((c) => c.half === "check")]] as const) report(label, calls, all.w)
if (process.env.DOUBTS) {
  const d2 = dev2.filter((c) => c.half === "check")
  const bins = [0, 0.01, 0.03, 0.05, 0.1, 0.15, 0.22, 0.3, 0.5, 1.01]
  for (let i = 0; i + 1 < bins.length; i++) {
    const inBin = d2.filter((c) => c.doubt >= bins[i]! && c.doubt < bins[i + 1]!)
    console.log(`  doubt ${bins[i]}–${bins[i + 1]}: calls ${inBin.length}, wrong ${inBin.filter((c) => c.wrong).length}, moved ${inBin.filter((c) => c.moved).length}`)
  }
  const pool = cal.flat()
  for (let i = 0; i + 1 < bins.length; i++) {
    const inBin = pool.filter((c) => c.doubt >= bins[i]! && c.doubt < bins[i + 1]!)
    console.log(`  A–L doubt ${bins[i]}–${bins[i + 1]}: calls ${inBin.length}, wrong ${inBin.filter((c) => c.wrong).length}`)
  }
}
if (process.env.SCAN) {
  // The service's rule at other thresholds, on the calibration sets (each set's local share and misses sent).
  for (let t = 0.7; t <= 0.861; t += 0.01) {
    const sent = (c: Call) => 1 - c.doubt <= t || c.moved
    const rows = cal.map((calls) => ({ local: 1 - calls.filter(sent).length / calls.length, hit: calls.filter((c) => c.wrong && sent(c)).length, wrong: calls.filter((c) => c.wrong).length }))
    const pool = cal.flat()
    const minLocal = Math.min(...rows.map((r) => r.local))
    const under = rows.filter((r) => r.local < 0.8).length
    console.log(`  t ${t.toFixed(2)}: pooled local ${(1 - pool.filter(sent).length / pool.length).toFixed(3)}, misses sent ${(pool.filter((c) => c.wrong && sent(c)).length / pool.filter((c) => c.wrong).length).toFixed(3)}; sets under 80% local ${under} of ${rows.length} (min ${minLocal.toFixed(3)})`)
  }
}
