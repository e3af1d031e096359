// The model-backed scorer (issue 5): one model call per evaluate, batched calls for create-time
// example assertions, everything under the policy of policy.ts.
import { Config, Context, Effect, Layer } from "effect"
import { assertExamples } from "../../domain/assertions.js"
import type { Detections, Manifest, Message } from "../../domain/types.js"
import { Attr, GenAi } from "../../observability/attributes.js"
import { compileCached } from "../compiled.js"
import { Lru } from "../lru.js"
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

    const score = Effect.fn("Scorer.score")(function* (
      rubricKey: string,
      manifest: Manifest,
      input: ReadonlyArray<Message>,
      prompt?: CompiledPrompt
    ) {
      yield* Effect.annotateCurrentSpan({
        [Attr.scorer]: "openai",
        [GenAi.requestModel]: client.model,
        detectors: manifest.detectors.length,
        messages: input.length
      })
      const rubric = yield* compileCached(rubrics, rubricKey, () => compileRubric(manifest, prompt))
      const outcome = yield* policy.run(evaluateExchange(rubric, input))
      // Summed over every attempt of this call; each attempt's own usage is on its ModelClient.complete span.
      yield* Effect.annotateCurrentSpan({
        [GenAi.responseModel]: outcome.model,
        ...(outcome.tokensIn === null ? {} : { [GenAi.inputTokens]: outcome.tokensIn }),
        ...(outcome.tokensOut === null ? {} : { [GenAi.outputTokens]: outcome.tokensOut })
      })
      return {
        detections: outcome.value,
        usage: { scorer: "openai", model: outcome.model, tokensIn: outcome.tokensIn, tokensOut: outcome.tokensOut }
      }
    })

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

    return { name: "openai", score, assertExamples: assert } satisfies ScorerShape
  })

export class OpenAiScorer extends Context.Tag("Assay/OpenAiScorer")<OpenAiScorer, ScorerShape>() {
  /** `OPENAI_*` from the environment; `overrides` (e.g. a 1-second budget in tests) win. */
  static readonly layer = (overrides: Partial<PolicyOptions> = {}) =>
    Layer.effect(OpenAiScorer, make(overrides)).pipe(Layer.provide(ModelClient.Default))
}
