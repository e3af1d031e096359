import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Config, Effect } from "effect"
import { AssayApi } from "../Api.js"
import { probePaths } from "../observability/requests.js"
import { ServiceUnavailable } from "./errors.js"

/** ASSAY_MAX_IN_FLIGHT: requests one process works on at once (docs/reliability.md, overload). */
export const maxInFlight = Config.integer("ASSAY_MAX_IN_FLIGHT").pipe(
  Config.validate({ message: "must be a whole number, at least 1", validation: (n) => n >= 1 }),
  Config.withDefault(64)
)

/**
 * Load shedding. Past the limit a request is refused at once with 503 SERVICE_UNAVAILABLE and
 * `Retry-After: 1` instead of joining a queue whose wait grows without bound (at five times the
 * sustainable rate, unshed calls waited 5 to 16 s). Health probes are never shed: an overloaded
 * process is alive, and restarting it would only make things worse.
 */
export const InFlightLimitLive = HttpApiBuilder.middleware(
  AssayApi,
  Effect.map(maxInFlight, (max) => {
    let inFlight = 0
    const busy = new ServiceUnavailable({ message: "The server is at capacity. Retry shortly.", retryAfter: 1 })
    return (app) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
        if (probePaths.includes(request.url.split("?")[0]!)) return app
        if (inFlight >= max) return Effect.fail(busy)
        inFlight++
        return Effect.ensuring(app, Effect.sync(() => inFlight--))
      })
  })
)
