import { Context, Effect, Layer } from "effect"
import { AppConfig } from "../config.js"
import { ScorerCascade } from "./cascade/ScorerCascade.js"
import { ScorerOpenAi } from "./openai/layers.js"
import { ScorerEmbedded } from "./embedded/ScorerEmbedded.js"
import { EmbeddedScorer, Scorer, SCORER_BUDGET } from "./Scorer.js"
import { ScorerThreads } from "./threads/ScorerThreads.js"

/** ASSAY_SCORER picks the scorer (decisions §8); the model-backed ones read their own OPENAI_* settings. */
export const ScorerLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.scorer === "local" ? ScorerEmbedded : config.scorer === "openai" ? ScorerOpenAi() : ScorerCascade()
  )
)

/**
 * The embedded scorer for replays: a thread of its own at the lowest priority (niceness 19), so
 * that the kernel gives it only the CPU live calls leave, started on the first replay (most
 * processes never run one).
 */
export const EmbeddedScorerLive = Layer.scoped(
  EmbeddedScorer,
  Effect.gen(function* () {
    const scope = yield* Effect.scope
    const threads = ScorerThreads({ threads: 1, budget: SCORER_BUDGET, niceness: 19 })
    const scorer = yield* Effect.cached(Effect.map(Layer.buildWithScope(threads, scope), (context) => Context.get(context, Scorer)))
    return EmbeddedScorer.of({
      name: "local",
      score: (rubricKey, manifest, input) => Effect.flatMap(scorer, (s) => s.score(rubricKey, manifest, input)),
      assertExamples: (rubricKey, manifest) => Effect.flatMap(scorer, (s) => s.assertExamples(rubricKey, manifest))
    })
  })
)
