// Few-shot intent routers (BANKING77, CLINC150: 10 labelled examples per intent) measured through
// the code an API create and evaluate run: the create body decoded by the request schema, the
// cross-field validation, the manifest, the service's embedded Scorer (its create-time example
// assertions compile and keep the rubric), then one evaluate call per test text. Only the
// database row is left out. Each test text falls in the tune or the check half (halves.ts, by
// its text); accuracy is printed for both.
//
//   imported by scripts/bench-quality.ts; alone: node --import tsx scripts/bench/fewShot.ts
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Effect, Schema } from "effect"
import { CreateEvaluation } from "../../src/domain/criteria.js"
import { compileManifest } from "../../src/domain/manifest.js"
import { validateCriteria } from "../../src/domain/validate.js"
import { ScorerLocal } from "../../src/scoring/embedded/ScorerEmbedded.js"
import { Scorer } from "../../src/scoring/Scorer.js"
import { type Half, halfOf } from "./quality/devSets.js"

interface FewShotSet {
  readonly categories: ReadonlyArray<string>
  readonly train: Readonly<Record<string, ReadonlyArray<string>>>
  readonly test: ReadonlyArray<{ readonly text: string; readonly label: string }>
  readonly test_oos?: ReadonlyArray<{ readonly text: string }>
}

export interface FewShotFigures {
  readonly file: string
  readonly examples: number
  readonly createMs: number
  readonly createCpuMs: number
  readonly accuracy: Record<Half | "all", { readonly ok: number; readonly n: number }>
  readonly oosAbstained: { readonly ok: number; readonly n: number }
}

/** The create body a customer would send for this set: one classification detector. */
export const routerBody = (set: FewShotSet) => ({
  name: "Intent router",
  template: "custom",
  custom_detectors: [
    {
      name: "intent",
      type: "classification",
      categories: set.categories,
      examples: set.categories.flatMap((category) => (set.train[category] ?? []).map((text) => ({ text, category })))
    }
  ]
})

const measure = (file: string, set: FewShotSet) =>
  Effect.gen(function* () {
    const scorer = yield* Scorer
    const body = yield* Schema.decodeUnknown(CreateEvaluation)(routerBody(set), { errors: "all", onExcessProperty: "error" })
    const { name: _name, ...definition } = body
    const issues = validateCriteria(definition)
    if (issues.length > 0) return yield* Effect.dieMessage(`${file}: ${JSON.stringify(issues.slice(0, 3))}`)
    const cpu0 = process.cpuUsage()
    const t0 = performance.now()
    const manifest = compileManifest(definition)
    const key = `evaluation:bench-${file}`
    const failures = yield* scorer.assertExamples(key, manifest)
    const createMs = performance.now() - t0
    const cpu = process.cpuUsage(cpu0)
    if (failures.length > 0) return yield* Effect.dieMessage(`${file}: ${failures.length} example assertions failed`)
    const accuracy = { all: { ok: 0, n: 0 }, tune: { ok: 0, n: 0 }, check: { ok: 0, n: 0 } }
    for (const ex of set.test) {
      const { detections } = yield* scorer.score(key, manifest, [{ role: "user", content: ex.text }])
      const ok = detections["intent"]?.found === true && detections["intent"].value === ex.label ? 1 : 0
      for (const bucket of [accuracy.all, accuracy[halfOf(ex.text)]]) {
        bucket.n++
        bucket.ok += ok
      }
    }
    const oos = set.test_oos ?? []
    let abstained = 0
    for (const ex of oos) {
      const { detections } = yield* scorer.score(key, manifest, [{ role: "user", content: ex.text }])
      if (detections["intent"]?.found !== true) abstained++
    }
    return {
      file,
      examples: manifest.detectors[0]!.examples.length,
      createMs,
      createCpuMs: (cpu.user + cpu.system) / 1000,
      accuracy,
      oosAbstained: { ok: abstained, n: oos.length }
    } satisfies FewShotFigures
  })

/** Every few-shot set in `dir` (ext/*.json), through the service's create and evaluate path. */
export const measureFewShot = (dir: string): Promise<ReadonlyArray<FewShotFigures>> => {
  let files: Array<string> = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort()
  } catch {
    files = []
  }
  return Effect.runPromise(
    Effect.forEach(files, (file) => measure(file, JSON.parse(readFileSync(join(dir, file), "utf8")) as FewShotSet)).pipe(
      Effect.provide(ScorerLocal)
    )
  )
}

const share = (x: { readonly ok: number; readonly n: number }) => `${x.n === 0 ? "n/a" : (x.ok / x.n).toFixed(3)} (${x.ok}/${x.n})`

/** Prints one line per set: accuracy on both halves, out-of-scope abstentions, create time. */
export const printFewShot = async (datasets: string): Promise<void> => {
  console.log("\n== few-shot routers through the API's create and evaluate path (10 examples per intent) ==")
  for (const f of await measureFewShot(join(datasets, "ext"))) {
    console.log(
      `${f.file.padEnd(20)} accuracy ${share(f.accuracy.all)}; tune half ${share(f.accuracy.tune)}, check half ${share(f.accuracy.check)}` +
        (f.oosAbstained.n > 0 ? `; out-of-scope abstained ${share(f.oosAbstained)}` : "") +
        `; create with ${f.examples} examples ${f.createMs.toFixed(0)} ms (CPU ${f.createCpuMs.toFixed(0)} ms, assertions included)`
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await printFewShot(process.env["ASSAY_DATASETS"] ?? join(import.meta.dirname, "..", "..", "..", "shared", "datasets"))
}
