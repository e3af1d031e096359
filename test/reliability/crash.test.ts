import { Agent } from "node:http"
import { afterAll, describe, expect, it } from "vitest"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { embeddedDataDir } from "../support/embedded.js"
import { intentEvaluation } from "../support/fixtures.js"
import { withDatabase } from "./support/database.js"
import { closedLoop, json, type Outcome, send, sleep, tally } from "./support/load.js"
import { report } from "./support/report.js"
import { createOrgCli, type Served, spawnServe } from "./support/serve.js"

const CALLS = 2_000
const WORKERS = 4
const KILLS = Number(process.env.ASSAY_RELIABILITY_KILLS ?? 1)

/** Kill points: call counts spread over the run at random, at least 300 calls apart. */
const killPoints = (): Array<number> => {
  const slot = Math.floor((CALLS * 0.8) / KILLS)
  return Array.from({ length: KILLS }, (_, i) => Math.floor(CALLS * 0.1 + i * slot + Math.random() * (slot - 300)))
}

// A Jepsen-style set test: every evaluate call carries a unique marker; the `assay serve`
// process is killed with SIGKILL at random moments and restarted on the same port while four
// workers keep calling. Afterwards the acknowledged calls are compared with the rows.
describe.each(backends)("kill -9 under load on %s", (backend) => {
  let server: Served | undefined
  afterAll(async () => {
    await server?.stop("SIGKILL")
  })

  it(`keeps every acknowledged row of ${CALLS} evaluate calls across ${KILLS} kill -9`, async () => {
    const phases: Record<string, number> = {}
    let mark = performance.now()
    const phase = (name: string) => {
      phases[name] = Math.round(performance.now() - mark)
      mark = performance.now()
    }
    const env = backend === "postgres" ? { DATABASE_URL: await freshPostgresDatabase() } : { ASSAY_DATA_DIR: embeddedDataDir() }
    const org = await createOrgCli(env)
    phase("orgCreateMs")
    server = await spawnServe(env)
    phase("startMs")
    const created = await send(server.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
    const evaluationId = json(created).evaluation_id as string
    const run = Math.random().toString(36).slice(2, 8)
    const points = killPoints()
    const kills: Array<{ atCall: number; restartMs: number }> = []
    let agent = new Agent({ keepAlive: true, maxSockets: WORKERS })
    let done = 0
    let restarting: Promise<void> | null = null

    const killAndRestart = async () => {
      const atCall = done
      await server!.stop("SIGKILL")
      agent.destroy()
      agent = new Agent({ keepAlive: true, maxSockets: WORKERS })
      const started = performance.now()
      server = await spawnServe(env, server!.port)
      kills.push({ atCall, restartMs: Math.round(performance.now() - started) })
    }

    const calls = await closedLoop(WORKERS, CALLS, async (i) => {
      const marker = `mk-${run}-${i}`
      const outcome = await send(server!.baseUrl, "POST", "/v1/evaluate", {
        agent,
        token: org.api_key,
        body: { evaluation_id: evaluationId, input_type: "form", input: [{ role: "user", content: `${marker}: how much is the pro plan? we want to buy` }] }
      })
      done++
      if (points.length > 0 && done >= points[0]! && restarting === null) {
        points.shift()
        restarting = killAndRestart().finally(() => (restarting = null))
      }
      // While the server is down the workers back off instead of spinning on refused connections.
      if (outcome.status === 0) await (restarting ?? sleep(100))
      return { marker, outcome, id: outcome.status === 200 ? (json(outcome).id as string) : undefined }
    })
    while (restarting !== null) await restarting
    phase("callsMs")

    const acked = calls.filter((c) => c.id !== undefined)
    // Every acknowledged id is readable through the API after the restarts.
    agent.destroy()
    const reader = new Agent({ keepAlive: true, maxSockets: 16 })
    const reads = await closedLoop(16, acked.length, (i) => send(server!.baseUrl, "GET", `/v1/evaluate/${acked[i]!.id}`, { agent: reader, token: org.api_key }))
    reader.destroy()
    phase("readsMs")
    expect(reads.filter((r, i) => r.status !== 200 || json(r).id !== acked[i]!.id)).toEqual([])
    await server.stop("SIGTERM")

    const db = await withDatabase(env, async (query) => ({
      rows: await query<{ id: string; input: string; status: string | null; error_code: string | null }>(
        "SELECT id::text, input::text, status, error_code FROM evaluation_logs WHERE org_id = $1",
        [org.org_id]
      ),
      used: (await query<{ n: number }>("SELECT coalesce(sum(used), 0)::int AS n FROM usage_counters WHERE org_id = $1", [org.org_id]))[0]!.n
    }))
    phase("stopAndSqlMs")
    const markerOf = (input: string) => /mk-[a-z0-9]+-\d+/.exec(input)?.[0] ?? null
    const rowsById = new Map(db.rows.map((r) => [r.id, r]))
    const sent = new Set(calls.map((c) => c.marker))

    // 1. Every acknowledged id is a row, and that row holds the call's own input.
    const lost = acked.filter((c) => markerOf(rowsById.get(c.id!)?.input ?? "") !== c.marker)
    expect(lost).toEqual([])
    // 2. Nothing half-written: every row has a status or an error code.
    expect(db.rows.filter((r) => r.status === null && r.error_code === null)).toEqual([])
    // 3. Units used equal the successful rows (no usage without a row, no row without its unit).
    expect(db.used).toBe(db.rows.filter((r) => r.status !== null).length)
    // 4. No phantom or duplicated rows: each row is one call that was sent, at most once.
    const markers = db.rows.map((r) => markerOf(r.input))
    expect(markers.filter((m) => m === null || !sent.has(m))).toEqual([])
    expect(new Set(markers).size).toBe(markers.length)

    const inDoubt = calls.filter((c) => c.outcome.status === 0)
    const committedInDoubt = inDoubt.filter((c) => markers.includes(c.marker)).length
    expect(kills.length).toBe(KILLS)
    expect(acked.length).toBeGreaterThan(CALLS / 2)
    report(`crash-${backend}`, {
      calls: CALLS,
      workers: WORKERS,
      kills,
      answers: tally(calls.map((c) => c.outcome)),
      acknowledged: acked.length,
      acknowledgedLost: lost.length,
      rows: db.rows.length,
      unitsUsed: db.used,
      noAnswer: inDoubt.length,
      noAnswerButCommitted: committedInDoubt,
      phases
    })
  }, 240_000)
})
