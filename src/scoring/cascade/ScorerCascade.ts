// The layer ScorerLive wires in for ASSAY_SCORER=cascade.
import { Config, Duration, Effect, Layer } from "effect"
import { ScorerEmbedded } from "../embedded/ScorerEmbedded.js"
import { OpenAiScorer } from "../openai/OpenAiScorer.js"
import type { PolicyOptions } from "../openai/policy.js"
import { Scorer, SCORER_BUDGET } from "../Scorer.js"
import { CASCADE_DEFAULT_THRESHOLD, cascade } from "./cascade.js"
import { recheckPlainWording } from "./stability.js"
import { unsureOfStatusAt } from "./statusRisk.js"

const threshold = Config.number("ASSAY_CASCADE_THRESHOLD").pipe(
  Config.validate({ message: "must be a number between 0 and 1", validation: (t) => t >= 0 && t <= 1 }),
  Config.withDefault(CASCADE_DEFAULT_THRESHOLD)
)

/** ASSAY_SCORER=cascade; `budget` is the whole call's (tests shorten it), `overrides` the model's policy. */
export const ScorerCascade = (overrides: Partial<PolicyOptions> = {}, budget: Duration.DurationInput = SCORER_BUDGET) =>
  Layer.effect(
    Scorer,
    Effect.gen(function* () {
      // The embedded scorer as provided below (it may own scoring threads: their scope is this layer's).
      const local = yield* Scorer
      const model = yield* OpenAiScorer
      return Scorer.of(cascade(local, model, unsureOfStatusAt(yield* threshold), Duration.toMillis(budget), recheckPlainWording))
    })
  ).pipe(Layer.provide([OpenAiScorer.layer(overrides), ScorerEmbedded]))
