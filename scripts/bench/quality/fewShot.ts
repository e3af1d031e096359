// bench:quality's few-shot sets (datasets/ext/*.json): one custom classification detector
// trained on labelled examples, scored in process on the sets' test texts, under the committed
// training order and under other seeds.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assertExamples } from "../../../src/domain/assertions.js"
import type { Manifest, Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { SOFTMAX_DEFAULTS } from "../../../src/scoring/embedded/models/softmax.js"
import { type CalibrationPoint, ece, pct } from "./stats.js"

/** A few-shot file of ../shared/datasets/ext (BANKING77, CLINC150). */
export interface FewShot {
  readonly categories: ReadonlyArray<string>
  readonly train: Readonly<Record<string, ReadonlyArray<string>>>
  readonly test: ReadonlyArray<{ text: string; label: string }>
  readonly test_oos?: ReadonlyArray<{ text: string; label: string }>
}

/** One required classification detector whose examples are the set's training texts. */
export const fewShotManifest = (set: Pick<FewShot, "categories" | "train">): Manifest => ({
  version: 1,
  template: "custom",
  framework: null,
  detectors: [
    {
      name: "intent",
      kind: "classification",
      categories: set.categories,
      required: true,
      description: "",
      question: "",
      examples: set.categories.flatMap((c) => (set.train[c] ?? []).map((text) => ({ text, category: c }))),
      nonExamples: [],
      builtin: null
    }
  ],
  triggers: [],
  rules: { required: ["intent"], escalates: "none", disqualifies: "none" }
})

/** The smallest few-shot detector (BANKING77: 770 examples, the reference) and a 2 KB transcript of its test texts. */
export interface Reference {
  readonly file: string
  readonly examples: number
  readonly manifest: Manifest
  readonly scorer: ReturnType<typeof compileEmbedded>
  readonly input: Array<Message>
}

export const reportFewShot = (datasets: string, otherSeeds: ReadonlyArray<number>): { reference: Reference | null; times: Array<number> } => {
  const extDir = join(datasets, "ext")
  let extFiles: Array<string> = []
  try {
    extFiles = readdirSync(extDir).filter((f) => f.endsWith(".json")).sort()
  } catch {
    extFiles = []
  }
  console.log("\n== few-shot classification (one custom classification detector, labelled examples) ==")
  const extTimes: Array<number> = []
  let reference: Reference | null = null
  const seedRuns: Array<{ file: string; set: FewShot; manifest: Manifest; accuracies: Array<number>; oosAbstained: Array<number> }> = []
  for (const file of extFiles) {
    const set = JSON.parse(readFileSync(join(extDir, file), "utf8")) as FewShot
    const manifest = fewShotManifest(set)
    const t0 = performance.now()
    const scorer = compileEmbedded(manifest)
    const compileMs = performance.now() - t0
    const examples = manifest.detectors[0]!.examples.length
    if (reference === null || examples < reference.examples) {
      const input: Array<Message> = []
      for (let i = 0; JSON.stringify(input).length < 2048; i++) {
        input.push(i % 2 === 0 ? { role: "user", content: set.test[(i * 7) % set.test.length]!.text } : { role: "agent", content: "Thanks, let me check that for you. Anything else I should know?" })
      }
      reference = { file, examples, manifest, scorer, input }
    }
    let ok = 0
    let abstain = 0
    const setCalibration: Array<CalibrationPoint> = []
    for (const ex of set.test) {
      const t1 = performance.now()
      const d = scorer.score([{ role: "user", content: ex.text }])["intent"]!
      extTimes.push(performance.now() - t1)
      if (!d.found) abstain++
      const right = d.found && d.value === ex.label
      if (right) ok++
      setCalibration.push({ conf: d.confidence, ok: right })
    }
    const oos = set.test_oos ?? []
    const oosAbstain = oos.filter((ex) => !scorer.score([{ role: "user", content: ex.text }])["intent"]!.found).length
    const failures = assertExamples(manifest, scorer.score).length
    console.log(
      `${file.padEnd(20)} accuracy ${pct(ok / set.test.length)} (${ok}/${set.test.length}), abstained ${abstain}` +
        (oos.length > 0 ? `, out-of-scope abstained ${oosAbstain}/${oos.length}` : "") +
        `, ECE ${pct(ece(setCalibration))}, compile ${compileMs.toFixed(0)} ms, example assertion failures ${failures}`
    )
    seedRuns.push({ file, set, manifest, accuracies: [ok / set.test.length], oosAbstained: [oosAbstain] })
  }
  if (otherSeeds.length > 0 && seedRuns.length > 0) {
    console.log(`\nthe same with ${otherSeeds.length} other training orders (seeds ${otherSeeds.join(", ")}; --seeds to change, --seeds none to skip):`)
    for (const run of seedRuns) {
      for (const seed of otherSeeds) {
        const scorer = compileEmbedded(run.manifest, { ...SOFTMAX_DEFAULTS, seed })
        const ok = run.set.test.filter((ex) => {
          const d = scorer.score([{ role: "user", content: ex.text }])["intent"]!
          return d.found && d.value === ex.label
        }).length
        run.accuracies.push(ok / run.set.test.length)
        run.oosAbstained.push((run.set.test_oos ?? []).filter((ex) => !scorer.score([{ role: "user", content: ex.text }])["intent"]!.found).length)
      }
      const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
      console.log(
        `${run.file.padEnd(20)} accuracy mean ${pct(mean(run.accuracies))} over ${run.accuracies.length} orders ` +
          `(min ${pct(Math.min(...run.accuracies))}, max ${pct(Math.max(...run.accuracies))})` +
          ((run.set.test_oos ?? []).length > 0 ? `, out-of-scope abstained mean ${mean(run.oosAbstained).toFixed(1)}/${run.set.test_oos!.length}` : "")
      )
    }
  }
  return { reference, times: extTimes }
}
