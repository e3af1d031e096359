import { Effect, Layer } from "effect"
import { AppConfig } from "../config.js"
import { ScorerCascade } from "./cascade/ScorerCascade.js"
import { ScorerOpenAi } from "./openai/layers.js"
import { ScorerEmbedded } from "./embedded/ScorerEmbedded.js"

/** ASSAY_SCORER picks the scorer (decisions §8); the model-backed ones read their own OPENAI_* settings. */
export const ScorerLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.scorer === "local" ? ScorerEmbedded : config.scorer === "openai" ? ScorerOpenAi() : ScorerCascade()
  )
)
