import { Agent, request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation, pricingInput } from "../support/fixtures.js"
import { startWithEvaluation, type TestServer } from "../support/server.js"

describe.each(backends)("error bodies of decisions §1 on %s", (backend) => {
  let s: TestServer
  let key: string
  let evaluationId: string

  beforeAll(async () => {
    ;({ s, key, evaluationId } = await startWithEvaluation(backend))
  })
  afterAll(() => s.close())

  it("answers XOR_REQUIRED for both and for neither of evaluation_id and criteria", async () => {
    const both = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: key,
      body: evaluateBody(evaluationId, { criteria: { template: "intent_detect", standard_detectors: ["urgency"] } })
    })
    const neither = await call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: { input_type: "form", input: pricingInput } })
    for (const res of [both, neither]) {
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: "XOR_REQUIRED", message: "Send exactly one of evaluation_id or criteria." })
    }
  })

  it("lists every schema issue with its path, unknown fields included", async () => {
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: key,
      body: { evaluation_id: evaluationId, input_type: "fax", input: [{ role: "user" }], surprise: true }
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe("VALIDATION_ERROR")
    expect(res.body).not.toHaveProperty("_tag")
    const paths = res.body.issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(["input_type", "input[0].content", "surprise"]))
  })

  it("points non_examples on a classification detector at its path", async () => {
    const res = await call(s.baseUrl, "POST", "/v1/evaluations", {
      token: key,
      body: {
        name: "x",
        template: "custom",
        custom_detectors: [
          { name: "topic", type: "classification", categories: ["a", "b"], examples: ["alpha"], non_examples: ["nope"] }
        ]
      }
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe("VALIDATION_ERROR")
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain("custom_detectors[0].non_examples")
  })

  it("answers malformed JSON with a validation error", async () => {
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: key,
      raw: '{"evaluation_id": ',
      headers: { "content-type": "application/json" }
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe("VALIDATION_ERROR")
  })

  it("answers 415 for a body that is not JSON and 413 above 256 KiB", async () => {
    const text = await call(s.baseUrl, "POST", "/v1/evaluate", { token: key, raw: "hello", headers: { "content-type": "text/plain" } })
    expect(text.status).toBe(415)
    expect(text.body).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: expect.any(String) })
    const big = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: key,
      body: evaluateBody(evaluationId, { input: [{ role: "user", content: "x".repeat(300 * 1024) }] })
    })
    expect(big.status).toBe(413)
    expect(big.body).toEqual({ code: "PAYLOAD_TOO_LARGE", message: expect.any(String), limitBytes: 262144 })
  })

  it("answers 413 to a chunked body over 256 KiB and keeps the connection usable", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const chunked = (size: number) =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const req = request(`${s.baseUrl}/v1/evaluate`, {
          method: "POST",
          agent,
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }
        }, (res) => {
          let text = ""
          res.on("data", (d) => (text += d))
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
        })
        req.on("error", reject)
        // No Content-Length: Node sends the body chunked, 16 KiB at a time.
        const body = JSON.stringify(evaluateBody(evaluationId, { input: [{ role: "user", content: "x".repeat(size) }] }))
        for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.slice(i, i + 16 * 1024))
        req.end()
      })
    try {
      const big = await chunked(300 * 1024)
      expect(big).toEqual({ status: 413, body: { code: "PAYLOAD_TOO_LARGE", message: expect.any(String), limitBytes: 262144 } })
      // The same kept-alive connection then carries a normal call.
      const small = await chunked(1_000)
      expect(small.status).toBe(200)
      expect(small.body.status).toEqual(expect.any(String))
    } finally {
      agent.destroy()
    }
  })

  it("gives byte-identical 401 bodies for missing, malformed, unknown and revoked credentials", async () => {
    const org = await s.createOrg()
    const extra = await s.createKey(org.org_id)
    await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: extra.api_key })
    await s.query("UPDATE api_keys SET revoked_at = now() WHERE id = $1", extra.key_id)
    const typo = key.slice(0, -1) + (key.endsWith("a") ? "b" : "a")
    const wellFormedUnknown = (await s.createKey(org.org_id)).api_key
    await s.query("DELETE FROM api_keys WHERE prefix = $1 AND org_id = $2", wellFormedUnknown.slice(0, 8), org.org_id)
    const answers = await Promise.all(
      [undefined, "garbage", typo, wellFormedUnknown, extra.api_key].map((token) =>
        call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, token === undefined ? {} : { token })
      )
    )
    for (const res of answers) {
      expect(res.status).toBe(401)
      expect(res.headers.get("www-authenticate")).toBe("Bearer")
      expect(res.text).toBe(answers[0]!.text)
    }
    expect(answers[0]!.body).toEqual({ code: "UNAUTHORIZED", message: expect.any(String) })
  })

  it("checks authentication before size, media type and body validation", async () => {
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: "nope", raw: "x", headers: { "content-type": "text/plain" } })
    expect(res.status).toBe(401)
  })

  it("answers unknown routes with a flat 404 and puts X-Request-Id on every response", async () => {
    const res = await call(s.baseUrl, "GET", "/v1/nothing-here", { token: key })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ code: "NOT_FOUND", message: expect.any(String) })
    expect(res.headers.get("x-request-id")).toMatch(/.{8,}/)
    const ok = await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: key })
    expect(ok.headers.get("x-request-id")).toMatch(/.{8,}/)
  })

  it("answers 402 with resetAt and upgradeUrl once the quota is used, and counts only admitted calls", async () => {
    const org = await s.createOrg({ quota: 2 })
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
    const id = created.body.evaluation_id
    const statuses = []
    for (let i = 0; i < 3; i++) {
      statuses.push((await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(id) })).status)
    }
    expect(statuses).toEqual([200, 200, 402])
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(id) })
    expect(res.body).toEqual({
      code: "QUOTA_EXCEEDED",
      message: expect.any(String),
      resetAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\.000Z$/),
      upgradeUrl: expect.stringMatching(/^https:\/\/assay\.test\//)
    })
    const [usage] = await s.query<{ used: number }>("SELECT used FROM usage_counters WHERE org_id = $1", org.org_id)
    const [rows] = await s.query<{ n: number }>("SELECT count(*)::int AS n FROM evaluation_logs WHERE org_id = $1", org.org_id)
    expect(usage!.used).toBe(2)
    expect(rows!.n).toBe(2)
    const read = await call(s.baseUrl, "GET", `/v1/evaluations/${id}`, { token: org.api_key })
    expect(read.status).toBe(200)
  })

  it("answers 429 with Retry-After equal to retryAfter, and RateLimit headers on success", async () => {
    const org = await s.createOrg({ rate: 1 })
    const replies = []
    for (let i = 0; i < 4; i++) replies.push(await call(s.baseUrl, "GET", "/v1/evaluations/00000000-0000-4000-8000-000000000000", { token: org.api_key }))
    expect(replies.map((r) => r.status)).toEqual([404, 404, 429, 429])
    expect(replies[0]!.headers.get("ratelimit-policy")).toBe('"default";q=2;w=2')
    expect(replies[0]!.headers.get("ratelimit")).toMatch(/^"default";r=1;t=\d+$/)
    const limited = replies[2]!
    expect(limited.body).toEqual({ code: "RATE_LIMITED", message: expect.any(String), retryAfter: expect.any(Number) })
    expect(limited.body.retryAfter).toBeGreaterThanOrEqual(1)
    expect(limited.headers.get("retry-after")).toBe(String(limited.body.retryAfter))
  })
})
