// One JSON log line per request from the boundary, and the request metrics beside it.
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE } from "@opentelemetry/semantic-conventions"
import { ConfigProvider, Effect, Either, Layer, Logger, LogLevel, Metric } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { describeConfigError } from "../../src/config.js"
import { jsonLineLogger, logLevelConfig } from "../../src/observability/Logging.js"
import * as Metrics from "../../src/observability/Metrics.js"
import { call } from "../support/client.js"
import { intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

const secretText = "our budget is 42000 and the secret codename is BLUEBIRD"

const counter = (metric: Metric.Metric.Counter<number>, tags: Record<string, string>) =>
  Effect.runSync(Metric.value(Object.entries(tags).reduce((m, [k, v]) => Metric.tagged(m, k, v), metric))).count

describe("request log lines and metrics (PostgreSQL)", () => {
  const lines: Array<string> = []
  let s: TestServer
  let org: { org_id: string; api_key: string }
  let evaluationId: string

  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  const lineFor = (requestId: string) => {
    const found = logged().filter((l) => l.message === "request" && l.request_id === requestId)
    expect(found).toHaveLength(1)
    return found[0]!
  }

  beforeAll(async () => {
    const capture = Layer.merge(
      Logger.replace(Logger.defaultLogger, jsonLineLogger((line) => lines.push(line))),
      Logger.minimumLogLevel(LogLevel.Debug)
    )
    s = await startServer("postgres", { layer: capture })
    org = await s.createOrg()
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
    evaluationId = created.body.evaluation_id
  })
  afterAll(() => s.close())

  it("writes one line per request with request id, organization, route, status and latency", async () => {
    const body = { evaluation_id: evaluationId, input_type: "email", input: [{ role: "user", content: secretText }] }
    const res = await call(s.baseUrl, "POST", "/v1/evaluate?trace=me", {
      token: org.api_key,
      body,
      headers: { "x-request-id": "caller-chosen-id-1", "x-service-guide": "sales-queue" }
    })
    expect(res.status).toBe(200)
    const line = lineFor("caller-chosen-id-1")
    expect(line).toMatchObject({
      level: "INFO",
      message: "request",
      request_id: "caller-chosen-id-1",
      org_id: org.org_id,
      method: "POST",
      route: "/v1/evaluate",
      status: 200
    })
    expect(typeof line.latency_ms).toBe("number")
    expect(Date.parse(String(line.time))).not.toBeNaN()
    expect(Object.keys(line).sort()).toEqual(
      ["time", "level", "message", "request_id", "org_id", "method", "route", "status", "latency_ms", "trace_id", "span_id"].sort()
    )
  })

  it("names unknown routes by path without the query, and errors by code", async () => {
    const res = await call(s.baseUrl, "GET", "/v1/nothing-here?api_key=leak", { headers: { "x-request-id": "caller-chosen-id-2" } })
    expect(res.status).toBe(404)
    expect(lineFor("caller-chosen-id-2")).toMatchObject({ route: "/v1/nothing-here", status: 404, code: "NOT_FOUND", org_id: null })

    const denied = await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, {
      token: "esk_notARealKeyAtAll",
      headers: { "x-request-id": "caller-chosen-id-3" }
    })
    expect(denied.status).toBe(401)
    expect(lineFor("caller-chosen-id-3")).toMatchObject({
      route: "/v1/evaluations/:evaluation_id",
      status: 401,
      code: "UNAUTHORIZED",
      level: "INFO"
    })
  })

  it("logs health probes at debug level only", async () => {
    const res = await call(s.baseUrl, "GET", "/healthz", { headers: { "x-request-id": "caller-chosen-id-4" } })
    expect(res.status).toBe(200)
    expect(lineFor("caller-chosen-id-4")).toMatchObject({ level: "DEBUG", route: "/healthz", status: 200 })
  })

  it("never writes input text, credentials, headers or query strings", () => {
    const all = lines.join("\n")
    expect(all.length).toBeGreaterThan(0)
    for (const secret of [secretText, "BLUEBIRD", org.api_key, "esk_notARealKeyAtAll", "Bearer", "sales-queue", "api_key=leak", "trace=me"]) {
      expect(all).not.toContain(secret)
    }
  })

  it("counts requests by route and status, evaluations by status, and 402 and 429 refusals", async () => {
    const route = { [ATTR_HTTP_REQUEST_METHOD]: "POST", [ATTR_HTTP_ROUTE]: "/v1/evaluate" }
    const ok = { ...route, [ATTR_HTTP_RESPONSE_STATUS_CODE]: "200" }
    const evaluations = () =>
      ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE"]
        .map((status) =>
          counter(Metrics.evaluations, { "assay.evaluation.status": status, "assay.evaluation.mode": "durable", "assay.scorer": "local" })
        )
        .reduce((a, b) => a + b, 0)
    const before = {
      ok: counter(Metrics.requests, ok),
      evaluations: evaluations(),
      quota: counter(Metrics.quotaExceeded, { [ATTR_HTTP_ROUTE]: "/v1/evaluate" }),
      limited: counter(Metrics.rateLimited, { [ATTR_HTTP_ROUTE]: "/v1/evaluations/:evaluation_id" })
    }
    const evaluated = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: org.api_key,
      body: { evaluation_id: evaluationId, input_type: "email", input: [{ role: "user", content: "How much is the pro plan?" }] }
    })
    expect(evaluated.status).toBe(200)

    const broke = await s.createOrg({ quota: 0 })
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: broke.api_key, body: intentEvaluation })
    const refused = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: broke.api_key,
      body: { evaluation_id: created.body.evaluation_id, input_type: "email", input: [{ role: "user", content: "hello" }] }
    })
    expect(refused.status).toBe(402)

    const slow = await s.createOrg({ rate: 1 })
    const statuses: Array<number> = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: slow.api_key })).status)
    }
    expect(statuses).toContain(429)

    expect(counter(Metrics.requests, ok)).toBe(before.ok + 1)
    expect(evaluations()).toBe(before.evaluations + 1)
    expect(counter(Metrics.quotaExceeded, { [ATTR_HTTP_ROUTE]: "/v1/evaluate" })).toBe(before.quota + 1)
    expect(counter(Metrics.rateLimited, { [ATTR_HTTP_ROUTE]: "/v1/evaluations/:evaluation_id" })).toBe(
      before.limited + statuses.filter((st) => st === 429).length
    )
    const latency = Effect.runSync(
      Metric.value(
        Metrics.requestDuration.pipe(
          Metric.tagged(ATTR_HTTP_REQUEST_METHOD, "POST"),
          Metric.tagged(ATTR_HTTP_ROUTE, "/v1/evaluate"),
          Metric.tagged(ATTR_HTTP_RESPONSE_STATUS_CODE, "200")
        )
      )
    )
    expect(latency.count).toBe(counter(Metrics.requests, ok))
  })
})

describe("LOG_LEVEL", () => {
  const read = (value: string) =>
    Effect.runSync(Effect.either(Effect.withConfigProvider(logLevelConfig, ConfigProvider.fromMap(new Map([["LOG_LEVEL", value]])))))

  it("takes a level name in any case, info by default", () => {
    expect(read("warn")).toEqual(Either.right(LogLevel.Warning))
    expect(read("DEBUG")).toEqual(Either.right(LogLevel.Debug))
    expect(read("off")).toEqual(Either.right(LogLevel.None))
    expect(Effect.runSync(Effect.withConfigProvider(logLevelConfig, ConfigProvider.fromMap(new Map())))).toEqual(LogLevel.Info)
  })

  it("refuses anything else, naming the variable", () => {
    const refused = Effect.runSync(
      Effect.flip(Effect.withConfigProvider(logLevelConfig, ConfigProvider.fromMap(new Map([["LOG_LEVEL", "loud"]]))))
    )
    expect(describeConfigError(refused)).toBe(
      "Invalid configuration: LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, off"
    )
  })
})
