import { randomUUID } from "node:crypto"
import type { Server } from "node:http"
import type { Duplex } from "node:stream"
import type { Refusals } from "./refusals.js"

// Requests Node refuses before any handler runs: headers over 16 KiB (431), headers or body not
// in time (408), bytes that are not HTTP (400). Node's own answers have no body; these carry
// the flat error body of every other answer (decisions §1, docs/decisions.md) and X-Request-Id.
const answers: Readonly<Record<string, readonly [number, string, string, string]>> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "HEADERS_TOO_LARGE", "The request headers exceed 16 KiB."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "REQUEST_TIMEOUT", "The request did not arrive in time."]
}
const malformed = [400, "Bad Request", "VALIDATION_ERROR", "The request is not valid HTTP/1.1."] as const

const rawAnswer = ([status, reason, code, message]: readonly [number, string, string, string], requestId: string) => {
  const body = JSON.stringify(code === "VALIDATION_ERROR" ? { code, message, issues: [] } : { code, message })
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`
  )
}

export const answerClientErrors = (server: Server, refusals: Refusals): Server =>
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset peer cannot read an answer; an answer already started cannot get a second one.
    const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true
    if (error.code === "ECONNRESET" || !socket.writable || started) return void socket.destroy()
    // Destroyed once written: Node's sockets allow half-open connections, and a client still
    // trickling its body would otherwise keep the server reading it after the 408.
    const answer = answers[error.code ?? ""] ?? malformed
    const requestId = randomUUID()
    socket.end(rawAnswer(answer, requestId), () => socket.destroy())
    refusals.clientError(answer[0], answer[2], requestId)
  })
