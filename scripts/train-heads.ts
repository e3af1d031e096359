// Trains the learned detector heads (docs/quality.md, "Learned heads") on the committed corpus
// and writes them as a data module. Deterministic: the same corpus gives the same file.
//   node --import tsx scripts/train-heads.ts [--corpus DIR] [--out FILE] [--check]
// --check: trains and compares with the committed module instead of writing it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { loadCorpus } from "./train/heads/corpus.js"
import { packHeads } from "./train/heads/pack.js"
import { type Role, trainHeads } from "./train/heads/train.js"

const root = join(import.meta.dirname, "..")
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name)
  return at >= 0 ? process.argv[at + 1]! : fallback
}
const dir = arg("--corpus", join(root, "scripts", "train", "corpus"))
const out = arg("--out", join(root, "src", "scoring", "embedded", "models", "headWeights.ts"))
const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => join(dir, f))
const started = performance.now()
const corpus = loadCorpus(files)
const trained = trainHeads(corpus, undefined, (line) => console.log(line))
const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
console.log(`mean CV accuracy ${mean(trained.reports.map((r) => r.accuracy)).toFixed(3)}, F1 ${mean(trained.reports.map((r) => r.f1)).toFixed(3)}, AUC ${mean(trained.reports.map((r) => r.auc)).toFixed(3)}`)
// Pooled out-of-fold precision and recall by threshold, and the share of each kind of negative
// read as positive: what a find at τ would cost on the corpus.
const oof = trained.reports.flatMap((r) => r.oof)
const share = (role: Role, test: (p: number) => boolean) => {
  const xs = oof.filter(([, r]) => r === role)
  return (xs.filter(([p]) => test(p)).length / Math.max(1, xs.length)).toFixed(3)
}
for (const tau of [0.5, 0.6, 0.7, 0.8, 0.9]) {
  const said = oof.filter(([p]) => p >= tau)
  const tp = said.filter(([, r]) => r === "positive").length
  console.log(
    `τ ${tau.toFixed(2)}: precision ${(tp / Math.max(1, said.length)).toFixed(3)} recall ${share("positive", (p) => p >= tau)}, read positive: ` +
      `near misses ${share("near", (p) => p >= tau)}, other signals ${share("other", (p) => p >= tau)}, background ${share("background", (p) => p >= tau)}`
  )
}
// The veto's cost and worth out of fold: positives it would take away, near misses it would stop.
for (const nu of [0.01, 0.03, 0.1]) {
  console.log(`veto under ${nu}: positives vetoed ${share("positive", (p) => p < nu)}, near misses vetoed ${share("near", (p) => p < nu)}`)
}
const text = packHeads(trained, relative(root, dir) + "/" + files.map((f) => f.slice(dir.length + 1)).join(", "))
if (process.argv.includes("--check")) {
  const same = readFileSync(out, "utf8") === text
  console.log(same ? "the committed heads are the corpus's" : "the committed heads differ from the corpus's: retrain")
  process.exitCode = same ? 0 : 1
} else {
  writeFileSync(out, text)
  console.log(`wrote ${relative(root, out)}: ${(text.length / 1024).toFixed(1)} KB, ${trained.keys.length} keys read, ${(performance.now() - started) / 1000 | 0} s`)
}
