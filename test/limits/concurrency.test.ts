import type { ChildProcess } from "node:child_process"
import { once } from "node:events"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, type Reply } from "../support/client.js"
import { freshPostgresDatabase } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { runCli, startServe } from "../support/process.js"
import Pg from "pg"

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe("quotas and rate limits across three server processes on one PostgreSQL", () => {
  const env: Record<string, string> = {}
  const servers: Array<{ child: ChildProcess; baseUrl: string }> = []
  let db: Pg.Client

  const org = async (flags: ReadonlyArray<string>) => {
    const created = lastJson((await runCli(["org", "create", "--name", "Load", ...flags, "--json"], env)).stdout)
    const evaluation = await call(servers[0]!.baseUrl, "POST", "/v1/evaluations", { token: created.api_key, body: intentEvaluation })
    return { ...created, evaluationId: evaluation.body.evaluation_id as string }
  }
  const counts = async (orgId: string) => {
    const used = await db.query("SELECT coalesce(sum(used), 0)::int AS n FROM usage_counters WHERE org_id = $1", [orgId])
    const rows = await db.query("SELECT count(*)::int AS n FROM evaluation_logs WHERE org_id = $1 AND status IS NOT NULL", [orgId])
    return { used: used.rows[0].n as number, rows: rows.rows[0].n as number }
  }
  const tally = (replies: ReadonlyArray<Reply>) =>
    replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {})

  beforeAll(async () => {
    env.DATABASE_URL = await freshPostgresDatabase()
    // These tests are about admission, not load shedding: let every concurrent call in.
    env.ASSAY_MAX_IN_FLIGHT = "1000"
    expect((await runCli(["migrate"], env)).code).toBe(0)
    servers.push(...(await Promise.all([startServe(env), startServe(env), startServe(env)])))
    db = new Pg.Client({ connectionString: env.DATABASE_URL })
    await db.connect()
  }, 180_000)

  afterAll(async () => {
    await db?.end()
    await Promise.all(servers.map(async ({ child }) => {
      child.kill("SIGTERM")
      await once(child, "exit")
    }))
  })

  it("admits exactly 50 of 200 concurrent calls against a quota of 50, in each of 20 repetitions", async () => {
    const o = await org(["--quota", "50", "--rate", "100000"])
    for (let rep = 0; rep < 20; rep++) {
      await db.query("DELETE FROM evaluation_logs WHERE org_id = $1", [o.org_id])
      await db.query("DELETE FROM usage_counters WHERE org_id = $1", [o.org_id])
      const replies = await Promise.all(
        Array.from({ length: 200 }, () => call(servers[0]!.baseUrl, "POST", "/v1/evaluate", { token: o.api_key, body: evaluateBody(o.evaluationId) }))
      )
      expect(tally(replies)).toEqual({ 200: 50, 402: 150 })
      expect(await counts(o.org_id)).toEqual({ used: 50, rows: 50 })
    }
  }, 300_000)

  it("admits exactly 100 of 300 concurrent calls spread over three processes against a quota of 100", async () => {
    const o = await org(["--quota", "100", "--rate", "100000"])
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call(servers[i % 3]!.baseUrl, "POST", "/v1/evaluate", { token: o.api_key, body: evaluateBody(o.evaluationId) })
      )
    )
    expect(tally(replies)).toEqual({ 200: 100, 402: 200 })
    expect(await counts(o.org_id)).toEqual({ used: 100, rows: 100 })
  }, 120_000)

  it("admits at most 30 of 90 requests sent within 1 s over three processes at 10/s burst 20", async () => {
    const o = await org(["--quota", "100000", "--rate", "10"])
    const path = `/v1/evaluations/${o.evaluationId}`
    // On an absolute schedule over 900 ms, so timer drift does not add up across 90 sends.
    const pending: Array<Promise<Reply>> = []
    const start = Date.now()
    for (let i = 0; i < 90; i++) {
      await sleep(Math.max(0, start + (i * 900) / 90 - Date.now()))
      pending.push(call(servers[i % 3]!.baseUrl, "GET", path, { token: o.api_key }))
    }
    const replies = await Promise.all(pending)
    // The bucket refills while requests are processed, which on a loaded machine can run past the
    // 1 s of sending: the bound is the burst plus the refill over the time the last answer took.
    const window = Math.max(1, (Date.now() - start) / 1000)
    const admitted = replies.filter((r) => r.status === 200)
    const limited = replies.filter((r) => r.status === 429)
    expect(admitted.length).toBeLessThanOrEqual(20 + Math.floor(10 * window))
    expect(admitted.length).toBeGreaterThanOrEqual(20)
    expect(admitted.length + limited.length).toBe(90)
    for (const r of limited) {
      const retryAfter = Number(r.headers.get("retry-after"))
      expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true)
      expect(r.body.retryAfter).toBe(retryAfter)
      expect(r.headers.get("ratelimit-policy")).toBe('"default";q=20;w=2')
      expect(r.headers.get("ratelimit")).toMatch(/^"default";r=0;t=\d+$/)
    }
    const last = limited.at(-1)!
    await sleep(Number(last.headers.get("retry-after")) * 1000)
    expect((await call(servers[1]!.baseUrl, "GET", path, { token: o.api_key })).status).toBe(200)
  }, 60_000)

  it("does not give another organization a single 429 or 402 while one floods at 10x its rate", async () => {
    const flooder = await org(["--quota", "100000", "--rate", "10"])
    const bystander = await org(["--quota", "100000", "--rate", "10"])
    const flood: Array<Promise<Reply>> = []
    const calm: Array<Promise<Reply>> = []
    for (let i = 0; i < 100; i++) {
      flood.push(call(servers[i % 3]!.baseUrl, "POST", "/v1/evaluate", { token: flooder.api_key, body: evaluateBody(flooder.evaluationId) }))
      if (i % 10 === 0) {
        calm.push(call(servers[i % 3]!.baseUrl, "POST", "/v1/evaluate", { token: bystander.api_key, body: evaluateBody(bystander.evaluationId) }))
      }
      await sleep(10)
    }
    expect(tally(await Promise.all(flood))[429]).toBeGreaterThan(0)
    expect(tally(await Promise.all(calm))).toEqual({ 200: 10 })
  }, 60_000)
})
