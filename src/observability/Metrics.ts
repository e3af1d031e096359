import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  METRIC_HTTP_SERVER_REQUEST_DURATION
} from "@opentelemetry/semantic-conventions"
import { Effect, Metric, MetricBoundaries } from "effect"
import { Attr } from "./attributes.js"

// Effect metrics live in one process-wide registry; @effect/opentelemetry exports all of them when
// OTLP is configured. The `unit` tag is how that exporter learns an instrument's unit.
const seconds = (name: string, description: string, boundaries: ReadonlyArray<number>) =>
  Metric.histogram(name, MetricBoundaries.fromIterable(boundaries), description).pipe(Metric.tagged("unit", "s"))

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/** HTTP semantic conventions: one histogram per method, route and status. */
export const requestDuration = seconds(METRIC_HTTP_SERVER_REQUEST_DURATION, "Duration of HTTP server requests.", latencyBuckets)

export const requests = Metric.counter("assay.http.requests", {
  description: "HTTP requests answered, by method, route and status.",
  incremental: true
})

export const evaluations = Metric.counter("assay.evaluations", {
  description: "Evaluate calls that reached the scorer, by result status (or error code), mode and scorer.",
  incremental: true
})

export const scorerDuration = seconds("assay.scorer.duration", "Time spent scoring one evaluate call.", latencyBuckets)

export const quotaExceeded = Metric.counter("assay.quota.exceeded", {
  description: "Requests refused with 402 QUOTA_EXCEEDED.",
  incremental: true
})

export const rateLimited = Metric.counter("assay.rate_limited", {
  description: "Requests refused with 429 RATE_LIMITED.",
  incremental: true
})

export interface RequestFacts {
  readonly method: string
  /** The matched route pattern, or "unmatched": raw paths would give every id its own series. */
  readonly route: string
  readonly status: number
  readonly latencyMs: number
}

export const recordRequest = ({ latencyMs, method, route, status }: RequestFacts) => {
  const tags = <Type, Out>(metric: Metric.Metric<Type, number, Out>) =>
    metric.pipe(
      Metric.tagged(ATTR_HTTP_REQUEST_METHOD, method),
      Metric.tagged(ATTR_HTTP_ROUTE, route),
      Metric.tagged(ATTR_HTTP_RESPONSE_STATUS_CODE, String(status))
    )
  const refusals =
    status === 402
      ? Metric.update(Metric.tagged(quotaExceeded, ATTR_HTTP_ROUTE, route), 1)
      : status === 429
        ? Metric.update(Metric.tagged(rateLimited, ATTR_HTTP_ROUTE, route), 1)
        : Effect.void
  return Effect.all([Metric.update(tags(requestDuration), latencyMs / 1000), Metric.update(tags(requests), 1), refusals], {
    discard: true
  })
}

/** One evaluate call that reached the scorer: `status` is the result status or the scoring error code. */
export const recordEvaluation = (facts: { status: string; mode: string; scorer: string; scoringMs: number }) =>
  Effect.all(
    [
      Metric.update(
        evaluations.pipe(
          Metric.tagged(Attr.status, facts.status),
          Metric.tagged(Attr.mode, facts.mode),
          Metric.tagged(Attr.scorer, facts.scorer)
        ),
        1
      ),
      Metric.update(Metric.tagged(scorerDuration, Attr.scorer, facts.scorer), facts.scoringMs / 1000)
    ],
    { discard: true }
  )
