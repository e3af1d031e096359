// The cascade's default threshold, judged where it may be chosen and where it may not: the rule in
// hand (weakest pivot, calm escalations as undecided, the plain-wording recheck) at thresholds
// 0.66–0.82, pooled over the fitting ground (dev tune halves, sets A–J) and over the judges (dev
// check halves, sets K onward), and the same without the calm-escalation reading
// (src/scoring/cascade/calmEscalation.ts). The default is the highest threshold that keeps the
// fitting ground 80% local pooled; the judges' lines are read once, after. Counts only, no text.
// Run: node --import tsx scripts/bench/cascadeSweep.ts
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import type { Criteria } from "../../src/domain/criteria.js"
import { compileManifest } from "../../src/domain/manifest.js"
import { deriveStatus } from "../../src/domain/status.js"
import type { Message } from "../../src/domain/types.js"
import { plainInput, STABILITY_FLOOR, statusMoved } from "../../src/scoring/cascade/stability.js"
import { doubtOf, pivotsOf, statusDoubt } from "../../src/scoring/cascade/statusRisk.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../src/scoring/cascade/threshold.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { halfOf } from "./quality/devSets.js"
import { poolOf } from "./quality/pooled.js"

interface Call { readonly wrong: boolean; readonly doubt: number; readonly plainDoubt: number; readonly moved: boolean }
type File = { suites: ReadonlyArray<{ criteria: Criteria; cases: ReadonlyArray<{ id: string; input: ReadonlyArray<Message>; expect: { status: string } }> }> }

const root = resolve(import.meta.dirname, "..", "..")
const datasets = process.env.ASSAY_DATASETS ?? join(root, "..", "shared", "datasets")
const calDir = join(root, "scripts/bench/calibration")

const load = (path: string, keep: (id: string) => boolean): Array<Call> =>
  (JSON.parse(readFileSync(path, "utf8")) as File).suites.flatMap((suite) => {
    const manifest = compileManifest(suite.criteria)
    const scorer = compileEmbedded(manifest)
    return suite.cases.filter((c) => keep(c.id)).map((c) => {
      const detections = scorer.score(c.input)
      const pivots = pivotsOf(detections, manifest)
      const doubt = statusDoubt(pivots)
      // The same pivots' doubts read off their confidences alone (no calm-escalation reading).
      const plainDoubt = statusDoubt(pivots.map((p) => ({ ...p, doubt: doubtOf(detections[p.name]!) })))
      const plain = Math.min(doubt, plainDoubt) >= STABILITY_FLOOR ? plainInput(c.input) : undefined
      const moved = plain !== undefined && statusMoved(manifest, detections, scorer.score(plain))
      return { wrong: deriveStatus(manifest, detections).status !== c.expect.status, doubt, plainDoubt, moved }
    })
  })

const dev = ["quality-dev.json", "quality-dev2.json"].map((f) => join(datasets, f))
const sets = readdirSync(calDir).filter((f) => f.endsWith(".json")).sort()
const ground = [...dev.flatMap((p) => load(p, (id) => halfOf(id) === "tune")), ...sets.filter((f) => poolOf(f) === "ground").flatMap((f) => load(join(calDir, f), () => true))]
const judges = [...dev.flatMap((p) => load(p, (id) => halfOf(id) === "check")), ...sets.filter((f) => poolOf(f) === "judges").flatMap((f) => load(join(calDir, f), () => true))]

const line = (calls: ReadonlyArray<Call>, t: number, calm: boolean) => {
  const sent = (c: Call) => 1 - (calm ? c.doubt : c.plainDoubt) <= t || c.moved
  const wrong = calls.filter((c) => c.wrong)
  return `${(1 - calls.filter(sent).length / calls.length).toFixed(3)} / ${String(wrong.filter(sent).length).padStart(3)} of ${wrong.length}`
}
console.log(`calls: fitting ground ${ground.length}, judges ${judges.length}; default in hand ${CASCADE_DEFAULT_THRESHOLD}`)
console.log("threshold   ground (local / misses sent)    judges                 ground, no calm reading   judges, no calm reading")
for (let t = 0.66; t <= 0.821; t += 0.02) {
  const x = Math.round(t * 100) / 100
  console.log(`${x.toFixed(2)}        ${line(ground, x, true)}           ${line(judges, x, true)}         ${line(ground, x, false)}          ${line(judges, x, false)}`)
}
