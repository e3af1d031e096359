import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  METRIC_HTTP_SERVER_REQUEST_DURATION
} from "@opentelemetry/semantic-conventions"
import { Effect, Metric, MetricBoundaries, MetricLabel } from "effect"
import { Attr } from "./attributes.js"

// Effect metrics live in one process-wide registry; @effect/opentelemetry exports all of them when
// OTLP is configured. The `unit` tag is how that exporter learns an instrument's unit.
const UNIT = "unit"
const histogram = (name: string, description: string, boundaries: ReadonlyArray<number>) =>
  Metric.histogram(name, MetricBoundaries.fromIterable(boundaries), description)

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

const requestSeconds = histogram(METRIC_HTTP_SERVER_REQUEST_DURATION, "Duration of HTTP server requests.", latencyBuckets)
const scorerSeconds = histogram("assay.scorer.duration", "Time spent scoring one evaluate call.", latencyBuckets)

/** HTTP semantic conventions: one histogram per method, route and status. */
export const requestDuration = requestSeconds.pipe(Metric.tagged(UNIT, "s"))

export const requests = Metric.counter("assay.http.requests", {
  description: "HTTP requests answered, by method, route and status.",
  incremental: true
})

export const evaluations = Metric.counter("assay.evaluations", {
  description: "Evaluate calls that reached the scorer, by result status (or error code), mode and scorer.",
  incremental: true
})

export const scorerDuration = scorerSeconds.pipe(Metric.tagged(UNIT, "s"))

export const quotaExceeded = Metric.counter("assay.quota.exceeded", {
  description: "Requests refused with 402 QUOTA_EXCEEDED.",
  incremental: true
})

export const rateLimited = Metric.counter("assay.rate_limited", {
  description: "Requests refused with 429 RATE_LIMITED.",
  incremental: true
})

/**
 * Label sets are built once per combination and then reused: the registry finds a metric's
 * series by the identity of its label array, whereas `Metric.tagged` per call made new arrays
 * and a new key to hash and look up, about 20 µs per request. The labels come in the order the
 * `Metric.tagged` chains used (`unit` first), so the series are the same ones. Combinations are
 * bounded as the series are: routes are patterns, statuses and scorers a handful.
 */
const labelSets = new Map<string, ReadonlyArray<MetricLabel.MetricLabel>>()
const labels = (...pairs: ReadonlyArray<string>): ReadonlyArray<MetricLabel.MetricLabel> => {
  const key = pairs.join("\u0000")
  let set = labelSets.get(key)
  if (set === undefined) {
    const made: Array<MetricLabel.MetricLabel> = []
    for (let i = 0; i < pairs.length; i += 2) made.push(MetricLabel.make(pairs[i]!, pairs[i + 1]!))
    labelSets.set(key, (set = made))
  }
  return set
}

export interface RequestFacts {
  readonly method: string
  /** The matched route pattern, or "unmatched": raw paths would give every id its own series. */
  readonly route: string
  readonly status: number
  readonly latencyMs: number
}

/** Records one answered request, synchronously (the caller is already inside an effect). */
export const recordRequestSync = ({ latencyMs, method, route, status }: RequestFacts): void => {
  const code = String(status)
  requestSeconds.unsafeUpdate(
    latencyMs / 1000,
    labels(UNIT, "s", ATTR_HTTP_REQUEST_METHOD, method, ATTR_HTTP_ROUTE, route, ATTR_HTTP_RESPONSE_STATUS_CODE, code)
  )
  requests.unsafeUpdate(1, labels(ATTR_HTTP_REQUEST_METHOD, method, ATTR_HTTP_ROUTE, route, ATTR_HTTP_RESPONSE_STATUS_CODE, code))
  if (status === 402) quotaExceeded.unsafeUpdate(1, labels(ATTR_HTTP_ROUTE, route))
  if (status === 429) rateLimited.unsafeUpdate(1, labels(ATTR_HTTP_ROUTE, route))
}

/** One evaluate call that reached the scorer: `status` is the result status or the scoring error code. */
export const recordEvaluation = (facts: { status: string; mode: string; scorer: string; scoringMs: number }) =>
  Effect.sync(() => {
    evaluations.unsafeUpdate(1, labels(Attr.status, facts.status, Attr.mode, facts.mode, Attr.scorer, facts.scorer))
    scorerSeconds.unsafeUpdate(facts.scoringMs / 1000, labels(UNIT, "s", Attr.scorer, facts.scorer))
  })
