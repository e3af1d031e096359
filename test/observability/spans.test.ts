// The span tree of real requests through the real HTTP stack on PostgreSQL, captured with the
// OpenTelemetry SDK's in-memory exporter behind @effect/opentelemetry's NodeSdk layer.
import { SpanKind } from "@opentelemetry/api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { preparedName } from "../../src/db/prepared.js"
import { ScorerOpenAi } from "../../src/scoring/openai/layers.js"
import { answer, det, type FakeOpenAi, startFakeOpenAi, testPolicy } from "../scoring/fakeOpenAi.js"
import { call } from "../support/client.js"
import { customEvaluation, evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"
import { flatten, inMemoryTracing, render, type SpanNode } from "../support/tracing.js"

const only = (tree: SpanNode, name: string): SpanNode => {
  const found = flatten(tree).filter((n) => n.name === name)
  expect(found.map((n) => n.name), render(tree)).toEqual([name])
  return found[0]!
}

const childNames = (node: SpanNode) => node.children.map((c) => c.name)

describe("request spans (PostgreSQL, local scorer)", () => {
  const tracing = inMemoryTracing()
  let s: TestServer
  let org: { org_id: string; api_key: string }
  let evaluationId: string

  beforeAll(async () => {
    s = await startServer("postgres", { layer: tracing.layer })
    org = await s.createOrg()
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
    evaluationId = created.body.evaluation_id
  })
  afterAll(() => s.close())

  it("traces an evaluate call from the request down to its SQL", async () => {
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(evaluationId) })
    expect(res.status).toBe(200)
    const tree = await tracing.requestTree(res.headers.get("x-request-id")!)

    expect(tree.name).toBe("POST /v1/evaluate")
    expect(tree.span.kind).toBe(SpanKind.SERVER)
    expect(tree.span.parentSpanContext).toBeUndefined()
    expect(tree.attributes).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/v1/evaluate",
      "http.response.status_code": 200,
      "assay.organization.id": org.org_id
    })
    expect(tree.attributes["http.request.header.authorization"]).toBe("<redacted>")
    // The credential is checked before the body is read (src/http/inFlight.ts) and the gate
    // finishes the check after it: one Authentication.check over both, as the docs show.
    expect(childNames(tree)).toEqual(["Authentication.check", "Evaluator.run"])

    const auth = only(tree, "Authentication.check")
    // On PostgreSQL the credential's statement took the rate-limit token (its bucket exists since
    // the evaluation was created): the gate has nothing left to ask.
    expect(childNames(auth)).toEqual(["Credentials.verify"])
    expect(auth.attributes["assay.organization.id"]).toBe(org.org_id)

    const run = only(tree, "Evaluator.run")
    expect(childNames(run)).toEqual([
      "Evaluator.resolveTarget",
      "Evaluator.validate",
      "Quota.precheck",
      "Scorer.score",
      "LogRepo.write"
    ])
    expect(run.attributes).toMatchObject({
      "assay.organization.id": org.org_id,
      "assay.evaluation.id": evaluationId,
      "assay.log.id": res.body.id,
      "assay.evaluation.mode": "durable",
      "assay.evaluation.template": "intent_detect",
      "assay.evaluation.status": res.body.status,
      "assay.scorer": "local"
    })
    expect(only(tree, "Evaluator.resolveTarget").attributes["assay.rubric.source"]).toBe("stored")
    expect(only(tree, "Scorer.score").attributes["assay.scorer"]).toBe("local")
    // Creating the evaluation compiled its rubric for the scorer already.
    expect(only(tree, "Scorer.compile").attributes["assay.rubric.cache"]).toBe("hit")

    // SQL spans come from @effect/sql wherever a statement runs on the request's own fiber.
    const sql = flatten(run).filter((n) => n.name === "sql.execute")
    expect(sql.length).toBeGreaterThan(0)
    expect(sql.map((n) => n.span.kind)).toEqual(sql.map(() => SpanKind.CLIENT))
    expect(sql.map((n) => n.attributes["db.system.name"])).toEqual(sql.map(() => "postgresql"))
    expect(childNames(only(tree, "Evaluator.resolveTarget"))).toEqual(["sql.execute"])
    expect(String(only(tree, "Evaluator.resolveTarget").children[0]!.attributes["db.query.text"])).toContain("FROM evaluations")
    // Bound parameters never reach span attributes: the input text is not there.
    const everything = JSON.stringify(flatten(tree).map((n) => n.attributes))
    expect(everything).not.toContain("how much does the pro plan cost")
  })

  it("runs two statements for an evaluate call: the credential (with the month's usage and its rate-limit take), the log row", async () => {
    // Warm: the evaluation is cached and the key's last use was recorded by the earlier calls.
    await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(evaluationId) })
    await new Promise((r) => setTimeout(r, 200))
    const before = new Set(tracing.spans())
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(evaluationId) })
    expect(res.status).toBe(200)
    await tracing.requestTree(res.headers.get("x-request-id")!)
    const statements = tracing.spans().filter((sp) => !before.has(sp) && sp.name === "sql.execute").map((sp) => String(sp.attributes["db.query.text"]))
    expect(statements).toHaveLength(2)
    expect(statements.filter((q) => q.includes("FROM api_keys") && q.includes("usage_counters") && q.includes("UPDATE rate_buckets"))).toHaveLength(1)
    // Each is parsed and planned once per connection (src/db/prepared.ts).
    expect(statements.map((q) => preparedName(q)).sort()).toEqual(["credentials_lookup_take", "log_write_1_1"])
  })

  it("marks ad-hoc criteria as compiled, and the scorer's cache as a miss then a hit", async () => {
    const criteria = { template: "custom", custom_detectors: customEvaluation.custom_detectors }
    const body = { criteria, input_type: "ticket", input: [{ role: "user", content: "please refund my last payment" }] }
    const trees: Array<SpanNode> = []
    for (const _ of [1, 2]) {
      const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body })
      expect(res.status).toBe(200)
      trees.push(await tracing.requestTree(res.headers.get("x-request-id")!))
    }
    const [first, second] = trees as [SpanNode, SpanNode]
    expect(only(first, "Evaluator.run").attributes).toMatchObject({ "assay.evaluation.mode": "adhoc", "assay.evaluation.template": "custom" })
    expect(only(first, "Evaluator.run").attributes["assay.evaluation.id"]).toBeUndefined()
    expect(only(first, "Evaluator.resolveTarget").attributes["assay.rubric.source"]).toBe("compiled")
    expect(only(first, "Scorer.compile").attributes["assay.rubric.cache"]).toBe("miss")
    expect(only(second, "Scorer.compile").attributes["assay.rubric.cache"]).toBe("hit")
  })

  it("records the error code of a refused request on its span", async () => {
    const broke = await s.createOrg({ quota: 0 })
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: broke.api_key, body: intentEvaluation })
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: broke.api_key, body: evaluateBody(created.body.evaluation_id) })
    expect(res.status).toBe(402)
    const tree = await tracing.requestTree(res.headers.get("x-request-id")!)
    expect(tree.attributes).toMatchObject({ "http.response.status_code": 402, "assay.error.code": "QUOTA_EXCEEDED" })
    expect(childNames(only(tree, "Evaluator.run"))).toEqual(["Evaluator.resolveTarget", "Evaluator.validate", "Quota.precheck"])
  })

  it("names routes by pattern, and leaves health probes untraced", async () => {
    const read = await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: org.api_key })
    expect(read.status).toBe(200)
    const tree = await tracing.requestTree(read.headers.get("x-request-id")!)
    expect(tree.name).toBe("GET /v1/evaluations/:evaluation_id")
    expect(tree.attributes["http.route"]).toBe("/v1/evaluations/:evaluation_id")

    const before = tracing.spans().length
    expect((await call(s.baseUrl, "GET", "/healthz")).status).toBe(200)
    expect((await call(s.baseUrl, "GET", "/readyz")).status).toBe(200)
    // A traced request after the probes: once its span is in, the probes' would be too.
    const after = await call(s.baseUrl, "GET", "/v1/openapi.json")
    const docs = await tracing.requestTree(after.headers.get("x-request-id")!)
    expect(docs.name).toBe("GET /v1/openapi.json")
    // Request spans only: background work (a batch of rejected calls, a version re-read) may trace its SQL meanwhile.
    const since = tracing.spans().slice(before).map((span) => span.name).filter((name) => /^[A-Z]+ \//.test(name))
    expect(since).toEqual(["GET /v1/openapi.json"])
  })
})

describe("model call spans (PostgreSQL, OpenAI-compatible scorer)", () => {
  const tracing = inMemoryTracing()
  let fake: FakeOpenAi
  let s: TestServer
  let key: string

  beforeAll(async () => {
    fake = await startFakeOpenAi()
    process.env.OPENAI_API_KEY = "sk-test"
    process.env.OPENAI_BASE_URL = fake.baseUrl
    s = await startServer("postgres", { scorer: ScorerOpenAi(testPolicy), layer: tracing.layer })
    key = (await s.createOrg()).api_key
  })
  afterAll(async () => {
    await s.close()
    await fake.close()
    delete process.env.OPENAI_API_KEY
    delete process.env.OPENAI_BASE_URL
  })

  it("follows the GenAI semantic conventions on the model call", async () => {
    const criteria = {
      template: "custom",
      custom_detectors: [{ name: "refund", type: "presence", examples: ["I want my money back"] }]
    }
    fake.script([
      answer({ refund: det({ found: true, value: "money back" }) }, { usage: { prompt_tokens: 812, completion_tokens: 64 } })
    ])
    const body = { criteria, input_type: "ticket", input: [{ role: "user", content: "I want my money back." }] }
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body })
    expect(res.status).toBe(200)
    const tree = await tracing.requestTree(res.headers.get("x-request-id")!)

    expect(only(tree, "Evaluator.run").attributes["assay.scorer"]).toBe("openai")
    const score = only(tree, "Scorer.score")
    expect(score.attributes).toMatchObject({
      "assay.scorer": "openai",
      "gen_ai.request.model": "gpt-4o-mini",
      "gen_ai.usage.input_tokens": 812,
      "gen_ai.usage.output_tokens": 64
    })
    const model = only(tree, "ModelClient.complete")
    expect(model.span.kind).toBe(SpanKind.CLIENT)
    expect(model.attributes).toMatchObject({
      "gen_ai.operation.name": "chat",
      "gen_ai.system": "openai",
      "gen_ai.request.model": "gpt-4o-mini",
      "gen_ai.response.model": "gpt-4o-mini-2024-07-18",
      "gen_ai.usage.input_tokens": 812,
      "gen_ai.usage.output_tokens": 64,
      "server.address": "127.0.0.1"
    })
  })
})
