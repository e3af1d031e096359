import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

describe.each(backends)("tenant isolation on %s", (backend) => {
  let s: TestServer
  let ownerKey: string
  let strangerKey: string
  let evaluationId: string
  let logId: string
  let deployment: { deployment_id: string; secret: string }

  beforeAll(async () => {
    s = await startServer(backend)
    ownerKey = (await s.createOrg()).api_key
    strangerKey = (await s.createOrg()).api_key
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: ownerKey, body: intentEvaluation })).body.evaluation_id
    logId = (await call(s.baseUrl, "POST", "/v1/evaluate", { token: ownerKey, body: evaluateBody(evaluationId) })).body.id
    deployment = (await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/deployments`, { token: ownerKey })).body
  })
  afterAll(() => s.close())

  const snapshot = () =>
    s.query(
      `SELECT (SELECT count(*)::int FROM evaluation_logs) AS logs, (SELECT count(*)::int FROM outcomes) AS outcomes,
              (SELECT count(*)::int FROM deployments WHERE revoked_at IS NULL) AS deployments,
              (SELECT coalesce(sum(used), 0)::int FROM usage_counters) AS used`
    )

  it("answers 404 on every id-bearing route called with another organization's ids, and changes nothing", async () => {
    const before = await snapshot()
    const attempts = [
      call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: strangerKey }),
      call(s.baseUrl, "POST", "/v1/evaluate", { token: strangerKey, body: evaluateBody(evaluationId) }),
      call(s.baseUrl, "GET", `/v1/evaluate/${logId}`, { token: strangerKey }),
      call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/outcome`, {
        token: strangerKey,
        body: { decision: "QUALIFIED", actual_outcome: "won", conversion_value: 1, days_to_close: 1 }
      }),
      call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/deployments`, { token: strangerKey }),
      call(s.baseUrl, "DELETE", `/v1/deployments/${deployment.deployment_id}`, { token: strangerKey })
    ]
    const replies = await Promise.all(attempts)
    for (const res of replies) {
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ code: "NOT_FOUND", message: expect.any(String) })
    }
    expect(await snapshot()).toEqual(before)
    const stillWorks = await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: deployment.secret })
    expect(stillWorks.status).toBe(200)
  })

  it("answers 404, not 400 or 500, for ids that are not UUIDs", async () => {
    for (const path of ["/v1/evaluations/not-a-uuid", "/v1/evaluate/123"]) {
      expect((await call(s.baseUrl, "GET", path, { token: ownerKey })).status).toBe(404)
    }
  })
})
