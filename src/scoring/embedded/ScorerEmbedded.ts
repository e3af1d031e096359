import { availableParallelism } from "node:os"
import { Config, Effect, Layer } from "effect"
import { Attr } from "../../observability/attributes.js"
import { span } from "../../observability/span.js"
import { localUsage, Scorer, SCORER_BUDGET } from "../Scorer.js"
import { ScorerThreads } from "../threads/ScorerThreads.js"
import { makeEmbedded } from "./Embedded.js"

/**
 * Scoring threads by default: one per core but the one the main thread keeps for HTTP and the
 * database, at most 4 (each keeps its own compiled rubrics). 0 scores on the main thread.
 */
export const defaultScorerThreads = (cores: number = availableParallelism()): number => Math.min(4, Math.max(0, cores - 1))

const threads = Config.integer("ASSAY_SCORER_THREADS").pipe(
  Config.validate({ message: "must be an integer between 0 and 64", validation: (n) => n >= 0 && n <= 64 }),
  Config.withDefault(defaultScorerThreads())
)

/** The embedded scorer, on ASSAY_SCORER_THREADS worker threads or (0) on the main thread. */
export const ScorerEmbedded = Layer.unwrapEffect(
  Effect.map(threads, (n) => (n === 0 ? ScorerLocal : ScorerThreads({ threads: n, budget: SCORER_BUDGET })))
)

/** The embedded scorer: offline, deterministic, CPU-only. */
export const ScorerLocal = Layer.sync(Scorer, () => {
  const embedded = makeEmbedded()
  return Scorer.of({
    name: "local",
    score: (rubricKey, manifest, input) =>
      embedded.score(rubricKey, manifest, input).pipe(
        Effect.map(({ detections }) => ({ detections, usage: localUsage })),
        span("Scorer.score", { [Attr.scorer]: "local", messages: input.length })
      ),
    assertExamples: (rubricKey, manifest) => embedded.assertExamples(rubricKey, manifest).pipe(Effect.withSpan("Scorer.assertExamples"))
  })
})
