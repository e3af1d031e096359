// Replays against live traffic (issue 24, decisions §12):
//
//   npm run bench:replay        (needs PostgreSQL on 127.0.0.1:5432)
//
// `assay serve` with the embedded scorer on a fresh database holding 10,000 logged calls of a
// BANT evaluation (varied ~1 KB transcripts). Live clients call POST /v1/evaluate at a steady
// rate (BENCH_RATE per second, default 40) for 20 s alone (BENCH_ALONE_S: a p99 over ~800 calls
// rather than ~400, which one stall of a few calls used to decide), then again while 10,000-call
// replays run back to back for as long. Prints the replay's time, the live p50/p99 without and with it, and the CPU the replay
// took (its threads, and the main thread beyond the live calls'). Loopback only; bounded (the
// replay phase stops after BENCH_REPLAY_MAX_S, default 180 s); the database is dropped at the end.
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
  /** Server-side p99 of the live calls logged in a window: their scoring, and the evaluate handler's whole time. */
  const serverSide = async (from: string, to: string) => {
    const { rows } = await client.query(
      `SELECT percentile_disc(0.99) WITHIN GROUP (ORDER BY scoring_latency_ms) AS scoring, percentile_disc(0.99) WITHIN GROUP (ORDER BY latency_ms) AS handler
       FROM evaluation_logs WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz AND mode = 'durable'`,
      [from, to]
    )
    return rows[0] as { scoring: number; handler: number }
  }

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

  const warm = Date.now() + 3_000
  await live(() => Date.now() > warm)
  const aloneUntil = Date.now() + 1000 * Number(process.env.BENCH_ALONE_S ?? 20)
  const cpuAlone0 = threadCpu(service.child.pid!)
  const tAlone0 = performance.now()
  const aloneFrom = await dbNow()
  const alone = await live(() => Date.now() > aloneUntil)
  const aloneTo = await dbNow()
  const cpuAlone = threadCpu(service.child.pid!)
  const aloneSeconds = (performance.now() - tAlone0) / 1000

  interface Replay {
    status: string
    processed: number
    created_at: string
    finished_at: string | null
    diff: { calls: number } | null
  }
  // Replays run back to back until the live calls beside them have run as long as those alone
  // (at least one whole replay): a p99 over as many calls as the one it is compared with.
  const t0 = performance.now()
  const cpu0 = threadCpu(service.child.pid!)
  const replays: Array<{ id: string; at: number; state: Replay | null }> = []
  const startReplay = async () => {
    const started = await fetch(`${service.baseUrl}/v1/evaluations/${evaluationId}/replays`, { method: "POST", headers, body: JSON.stringify({ limit: CALLS }) })
    replays.push({ id: ((await started.json()) as { replay_id: string }).replay_id, at: (performance.now() - t0) / 1000, state: null })
  }
  await startReplay()
  let done = false
  const poll = (async () => {
    while (performance.now() - t0 < maxSeconds * 1000) {
      await sleep(250)
      const current = replays[replays.length - 1]!
      current.state = (await (await fetch(`${service.baseUrl}/v1/replays/${current.id}?limit=1`, { headers })).json()) as Replay
      if (current.state.status === "failed") break
      if (current.state.status === "done") {
        if (performance.now() - t0 >= aloneSeconds * 1000) break
        await startReplay()
      }
    }
    done = true
  })()
  const duringFrom = await dbNow()
  const during = await live(() => done)
  await poll
  const duringTo = await dbNow()
  const cpu1 = threadCpu(service.child.pid!)
  const duringSeconds = (performance.now() - t0) / 1000
  const r = replays[0]!.state
  if (r === null) throw new Error("the replay was never read")
  if (r.status === "failed") throw new Error(`replay failed after ${r.processed} calls`)
  const finished = r.status === "done" && r.finished_at !== null
  const seconds = finished ? (Date.parse(r.finished_at!) - Date.parse(r.created_at)) / 1000 : duringSeconds
  if (!finished) console.log(`replay NOT finished: ${r.processed} calls in ${fmt(seconds, 1)} s (${fmt(r.processed / seconds, 0)} calls/s)`)
  const line = (label: string, xs: ReadonlyArray<number>) =>
    console.log(`${label.padEnd(30)} ${String(xs.length).padStart(5)} calls  p50 ${fmt(percentile(xs, 0.5), 1)} ms  p99 ${fmt(percentile(xs, 0.99), 1)} ms`)
  console.log(`replay of ${r.diff?.calls ?? "?"} calls: ${fmt(seconds, 1)} s (${fmt(CALLS / seconds, 0)} calls/s)`)
  console.log(`replays run back to back beside the live calls: ${replays.length}, started at ${replays.map((x) => `${fmt(x.at, 1)} s`).join(", ")}`)
  line(`live evaluate at ${rate}/s, alone`, alone)
  line(`live evaluate, during replays`, during)
  if (refused.count > 0) console.log(`live calls answered 503 (slot deadline, machine overloaded): ${refused.count}`)
  // When the slowest live calls started, from the replay's start: a stall at one moment or spread thin.
  const slowest = during.map((ms, i) => ({ ms, at: (during.at[i]! - t0) / 1000 })).sort((a, b) => b.ms - a.ms).slice(0, 8)
  console.log(`slowest live calls during the replay (ms @ s since its start): ${slowest.map((s) => `${fmt(s.ms, 0)}@${fmt(s.at, 2)}`).join(" ")}`)
  const [sAlone, sDuring] = [await serverSide(aloneFrom, aloneTo), await serverSide(duringFrom, duringTo)]
  console.log(`server side p99, alone -> during: scoring ${sAlone.scoring} -> ${sDuring.scoring} ms, evaluate handler ${sAlone.handler} -> ${sDuring.handler} ms`)
  console.log(`p99 during / alone: ${fmt(percentile(during, 0.99) / percentile(alone, 0.99), 2)}`)
  // The main thread's CPU beyond what the live calls alone took at the same rate.
  const mainExtra = cpu1.main - cpu0.main - ((cpuAlone.main - cpuAlone0.main) / aloneSeconds) * duringSeconds
  const replayed = replays.reduce((n, x) => n + (x.state?.status === "done" ? CALLS : (x.state?.processed ?? 0)), 0)
  console.log(
    `CPU of the replays: ${fmt(cpu1.replay - cpu0.replay, 1)} s on its threads (${fmt((1000 * (cpu1.replay - cpu0.replay)) / replayed, 2)} ms/call), ` +
      `main thread ~${fmt(mainExtra, 1)} s beyond the live calls' (${fmt((1000 * mainExtra) / replayed, 2)} ms/call)`
  )
  console.log(`load average at the end: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`)
  await client.end()
} finally {
  await service.stop()
  await dropDatabase(db)
}
