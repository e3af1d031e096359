import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { ServiceUnavailable } from "../http/errors.js"
import { documented } from "./documented.js"

export const Alive = Schema.Struct({ status: Schema.Literal("ok") })

export const Ready = Schema.Struct({
  status: Schema.Literal("ready"),
  database: Schema.Literal("ok"),
  /** Every migration this build registers is applied. */
  migrations: Schema.Literal("ok")
})

/** Probes for load balancers and orchestrators: no credentials, no rate limit, no trace. */
export class HealthGroup extends HttpApiGroup.make("health")
  .add(
    HttpApiEndpoint.get("alive", "/healthz")
      .addSuccess(Alive)
      .annotateContext(
        documented({
          summary: "Liveness",
          description: "200 while the process serves HTTP. Checks nothing else, so a slow database never restarts the process.",
          response: { status: "ok" },
          only: [200]
        })
      )
  )
  .add(
    HttpApiEndpoint.get("ready", "/readyz")
      .addSuccess(Ready)
      .addError(ServiceUnavailable)
      .annotateContext(
        documented({
          summary: "Readiness",
          description:
            "200 when the database answers and every migration of this build is applied; otherwise 503 `SERVICE_UNAVAILABLE` with `Retry-After`, and the message says which check failed.",
          response: { status: "ready", database: "ok", migrations: "ok" },
          only: [200, 503]
        })
      )
  )
  .annotate(OpenApi.Description, "Unauthenticated probes, never rate limited.") {}
