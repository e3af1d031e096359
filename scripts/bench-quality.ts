// Quality benchmark of the embedded scorer.
//
//   npm run bench:quality            (node --import tsx scripts/bench-quality.ts)
//   ASSAY_DATASETS=/path/to/datasets npm run bench:quality
//   npm run bench:quality -- --verbose   (the tune half's wrong cases)
//   npm run bench:quality -- --seeds 4,5   (the few-shot sets under other training orders; "none" skips)
//   npm run bench:quality -- --only dev    (one section: dev, fewshot, speed)
//   npm run bench:quality -- --only fewshot --http   (the few-shot routers over HTTP too: needs PostgreSQL)
//   npm run bench:quality -- --only dev --set scripts/bench/calibration/own-2026-11-27.json   (also these
//     labelled files of the dev format, comma-separated, paths from the working directory: the
//     calibration set no rule is written from; read its "all" column, its halves are the dev split)
//   npm run bench:quality -- --only dev --calibration   (every set of scripts/bench/calibration/, A, B, C, D …)
//
// Each section is a module of scripts/bench/quality/: the dev sets per tune and check half
// (devSets.ts), the few-shot sets in process (fewShot.ts), speed (speed.ts). Format of the
// datasets: datasets/FORMAT.md.
import { readdirSync } from "node:fs"
import { loadavg } from "node:os"
import { basename, dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { DEV_FILES, reportDevFile } from "./bench/quality/devSets.js"
import { printPooled, type Scored } from "./bench/quality/pooled.js"
import { reportFewShot } from "./bench/quality/fewShot.js"
import { reportSpeed } from "./bench/quality/speed.js"

const here = dirname(fileURLToPath(import.meta.url))
const datasets = resolve(process.env["ASSAY_DATASETS"] ?? join(here, "..", "..", "shared", "datasets"))
const verbose = process.argv.includes("--verbose") || process.argv.includes("-v")
const optionValue = (name: string): string | undefined => {
  const at = process.argv.findIndex((a) => a === name || a.startsWith(`${name}=`))
  if (at === -1) return undefined
  return process.argv[at]!.startsWith(`${name}=`) ? process.argv[at]!.slice(name.length + 1) : (process.argv[at + 1] ?? "")
}
// Training orders besides the committed one for the few-shot sets: `--seeds 1,2,3` (default), `--seeds none`.
const seedsOption = (): Array<number> => {
  const value = optionValue("--seeds")
  if (value === undefined) return [1, 2, 3]
  if (value === "none") return []
  const seeds = value.split(",").map(Number)
  if (value === "" || seeds.some((s) => !Number.isInteger(s))) {
    console.error(`--seeds takes whole numbers separated by commas, or "none" (got ${value === "" ? "nothing" : value})`)
    process.exit(2)
  }
  return seeds
}
const otherSeeds = seedsOption()
const SECTIONS = ["dev", "fewshot", "speed"]
const only = optionValue("--only")
if (only !== undefined && !SECTIONS.includes(only)) {
  console.error(`--only takes one of ${SECTIONS.join(", ")} (got ${only === "" ? "nothing" : only})`)
  process.exit(2)
}
const runs = (section: string) => only === undefined || only === section

console.log(`Assay embedded scorer: quality benchmark\ndatasets: ${datasets}`)
console.log(`load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(" ")}`)
const scored: Array<Scored> = []
const keep = (file: string, r: ReturnType<typeof reportDevFile>) => {
  if (r !== null) scored.push({ file, records: r.records })
}
if (runs("dev")) for (const file of DEV_FILES) keep(file, reportDevFile(datasets, file, verbose))
// Extra labelled files (--set): scored like the dev files, never listed case by case (--verbose
// lists only the dev files' tune halves): a set no rule is written from stays one.
// --calibration: every set of the calibration folder, in name order, so a set added later is scored without a longer command.
const calibrationDir = join(here, "bench", "calibration")
const calibrationSets = process.argv.includes("--calibration") ? readdirSync(calibrationDir).filter((f) => f.endsWith(".json")).sort().map((f) => join(calibrationDir, f)) : []
const extraSets = [...calibrationSets, ...(optionValue("--set") ?? "").split(",").filter((f) => f.length > 0).map((f) => resolve(f))]
if (runs("dev")) for (const path of extraSets) keep(path, reportDevFile(dirname(path), basename(path), false))
// With the calibration sets, one line per pool: where a change may be chosen, and the judges.
if (runs("dev") && calibrationSets.length > 0) printPooled(scored, DEV_FILES)
const fewShot = runs("fewshot") || runs("speed") ? reportFewShot(datasets, runs("fewshot") ? otherSeeds : []) : null
if (runs("speed")) await reportSpeed(fewShot?.reference ?? null, fewShot?.times ?? [])
if (runs("fewshot")) await (await import("./bench/fewShot.js")).printFewShot(datasets)
if (runs("fewshot") && process.argv.includes("--http")) await (await import("./bench/fewShotHttp.js")).printFewShotHttp(datasets)
