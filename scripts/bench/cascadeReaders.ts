// Ranks the calls the embedded scorer gets wrong by readers built apart from the detectors'
// confidences (round "cascade", 11-28), on the fitting ground only: the dev files' tune halves and
// calibration sets A–G. Counts only, never a case's text. Readers (callShape.ts and below): customer
// sentences no detection cites while the status hinges on a signal not found, the text's shape (a
// quoted chain, a form, a long exchange), and base rates learned on the other fitting sets (how often a
// call of this family and status, or hinging on this kind of pivot, is wrong). Printed: each reader as a
// bonus on the weakest pivot's doubt at 80% local; among the calls today's rule keeps local, how often a
// flagged one is wrong; two-dimensional rules (doubt, or a kind's rate with some doubt) in sample and
// chosen on the other sets, against the threshold alone chosen the same way.
// Run: node --import tsx scripts/bench/cascadeReaders.ts   (judges, H–Q and dev2's check half, only through the gate)
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { compileManifest } from "../../src/domain/manifest.js"
import { deriveStatus } from "../../src/domain/status.js"
import type { Criteria } from "../../src/domain/criteria.js"
import type { Message } from "../../src/domain/types.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../src/scoring/cascade/threshold.js"
import { plainInput, statusMoved, STABILITY_FLOOR } from "../../src/scoring/cascade/stability.js"
import { pivotsOf, statusDoubt } from "../../src/scoring/cascade/statusRisk.js"
import { callShapeOf, type CallShape } from "./callShape.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { halfOf } from "./quality/devSets.js"

interface Call extends CallShape {
  readonly set: string
  readonly family: string
  readonly status: string
  readonly wrong: boolean
  readonly doubt: number
  readonly moved: boolean
  /** The status's pivots by kind (built-in key, or custom kind and role) and side, weakest first. */
  readonly pivotKeys: ReadonlyArray<string>
}

const root = resolve(import.meta.dirname, "..", "..")
const datasets = process.env.ASSAY_DATASETS ?? join(root, "..", "shared", "datasets")
const calDir = join(root, "scripts/bench/calibration")
const letter = (f: string) => (f.match(/own-2026-11-2\d([a-z]?)\.json/)?.[1] || "a").toUpperCase()
const FIT_SETS = new Set(["A", "B", "C", "D", "E", "F", "G"])

const load = (name: string, path: string, half?: string): Call[] => {
  const file = JSON.parse(readFileSync(path, "utf8")) as { suites: ReadonlyArray<{ criteria: Criteria; cases: ReadonlyArray<{ id: string; input: ReadonlyArray<Message>; expect: { status: string } }> }> }
  return file.suites.flatMap((suite) => {
    const manifest = compileManifest(suite.criteria)
    const scorer = compileEmbedded(manifest)
    return suite.cases
      .filter((c) => half === undefined || halfOf(c.id) === half)
      .map((c) => {
        const detections = scorer.score(c.input)
        const pivots = [...pivotsOf(detections, manifest)].sort((a, b) => b.doubt - a.doubt)
        const doubt = statusDoubt(pivots)
        const keyOf = (name: string) => {
          const spec = manifest.detectors.find((d) => d.name === name)!
          const side = detections[name]?.found === true ? "found" : "absent"
          return `${spec.builtin ?? `custom:${spec.kind}:${spec.required ? "req" : "opt"}`}:${side}`
        }
        const plain = doubt >= STABILITY_FLOOR ? plainInput(c.input) : undefined
        const status = deriveStatus(manifest, detections).status
        return {
          ...callShapeOf(detections, manifest, c.input),
          set: name,
          family: manifest.framework ?? manifest.template,
          status,
          wrong: status !== c.expect.status,
          doubt,
          pivotKeys: pivots.map((p) => keyOf(p.name)),
          moved: plain !== undefined && statusMoved(manifest, detections, scorer.score(plain))
        }
      })
  })
}

const calFiles = readdirSync(calDir).filter((f) => f.endsWith(".json")).sort()
const fitting = [
  load("dev tune", join(datasets, "quality-dev.json"), "tune"),
  load("dev2 tune", join(datasets, "quality-dev2.json"), "tune"),
  ...calFiles.filter((f) => FIT_SETS.has(letter(f))).map((f) => load(letter(f), join(calDir, f)))
]

const todaySent = (t: number) => (c: Call) => 1 - c.doubt <= t || c.moved
const tally = (calls: ReadonlyArray<Call>, sent: (c: Call) => boolean) => ({
  n: calls.length,
  local: calls.filter((c) => !sent(c)).length,
  wrong: calls.filter((c) => c.wrong).length,
  hit: calls.filter((c) => c.wrong && sent(c)).length
})

// Per family and status, the share of wrong calls on the fitting ground, the set in question left out.
const baseRate = (pool: ReadonlyArray<Call>) => {
  const cells = new Map<string, { n: number; w: number }>()
  for (const c of pool) {
    const k = `${c.family}/${c.status}`
    const cell = cells.get(k) ?? { n: 0, w: 0 }
    cells.set(k, { n: cell.n + 1, w: cell.w + (c.wrong ? 1 : 0) })
  }
  return (c: Call) => {
    const cell = cells.get(`${c.family}/${c.status}`)
    return cell === undefined ? 0 : (cell.w + 1) / (cell.n + 4)
  }
}

const allFit = fitting.flat()
const rateOut = new Map<Call, number>()
for (const calls of fitting) {
  const rate = baseRate(fitting.filter((s) => s !== calls).flat())
  for (const c of calls) rateOut.set(c, rate(c))
}
const rateAll = baseRate(allFit)
const rateOf = (c: Call) => rateOut.get(c) ?? rateAll(c)

type Risk = (c: Call) => number
// Today's rule as a ranking: a call whose status moves in plain wording is sent first, then by its weakest pivot.
const MOVED = 10
const withMoved = (risk: Risk): Risk => (c) => (c.moved ? MOVED : 0) + risk(c)
// The most misses a ranking sends while keeping at least `local` of the calls (ties split pro rata).
const sentAt = (calls: ReadonlyArray<Call>, risk: Risk, local: number) => {
  const k = calls.length - Math.ceil(local * calls.length - 1e-9)
  if (k <= 0) return 0
  const ranked = [...calls].sort((a, b) => risk(b) - risk(a))
  const cut = risk(ranked[k - 1]!)
  const above = ranked.filter((c) => risk(c) > cut)
  const tied = ranked.filter((c) => risk(c) === cut)
  return above.filter((c) => c.wrong).length + ((k - above.length) / tied.length) * tied.filter((c) => c.wrong).length
}

// Per pivot kind and side, the share of wrong calls among those hinging on it, the set in question left out.
const pivotRate = (pool: ReadonlyArray<Call>) => {
  const cells = new Map<string, { n: number; w: number }>()
  for (const c of pool) {
    for (const k of c.pivotKeys) {
      const cell = cells.get(k) ?? { n: 0, w: 0 }
      cells.set(k, { n: cell.n + 1, w: cell.w + (c.wrong ? 1 : 0) })
    }
  }
  return (c: Call) => Math.max(0, ...c.pivotKeys.map((k) => { const cell = cells.get(k); return cell === undefined ? 0 : (cell.w + 1) / (cell.n + 4) }))
}
const pivotOut = new Map<Call, number>()
for (const calls of fitting) {
  const rate = pivotRate(fitting.filter((s) => s !== calls).flat())
  for (const c of calls) pivotOut.set(c, rate(c))
}

const FEATURES: Record<string, Risk> = {
  pivot_rate: (c) => pivotOut.get(c) ?? 0,
  no_pivot: (c) => (c.pivotKeys.length === 0 ? 1 : 0),
  uncited_notfound: (c) => (c.weakestNotFound ? Math.min(c.uncited, 3) / 3 : 0),
  uncited_share_notfound: (c) => (c.weakestNotFound ? c.uncitedShare : 0),
  chain: (c) => (c.chain ? 1 : 0),
  form: (c) => (c.form ? 1 : 0),
  long: (c) => (c.long ? 1 : 0),
  family_rate: (c) => rateOf(c)
}

const base = tally(allFit, todaySent(CASCADE_DEFAULT_THRESHOLD))
const local = base.local / base.n
const doubtOnly = withMoved((c) => c.doubt)
console.log(`fitting ground (dev tune halves, sets A–G): ${base.n} calls, ${base.wrong} wrong; today's rule: local ${local.toFixed(3)}, sent ${base.hit}; as a ranking at that share ${sentAt(allFit, doubtOnly, local).toFixed(1)}`)
console.log(`at 0.80 local: weakest pivot ${sentAt(allFit, doubtOnly, 0.8).toFixed(1)}`)
const perSet = (risk: Risk) => fitting.map((calls) => `${calls[0]!.set} ${sentAt(calls, risk, 0.8).toFixed(1)}/${calls.filter((c) => c.wrong).length}`).join(", ")
console.log(`  per set at 0.80 (sent/wrong): ${perSet(doubtOnly)}`)
// A reader ranks by doubt plus a weight times its feature; the weight scanned, the best reported (in sample).
for (const [name, feature] of Object.entries(FEATURES)) {
  const scan = [0.02, 0.05, 0.1, 0.2, 0.4].map((w) => ({ w, hit: sentAt(allFit, withMoved((c) => c.doubt + w * feature(c)), 0.8) }))
  console.log(`  ${name.padEnd(24)} ${scan.map((s) => `w ${s.w}: ${s.hit.toFixed(1)}`).join(", ")}`)
}
const combo = (w: number, v: number): Risk => withMoved((c) => c.doubt + w * FEATURES.pivot_rate!(c) + v * FEATURES.uncited_notfound!(c))
for (const w of [0, 0.1, 0.2, 0.4]) {
  console.log(`  pivot_rate ${w} + uncited_notfound: ${[0, 0.02, 0.05, 0.1].map((v) => `${v}: ${sentAt(allFit, combo(w, v), 0.8).toFixed(1)}`).join(", ")}`)
}
const wrongByFamily = [...new Set(allFit.map((c) => c.family))].map((f) => {
  const fam = allFit.filter((c) => c.family === f)
  const t = tally(fam, todaySent(CASCADE_DEFAULT_THRESHOLD))
  return `${f} ${t.hit}/${t.wrong} of ${t.n}`
})
console.log(`today's rule by family (sent/wrong of calls): ${wrongByFamily.join(", ")}`)
// Among the calls today's rule keeps local, how often a flagged call is wrong against an unflagged one:
// a reader worth adding would pick out kept calls far more often wrong than the rest.
const kept = allFit.filter((c) => !todaySent(CASCADE_DEFAULT_THRESHOLD)(c))
const share = (calls: ReadonlyArray<Call>) => `${calls.filter((c) => c.wrong).length}/${calls.length}`
for (const [name, feature] of Object.entries(FEATURES)) {
  const on = kept.filter((c) => feature(c) >= (name.endsWith("rate") ? 0.25 : 0.5))
  console.log(`  kept local, ${name.padEnd(24)} flagged wrong ${share(on).padStart(8)}, not flagged ${share(kept.filter((c) => !on.includes(c)))}`)
}
// Two-dimensional rules: sent when the weakest pivot is doubtful, or when the call's kind is often
// wrong and it has some doubt; every (rate, floor, threshold) keeping 80% local, the best printed.
const grid: Array<{ label: string; hit: number; local: number }> = []
for (const [name, feature] of [["family_rate", FEATURES.family_rate!], ["pivot_rate", FEATURES.pivot_rate!]] as const) {
  for (const r of [0.2, 0.25, 0.3, 0.35, 0.4, 0.5]) {
    for (const b of [0, 0.01, 0.02, 0.05, 0.1, 0.15]) {
      for (let t = 0.5; t <= 0.95; t += 0.01) {
        const sent = (c: Call) => todaySent(t)(c) || (feature(c) >= r && c.doubt >= b)
        const res = tally(allFit, sent)
        if (res.local / res.n >= 0.8) grid.push({ label: `${name} ≥ ${r}, doubt ≥ ${b}, t ${t.toFixed(2)}`, hit: res.hit, local: res.local / res.n })
      }
    }
  }
}
grid.sort((x, y) => y.hit - x.hit || y.local - x.local)
for (const g of grid.slice(0, 6)) console.log(`  ${g.label}: local ${g.local.toFixed(3)} sent ${g.hit}`)
// Honest version: each fitting set judged by the rule chosen on the others, against the threshold alone
// chosen the same way. (The kind rates are left-one-set-out per call, so the held-out set's labels still
// inform the other sets' rates used to choose; that flatters the two-dimensional rule, which loses anyway.)
type Rule = (c: Call) => boolean
const candidates: Array<{ label: string; rule: Rule }> = []
for (let t = 0.5; t <= 0.95; t += 0.01) candidates.push({ label: `t ${t.toFixed(2)}`, rule: todaySent(t) })
const thresholdOnly = candidates.length
for (const [name, feature] of [["family_rate", FEATURES.family_rate!], ["pivot_rate", FEATURES.pivot_rate!]] as const) {
  for (const r of [0.25, 0.3, 0.35, 0.4]) for (const b of [0, 0.05, 0.1]) for (let t = 0.5; t <= 0.95; t += 0.01) {
    candidates.push({ label: `${name} ≥ ${r}, doubt ≥ ${b}, t ${t.toFixed(2)}`, rule: (c) => todaySent(t)(c) || (feature(c) >= r && c.doubt >= b) })
  }
}
const chooseOn = (pool: ReadonlyArray<Call>, from: ReadonlyArray<{ label: string; rule: Rule }>) => {
  let best = from[0]!
  let bestHit = -1
  for (const cand of from) {
    const res = tally(pool, cand.rule)
    if (res.local / res.n >= 0.8 && res.hit > bestHit) [best, bestHit] = [cand, res.hit]
  }
  return best
}
let [ruleHits, thrHits, ruleLocal, thrLocal] = [0, 0, 0, 0]
for (const calls of fitting) {
  const others = fitting.filter((s) => s !== calls).flat()
  const rule = chooseOn(others, candidates)
  const thr = chooseOn(others, candidates.slice(0, thresholdOnly))
  const r = tally(calls, rule.rule)
  const t = tally(calls, thr.rule)
  ;[ruleHits, thrHits, ruleLocal, thrLocal] = [ruleHits + r.hit, thrHits + t.hit, ruleLocal + r.local, thrLocal + t.local]
  console.log(`  held out ${calls[0]!.set.padEnd(9)}: ${rule.label} → local ${(r.local / r.n).toFixed(3)} sent ${r.hit}/${r.wrong}; threshold ${thr.label} → ${(t.local / t.n).toFixed(3)} sent ${t.hit}`)
}
console.log(`  held out, pooled: two-dimensional ${ruleHits} at local ${(ruleLocal / allFit.length).toFixed(3)}, threshold alone ${thrHits} at ${(thrLocal / allFit.length).toFixed(3)}`)
