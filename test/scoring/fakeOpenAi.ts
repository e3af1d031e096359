// A scripted OpenAI-compatible server on 127.0.0.1: each request to /v1/chat/completions takes
// the next reply of the test's script. It counts attempts and notices callers that hang up.
import { ConfigProvider, Effect, Either, Logger, LogLevel } from "effect"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { OpenAiScorer } from "../../src/scoring/openai/OpenAiScorer.js"
import type { PolicyOptions } from "../../src/scoring/openai/policy.js"
import type { ScorerShape } from "../../src/scoring/Scorer.js"

type Response =
  | { readonly status: number; readonly body: unknown; readonly headers?: Readonly<Record<string, string>> }
  /** Never answer; the socket stays open until the client gives up. */
  | "hang"
  /** Destroy the socket without an answer: a connection error for the client. */
  | "drop"

/** A scripted response, or one built from the request body (to answer a batch as a model would). */
export type Reply = Response | ((request: any) => Response)

export interface FakeOpenAi {
  readonly baseUrl: string
  /** Parsed bodies of the chat-completion requests, in order; its length is the attempt count. */
  readonly requests: Array<any>
  /** Requests whose client closed the connection before an answer was sent. */
  readonly hangUps: () => number
  /** Resolves at the next hang-up. */
  readonly nextHangUp: () => Promise<void>
  /** Resolves when the n-th request (1-based) has arrived. */
  readonly received: (n: number) => Promise<void>
  readonly script: (replies: ReadonlyArray<Reply>) => void
  readonly close: () => Promise<void>
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ""
    req.on("data", (chunk) => (data += chunk))
    req.on("end", () => resolve(data))
  })

export const startFakeOpenAi = async (): Promise<FakeOpenAi> => {
  let replies: Array<Reply> = []
  const requests: Array<any> = []
  let hangUps = 0
  let hangUpWaiters: Array<() => void> = []
  let arrivalWaiters: Array<{ n: number; resolve: () => void }> = []

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req)
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") return void res.writeHead(404).end()
    requests.push(JSON.parse(body))
    arrivalWaiters = arrivalWaiters.filter((w) => (w.n <= requests.length ? (w.resolve(), false) : true))
    res.on("close", () => {
      if (res.writableFinished) return
      hangUps++
      hangUpWaiters.forEach((resolve) => resolve())
      hangUpWaiters = []
    })
    const next = replies.shift() ?? { status: 500, body: { error: { message: "script exhausted" } } }
    const reply = typeof next === "function" ? next(requests.at(-1)) : next
    if (reply === "hang") return
    if (reply === "drop") return void req.socket.destroy()
    res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers }).end(JSON.stringify(reply.body))
  }

  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    hangUps: () => hangUps,
    nextHangUp: () => new Promise((resolve) => hangUpWaiters.push(resolve)),
    received: (n) => (requests.length >= n ? Promise.resolve() : new Promise((resolve) => arrivalWaiters.push({ n, resolve }))),
    script: (next) => {
      replies = [...next]
      requests.length = 0
      hangUps = 0
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** A scripted server that a whole service started next reads from its environment (OPENAI_*). */
export const startFakeOpenAiInEnv = async (): Promise<FakeOpenAi> => {
  const fake = await startFakeOpenAi()
  process.env.OPENAI_API_KEY = "sk-test"
  process.env.OPENAI_BASE_URL = fake.baseUrl
  return fake
}

/**
 * Fast backoff so retry tests take milliseconds. The budget is for calls that should succeed: a
 * test that waits one out sets its own. 2 s was too short on a loaded 2-core machine, where a
 * repaired answer (two exchanges) took over 2 s at load 20 and failed ScorerTimeout.
 */
export const testPolicy: Partial<PolicyOptions> = { budget: "10 seconds", backoffBase: "10 millis", backoffMax: "40 millis" }

/** The environment of a model scorer pointed at `fake` (plus `env`), with its warnings silenced. */
export const withEnv =
  (fake: FakeOpenAi, env: ReadonlyArray<readonly [string, string]> = []) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    effect.pipe(
      Effect.withConfigProvider(
        ConfigProvider.fromMap(new Map([["OPENAI_API_KEY", "sk-test"], ["OPENAI_BASE_URL", fake.baseUrl], ...env]))
      ),
      Effect.provide(Logger.minimumLogLevel(LogLevel.None))
    )

/** Runs `f` with a fresh model scorer (fresh cache, fresh concurrency cap) pointed at `fake`. */
export const withScorer = <A, E>(
  fake: FakeOpenAi,
  f: (scorer: ScorerShape) => Effect.Effect<A, E>,
  policy: Partial<PolicyOptions> = {}
): Effect.Effect<Either.Either<A, E>> =>
  Effect.flatMap(OpenAiScorer, (scorer) => Effect.either(f(scorer))).pipe(
    Effect.provide(OpenAiScorer.layer({ ...testPolicy, ...policy })),
    withEnv(fake),
    Effect.orDie
  )

// ----- reply builders -----

export interface AnswerOptions {
  readonly logprobs?: ReadonlyArray<{ token: string; logprob: number; bytes: Array<number> | null }>
  readonly usage?: { prompt_tokens: number; completion_tokens: number }
}

/** A 200 chat completion whose message content is `content` (an object is JSON-encoded). */
export const answer = (content: unknown, options: AnswerOptions = {}): Response => ({
  status: 200,
  body: {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 0,
    model: "gpt-4o-mini-2024-07-18",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content), refusal: null },
        logprobs: options.logprobs === undefined ? null : { content: options.logprobs, refusal: null },
        finish_reason: "stop"
      }
    ],
    usage: { prompt_tokens: 1000, completion_tokens: 100, total_tokens: 1100, ...options.usage }
  }
})

export const apiError = (status: number, code: string | null = null, headers: Record<string, string> = {}): Response => ({
  status,
  headers,
  body: { error: { message: `upstream ${status}`, type: code ?? "server_error", param: null, code } }
})

type DetectorAnswer = {
  evidence: Array<{ message_index: number; quote: string }>
  negated: boolean
  found: boolean
  value: string | null
  confidence: number
}

/** One detector's answer as the model writes it; confidence (that the signal is present) follows `found`. */
export const det = (over: Partial<DetectorAnswer> = {}): DetectorAnswer => ({
  evidence: [],
  negated: false,
  found: false,
  value: null,
  confidence: over.found === true ? 0.9 : 0.1,
  ...over
})

/**
 * Tokens of a JSON text as a tokenizer might cut it: every string literal and every
 * true/false/null its own token. `probability(token, index)` sets each token's probability.
 */
export const tokensOf = (content: string, probability: (token: string, index: number) => number = () => 1) =>
  content
    .split(/("(?:[^"\\]|\\.)*"|true|false|null)/)
    .filter((t) => t !== "")
    .map((token, index) => ({ token, logprob: Math.log(probability(token, index)), bytes: [...Buffer.from(token, "utf8")] }))
