import { Context, Effect, Layer } from "effect"
import { AppConfig } from "../config.js"
import { assertExampleSteps } from "../domain/assertions.js"
import type { AssertionFailure, Detections, Manifest, Message } from "../domain/types.js"
import { ServiceUnavailable } from "../http/errors.js"
import { Attr } from "../observability/attributes.js"
import { compileEmbeddedSteps, type CompiledScorer } from "../scorer/embedded/index.js"
import { sentenceDims } from "../scorer/embedded/sentenceVector.js"
import { ScorerFailed, ScorerTimeout } from "./errors.js"
import type { CompiledPrompt } from "./openai/prompt.js"
import { Lru } from "./lru.js"
import { runSliced, slicedCompiler } from "./sliced.js"
import { span } from "../observability/span.js"

export type ScoringError = ScorerFailed | ScorerTimeout | ServiceUnavailable

/** What a scoring cost, for the log row. */
export interface ScoringUsage {
  /** The scorer that decided: "local" or "openai" (under the cascade, whichever answered). */
  readonly scorer: string
  /** The model the provider reports having used; null for the embedded scorer. */
  readonly model: string | null
  /** Summed over every attempt that returned (a repair costs twice); null when the endpoint reports none. */
  readonly tokensIn: number | null
  readonly tokensOut: number | null
}

export interface Scored {
  readonly detections: Detections
  readonly usage: ScoringUsage
}

const localUsage: ScoringUsage = { scorer: "local", model: null, tokensIn: null, tokensOut: null }

export interface ScorerShape {
  /** Recorded on each log row: which scorer decided. */
  readonly name: string
  /**
   * `rubricKey` names the manifest (an evaluation id, or a digest of ad-hoc criteria) so that
   * whatever the scorer precomputes for it is built once and reused. `prompt` is the model
   * prompt stored with the evaluation (absent for ad-hoc criteria and older rows).
   */
  readonly score: (
    rubricKey: string,
    manifest: Manifest,
    input: ReadonlyArray<Message>,
    prompt?: CompiledPrompt
  ) => Effect.Effect<Scored, ScoringError>
  /** Create-time assertions (decisions §4); what they compile is kept under `rubricKey` for later calls. */
  readonly assertExamples: (
    rubricKey: string,
    manifest: Manifest,
    prompt?: CompiledPrompt
  ) => Effect.Effect<ReadonlyArray<AssertionFailure>, ScoringError>
}

export class Scorer extends Context.Tag("Assay/Scorer")<Scorer, ScorerShape>() {}

/**
 * Compiled rubrics kept in memory. A 150-category classifier weighs ~30 MB and ad-hoc criteria
 * each compile their own, so the cache is bounded by bytes, not only by count.
 */
const RUBRIC_CACHE_BYTES = 256 * 1024 * 1024

/** The embedded scorer: offline, deterministic, CPU-only. */
export const ScorerLocal = Layer.sync(Scorer, () => {
  // Read the sentence vectors now: a broken install fails at start, not on some later request.
  sentenceDims()
  const compiled = new Lru<string, CompiledScorer>(512, { of: (scorer) => scorer.bytes, budget: RUBRIC_CACHE_BYTES })
  // One compilation at a time: each holds its training buffers (tens of MB for a large rubric).
  const compilations = Effect.unsafeMakeSemaphore(1)
  const compiledFor = slicedCompiler(compiled, compilations)
  return Scorer.of({
    name: "local",
    score: (rubricKey, manifest, input) =>
      compiledFor(rubricKey, () => compileEmbeddedSteps(manifest)).pipe(
        Effect.map((scorer) => ({ detections: scorer.score(input), usage: localUsage })),
        span("Scorer.score", { [Attr.scorer]: "local", messages: input.length })
      ),
    // Created evaluations are compiled afresh (their key is new) and kept for their first calls,
    // even when an example fails here: the cascade may still create the evaluation after asking
    // the model, and an unused rubric leaves the cache by its byte budget. The permit covers the
    // compilation only (its training buffers), not the scoring of the examples.
    assertExamples: (rubricKey, manifest) =>
      compilations.withPermits(1)(runSliced(() => compileEmbeddedSteps(manifest))).pipe(
        Effect.tap((scorer) => Effect.sync(() => compiled.set(rubricKey, scorer))),
        Effect.flatMap((scorer) => runSliced(() => assertExampleSteps(manifest, scorer.score))),
        Effect.withSpan("Scorer.assertExamples")
      )
  })
})

