import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { startServer, type TestServer } from "../support/server.js"

// decisions §10: role aliases are the customer's words or agent lines, in any letter case;
// any other role, and an input without a customer message, is refused; nothing is dropped.
const bant = (customer: string, agent: string) => [
  { role: customer, content: "Hello, I run IT at Brightwater Clinics. Our nurses waste an hour a day re-typing intake forms." },
  { role: agent, content: "Thanks for reaching out! Is there a budget for this, and when would you like to start?" },
  { role: customer, content: "Yes, about $30k is approved, I sign off on it, and we need it live before March." }
]

describe.each(backends)("message roles on %s", (backend) => {
  let s: TestServer
  let org: { org_id: string; api_key: string }
  let evaluationId: string
  const evaluate = (input: ReadonlyArray<{ role: string; content: string }>) =>
    call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: { evaluation_id: evaluationId, input_type: "transcript", input } })
  const rows = async () =>
    Number((await s.query<{ n: string }>("SELECT count(*)::text AS n FROM evaluation_logs WHERE org_id = $1", org.org_id))[0]!.n)
  const scored = (body: Record<string, unknown>) => ({ status: body.status, fields: body.extracted_fields, missing: body.missing_fields })

  beforeAll(async () => {
    s = await startServer(backend)
    org = await s.createOrg()
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", {
      token: org.api_key,
      body: { name: "Leads", template: "lead_qualification", framework: "bant" }
    })
    evaluationId = created.body.evaluation_id
  })
  afterAll(() => s.close())

  it("scores a BANT text written by a customer, human, client or visitor exactly as one written by a user", async () => {
    const asUser = await evaluate(bant("user", "agent"))
    expect(asUser.status).toBe(200)
    expect(asUser.body.status).toBe("QUALIFIED")
    for (const [customer, agent] of [
      ["customer", "assistant"],
      ["Customer", "bot"],
      ["HUMAN", "Operator"],
      ["client", "system"],
      ["Visitor", "AGENT"]
    ] as const) {
      const res = await evaluate(bant(customer, agent))
      expect(res.status).toBe(200)
      expect(scored(res.body)).toEqual(scored(asUser.body))
    }
  })

  it("stores the canonical roles on the log row", async () => {
    const res = await evaluate(bant("Customer", "assistant"))
    const [row] = await s.query<{ input: Array<{ role: string }> }>("SELECT input FROM evaluation_logs WHERE id = $1", res.body.id)
    expect(row!.input.map((m) => m.role)).toEqual(["user", "agent", "user"])
  })

  it("refuses an unknown role at its path with the accepted roles, and logs nothing", async () => {
    const before = await rows()
    const res = await evaluate([bant("user", "agent")[0]!, { role: "moderator", content: "Please keep it civil." }])
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "input[1].role", message: expect.stringContaining("customer") }] })
    expect(res.body.issues[0].message).toContain("assistant")
    expect(await rows()).toBe(before)
  })

  it("refuses an input with no customer message", async () => {
    const res = await evaluate([
      { role: "system", content: "You are a helpful sales assistant." },
      { role: "assistant", content: "We have a budget of $30k approved for you." }
    ])
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "input", message: expect.stringMatching(/at least one message must be the customer's/i) }] })
  })
})
