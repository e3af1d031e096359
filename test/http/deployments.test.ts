import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { customEvaluation, evaluateBody, intentEvaluation, pricingInput } from "../support/fixtures.js"
import { startWithEvaluation, type TestServer } from "../support/server.js"

describe.each(backends)("deployments and deployment secrets on %s", (backend) => {
  let s: TestServer
  let key: string
  let evaluationId: string
  let otherEvaluationId: string

  beforeAll(async () => {
    ;({ s, key, evaluationId } = await startWithEvaluation(backend))
    otherEvaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: customEvaluation })).body.evaluation_id
  })
  afterAll(() => s.close())

  const deploy = async () => {
    const res = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/deployments`, { token: key })
    expect(res.status).toBe(201)
    return res.body as { deployment_id: string; evaluation_id: string; secret: string }
  }

  it("creates a deployment whose secret is shown once and stored only as a digest", async () => {
    const d = await deploy()
    expect(d.evaluation_id).toBe(evaluationId)
    expect(d.secret).toMatch(/^ech_dw_[0-9A-Za-z]{49}$/)
    const rows = await s.query<{ digest: string; prefix: string }>("SELECT digest, prefix FROM deployments WHERE id = $1", d.deployment_id)
    expect(rows[0]!.digest).not.toContain(d.secret)
    expect(rows[0]!.prefix).toBe(d.secret.slice(0, 8))
  })

  it("evaluates the bound evaluation with the secret alone, and reads its log row", async () => {
    const d = await deploy()
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: d.secret, body: { input_type: "form", input: pricingInput } })
    expect(res.status).toBe(200)
    expect(res.body.evaluation_id).toBe(evaluationId)
    const rows = await s.query<{ mode: string; deployment_id: string }>("SELECT mode, deployment_id FROM evaluation_logs WHERE id = $1", res.body.id)
    expect(rows).toEqual([{ mode: "deployment", deployment_id: d.deployment_id }])
    const log = await call(s.baseUrl, "GET", `/v1/evaluate/${res.body.id}`, { token: d.secret })
    expect(log.status).toBe(200)
  })

  it("answers FORBIDDEN_CRITERIA and MIXED_AUTH for a secret sent with criteria or evaluation_id", async () => {
    const d = await deploy()
    const withCriteria = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: d.secret,
      body: { criteria: { template: "intent_detect", standard_detectors: ["urgency"] }, input_type: "form", input: pricingInput }
    })
    expect(withCriteria.status).toBe(400)
    expect(withCriteria.body.code).toBe("FORBIDDEN_CRITERIA")
    const withId = await call(s.baseUrl, "POST", "/v1/evaluate", { token: d.secret, body: evaluateBody(evaluationId) })
    expect(withId.status).toBe(400)
    expect(withId.body.code).toBe("MIXED_AUTH")
  })

  it("lets a secret read only its bound evaluation and answers 403 on organization-only routes", async () => {
    const d = await deploy()
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: d.secret })).status).toBe(200)
    const other = await call(s.baseUrl, "GET", `/v1/evaluations/${otherEvaluationId}`, { token: d.secret })
    expect(other.status).toBe(404)
    for (const [method, path, body] of [
      ["POST", "/v1/evaluations", intentEvaluation],
      ["POST", `/v1/evaluations/${evaluationId}/deployments`, undefined],
      ["DELETE", `/v1/deployments/${d.deployment_id}`, undefined]
    ] as const) {
      const res = await call(s.baseUrl, method, path, body === undefined ? { token: d.secret } : { token: d.secret, body })
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ code: "FORBIDDEN", message: expect.any(String) })
    }
    const outcome = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/outcome`, {
      token: d.secret,
      body: { decision: "QUALIFIED", actual_outcome: "won", conversion_value: 10, days_to_close: 3 }
    })
    expect(outcome.status).toBe(201)
  })

  it("takes no body: none or {} creates, any field is refused and creates nothing", async () => {
    const count = async () =>
      (await s.query<{ n: number }>("SELECT count(*)::int AS n FROM deployments WHERE evaluation_id = $1", evaluationId))[0]!.n
    const path = `/v1/evaluations/${evaluationId}/deployments`
    expect((await call(s.baseUrl, "POST", path, { token: key, body: {} })).status).toBe(201)
    const before = await count()
    const withField = await call(s.baseUrl, "POST", path, { token: key, body: { evaluation_id: otherEvaluationId, secret: "mine" } })
    expect(withField.status).toBe(400)
    expect(withField.body).toEqual({
      code: "VALIDATION_ERROR",
      message: expect.any(String),
      issues: [
        { path: "evaluation_id", message: "This field is not allowed." },
        { path: "secret", message: "This field is not allowed." }
      ]
    })
    const notObject = await call(s.baseUrl, "POST", path, { token: key, body: [1] })
    expect(notObject.status).toBe(400)
    expect(notObject.body.issues).toEqual([{ path: "", message: expect.any(String) }])
    expect(await count()).toBe(before)
  })

  it("revokes a deployment: its secret is refused on the next request", async () => {
    const d = await deploy()
    expect((await call(s.baseUrl, "DELETE", `/v1/deployments/${d.deployment_id}`, { token: key })).status).toBe(204)
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: d.secret, body: { input_type: "form", input: pricingInput } })
    expect(res.status).toBe(401)
    expect((await call(s.baseUrl, "DELETE", `/v1/deployments/${d.deployment_id}`, { token: key })).status).toBe(404)
  })
})
