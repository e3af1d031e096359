import type { HttpServerRequest } from "@effect/platform"
import { ATTR_HTTP_ROUTE } from "@opentelemetry/semantic-conventions"
import { Effect, LogLevel, Option } from "effect"
import { redactTokens } from "../domain/keys.js"
import type { RequestState } from "../http/RequestState.js"
import { Attr } from "./attributes.js"
import { recordRequest } from "./Metrics.js"

/** Probes hit every few seconds: their lines are debug, and they get no trace. */
export const probePaths: ReadonlyArray<string> = ["/healthz", "/readyz"]

const pathOf = (url: string) => {
  const q = url.indexOf("?")
  return q === -1 ? url : url.slice(0, q)
}

/**
 * The router writes the matched pattern (`/v1/evaluations/:evaluation_id`) onto the request span,
 * for every route it knows (API, docs, dashboard); nothing else knows it after the fact.
 */
const matchedRoute = Effect.currentSpan.pipe(
  Effect.map((span) => span.attributes.get(ATTR_HTTP_ROUTE)),
  Effect.option,
  Effect.map((route) => Option.filter(route, (r): r is string => typeof r === "string"))
)

/**
 * What one answered request leaves behind: the attributes of its span, its metrics, and one
 * log line. The line names the request, never its content: no body, no headers, no query.
 * `status` 499 means the caller went away before an answer.
 */
export const observeRequest = (
  request: HttpServerRequest.HttpServerRequest,
  state: RequestState,
  status: number,
  code: string | undefined
) =>
  Effect.gen(function* () {
    const latencyMs = Math.round((performance.now() - state.startedAt) * 10) / 10
    const route = yield* matchedRoute
    yield* Effect.annotateCurrentSpan({
      [Attr.requestId]: state.requestId,
      ...(state.orgId === null ? {} : { [Attr.orgId]: state.orgId }),
      ...(code === undefined ? {} : { [Attr.errorCode]: code })
    })
    yield* recordRequest({ method: request.method, route: Option.getOrElse(route, () => "unmatched"), status, latencyMs })
    const path = pathOf(request.url)
    const level = probePaths.includes(path)
      ? LogLevel.Debug
      : status === 503
        ? LogLevel.Warning
        : status >= 500
          ? LogLevel.Error
          : LogLevel.Info
    yield* Effect.logWithLevel(level, status === 499 ? "request aborted" : "request").pipe(
      Effect.annotateLogs({
        request_id: state.requestId,
        org_id: state.orgId,
        method: request.method,
        // An unmatched path is the caller's text: a credential pasted into it is not logged whole.
        route: Option.getOrElse(route, () => redactTokens(path)),
        status,
        latency_ms: latencyMs,
        ...(code === undefined ? {} : { code })
      })
    )
  })
