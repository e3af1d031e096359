import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { evaluateBody, intentEvaluation, customEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

// The quota window reads assay_now(); replacing it moves every instance's clock at once.
const setClock = (s: TestServer, at: string | null) =>
  s.query(
    at === null
      ? "CREATE OR REPLACE FUNCTION assay_now() RETURNS timestamptz LANGUAGE sql STABLE AS 'SELECT now()'"
      : `CREATE OR REPLACE FUNCTION assay_now() RETURNS timestamptz LANGUAGE sql STABLE AS 'SELECT ''${at}''::timestamptz'`
  )

describe("monthly quota (PostgreSQL)", () => {
  let s: TestServer

  beforeAll(async () => {
    s = await startServer("postgres")
  })
  afterAll(() => s.close())

  const evaluate = async (key: string, evaluationId: string, headers: Record<string, string> = {}) =>
    call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: evaluateBody(evaluationId), headers })

  const setup = async (opts: { quota?: number; plan?: "free" | "pro" | "enterprise" }) => {
    const org = await s.createOrg(opts)
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
    return { ...org, evaluationId: created.body.evaluation_id as string }
  }

  it("resets at the first instant of the next month in UTC, on the database clock", async () => {
    const org = await setup({ quota: 1 })
    await setClock(s, "2026-01-31 23:59:59.5+00")
    try {
      expect((await evaluate(org.api_key, org.evaluationId)).status).toBe(200)
      const refused = await evaluate(org.api_key, org.evaluationId)
      expect(refused.status).toBe(402)
      expect(refused.body.resetAt).toBe("2026-02-01T00:00:00.000Z")
      await setClock(s, "2026-02-01 00:00:00.5+00")
      expect((await evaluate(org.api_key, org.evaluationId)).status).toBe(200)
    } finally {
      await setClock(s, null)
    }
  })

  it("admits a call whose body arrives after the month turned, though its credential was read before", async () => {
    const org = await setup({ quota: 1 })
    await setClock(s, "2026-01-31 23:59:59.5+00")
    try {
      expect((await evaluate(org.api_key, org.evaluationId)).status).toBe(200)
      // The credential, and the month's usage with it, is read when the headers arrive.
      const payload = JSON.stringify(evaluateBody(org.evaluationId))
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${s.baseUrl}/v1/evaluate`, {
          method: "POST",
          headers: { authorization: `Bearer ${org.api_key}`, "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
        }, (res) => {
          let body = ""
          res.on("data", (d) => (body += d))
          res.on("end", () => resolve({ status: res.statusCode!, body }))
        })
        req.on("error", reject)
        req.write(payload.slice(0, 10))
        setTimeout(async () => {
          await setClock(s, "2026-02-01 00:00:00.5+00")
          req.end(payload.slice(10))
        }, 300)
      })
      const late = await answered
      expect(late.status, late.body).toBe(200)
    } finally {
      await setClock(s, null)
    }
  })

  it("applies a changed override on the next request", async () => {
    const org = await setup({ quota: 1 })
    expect((await evaluate(org.api_key, org.evaluationId)).status).toBe(200)
    expect((await evaluate(org.api_key, org.evaluationId)).status).toBe(402)
    await s.query("UPDATE organizations SET quota_override = 3 WHERE id = $1", org.org_id)
    expect((await evaluate(org.api_key, org.evaluationId)).status).toBe(200)
  })

  it("never answers 402 to an enterprise organization", async () => {
    const org = await setup({ plan: "enterprise", quota: 1 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await evaluate(org.api_key, org.evaluationId)).status)
    expect(statuses).toEqual([200, 200, 200])
  })

  it("builds upgradeUrl from PUBLIC_URL, never from request headers", async () => {
    const org = await setup({ quota: 0 })
    const res = await evaluate(org.api_key, org.evaluationId, { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" })
    expect(res.status).toBe(402)
    expect(res.body.upgradeUrl).toBe("https://assay.test/dashboard/usage")
  })

  it("leaves usage unchanged for reads, rejected calls and create-time assertions", async () => {
    const org = await s.createOrg({ quota: 5 })
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: customEvaluation })
    expect(created.status).toBe(201)
    const id = created.body.evaluation_id
    await call(s.baseUrl, "GET", `/v1/evaluations/${id}`, { token: org.api_key })
    await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: { evaluation_id: id, input_type: "fax", input: [] } })
    await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: { input_type: "form", input: [{ role: "user", content: "x" }] } })
    const usage = await s.query("SELECT used FROM usage_counters WHERE org_id = $1", org.org_id)
    expect(usage).toEqual([])
    const ok = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: org.api_key,
      body: { evaluation_id: id, input_type: "ticket", input: [{ role: "user", content: "please refund my last payment" }] }
    })
    expect(ok.status).toBe(200)
    const after = await s.query<{ used: number }>("SELECT used FROM usage_counters WHERE org_id = $1", org.org_id)
    expect(after).toEqual([{ used: 1 }])
  })
})
