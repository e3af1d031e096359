import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { customEvaluation, evaluateBody, intentEvaluation, pricingInput } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

describe.each(backends)("evaluations and evaluate on %s", (backend) => {
  let s: TestServer
  let key: string

  beforeAll(async () => {
    s = await startServer(backend)
    key = (await s.createOrg()).api_key
  })
  afterAll(() => s.close())

  it("creates a durable evaluation and reads it back with its rubric", async () => {
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })
    expect(created.status).toBe(201)
    expect(created.body.detector_names).toEqual(intentEvaluation.standard_detectors)
    const read = await call(s.baseUrl, "GET", `/v1/evaluations/${created.body.evaluation_id}`, { token: key })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      evaluation_id: created.body.evaluation_id,
      name: "Inbound intent",
      template: "intent_detect",
      standard_detectors: intentEvaluation.standard_detectors,
      detector_names: intentEvaluation.standard_detectors
    })
    expect(read.body.rubric.detectors).toHaveLength(5)
  })

  it("returns the pack's exact detector names for each framework", async () => {
    const packs = {
      bant: ["budget", "authority", "need", "timeline"],
      meddic: ["metrics", "economic_buyer", "decision_criteria", "decision_process", "identify_pain", "champion"],
      spiced: ["situation", "pain", "impact", "critical_event", "decision"],
      champ: ["challenges", "authority", "money", "prioritization"]
    }
    for (const [framework, names] of Object.entries(packs)) {
      const body = { name: framework, template: "lead_qualification", framework }
      const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body })
      expect(created.status).toBe(201)
      expect(created.body.detector_names).toEqual(names)
    }
    const triage = await call(s.baseUrl, "POST", "/v1/evaluations", {
      token: key,
      body: { name: "t", template: "support_triage" }
    })
    expect(triage.body.detector_names).toEqual(["issue_severity", "customer_tier", "time_sensitivity"])
  })

  it("scores a durable call, logs it, and reads the log row", async () => {
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })
    const id = created.body.evaluation_id
    const result = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: key,
      body: evaluateBody(id, { options: { request_next_action: true } }),
      headers: { "x-service-guide": "zapier-inbound-v2" }
    })
    expect(result.status).toBe(200)
    expect(result.body.status).toBe("QUALIFIED")
    expect(result.body.extracted_signals.pricing_interest).toEqual({ found: true, confidence: expect.any(Number) })
    expect(result.body.extracted_fields.pricing_interest.evidence[0].quote).toSatisfy((q: string) =>
      pricingInput[0]!.content.includes(q)
    )
    expect(result.body.next_action).toMatch(/^(CLOSE|BOOK_MEETING)$/)
    expect(typeof result.body.next_instruction).toBe("string")

    const log = await call(s.baseUrl, "GET", `/v1/evaluate/${result.body.id}`, { token: key })
    expect(log.status).toBe(200)
    expect(log.body).toMatchObject({
      id: result.body.id,
      evaluation_id: id,
      input_type: "email",
      status: result.body.status,
      extracted_signals: result.body.extracted_signals,
      next_action: result.body.next_action,
      guide: "zapier-inbound-v2"
    })
    expect(log.body.latency_ms).toBeGreaterThanOrEqual(0)
  })

  it("omits next_action unless asked", async () => {
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })
    const result = await call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: evaluateBody(created.body.evaluation_id) })
    expect(result.status).toBe(200)
    expect(result.body).not.toHaveProperty("next_action")
    expect(result.body).not.toHaveProperty("next_instruction")
  })

  it("scores ad-hoc criteria with the same shape, and the ad-hoc log row is not fetchable", async () => {
    const result = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: key,
      body: { criteria: { template: "intent_detect", standard_detectors: ["pricing_interest"] }, input_type: "form", input: pricingInput }
    })
    expect(result.status).toBe(200)
    expect(result.body.extracted_signals.pricing_interest.found).toBe(true)
    const rows = await s.query<{ mode: string }>("SELECT mode FROM evaluation_logs WHERE id = $1", result.body.id)
    expect(rows).toEqual([{ mode: "adhoc" }])
    const log = await call(s.baseUrl, "GET", `/v1/evaluate/${result.body.id}`, { token: key })
    expect(log.status).toBe(404)
    expect(log.body).toEqual({ code: "NOT_FOUND", message: expect.any(String) })
  })

  it("escalates a custom evaluation whose trigger matches and classifies into a category", async () => {
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: customEvaluation })
    expect(created.status).toBe(201)
    const result = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: key,
      body: {
        evaluation_id: created.body.evaluation_id,
        input_type: "ticket",
        input: [{ role: "user", content: "I was charged twice this month, please refund my last payment." }]
      }
    })
    expect(result.status).toBe(200)
    expect(result.body.status).toBe("ESCALATE")
    expect(result.body.extracted_fields.topic.value).toBe("billing")
  })

  it("rejects an evaluation whose examples contradict themselves with every failure listed", async () => {
    const body = {
      name: "contradiction",
      template: "custom",
      custom_detectors: [
        { name: "refund", type: "presence", examples: ["I want a refund now"], non_examples: ["I want a refund now"] }
      ]
    }
    const res = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe("EXAMPLE_ASSERTION_FAILED")
    expect(res.body.failures.length).toBeGreaterThanOrEqual(1)
    expect(res.body.failures[0]).toEqual({
      detector: "refund",
      example: "I want a refund now",
      expected: expect.any(String),
      got: expect.any(String)
    })
    const count = await s.query<{ n: number }>("SELECT count(*)::int AS n FROM evaluations WHERE name = 'contradiction'")
    expect(count[0]!.n).toBe(0)
  })

  it("records an outcome on a durable evaluation", async () => {
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })
    const id = created.body.evaluation_id
    const scored = await call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: evaluateBody(id) })
    const outcome = await call(s.baseUrl, "POST", `/v1/evaluations/${id}/outcome`, {
      token: key,
      body: { decision: "QUALIFIED", actual_outcome: "won", conversion_value: 1200.5, days_to_close: 14, evaluation_log_id: scored.body.id }
    })
    expect(outcome.status).toBe(201)
    expect(outcome.body).toEqual({ outcome_id: expect.any(String), evaluation_id: id, recorded_at: expect.any(String) })
    const bad = await call(s.baseUrl, "POST", `/v1/evaluations/${id}/outcome`, {
      token: key,
      body: { decision: "MAYBE", actual_outcome: "won", conversion_value: -1, days_to_close: 1 }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["conversion_value", "decision"])
  })
})
