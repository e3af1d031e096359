import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { DashboardClient } from "../support/dashboard.js"
import { backends } from "../support/database.js"
import { startServer, type TestServer } from "../support/server.js"

describe.each(backends)("evaluations in the dashboard on %s", (backend) => {
  let s: TestServer
  let lead: DashboardClient
  let key: string

  /** Posts the new-evaluation form; returns the id the browser is sent to. */
  const create = async (form: Record<string, string | ReadonlyArray<string>>): Promise<string> => {
    const page = await lead.post("/dashboard/evaluations", form, "/dashboard/evaluations/new")
    expect(page.status, page.text.slice(0, 2000)).toBe(303)
    const id = /^\/dashboard\/evaluations\/([0-9a-f-]{36})\?created=1$/.exec(page.location ?? "")?.[1]
    expect(id).toBeDefined()
    return id!
  }

  beforeAll(async () => {
    s = await startServer(backend)
    lead = new DashboardClient(s.baseUrl)
    await lead.signUp("Templates Co", "lead@templates.test")
    key = await lead.createKey()
  })
  afterAll(() => s.close())

  it("creates an evaluation of every template through the same path as the API", async () => {
    const cases = [
      [{ name: "Intent", template: "intent_detect", standard_detectors: ["pricing_interest", "needs_human"] }, ["pricing_interest", "needs_human"]],
      [{ name: "Sales", template: "lead_qualification", framework: "bant" }, ["budget", "authority", "need", "timeline"]],
      [{ name: "Support", template: "support_triage" }, ["issue_severity", "customer_tier", "time_sensitivity"]],
      [
        {
          name: "Custom",
          template: "custom",
          "d0.name": "refund_request",
          "d0.type": "presence",
          "d0.examples": "I want my money back",
          "d0.required": "1",
          "t0.field": "refund_request",
          // Fields of other templates are ignored: only the chosen template's are sent.
          framework: "meddic"
        },
        ["refund_request"]
      ]
    ] as const
    for (const [form, names] of cases) {
      const id = await create(form)
      const api = await call(s.baseUrl, "GET", `/v1/evaluations/${id}`, { token: key })
      expect(api.status).toBe(200)
      expect(api.body.detector_names).toEqual(names)
      expect(api.body.example_assertions.passed).toBe(true)
      const detail = await lead.get(`/dashboard/evaluations/${id}?created=1`)
      expect(detail.text).toContain("The evaluation is created")
      for (const name of names) expect(detail.text).toContain(`<code>${name}</code>`)
    }
    const custom = (await s.query<{ definition: unknown }>("SELECT definition FROM evaluations WHERE name = 'Custom'"))[0]!.definition
    expect(custom).toEqual({ template: "custom", custom_detectors: [{ name: "refund_request", type: "presence", examples: ["I want my money back"] }], escalation: { triggers: [{ field: "refund_request" }] } })
  })

  it("answers 422 with the failures when an example does not score as declared", async () => {
    const before = (await s.query<{ n: number }>("SELECT count(*)::int AS n FROM evaluations"))[0]!.n
    const page = await lead.post(
      "/dashboard/evaluations",
      { name: "Bad", template: "custom", "d0.name": "refund_request", "d0.type": "presence", "d0.examples": "I want my money back", "d0.non_examples": "I want my money back", "d0.required": "1" },
      "/dashboard/evaluations/new"
    )
    expect(page.status).toBe(422)
    expect(page.text).toContain("Some examples do not score as declared; see failures.")
    expect(page.text).toContain("“I want my money back” was expected not found but scored found")
    expect((await s.query<{ n: number }>("SELECT count(*)::int AS n FROM evaluations"))[0]!.n).toBe(before)
  })

  it("adds and removes detector and trigger rows without script", async () => {
    const added = await lead.post("/dashboard/evaluations", { name: "Rows", template: "custom", "d0.name": "a", _action: "add_detector" }, "/dashboard/evaluations/new")
    expect(added.status).toBe(200)
    expect(added.text).toContain('id="f-d1-name"')
    expect(added.text).toContain('value="a"')
    const removed = await lead.post("/dashboard/evaluations", { name: "Rows", template: "custom", "d0.name": "a", "d1.name": "b", _action: "remove_detector:0" }, "/dashboard/evaluations/new")
    expect(removed.text).not.toContain('value="a"')
    expect(removed.text).toContain('value="b"')
    const trigger = await lead.post("/dashboard/evaluations", { name: "Rows", template: "custom", _action: "add_trigger" }, "/dashboard/evaluations/new")
    expect(trigger.text).toContain('id="f-t0-field"')
  })

  it("scores in the playground without logging a call or using quota", async () => {
    const id = (await s.query<{ id: string }>("SELECT id FROM evaluations WHERE name = 'Support'"))[0]!.id
    const logs = async () => (await s.query<{ n: number }>("SELECT count(*)::int AS n FROM evaluation_logs"))[0]!.n
    const before = await logs()
    const page = await lead.post("/dashboard/playground", {
      evaluation_id: id,
      input_type: "transcript",
      text: "user: Our whole production site is down, we are an enterprise customer\nagent: Sorry! Looking now.",
      request_next_action: "1"
    })
    expect(page.status).toBe(200)
    expect(page.text).toContain('id="result"')
    expect(page.text).toContain('<span class="role">agent</span>')
    expect(page.text).toMatch(/<mark class="hl-\d depth-\d" title="[a-z_, ]+" data-detectors="/)
    expect(await logs()).toBe(before)
    const empty = await lead.post("/dashboard/playground", { evaluation_id: id, input_type: "email", text: "" })
    expect(empty.status).toBe(400)
    expect(empty.text).toContain("content must be 1 to 32000 characters long")
  })
})
