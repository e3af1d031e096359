// The second reader against the threshold alone at equal local share, on the fitting ground only
// (the dev files' tune halves, calibration sets A and B): each case scored once, routing swept.
//   node --import tsx scripts/bench/second-reader-sweep.ts found
import { readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { compileManifest } from "../../src/domain/manifest.js"
import { deriveStatus } from "../../src/domain/status.js"
import type { Detections, Manifest } from "../../src/domain/types.js"
import { unsureOfStatusAt } from "../../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { useSecondReader } from "../../src/scoring/embedded/engine/secondReader.js"
import { halfOf } from "./quality/devSets.js"

const here = dirname(fileURLToPath(import.meta.url))
const datasets = resolve(process.env["ASSAY_DATASETS"] ?? join(here, "..", "..", "..", "shared", "datasets"))
const mode = process.argv[2] ?? "found"
useSecondReader({ notFound: ["notfound", "both"].includes(mode), found: ["found", "both"].includes(mode), classes: false, near: 0.25 })
interface Call { readonly manifest: Manifest; readonly detections: Detections; readonly doubts: Readonly<Record<string, number>>; readonly wrong: boolean }
const calls: Array<Call> = []
for (const [path, tuneOnly] of [[join(datasets, "quality-dev.json"), true], [join(datasets, "quality-dev2.json"), true], [join(here, "calibration", "own-2026-11-27.json"), false], [join(here, "calibration", "own-2026-11-27b.json"), false]] as const) {
  const file = JSON.parse(readFileSync(path, "utf8")) as { suites: ReadonlyArray<{ criteria: never; cases: ReadonlyArray<{ id: string; input: never; expect: { status: string } }> }> }
  for (const suite of file.suites) {
    const manifest = compileManifest(suite.criteria)
    const scorer = compileEmbedded(manifest)
    for (const c of suite.cases) {
      if (tuneOnly && halfOf(c.id) !== "tune") continue
      const { detections, doubts } = scorer.scoreRouted(c.input)
      calls.push({ manifest, detections, doubts, wrong: deriveStatus(manifest, detections).status !== c.expect.status })
    }
  }
}
const misses = calls.filter((c) => c.wrong).length
for (let t = 0.6; t <= 0.901; t += 0.02) {
  const cell = (reader: boolean) => {
    const unsure = unsureOfStatusAt(t)
    const sent = calls.filter((c) => unsure(c.detections, c.manifest, reader ? c.doubts : {}).length > 0)
    return `local ${(1 - sent.length / calls.length).toFixed(3)} sent ${sent.filter((c) => c.wrong).length}/${misses}`
  }
  console.log(`${t.toFixed(2)}  threshold alone: ${cell(false)}   with the reader (${mode}): ${cell(true)}`)
}
