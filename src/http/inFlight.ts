import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { AssayApi } from "../Api.js"
import { probePaths } from "../observability/requests.js"
import { BODY_LIMIT_BYTES, bodyText, hasBody } from "./body.js"
import { ServiceUnavailable } from "./errors.js"
import { BUSY_MESSAGE, InFlightGate } from "./gate.js"

/**
 * The body is awaited before a slot is taken: a client trickling its upload costs a socket, not
 * a slot, so a hundred slow uploads cannot lock everyone else out (they end at the request
 * timeout). The platform caches the text for checkBody; a declared length over the limit is not
 * read at all, so checkBody can answer 413 on a connection that is still whole.
 */
const arrived = (request: HttpServerRequest.HttpServerRequest) =>
  hasBody(request) && Number(request.headers["content-length"] ?? 0) <= BODY_LIMIT_BYTES
    ? Effect.ignore(bodyText(request))
    : Effect.void

/**
 * Load shedding. Past the limit a request is refused at once with 503 SERVICE_UNAVAILABLE and
 * `Retry-After: 1` instead of joining a queue whose wait grows without bound (at five times the
 * sustainable rate, unshed calls waited 5 to 16 s). Health probes are never shed: an overloaded
 * process is alive, and restarting it would only make things worse.
 */
export const InFlightLimitLive = HttpApiBuilder.middleware(
  AssayApi,
  Effect.map(InFlightGate, (gate) => {
    const busy = new ServiceUnavailable({ message: BUSY_MESSAGE, retryAfter: 1 })
    return (app) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
        if (probePaths.includes(request.url.split("?")[0]!)) return app
        // Refused before the body is read when already full (the cheap path under overload),
        // and checked again once the body is in.
        if (gate.full) return Effect.fail(busy)
        gate.reading++
        return Effect.zipRight(
          Effect.ensuring(arrived(request), Effect.sync(() => gate.reading--)),
          Effect.suspend(() => {
            if (gate.inFlight >= gate.max) return Effect.fail(busy)
            gate.inFlight++
            return Effect.ensuring(app, Effect.sync(() => gate.inFlight--))
          })
        )
      })
  })
)
