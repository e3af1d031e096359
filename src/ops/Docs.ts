import { HttpApiBuilder, HttpApiSwagger } from "@effect/platform"
import { Layer } from "effect"

/** Routes served beside the API, for span names (the contract's own routes are known already). */
export const docRoutes: ReadonlyArray<readonly [string, string]> = [
  ["GET", "/v1/openapi.json"],
  ["GET", "/docs"]
]

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 document derived from AssayApi (finished by ops/openapi.ts).
 * GET /docs: Swagger UI over that document, with "Try it out". Its script and styles ship inside
 * @effect/platform and are inlined into the page: no CDN, no extra package.
 */
export const DocsLive = Layer.mergeAll(
  HttpApiBuilder.middlewareOpenApi({ path: "/v1/openapi.json" }),
  HttpApiSwagger.layer({ path: "/docs" })
)
