// decisions §12 replays: a version or a draft re-scoring logged calls, the diff computed by hand
// from the logged results and the rules of decisions §3, paging, windows, quota and isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { customEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"
import { finished, startReplay } from "./support.js"

// Version 1 has no escalation; version 2 (and the draft) escalates when a refund is asked for.
const { escalation, name, ...noEscalation } = customEvaluation
const withEscalation = { ...noEscalation, escalation }

const texts = [
  "I was charged twice this month, please refund my last payment.",
  "the app crashes when I log in",
  "I want my money back, the app keeps crashing",
  "How do I update my card details?",
  "hello there",
  "please refund me, I was billed twice"
]
const outcomes: Record<number, string> = { 0: "won", 1: "lost", 2: "churned", 4: "lost" }

type Side = { status: string; next_action: string | null; found: Array<string> }

describe.each(backends)("replays on %s", (backend) => {
  let s: TestServer
  let key: string
  let stranger: string
  let evaluationId: string
  /** The logged calls, newest first, as GET /v1/evaluate/{id} answers them, with their outcome. */
  let logged: Array<{ id: string; created_at: string; before: Side; outcome: string | null }>

  beforeAll(async () => {
    s = await startServer(backend)
    key = (await s.createOrg()).api_key
    stranger = (await s.createOrg()).api_key
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: { name, ...noEscalation } })).body.evaluation_id
    const other = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: customEvaluation })).body.evaluation_id
    logged = []
    for (const [i, content] of texts.entries()) {
      const res = await call(s.baseUrl, "POST", "/v1/evaluate", {
        token: key,
        body: { evaluation_id: evaluationId, input_type: "ticket", input: [{ role: "user", content }], options: { request_next_action: i % 2 === 0 } }
      })
      expect(res.status).toBe(200)
      const row = (await call(s.baseUrl, "GET", `/v1/evaluate/${res.body.id}`, { token: key })).body
      const found = Object.entries(row.extracted_signals as Record<string, { found: boolean }>).filter(([, v]) => v.found).map(([k]) => k)
        .sort((a, b) => ["refund_request", "topic"].indexOf(a) - ["refund_request", "topic"].indexOf(b))
      // A call that did not ask for a next action gets the one its status implies (decisions §3, no purchase detectors here).
      const implied = { QUALIFIED: "BOOK_MEETING", PARTIAL: "GATHER_INFO", FAILED: "NURTURE", ESCALATE: "ESCALATE_NOW" }[row.status as string]!
      logged.unshift({ id: row.id, created_at: row.created_at, before: { status: row.status, next_action: row.next_action ?? implied, found }, outcome: outcomes[i] ?? null })
      if (outcomes[i] !== undefined) {
        const o = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/outcome`, {
          token: key,
          body: { decision: row.status, actual_outcome: outcomes[i], conversion_value: 0, days_to_close: 1, evaluation_log_id: row.id }
        })
        expect(o.status).toBe(201)
      }
    }
    // Rows the replay must leave out: another evaluation's, an ad-hoc call's.
    await call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: { evaluation_id: other, input_type: "ticket", input: [{ role: "user", content: texts[0] }] } })
    await call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: { criteria: noEscalation, input_type: "ticket", input: [{ role: "user", content: texts[0] }] } })
  })
  afterAll(() => s.close())

  /** The diff by hand: a refund found now escalates (ESCALATE_NOW); the rest stays as logged. */
  const expected = () => {
    const after = (b: Side): Side => (b.found.includes("refund_request") ? { ...b, status: "ESCALATE", next_action: "ESCALATE_NOW" } : b)
    const statuses = ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE"]
    const transitions = Object.fromEntries(statuses.map((x) => [x, Object.fromEntries(statuses.map((y) => [y, 0]))]))
    const actions = new Map<string, number>()
    const rates = { before: {} as Record<string, Record<string, number>>, after: {} as Record<string, Record<string, number>> }
    const changed: Array<{ log_id: string; created_at: string; before: Side; after: Side }> = []
    for (const c of logged) {
      const a = after(c.before)
      transitions[c.before.status]![a.status]!++
      if (a.next_action !== c.before.next_action) actions.set(`${c.before.next_action}>${a.next_action}`, (actions.get(`${c.before.next_action}>${a.next_action}`) ?? 0) + 1)
      if (a.status !== c.before.status || a.next_action !== c.before.next_action) changed.push({ log_id: c.id, created_at: c.created_at, before: c.before, after: a })
      if (c.outcome !== null) {
        for (const [side, status] of [["before", c.before.status], ["after", a.status]] as const) {
          rates[side][status] ??= {}
          rates[side][status]![c.outcome] = (rates[side][status]![c.outcome] ?? 0) + 1
        }
      }
    }
    const shape = (r: Record<string, Record<string, number>>) =>
      Object.fromEntries(
        Object.entries(r).map(([status, labels]) => {
          const calls = Object.values(labels).reduce((x, y) => x + y, 0)
          return [status, { calls, outcomes: Object.fromEntries(Object.entries(labels).map(([l, n]) => [l, { count: n, rate: Math.round((n / calls) * 1000) / 1000 }])) }]
        })
      )
    return {
      diff: {
        calls: logged.length,
        changed: changed.length,
        transitions,
        detectors: { refund_request: { gained: 0, lost: 0 }, topic: { gained: 0, lost: 0 } },
        next_actions: [...actions].map(([k, count]) => ({ from: k.split(">")[0], to: k.split(">")[1], count })).sort((x, y) => y.count - x.count),
        outcomes: { before: shape(rates.before), after: shape(rates.after) }
      },
      changed
    }
  }

  it("replays an unsaved draft: the diff computed by hand, nothing published, no quota, no log rows", async () => {
    const counts = () =>
      s.query(`SELECT (SELECT count(*)::int FROM evaluation_logs) AS logs, (SELECT coalesce(sum(used), 0)::int FROM usage_counters) AS used`)
    const before = await counts()
    const { diff, changed } = expected()
    expect(changed.length).toBeGreaterThan(0) // the fixture's texts ask for refunds: the test compares something
    const replay = await finished(s, key, await startReplay(s, key, evaluationId, { definition: withEscalation }))
    expect(replay).toMatchObject({ status: "done", version: null, total: logged.length, processed: logged.length, error: null })
    expect(replay.diff.next_actions).toEqual(expect.arrayContaining(diff.next_actions))
    expect({ ...replay.diff, next_actions: [] }).toEqual({ ...diff, next_actions: [] })
    expect(replay.changes).toEqual({ items: changed, next_cursor: null })
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: key })).body.version).toBe(1)
    expect(await counts()).toEqual(before)
  })

  it("replays a published version like its draft, and the version logged reads as unchanged", async () => {
    const unchanged = await finished(s, key, await startReplay(s, key, evaluationId, {}))
    expect(unchanged).toMatchObject({ status: "done", version: 1, diff: { calls: logged.length, changed: 0 }, changes: { items: [] } })
    expect((await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/versions`, { token: key, body: withEscalation })).status).toBe(201)
    const v2 = await finished(s, key, await startReplay(s, key, evaluationId, { version: 2 }))
    const { diff, changed } = expected()
    expect(v2.version).toBe(2)
    expect({ ...v2.diff, next_actions: [] }).toEqual({ ...diff, next_actions: [] })
    // Keyset pages of one: every changed call once, newest first.
    const paged: Array<unknown> = []
    let cursor: string | null = null
    do {
      const page: any = await finished(s, key, v2.replay_id, `?limit=1${cursor === null ? "" : `&cursor=${cursor}`}`)
      paged.push(...page.changes.items)
      cursor = page.changes.next_cursor
    } while (cursor !== null && paged.length <= changed.length)
    expect(paged).toEqual(changed)
  })

  it("takes the newest calls first up to the limit, and only those in the window", async () => {
    const two = await finished(s, key, await startReplay(s, key, evaluationId, { version: 1, limit: 2 }))
    expect(two.total).toBe(2)
    const none = await finished(s, key, await startReplay(s, key, evaluationId, { version: 1, to: logged[logged.length - 1]!.created_at }))
    expect(none).toMatchObject({ status: "done", total: 0, diff: { calls: 0 } })
    const newest = await finished(s, key, await startReplay(s, key, evaluationId, { version: 1, from: logged[0]!.created_at }))
    expect(newest.total).toBe(1)
  })

  it("refuses bad requests with the flat error body and starts nothing", async () => {
    const count = async () => (await s.query<{ n: number }>("SELECT count(*)::int AS n FROM replays"))[0]!.n
    const before = await count()
    const bad = async (body: unknown, path: string, status = 400) => {
      const res = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/replays`, { token: key, body })
      expect(res.status, JSON.stringify(body)).toBe(status)
      if (status === 400) expect(res.body.issues.map((i: { path: string }) => i.path), JSON.stringify(res.body)).toContain(path)
    }
    await bad({ limit: 0 }, "limit")
    await bad({ limit: 10_001 }, "limit")
    await bad({ version: 9 }, "version")
    await bad({ version: 1, definition: withEscalation }, "definition")
    await bad({ from: "yesterday" }, "from")
    await bad({ from: "2026-11-02T00:00:00Z", to: "2026-11-01T00:00:00Z" }, "to")
    await bad({ definition: { template: "custom", custom_detectors: [] } }, "definition.custom_detectors")
    await bad({ unknown: 1 }, "unknown")
    await bad({ definition: { template: "custom", custom_detectors: [{ name: "refund", type: "presence", examples: ["I want a refund now"], non_examples: ["I want a refund now"] }] } }, "", 422)
    expect(await count()).toBe(before)
  })

  it("answers 404 for another organization's evaluation and replay, and 403 to a deployment secret", async () => {
    const replayId = await startReplay(s, key, evaluationId, { limit: 1 })
    expect((await call(s.baseUrl, "GET", `/v1/replays/${replayId}`, { token: stranger })).status).toBe(404)
    expect((await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/replays`, { token: stranger, body: {} })).status).toBe(404)
    expect((await call(s.baseUrl, "GET", "/v1/replays/not-a-uuid", { token: key })).status).toBe(404)
    const secret = (await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/deployments`, { token: key })).body.secret
    expect((await call(s.baseUrl, "GET", `/v1/replays/${replayId}`, { token: secret })).status).toBe(403)
    expect((await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/replays`, { token: secret, body: {} })).status).toBe(403)
    await finished(s, key, replayId)
  })
})
