// The cascade's second reader (src/scoring/embedded/engine/secondReader.ts) swept on the fitting
// ground only: the dev files' tune halves and calibration sets A and B. Prints, per setting and
// set, the cascade's local share at the default threshold and the wrong local statuses it sends.
//   node --import tsx scripts/bench/second-reader.ts
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { useSecondReader } from "../../src/scoring/embedded/engine/secondReader.js"
import { DEV_FILES, scoreDevFile } from "./quality/devSets.js"

const here = dirname(fileURLToPath(import.meta.url))
const datasets = resolve(process.env["ASSAY_DATASETS"] ?? join(here, "..", "..", "..", "shared", "datasets"))
const sets: ReadonlyArray<{ readonly label: string; readonly path: string; readonly tuneOnly: boolean }> = [
  ...DEV_FILES.map((f) => ({ label: `${f.replace(".json", "")} tune`, path: join(datasets, f), tuneOnly: true })),
  { label: "A", path: join(here, "calibration", "own-2026-11-27.json"), tuneOnly: false },
  { label: "B", path: join(here, "calibration", "own-2026-11-27b.json"), tuneOnly: false }
]
const settings = (process.argv[2] ?? "off,notfound@0.25,found,both@0.25").split(",").map((s) => {
  const [mode, near] = s.split("@")
  return { label: s, notFound: ["notfound", "both", "all"].includes(mode!), found: ["found", "both", "all"].includes(mode!), classes: ["cls", "all"].includes(mode!), near: Number(near ?? 0.25) }
})
for (const s of settings) {
  useSecondReader(s)
  const cells = sets.map((set) => {
    const records = scoreDevFile(set.path).records.filter((r) => !set.tuneOnly || r.half === "tune")
    const misses = records.filter((r) => !r.statusOk)
    const sent = misses.filter((r) => !r.local).length
    return `${set.label} ${(records.filter((r) => r.local).length / records.length).toFixed(3)} ${sent}/${misses.length}`
  })
  console.log(`${s.label.padEnd(16)} ${cells.join(" | ")}`)
}
