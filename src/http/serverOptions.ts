import { Config } from "effect"
import type { ServerOptions } from "node:http"

const millis = (name: string, fallback: number) =>
  Config.integer(name).pipe(
    Config.validate({ message: "must be a whole number of milliseconds, at least 1000", validation: (n) => n >= 1_000 }),
    Config.withDefault(fallback)
  )

/**
 * Node's limits on slow and idle clients (docs/reliability.md): the request headers must arrive
 * within ASSAY_HEADERS_TIMEOUT_MS (an idle connection is closed then too), the whole request
 * within ASSAY_REQUEST_TIMEOUT_MS. Node checks both only every `connectionsCheckingInterval`
 * (30 s by default, which let slow-header connections live three times their limit); 1 s
 * makes the limits hold to the second. Headers above 16 KiB are refused with 431 (Node's default).
 */
export const HttpServerOptions: Config.Config<ServerOptions> = Config.all({
  headersTimeout: millis("ASSAY_HEADERS_TIMEOUT_MS", 10_000),
  requestTimeout: millis("ASSAY_REQUEST_TIMEOUT_MS", 60_000)
}).pipe(
  Config.validate({
    message: "ASSAY_REQUEST_TIMEOUT_MS must be larger than ASSAY_HEADERS_TIMEOUT_MS",
    validation: (t) => t.requestTimeout > t.headersTimeout
  }),
  Config.map((t) => ({ ...t, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 }))
)
