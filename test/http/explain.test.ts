// decisions §11 `options.explain` through the real HTTP stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { startWithEvaluation, type TestServer } from "../support/server.js"

// The README's quick start: the embedded scorer finds budget, need and timeline, not authority.
const input = [
  { role: "user", content: "Hello, I run IT at Brightwater Clinics. Our nurses waste an hour a day re-typing intake forms." },
  { role: "agent", content: "Thanks for reaching out! Is there a budget for this, and when would you like to start?" },
  { role: "user", content: "Yes, about $30k is approved, and we need it live before March." }
]

describe.each(backends)("explanations on %s", (backend) => {
  let s: TestServer
  let key: string
  let evaluationId: string

  beforeAll(async () => {
    ;({ s, key, evaluationId } = await startWithEvaluation(backend, { name: "Leads", template: "lead_qualification", framework: "bant" }))
  })
  afterAll(() => s.close())

  const evaluate = (options: unknown) =>
    call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: { evaluation_id: evaluationId, input_type: "transcript", input, options } })

  it("adds the rules that set the status and the next action, and one sentence", async () => {
    const res = await evaluate({ request_next_action: true, explain: true })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe("PARTIAL")
    expect(res.body.explanation).toEqual({
      status: { rule: "required_detector_missing", value: "PARTIAL", detectors: ["authority"], triggers: [] },
      next_action: { rule: "gather_missing_information", value: "GATHER_INFO", detectors: ["authority"], triggers: [] },
      sentence: "PARTIAL: required detector authority was not found, so the next action is GATHER_INFO"
    })
    const stored = await s.query<{ result: Record<string, unknown> }>("SELECT result FROM evaluation_logs WHERE id = $1", res.body.id)
    // Kept with the row when asked for, so the dashboard's call detail shows the same (docs/decisions.md).
    expect(stored[0]!.result.explanation).toEqual(res.body.explanation)
  })

  it("explains the status alone without a next action, and adds nothing unless asked", async () => {
    const statusOnly = await evaluate({ explain: true })
    expect(statusOnly.body.explanation.next_action).toBeNull()
    expect(statusOnly.body.explanation.sentence).toBe("PARTIAL: required detector authority was not found")
    const plain = await evaluate({ request_next_action: true })
    expect(plain.body).not.toHaveProperty("explanation")
    const stored = await s.query<{ result: Record<string, unknown> }>("SELECT result FROM evaluation_logs WHERE id = $1", plain.body.id)
    expect(Object.keys(stored[0]!.result)).not.toContain("explanation")
    const invalid = await evaluate({ explain: "yes" })
    expect(invalid.status).toBe(400)
    expect(invalid.body.issues[0].path).toBe("options.explain")
  })
})
