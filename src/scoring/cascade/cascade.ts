// ASSAY_SCORER=cascade: the embedded scorer answers when it is sure enough of the call's status
// (statusRisk.ts) and that status holds in plain wording (stability.ts), the model otherwise. The usage names the scorer that decided, so the log
// shows how often the model was needed (and paid for). When the model fails, the embedded
// answer in hand is the answer (decisions §11), marked with why.
import { Duration, Effect, Option } from "effect"
import type { Detections, Manifest } from "../../domain/types.js"
import { Attr } from "../../observability/attributes.js"
import { span, whenTraced } from "../../observability/span.js"
import { deadlineFor, ScoringDeadline } from "../deadline.js"
import { type FallbackReason, SCORER_BUDGET, type Scored, type ScorerShape, type ScoringError } from "../Scorer.js"
import { type Recheck, statusMoved } from "./stability.js"

/** The detectors the embedded scorer is unsure of; none means it answers the call. */
export type Unsure = (detections: Detections, manifest: Manifest) => ReadonlyArray<string>

/** ASSAY_CASCADE_THRESHOLD when unset (fitted with the calibration); bench:quality measures the cascade at this value. */
export { CASCADE_DEFAULT_THRESHOLD } from "./threshold.js"

/**
 * The rule per signal, before the whole-call rule of statusRisk.ts (which the service uses);
 * kept for comparison (docs/decisions.md) and for tests of the cascade's mechanics. A detector is sure when it answered validly and decisively. Confidence is the probability
 * that the signal is present, so a sure "found" is at least `threshold` and a sure "not found"
 * at most `1 - threshold`.
 */
export const unsureAt =
  (threshold: number): Unsure =>
  (detections, manifest) =>
    manifest.detectors
      .filter((spec) => {
        const d = Object.hasOwn(detections, spec.name) ? detections[spec.name] : undefined
        return d === undefined || d.invalid || (d.found ? d.confidence < threshold : d.confidence > 1 - threshold)
      })
      .map((spec) => spec.name)

/**
 * Of the call's budget, the most the embedded scorer may use. It answers in milliseconds unless
 * its thread is busy compiling a large rubric; past this share the model answers instead, with
 * the rest of the same budget.
 */
export const LOCAL_SHARE = 1 / 3

/**
 * Of the call's budget, what the model leaves unused when an embedded answer is in hand: a
 * model that runs out of time still leaves the call room to log that answer and send it
 * before the 30 s are up (2 s of 30).
 */
export const FALLBACK_RESERVE = 1 / 15

/**
 * The reserve's floor. Logging and sending the embedded answer takes the same time whatever the
 * budget, and a loaded machine's timers fire late by the same amount: a shorter budget (the
 * tests') must not shrink the reserve with it (1.5 s left 100 ms, which a CI run missed by 11 ms).
 * Capped at the local share, so that a budget under 1.5 s still leaves the model time.
 */
export const FALLBACK_RESERVE_MIN_MS = 500

/** What the model leaves unused of the call's budget when an embedded answer is in hand. */
export const fallbackReserveMs = (budgetMs: number): number =>
  Math.round(Math.max(budgetMs * FALLBACK_RESERVE, Math.min(FALLBACK_RESERVE_MIN_MS, budgetMs * LOCAL_SHARE)))

const fallbackReason = (error: ScoringError): FallbackReason =>
  error._tag === "ScorerTimeout" ? "model_timeout" : error._tag === "ScorerFailed" ? "model_failed" : "model_unavailable"

export const cascade = (
  local: ScorerShape,
  model: ScorerShape,
  unsure: Unsure,
  budgetMs: number = Duration.toMillis(SCORER_BUDGET),
  recheck?: Recheck
): ScorerShape => {
  const annotate = (attributes: Record<string, unknown>) => whenTraced(Effect.annotateCurrentSpan(attributes))

  const ask = (deadline: number, rubricKey: string, manifest: Manifest, input: Parameters<ScorerShape["score"]>[2], prompt: Parameters<ScorerShape["score"]>[3]) =>
    Effect.locally(model.score(rubricKey, manifest, input, prompt), ScoringDeadline, deadline)

  // The embedded answer stands in for the model's failure; the row still names the model tried.
  const fallBackTo = (scored: Scored, error: ScoringError) => {
    const reason = fallbackReason(error)
    return Effect.zipRight(
      Effect.zipRight(
        Effect.logWarning("model unavailable: answered with the embedded scorer").pipe(Effect.annotateLogs({ fallback: reason, error: error.code })),
        annotate({ [Attr.fallback]: reason })
      ),
      Effect.succeed<Scored>({ detections: scored.detections, usage: { ...scored.usage, model: model.model ?? null, fallback: reason } })
    )
  }

  return {
    name: "cascade",
    ...(model.model === undefined ? {} : { model: model.model }),
    score: (rubricKey, manifest, input, prompt) =>
      Effect.flatMap(deadlineFor(budgetMs), (deadline) => {
        // One share for the embedded scorer, its first reading and any recheck together: a
        // recheck given a share of its own from when the first reading ended could take two thirds.
        const localDeadline = Math.min(deadline, Date.now() + budgetMs * LOCAL_SHARE)
        return local.score(rubricKey, manifest, input).pipe(
          Effect.locally(ScoringDeadline, localDeadline),
          Effect.asSome,
          // The embedded scorer ran out of its share (on a scoring thread, e.g. a large rubric
          // still compiling): the model answers, within what is left of the call's budget, and
          // there is nothing to fall back on.
          Effect.catchTag("ScorerTimeout", () => Effect.succeedNone),
          Effect.flatMap((scored) => {
            if (Option.isNone(scored)) {
              return Effect.zipRight(annotate({ [Attr.cascadeReason]: "local_timeout" }), ask(deadline, rubricKey, manifest, input, prompt))
            }
            const toModel = Effect.catchAll(ask(deadline - fallbackReserveMs(budgetMs), rubricKey, manifest, input, prompt), (error) => fallBackTo(scored.value, error))
            const doubts = unsure(scored.value.detections, manifest)
            if (doubts.length > 0) return Effect.zipRight(annotate({ [Attr.cascadeReason]: "unsure", [Attr.cascadeUnsure]: doubts.join(",") }), toModel)
            const again = recheck?.(scored.value.detections, manifest, input)
            if (again === undefined) return Effect.as(annotate({ [Attr.cascadeReason]: "none" }), scored.value)
            // The status must hold when the same words are read again plainer (stability.ts);
            // a re-score that fails or runs out of the local share leaves the first answer standing.
            return local.score(rubricKey, manifest, again).pipe(
              Effect.locally(ScoringDeadline, localDeadline),
              Effect.map((rescored) => statusMoved(manifest, scored.value.detections, rescored.detections)),
              Effect.orElseSucceed(() => false),
              Effect.flatMap((moved) =>
                moved ? Effect.zipRight(annotate({ [Attr.cascadeReason]: "unstable" }), toModel) : Effect.as(annotate({ [Attr.cascadeReason]: "none" }), scored.value)
              )
            )
          })
        )
      }).pipe(span("Scorer.score", { [Attr.scorer]: "cascade", detectors: manifest.detectors.length, messages: input.length })),
    // Creation asks the model only when the embedded scorer fails an example: the model is
    // what decides the unsure calls later, so its verdict on those examples is the one that counts.
    assertExamples: (rubricKey, manifest, prompt) =>
      Effect.flatMap(local.assertExamples(rubricKey, manifest), (failures) =>
        failures.length === 0 ? Effect.succeed(failures) : model.assertExamples(rubricKey, manifest, prompt)
      )
  }
}
