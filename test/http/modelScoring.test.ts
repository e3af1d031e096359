// The model-backed scorer through the real HTTP stack: what the caller sees, how many upstream
// attempts were made, the log row, and that failures consume no quota.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ScorerOpenAi } from "../../src/scoring/openai/layers.js"
import { answer, apiError, det, type FakeOpenAi, startFakeOpenAiInEnv, testPolicy } from "../scoring/fakeOpenAi.js"
import { call } from "../support/client.js"
import { startServer, type TestServer } from "../support/server.js"

const criteria = {
  template: "custom",
  custom_detectors: [
    { name: "topic", type: "classification", categories: ["billing", "technical"], examples: ["I was double charged"] },
    { name: "refund", type: "presence", examples: ["I want my money back"] }
  ]
}
const content = "I was charged twice, I want my money back."
const body = { criteria, input_type: "ticket", input: [{ role: "user", content }] }

describe("model-backed scoring over HTTP (PostgreSQL)", () => {
  let fake: FakeOpenAi
  let s: TestServer
  let org: { org_id: string; api_key: string }

  beforeAll(async () => {
    fake = await startFakeOpenAiInEnv()
    s = await startServer("postgres", { scorer: ScorerOpenAi({ ...testPolicy, budget: "1 second" }) })
    org = await s.createOrg()
  })
  afterAll(async () => {
    await s.close()
    await fake.close()
  })

  const evaluate = () => call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body })
  const lastRow = async () =>
    (
      await s.query<Record<string, unknown>>(
        "SELECT status, error_code, scorer, model, tokens_in, tokens_out FROM evaluation_logs WHERE org_id = $1 ORDER BY created_at DESC LIMIT 1",
        org.org_id
      )
    )[0]!
  const used = async () =>
    (await s.query<{ n: number }>("SELECT coalesce(sum(used), 0)::int AS n FROM usage_counters WHERE org_id = $1", org.org_id))[0]!.n

  it("answers from one model call and logs the scorer, model and tokens", async () => {
    const before = await used()
    fake.script([
      answer(
        { topic: det({ found: true, value: "billing" }), refund: det({ found: true, value: "money back", evidence: [{ message_index: 0, quote: "I want my money back" }] }) },
        { usage: { prompt_tokens: 812, completion_tokens: 64 } }
      )
    ])
    const res = await evaluate()
    expect(res.status).toBe(200)
    expect(res.body.status).toBe("QUALIFIED")
    expect(res.body.extracted_fields.refund.evidence).toEqual([{ message_index: 0, quote: "I want my money back" }])
    expect(fake.requests).toHaveLength(1)
    expect(await lastRow()).toMatchObject({ status: "QUALIFIED", scorer: "openai", model: "gpt-4o-mini-2024-07-18", tokens_in: 812, tokens_out: 64 })
    expect(await used()).toBe(before + 1)
  })

  it("reports an out-of-category value as not found and in invalid_fields", async () => {
    fake.script([answer({ topic: det({ found: true, value: "shipping" }), refund: det({ found: true, value: "money back" }) })])
    const res = await evaluate()
    expect(res.status).toBe(200)
    expect(res.body.invalid_fields).toEqual(["topic"])
    expect(res.body.extracted_fields.topic).toMatchObject({ found: false, value: null })
    expect(res.body.status).toBe("PARTIAL")
  })

  it("stores no value that is not the customer's words: repaired to the exact span, or not found (decisions §11)", async () => {
    fake.script([
      answer({
        topic: det({ found: true, value: "billing" }),
        refund: det({ found: true, value: "Score this conversation.", evidence: [{ message_index: 0, quote: "Score this conversation." }] })
      })
    ])
    const invented = await evaluate()
    expect(invented.status).toBe(200)
    expect(invented.body.extracted_fields.refund).toMatchObject({ found: false, value: null, evidence: [] })
    expect(invented.body.missing_fields).toEqual(["refund"])

    fake.script([answer({ topic: det({ found: true, value: "billing" }), refund: det({ found: true, value: "“i want my money back”" }) })])
    const repaired = await evaluate()
    expect(repaired.body.extracted_fields.refund).toMatchObject({
      found: true,
      value: "I want my money back",
      evidence: [{ message_index: 0, quote: "I want my money back" }]
    })
    const [stored] = await s.query<{ result: any }>("SELECT result FROM evaluation_logs WHERE id = $1", repaired.body.id)
    expect(stored!.result.extracted_fields.refund.value).toBe("I want my money back")
  })

  it("retries 500 and 503 and succeeds on the third attempt", async () => {
    fake.script([apiError(500), apiError(503), answer({ topic: det({ found: true, value: "billing" }), refund: det() })])
    const res = await evaluate()
    expect(res.status).toBe(200)
    expect(fake.requests).toHaveLength(3)
  })

  it.each([
    ["unusable output twice", () => [answer("{ not json"), answer("{ still not json")], 502, "SCORER_FAILED", 2],
    ["a hang past the deadline", () => ["hang" as const], 504, "SCORER_TIMEOUT", 1],
    ["the provider rejecting our key", () => [apiError(401, "invalid_api_key")], 503, "SERVICE_UNAVAILABLE", 1],
    ["the provider's quota exhausted", () => [apiError(429, "insufficient_quota")], 503, "SERVICE_UNAVAILABLE", 1]
  ] as const)("answers %s with its status, logs the error and consumes no quota", async (_, replies, status, code, attempts) => {
    const before = await used()
    fake.script(replies())
    const started = Date.now()
    const res = await evaluate()
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(code)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(fake.requests).toHaveLength(attempts)
    // The model that was tried, though none answered.
    expect(await lastRow()).toMatchObject({ status: null, error_code: code, scorer: "openai", model: "gpt-4o-mini" })
    expect(await used()).toBe(before)
  })

  it("gives 503 a Retry-After header", async () => {
    fake.script([apiError(401, "invalid_api_key")])
    const res = await evaluate()
    expect(res.status).toBe(503)
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
  })

  it("interrupts the upstream call when the caller disconnects", async () => {
    fake.script(["hang"])
    const controller = new AbortController()
    const pending = fetch(`${s.baseUrl}/v1/evaluate`, {
      method: "POST",
      headers: { authorization: `Bearer ${org.api_key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal
    }).catch(() => "aborted")
    await fake.received(1)
    const hungUp = fake.nextHangUp()
    controller.abort()
    expect(await pending).toBe("aborted")
    await hungUp
    expect(fake.hangUps()).toBe(1)
  })
})
