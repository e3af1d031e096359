import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpLayerRouter from "@effect/platform/HttpLayerRouter"
import { Effect, Layer, Scope } from "effect"
import { AssayApi } from "../Api.js"

/** Routes served beside the API, for span names (the contract's own routes are known already). */
export const docRoutes: ReadonlyArray<readonly [string, string]> = [
  ["GET", "/v1/openapi.json"],
  ["GET", "/docs"]
]

/**
 * Swagger UI's page, built on the first request for it. Its script (2 MB, inside @effect/platform)
 * and the page around it took about 20 MB of every process's memory, for a page most
 * processes never serve.
 */
const swaggerPage = Effect.gen(function* () {
  const Swagger = yield* Effect.promise(() => import("@effect/platform/HttpApiSwagger"))
  // The page's router holds no resources; its scope stays open as long as the process.
  const scope = yield* Scope.make()
  return yield* Scope.extend(HttpLayerRouter.toHttpEffect(Swagger.layerHttpLayerRouter({ api: AssayApi, path: "/docs" })), scope)
})

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 document derived from AssayApi (finished by ops/openapi.ts).
 * GET /docs: Swagger UI over that document, with "Try it out". Its script and styles ship inside
 * @effect/platform and are inlined into the page: no CDN, no extra package.
 */
export const DocsLive = Layer.mergeAll(
  HttpApiBuilder.middlewareOpenApi({ path: "/v1/openapi.json" }),
  HttpApiBuilder.Router.use((router) =>
    Effect.flatMap(Effect.cached(swaggerPage), (page) => router.get("/docs", Effect.scoped(Effect.flatten(page))))
  )
)
