import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_JSON_DEPTH, unstorable } from "../../src/http/storable.js"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { intentEvaluation } from "../support/fixtures.js"
import { startWithEvaluation, type TestServer } from "../support/server.js"

describe("unstorable (pure)", () => {
  it("finds NUL, unpaired surrogates and excessive depth, with their path, and passes everything else", () => {
    expect(unstorable({ a: ["ok", "é 👋 \u200d", { b: 1.5, c: null, d: true }] })).toBeNull()
    expect(unstorable({ a: ["ok", "x\u0000y"] })?.path).toBe("a[1]")
    expect(unstorable({ input: [{ content: "\ud800" }] })?.path).toBe("input[0].content")
    expect(unstorable({ input: [{ content: "x\udc00" }] })?.path).toBe("input[0].content")
    expect(unstorable({ "k\u0000": 1 })?.path).toBe("k\u0000")
    expect(unstorable({ a: "first\u0000", b: "second\u0000" })?.path).toBe("a")
    const deep = (n: number): unknown => (n === 0 ? 1 : [deep(n - 1)])
    expect(unstorable(deep(MAX_JSON_DEPTH))).toBeNull()
    expect(unstorable(deep(MAX_JSON_DEPTH + 1))?.path).toBe(`${"[0]".repeat(MAX_JSON_DEPTH)}`)
    // Iterative: a depth that would overflow a recursive walk is fine.
    let huge: unknown = 1
    for (let i = 0; i < 200_000; i++) huge = [huge]
    expect(unstorable(huge)?.message).toMatch(/nested more than 32 levels/)
  })
})

// Before the check in src/http/body.ts these were 500s (PostgreSQL refuses NUL in text and
// jsonb, jsonb refuses unpaired surrogates, text stored them as U+FFFD, and the error formatter
// overflowed its stack on deep values).
describe.each(backends)("text the database cannot store, on %s", (backend) => {
  let s: TestServer
  let key: string
  let evaluationId: string
  beforeAll(async () => {
    ;({ s, key, evaluationId } = await startWithEvaluation(backend))
  })
  afterAll(() => s.close())

  const evaluate = (content: string) => ({ evaluation_id: evaluationId, input_type: "form", input: [{ role: "user", content }] })

  it.each([
    ["NUL in content", "POST", "/v1/evaluate", JSON.stringify(evaluate("a\u0000b")), "input[0].content"],
    ["an unpaired surrogate in content", "POST", "/v1/evaluate", JSON.stringify(evaluate("a\ud800b")), "input[0].content"],
    ["NUL in a name", "POST", "/v1/evaluations", JSON.stringify({ ...intentEvaluation, name: "n\u0000" }), "name"],
    ["an unpaired surrogate in a name", "POST", "/v1/evaluations", JSON.stringify({ ...intentEvaluation, name: "n\udfff" }), "name"],
    ["NUL in an outcome", "POST", "/v1/evaluations/{id}/outcome", JSON.stringify({ decision: "QUALIFIED", actual_outcome: "w\u0000n", conversion_value: 1, days_to_close: 1 }), "actual_outcome"],
    ["100,000 levels of nesting", "POST", "/v1/evaluate", `{"options":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, "options"]
  ])("answers %s with a 400 naming its path", async (_, method, path, raw, issuePath) => {
    const res = await call(s.baseUrl, method, path.replace("{id}", evaluationId), { token: key, raw, headers: { "content-type": "application/json" } })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe("VALIDATION_ERROR")
    expect(res.body.issues[0].path.startsWith(issuePath)).toBe(true)
  })
})
