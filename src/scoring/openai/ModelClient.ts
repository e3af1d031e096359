// One chat-completion call to any OpenAI-compatible endpoint, nothing more: no retries (the
// scorer's policy owns them), no parsing beyond picking the fields the scorer reads.
import { Config, ConfigError, Effect, Option, Redacted } from "effect"
import OpenAI from "openai"
import { GenAi } from "../../observability/attributes.js"
import { classify } from "./failures.js"

export interface ChatMessage {
  readonly role: "system" | "user" | "assistant"
  readonly content: string
}

export interface ChatRequest {
  readonly messages: ReadonlyArray<ChatMessage>
  /** Structured outputs: the answer must match `schema` (strict JSON Schema). */
  readonly schemaName: string
  readonly schema: Readonly<Record<string, unknown>>
  readonly maxTokens: number
}

export interface TokenLogprob {
  readonly token: string
  readonly bytes: ReadonlyArray<number> | null
  readonly logprob: number
}

export interface Completion {
  readonly content: string | null
  readonly refusal: string | null
  readonly finishReason: string | null
  /** Per-token log probabilities, when the endpoint returns them. */
  readonly logprobs: ReadonlyArray<TokenLogprob> | null
  readonly model: string
  readonly tokensIn: number | null
  readonly tokensOut: number | null
}

const absoluteUrl = (name: string) =>
  Config.string(name).pipe(
    Config.validate({
      message: "must be an absolute http(s) URL",
      validation: (s) => URL.canParse(s) && ["http:", "https:"].includes(new URL(s).protocol)
    })
  )

const settings = Effect.gen(function* () {
  const apiKey = yield* Config.option(Config.redacted("OPENAI_API_KEY"))
  const baseUrl = yield* Config.option(absoluteUrl("OPENAI_BASE_URL"))
  // Local servers (Ollama, llama.cpp, vLLM without --api-key) need no key; OpenAI itself does.
  if (Option.isNone(apiKey) && Option.isNone(baseUrl)) {
    return yield* Effect.fail(
      ConfigError.MissingData(["OPENAI_API_KEY"], "is required for the model scorer unless OPENAI_BASE_URL names a server that needs none")
    )
  }
  return {
    apiKey: Option.match(apiKey, { onNone: () => "unused", onSome: Redacted.value }),
    baseUrl: Option.getOrElse(baseUrl, () => "https://api.openai.com/v1"),
    model: yield* Config.nonEmptyString("OPENAI_MODEL").pipe(Config.withDefault("gpt-4o-mini")),
    // Reasoning models refuse `logprobs` and any temperature but 1: both can be switched.
    logprobs: yield* Config.boolean("OPENAI_LOGPROBS").pipe(Config.withDefault(true)),
    // Validate before defaulting: the other order drops the variable's name from the error.
    temperature: yield* Config.number("OPENAI_TEMPERATURE").pipe(
      Config.validate({ message: "must be a number between 0 and 2", validation: (t) => t >= 0 && t <= 2 }),
      Config.withDefault(0)
    ),
    organization: Option.getOrNull(yield* Config.option(Config.string("OPENAI_ORG_ID"))),
    project: Option.getOrNull(yield* Config.option(Config.string("OPENAI_PROJECT_ID")))
  }
})

export class ModelClient extends Effect.Service<ModelClient>()("Assay/ModelClient", {
  effect: Effect.gen(function* () {
    const s = yield* settings
    // Credentials and endpoint are passed explicitly (null included) so the SDK does not pick
    // others up from process.env behind Config's back.
    const client = new OpenAI({
      apiKey: s.apiKey,
      adminAPIKey: null,
      baseURL: s.baseUrl,
      organization: s.organization,
      project: s.project,
      webhookSecret: null,
      maxRetries: 0,
      // A backstop only: the scorer's deadline interrupts (and so aborts) every call first.
      timeout: 120_000
    })

    const complete = (request: ChatRequest) =>
      Effect.tryPromise({
        // `signal` is aborted when the fiber is interrupted (deadline, caller gone): the
        // upstream HTTP request is cancelled instead of running on unpaid.
        try: (signal) =>
          client.chat.completions.create(
            {
              model: s.model,
              messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
              response_format: {
                type: "json_schema",
                json_schema: { name: request.schemaName, strict: true, schema: { ...request.schema } }
              },
              temperature: s.temperature,
              max_completion_tokens: request.maxTokens,
              ...(s.logprobs ? { logprobs: true } : {})
            },
            { signal }
          ),
        catch: classify
      }).pipe(
        Effect.map((r): Completion => {
          const choice = r.choices[0]
          return {
            content: choice?.message.content ?? null,
            refusal: choice?.message.refusal ?? null,
            finishReason: choice?.finish_reason ?? null,
            logprobs: choice?.logprobs?.content ?? null,
            model: r.model || s.model,
            tokensIn: r.usage?.prompt_tokens ?? null,
            tokensOut: r.usage?.completion_tokens ?? null
          }
        }),
        Effect.tap((c) =>
          Effect.annotateCurrentSpan({
            [GenAi.responseModel]: c.model,
            ...(c.tokensIn === null ? {} : { [GenAi.inputTokens]: c.tokensIn }),
            ...(c.tokensOut === null ? {} : { [GenAi.outputTokens]: c.tokensOut })
          })
        ),
        Effect.withSpan("ModelClient.complete", {
          kind: "client",
          attributes: {
            [GenAi.operationName]: "chat",
            [GenAi.system]: "openai",
            [GenAi.providerName]: "openai",
            [GenAi.requestModel]: s.model,
            [GenAi.requestMaxTokens]: request.maxTokens,
            [GenAi.requestTemperature]: s.temperature,
            "server.address": new URL(s.baseUrl).hostname,
            messages: request.messages.length
          }
        })
      )

    return { model: s.model, complete } as const
  })
}) {}
