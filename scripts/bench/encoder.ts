// Does a contextual sentence encoder pay? (issue 22, item 8.) The scorer is run on the dev sets
// and the few-shot sets twice: with the static piece table (today) and with the vectors of USE-lite
// itself, run through onnxruntime-node from the ONNX file scripts/convert-use-lite-onnx.ts writes.
// Then the encoder's cost: per sentence, per 2 KB call, RSS.
//
//   npm install --no-save onnxruntime-node@1.30.0 (ONNXRUNTIME_NODE_INSTALL=skip: no CUDA download)
//   node --import tsx scripts/convert-use-lite-onnx.ts        (writes /tmp/use-lite.onnx)
//   node --import tsx scripts/bench/encoder.ts [--model /tmp/use-lite.onnx] [--cache FILE] [--cost-only]
//
// The encoder is asynchronous and the scorer is not, so each text the scorer asks a vector for is
// recorded in a first (static) pass, encoded in one go, and read back in the second pass; the
// vectors are kept in --cache (JSON lines) for reruns. Accuracy figures are deterministic.
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { useSentenceEncoder } from "../../src/scoring/embedded/models/sentenceEncoder.js"
import { staticSentenceCode } from "../../src/scoring/embedded/models/sentenceVector.js"
import { DEV_FILES, type Figures, figuresOf, scoreDevFile } from "./quality/devSets.js"
import { type FewShot, fewShotManifest } from "./quality/fewShot.js"
import { pct } from "./quality/stats.js"
import { measureCost, openEncoder } from "./encoderCost.js"

const here = dirname(fileURLToPath(import.meta.url))
const datasets = resolve(process.env["ASSAY_DATASETS"] ?? join(here, "..", "..", "..", "shared", "datasets"))
const option = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(name)
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback
}
const modelPath = option("--model", "/tmp/use-lite.onnx")
const cachePath = option("--cache", "/tmp/assay-encoder-cache.jsonl")

const fewShotFiles = ["banking77_dev.json", "clinc150_dev.json"].filter((f) => existsSync(join(datasets, "ext", f)))
const fewShotAccuracy = (file: string): number => {
  const set = JSON.parse(readFileSync(join(datasets, "ext", file), "utf8")) as FewShot
  const manifest = fewShotManifest(set)
  const scorer = compileEmbedded(manifest)
  const ok = set.test.filter((ex) => {
    const d = scorer.score([{ role: "user", content: ex.text }])["intent"]!
    return d.found && d.value === ex.label
  }).length
  return ok / set.test.length
}

type Row = { readonly name: string; readonly figures: Record<string, Figures>; readonly fewShot: Record<string, number> }
const run = (name: string): Row => {
  const figures: Record<string, Figures> = {}
  for (const file of DEV_FILES) {
    const { records } = scoreDevFile(join(datasets, file))
    for (const half of ["tune", "check"] as const) figures[`${file} ${half}`] = figuresOf(records.filter((r) => r.half === half))
  }
  const fewShot: Record<string, number> = {}
  for (const file of fewShotFiles) fewShot[file] = fewShotAccuracy(file)
  return { name, figures, fewShot }
}

if (process.argv.includes("--cost-only")) {
  await measureCost(await openEncoder(modelPath), datasets)
  process.exit(0)
}

// Pass 1: the static table, recording every text a vector is asked for.
const asked = new Set<string>()
useSentenceEncoder((text) => {
  asked.add(text)
  return staticSentenceCode(text)?.vector ?? null
})
const rows: Array<Row> = [run("static table")]

const cache = new Map<string, Float64Array | null>()
if (existsSync(cachePath)) {
  for (const line of readFileSync(cachePath, "utf8").split("\n")) {
    if (line === "") continue
    const { t, v } = JSON.parse(line) as { t: string; v: Array<number> | null }
    cache.set(t, v === null ? null : Float64Array.from(v))
  }
}
const missing = [...asked].filter((t) => !cache.has(t))
console.log(`texts asked: ${asked.size}, in cache: ${asked.size - missing.length}`)
const encoder = await openEncoder(modelPath)
if (missing.length > 0) {
  const t0 = performance.now()
  const vectors = await encoder.encodeMany(missing)
  console.log(`encoded ${missing.length} texts in ${((performance.now() - t0) / 1000).toFixed(1)} s (batches)`)
  const lines = missing.map((t, i) => {
    cache.set(t, vectors[i]!)
    return JSON.stringify({ t, v: vectors[i] === null ? null : Array.from(vectors[i]!, (x) => Math.round(x * 1e6) / 1e6) })
  })
  writeFileSync(cachePath, lines.join("\n") + "\n", { flag: "a" })
}

// Pass 2: the encoder's vectors (then with its own cosines); pass 3: both, side by side (each half of the vector unit length / √2).
const encoded = (text: string) => cache.get(text) ?? null
useSentenceEncoder(encoded)
rows.push(run("USE-lite encoder"))
// The encoder's cosines for custom presence detectors (denseExamples.ts), picked on the tune halves
// alone: unrelated sentences sit at a higher cosine than with the static table.
let best = { found: 0, floor: 0, score: -1 }
for (const found of [0.45, 0.5, 0.55, 0.6, 0.65, 0.7]) {
  const floor = found - 0.2
  useSentenceEncoder(encoded, { found, floor })
  let score = 0
  const parts: Array<string> = []
  for (const file of DEV_FILES) {
    const f = figuresOf(scoreDevFile(join(datasets, file)).records.filter((r) => r.half === "tune"))
    score += f.status + f.macroF1
    parts.push(`${file} status ${pct(f.status)} macro-F1 ${pct(f.macroF1)}`)
  }
  console.log(`tune halves, cosines found ${found} floor ${floor.toFixed(2)}: ${parts.join("; ")}`)
  if (score > best.score) best = { found, floor, score }
}
useSentenceEncoder(encoded, best)
const tuned = run(`encoder, cosines ${best.found}/${best.floor.toFixed(2)}`)
useSentenceEncoder(null)
useSentenceEncoder((text) => {
  const a = staticSentenceCode(text)?.vector ?? null
  const b = cache.get(text) ?? null
  if (a === null || b === null) return a ?? b
  const v = new Float64Array(a.length + b.length)
  v.set(a)
  v.set(b, a.length)
  for (let k = 0; k < v.length; k++) v[k] = v[k]! / Math.SQRT2
  return v
})
rows.push(run("static + encoder"), tuned)
useSentenceEncoder(null)

const line = (label: string, cells: Array<string>) => console.log(`| ${label} | ${cells.join(" | ")} |`)
console.log(`\n| vectors | ${rows.map((r) => r.name).join(" | ")} |\n|---|${rows.map(() => "---").join("|")}|`)
for (const key of Object.keys(rows[0]!.figures)) {
  const f = (pick: (x: Figures) => number) => rows.map((r) => pct(pick(r.figures[key]!)))
  line(`${key}: status`, f((x) => x.status))
  line(`${key}: macro-F1`, f((x) => x.macroF1))
  line(`${key}: values`, f((x) => x.values))
}
for (const file of fewShotFiles) line(`${file} accuracy (in process)`, rows.map((r) => pct(r.fewShot[file]!)))

await measureCost(encoder, datasets)
