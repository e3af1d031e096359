// One chat-completion call to any OpenAI-compatible endpoint, nothing more: no retries (the
// scorer's policy owns them), no parsing beyond picking the fields the scorer reads.
import { Config, ConfigError, Effect, Option, Redacted } from "effect"
import OpenAI, { APIConnectionTimeoutError } from "openai"
import { ATTR_ERROR_TYPE, ATTR_HTTP_RESPONSE_STATUS_CODE } from "@opentelemetry/semantic-conventions"
import { GenAi } from "../../observability/attributes.js"
import { annotateModelUsage, span, whenTraced } from "../../observability/span.js"
import { ScorerTimeout } from "../errors.js"
import { keepAliveFetch } from "./fetch.js"
import { classify, type UpstreamFailure } from "./failures.js"

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

/** The fields of a chat completion the scorer reads; anything else in the reply is ignored. */
interface ChatCompletion {
  readonly model?: string
  readonly choices?: ReadonlyArray<{
    readonly message?: { readonly content?: string | null; readonly refusal?: string | null }
    readonly finish_reason?: string | null
    readonly logprobs?: { readonly content?: ReadonlyArray<TokenLogprob> | null } | null
  }>
  readonly usage?: { readonly prompt_tokens?: number; readonly completion_tokens?: number }
}

const toCompletion = (r: ChatCompletion, fallbackModel: string): Completion => {
  const choice = r.choices?.[0]
  return {
    content: choice?.message?.content ?? null,
    refusal: choice?.message?.refusal ?? null,
    finishReason: choice?.finish_reason ?? null,
    logprobs: choice?.logprobs?.content ?? null,
    model: r.model || fallbackModel,
    tokensIn: r.usage?.prompt_tokens ?? null,
    tokensOut: r.usage?.completion_tokens ?? null
  }
}

const failureAttributes = (e: UpstreamFailure | ScorerTimeout): Record<string, unknown> =>
  e._tag === "ScorerTimeout"
    ? { [ATTR_ERROR_TYPE]: "timeout", "error.message": e.message }
    : {
        // The status when the provider answered; otherwise the failure's kind (connection refused, reset, DNS).
        [ATTR_ERROR_TYPE]: e.status !== null ? String(e.status) : e.kind === "retryable" ? "connection_error" : "_OTHER",
        ...(e.status === null ? {} : { [ATTR_HTTP_RESPONSE_STATUS_CODE]: e.status }),
        "error.message": e.detail,
        "assay.model.failure": e.kind
      }

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
      fetch: keepAliveFetch
    })
    const hostname = new URL(s.baseUrl).hostname
    const params = (request: ChatRequest) => ({
      model: s.model,
      messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
      response_format: {
        type: "json_schema" as const,
        json_schema: { name: request.schemaName, strict: true, schema: { ...request.schema } }
      },
      temperature: s.temperature,
      max_completion_tokens: request.maxTokens,
      ...(s.logprobs ? { logprobs: true } : {})
    })

    const spanAttributes = (request: ChatRequest) => ({
      [GenAi.operationName]: "chat",
      [GenAi.system]: "openai",
      [GenAi.providerName]: "openai",
      [GenAi.requestModel]: s.model,
      [GenAi.requestMaxTokens]: request.maxTokens,
      [GenAi.requestTemperature]: s.temperature,
      "server.address": hostname,
      messages: request.messages.length
    })

    /** Aborted, and answered with ScorerTimeout, when `deadline` (`Date.now()` ms) passes first. */
    const complete = (request: ChatRequest, deadline: number): Effect.Effect<Completion, UpstreamFailure | ScorerTimeout> =>
      Effect.suspend(() => {
        const remainingMs = deadline - Date.now()
        if (remainingMs <= 0) return Effect.fail(new ScorerTimeout({}))
        return Effect.tryPromise({
          // `signal` is aborted when the fiber is interrupted (caller gone): the upstream HTTP
          // request is cancelled instead of running on unpaid. The SDK's own timer enforces the
          // deadline, so no fiber waits beside every call.
          // The SDK refuses a fractional timeout (shares of the budget need not be whole milliseconds).
          try: (signal) => client.chat.completions.create(params(request), { signal, timeout: Math.ceil(remainingMs) }),
          catch: (error) => (error instanceof APIConnectionTimeoutError ? new ScorerTimeout({}) : classify(error))
        })
      }).pipe(
        Effect.map((r) => toCompletion(r, s.model)),
        Effect.tap(annotateModelUsage),
        // A failed attempt says why on its own span (HTTP client semantic conventions).
        Effect.tapError((e) => whenTraced(Effect.annotateCurrentSpan(failureAttributes(e)))),
        span("ModelClient.complete", () => spanAttributes(request), { kind: "client" })
      )

    return { model: s.model, complete } as const
  })
}) {}
