// An export longer than one of the export's 5,000-row batches loses no row and repeats none,
// even where many rows share one timestamp across a batch boundary (the keyset's id tiebreak).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { DashboardClient } from "../support/dashboard.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

const SEEDED = 12_000

describe.each(backends)("a feed export over several batches on %s", (backend) => {
  let s: TestServer
  const dash = () => new DashboardClient(s.baseUrl)
  let client: DashboardClient
  let orgId = ""

  beforeAll(async () => {
    s = await startServer(backend)
    client = dash()
    await client.signUp("Paging Co", "lead@paging.test")
    const apiKey = await client.createKey()
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: apiKey, body: intentEvaluation })
    expect(created.status).toBe(201)
    const scored = await call(s.baseUrl, "POST", "/v1/evaluate", { token: apiKey, body: evaluateBody(created.body.evaluation_id) })
    expect(scored.status).toBe(200)
    orgId = (await s.query<{ org_id: string }>("SELECT org_id FROM users WHERE email = 'lead@paging.test'"))[0]!.org_id
    // Copies of the real row; every 700 share one second, so ties straddle each 5,000-row boundary.
    await s.query(
      `INSERT INTO evaluation_logs (id, org_id, evaluation_id, deployment_id, mode, input_type, input, status, result, error_code, guide, scorer, latency_ms, created_at, evaluation_version)
       SELECT gen_random_uuid(), l.org_id, l.evaluation_id, l.deployment_id, l.mode, l.input_type, l.input, l.status, l.result, l.error_code, l.guide, l.scorer, l.latency_ms,
              l.created_at - make_interval(secs => 1 + g / 700), l.evaluation_version
       FROM evaluation_logs l, generate_series(1, ${SEEDED}) g
       WHERE l.id = $1`,
      scored.body.id
    )
    // The embedded database seeds on this thread: let the keep-alive timers it held back fire now,
    // or the export's request may go out on a socket the server is closing (ECONNRESET).
    await new Promise((resolve) => setTimeout(resolve, 500))
  })
  afterAll(async () => {
    await s?.close()
  })

  it("exports every row of the organization once, newest first, in JSON Lines and in CSV", async () => {
    const expected = (await s.query<{ id: string }>("SELECT id FROM evaluation_logs WHERE org_id = $1 ORDER BY created_at DESC, id DESC", orgId)).map((r) => r.id)
    expect(expected).toHaveLength(SEEDED + 1)
    const jsonl = await client.get("/dashboard/activity.jsonl")
    expect(jsonl.status).toBe(200)
    const ids = jsonl.text.trimEnd().split("\n").map((line) => (JSON.parse(line) as { id: string }).id)
    expect(ids).toEqual(expected)
    const csv = await client.get("/dashboard/activity.csv")
    expect(csv.status).toBe(200)
    const rows = csv.text.trimEnd().split("\r\n").slice(1)
    expect(rows.map((row) => row.slice(0, 36))).toEqual(expected)
  })
})
