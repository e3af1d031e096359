// The layer ScorerLive wires in for ASSAY_SCORER=openai.
import { Effect, Layer } from "effect"
import { Scorer } from "../Scorer.js"
import { OpenAiScorer } from "./OpenAiScorer.js"
import type { PolicyOptions } from "./policy.js"

/** ASSAY_SCORER=openai. */
export const ScorerOpenAi = (overrides: Partial<PolicyOptions> = {}) =>
  Layer.effect(Scorer, Effect.map(OpenAiScorer, (scorer) => Scorer.of(scorer))).pipe(
    Layer.provide(OpenAiScorer.layer(overrides))
  )
