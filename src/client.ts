// The typed client for callers, derived from the same contract as the server and the OpenAPI
// document:
//
//   const client = yield* makeAssayClient("https://assay.example.com", apiKey)
//   const result = yield* client.evaluate.evaluate({ payload: { evaluation_id, input_type: "email", input }, headers: {} })
//
// It needs an HttpClient (FetchHttpClient.layer from @effect/platform, or NodeHttpClient.layer).
import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiClient from "@effect/platform/HttpApiClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import { Effect, Option, Redacted, SchemaAST } from "effect"
import { AssayApi } from "./Api.js"

const literal = (ast: SchemaAST.AST, name: string): string | undefined => {
  if (ast._tag !== "TypeLiteral") return undefined
  const type = ast.propertySignatures.find((p) => p.name === name)?.type
  return type?._tag === "Literal" && typeof type.literal === "string" ? type.literal : undefined
}

/** Each error `code` of the contract with the `_tag` of its class. */
const tagsByCode = (): ReadonlyMap<string, string> => {
  const tags = new Map<string, string>()
  const collect = (ast: SchemaAST.AST): void => {
    if (ast._tag === "Union") return ast.types.forEach(collect)
    const encoded = SchemaAST.encodedAST(ast)
    const tag = literal(encoded, "_tag")
    const code = literal(encoded, "code")
    if (tag !== undefined && code !== undefined) tags.set(code, tag)
  }
  HttpApi.reflect(AssayApi, {
    onGroup: () => {},
    onEndpoint: ({ errors }) => errors.forEach(({ ast }) => Option.map(ast, collect))
  })
  return tags
}

/**
 * The wire carries flat error bodies without `_tag` (decisions §1); the client's schemas know the
 * errors by `_tag`. Putting it back from `code` makes every error a typed failure
 * (`Effect.catchTag("QuotaExceeded", ...)`) instead of a decoding error.
 */
const restoreTag = (tags: ReadonlyMap<string, string>) => (response: HttpClientResponse.HttpClientResponse) =>
  response.status < 400 || !response.headers["content-type"]?.includes("json")
    ? Effect.succeed(response)
    : Effect.map(Effect.orElseSucceed(response.json, () => null), (body) => {
        const code = (body as { code?: unknown } | null)?.code
        const tag = typeof code === "string" ? tags.get(code) : undefined
        const text = JSON.stringify(tag === undefined ? body : { ...(body as object), _tag: tag })
        return HttpClientResponse.fromWeb(
          response.request,
          new Response(text, { status: response.status, headers: new Headers(response.headers) })
        )
      })

/** A client of every /v1 route, sending `Authorization: Bearer <token>`. */
export const makeAssayClient = (baseUrl: string, token: string | Redacted.Redacted<string>) => {
  const tags = tagsByCode()
  const bearer = typeof token === "string" ? token : Redacted.value(token)
  return HttpApiClient.make(AssayApi, {
    baseUrl,
    transformClient: (client) =>
      client.pipe(
        HttpClient.mapRequest(HttpClientRequest.bearerToken(bearer)),
        HttpClient.transformResponse(Effect.flatMap(restoreTag(tags)))
      )
  })
}

export type AssayClient = Effect.Effect.Success<ReturnType<typeof makeAssayClient>>
