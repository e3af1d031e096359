// ASSAY_SCORER=cascade: the embedded scorer answers when it is sure of every detector, the
// model otherwise. The usage names the scorer that decided, so the log shows how often the
// model was needed (and paid for).
import { Duration, Effect, Option } from "effect"
import type { Detections, Manifest } from "../../domain/types.js"
import { deadlineFor, ScoringDeadline } from "../deadline.js"
import { SCORER_BUDGET, type ScorerShape } from "../Scorer.js"

export type IsConfident = (detections: Detections, manifest: Manifest) => boolean

/** ASSAY_CASCADE_THRESHOLD when unset; bench:quality measures the cascade at this value. */
export const CASCADE_DEFAULT_THRESHOLD = 0.73

/**
 * Every detector of the manifest answered validly and decisively. Confidence is the probability
 * that the signal is present, so a sure "found" is at least `threshold` and a sure "not found"
 * at most `1 - threshold`.
 */
export const confidentAbove =
  (threshold: number): IsConfident =>
  (detections, manifest) =>
    manifest.detectors.every((spec) => {
      const d = Object.hasOwn(detections, spec.name) ? detections[spec.name] : undefined
      return d !== undefined && !d.invalid && (d.found ? d.confidence >= threshold : d.confidence <= 1 - threshold)
    })

/**
 * Of the call's budget, the most the embedded scorer may use. It answers in milliseconds unless
 * its thread is busy compiling a large rubric; past this share the model answers instead, with
 * the rest of the same budget.
 */
export const LOCAL_SHARE = 1 / 3

export const cascade = (
  local: ScorerShape,
  model: ScorerShape,
  isConfident: IsConfident,
  budgetMs: number = Duration.toMillis(SCORER_BUDGET)
): ScorerShape => ({
  name: "cascade",
  score: (rubricKey, manifest, input, prompt) =>
    Effect.flatMap(deadlineFor(budgetMs), (deadline) =>
      local.score(rubricKey, manifest, input).pipe(
        Effect.locally(ScoringDeadline, Math.min(deadline, Date.now() + budgetMs * LOCAL_SHARE)),
        Effect.asSome,
        // The embedded scorer ran out of its share (on a scoring thread, e.g. a large rubric
        // still compiling): the model answers, within what is left of the call's budget.
        Effect.catchTag("ScorerTimeout", () => Effect.succeedNone),
        Effect.flatMap((scored) =>
          Option.isSome(scored) && isConfident(scored.value.detections, manifest)
            ? Effect.succeed(scored.value)
            : Effect.locally(model.score(rubricKey, manifest, input, prompt), ScoringDeadline, deadline)
        )
      )
    ),
  // Creation asks the model only when the embedded scorer fails an example: the model is
  // what decides the unsure calls later, so its verdict on those examples is the one that counts.
  assertExamples: (rubricKey, manifest, prompt) =>
    Effect.flatMap(local.assertExamples(rubricKey, manifest), (failures) =>
      failures.length === 0 ? Effect.succeed(failures) : model.assertExamples(rubricKey, manifest, prompt)
    )
})
