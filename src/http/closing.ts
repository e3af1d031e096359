import { randomUUID } from "node:crypto"
import type { Server, ServerResponse } from "node:http"

const RETRY_AFTER_SECONDS = 1

/**
 * The 503 SERVICE_UNAVAILABLE written straight on Node's response, for refusals made before any
 * Effect handler runs: the flat body of decisions §1, `Retry-After`, `X-Request-Id`.
 */
export const writeUnavailable = (
  response: ServerResponse,
  message: string,
  options: { readonly close: boolean; readonly requestId?: string }
): void => {
  const body = JSON.stringify({ code: "SERVICE_UNAVAILABLE", message, retryAfter: RETRY_AFTER_SECONDS })
  if (options.close) response.shouldKeepAlive = false
  response.writeHead(503, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "retry-after": String(RETRY_AFTER_SECONDS),
    "x-request-id": options.requestId ?? randomUUID(),
    ...(options.close ? { connection: "close" } : {})
  })
  response.end(body)
}

/**
 * The Effect handler is attached to the Node server after it listens and detached before it
 * closes. A request that arrives outside that window — on a kept-alive connection during a
 * SIGTERM drain, or in the first milliseconds after start — had no listener and hung until the
 * client gave up, holding the shutdown open. This listener answers those requests, and only
 * those (when it is the server's only "request" listener): 503 SERVICE_UNAVAILABLE, nothing
 * processed, safe to retry, and `Connection: close` so the drain is not kept waiting.
 */
export const answerWhileDetached = (server: Server): Server =>
  server.on("request", (_request, response) => {
    if (server.listenerCount("request") > 1) return
    writeUnavailable(response, "The server is starting or shutting down. Retry shortly.", { close: true })
    server.closeIdleConnections()
  })
