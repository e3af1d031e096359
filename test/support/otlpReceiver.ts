// A minimal OTLP/HTTP receiver on loopback, as a collector would be: it accepts the JSON
// encoding the service's exporters send (POST /v1/traces, /v1/metrics) and keeps every request.
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { gunzipSync } from "node:zlib"

export interface Received {
  readonly path: string
  readonly headers: IncomingMessage["headers"]
  readonly body: any
}

interface OtlpValue {
  readonly stringValue?: string
  readonly intValue?: number | string
  readonly boolValue?: boolean
  readonly doubleValue?: number
}

export interface OtlpSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly kind: number
  readonly attributes: ReadonlyArray<{ key: string; value: OtlpValue }>
  /** `service.name` of the resource that sent it. */
  readonly service: string
}

export const startReceiver = async () => {
  const received: Array<Received> = []
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const raw = Buffer.concat(chunks)
      const text = (req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8")
      received.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(text) })
      res.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

const value = (v: OtlpValue): unknown =>
  v.stringValue ?? (v.intValue === undefined ? undefined : Number(v.intValue)) ?? v.boolValue ?? v.doubleValue

export const attributesOf = (span: OtlpSpan): Record<string, unknown> =>
  Object.fromEntries(span.attributes.map((a) => [a.key, value(a.value)]))

/** Every span of every POST /v1/traces, decoded from OTLP/JSON. */
export const spansOf = (received: ReadonlyArray<Received>): Array<OtlpSpan> =>
  received
    .filter((r) => r.path === "/v1/traces")
    .flatMap((r) =>
      (r.body.resourceSpans as Array<any>).flatMap((rs) => {
        const service = rs.resource.attributes.find((a: any) => a.key === "service.name")?.value.stringValue
        return (rs.scopeSpans as Array<any>).flatMap((ss) => (ss.spans as Array<Omit<OtlpSpan, "service">>).map((span) => ({ ...span, service })))
      })
    )

/** Names of every metric of every POST /v1/metrics. */
export const metricNamesOf = (received: ReadonlyArray<Received>): Set<string> =>
  new Set(
    received
      .filter((r) => r.path === "/v1/metrics")
      .flatMap((r) => (r.body.resourceMetrics as Array<any>).flatMap((rm) => rm.scopeMetrics.flatMap((sm: any) => sm.metrics)))
      .map((m: { name: string }) => m.name)
  )
