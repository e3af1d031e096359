import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { ATTR_ERROR_TYPE, ATTR_HTTP_ROUTE } from "@opentelemetry/semantic-conventions"
import { Effect, LogLevel, Option } from "effect"
import { redactTokens } from "../domain/keys.js"
import type { RequestState } from "../http/RequestState.js"
import { Attr } from "./attributes.js"
import { recordRequestSync } from "./Metrics.js"

/**
 * One-time links carry their secret in the query (`token=`: password resets and invitations;
 * `setup=`: the first organization). The tracer records the full URL, so such requests get no
 * trace; the request log line never has the query.
 */
export const carriesLinkSecret = (url: string): boolean => /[?&](?:token|setup)=/.test(url)

/** Probes hit every few seconds: their lines are debug, and they get no trace. */
export const probePaths: ReadonlyArray<string> = ["/healthz", "/readyz"]

export const pathOf = (url: string) => {
  const q = url.indexOf("?")
  return q === -1 ? url : url.slice(0, q)
}

/**
 * What one answered request leaves behind: the attributes of its span, its metrics, and one
 * log line. The line names the request, never its content: no body, no headers, no query.
 * `status` 499 means the caller went away before an answer.
 *
 * The router writes the matched pattern (`/v1/evaluations/:evaluation_id`) onto the request
 * span, for every route it knows (API, docs, dashboard); nothing else knows it after the fact.
 * Span and metrics are written in one synchronous step: this runs on every request.
 */
export const observeRequest = (
  request: HttpServerRequest.HttpServerRequest,
  state: RequestState,
  status: number,
  code: string | undefined
) =>
  Effect.flatMap(Effect.option(Effect.currentSpan), (span) => {
    const latencyMs = Math.round((performance.now() - state.startedAt) * 10) / 10
    const matched = Option.isSome(span) ? span.value.attributes.get(ATTR_HTTP_ROUTE) : undefined
    const path = pathOf(request.url)
    // Probes are not traced, so no router wrote their route; their paths are their routes.
    const route = typeof matched === "string" ? matched : probePaths.includes(path) ? path : undefined
    if (Option.isSome(span)) {
      span.value.attribute(Attr.requestId, state.requestId)
      if (state.orgId !== null) span.value.attribute(Attr.orgId, state.orgId)
      if (code !== undefined) span.value.attribute(Attr.errorCode, code)
      // HTTP semantic conventions: a 5xx names its error; the boundary ends the span as an error.
      if (status >= 500) span.value.attribute(ATTR_ERROR_TYPE, code ?? String(status))
    }
    recordRequestSync({ method: request.method, route: route ?? "unmatched", status, latencyMs })
    const level = probePaths.includes(path)
      ? LogLevel.Debug
      : status === 503
        ? LogLevel.Warning
        : status >= 500
          ? LogLevel.Error
          : LogLevel.Info
    return Effect.logWithLevel(level, status === 499 ? "request aborted" : "request").pipe(
      Effect.annotateLogs({
        request_id: state.requestId,
        org_id: state.orgId,
        method: request.method,
        // An unmatched path is the caller's text: a credential pasted into it is not logged whole.
        route: route ?? redactTokens(path),
        status,
        latency_ms: latencyMs,
        ...(code === undefined ? {} : { code })
      })
    )
  })
