import * as Headers from "@effect/platform/Headers"
import * as HttpIncomingMessage from "@effect/platform/HttpIncomingMessage"
import { RequestError } from "@effect/platform/HttpServerError"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Data, Effect, Option } from "effect"
import type { IncomingMessage } from "node:http"
import { jsonMediaType } from "./mediaType.js"

export const BODY_LIMIT_BYTES = 256 * 1024

/** Bytes that are not UTF-8: refused, never replaced by U+FFFD (decisions §10). */
export class NotUtf8 extends Data.TaggedError("NotUtf8")<{}> {}

// fatal: invalid bytes fail instead of becoming U+FFFD; ignoreBOM false (the default) skips a
// leading byte-order mark. decode() without `stream` keeps no state between calls.
const utf8 = new TextDecoder("utf-8", { fatal: true })

// Keyed by Node's request: the platform's own text cache lives on one request object, and the
// handlers see another (`readOnce`), so the body would otherwise be read, or awaited, twice.
const bodies = new WeakMap<IncomingMessage, Effect.Effect<string, RequestError | NotUtf8>>()

/**
 * The body as text, read at most once and never past the limit, decoded strictly as UTF-8.
 * Read by the in-flight middleware first, then by checkBody and the handler from the cache.
 */
export const bodyText = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<string, RequestError | NotUtf8> => {
  const source = NodeHttpServerRequest.toIncomingMessage(request)
  const cached = bodies.get(source)
  if (cached !== undefined) return cached
  if (request.headers["content-length"] === undefined) drainInsteadOfDestroy(source)
  const read = HttpIncomingMessage.withMaxBodySize(request.arrayBuffer, Option.some(BODY_LIMIT_BYTES)).pipe(
    Effect.flatMap((bytes) => Effect.try({ try: () => utf8.decode(bytes), catch: () => new NotUtf8() }))
  )
  const text = Effect.runSync(Effect.cached(read))
  bodies.set(source, text)
  return text
}

/**
 * The request as everything after the in-flight middleware sees it: its `text` (and so `json`
 * and form fields) is `bodyText`, and a JSON media type is named `application/json`. HttpApi's
 * payload decoder parses only types containing "application/json" and reads any other type's
 * bytes afresh, which waited forever on a body already read (issue 23: `application/vnd.api+json`
 * hung every such call).
 */
export const readOnce = (request: HttpServerRequest.HttpServerRequest): HttpServerRequest.HttpServerRequest => {
  const json = jsonMediaType(request.headers["content-type"]) === "json"
  const view = json ? request.modify({ headers: Headers.set(request.headers, "content-type", "application/json") }) : request.modify({})
  const text = Effect.mapError(
    Effect.suspend(() => bodyText(request)),
    (e) => (e._tag === "NotUtf8" ? new RequestError({ request, reason: "Decode", description: "The body is not valid UTF-8." }) : e)
  )
  Object.defineProperty(view, "text", { value: text })
  return view
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
