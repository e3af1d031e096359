import { HttpIncomingMessage, type HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"
import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from "./errors.js"
import { unstorable } from "./storable.js"

export const BODY_LIMIT_BYTES = 256 * 1024

export const hasBody = (request: HttpServerRequest.HttpServerRequest): boolean => {
  const length = request.headers["content-length"]
  if (length !== undefined) return Number(length) > 0
  return request.headers["transfer-encoding"] !== undefined
}

const isJson = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType.trim())

// Made only when needed: building a schema error validates its fields and captures a stack,
// which every request paid for before (docs/performance.md).
const tooLarge = () =>
  new PayloadTooLarge({ message: `The request body exceeds ${BODY_LIMIT_BYTES} bytes.`, limitBytes: BODY_LIMIT_BYTES })

/**
 * Size and media type (413/415) and JSON syntax, checked before the schema sees the body.
 * The platform caches the body text, so the handler's own decoding does not read it again.
 */
export const checkBody = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "DELETE" || !hasBody(request)) return
    if (!isJson(request.headers["content-type"])) return yield* new UnsupportedMediaType({})
    if (Number(request.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES) return yield* Effect.fail(tooLarge())
    const text = yield* request.text.pipe(
      HttpIncomingMessage.withMaxBodySize(Option.some(BODY_LIMIT_BYTES)),
      Effect.mapError(tooLarge)
    )
    if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) return yield* Effect.fail(tooLarge())
    const parsed = yield* Effect.try({
      try: () => JSON.parse(text) as unknown,
      catch: (e) =>
        ValidationError.single("", `The request body is not valid JSON (${(e as Error).message}).`, "Malformed JSON body.")
    })
    const issue = unstorable(parsed)
    if (issue !== null) return yield* Effect.fail(ValidationError.single(issue.path, issue.message))
  })
