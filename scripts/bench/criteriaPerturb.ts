// Measures a reading of a call that perturbs the CRITERIA, not the text (cascade4, docs/quality.md
// "Tried"): a call kept local whose weakest pivot is a custom detector is scored again with the
// rubric compiled without each of that detector's examples in turn (then each non-example); when
// the pivot's verdict (found / not found / category) moves under one removal, the find leans on a
// single example. For built-in pivots, which have no examples, the analogous readings: the
// pivot's deciding message also cited by a sibling detector, and a find resting on one quote.
// Each rule is "send when the weakest pivot is under the threshold, or the flag is up with doubt ≥
// a floor", compared with the threshold alone at the same local share (tied calls in proportion),
// and also with the flag beside a lower threshold. Prints counts only, never a case's text.
// Fitting ground by default (dev tune halves, sets A and B); `--judge`: the judged sets, once.
// Run: node --import tsx scripts/bench/criteriaPerturb.ts [--judge]
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import type { Criteria } from "../../src/domain/criteria.js"
import { compileManifest } from "../../src/domain/manifest.js"
import { deriveStatus } from "../../src/domain/status.js"
import type { Detection, Detections, Manifest, Message } from "../../src/domain/types.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../src/scoring/cascade/threshold.js"
import { recheckPlainWording, statusMoved } from "../../src/scoring/cascade/stability.js"
import { pivotsOf, statusDoubt } from "../../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { halfOf } from "./quality/devSets.js"

const root = resolve(import.meta.dirname, "../..")
const datasets = process.env.ASSAY_DATASETS ?? "/work/shared/datasets"
const cal = (f: string) => join(root, "scripts/bench/calibration", f)
const judge = process.argv.includes("--judge")

type Source = readonly [string, string, string | undefined]
const GROUND: ReadonlyArray<Source> = [
  ["dev tune", join(datasets, "quality-dev.json"), "tune"],
  ["dev2 tune", join(datasets, "quality-dev2.json"), "tune"],
  ["A", cal("own-2026-11-27.json"), undefined],
  ["B", cal("own-2026-11-27b.json"), undefined]
]
const JUDGED: ReadonlyArray<Source> = [
  ["dev2 check", join(datasets, "quality-dev2.json"), "check"],
  ["dev check", join(datasets, "quality-dev.json"), "check"],
  ...["c", "d", "e", "f", "g"].map((s): Source => [s.toUpperCase(), cal(`own-2026-11-27${s}.json`), undefined]),
  ...["h", "i", "j", "k"].map((s): Source => [s.toUpperCase(), cal(`own-2026-11-28${s}.json`), undefined])
]

interface Call {
  readonly doubt: number
  /** Sent by the service's plain-wording recheck when kept local by the threshold. */
  readonly unstable: boolean
  readonly wrong: boolean
  readonly custom: boolean
  readonly flags: Readonly<Record<string, number>>
}

const verdict = (d: Detection | undefined) => (d === undefined || !d.found ? "-" : `+${d.value ?? ""}`)

type Scorer = ReturnType<typeof compileEmbedded>

/** What the flag would cost the service: recompiles (cached per criteria) and re-scores per call checked. */
const cost = { compiles: 0, compileMs: 0, calls: 0, rescores: 0, rescoreMs: 0, firstMs: 0 }

/** The rubric without one of a detector's examples (or non-examples); compiled once per suite. */
const variants = (criteria: Criteria, name: string): ReadonlyArray<[string, Manifest, Scorer]> => {
  const detectors = criteria.custom_detectors ?? []
  const at = detectors.findIndex((d) => d.name === name)
  if (at < 0) return []
  const d = detectors[at]!
  const categoryOf = (e: (typeof d.examples)[number]) => (typeof e === "string" ? null : (e.category ?? null))
  const out: Array<[string, Manifest, Scorer]> = []
  const build = (kind: string, changed: typeof d) => {
    const c = { ...criteria, custom_detectors: detectors.map((x, i) => (i === at ? changed : x)) }
    const t0 = performance.now()
    const manifest = compileManifest(c)
    out.push([kind, manifest, compileEmbedded(manifest)])
    cost.compiles++
    cost.compileMs += performance.now() - t0
  }
  d.examples.forEach((e, i) => {
    const rest = d.examples.filter((_, j) => j !== i)
    // A category left with no example is another rubric, not a perturbation of this one.
    const cat = categoryOf(e)
    if (rest.length === 0 || (cat !== null && !rest.some((r) => categoryOf(r) === cat))) return
    build("example", { ...d, examples: rest })
  })
  ;(d.non_examples ?? []).forEach((_, i) => build("non", { ...d, non_examples: (d.non_examples ?? []).filter((__, j) => j !== i) }))
  return out
}

const load = ([, file, half]: Source): Array<Call> => {
  const set = JSON.parse(readFileSync(file, "utf8")) as {
    suites: ReadonlyArray<{ criteria: Criteria; cases: ReadonlyArray<{ id: string; input: ReadonlyArray<Message>; expect: { status: string } }> }>
  }
  return set.suites.flatMap((suite) => {
    const manifest = compileManifest(suite.criteria)
    const scorer = compileEmbedded(manifest)
    const cache = new Map<string, ReadonlyArray<[string, Manifest, Scorer]>>()
    const variantsOf = (name: string) => cache.get(name) ?? (cache.set(name, variants(suite.criteria, name)), cache.get(name)!)
    return suite.cases
      .filter((c) => half === undefined || halfOf(c.id) === half)
      .map((c) => {
        const t1 = performance.now()
        const detections = scorer.score(c.input)
        cost.firstMs += performance.now() - t1
        const status = deriveStatus(manifest, detections).status
        const pivots = [...pivotsOf(detections, manifest)].sort((a, b) => b.doubt - a.doubt)
        const doubt = statusDoubt(pivots)
        const keptByThreshold = 1 - doubt > CASCADE_DEFAULT_THRESHOLD
        const again = keptByThreshold ? recheckPlainWording(detections, manifest, c.input) : undefined
        const unstable = again !== undefined && statusMoved(manifest, detections, scorer.score(again))
        const weakest = pivots[0]
        const spec = weakest === undefined ? undefined : manifest.detectors.find((s) => s.name === weakest.name)
        const custom = spec !== undefined && spec.builtin === null
        const flags: Record<string, number> = { ex_pivot: 0, non_pivot: 0, ex_status: 0, non_status: 0, crit_pivot: 0, crit_status: 0, b_shared: 0, b_single: 0 }
        if (weakest !== undefined && custom) {
          const first = verdict(Object.hasOwn(detections, weakest.name) ? detections[weakest.name] : undefined)
          const checked = variantsOf(weakest.name)
          cost.calls++
          for (const [kind, m, s] of checked) {
            const t2 = performance.now()
            const d: Detections = s.score(c.input)
            cost.rescores++
            cost.rescoreMs += performance.now() - t2
            if (verdict(Object.hasOwn(d, weakest.name) ? d[weakest.name] : undefined) !== first) flags[kind === "example" ? "ex_pivot" : "non_pivot"] = 1
            if (deriveStatus(m, d).status !== status) flags[kind === "example" ? "ex_status" : "non_status"] = 1
          }
          flags.crit_pivot = flags.ex_pivot! || flags.non_pivot! ? 1 : 0
          flags.crit_status = flags.ex_status! || flags.non_status! ? 1 : 0
        }
        if (weakest !== undefined && !custom && Object.hasOwn(detections, weakest.name)) {
          const d = detections[weakest.name]!
          const cited = new Set(d.evidence.map((e) => `${e.message_index}:${e.quote}`))
          const others = Object.entries(detections).filter(([n, o]) => n !== weakest.name && o.found)
          flags.b_shared = d.found && others.some(([, o]) => o.evidence.some((e) => cited.has(`${e.message_index}:${e.quote}`))) ? 1 : 0
          flags.b_single = d.found && d.evidence.length === 1 ? 1 : 0
        }
        flags.any_pivot = flags.crit_pivot! || flags.b_shared! ? 1 : 0
        return { doubt, unstable, wrong: status !== c.expect.status, custom, flags }
      })
  })
}

/** Wrong statuses among the k calls of highest doubt (the plain-wording sends first), ties in proportion. */
const byThreshold = (calls: ReadonlyArray<Call>, k: number) => {
  const unstable = calls.filter((c) => c.unstable && 1 - c.doubt > CASCADE_DEFAULT_THRESHOLD)
  const rest = calls.filter((c) => !unstable.includes(c))
  let hits = unstable.filter((c) => c.wrong).length
  const left = k - unstable.length
  if (left <= 0) return hits
  const ranked = [...rest].sort((a, b) => b.doubt - a.doubt)
  const cut = ranked[Math.min(left, ranked.length) - 1]!.doubt
  const above = ranked.filter((c) => c.doubt > cut)
  const tied = ranked.filter((c) => c.doubt === cut)
  hits += above.filter((c) => c.wrong).length + ((left - above.length) / tied.length) * tied.filter((c) => c.wrong).length
  return hits
}

// The service today: the threshold, then the plain-wording recheck; the flag is one more reason.
const sentBy = (t: number, flag: string | undefined, floor: number) => (c: Call) =>
  1 - c.doubt <= t || (c.unstable && 1 - c.doubt > CASCADE_DEFAULT_THRESHOLD) || (flag !== undefined && (c.flags[flag] ?? 0) > 0 && c.doubt >= floor)

const row = (label: string, calls: ReadonlyArray<Call>, t: number, flag: string | undefined, floor: number) => {
  const sent = calls.filter(sentBy(t, flag, floor))
  const wrong = calls.filter((c) => c.wrong).length
  const hits = sent.filter((c) => c.wrong).length
  return { label, n: calls.length, local: 1 - sent.length / calls.length, hits, alone: byThreshold(calls, sent.length), wrong }
}

const fmt = (r: ReturnType<typeof row>) =>
  `${r.label.padEnd(11)} local ${r.local.toFixed(3)} sent ${String(r.hits).padStart(2)}/${r.wrong} (${(r.hits / Math.max(1, r.wrong)).toFixed(3)}) vs threshold alone ${r.alone.toFixed(1)}`

const started = performance.now()
const sets = (judge ? JUDGED : GROUND).map((s) => [s[0], load(s)] as const)
console.log(`scored with recompiles in ${((performance.now() - started) / 1000).toFixed(1)} s`)
const pooled = sets.flatMap(([, calls]) => calls)
console.log(
  `cost: ${cost.compiles} recompiles, ${(cost.compileMs / Math.max(1, cost.compiles)).toFixed(0)} ms each; ${cost.calls} calls checked (custom weakest pivot, any doubt), ${(cost.rescores / Math.max(1, cost.calls)).toFixed(1)} re-scores each, ${(cost.rescoreMs / Math.max(1, cost.calls)).toFixed(1)} ms per call checked against ${(cost.firstMs / pooled.length).toFixed(1)} ms for a first reading`
)
const local = (c: Call) => 1 - c.doubt > CASCADE_DEFAULT_THRESHOLD && !c.unstable
console.log(`calls ${pooled.length}, wrong ${pooled.filter((c) => c.wrong).length}; local at the default ${pooled.filter(local).length} (${pooled.filter((c) => local(c) && c.wrong).length} wrong), custom weakest pivot ${pooled.filter((c) => local(c) && c.custom).length}`)
const flagNames = Object.keys(pooled[0]!.flags)
for (const f of flagNames) {
  const up = pooled.filter((c) => local(c) && c.flags[f]! > 0)
  console.log(`${f.padEnd(12)} local calls flagged ${String(up.length).padStart(3)}, wrong ${up.filter((c) => c.wrong).length}`)
}
const rule = process.env.RULE // flag:floor:threshold
const THRESHOLDS = (process.env.THRESHOLDS ?? "0.78,0.74,0.7").split(",").map(Number)
const candidates: Array<[string | undefined, number, number]> =
  rule !== undefined
    ? [[undefined, 0, CASCADE_DEFAULT_THRESHOLD], [rule.split(":")[0], Number(rule.split(":")[1]), Number(rule.split(":")[2])]]
    : [
        [undefined, 0, CASCADE_DEFAULT_THRESHOLD],
        ...THRESHOLDS.filter((t) => t !== CASCADE_DEFAULT_THRESHOLD).map((t): [string | undefined, number, number] => [undefined, 0, t]),
        ...flagNames.flatMap((f) => [0, 0.05].flatMap((fl) => THRESHOLDS.map((t) => [f, fl, t] as [string, number, number])))
      ]
for (const [flag, floor, t] of candidates) {
  const p = row("pooled", pooled, t, flag, floor)
  const perSet = sets.map(([label, calls]) => row(label, calls, t, flag, floor))
  const gain = perSet.reduce((s, r) => s + r.hits - r.alone, 0)
  console.log(`\n${flag ?? "threshold"} floor ${floor} t ${t}: ${fmt(p)}  gain per set summed ${gain.toFixed(1)}`)
  for (const r of perSet) console.log(`  ${fmt(r)}`)
}
