import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect, Exit, type Fiber, FiberId, FiberRef, Option, Runtime, type Tracer } from "effect"
import { AssayApi } from "../Api.js"
import { bearerToken } from "../auth/bearer.js"
import { Credentials } from "../auth/Credentials.js"
import { probePaths } from "../observability/requests.js"
import { endSpan, openSpan } from "../observability/span.js"
import { BODY_LIMIT_BYTES, bodyText, hasBody } from "./body.js"
import { readOnce } from "./bodyRead.js"
import { writeUnavailable } from "./closing.js"
import { ServiceUnavailable } from "./errors.js"
import { BUSY_MESSAGE, InFlightGate } from "./gate.js"
import { CurrentRequest, type RequestState } from "./RequestState.js"
import { Attr } from "../observability/attributes.js"

/**
 * The body is awaited before a slot is taken: a client trickling its upload costs a socket, not
 * a slot, so a hundred slow uploads cannot lock everyone else out (they end at the request
 * timeout). The text is cached (bodyRead.ts) for checkBody; a declared length over the limit is not
 * read at all, so checkBody can answer 413 on a connection that is still whole.
 *
 * An API call's credential is checked before its body is read, and a request without a valid
 * one is not read at all (the gate answers 401 without it; likewise 429 when the lookup's own
 * statement took the rate-limit token, on PostgreSQL): otherwise a few hundred slow uploads
 * with made-up tokens would fill the readers and lock every customer out. Bodies that come
 * without an API credential (the dashboard's forms) are read under a cap of their own.
 *
 * A slot is held for at most the gate's deadline, whatever the handler waits on: then the caller
 * is answered 503 on Node's response, the slot is free for the next request, and the request's
 * fiber is interrupted (issue 23: a decoder waiting on a body already read held its slot forever).
 */
const API = "/v1/"

/**
 * The request's server span (the platform's), found from whatever span the fiber is in now. An
 * interrupted request's span ends with status OK (@effect/opentelemetry reads an interruption as
 * no error), so the slot deadline's 503 ends it here first, as an error like every other 5xx
 * (OTel HTTP semantic conventions); the platform's own end of it afterwards changes nothing.
 */
const endServerSpanAsError = (fiber: Fiber.RuntimeFiber<unknown, unknown>, state: RequestState, status: number, code: string, message: string) => {
  let span: Tracer.AnySpan | undefined = fiber.currentSpan
  while (span?._tag === "Span" && span.kind !== "server") span = Option.getOrUndefined(span.parent)
  if (span?._tag !== "Span") return
  // What observeRequest would have written at the request's end, which this span will not see.
  span.attribute(Attr.requestId, state.requestId)
  if (state.orgId !== null) span.attribute(Attr.orgId, state.orgId)
  span.attribute(Attr.errorCode, code)
  span.attribute("http.response.status_code", status)
  span.attribute("error.type", code)
  span.end(BigInt(Date.now()) * 1_000_000n, Exit.die(new Error(`${status} ${code}: ${message}`)))
}

export const InFlightLimitLive = HttpApiBuilder.middleware(
  AssayApi,
  Effect.map(Effect.all([InFlightGate, Credentials, Effect.runtime<never>()]), ([gate, credentials, runtime]) => {
    const busy = new ServiceUnavailable({ message: BUSY_MESSAGE, retryAfter: 1 })
    const overdue = (request: HttpServerRequest.HttpServerRequest, fiber: Fiber.RuntimeFiber<unknown, unknown>) => () => {
      const state = fiber.getFiberRef(CurrentRequest)
      state.overdue = true
      const response = NodeHttpServerRequest.toServerResponse(request)
      if (!response.headersSent) writeUnavailable(response, OVERDUE_MESSAGE, { close: true, requestId: state.requestId })
      Runtime.runSync(
        runtime,
        Effect.logWarning("request held its slot past the deadline: answered 503 and interrupted").pipe(
          Effect.annotateLogs({ request_id: state.requestId, method: request.method, deadline_ms: gate.deadlineMs })
        )
      )
      endServerSpanAsError(fiber, state, 503, "SERVICE_UNAVAILABLE", OVERDUE_MESSAGE)
      fiber.unsafeInterruptAsFork(FiberId.none)
    }
    const withSlot = <A, E, R>(request: HttpServerRequest.HttpServerRequest, app: Effect.Effect<A, E, R>) =>
      Effect.withFiberRuntime((fiber): Effect.Effect<A, E | ServiceUnavailable, R> => {
        gate.dequeue(request.source)
        if (gate.inFlight >= gate.max) return Effect.fail(busy)
        const release = gate.hold(overdue(request, fiber))
        return Effect.ensuring(app, Effect.sync(release))
      })
    const read = <A, E, R>(
      request: HttpServerRequest.HttpServerRequest,
      anonymous: boolean,
      app: Effect.Effect<A, E, R>
    ): Effect.Effect<A, E | ServiceUnavailable, R> => {
      // A reader is counted apart from the queue: a slow upload must not hold back arrivals.
      gate.dequeue(request.source)
      if (anonymous ? gate.readingAnonymous >= gate.max : gate.reading >= gate.maxReading) return Effect.fail(busy)
      const readers = anonymous ? "readingAnonymous" : "reading"
      gate[readers]++
      return Effect.zipRight(Effect.ensuring(Effect.ignore(bodyText(request)), Effect.sync(() => gate[readers]--)), withSlot(request, app))
    }
    const admit = <A, E, R>(request: HttpServerRequest.HttpServerRequest, app: Effect.Effect<A, E, R>) => {
        if (probePaths.includes(request.url.split("?")[0]!)) return app
        // Refused before anything else when already full (the cheap path under overload).
        if (gate.full) {
          gate.dequeue(request.source)
          return Effect.fail(busy)
        }
        if (!hasBody(request) || Number(request.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES) return withSlot(request, app)
        if (!request.url.startsWith(API)) return read(request, true, app)
        const token = bearerToken(request.headers.authorization)
        if (token === null) return withSlot(request, app)
        // The check starts here and the gate finishes it: one Authentication.check span over both.
        return Effect.flatMap(openSpan("Authentication.check"), (auth) => {
          const verify = Option.isSome(auth) ? Effect.withParentSpan(credentials.verify(token), auth.value) : credentials.verify(token)
          return Effect.flatMap(verify, (verified) =>
            Effect.flatMap(FiberRef.get(CurrentRequest), (state) => {
              state.verified = verified
              state.authSpan = auth
              // Refused already (401, or 429 when the lookup took the token): the gate answers without the body.
              const refused = Option.isNone(verified) || verified.value.rateDecision?.allowed === false
              return refused ? withSlot(request, app) : read(request, false, app)
            })
          ).pipe(Effect.onExit((exit) => endSpan(auth, exit)))
        })
    }
    return (app) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
        // Without a body there is nothing to read twice, and a GET pays nothing for the view.
        admit(request, hasBody(request) ? Effect.provideService(app, HttpServerRequest.HttpServerRequest, readOnce(request)) : app)
      )
  })
)

const OVERDUE_MESSAGE = "The request could not be completed in time. Retry shortly."
