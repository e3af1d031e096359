import { Agent } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { intentEvaluation, pricingInput } from "../support/fixtures.js"
import { closedLoop, json, openLoop, type Outcome, percentile, round, send, sleep, tally } from "./support/load.js"
import { report } from "./support/report.js"
import { createOrgCli, type Served, spawnServe } from "./support/serve.js"

const OVERLOAD_MS = 5_000
const WORKERS = 8

const summary = (outcomes: ReadonlyArray<Outcome>) => {
  const ok = outcomes.filter((o) => o.status === 200).map((o) => o.ms)
  const shed = outcomes.filter((o) => o.status === 429 || o.status === 503).map((o) => o.ms)
  return {
    answers: tally(outcomes),
    acceptedP50Ms: round(percentile(ok, 50)),
    acceptedP99Ms: round(percentile(ok, 99)),
    shedP50Ms: round(percentile(shed, 50)),
    shedP90Ms: round(percentile(shed, 90)),
    shedP99Ms: round(percentile(shed, 99))
  }
}

// One credential with a rate limit far above the load, so only the process's own in-flight
// limit (ASSAY_MAX_IN_FLIGHT, default 64) can shed. The service runs with its defaults.
describe.runIf(backends.includes("postgres"))("overload at five times the sustainable rate", () => {
  let server: Served
  let agent: Agent
  let call: () => Promise<Outcome>
  beforeAll(async () => {
    const env = { DATABASE_URL: await freshPostgresDatabase() }
    const key = (await createOrgCli(env)).api_key
    server = await spawnServe(env)
    agent = new Agent({ keepAlive: true, maxSockets: 2_000 })
    const evaluationId = json(await send(server.baseUrl, "POST", "/v1/evaluations", { agent, token: key, body: intentEvaluation })).evaluation_id
    const body = { evaluation_id: evaluationId, input_type: "form", input: pricingInput }
    call = () => send(server.baseUrl, "POST", "/v1/evaluate", { agent, token: key, body, timeoutMs: 35_000 })
  }, 120_000)
  afterAll(async () => {
    agent?.destroy()
    await server?.stop()
  })

  it("sheds fast with 503 and Retry-After, stays up, and is back to its baseline within 10 s", async () => {
    await closedLoop(WORKERS, 200, call) // warm-up
    const started = performance.now()
    const baseline = await closedLoop(WORKERS, 600, call)
    const sustainable = baseline.length / ((performance.now() - started) / 1000)
    const baselineP99 = percentile(baseline.map((o) => o.ms), 99)
    // Open the connections first: the test is about the service, not about a storm of TCP handshakes.
    // 1,500, so that calls held up for a moment do not leave the next ones waiting for a socket
    // in this process (with 600, a stall of 0.3 s at 2,000 calls a second did, and counted as
    // the service's latency).
    await Promise.all(Array.from({ length: 1_500 }, () => send(server.baseUrl, "GET", "/healthz", { agent })))

    const overload = await openLoop(5 * sustainable, OVERLOAD_MS, () => call())
    const overloadEnded = performance.now()
    // Back to baseline: the first 1-second window of the same closed loop whose p99 is within 2x.
    const windows: Array<{ afterMs: number; p99Ms: number; answers: Record<string, number> }> = []
    while (performance.now() - overloadEnded < 15_000) {
      const from = performance.now()
      const window: Array<Outcome> = []
      await closedLoop(WORKERS, Number.MAX_SAFE_INTEGER, async () => window.push(await call()), () => performance.now() - from > 1_000)
      windows.push({ afterMs: Math.round(performance.now() - overloadEnded), p99Ms: round(percentile(window.map((o) => o.ms), 99)), answers: tally(window) })
      if (windows.at(-1)!.p99Ms <= 2 * baselineP99 && window.every((o) => o.status === 200)) break
    }
    const recovered = windows.at(-1)!
    const figures = {
      sustainableRps: round(sustainable),
      offeredRps: round(5 * sustainable),
      overloadMs: OVERLOAD_MS,
      baseline: summary(baseline),
      overload: summary(overload),
      recovery: windows
    }
    report("overload", figures)

    expect(server.child.exitCode).toBeNull()
    expect(overload.filter((o) => ![200, 429, 503].includes(o.status))).toEqual([])
    const shed = overload.filter((o) => o.status === 429 || o.status === 503)
    expect(shed.length).toBeGreaterThan(overload.length / 4)
    for (const o of shed) expect(Number(o.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    // Rejections are fast: a refusal costs no queueing. The bounds are loose because the generator
    // and the server share two cores (shed p50 12 ms, p99 39-46 ms in quiet runs; a CI run on a slow
    // host reached p50 301 ms before arrivals counted the queue; docs/reliability.md section 7).
    expect(percentile(shed.map((o) => o.ms), 50)).toBeLessThan(250)
    expect(percentile(shed.map((o) => o.ms), 90)).toBeLessThan(1_000)
    expect(percentile(shed.map((o) => o.ms), 99)).toBeLessThan(5_000)
    // Served calls wait for a slot, not behind a flood of refusals (p99 4.7-9 s before arrivals
    // counted the requests queued ahead of them; 0.2 s after).
    expect(percentile(overload.filter((o) => o.status === 200).map((o) => o.ms), 99)).toBeLessThan(3_000)
    expect(recovered.p99Ms).toBeLessThanOrEqual(2 * baselineP99)
    expect(recovered.afterMs).toBeLessThanOrEqual(10_000)

    // Every 503 is accounted for in the log: the handler's own with a line each, the Node
    // server's early refusals in per-second summary lines.
    const answered503 = [baseline, overload].flat().filter((o) => o.status === 503).length + windows.reduce((n, w) => n + (w.answers["503"] ?? 0), 0)
    const logged503 = () => {
      const lines = server.output().split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>)
      const early = lines.filter((l) => l.message === "requests refused at capacity").reduce((n, l) => n + Number(l.refused), 0)
      return { early, handler: lines.filter((l) => l.message === "request" && l.status === 503).length }
    }
    const until = performance.now() + 3_000 // the summary is written once a second
    const total = () => logged503().early + logged503().handler
    while (total() !== answered503 && performance.now() < until) await sleep(100)
    expect(total()).toBe(answered503)
    // Nearly all refused at the door (0 of 7,000-8,500 in the runs of 2026-11-26): the handler's own
    // 503 costs the whole platform, and 5,000-7,000 of them a run are what made the refusals slow before.
    expect(logged503().handler).toBeLessThan(answered503 / 10)
  }, 120_000)
})
