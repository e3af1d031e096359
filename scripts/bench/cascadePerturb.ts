// Measures readings of a call that do not come from the engine's scores, as extra reasons for the
// cascade to send a call (cascade3, docs/quality.md "Tried"): (a) stability under perturbation —
// the call re-scored with each customer message left out, with the agent's turns left out, with
// the customer's words lower-cased, and with a neutral closing line added; a status that flips
// under a change that should not move it is a brittle reading; (b) structural doubt — the weakest
// pivot's cited sentence holds a reading the engine handles badly (a condition, a third party, a
// question, a correction, a denial beside a find), or the call holds quoted or forwarded text.
// Each rule is "send when the weakest pivot is under the threshold, or when the flag is up", and is
// compared with the threshold alone at the same local share (tied calls counted in proportion).
// Prints counts only, never a case's text. Fitting ground by default (dev tune halves, sets A and
// B); `--judge` prints the judged sets (quality-dev2 check, sets C–H) — once, after choosing.
// Run: node --import tsx scripts/bench/cascadePerturb.ts [--judge]
import { readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import type { Criteria } from "../../src/domain/criteria.js"
import { compileManifest } from "../../src/domain/manifest.js"
import { deriveStatus } from "../../src/domain/status.js"
import type { Message } from "../../src/domain/types.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../src/scoring/cascade/threshold.js"
import { recheckPlainWording } from "../../src/scoring/cascade/stability.js"
import { pivotsOf, statusDoubt } from "../../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { halfOf } from "./quality/devSets.js"
import { type Flags, perturbations, structureOf } from "./perturbFlags.js"

const root = resolve(import.meta.dirname, "../..")
const datasets = process.env.ASSAY_DATASETS ?? "/work/shared/datasets"
const cal = (f: string) => join(root, "scripts/bench/calibration", f)
const judge = process.argv.includes("--judge")

// [label, file, which half (undefined: all)]
const GROUND: ReadonlyArray<[string, string, string | undefined]> = [
  ["dev tune", join(datasets, "quality-dev.json"), "tune"],
  ["dev2 tune", join(datasets, "quality-dev2.json"), "tune"],
  ["A", cal("own-2026-11-27.json"), undefined],
  ["B", cal("own-2026-11-27b.json"), undefined]
]
const JUDGED: ReadonlyArray<[string, string, string | undefined]> = [
  ["dev2 check", join(datasets, "quality-dev2.json"), "check"],
  ["dev check", join(datasets, "quality-dev.json"), "check"],
  ["C", cal("own-2026-11-27c.json"), undefined],
  ["D", cal("own-2026-11-27d.json"), undefined],
  ["E", cal("own-2026-11-27e.json"), undefined],
  ["F", cal("own-2026-11-27f.json"), undefined],
  ["G", cal("own-2026-11-27g.json"), undefined],
  ...["h", "i", "j", "k"].map((s): [string, string, undefined] => [s.toUpperCase(), cal(`own-2026-11-28${s}.json`), undefined])
]

interface Call {
  /** Re-scored by the service's recheck (kept local by the threshold, some doubt, wording to change). */
  readonly rescored: boolean
  readonly doubt: number
  readonly wrong: boolean
  readonly flags: Flags
}

const load = ([, file, half]: [string, string, string | undefined]): Array<Call> => {
  const set = JSON.parse(readFileSync(file, "utf8")) as {
    suites: ReadonlyArray<{ criteria: Criteria; cases: ReadonlyArray<{ id: string; input: ReadonlyArray<Message>; expect: { status: string } }> }>
  }
  return set.suites.flatMap((suite) => {
    const manifest = compileManifest(suite.criteria)
    const scorer = compileEmbedded(manifest)
    const statusOf = (input: ReadonlyArray<Message>) => deriveStatus(manifest, scorer.score(input)).status
    return suite.cases
      .filter((c) => half === undefined || halfOf(c.id) === half)
      .map((c) => {
        const detections = scorer.score(c.input)
        const status = deriveStatus(manifest, detections).status
        const pivots = [...pivotsOf(detections, manifest)].sort((a, b) => b.doubt - a.doubt)
        const tried = perturbations(c.input, detections, pivots)
        const flips: Record<string, number> = Object.fromEntries(tried.map((p) => [p.name, p.inputs.some((i) => statusOf(i) !== status) ? 1 : 0]))
        // Any change that should keep the meaning moved the status (not a cited message left out).
        const kept = Object.entries(flips).filter(([name]) => name !== "drop_any")
        const flipped = kept.filter(([, v]) => v > 0).length
        const structure = structureOf(c.input, detections, pivots)
        return {
          rescored: 1 - statusDoubt(pivots) > CASCADE_DEFAULT_THRESHOLD && recheckPlainWording(detections, manifest, c.input) !== undefined,
          doubt: statusDoubt(pivots),
          wrong: status !== c.expect.status,
          flags: { ...flips, tta: flipped > 0 ? 1 : 0, tta2: flipped > 1 ? 1 : 0, tta_third: flipped > 0 || structure.s_third! > 0 ? 1 : 0, plain_third: flips.plain! > 0 || structure.s_third! > 0 ? 1 : 0, ...structure }
        }
      })
  })
}

/** Wrong statuses among the k calls of highest doubt, tied calls at the cut in proportion. */
const byThreshold = (calls: ReadonlyArray<Call>, k: number) => {
  if (k <= 0) return 0
  const ranked = [...calls].sort((a, b) => b.doubt - a.doubt)
  const cut = ranked[Math.min(k, ranked.length) - 1]!.doubt
  const above = ranked.filter((c) => c.doubt > cut)
  const tied = ranked.filter((c) => c.doubt === cut)
  return above.filter((c) => c.wrong).length + ((k - above.length) / tied.length) * tied.filter((c) => c.wrong).length
}

const sentAt = (t: number, flag: string | undefined, floor: number) => (c: Call) =>
  1 - c.doubt <= t || (flag !== undefined && flag.split("|").some((f) => (c.flags[f] ?? 0) > 0) && c.doubt >= floor)

const row = (label: string, calls: ReadonlyArray<Call>, t: number, flag: string | undefined, floor: number) => {
  const sent = calls.filter(sentAt(t, flag, floor))
  const wrong = calls.filter((c) => c.wrong).length
  const hits = sent.filter((c) => c.wrong).length
  const alone = byThreshold(calls, sent.length)
  return { label, n: calls.length, local: 1 - sent.length / calls.length, hits, alone, wrong }
}

const fmt = (r: ReturnType<typeof row>) =>
  `${r.label.padEnd(11)} local ${r.local.toFixed(3)} sent ${String(r.hits).padStart(2)}/${r.wrong} (${(r.hits / Math.max(1, r.wrong)).toFixed(3)}) vs threshold alone ${r.alone.toFixed(1)}`

const sets = (judge ? JUDGED : GROUND).map((s) => [s[0], load(s)] as const)
const pooled = sets.flatMap(([, calls]) => calls)
const flagNames = Object.keys(pooled[0]!.flags)
// DUMP=path: the per-call figures (doubt, wrong, flags; no text) for analysis outside this script.
if (process.env.DUMP !== undefined) writeFileSync(process.env.DUMP, JSON.stringify(sets.map(([label, calls]) => ({ label, calls }))))
console.log(`calls ${pooled.length}, wrong ${pooled.filter((c) => c.wrong).length}, re-scored by the service's recheck ${pooled.filter((c) => c.rescored).length}`)
for (const f of flagNames) {
  const up = pooled.filter((c) => c.flags[f]! > 0)
  const local = up.filter((c) => 1 - c.doubt > CASCADE_DEFAULT_THRESHOLD)
  console.log(`${f.padEnd(14)} up ${String(up.length).padStart(4)} wrong ${String(up.filter((c) => c.wrong).length).padStart(3)}; of those kept local at the default: ${local.length} calls, ${local.filter((c) => c.wrong).length} wrong`)
}
const rule = process.env.RULE // flag:floor:threshold, e.g. drop_other:0.05:0.78
const candidates: Array<[string | undefined, number, number]> =
  rule !== undefined
    ? [[undefined, 0, CASCADE_DEFAULT_THRESHOLD], [rule.split(":")[0], Number(rule.split(":")[1]), Number(rule.split(":")[2])]]
    : [[undefined, 0, CASCADE_DEFAULT_THRESHOLD], ...[...flagNames, ...(process.env.EXTRA ?? "").split(",").filter((f) => f.length > 0)].flatMap((f) => [0, 0.02, 0.05, 0.1].map((fl) => [f, fl, CASCADE_DEFAULT_THRESHOLD] as [string, number, number]))]
for (const [flag, floor, t] of candidates) {
  const p = row("pooled", pooled, t, flag, floor)
  console.log(`\n${flag ?? "threshold"} floor ${floor} t ${t}: ${fmt(p)}  gain ${(p.hits - p.alone).toFixed(1)}`)
  for (const [label, calls] of sets) console.log(`  ${fmt(row(label, calls, t, flag, floor))}`)
}
