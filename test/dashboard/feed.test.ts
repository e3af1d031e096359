import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { DashboardClient } from "../support/dashboard.js"
import { backends } from "../support/database.js"
import { intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

const MODES = ["durable", "adhoc", "deployment"] as const
const STATUSES = ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE", null] as const

describe.each(backends)("the activity feed on %s", (backend) => {
  let s: TestServer
  let lead: DashboardClient
  let orgId: string
  let evaluationId: string

  /** Follows the "Older" links from the first page; returns every row id in the order shown. */
  const collect = async (query = ""): Promise<ReadonlyArray<string>> => {
    const ids: Array<string> = []
    let path: string | null = `/dashboard/activity${query}`
    for (let pages = 0; path !== null && pages < 20; pages++) {
      const page = await lead.get(path)
      expect(page.status).toBe(200)
      ids.push(...[...page.text.matchAll(/<tr data-mode="\w+">\s*<td><a href="\/dashboard\/activity\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))
      const next: RegExpExecArray | null = /<a href="([^"]+)" rel="next">/.exec(page.text)
      path = next === null ? null : next[1]!.replaceAll("&amp;", "&")
    }
    return ids
  }

  const expected = async (where: string, ...params: Array<unknown>) =>
    (await s.query<{ id: string }>(`SELECT id FROM evaluation_logs WHERE org_id = $1 ${where} ORDER BY created_at DESC, id DESC`, orgId, ...params)).map((r) => r.id)

  beforeAll(async () => {
    s = await startServer(backend)
    lead = new DashboardClient(s.baseUrl)
    await lead.signUp("Feed Co", "lead@feed.test")
    orgId = (await s.query<{ org_id: string }>("SELECT org_id FROM users WHERE email = 'lead@feed.test'"))[0]!.org_id
    const key = await lead.createKey()
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })).body.evaluation_id
    const stranger = await s.createOrg()
    // 70 rows over 7 days; every 7th shares one timestamp, so paging must break ties on id.
    for (let i = 0; i < 70; i++) {
      const mode = MODES[i % 3]!
      const status = STATUSES[i % 5]!
      const at = i % 7 === 0 ? "2026-03-10T12:00:00.123456Z" : new Date(Date.UTC(2026, 2, 4 + (i % 7), 8, i)).toISOString()
      await s.query(
        `INSERT INTO evaluation_logs (id, org_id, evaluation_id, mode, input_type, input, status, error_code, scorer, latency_ms, created_at)
         VALUES ($1, $2, $3, $4, 'email', $5::jsonb, $6, $7, 'local', 12, $8)`,
        randomUUID(), orgId, mode === "adhoc" ? null : evaluationId, mode, JSON.stringify([{ role: "user", content: `row ${i}` }]),
        status, status === null ? "SCORER_TIMEOUT" : null, at
      )
    }
    await s.query(
      `INSERT INTO evaluation_logs (id, org_id, mode, input_type, input, status, scorer, latency_ms, created_at)
       VALUES ($1, $2, 'adhoc', 'email', '[{"role":"user","content":"stranger"}]', 'QUALIFIED', 'local', 5, '2026-03-10T12:00:00.123456Z')`,
      randomUUID(), stranger.org_id
    )
  })
  afterAll(() => s.close())

  it("pages newest first through every row, ties included, without repeats", async () => {
    const ids = await collect()
    expect(ids).toHaveLength(70)
    expect(new Set(ids).size).toBe(70)
    expect(ids).toEqual(await expected(""))
  })

  it("filters by status, mode, evaluation and UTC day in the query", async () => {
    expect(await collect("?status=FAILED")).toEqual(await expected("AND status = 'FAILED'"))
    expect(await collect("?status=ERROR")).toEqual(await expected("AND status IS NULL"))
    expect(await collect("?mode=adhoc")).toEqual(await expected("AND mode = 'adhoc'"))
    expect(await collect(`?evaluation=${evaluationId}&mode=deployment`)).toEqual(await expected("AND evaluation_id = $2 AND mode = 'deployment'", evaluationId))
    const days = await collect("?from=2026-03-06&to=2026-03-07")
    expect(days).toEqual(await expected("AND created_at >= '2026-03-06T00:00:00Z' AND created_at < '2026-03-08T00:00:00Z'"))
    expect(days.length).toBeGreaterThan(0)
    expect(await collect("?status=bogus&mode=nope&from=yesterday")).toHaveLength(70)
  })

  it("searches the input's words (as prefixes) and log ids, combined with the filters and paged", async () => {
    const ones = await collect("?q=Row+1")
    expect(ones).toEqual(await expected("AND input -> 0 ->> 'content' LIKE 'row 1%'"))
    expect(ones).toHaveLength(11)
    expect(await collect("?q=row+1&status=FAILED")).toEqual(await expected("AND input -> 0 ->> 'content' LIKE 'row 1%' AND status = 'FAILED'"))
    const all = await expected("")
    expect(await collect(`?q=${all[40]!.toUpperCase()}`)).toEqual([all[40]])
    // Another organization's words and ids are not found; punctuation cannot break the query.
    expect(await collect("?q=stranger")).toEqual([])
    const strangerId = (await s.query<{ id: string }>("SELECT id FROM evaluation_logs WHERE org_id <> $1", orgId))[0]!.id
    expect(await collect(`?q=${strangerId}`)).toEqual([])
    expect(await collect(`?q=${encodeURIComponent("row & !(:* ' \\")}`)).toHaveLength(70)
  })

  it("labels ad-hoc rows", async () => {
    const page = await lead.get("/dashboard/activity?mode=adhoc")
    const rows = page.text.split("<tr data-mode=").slice(1)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row).toContain('<span class="badge m-adhoc" data-mode="adhoc">Ad-hoc</span>')
      expect(row).toContain("<em>Ad-hoc criteria</em>")
    }
  })

  it("ignores a cursor that was tampered with", async () => {
    expect((await lead.get("/dashboard/activity?cursor=not-a-cursor")).status).toBe(200)
  })
})
