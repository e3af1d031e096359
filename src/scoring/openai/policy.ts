// The 30-second policy (decisions §6), in one place: a cap on concurrent calls with a bounded
// waiting line, one deadline over every attempt, retries only where another attempt can help,
// and at most one repair of an unusable answer.
import { Clock, Duration, Effect, Either, Random } from "effect"
import { ServiceUnavailable } from "../../http/errors.js"
import { ScorerFailed, ScorerTimeout } from "../errors.js"
import { toScoringError, type UpstreamFailure } from "./failures.js"
import type { ChatRequest, Completion, ModelClient } from "./ModelClient.js"
import { repairMessage } from "./prompt.js"

export interface PolicyOptions {
  /** Covers waiting for a slot, every attempt, every backoff and the repair. */
  readonly budget: Duration.DurationInput
  /** Attempts against transient failures (the repair is not counted). */
  readonly maxAttempts: number
  readonly backoffBase: Duration.DurationInput
  readonly backoffMax: Duration.DurationInput
  readonly maxConcurrency: number
  /** Calls allowed to wait for a slot; beyond them a call is refused at once (503). */
  readonly maxWaiting: number
}

export const defaultPolicy: PolicyOptions = {
  budget: "30 seconds",
  maxAttempts: 6,
  backoffBase: "250 millis",
  backoffMax: "4 seconds",
  maxConcurrency: 64,
  maxWaiting: 256
}

/** One model exchange: the request, and how a completion becomes a value or a problem to repair. */
export interface Exchange<A> {
  readonly request: ChatRequest
  readonly interpret: (completion: Completion) => Either.Either<A, string>
}

export interface Outcome<A> {
  readonly value: A
  readonly model: string
  readonly tokensIn: number | null
  readonly tokensOut: number | null
}

const plus = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b)

const BUSY = "The scoring model is busy. Retry shortly."

export const makePolicy = (client: ModelClient, options: PolicyOptions) =>
  Effect.gen(function* () {
    const slots = yield* Effect.makeSemaphore(options.maxConcurrency)
    let admitted = 0
    const budgetMs = Duration.toMillis(options.budget)
    const baseMs = Duration.toMillis(options.backoffBase)
    const maxMs = Duration.toMillis(options.backoffMax)
    // A retry is pointless unless the attempt after it has some time left to run.
    const attemptRoom = Math.min(1000, budgetMs / 10)

    // Holding or waiting for a slot both count; acquire/release keep the count exact under interruption.
    const gated = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      Effect.acquireUseRelease(
        Effect.suspend(() =>
          admitted >= options.maxConcurrency + options.maxWaiting
            ? Effect.fail(new ServiceUnavailable({ message: BUSY, retryAfter: 1 }))
            : Effect.sync(() => void admitted++)
        ),
        () => slots.withPermits(1)(effect),
        () => Effect.sync(() => void admitted--)
      )

    // Equal jitter: half fixed, half random, so concurrent retries spread out but still back off.
    const backoff = (failures: number) =>
      Effect.map(Random.next, (r) => {
        const ceiling = Math.min(maxMs, baseMs * 2 ** (failures - 1))
        return ceiling / 2 + (r * ceiling) / 2
      })

    const attempts = <A>(exchange: Exchange<A>, deadline: number) =>
      Effect.gen(function* () {
        let messages = exchange.request.messages
        let failures = 0
        let repaired = false
        let tokensIn: number | null = 0
        let tokensOut: number | null = 0
        while (true) {
          const result = yield* Effect.either(client.complete({ ...exchange.request, messages }))
          if (Either.isLeft(result)) {
            const failure: UpstreamFailure = result.left
            yield* Effect.logWarning("model call failed").pipe(
              Effect.annotateLogs({ kind: failure.kind, status: failure.status ?? "none", detail: failure.detail })
            )
            if (failure.kind !== "retryable") return yield* Effect.fail(toScoringError(failure))
            failures++
            // The provider's retry-after is honoured exactly, or not at all if it overruns the budget.
            const wait = failure.retryAfterMs ?? (yield* backoff(failures))
            const left = deadline - (yield* Clock.currentTimeMillis)
            if (failures >= options.maxAttempts || wait + attemptRoom > left) return yield* Effect.fail(toScoringError(failure))
            yield* Effect.sleep(Duration.millis(wait))
            continue
          }
          const completion = result.right
          tokensIn = plus(tokensIn, completion.tokensIn)
          tokensOut = plus(tokensOut, completion.tokensOut)
          const value = exchange.interpret(completion)
          if (Either.isRight(value)) return { value: value.right, model: completion.model, tokensIn, tokensOut } satisfies Outcome<A>
          yield* Effect.logWarning("unusable model answer").pipe(Effect.annotateLogs({ problem: value.left, repaired }))
          if (repaired) return yield* Effect.fail(new ScorerFailed({}))
          repaired = true
          messages = [
            ...messages,
            { role: "assistant", content: completion.content ?? "" },
            { role: "user", content: repairMessage(value.left) }
          ]
        }
      })

    const run = <A>(exchange: Exchange<A>) =>
      Effect.flatMap(Clock.currentTimeMillis, (start) =>
        gated(attempts(exchange, start + budgetMs)).pipe(
          // Interrupting the attempt aborts its HTTP request (ModelClient passes the signal on).
          Effect.timeoutFail({ duration: options.budget, onTimeout: () => new ScorerTimeout({}) })
        )
      )

    return { run } as const
  })
