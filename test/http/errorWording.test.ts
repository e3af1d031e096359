import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

// decisions §10: error messages speak the caller's language, the request's paths and field
// names, never an internal schema or type name ("Expected EvaluateRequest, actual null").
const INTERNAL = /\bExpected\b|\bactual\b|EvaluateRequest|CreateEvaluationRequest|OutcomeRequest|ReadonlyArray|Universally Unique|\{ readonly|not valid here/

const outcome = { decision: "QUALIFIED", actual_outcome: "won", conversion_value: 10, days_to_close: 3 }

describe.each(backends)("error messages in the caller's words on %s", (backend) => {
  let s: TestServer
  let key: string
  let evaluationId: string
  const post = (path: string, options: { body?: unknown; raw?: string }) =>
    call(s.baseUrl, "POST", path, { token: key, ...options, headers: { "content-type": "application/json" } })

  beforeAll(async () => {
    s = await startServer(backend)
    key = (await s.createOrg()).api_key
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })).body.evaluation_id
  })
  afterAll(() => s.close())

  const paths = () => ["/v1/evaluate", "/v1/evaluations", `/v1/evaluations/${evaluationId}/outcome`]

  it("says a JSON body is required when it is missing, empty or null, on every endpoint that takes one", async () => {
    for (const path of paths()) {
      for (const res of [await call(s.baseUrl, "POST", path, { token: key }), await post(path, { raw: "" }), await post(path, { raw: "null" })]) {
        expect(res.status).toBe(400)
        expect(res.body).toEqual({ code: "VALIDATION_ERROR", message: expect.any(String), issues: [{ path: "", message: "A JSON body is required." }] })
      }
      const array = await post(path, { raw: "[]" })
      expect(array.body.issues).toEqual([{ path: "", message: "The request body must be a JSON object." }])
    }
  })

  it("names an unknown field once, as not allowed, even when its name is an Object property", async () => {
    for (const field of ["constructor", "__proto__", "toString"]) {
      const raw = JSON.stringify(evaluateBody(evaluationId)).replace('"input_type"', `"options":{"${field}":1},"input_type"`)
      const res = await post("/v1/evaluate", { raw })
      expect(res.status).toBe(400)
      expect(res.body.issues).toEqual([{ path: `options.${field}`, message: "This field is not allowed." }])
    }
  })

  it("says a number JSON cannot hold exactly cannot be represented, rather than that it is negative", async () => {
    const raw = JSON.stringify(outcome).replace('"conversion_value":10', '"conversion_value":1e309')
    const res = await post(`/v1/evaluations/${evaluationId}/outcome`, { raw })
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual([{ path: "conversion_value", message: expect.stringContaining("cannot be represented exactly") }])
  })

  it("never answers a wrongly typed body with a schema's or type's name", async () => {
    const bodies: ReadonlyArray<[string, unknown]> = [
      ["/v1/evaluate", { evaluation_id: 5, input_type: "fax", input: "x", options: [] }],
      ["/v1/evaluate", { evaluation_id: "nope", input_type: 3, input: [5, { role: 1, content: null }], options: { request_next_action: "yes" } }],
      ["/v1/evaluate", { criteria: { template: "nope", framework: 1, standard_detectors: "x", custom_detectors: {} }, input_type: "form", input: [] }],
      ["/v1/evaluate", { criteria: "x", input_type: null, input: [{}], options: null }],
      ["/v1/evaluate", 42],
      ["/v1/evaluations", { name: 5, template: "custom", custom_detectors: [{ name: 1, type: "x", examples: [3, { text: 1 }], required: "no" }], escalation: 4 }],
      ["/v1/evaluations", { name: "x", template: "custom", custom_detectors: [{ name: "a", type: "presence", examples: ["a"] }], escalation: { triggers: [{ field: 1, values: "a" }] } }],
      ["/v1/evaluations", "text"],
      [`/v1/evaluations/${evaluationId}/outcome`, { decision: "MAYBE", actual_outcome: 1, conversion_value: "10", days_to_close: -1, evaluation_log_id: 7 }]
    ]
    for (const [path, body] of bodies) {
      const res = await post(path, { raw: JSON.stringify(body) })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe("VALIDATION_ERROR")
      expect(res.body.issues.length).toBeGreaterThan(0)
      for (const issue of res.body.issues) expect(`${path}: ${issue.path}: ${issue.message}`).not.toMatch(INTERNAL)
    }
  })
})
