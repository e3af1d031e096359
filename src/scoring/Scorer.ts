import { Context, Effect, Layer } from "effect"
import { AppConfig } from "../config.js"
import { assertExamples } from "../domain/assertions.js"
import type { AssertionFailure, Detections, Manifest, Message } from "../domain/types.js"
import { ServiceUnavailable } from "../http/errors.js"
import { compileEmbedded, type CompiledScorer } from "../scorer/embedded/index.js"
import { ScorerFailed, ScorerTimeout } from "./errors.js"
import { Lru } from "./lru.js"

export type ScoringError = ScorerFailed | ScorerTimeout | ServiceUnavailable

export interface ScorerShape {
  /** Recorded on each log row: which scorer decided. */
  readonly name: string
  /**
   * `rubricKey` names the manifest (an evaluation id, or a digest of ad-hoc criteria) so that
   * whatever the scorer precomputes for it is built once and reused.
   */
  readonly score: (
    rubricKey: string,
    manifest: Manifest,
    input: ReadonlyArray<Message>
  ) => Effect.Effect<Detections, ScoringError>
  /** Create-time assertions (decisions §4); what they compile is kept under `rubricKey` for later calls. */
  readonly assertExamples: (
    rubricKey: string,
    manifest: Manifest
  ) => Effect.Effect<ReadonlyArray<AssertionFailure>, ScoringError>
}

export class Scorer extends Context.Tag("Assay/Scorer")<Scorer, ScorerShape>() {}

/** The embedded scorer: offline, deterministic, CPU-only. */
export const ScorerLocal = Layer.sync(Scorer, () => {
  const compiled = new Lru<string, CompiledScorer>(512)
  return Scorer.of({
    name: "local",
    score: (rubricKey, manifest, input) =>
      Effect.sync(() => compiled.getOrCompute(rubricKey, () => compileEmbedded(manifest)).score(input)).pipe(
        Effect.withSpan("Scorer.score", { attributes: { scorer: "local", messages: input.length } })
      ),
    assertExamples: (rubricKey, manifest) =>
      Effect.sync(() => {
        const scorer = compileEmbedded(manifest)
        compiled.set(rubricKey, scorer)
        return assertExamples(manifest, scorer.score)
      }).pipe(Effect.withSpan("Scorer.assertExamples"))
  })
})

export const ScorerLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.scorer === "local"
      ? ScorerLocal
      : Layer.die(
          new Error(
            `ASSAY_SCORER=${config.scorer} is not available in this version; set ASSAY_SCORER=local (the default without OPENAI_API_KEY).`
          )
        )
  )
)
