// The model-backed scorer (issue 5): one model call per evaluate, batched calls for create-time
// example assertions, everything under the policy of policy.ts.
import { Config, Context, Effect, Layer } from "effect"
import { setFlagsFromString } from "node:v8"
import { assertExamples } from "../../domain/assertions.js"
import type { Detections, Manifest, Message } from "../../domain/types.js"
import { Attr, GenAi } from "../../observability/attributes.js"
import { annotateModelUsage, span } from "../../observability/span.js"
import { compileCached } from "../cache/compiled.js"
import { Lru } from "../cache/lru.js"
import { batchesOf, batchExchange, compileRubric, evaluateExchange, exampleTexts, type Rubric } from "./exchanges.js"
import { ModelClient } from "./ModelClient.js"
import type { CompiledPrompt } from "./prompt.js"
import { defaultPolicy, makePolicy, type PolicyOptions } from "./policy.js"
import type { ScorerShape } from "../Scorer.js"

// Batches of one rubric's examples sent at once: enough to create quickly, few enough to
// leave the shared concurrency cap to evaluate calls.
const ASSERTION_CONCURRENCY = 4

const positiveInt = (name: string, fallback: number, min: number) =>
  Config.integer(name).pipe(
    Config.validate({ message: `must be an integer of at least ${min}`, validation: (n) => n >= min }),
    Config.withDefault(fallback)
  )

/** Options given in code (tests) win over the environment, which wins over the defaults. */
const policyOptions = (overrides: Partial<PolicyOptions>) =>
  Effect.gen(function* () {
    const maxConcurrency = yield* positiveInt("OPENAI_MAX_CONCURRENCY", defaultPolicy.maxConcurrency, 1)
    const maxWaiting = yield* positiveInt("OPENAI_MAX_WAITING", defaultPolicy.maxWaiting, 0)
    return { ...defaultPolicy, maxConcurrency, maxWaiting, ...overrides } satisfies PolicyOptions
  })

const make = (overrides: Partial<PolicyOptions>) =>
  Effect.gen(function* () {
    const client = yield* ModelClient
    const policy = yield* makePolicy(client, yield* policyOptions(overrides))
    const rubrics = new Lru<string, Rubric>(512)

    // A plain function under `span`, not `Effect.fn`: that one captures a stack trace and makes
    // a span on every call even when no exporter can ever read it (docs/performance.md).
    const score = (rubricKey: string, manifest: Manifest, input: ReadonlyArray<Message>, prompt?: CompiledPrompt) =>
      Effect.flatMap(
        compileCached(rubrics, rubricKey, () => compileRubric(manifest, prompt)),
        (rubric) => policy.run(evaluateExchange(rubric, input))
      ).pipe(
        // Summed over every attempt of this call; each attempt's own usage is on its ModelClient.complete span.
        Effect.tap(annotateModelUsage),
        Effect.map((outcome) => ({
          detections: outcome.value,
          usage: { scorer: "openai", model: outcome.model, tokensIn: outcome.tokensIn, tokensOut: outcome.tokensOut }
        })),
        span("Scorer.score", () => ({
          [Attr.scorer]: "openai",
          [GenAi.requestModel]: client.model,
          detectors: manifest.detectors.length,
          messages: input.length
        }))
      )

    const assert = Effect.fn("Scorer.assertExamples")(function* (rubricKey: string, manifest: Manifest, prompt?: CompiledPrompt) {
      const rubric = compileRubric(manifest, prompt)
      rubrics.set(rubricKey, rubric)
      const batches = batchesOf(exampleTexts(manifest))
      yield* Effect.annotateCurrentSpan({ [Attr.scorer]: "openai", batches: batches.length })
      // Each batch is its own call with its own budget: create has no 30-second rule.
      const answers = yield* Effect.forEach(batches, (batch) => policy.run(batchExchange(rubric, batch)), {
        concurrency: ASSERTION_CONCURRENCY
      })
      const byText = new Map<string, Detections>(answers.flatMap((a) => [...a.value]))
      // The domain decides pass or fail exactly as for the embedded scorer.
      return assertExamples(manifest, (messages) => byText.get(messages[0]?.content ?? "") ?? {})
    })

    return { name: "openai", model: client.model, score, assertExamples: assert } satisfies ScorerShape
  })

// Requests wait a second or more for the model, so what they hold is promoted to V8's old
// generation and dies there; with 24 GiB of RAM V8 lets that generation grow to up to 4× what
// survived the last full collection before collecting again: ~300 MB of dead objects at 1,000
// in flight. 1.5× keeps the peak under 400 MB for ~5% more CPU (docs/performance.md). Only the
// model scorers set it: the embedded scorer's requests are short-lived, and there the same flag
// cost 8–50% more CPU per request (two alternated runs at 50 connections). A V8 flag read at every collection, so it applies from here on; one
// given on node's command line wins (`node --heap-growing-percent=0 ...` restores V8's own).
const collectOldGenerationSooner = Effect.sync(() => {
  if (!process.execArgv.some((a) => /heap[-_]growing[-_]percent/.test(a))) setFlagsFromString("--heap-growing-percent=50")
})

export class OpenAiScorer extends Context.Tag("Assay/OpenAiScorer")<OpenAiScorer, ScorerShape>() {
  /** `OPENAI_*` from the environment; `overrides` (e.g. a 1-second budget in tests) win. */
  static readonly layer = (overrides: Partial<PolicyOptions> = {}) =>
    Layer.effect(OpenAiScorer, Effect.zipRight(collectOldGenerationSooner, make(overrides))).pipe(Layer.provide(ModelClient.Default))
}
