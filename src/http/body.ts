import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect } from "effect"
import { BODY_LIMIT_BYTES, bodyText } from "./bodyRead.js"
import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from "./errors.js"
import { jsonMediaType } from "./mediaType.js"
import { unstorable } from "./storable.js"

export { BODY_LIMIT_BYTES, bodyText }

export const hasBody = (request: HttpServerRequest.HttpServerRequest): boolean => {
  const length = request.headers["content-length"]
  if (length !== undefined) return Number(length) > 0
  return request.headers["transfer-encoding"] !== undefined
}

// Made only when needed: building a schema error validates its fields and captures a stack,
// which every request paid for before (docs/performance.md).
const tooLarge = () =>
  new PayloadTooLarge({ message: `The request body exceeds ${BODY_LIMIT_BYTES} bytes.`, limitBytes: BODY_LIMIT_BYTES })

const NOT_UTF8_CHARSET = "Send the request body in UTF-8: charset=utf-8, or no charset parameter."

/**
 * Size, media type and charset (413/415), UTF-8 and JSON syntax, checked before the schema sees
 * the body. The text is read once (bodyRead.ts), so the handler's own decoding does not read it again.
 */
export const checkBody = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "DELETE" || !hasBody(request)) return
    const media = jsonMediaType(request.headers["content-type"])
    if (media === "not-utf8") return yield* new UnsupportedMediaType({ message: NOT_UTF8_CHARSET })
    if (media === "not-json") return yield* new UnsupportedMediaType({})
    if (Number(request.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES) return yield* Effect.fail(tooLarge())
    const text = yield* Effect.mapError(bodyText(request), (e) =>
      e._tag === "NotUtf8" ? ValidationError.single("", "The request body is not valid UTF-8.") : tooLarge()
    )
    const parsed = yield* Effect.try({
      try: () => JSON.parse(text) as unknown,
      catch: (e) =>
        ValidationError.single("", `The request body is not valid JSON (${(e as Error).message}).`, "Malformed JSON body.")
    })
    const issue = unstorable(parsed)
    if (issue !== null) return yield* Effect.fail(ValidationError.single(issue.path, issue.message))
  })
