import * as HttpIncomingMessage from "@effect/platform/HttpIncomingMessage"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect, Option } from "effect"
import type { IncomingMessage } from "node:http"
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
    const text = yield* Effect.mapError(bodyText(request), tooLarge)
    if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) return yield* Effect.fail(tooLarge())
    const parsed = yield* Effect.try({
      try: () => JSON.parse(text) as unknown,
      catch: (e) =>
        ValidationError.single("", `The request body is not valid JSON (${(e as Error).message}).`, "Malformed JSON body.")
    })
    const issue = unstorable(parsed)
    if (issue !== null) return yield* Effect.fail(ValidationError.single(issue.path, issue.message))
  })

/**
 * The body as text, read at most once (the platform caches it) and never past the limit.
 * Read by the in-flight middleware first, then by checkBody and the handler from the cache.
 */
export const bodyText = (request: HttpServerRequest.HttpServerRequest) => {
  if (request.headers["content-length"] === undefined) drainInsteadOfDestroy(NodeHttpServerRequest.toIncomingMessage(request))
  return HttpIncomingMessage.withMaxBodySize(request.text, Option.some(BODY_LIMIT_BYTES))
}

/**
 * A chunked body announces no length, so only reading it finds it too large, and the platform
 * then destroys the request stream, which resets the connection before the 413 can be written.
 * While the client is still connected, the rest of the body is read and discarded instead (as
 * Node does after an early answer to a declared oversized body): the 413 arrives, and the
 * connection stays usable. The request timeout still bounds how long a client can keep sending.
 */
const drainInsteadOfDestroy = (source: IncomingMessage): void => {
  const destroy = source.destroy
  source.destroy = function (this: IncomingMessage, error?: Error) {
    if (this.complete || this.socket.destroyed) return destroy.call(this, error)
    this.removeAllListeners("data")
    this.resume()
    return this
  }
}
