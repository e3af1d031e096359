// The `fetch` the openai SDK is given: the same HTTP request over node:http(s) with a keep-alive
// agent. The SDK still builds the request, reads the answer and raises its error classes; only
// the transport underneath changes. Node's built-in fetch wraps every call in web streams (the
// body teed), an AbortController and a timer: per call it cost more CPU and memory than the
// model call's own work (docs/performance.md).
import { Agent as HttpAgent, request as httpRequest } from "node:http"
import { Agent as HttpsAgent, request as httpsRequest } from "node:https"

const agentOptions = { keepAlive: true, scheduling: "lifo" as const, timeout: 60_000 }
const agents = { "http:": new HttpAgent(agentOptions), "https:": new HttpsAgent(agentOptions) }

const headersOf = (init: RequestInit | undefined): Record<string, string> => {
  const out: Record<string, string> = {}
  new Headers(init?.headers).forEach((value, key) => (out[key] = value))
  return out
}

export const keepAliveFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
  new Promise((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : input)
    const secure = url.protocol === "https:"
    const signal = init?.signal ?? undefined
    if (signal?.aborted === true) return reject(signal.reason)
    const req = (secure ? httpsRequest : httpRequest)(
      url,
      { method: init?.method ?? "GET", headers: headersOf(init), agent: agents[secure ? "https:" : "http:"] },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("error", reject)
        res.on("end", () => {
          signal?.removeEventListener("abort", abort)
          const headers = new Headers()
          for (const [key, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value)
          }
          const status = res.statusCode ?? 502
          // A Response cannot carry a body with these statuses.
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks)
          resolve(new Response(body, { status, statusText: res.statusMessage ?? "", headers }))
        })
      }
    )
    // Aborted (deadline passed, caller gone): the socket is destroyed, so the endpoint sees it.
    const abort = () => req.destroy(signal?.reason instanceof Error ? signal.reason : new Error("aborted"))
    signal?.addEventListener("abort", abort, { once: true })
    req.on("error", (e) => {
      signal?.removeEventListener("abort", abort)
      reject(signal?.aborted === true ? signal.reason : e)
    })
    req.end(typeof init?.body === "string" ? init.body : init?.body === undefined || init.body === null ? undefined : String(init.body))
  })
