import type * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import type { Context } from "effect"

/** The router the API is served from; the dashboard adds its routes beside the /v1 ones. */
export type DashboardRouter = Context.Tag.Service<typeof HttpApiBuilder.Router>
