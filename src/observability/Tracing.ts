import { NodeSdk } from "@effect/opentelemetry"
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http"
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http"
import { PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics"
import { BatchSpanProcessor } from "@opentelemetry/sdk-trace-base"
import { Config, Effect, Layer, Option, Redacted } from "effect"

export interface OtlpSettings {
  /** Base URL of an OTLP/HTTP receiver; `/v1/traces` and `/v1/metrics` are appended. */
  readonly endpoint: string
  readonly serviceName: string
  /** Sent with every export (e.g. `x-honeycomb-team`); secrets, so never logged. */
  readonly headers: Redacted.Redacted<Record<string, string>>
  readonly metricIntervalMs: number
}

const absoluteUrl = (name: string) =>
  Config.string(name).pipe(
    Config.validate({
      message: "must be an absolute http(s) URL",
      validation: (s) => URL.canParse(s) && ["http:", "https:"].includes(new URL(s).protocol)
    })
  )

/** `k1=v1,k2=v2` as in the OpenTelemetry specification, values URL-encoded. */
const parseHeaders = (raw: string): Record<string, string> | null => {
  const headers: Record<string, string> = {}
  for (const pair of raw.split(",").map((p) => p.trim()).filter((p) => p !== "")) {
    const at = pair.indexOf("=")
    if (at <= 0) return null
    headers[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim())
  }
  return headers
}

const headers = Config.redacted("OTEL_EXPORTER_OTLP_HEADERS").pipe(
  Config.validate({ message: "must be a list of key=value pairs", validation: (r) => parseHeaders(Redacted.value(r)) !== null }),
  Config.map((r) => Redacted.make(parseHeaders(Redacted.value(r))!)),
  Config.withDefault(Redacted.make<Record<string, string>>({}))
)

/** OTLP export settings from the environment (decisions §8); none when the endpoint is unset. */
export const otlpSettings = Effect.gen(function* () {
  const endpoint = yield* Config.option(absoluteUrl("OTEL_EXPORTER_OTLP_ENDPOINT"))
  if (Option.isNone(endpoint)) return Option.none<OtlpSettings>()
  return Option.some<OtlpSettings>({
    endpoint: endpoint.value.replace(/\/+$/, ""),
    serviceName: yield* Config.nonEmptyString("OTEL_SERVICE_NAME").pipe(Config.withDefault("assay")),
    headers: yield* headers,
    metricIntervalMs: yield* Config.integer("OTEL_METRIC_EXPORT_INTERVAL").pipe(
      Config.validate({ message: "must be an integer of at least 1000 (milliseconds)", validation: (n) => n >= 1000 }),
      Config.withDefault(60_000)
    )
  })
})

/**
 * Traces and metrics over OTLP/HTTP (JSON). Spans are batched and flushed when the layer closes,
 * so a SIGTERM'd server still delivers its last requests.
 */
export const otlpLayer = (settings: OtlpSettings) =>
  NodeSdk.layer(() => ({
    resource: { serviceName: settings.serviceName },
    spanProcessor: new BatchSpanProcessor(
      new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces`, headers: Redacted.value(settings.headers) })
    ),
    metricReader: new PeriodicExportingMetricReader({
      exporter: new OTLPMetricExporter({ url: `${settings.endpoint}/v1/metrics`, headers: Redacted.value(settings.headers) }),
      exportIntervalMillis: settings.metricIntervalMs
    }),
    shutdownTimeout: "5 seconds"
  }))

/**
 * OTEL_EXPORTER_OTLP_ENDPOINT set: export. Unset: nothing is installed and Effect's own in-process
 * tracer keeps spans in memory only, so span attributes still reach the logs (route, ids).
 */
export const TracingLive = Layer.unwrapEffect(
  Effect.map(otlpSettings, Option.match({ onNone: () => Layer.empty, onSome: otlpLayer }))
)
