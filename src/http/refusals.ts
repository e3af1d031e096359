import { Effect, Runtime, Schedule } from "effect"
import { recordRequestSync } from "../observability/Metrics.js"

/**
 * Requests the Node server answers before any handler runs: Node's own 408/431/400 and the
 * early 503 while the in-flight gate is full. They get no request span, so they are counted in
 * the request metrics and logged here.
 */
export interface Refusals {
  /** One line per refusal, with the `X-Request-Id` the client got: these are rare and per client. */
  readonly clientError: (status: number, code: string, requestId: string) => void
  /** Counted, and logged as one summary line per second: under 5x overload a line per refusal
   * would spend the CPU the refusal is meant to save. */
  readonly shed: (method: string) => void
}

const UNMATCHED = "unmatched"

export const makeRefusals = Effect.gen(function* () {
  const runSync = Runtime.runSync(yield* Effect.runtime<never>())
  let shed = 0
  const flush = Effect.suspend(() => {
    if (shed === 0) return Effect.void
    const refused = shed
    shed = 0
    return Effect.logWarning("requests refused at capacity").pipe(
      Effect.annotateLogs({ status: 503, code: "SERVICE_UNAVAILABLE", refused })
    )
  })
  yield* Effect.forkScoped(Effect.repeat(flush, Schedule.spaced("1 second")))
  yield* Effect.addFinalizer(() => flush)
  const refusals: Refusals = {
    clientError: (status, code, requestId) => {
      recordRequestSync({ method: "_OTHER", route: UNMATCHED, status, latencyMs: 0 })
      runSync(Effect.logInfo("request refused").pipe(Effect.annotateLogs({ request_id: requestId, status, code })))
    },
    shed: (method) => {
      shed++
      recordRequestSync({ method, route: UNMATCHED, status: 503, latencyMs: 0 })
    }
  }
  return refusals
})
