// Where the embedded scorer goes wrong, pooled over labelled sets: per family of suite (a pack,
// the intents, triage, custom rubrics) the status accuracy, the cascade's local share and how many
// wrong statuses it sends; per detector tp / fp / fn / wrong value; and which detector errors sit
// inside the wrong statuses. Figures only, never a case's text, so it may run on judge sets too.
//   node --import tsx scripts/bench/poolErrors.ts                 (the tune sets C–J)
//   node --import tsx scripts/bench/poolErrors.ts 28h,28i,28q     (the calibration files whose names hold these)
import { readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { type CaseRecord, scoreDevFile } from "./quality/devSets.js"

const TUNE_SETS = ["27c", "27d", "27e", "27f", "27g", "28h", "28i", "28j"]
const dir = join(dirname(fileURLToPath(import.meta.url)), "calibration")
const wanted = process.argv[2]?.split(",") ?? TUNE_SETS
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".json") && wanted.some((w) => f.includes(w)))
  .sort()

interface Tally {
  tp: number
  fp: number
  fn: number
  wrongValue: number
}
const families = new Map<string, { n: number; ok: number; local: number; wrongSent: number }>()
const detectors = new Map<string, Tally>()
const errorsInWrongStatus = new Map<string, number>()

// Custom detectors are pooled by kind: their names differ in every rubric.
const detectorKey = (d: CaseRecord["detectors"][number]) =>
  d.key.includes(":") ? (d.classification ? "custom (classification)" : "custom (presence)") : d.key

const tallyCase = (r: CaseRecord) => {
  const family = r.detectors[0]?.key.includes(":") ? "custom" : (r.detectors[0]?.key.split(".")[0] ?? "none")
  const row = families.get(family) ?? { n: 0, ok: 0, local: 0, wrongSent: 0 }
  families.set(family, row)
  row.n++
  if (r.statusOk) row.ok++
  if (r.local) row.local++
  if (!r.statusOk && !r.local) row.wrongSent++
  for (const d of r.detectors) {
    const key = detectorKey(d)
    const t = detectors.get(key) ?? { tp: 0, fp: 0, fn: 0, wrongValue: 0 }
    detectors.set(key, t)
    const right = d.found === d.expFound && d.valueRight
    if (d.found && d.expFound) {
      if (d.valueRight) t.tp++
      else t.wrongValue++
    } else if (d.found) t.fp++
    else if (d.expFound) t.fn++
    if (!r.statusOk && !right) {
      const kind = `${key} ${d.found && d.expFound ? "wrong value" : d.found ? "found, not there" : "missed"}`
      errorsInWrongStatus.set(kind, (errorsInWrongStatus.get(kind) ?? 0) + 1)
    }
  }
}

for (const file of files) scoreDevFile(join(dir, file)).records.forEach(tallyCase)

console.log(`pooled over ${files.join(", ")}\n`)
console.log("family        cases  status  local  wrong statuses sent")
for (const [name, f] of families) {
  console.log(`${name.padEnd(12)} ${String(f.n).padStart(6)}  ${(f.ok / f.n).toFixed(3)}  ${(f.local / f.n).toFixed(3)}  ${f.wrongSent} of ${f.n - f.ok}`)
}
console.log("\ndetector                        tp    fp    fn  wrong value")
for (const [name, t] of [...detectors].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${name.padEnd(28)} ${[t.tp, t.fp, t.fn, t.wrongValue].map((x) => String(x).padStart(5)).join(" ")}`)
}
console.log("\ndetector errors inside wrong statuses")
for (const [kind, n] of [...errorsInWrongStatus].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(5)}  ${kind}`)
