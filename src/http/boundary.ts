import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Cause, Effect } from "effect"
import { observeRequest } from "../observability/requests.js"
import { RejectedCalls } from "../rejections/RejectedCalls.js"
import { rejectionOf } from "../rejections/rejection.js"
import { errorResponse, toApiError } from "./errorResponse.js"
import { CurrentRequest, newRequestState } from "./RequestState.js"
import { answered } from "./serverErrorSpan.js"

/**
 * The one place where failures become HTTP answers: typed errors, schema decode failures,
 * unreadable bodies, unknown routes and defects all leave in the flat body of decisions §1.
 * Interruptions (the caller went away) are not answered. Every request, answered or not, leaves
 * one log line, its metrics and its span attributes here (src/observability/requests.ts).
 */
export const BoundaryLive = HttpApiBuilder.middleware(
  Effect.map(RejectedCalls, (rejected): HttpApiBuilder.MiddlewareFn<never> => (app) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const state = newRequestState(request.headers["x-request-id"])
    let code: string | undefined
    let message: string | undefined
    const response = yield* app.pipe(
      Effect.locally(CurrentRequest, state),
      Effect.catchAllCause((cause) => {
        if (Cause.isInterruptedOnly(cause)) return Effect.failCause(cause)
        const error = toApiError(cause, state)
        code = error.code
        message = (error as { message?: string }).message
        const log = error._tag === "Internal" ? Effect.logError("Unhandled failure", cause) : Effect.void
        return Effect.as(log, errorResponse(error))
      }),
      Effect.onInterrupt(() =>
        state.overdue === true ? observeRequest(request, state, 503, "SERVICE_UNAVAILABLE") : observeRequest(request, state, 499, undefined)
      ),
      Effect.annotateLogs("request_id", state.requestId)
    )
    yield* observeRequest(request, state, response.status, code)
    const rejection = rejectionOf(request, state, response.status, code)
    if (rejection !== null) yield* rejected.record(rejection)
    return yield* answered(HttpServerResponse.setHeaders(response, { ...state.headers, "x-request-id": state.requestId }), code, message)
  })
)
)
