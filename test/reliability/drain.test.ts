import { Agent } from "node:http"
import { describe, expect, it } from "vitest"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { embeddedDataDir } from "../support/embedded.js"
import { intentEvaluation, pricingInput } from "../support/fixtures.js"
import { withDatabase } from "./support/database.js"
import { json, type Outcome, send, sleep, tally } from "./support/load.js"
import { report } from "./support/report.js"
import { createOrgCli, spawnServe } from "./support/serve.js"

const WORKERS = 8

// SIGTERM while eight clients keep calling: what was sent before is answered, what comes after
// is refused at the door (connection refused, which a client may safely retry), nothing hangs,
// and every acknowledged call has its row.
describe.each(backends)("SIGTERM under load on %s", (backend) => {
  it("finishes in-flight calls, refuses new connections and loses no acknowledged row", async () => {
    const env = backend === "postgres" ? { DATABASE_URL: await freshPostgresDatabase() } : { ASSAY_DATA_DIR: embeddedDataDir() }
    const org = await createOrgCli(env)
    const server = await spawnServe(env)
    const agent = new Agent({ keepAlive: true, maxSockets: WORKERS })
    const evaluationId = json(await send(server.baseUrl, "POST", "/v1/evaluations", { agent, token: org.api_key, body: intentEvaluation })).evaluation_id
    const run = Math.random().toString(36).slice(2, 8)
    let sent = 0
    const body = () => ({ evaluation_id: evaluationId, input_type: "form", input: [{ role: "user", content: `mk-${run}-${sent++} ${pricingInput[0]!.content}` }] })

    const outcomes: Array<Outcome & { marker: string }> = []
    let exitedAt: number | undefined
    const exited = server.stop.bind(null)
    let running = true
    const workers = Array.from({ length: WORKERS }, async () => {
      while (running) {
        const b = body()
        const marker = b.input[0]!.content.split(" ")[0]!
        outcomes.push({ ...(await send(server.baseUrl, "POST", "/v1/evaluate", { agent, token: org.api_key, body: b, timeoutMs: 35_000 })), marker })
        if (exitedAt !== undefined) await sleep(50)
      }
    })
    await sleep(2_000)
    const termAt = Date.now()
    const stopping = exited("SIGTERM").then((code) => {
      exitedAt = Date.now()
      return code
    })
    const code = await stopping
    await sleep(500)
    running = false
    await Promise.all(workers)
    agent.destroy()

    const before = outcomes.filter((o) => o.at < termAt)
    const after = outcomes.filter((o) => o.at >= termAt)
    const acked = outcomes.filter((o) => o.status === 200).map((o) => json(o).id as string)
    const rows = await withDatabase(env, (query) =>
      query<{ id: string; input: string }>("SELECT id::text, input::text FROM evaluation_logs WHERE org_id = $1", [org.org_id])
    )
    const stored = new Set(rows.map((r) => r.id))
    const storedMarkers = new Set(rows.map((r) => /mk-[a-z0-9]+-\d+/.exec(r.input)?.[0]))
    // A call the client got no answer for was never processed: its marker has no row.
    const unansweredButStored = outcomes.filter((o) => o.status === 0 && storedMarkers.has(o.marker)).length
    const figures = {
      workers: WORKERS,
      exitCode: code,
      exitAfterSigtermMs: exitedAt! - termAt,
      sentBeforeSigterm: tally(before),
      sentAfterSigterm: tally(after),
      acknowledged: acked.length,
      acknowledgedWithoutRow: acked.filter((id) => !stored.has(id)).length,
      unansweredButStored,
      slowestMs: Math.round(Math.max(...outcomes.map((o) => o.ms)))
    }
    report(`drain-${backend}`, figures)

    expect(code).toBe(0)
    expect(before.filter((o) => o.status !== 200)).toEqual([])
    // After SIGTERM: answered, or 503 with Retry-After (nothing done), or refused / reset at the door.
    const refusedAtTheDoor = (o: Outcome) => o.error === "ECONNREFUSED" || o.error === "ECONNRESET"
    expect(after.filter((o) => o.status !== 200 && o.status !== 503 && !refusedAtTheDoor(o))).toEqual([])
    for (const o of after.filter((x) => x.status === 503)) expect(o.headers["retry-after"]).toBe("1")
    expect(figures.acknowledgedWithoutRow).toBe(0)
    expect(unansweredButStored).toBe(0)
    expect(figures.exitAfterSigtermMs).toBeLessThan(10_000)
  }, 120_000)
})
