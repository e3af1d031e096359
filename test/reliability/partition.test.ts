import type { Agent } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { firstSuccessSince, json, percentile, round, send, sleep, tally, untilStopped } from "./support/load.js"
import { type PartitionProxy, startPartitionProxy } from "./support/partition.js"
import { report } from "./support/report.js"
import { type Served, serveWithEvaluation } from "./support/serve.js"

const WORKERS = 4
const QUERY_TIMEOUT_MS = 3_000
// Long enough that each client's second call, sent when its first (in flight at the partition)
// is refused after 3–5 s, is itself refused before the link comes back: at 8 s a run could see
// no call both sent and answered inside the partition (0 in 1 of 8 runs on 2026-11-25).
const PARTITION_MS = 11_000

// Unlike a stopped server (outage.test.ts), a partition resets nothing: statements already sent
// wait for an answer that does not come. Before ASSAY_DB_QUERY_TIMEOUT_MS every call in flight
// hung until its client gave up.
describe.runIf(backends.includes("postgres"))("database partition under load", () => {
  let proxy: PartitionProxy
  let server: Served
  let agent: Agent
  let key: string
  let body: object
  beforeAll(async () => {
    const direct = await freshPostgresDatabase()
    const url = new URL(direct)
    proxy = await startPartitionProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.host = `127.0.0.1:${proxy.port}`
    const serveEnv = { DATABASE_URL: url.toString(), ASSAY_DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) }
    ;({ key, server, agent, body } = await serveWithEvaluation({ DATABASE_URL: direct }, serveEnv, WORKERS))
  }, 120_000)
  afterAll(async () => {
    agent?.destroy()
    await server?.stop("SIGKILL")
    await proxy?.close()
  })

  it.each([
    ["delivered", true],
    ["lost", false]
  ] as const)("answers 503 within the statement time limit while partitioned, and recovers once the link is back (held packets %s)", async (label, deliver) => {
    const { outcomes, stop } = untilStopped(WORKERS, () =>
      send(server.baseUrl, "POST", "/v1/evaluate", { agent, token: key, body, timeoutMs: 35_000 })
    )
    await sleep(2_000)
    const partitionedAt = Date.now()
    proxy.partition()
    await sleep(PARTITION_MS)
    const healedAt = Date.now()
    proxy.heal({ deliver })
    const firstSuccess = await firstSuccessSince(outcomes, healedAt, { settleMs: QUERY_TIMEOUT_MS + 3_000, limitMs: 20_000 })
    await stop()

    // Sent after the link dropped and answered before it came back.
    const during = outcomes.filter((o) => o.at >= partitionedAt && o.at + o.ms <= healedAt)
    // Connections the partition left silent each cost one timed-out statement before the pool
    // replaces them, so a 503 may still follow the first success by up to one statement limit.
    const after = outcomes.filter((o) => firstSuccess !== undefined && o.at >= firstSuccess + QUERY_TIMEOUT_MS + 1_000)
    const latencies = during.map((o) => o.ms)
    report(`database-partition-${label}`, {
      partitionMs: healedAt - partitionedAt,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
      answers: tally(outcomes),
      duringPartition: { calls: during.length, answers: tally(during), p50Ms: round(percentile(latencies, 50)), maxMs: round(Math.max(...latencies)) },
      slowestCallMs: round(Math.max(...outcomes.map((o) => o.ms))),
      firstSuccessAfterHealMs: firstSuccess === undefined ? null : firstSuccess - healedAt,
      afterRecovery: tally(after)
    })

    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([])
    expect(during.length).toBeGreaterThan(0)
    for (const o of during) {
      expect(o.status).toBe(503)
      expect(json(o).code).toBe("SERVICE_UNAVAILABLE")
    }
    // The statement limit, or the pool's 5 s to hand out a connection, plus the answer: never 30 s.
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(QUERY_TIMEOUT_MS + 5_000 + 2_000)
    expect(firstSuccess).toBeDefined()
    expect(firstSuccess! - healedAt).toBeLessThanOrEqual(10_000)
    expect(after.length).toBeGreaterThan(0)
    expect(after.filter((o) => o.status !== 200)).toEqual([])
  }, 90_000)
})
