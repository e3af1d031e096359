import { Effect } from "effect"
import { assertExampleSteps } from "../../domain/assertions.js"
import type { AssertionFailure, Detections, Manifest, Message } from "../../domain/types.js"
import { compileEmbeddedSteps, type CompiledScorer } from "./engine/index.js"
import { sentenceDims } from "./models/sentenceVector.js"
import { Lru } from "../cache/lru.js"
import { type RubricCache, runSliced, slicedCompiler } from "./sliced.js"

/**
 * Compiled rubrics kept in memory. A 150-category classifier weighs ~30 MB and ad-hoc criteria
 * each compile their own, so the cache is bounded by bytes, not only by count.
 */
export const RUBRIC_CACHE_BYTES = 256 * 1024 * 1024

export interface Embedded {
  /** Scores with a rubric already compiled and kept; null when it is not (nothing is compiled). */
  readonly scoreKept: (rubricKey: string, input: ReadonlyArray<Message>) => Detections | null
  readonly score: (
    rubricKey: string,
    manifest: Manifest,
    input: ReadonlyArray<Message>
  ) => Effect.Effect<{ readonly detections: Detections; readonly cache: RubricCache }>
  readonly assertExamples: (rubricKey: string, manifest: Manifest) => Effect.Effect<ReadonlyArray<AssertionFailure>>
  /** Compiles a rubric and keeps it, unless it is kept or compiling already. */
  readonly warm: (rubricKey: string, manifest: Manifest) => Effect.Effect<void>
}

/**
 * The embedded scorer with its cache of compiled rubrics, as run on the main thread
 * (ScorerLocal) and in each scoring thread (threads/worker.ts).
 */
export const makeEmbedded = (budgetBytes: number = RUBRIC_CACHE_BYTES): Embedded => {
  // Read the sentence vectors now: a broken install fails at start, not on some later request.
  sentenceDims()
  const compiled = new Lru<string, CompiledScorer>(512, { of: (scorer) => scorer.bytes, budget: budgetBytes })
  // One compilation at a time: each holds its training buffers (tens of MB for a large rubric).
  const compilations = Effect.unsafeMakeSemaphore(1)
  const compiledFor = slicedCompiler(compiled, compilations)
  return {
    scoreKept: (rubricKey, input) => compiled.get(rubricKey)?.score(input) ?? null,
    score: (rubricKey, manifest, input) =>
      Effect.map(compiledFor(rubricKey, () => compileEmbeddedSteps(manifest)), ({ value, how }) => ({ detections: value.score(input), cache: how })),
    // Created evaluations are compiled afresh (their key is new) and kept for their first calls,
    // even when an example fails here: the cascade may still create the evaluation after asking
    // the model, and an unused rubric leaves the cache by its byte budget. The permit covers the
    // compilation only (its training buffers), not the scoring of the examples.
    assertExamples: (rubricKey, manifest) =>
      compilations.withPermits(1)(runSliced(() => compileEmbeddedSteps(manifest))).pipe(
        Effect.tap((scorer) => Effect.sync(() => compiled.set(rubricKey, scorer))),
        Effect.flatMap((scorer) => runSliced(() => assertExampleSteps(manifest, scorer.score)))
      ),
    warm: (rubricKey, manifest) => Effect.asVoid(compiledFor(rubricKey, () => compileEmbeddedSteps(manifest)))
  }
}
