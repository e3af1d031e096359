// The 30-second policy (decisions §6), in one place: a cap on concurrent calls with a bounded
// waiting line, one deadline over every attempt, retries only where another attempt can help,
// and at most one repair of an unusable answer.
import { Duration, Effect, Either, Random } from "effect"
import { ServiceUnavailable } from "../../http/errors.js"
import { deadlineFor } from "../deadline.js"
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

// Waiting for a slot, the HTTP call and the backoff each stop at the one deadline themselves
// (a timer each) instead of the whole run being raced against a sleep: `Effect.timeoutFail`
// forks two fibers per call, which then live as long as the call (a second or more), and with
// a semaphore and two acquire/release brackets on top the policy cost as much CPU per call as the
// HTTP request itself (docs/performance.md).
export const makePolicy = (client: ModelClient, options: PolicyOptions) =>
  Effect.sync(() => {
    const budgetMs = Duration.toMillis(options.budget)
    const baseMs = Duration.toMillis(options.backoffBase)
    const maxMs = Duration.toMillis(options.backoffMax)
    // A retry is pointless unless the attempt after it has some time left to run.
    const attemptRoom = Math.min(1000, budgetMs / 10)

    // A ticket records whether its call holds a slot, so that whatever ends the call (answer,
    // failure, deadline, interruption at any point) gives back exactly what it held.
    interface Ticket {
      holds: boolean
      wake: () => void
      timer: ReturnType<typeof setTimeout> | undefined
    }
    let running = 0
    // Calls waiting for a slot, first come first served (a Set keeps insertion order).
    const line = new Set<Ticket>()

    const releaseSlot = () => {
      const next = line.values().next()
      if (next.done === true) return void running--
      line.delete(next.value)
      // Handed over without ever being free, so a newcomer cannot jump the line.
      next.value.holds = true
      next.value.wake()
    }

    const busy = Effect.fail(new ServiceUnavailable({ message: BUSY, retryAfter: 1 }))
    const acquire = (ticket: Ticket, deadline: number): Effect.Effect<void, ServiceUnavailable | ScorerTimeout> =>
      Effect.suspend((): Effect.Effect<void, ServiceUnavailable | ScorerTimeout> => {
        if (running < options.maxConcurrency) {
          running++
          ticket.holds = true
          return Effect.void
        }
        if (line.size >= options.maxWaiting) return busy
        return Effect.async<void, ScorerTimeout>((resume) => {
          ticket.wake = () => {
            clearTimeout(ticket.timer)
            resume(Effect.void)
          }
          ticket.timer = setTimeout(() => {
            line.delete(ticket)
            resume(Effect.fail(new ScorerTimeout({})))
          }, deadline - Date.now())
          line.add(ticket)
        })
      })
    const leave = (ticket: Ticket) =>
      Effect.sync(() => {
        clearTimeout(ticket.timer)
        line.delete(ticket)
        if (ticket.holds) releaseSlot()
      })

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
          const result = yield* Effect.either(client.complete({ ...exchange.request, messages }, deadline))
          if (Either.isLeft(result)) {
            if (result.left._tag === "ScorerTimeout") return yield* Effect.fail(result.left)
            const failure: UpstreamFailure = result.left
            yield* Effect.logWarning("model call failed").pipe(
              Effect.annotateLogs({ kind: failure.kind, status: failure.status ?? "none", detail: failure.detail })
            )
            if (failure.kind !== "retryable") return yield* Effect.fail(toScoringError(failure))
            failures++
            // The provider's retry-after is honoured exactly, or not at all if it overruns the budget.
            const wait = failure.retryAfterMs ?? (yield* backoff(failures))
            const left = deadline - Date.now()
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

    // A call runs in a slot or waits in line for one (a full line answers 503 at once); one
    // deadline covers both. The HTTP request is aborted by ModelClient when the call is
    // interrupted (caller gone).
    const run = <A>(exchange: Exchange<A>) =>
      Effect.uninterruptibleMask((restore) =>
        Effect.flatMap(deadlineFor(budgetMs), (deadline) => {
          const ticket: Ticket = { holds: false, wake: () => undefined, timer: undefined }
          return Effect.ensuring(restore(Effect.zipRight(acquire(ticket, deadline), attempts(exchange, deadline))), leave(ticket))
        })
      )

    return { run } as const
  })
