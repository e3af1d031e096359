import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody } from "../support/fixtures.js"
import { startWithEvaluation } from "../support/server.js"

// GET /v1/evaluate/{id} reads the stored result back through its Schema (src/evaluate/schemas.ts).
describe.each(backends)("the log row's stored result on %s", (backend) => {
  let t: Awaited<ReturnType<typeof startWithEvaluation>>
  beforeAll(async () => {
    t = await startWithEvaluation(backend)
  })
  afterAll(() => t.s.close())

  const resultOf = ({ id: _id, evaluation_id: _e, ...result }: Record<string, unknown>) => result

  it("reads back exactly the result the call answered", async () => {
    const answered = await call(t.s.baseUrl, "POST", "/v1/evaluate", {
      token: t.key,
      body: evaluateBody(t.evaluationId, { options: { request_next_action: true } })
    })
    expect(answered.status).toBe(200)
    expect(answered.body.next_action).toEqual(expect.any(String))
    const log = await call(t.s.baseUrl, "GET", `/v1/evaluate/${answered.body.id}`, { token: t.key })
    expect(log.status).toBe(200)
    expect(log.body).toMatchObject(resultOf(answered.body))
  })

  it("reads a result without next action with next_action and next_instruction null", async () => {
    const answered = await call(t.s.baseUrl, "POST", "/v1/evaluate", { token: t.key, body: evaluateBody(t.evaluationId) })
    expect(answered.status).toBe(200)
    expect(answered.body).not.toHaveProperty("next_action")
    const log = await call(t.s.baseUrl, "GET", `/v1/evaluate/${answered.body.id}`, { token: t.key })
    expect(log.status).toBe(200)
    expect(log.body).toMatchObject({ ...resultOf(answered.body), next_action: null, next_instruction: null })
  })

  it("fails loudly (500, nothing internal) on a stored result the code can no longer read", async () => {
    const answered = await call(t.s.baseUrl, "POST", "/v1/evaluate", { token: t.key, body: evaluateBody(t.evaluationId) })
    expect(answered.status).toBe(200)
    // A field renamed since the row was written: read leniently, it would answer empty signals.
    await t.s.query(
      `UPDATE evaluation_logs SET result = (result - 'extracted_signals') || jsonb_build_object('signals', result->'extracted_signals')
       WHERE id = $1`,
      answered.body.id
    )
    const log = await call(t.s.baseUrl, "GET", `/v1/evaluate/${answered.body.id}`, { token: t.key })
    expect(log.status).toBe(500)
    expect(log.body).toEqual({ code: "INTERNAL", message: expect.any(String), requestId: expect.any(String) })
  })
})
