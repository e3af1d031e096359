// Measures a call-level model of "the local status is wrong" (src/scoring/cascade/callFeatures.ts)
// against the cascade's rule in hand (the weakest pivot, statusRisk.ts), honestly: fitted on
// calibration set A and judged on B, fitted on B and judged on A, fitted on A+B and judged on the
// dev files' halves. Each comparison sends as many calls as the rule in hand sends at its default
// on the judged set (the same local share) and counts the wrong statuses among them.
// Prints counts only, never a case's text. Run: node --import tsx scripts/fit-cascade.ts
// [--ab-only: the cross-fits only] (FEATURES=a,b,… for a smaller model). It writes nothing: on
// 11-27 no feature set beat the weakest pivot on both cross-fits (docs/quality.md, "Tried").
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { compileManifest } from "../src/domain/manifest.js"
import { deriveStatus } from "../src/domain/status.js"
import type { Criteria } from "../src/domain/criteria.js"
import type { Message } from "../src/domain/types.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../src/scoring/cascade/threshold.js"
import { CALL_FEATURES, callFeaturesOf } from "./bench/cascadeFeatures.js"
import { pivotsOf, statusDoubt } from "../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../src/scoring/embedded/engine/index.js"
import { chooseL2, predict, type Row } from "./bench/crossValidate.js"
import { fitLogistic } from "./bench/logistic.js"
import { type Half, halfOf } from "./bench/quality/devSets.js"

interface Call {
  readonly id: string
  readonly set: string
  readonly x: ReadonlyArray<number>
  readonly wrong: boolean
  /** The rule in hand's doubt of the call (its weakest pivot's). */
  readonly doubt: number
}

const root = resolve(import.meta.dirname, "..")
const datasets = process.env.ASSAY_DATASETS ?? "/work/shared/datasets"
const SETS: Record<string, string> = {
  A: join(root, "scripts/bench/calibration/own-2026-11-27.json"),
  B: join(root, "scripts/bench/calibration/own-2026-11-27b.json"),
  dev: join(datasets, "quality-dev.json"),
  dev2: join(datasets, "quality-dev2.json")
}

const load = (name: string): Array<Call & { half: Half }> => {
  const file = JSON.parse(readFileSync(SETS[name]!, "utf8")) as {
    suites: ReadonlyArray<{ criteria: Criteria; cases: ReadonlyArray<{ id: string; input: ReadonlyArray<Message>; expect: { status: string } }> }>
  }
  return file.suites.flatMap((suite) => {
    const manifest = compileManifest(suite.criteria)
    const scorer = compileEmbedded(manifest)
    return suite.cases.map((c) => {
      const detections = scorer.score(c.input)
      return {
        id: c.id,
        set: name,
        half: halfOf(c.id),
        x: pick(callFeaturesOf(detections, manifest, c.input)),
        wrong: deriveStatus(manifest, detections).status !== c.expect.status,
        doubt: statusDoubt(pivotsOf(detections, manifest))
      }
    })
  })
}

// FEATURES=a,b,… keeps only those features (to compare smaller models on the cross-fits).
const kept = process.env.FEATURES === undefined ? CALL_FEATURES.map((_, i) => i) : process.env.FEATURES.split(",").map((f) => CALL_FEATURES.indexOf(f as (typeof CALL_FEATURES)[number]))
const pick = (x: ReadonlyArray<number>) => kept.map((i) => x[i]!)

const rowsOf = (calls: ReadonlyArray<Call>): Array<Row> => calls.map((c) => ({ caseId: c.id, x: c.x, y: c.wrong ? 1 : 0 }))

const fit = (calls: ReadonlyArray<Call>) => {
  const rows = rowsOf(calls)
  const fitRows = (rs: ReadonlyArray<Row>, l2: number) => fitLogistic(rs.map((r) => r.x), rs.map((r) => r.y), l2)
  const { l2 } = chooseL2(rows, fitRows)
  return { l2, w: fitRows(rows, l2) }
}

/** The calls the rule in hand sends at its default, and the model's top as many by its risk. */
const compare = (label: string, calls: ReadonlyArray<Call>, w: ReadonlyArray<number>) => {
  const sentToday = calls.filter((c) => 1 - c.doubt <= CASCADE_DEFAULT_THRESHOLD)
  const k = sentToday.length
  const ranked = [...calls].sort((a, b) => predict(w, b.x) - predict(w, a.x))
  const misses = calls.filter((c) => c.wrong).length
  const todayHit = sentToday.filter((c) => c.wrong).length
  const modelHit = ranked.slice(0, k).filter((c) => c.wrong).length
  console.log(`  ${label.padEnd(26)} calls ${String(calls.length).padStart(3)}, wrong ${String(misses).padStart(2)}, sent ${String(k).padStart(2)} (local ${(1 - k / calls.length).toFixed(3)}): rule in hand ${todayHit} (${(todayHit / misses).toFixed(3)}), model ${modelHit} (${(modelHit / misses).toFixed(3)})`)
  return { todayHit, modelHit }
}

/**
 * Wrong statuses among the `k` riskiest calls by `risk`; calls tied at the cut count in
 * proportion (a rule cannot tell tied calls apart, so it sends a share of them at random).
 */
const topHits = (calls: ReadonlyArray<Call>, risk: (c: Call) => number, k: number) => {
  const ranked = [...calls].sort((a, b) => risk(b) - risk(a))
  if (k === 0) return 0
  const cut = risk(ranked[k - 1]!)
  const above = ranked.filter((c) => risk(c) > cut)
  const tied = ranked.filter((c) => risk(c) === cut)
  const share = (k - above.length) / tied.length
  return above.filter((c) => c.wrong).length + share * tied.filter((c) => c.wrong).length
}

/** Both rankings sending exactly a fifth of the calls (80% local). */
const atFifth = (label: string, calls: ReadonlyArray<Call>, w: ReadonlyArray<number>) => {
  const k = Math.floor(calls.length * 0.2)
  const misses = calls.filter((c) => c.wrong).length
  const today = topHits(calls, (c) => c.doubt, k)
  const model = topHits(calls, (c) => predict(w, c.x), k)
  console.log(`  ${label.padEnd(26)} 20% sent (${k}): rule in hand ${today.toFixed(1)}/${misses} (${(today / misses).toFixed(3)}), model ${model.toFixed(1)} (${(model / misses).toFixed(3)})`)
}

/** The highest risk line under which each of `sets` keeps at least `share` of its calls local. */
const lineFor = (w: ReadonlyArray<number>, sets: ReadonlyArray<ReadonlyArray<Call>>, share = 0.8) => {
  const risks = [...new Set(sets.flat().map((c) => predict(w, c.x)))].sort((a, b) => a - b)
  return risks.find((line) => sets.every((calls) => calls.filter((c) => predict(w, c.x) <= line).length / calls.length >= share)) ?? 1
}

const at = (label: string, calls: ReadonlyArray<Call>, w: ReadonlyArray<number>, line: number) => {
  const sent = calls.filter((c) => predict(w, c.x) > line)
  const misses = calls.filter((c) => c.wrong).length
  console.log(`  ${label.padEnd(26)} local ${(1 - sent.length / calls.length).toFixed(3)}, misses sent ${sent.filter((c) => c.wrong).length}/${misses} (${(sent.filter((c) => c.wrong).length / Math.max(1, misses)).toFixed(3)})`)
}

const all = Object.fromEntries(Object.keys(SETS).map((name) => [name, load(name)]))
const [A, B] = [all.A!, all.B!]
const half = (name: string, h: Half) => all[name]!.filter((c) => c.half === h)

const show = (w: ReadonlyArray<number>, l2: number) =>
  console.log(`  L2 ${l2}; weights: intercept ${w[0]!.toFixed(2)}, ${kept.map((j) => CALL_FEATURES[j]!).map((f, i) => `${f} ${w[i + 1]!.toFixed(2)}`).join(", ")}`)

/** Fitted on one calibration set, judged on the other: at the rule's local share, at 20% sent, and at the fitted set's 80% line. */
const crossFit = (fitName: string, fitOn: typeof A, judgeName: string, judgeOn: typeof A) => {
  const fitted = fit(fitOn)
  show(fitted.w, fitted.l2)
  compare(judgeName, judgeOn, fitted.w)
  atFifth(judgeName, judgeOn, fitted.w)
  at(`${judgeName} at ${fitName}'s 80% line`, judgeOn, fitted.w, lineFor(fitted.w, [fitOn]))
}
console.log("fitted on A, judged on B (same local share as the rule in hand):")
crossFit("A", A, "B", B)
console.log("fitted on B, judged on A:")
crossFit("B", B, "A", A)
if (process.argv.includes("--ab-only")) process.exit(0)
console.log("fitted on A+B, judged on the dev halves:")
const pooled = fit([...A, ...B])
show(pooled.w, pooled.l2)
for (const [name, h] of [["dev2", "check"], ["dev2", "tune"], ["dev", "check"], ["dev", "tune"]] as const) {
  compare(`${name} ${h}`, half(name, h), pooled.w)
  atFifth(`${name} ${h}`, half(name, h), pooled.w)
}
const line = lineFor(pooled.w, [A, B])
console.log(`at the line keeping each of A and B ≥ 80% local (${line.toFixed(3)}):`)
for (const [name, h] of [["dev2", "check"], ["dev2", "tune"], ["dev", "check"], ["dev", "tune"]] as const) at(`${name} ${h}`, half(name, h), pooled.w, line)
at("A (in sample)", A, pooled.w, line)
at("B (in sample)", B, pooled.w, line)
