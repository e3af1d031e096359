import { availableParallelism } from "node:os"
import { Config, Context, Effect, Layer, Option } from "effect"
import { AppConfig } from "../config.js"
import { InFlightGate } from "../http/gate.js"
import { REPLAY_YIELD_MAX_MS } from "../http/liveTraffic.js"
import { ScorerCascade } from "./cascade/ScorerCascade.js"
import { ScorerOpenAi } from "./openai/layers.js"
import { ScorerEmbedded } from "./embedded/ScorerEmbedded.js"
import { ReplayScorer, Scorer } from "./Scorer.js"
import { ReplayThreads } from "./threads/ReplayThreads.js"

/** ASSAY_SCORER picks the scorer (decisions §8); the model-backed ones read their own OPENAI_* settings. */
export const ScorerLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.scorer === "local" ? ScorerEmbedded : config.scorer === "openai" ? ScorerOpenAi() : ScorerCascade()
  )
)

/**
 * Threads for replays, ASSAY_REPLAY_THREADS of them (default: one per core, at most 2), at the
 * lowest priority (niceness 19), so that the kernel gives them only the CPU live calls leave;
 * started on the first replay (most processes never run one).
 */
const replayThreads = Config.integer("ASSAY_REPLAY_THREADS").pipe(
  Config.validate({ message: "must be an integer between 1 and 16", validation: (n) => n >= 1 && n <= 16 }),
  Config.withDefault(Math.min(2, availableParallelism()))
)

export const ReplayScorerLive = Layer.scoped(
  ReplayScorer,
  Effect.gen(function* () {
    const scope = yield* Effect.scope
    // Without the HTTP server's gate (tests that run replays alone) nothing is live to step aside for.
    const gate = yield* Effect.serviceOption(InFlightGate)
    const threads = ReplayThreads({
      threads: yield* replayThreads,
      niceness: 19,
      ...(Option.isSome(gate) ? { liveTraffic: { counter: gate.value.traffic.counter, maxWaitMs: REPLAY_YIELD_MAX_MS } } : {})
    })
    const scorer = yield* Effect.cached(Effect.map(Layer.buildWithScope(threads, scope), (context) => Context.get(context, ReplayScorer)))
    return ReplayScorer.of({
      rescore: (rubricKey, manifest, inputs) => Effect.flatMap(scorer, (s) => s.rescore(rubricKey, manifest, inputs))
    })
  })
)
