// The real exporters against a real OTLP/HTTP receiver on loopback: what a collector (Jaeger,
// Tempo, Honeycomb) would receive from the service configured through its environment.
import { ConfigProvider, Effect, Layer, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { otlpLayer, otlpSettings } from "../../src/observability/Tracing.js"
import { call } from "../support/client.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { attributesOf, metricNamesOf, type OtlpSpan, spansOf, startReceiver } from "../support/otlpReceiver.js"
import { startServer, type TestServer } from "../support/server.js"

describe("OTLP/HTTP export to a receiver on loopback", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let s: TestServer
  let org: { org_id: string; api_key: string }
  let evaluationId: string
  let answer: { status: number; id: string; result: string; requestId: string }

  beforeAll(async () => {
    receiver = await startReceiver()
    // The service's own configuration path: the variables an operator sets, read by the layer.
    const env = ConfigProvider.fromMap(
      new Map([
        ["OTEL_EXPORTER_OTLP_ENDPOINT", `${receiver.endpoint}/`],
        ["OTEL_SERVICE_NAME", "assay-otlp-test"],
        ["OTEL_EXPORTER_OTLP_HEADERS", "x-collector-token=t0ken,x-tenant=acme"]
      ])
    )
    const tracing = Layer.unwrapEffect(
      Effect.map(Effect.withConfigProvider(otlpSettings, env), (settings) => otlpLayer(Option.getOrThrow(settings)))
    )
    s = await startServer("postgres", { layer: tracing })
    org = await s.createOrg()
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
    evaluationId = created.body.evaluation_id
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(evaluationId) })
    answer = { status: res.status, id: res.body.id, result: res.body.status, requestId: res.headers.get("x-request-id")! }
    // Closing the service flushes the batched spans and the last metrics to the receiver.
    await s.close()
  })
  afterAll(() => receiver.close())

  const spans = () => spansOf(receiver.received)

  it("sends JSON to /v1/traces with the configured headers and service name", () => {
    const posts = receiver.received.filter((r) => r.path === "/v1/traces")
    expect(posts.length).toBeGreaterThan(0)
    expect(posts.map((p) => p.headers["content-type"])).toEqual(posts.map(() => "application/json"))
    expect(posts.map((p) => p.headers["x-collector-token"])).toEqual(posts.map(() => "t0ken"))
    expect(new Set(spans().map((span) => span.service))).toEqual(new Set(["assay-otlp-test"]))
  })

  it("delivers the evaluate call as one trace: request span, pipeline spans, SQL spans", () => {
    expect(answer.status).toBe(200)
    const all = spans()
    const root = all.find((span) => attributesOf(span)["assay.request.id"] === answer.requestId)
    expect(root?.name).toBe("POST /v1/evaluate")
    expect(root?.kind).toBe(2) // SPAN_KIND_SERVER
    expect(root?.parentSpanId ?? "").toBe("")
    expect(attributesOf(root!)).toMatchObject({
      "http.route": "/v1/evaluate",
      "http.response.status_code": 200,
      "assay.organization.id": org.org_id
    })

    const trace = all.filter((span) => span.traceId === root!.traceId)
    const byId = new Map(trace.map((span) => [span.spanId, span]))
    const named = (name: string) => trace.filter((span) => span.name === name)
    const parentName = (span: OtlpSpan) => byId.get(span.parentSpanId ?? "")?.name

    const [run] = named("Evaluator.run")
    expect(run?.parentSpanId).toBe(root!.spanId)
    expect(attributesOf(run!)).toMatchObject({
      "assay.organization.id": org.org_id,
      "assay.evaluation.id": evaluationId,
      "assay.log.id": answer.id,
      "assay.evaluation.mode": "durable",
      "assay.evaluation.template": "intent_detect",
      "assay.evaluation.status": answer.result,
      "assay.scorer": "local"
    })
    expect(named("Authentication.check").map(parentName)).toEqual(["POST /v1/evaluate"])
    for (const name of ["Evaluator.resolveTarget", "Evaluator.validate", "Quota.precheck", "Scorer.score", "LogRepo.write"]) {
      expect(named(name).map((span) => span.parentSpanId), name).toEqual([run!.spanId])
    }
    expect(attributesOf(named("Scorer.score")[0]!)["assay.scorer"]).toBe("local")

    // SQL spans of statements run on the request's fiber hang under the pipeline span that ran them.
    const lookup = named("sql.execute").filter((span) => parentName(span) === "Evaluator.resolveTarget")
    expect(lookup).toHaveLength(1)
    expect(lookup[0]!.kind).toBe(3) // SPAN_KIND_CLIENT
    expect(attributesOf(lookup[0]!)).toMatchObject({ "db.system.name": "postgresql" })
    expect(String(attributesOf(lookup[0]!)["db.query.text"])).toContain("FROM evaluations")
  })

  it("sends the metrics to /v1/metrics", () => {
    const names = metricNamesOf(receiver.received)
    expect([...names]).toEqual(
      expect.arrayContaining(["http.server.request.duration", "assay.http.requests", "assay.evaluations", "assay.scorer.duration"])
    )
  })
})
