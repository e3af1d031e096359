// Replays against live traffic (issue 24, decisions §12):
//
//   npm run bench:replay        (needs PostgreSQL on 127.0.0.1:5432)
//
// `assay serve` with the embedded scorer on a fresh database holding 10,000 logged calls of a
// BANT evaluation (varied ~1 KB transcripts). Live clients call POST /v1/evaluate at a steady
// rate (BENCH_RATE per second, default 40) in BENCH_CYCLES cycles (default 4) of BENCH_ALONE_S
// seconds alone (default 6) then one 10,000-call replay beside them: alone and during alternate,
// so a shared host's drift weighs on both, and each p99 is read over ~900 calls rather than the
// ~400 that one stall of a few calls used to decide. Prints each replay's time, the live p50/p99
// without and with replays, and the CPU the replays took (their threads, and the main thread
// beyond the live calls'). Loopback only; bounded (the bench stops with an error when a replay
// is not done after BENCH_REPLAY_MAX_S, default 180 s); the database is dropped at the end.
//
// For profiling: BENCH_CALLS (default 10,000) logged calls; BENCH_PROFILE_DIR writes a
// `--cpu-prof` profile of the service's main thread and of each of its threads there.
import { readdirSync, readFileSync } from "node:fs"
import Pg from "pg"
import { bin } from "../test/support/process.js"
import { createEvaluation, dropDatabase, fmt, freshDatabase, machine, setupOrg, sleep, startFlags, startProcess, startService, transcript } from "./bench/lib.js"

const CALLS = Number(process.env.BENCH_CALLS ?? 10_000)
const profileDir = process.env.BENCH_PROFILE_DIR
const rate = Number(process.env.BENCH_RATE ?? 40)
const bant = { name: "Inbound leads", template: "lead_qualification", framework: "bant" }

const percentile = (xs: ReadonlyArray<number>, q: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

/**
 * CPU seconds so far of the service's main thread, of its threads at niceness 19 (the replays'),
 * and of its other threads (live scoring, V8, libuv): the cost of a replay whatever the load of
 * the machine, which decides only how soon that CPU is granted.
 */
const threadCpu = (pid: number) => {
  const cpu = { main: 0, replay: 0, other: 0 }
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100
      if (Number(tid) === pid) cpu.main += seconds
      else if (Number(fields[16]) === 19) cpu.replay += seconds
      else cpu.other += seconds
    } catch {
      // the thread ended meanwhile
    }
  }
  return cpu
}
const maxSeconds = Number(process.env.BENCH_REPLAY_MAX_S ?? 180)
const cycles = Number(process.env.BENCH_CYCLES ?? 4)
const aloneSeconds = Number(process.env.BENCH_ALONE_S ?? 6)

console.log(`machine: ${machine()}`)
const db = await freshDatabase()
const org = setupOrg({ DATABASE_URL: db })
const service =
  profileDir === undefined
    ? await startService({ DATABASE_URL: db })
    : await startProcess([...startFlags, "--cpu-prof", `--cpu-prof-dir=${profileDir}`, bin, "serve"], { ASSAY_SCORER: "local", ASSAY_MAX_IN_FLIGHT: "10000", DATABASE_URL: db }, "/v1/evaluations")
const headers = { authorization: `Bearer ${org.api_key}`, "content-type": "application/json" }
try {
  const evaluationId = await createEvaluation(service.baseUrl, org.api_key, bant)
  const body = (i: number) =>
    JSON.stringify({ evaluation_id: evaluationId, input_type: "transcript", input: transcript(600 + (i % 7) * 100), options: { request_next_action: true } })
  const seed = await fetch(`${service.baseUrl}/v1/evaluate`, { method: "POST", headers, body: body(0) })
  const seedId = ((await seed.json()) as { id: string }).id

  // 10,000 logged calls with varied inputs: the seed's row, its transcript shifted by one line per copy.
  const client = new Pg.Client({ connectionString: db })
  await client.connect()
  await client.query(
    `INSERT INTO evaluation_logs (id, org_id, evaluation_id, evaluation_version, mode, input_type, input, status, result, scorer, latency_ms, created_at)
     SELECT gen_random_uuid(), org_id, evaluation_id, evaluation_version, mode, input_type,
            jsonb_build_array(jsonb_build_object('role', 'user', 'content', 'Call ' || g || ': ' || (input->0->>'content'))) || (input - 0),
            status, result, scorer, latency_ms, created_at - g * interval '1 second'
     FROM evaluation_logs, generate_series(1, ${CALLS - 1}) g WHERE id = $1`,
    [seedId]
  )
  // As autovacuum would soon after such a burst: without statistics of the 10,000 rows the planner
  // read every remaining row of the window for each page and sorted them (10–60 ms a page).
  await client.query("ANALYZE evaluation_logs")
  /** The database's clock: the live calls' own rows are told apart by when they were logged. */
  const dbNow = async () => ((await client.query("SELECT now()::text AS t")).rows[0] as { t: string }).t
  const refused = { count: 0 }
  /** Calls at `rate` per second until `until()` says stop; their latencies. */
  const live = async (until: () => boolean) => {
    const ms: Array<number> = []
    const at: Array<number> = []
    const pending: Array<Promise<void>> = []
    for (let i = 0; !until(); i++) {
      const start = performance.now()
      pending.push(
        fetch(`${service.baseUrl}/v1/evaluate`, { method: "POST", headers, body: body(i) }).then(async (res) => {
          await res.arrayBuffer()
          // An overloaded machine can hold a call past the slot deadline (503): counted, not fatal.
          if (res.status === 503) refused.count++
          else if (res.status !== 200) throw new Error(`evaluate: ${res.status}`)
          else {
            ms.push(performance.now() - start)
            at.push(start)
          }
        })
      )
      await sleep(1_000 / rate)
    }
    await Promise.all(pending)
    return Object.assign(ms, { at })
  }

  // Every replay re-scores the same 10,000 seeded rows: without a bound the live calls logged by
  // the cycles before (7 distinct inputs, scored once each by dedupe) would displace seeded ones.
  const seeded = ((await client.query("SELECT now() AS t")).rows[0] as { t: Date }).t.toISOString()
  const warm = Date.now() + 3_000
  await live(() => Date.now() > warm)

  interface Replay {
    status: string
    processed: number
    created_at: string
    finished_at: string | null
    diff: { calls: number } | null
  }
  /** One replay from its start to its end (or failure, or the bound), its state as last read. */
  const replayOnce = async (): Promise<Replay> => {
    const started = await fetch(`${service.baseUrl}/v1/evaluations/${evaluationId}/replays`, { method: "POST", headers, body: JSON.stringify({ limit: CALLS, to: seeded }) })
    const id = ((await started.json()) as { replay_id: string }).replay_id
    const bound = performance.now() + maxSeconds * 1000
    for (;;) {
      await sleep(250)
      const state = (await (await fetch(`${service.baseUrl}/v1/replays/${id}?limit=1`, { headers })).json()) as Replay
      if (state.status === "failed") throw new Error(`replay failed after ${state.processed} calls`)
      if (state.status === "done" || performance.now() > bound) return state
    }
  }

  // Alone and during alternate, BENCH_CYCLES times: the machine's own drift (a shared host) then
  // weighs on both sides alike, and each side's p99 is read over all its cycles' calls.
  const alone: Array<number> = []
  const during: Array<number> = []
  const windows = { alone: [] as Array<[string, string]>, during: [] as Array<[string, string]> }
  const cpu = { alone: { main: 0, seconds: 0 }, during: { main: 0, replay: 0, seconds: 0 } }
  const slowest: Array<{ ms: number; cycle: number; at: number }> = []
  const replaySeconds: Array<number> = []
  let replayed = 0
  for (let cycle = 0; cycle < cycles; cycle++) {
    const until = Date.now() + aloneSeconds * 1000
    let [c0, t0, from] = [threadCpu(service.child.pid!), performance.now(), await dbNow()]
    alone.push(...(await live(() => Date.now() > until)))
    let c1 = threadCpu(service.child.pid!)
    windows.alone.push([from, await dbNow()])
    cpu.alone.main += c1.main - c0.main
    cpu.alone.seconds += (performance.now() - t0) / 1000

    let done = false
    ;[c0, t0, from] = [c1, performance.now(), await dbNow()]
    const replay = replayOnce().finally(() => {
      done = true
    })
    const calls = await live(() => done)
    const r = await replay
    c1 = threadCpu(service.child.pid!)
    windows.during.push([from, await dbNow()])
    during.push(...calls)
    calls.forEach((ms, i) => slowest.push({ ms, cycle, at: (calls.at[i]! - t0) / 1000 }))
    cpu.during.main += c1.main - c0.main
    cpu.during.replay += c1.replay - c0.replay
    cpu.during.seconds += (performance.now() - t0) / 1000
    if (r.status !== "done" || r.finished_at === null) throw new Error(`replay NOT finished: ${r.processed} calls in ${maxSeconds} s`)
    replaySeconds.push((Date.parse(r.finished_at) - Date.parse(r.created_at)) / 1000)
    replayed += r.diff?.calls ?? CALLS
  }

  /** Server-side p99 of the live calls logged in the windows: their scoring, and the evaluate handler's whole time. */
  const serverSide = async (ws: ReadonlyArray<[string, string]>) => {
    const { rows } = await client.query(
      `SELECT percentile_disc(0.99) WITHIN GROUP (ORDER BY scoring_latency_ms) AS scoring, percentile_disc(0.99) WITHIN GROUP (ORDER BY latency_ms) AS handler
       FROM evaluation_logs l JOIN unnest($1::timestamptz[], $2::timestamptz[]) w(f, t) ON l.created_at >= w.f AND l.created_at < w.t
       WHERE l.mode = 'durable'`,
      [ws.map((w) => w[0]), ws.map((w) => w[1])]
    )
    return rows[0] as { scoring: number; handler: number }
  }
  const line = (label: string, xs: ReadonlyArray<number>) =>
    console.log(`${label.padEnd(30)} ${String(xs.length).padStart(5)} calls  p50 ${fmt(percentile(xs, 0.5), 1)} ms  p99 ${fmt(percentile(xs, 0.99), 1)} ms`)
  console.log(`replays of ${CALLS} calls, one per cycle: ${replaySeconds.map((s) => `${fmt(s, 1)} s`).join(", ")} (slowest ${fmt(CALLS / Math.max(...replaySeconds), 0)} calls/s)`)
  line(`live evaluate at ${rate}/s, alone`, alone)
  line(`live evaluate, during replays`, during)
  if (refused.count > 0) console.log(`live calls answered 503 (slot deadline, machine overloaded): ${refused.count}`)
  // When the slowest live calls started, from their replay's start: a stall at one moment or spread thin.
  const worst = slowest.sort((a, b) => b.ms - a.ms).slice(0, 8)
  console.log(`slowest live calls during the replays (ms @ cycle:s since its replay's start): ${worst.map((s) => `${fmt(s.ms, 0)}@${s.cycle}:${fmt(s.at, 2)}`).join(" ")}`)
  const [sAlone, sDuring] = [await serverSide(windows.alone), await serverSide(windows.during)]
  console.log(`server side p99, alone -> during: scoring ${sAlone.scoring} -> ${sDuring.scoring} ms, evaluate handler ${sAlone.handler} -> ${sDuring.handler} ms`)
  console.log(`p99 during / alone: ${fmt(percentile(during, 0.99) / percentile(alone, 0.99), 2)}`)
  // The main thread's CPU beyond what the live calls alone took at the same rate.
  const mainExtra = cpu.during.main - (cpu.alone.main / cpu.alone.seconds) * cpu.during.seconds
  console.log(
    `CPU of the replays: ${fmt(cpu.during.replay, 1)} s on its threads (${fmt((1000 * cpu.during.replay) / replayed, 2)} ms/call), ` +
      `main thread ~${fmt(mainExtra, 1)} s beyond the live calls' (${fmt((1000 * mainExtra) / replayed, 2)} ms/call)`
  )
  console.log(`load average at the end: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`)
  await client.end()
} finally {
  await service.stop()
  await dropDatabase(db)
}
