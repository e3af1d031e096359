import type { Agent } from "node:http"
import Pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../support/database.js"
import { freePort } from "../support/process.js"
import { PgCluster } from "./support/cluster.js"
import { firstSuccessSince, json, percentile, round, send, sleep, tally, untilStopped } from "./support/load.js"
import { report } from "./support/report.js"
import { type Served, serveWithEvaluation } from "./support/serve.js"

const WORKERS = 4
const OUTAGE_MS = 5_000

// The database goes away under load (pg_ctl stop -m immediate, a crash as far as clients can
// tell) and comes back 5 s later; the service process is never restarted.
describe.runIf(backends.includes("postgres"))("database outage under load", () => {
  let cluster: PgCluster
  let server: Served
  let agent: Agent
  let key: string
  let body: object
  beforeAll(async () => {
    cluster = await PgCluster.create(await freePort())
    await cluster.start()
    const env = { DATABASE_URL: cluster.url }
    ;({ key, server, agent, body } = await serveWithEvaluation(env, env, WORKERS))
  }, 120_000)
  afterAll(async () => {
    agent?.destroy()
    await server?.stop("SIGKILL")
    await cluster?.destroy()
  })

  const load = () => untilStopped(WORKERS, () => send(server.baseUrl, "POST", "/v1/evaluate", { agent, token: key, body, timeoutMs: 35_000 }))

  it("answers 503 with Retry-After fast while the database is down, and recovers on its own", async () => {
    const pid = server.child.pid
    const { outcomes, stop } = load()
    await sleep(2_000)
    const stoppedAt = Date.now()
    await cluster.stop("immediate")
    await sleep(OUTAGE_MS)
    const restartAt = Date.now()
    await cluster.start()
    const readyAt = Date.now()
    const firstSuccess = await firstSuccessSince(outcomes, readyAt, { settleMs: 2_000, limitMs: 15_000 })
    await stop()

    // Sent after the stop had taken effect and answered before the database was back.
    const during = outcomes.filter((o) => o.at >= stoppedAt + 100 && o.at + o.ms <= restartAt)
    const after = outcomes.filter((o) => firstSuccess !== undefined && o.at >= firstSuccess + 1_000)
    const latencies = during.map((o) => o.ms)
    report("database-outage", {
      outageMs: restartAt - stoppedAt,
      databaseStartMs: readyAt - restartAt,
      answers: tally(outcomes),
      duringOutage: { calls: during.length, answers: tally(during), p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)), maxMs: round(Math.max(...latencies)) },
      firstSuccessAfterReadyMs: firstSuccess === undefined ? null : firstSuccess - readyAt,
      firstSuccessAfterRestartMs: firstSuccess === undefined ? null : firstSuccess - restartAt,
      afterRecovery: tally(after)
    })

    expect(server.child.exitCode).toBeNull()
    expect(server.child.pid).toBe(pid)
    // Never a 500, never a call left without an answer: every failure is a 503 the caller may retry.
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([])
    expect(during.length).toBeGreaterThan(20)
    for (const o of during) {
      expect(o.status).toBe(503)
      expect(json(o).code).toBe("SERVICE_UNAVAILABLE")
      expect(Number(o.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    }
    expect(percentile(latencies, 99)).toBeLessThanOrEqual(5_000)
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(30_000)
    // Success resumes within 10 s of the database's return, and stays.
    expect(firstSuccess).toBeDefined()
    expect(firstSuccess! - readyAt).toBeLessThanOrEqual(10_000)
    expect(after.length).toBeGreaterThan(0)
    expect(after.filter((o) => o.status !== 200)).toEqual([])
  }, 120_000)

  it("survives its connections being terminated (57P01) with at most a 503 for the calls in flight", async () => {
    const admin = new Pg.Client({ connectionString: cluster.url })
    await admin.connect()
    const { outcomes, stop } = load()
    let terminated = 0
    for (let i = 0; i < 5; i++) {
      await sleep(600)
      const rows = await admin.query("SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = 'assay'")
      terminated += rows.rows.filter((r) => r.ok).length
    }
    const lastKill = Date.now()
    await sleep(1_500)
    await stop()
    await admin.end()
    const settled = outcomes.filter((o) => o.at >= lastKill + 500)
    report("database-connections-terminated", { terminated, answers: tally(outcomes), afterLastTermination: tally(settled) })
    expect(terminated).toBeGreaterThan(0)
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([])
    expect(settled.length).toBeGreaterThan(0)
    expect(settled.filter((o) => o.status !== 200)).toEqual([])
  }, 60_000)
})
