// Traces an on-call engineer can trust (issue 23 §3), as a collector receives them: the real
// exporters against the OTLP/HTTP receiver on loopback, the model scripted on loopback too.
import { ConfigProvider, Effect, Layer, Option } from "effect"
import { Gate } from "../../src/http/gate.js"
import { Scorer } from "../../src/scoring/Scorer.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { otlpLayer, otlpSettings } from "../../src/observability/Tracing.js"
import { ScorerCascade } from "../../src/scoring/cascade/ScorerCascade.js"
import { ScorerOpenAi } from "../../src/scoring/openai/layers.js"
import { answer, apiError, det, type FakeOpenAi, startFakeOpenAiInEnv, testPolicy } from "../scoring/fakeOpenAi.js"
import { call } from "../support/client.js"
import { attributesOf, type OtlpSpan, type Received, spansOf, startReceiver } from "../support/otlpReceiver.js"
import { startServer } from "../support/server.js"

const criteria = {
  template: "custom",
  custom_detectors: [{ name: "refund", type: "presence", examples: ["I want my money back"] }]
}
const body = { criteria, input_type: "ticket", input: [{ role: "user", content: "I was charged twice, I want my money back." }] }
const refunded = answer({ refund: det({ found: true, value: "I want my money back" }) })
const GUIDE = "café-guide: call Anna first"

const tracingTo = (endpoint: string, service: string) =>
  Layer.unwrapEffect(
    Effect.map(
      Effect.withConfigProvider(otlpSettings, ConfigProvider.fromMap(new Map([["OTEL_EXPORTER_OTLP_ENDPOINT", endpoint], ["OTEL_SERVICE_NAME", service]]))),
      (settings) => otlpLayer(Option.getOrThrow(settings))
    )
  )

/** A scorer that never answers: the call is cut off by the in-flight slot deadline. */
const stuck = Layer.succeed(Scorer, Scorer.of({ name: "stuck", score: () => Effect.never, assertExamples: () => Effect.succeed([]) }))

type Span = OtlpSpan & { status?: { code?: number; message?: string }; links?: Array<{ spanId: string; traceId: string }> }

/** Data points of one metric, each as its attributes. */
const dataPoints = (received: ReadonlyArray<Received>, name: string) =>
  received
    .filter((r) => r.path === "/v1/metrics")
    .flatMap((r) => (r.body.resourceMetrics as Array<any>).flatMap((rm) => rm.scopeMetrics.flatMap((sm: any) => sm.metrics)))
    .filter((m: any) => m.name === name)
    .flatMap((m: any) => (m.sum ?? m.histogram).dataPoints as Array<{ attributes: OtlpSpan["attributes"] }>)
    .map((p) => attributesOf(p as OtlpSpan))

describe("honest traces over OTLP", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let fake: FakeOpenAi
  const ids: Record<string, string> = {}
  const statuses: Record<string, number> = {}

  beforeAll(async () => {
    receiver = await startReceiver()
    fake = await startFakeOpenAiInEnv()

    const model = await startServer("postgres", {
      scorer: ScorerOpenAi({ ...testPolicy, budget: "1 second" }),
      layer: tracingTo(receiver.endpoint, "assay-openai")
    })
    const org = await model.createOrg()
    const evaluate = async (name: string, headers: Record<string, string> = {}) => {
      const res = await call(model.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body, headers })
      ids[name] = res.headers.get("x-request-id")!
      statuses[name] = res.status
    }
    fake.script([apiError(500), apiError(503), refunded])
    // UTF-8 on the wire (decisions §6): a header string is written one byte per character.
    await evaluate("retried", { "x-service-guide": Buffer.from(GUIDE, "utf8").toString("latin1") })
    fake.script([apiError(401, "invalid_api_key")])
    await evaluate("unavailable")
    fake.script(["hang"])
    await evaluate("timeout")
    await call(model.baseUrl, "GET", "/healthz")
    await model.close()

    // A threshold of 1: the embedded scorer is never sure, so the model is asked.
    process.env.ASSAY_CASCADE_THRESHOLD = "1"
    const cascade = await startServer("embedded", { scorer: ScorerCascade(testPolicy), layer: tracingTo(receiver.endpoint, "assay-cascade") })
    const cascadeOrg = await cascade.createOrg()
    fake.script([refunded])
    const res = await call(cascade.baseUrl, "POST", "/v1/evaluate", { token: cascadeOrg.api_key, body })
    ids.cascade = res.headers.get("x-request-id")!
    statuses.cascade = res.status
    await cascade.close()
    delete process.env.ASSAY_CASCADE_THRESHOLD

    // The slot deadline (1 s here) answers 503 on Node's response and interrupts the request.
    const held = await startServer("embedded", { scorer: stuck, gate: new Gate(4, 1_000), layer: tracingTo(receiver.endpoint, "assay-held") })
    const heldOrg = await held.createOrg()
    const cut = await call(held.baseUrl, "POST", "/v1/evaluate", { token: heldOrg.api_key, body })
    ids.overdue = cut.headers.get("x-request-id")!
    statuses.overdue = cut.status
    await held.close()
  }, 120_000)
  afterAll(async () => {
    await fake.close()
    await receiver.close()
  })

  const spans = () => spansOf(receiver.received) as Array<Span>
  const rootOf = (name: string) => spans().find((s) => attributesOf(s)["assay.request.id"] === ids[name])!
  const traceOf = (name: string) => spans().filter((s) => s.traceId === rootOf(name).traceId)
  const named = (trace: ReadonlyArray<Span>, name: string) => trace.filter((s) => s.name === name)

  it("ends the server span of a 5xx answer with status Error and its error type; a 200 is not an error", () => {
    expect(statuses).toMatchObject({ retried: 200, unavailable: 503, timeout: 504, overdue: 503 })
    for (const [name, code] of [["unavailable", "SERVICE_UNAVAILABLE"], ["timeout", "SCORER_TIMEOUT"], ["overdue", "SERVICE_UNAVAILABLE"]] as const) {
      const root = rootOf(name)
      expect(root.parentSpanId ?? "").toBe("")
      expect(root.status?.code, name).toBe(2) // STATUS_CODE_ERROR
      expect(root.status?.message).toContain(code)
      expect(attributesOf(root)).toMatchObject({ "http.response.status_code": statuses[name], "error.type": code })
    }
    expect(rootOf("retried").status?.code).not.toBe(2)
    expect(attributesOf(rootOf("retried"))["error.type"]).toBeUndefined()
  })

  it("says on each failed model attempt's span what the provider answered", () => {
    const attempts = named(traceOf("retried"), "ModelClient.complete")
    expect(attempts).toHaveLength(3)
    const failed = attempts.filter((s) => s.status?.code === 2)
    expect(failed.map((s) => attributesOf(s))).toEqual([
      expect.objectContaining({ "error.type": "500", "http.response.status_code": 500, "error.message": "500 upstream 500" }),
      expect.objectContaining({ "error.type": "503", "http.response.status_code": 503, "error.message": "503 upstream 503" })
    ])
    expect(failed.map((s) => s.status?.message)).toEqual(["500 upstream 500", "503 upstream 503"])
    const rejected = named(traceOf("unavailable"), "ModelClient.complete")
    expect(rejected.map((s) => attributesOf(s)["http.response.status_code"])).toEqual([401])
  })

  it("links batched statements and the requests they serve, both ways", () => {
    const trace = traceOf("retried")
    for (const [request, batch] of [["LogRepo.write", "LogWriter.writeBatch"], ["Credentials.verify", "Credentials.lookupBatch"]] as const) {
      const [mine] = named(trace, request)
      expect(mine, request).toBeDefined()
      const runs = spans().filter((s) => s.name === batch && (s.links ?? []).some((l) => l.spanId === mine!.spanId))
      expect(runs, batch).toHaveLength(1)
      expect((mine!.links ?? []).map((l) => l.spanId), request).toContain(runs[0]!.spanId)
    }
  })

  it("nests Credentials.verify under Authentication.check, under the request", () => {
    const trace = traceOf("retried")
    const [auth] = named(trace, "Authentication.check")
    expect(auth?.parentSpanId).toBe(rootOf("retried").spanId)
    expect(named(trace, "Credentials.verify").map((s) => s.parentSpanId)).toEqual([auth!.spanId])
  })

  it("keeps the service guide's text off every span", () => {
    const everything = JSON.stringify(receiver.received.filter((r) => r.path === "/v1/traces").map((r) => r.body))
    expect(everything).not.toContain("café-guide")
    expect(everything).not.toContain("call Anna first")
    expect(attributesOf(rootOf("retried"))["http.request.header.x-service-guide"]).toBe("<redacted>")
  })

  it("counts /healthz under its own route, not unmatched", () => {
    const requests = dataPoints(receiver.received, "assay.http.requests").filter((a) => a["http.request.method"] === "GET")
    expect(requests).toContainEqual(expect.objectContaining({ "http.route": "/healthz", "http.response.status_code": "200" }))
  })

  it("makes a cascade call one Scorer.score span with its local and model children and why the model was asked", () => {
    expect(statuses.cascade).toBe(200)
    const trace = traceOf("cascade")
    const [run] = named(trace, "Evaluator.run")
    const scores = named(trace, "Scorer.score")
    const outer = scores.filter((s) => s.parentSpanId === run!.spanId)
    expect(outer.map((s) => attributesOf(s))).toEqual([
      expect.objectContaining({ "assay.scorer": "cascade", "assay.cascade.reason": "unsure", "assay.cascade.unsure": "refund" })
    ])
    const children = scores.filter((s) => s.parentSpanId === outer[0]!.spanId).map((s) => attributesOf(s)["assay.scorer"])
    expect(children).toEqual(["local", "openai"])
  })

  it("does not invent a server for the embedded database's spans", () => {
    const sql = named(traceOf("cascade"), "sql.execute").concat(spans().filter((s) => s.service === "assay-cascade" && s.name === "sql.execute"))
    expect(sql.length).toBeGreaterThan(0)
    for (const s of sql) {
      const a = attributesOf(s)
      expect(a["server.address"]).toBeUndefined()
      expect(a["server.port"]).toBeUndefined()
      expect(a).toMatchObject({ "db.system.name": "postgresql", "assay.db.embedded": true })
    }
    // PostgreSQL's spans keep the server they talk to.
    const pg = spans().filter((s) => s.service === "assay-openai" && s.name === "sql.execute")
    expect(attributesOf(pg[0]!)).toMatchObject({ "server.address": expect.any(String) })
  })
})
