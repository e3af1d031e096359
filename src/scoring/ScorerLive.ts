import { Context, Effect, Layer } from "effect"
import { AppConfig } from "../config.js"
import { ScorerCascade } from "./cascade/ScorerCascade.js"
import { ScorerOpenAi } from "./openai/layers.js"
import { ScorerEmbedded } from "./embedded/ScorerEmbedded.js"
import { EmbeddedScorer, Scorer } from "./Scorer.js"

/** ASSAY_SCORER picks the scorer (decisions §8); the model-backed ones read their own OPENAI_* settings. */
export const ScorerLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.scorer === "local" ? ScorerEmbedded : config.scorer === "openai" ? ScorerOpenAi() : ScorerCascade()
  )
)

/** The embedded scorer for replays: the service's own when it is the embedded one, else its own threads. */
export const EmbeddedScorerLive = Layer.unwrapEffect(
  Effect.map(Scorer, (scorer) =>
    scorer.name === "local"
      ? Layer.succeed(EmbeddedScorer, scorer)
      : Layer.map(ScorerEmbedded, (context) => Context.make(EmbeddedScorer, Context.get(context, Scorer)))
  )
)
