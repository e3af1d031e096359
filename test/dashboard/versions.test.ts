// Issue 24 in the dashboard, over HTTP: a tried draft's changed calls are keyset-paged, a bad
// draft changes nothing, and another organization can neither see nor try nor publish.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { DashboardClient, type Page } from "../support/dashboard.js"
import { backends } from "../support/database.js"
import { startServer, type TestServer } from "../support/server.js"

const REFUND = "I want my money back for order"

const refundForm = { name: "Refunds", template: "custom", "d0.name": "refund_request", "d0.type": "presence", "d0.examples": "I want my money back", "d0.required": "1" }
const draftForm = {
  ...refundForm,
  "d1.name": "invoice_request",
  "d1.type": "presence",
  "d1.examples": "please send me a copy of the invoice",
  "d1.required": "1"
}

describe.each(backends)("edit, try and publish in the dashboard on %s", (backend) => {
  let s: TestServer
  let lead: DashboardClient
  let stranger: DashboardClient
  let evaluationId = ""
  let strangerEvaluationId = ""
  let replayId = ""
  const logIds: Array<string> = []

  const count = async (table: string) => (await s.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n
  const latest = async (id: string) => (await s.query<{ v: number }>("SELECT latest_version AS v FROM evaluations WHERE id = $1", id))[0]!.v

  const createEvaluation = async (client: DashboardClient) => {
    const page = await client.post("/dashboard/evaluations", refundForm, "/dashboard/evaluations/new")
    expect(page.status).toBe(303)
    return /evaluations\/([0-9a-f-]{36})/.exec(page.location!)![1]!
  }

  /** The tried draft's page once its replay is done. */
  const whenDone = async (path: string): Promise<Page> => {
    for (let i = 0; i < 600; i++) {
      const page = await lead.get(path)
      if (!page.headers.has("refresh")) return page
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`${path} never finished`)
  }

  beforeAll(async () => {
    s = await startServer(backend)
    lead = new DashboardClient(s.baseUrl)
    await lead.signUp("Lead Co", "lead@versions.test")
    const key = await lead.createKey()
    evaluationId = await createEvaluation(lead)
    for (let i = 0; i < 30; i++) {
      const res = await call(s.baseUrl, "POST", "/v1/evaluate", {
        token: key,
        body: { evaluation_id: evaluationId, input_type: "email", input: [{ role: "user", content: `${REFUND} ${1000 + i}.` }] }
      })
      expect(res.body.status).toBe("QUALIFIED")
      logIds.push(res.body.id)
    }
    stranger = new DashboardClient(s.baseUrl)
    await stranger.signUp("Other Co", "other@versions.test")
    strangerEvaluationId = await createEvaluation(stranger)
  })
  afterAll(() => s.close())

  it("refuses a draft that is not valid or whose examples fail, and starts nothing", async () => {
    const before = await count("replays")
    const invalid = await lead.post(`/dashboard/evaluations/${evaluationId}/try`, { ...draftForm, "d1.examples": "" }, `/dashboard/evaluations/${evaluationId}/edit`)
    expect(invalid.status).toBe(400)
    expect(invalid.text).toContain("Each detector needs at least 1 example.")
    const failing = await lead.post(
      `/dashboard/evaluations/${evaluationId}/try`,
      { ...draftForm, "d1.non_examples": "please send me a copy of the invoice" },
      `/dashboard/evaluations/${evaluationId}/edit`
    )
    expect(failing.status).toBe(422)
    expect(failing.text).toContain("Some examples do not score as declared")
    expect(await count("replays")).toBe(before)
  })

  it("tries a draft without publishing it and pages the changed calls on a keyset", async () => {
    const tried = await lead.post(`/dashboard/evaluations/${evaluationId}/try`, draftForm, `/dashboard/evaluations/${evaluationId}/edit`)
    expect(tried.status).toBe(303)
    replayId = /tries\/([0-9a-f-]{36})$/.exec(tried.location!)![1]!
    const first = await whenDone(tried.location!)
    expect(first.text).toContain("<strong>30</strong> of 30 recent calls")
    expect(await latest(evaluationId)).toBe(1)
    const more = /href="([^"]+\?cursor=(\d+))#changed" rel="next"/.exec(first.text)
    expect(more?.[2]).toBe("25")
    const second = await lead.get(more![1]!)
    expect(second.text).toContain("End of the changed calls")
    const linked = (page: Page) => [...page.text.matchAll(/href="\/dashboard\/activity\/([0-9a-f-]{36})"/g)].map((m) => m[1]!)
    const shown = [...linked(first), ...linked(second)]
    expect(shown).toHaveLength(30)
    // Newest first, each call once.
    expect(shown).toEqual([...logIds].reverse())
  })

  it("keeps every page and action of an evaluation inside its organization (404, nothing changes)", async () => {
    for (const path of [
      `/dashboard/evaluations/${evaluationId}/edit`,
      `/dashboard/evaluations/${evaluationId}/versions/1`,
      `/dashboard/evaluations/${evaluationId}/tries/${replayId}`,
      // Another organization's tried draft under one's own evaluation, too.
      `/dashboard/evaluations/${strangerEvaluationId}/tries/${replayId}`
    ]) {
      expect((await stranger.get(path)).status, path).toBe(404)
    }
    // Its own evaluation opens, filled with its own definition, not the other's draft.
    const ownEdit = await stranger.get(`/dashboard/evaluations/${strangerEvaluationId}/edit?from=${replayId}`)
    expect(ownEdit.status).toBe(200)
    expect(ownEdit.text).toContain('value="refund_request"')
    expect(ownEdit.text).not.toContain("invoice_request")
    const replays = await count("replays")
    const triedThere = await stranger.post(`/dashboard/evaluations/${evaluationId}/try`, draftForm, "/dashboard/evaluations")
    expect(triedThere.status).toBe(404)
    expect(await count("replays")).toBe(replays)
    const published = await stranger.post(`/dashboard/evaluations/${evaluationId}/publish`, { replay_id: replayId }, "/dashboard/evaluations")
    expect(published.status).toBe(404)
    const publishedHere = await stranger.post(`/dashboard/evaluations/${strangerEvaluationId}/publish`, { replay_id: replayId }, "/dashboard/evaluations")
    expect(publishedHere.status).toBe(404)
    expect(await latest(evaluationId)).toBe(1)
    expect(await latest(strangerEvaluationId)).toBe(1)
  })

  it("publishes exactly the tried draft, recording who published it", async () => {
    const published = await lead.post(`/dashboard/evaluations/${evaluationId}/publish`, { replay_id: replayId }, `/dashboard/evaluations/${evaluationId}`)
    expect(published.status).toBe(303)
    expect(published.location).toBe(`/dashboard/evaluations/${evaluationId}?published=2`)
    const rows = await s.query<{ version: number; published_by: string; definition: { custom_detectors: Array<{ name: string }> } }>(
      "SELECT version, published_by, definition FROM evaluation_versions WHERE evaluation_id = $1 ORDER BY version",
      evaluationId
    )
    expect(rows.map((r) => [r.version, r.published_by])).toEqual([
      [1, "lead@versions.test"],
      [2, "lead@versions.test"]
    ])
    expect(rows[1]!.definition.custom_detectors.map((d) => d.name)).toEqual(["refund_request", "invoice_request"])
    const page = await lead.get(published.location!)
    expect(page.text).toContain("Version 2 is published")
    expect(page.text).toContain(`href="/dashboard/evaluations/${evaluationId}/versions/2"`)
  })
})
