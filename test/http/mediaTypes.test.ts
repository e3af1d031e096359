import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

// decisions §10: every application/*+json is JSON, a charset other than UTF-8 is a 415, a
// byte-order mark is skipped, bytes that are not UTF-8 are a 400, and nothing waits on a body.

/** A POST of raw bytes that must be answered within 2 s: a hang fails the test, not the suite. */
const post = async (baseUrl: string, path: string, token: string, contentType: string, body: Uint8Array | string) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
    body,
    signal: AbortSignal.timeout(2_000)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
}

const utf8 = (s: string) => new TextEncoder().encode(s)

describe.each(backends)("request media types and bytes on %s", (backend) => {
  let s: TestServer
  let org: { org_id: string; api_key: string }
  let evaluationId: string
  const rows = async () =>
    Number((await s.query<{ n: string }>("SELECT count(*)::text AS n FROM evaluation_logs WHERE org_id = $1", org.org_id))[0]!.n)

  beforeAll(async () => {
    s = await startServer(backend)
    org = await s.createOrg()
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })).body.evaluation_id
  })
  afterAll(() => s.close())

  it.each(["application/vnd.api+json", "application/merge-patch+json", "application/ld+json", "Application/Problem+JSON; charset=utf-8"])(
    "answers %s as JSON on every endpoint that takes a body, within 2 s",
    async (type) => {
      const created = await post(s.baseUrl, "/v1/evaluations", org.api_key, type, JSON.stringify(intentEvaluation))
      expect(created.status).toBe(201)
      const evaluated = await post(s.baseUrl, "/v1/evaluate", org.api_key, type, JSON.stringify(evaluateBody(evaluationId)))
      expect(evaluated).toMatchObject({ status: 200, body: { status: "QUALIFIED" } })
      const outcome = { decision: "QUALIFIED", actual_outcome: "won", conversion_value: 10, days_to_close: 3 }
      const recorded = await post(s.baseUrl, `/v1/evaluations/${evaluationId}/outcome`, org.api_key, type, JSON.stringify(outcome))
      expect(recorded.status).toBe(201)
    }
  )

  it("refuses a charset other than UTF-8 with 415 and a plain message", async () => {
    const res = await post(s.baseUrl, "/v1/evaluate", org.api_key, "application/json; charset=latin1", JSON.stringify(evaluateBody(evaluationId)))
    expect(res).toEqual({ status: 415, body: { code: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringContaining("UTF-8") } })
    const quoted = await post(s.baseUrl, "/v1/evaluate", org.api_key, 'application/json; charset="UTF-8"', JSON.stringify(evaluateBody(evaluationId)))
    expect(quoted.status).toBe(200)
  })

  it("skips a UTF-8 byte-order mark before the body", async () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8(JSON.stringify(evaluateBody(evaluationId))))
    const res = await post(s.baseUrl, "/v1/evaluate", org.api_key, "application/json", bom)
    expect(res).toMatchObject({ status: 200, body: { status: "QUALIFIED" } })
  })

  it("refuses bytes that are not UTF-8 with a 400 and logs nothing, instead of storing U+FFFD", async () => {
    const before = await rows()
    const [head, tail] = JSON.stringify(evaluateBody(evaluationId, { input: [{ role: "user", content: "caf@ pricing for 25 seats" }] })).split("@")
    const latin1 = Uint8Array.of(...utf8(head!), 0xe9, ...utf8(tail!)) // "café" in latin1
    const res = await post(s.baseUrl, "/v1/evaluate", org.api_key, "application/json", latin1)
    expect(res).toEqual({
      status: 400,
      body: { code: "VALIDATION_ERROR", message: "The request body is not valid UTF-8.", issues: [{ path: "", message: "The request body is not valid UTF-8." }] }
    })
    expect(await rows()).toBe(before)
  })

  it("still refuses a body that is not JSON with 415", async () => {
    const res = await post(s.baseUrl, "/v1/evaluate", org.api_key, "text/plain", "hello")
    expect(res.status).toBe(415)
    const json = await post(s.baseUrl, "/v1/evaluate", org.api_key, "application/jsonx", "{}")
    expect(json.status).toBe(415)
  })
})
