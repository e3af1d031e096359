import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

// decisions §1 (2026-11-26): a known path with a method it does not serve is 405
// METHOD_NOT_ALLOWED with `Allow`, in the flat body; an unknown path stays 404.
describe.each(backends)("methods a path does not serve on %s", (backend) => {
  let s: TestServer
  let key: string
  let evaluationId: string

  beforeAll(async () => {
    s = await startServer(backend)
    key = (await s.createOrg()).api_key
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })).body.evaluation_id
  })
  afterAll(() => s.close())

  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])("answers %s on /v1/evaluations/{id} with 405 and Allow: GET, HEAD", async (method) => {
    const res = await call(s.baseUrl, method, `/v1/evaluations/${evaluationId}`, { token: key })
    expect(res.status).toBe(405)
    expect(res.headers.get("allow")).toBe("GET, HEAD")
    expect(res.headers.get("x-request-id")).toEqual(expect.any(String))
    expect(res.body).toEqual({ code: "METHOD_NOT_ALLOWED", message: `${method} is not allowed on this path. Allowed: GET, HEAD.` })
    // Nothing changed: the evaluation is still there.
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: key })).status).toBe(200)
  })

  it("lists each path's own methods, and leaves unknown paths 404", async () => {
    const cases: ReadonlyArray<[string, string, string]> = [
      ["GET", "/v1/evaluate", "POST"],
      ["PUT", "/v1/evaluate?x=1", "POST"],
      ["DELETE", "/v1/evaluations", "POST"],
      ["GET", `/v1/evaluations/${evaluationId}/outcome`, "POST"],
      ["POST", "/v1/deployments/some-id", "DELETE"],
      ["POST", "/healthz", "GET, HEAD"]
    ]
    for (const [method, path, allow] of cases) {
      const res = await call(s.baseUrl, method, path, { token: key })
      expect([method, path, res.status, res.headers.get("allow"), res.body.code]).toEqual([method, path, 405, allow, "METHOD_NOT_ALLOWED"])
    }
    // An unknown path, and a served method on an id the router cannot decode, stay 404.
    for (const [method, path] of [["PUT", "/v1/nothing-here"], ["GET", "/v1/evaluations/%ZZ"], ["DELETE", "/v1/deployments/%ZZ"]]) {
      const unknown = await call(s.baseUrl, method!, path!, { token: key })
      expect([method, path, unknown.status, unknown.headers.get("allow")]).toEqual([method, path, 404, null])
      expect(unknown.body).toEqual({ code: "NOT_FOUND", message: "No such route." })
    }
  })

  it("documents the 405 and its Allow header in the OpenAPI document", async () => {
    const doc = (await call(s.baseUrl, "GET", "/v1/openapi.json")).body
    const response = doc.paths["/v1/evaluations/{evaluation_id}"].get.responses["405"]
    expect(response.headers.Allow).toBeDefined()
    expect(response.content["application/json"].examples.METHOD_NOT_ALLOWED.value).toEqual({
      code: "METHOD_NOT_ALLOWED",
      message: expect.any(String)
    })
  })
})
