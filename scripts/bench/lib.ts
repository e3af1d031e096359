// Shared pieces of the load benchmarks: processes, a fresh database, wrk runs, CPU and memory
// read from /proc. Everything binds to 127.0.0.1 and every run is bounded in time.
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { once } from "node:events"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { bin, startListening } from "../../test/support/process.js"
import { cpus, tmpdir, totalmem } from "node:os"
import { join, resolve } from "node:path"
import Pg from "pg"

export const root = resolve(import.meta.dirname, "..", "..")
const CLK_TCK = 100
export const adminUrl = process.env.ASSAY_BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const work = mkdtempSync(join(tmpdir(), "assay-bench-"))

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export const requireWrk = () => {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" })
  } catch (e) {
    // wrk prints its version and exits 1; only a missing binary throws ENOENT.
    if ((e as NodeJS.ErrnoException).code === "ENOENT") {
      console.error("wrk is not installed: apt-get install -y wrk")
      process.exit(2)
    }
  }
}

export const machine = () => {
  const model = cpus()[0]?.model ?? "unknown"
  const pgVersion = (() => {
    try {
      return execFileSync("psql", [adminUrl, "-Atc", "SHOW server_version"], { encoding: "utf8" }).trim()
    } catch {
      return "unknown"
    }
  })()
  return `${cpus().length} × ${model}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, PostgreSQL ${pgVersion}, wrk ${wrkVersion()}`
}

const wrkVersion = () => {
  try {
    return execFileSync("wrk", ["--version"], { encoding: "utf8" }).split(" ")[1] ?? "?"
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? "").split(" ")[1] ?? "?"
  }
}

/** Databases made and not yet dropped: dropped when the script exits, even on an error before its `finally`. */
const databases = new Set<string>()
const dropStatement = (name: string) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`

export const freshDatabase = async (): Promise<string> => {
  const name = `assay_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`
  const client = new Pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  databases.add(name)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export const dropDatabase = async (dbUrl: string) => {
  const name = new URL(dbUrl).pathname.slice(1)
  const client = new Pg.Client({ connectionString: adminUrl })
  await client.connect()
  // A failed drop is tried again at exit.
  const dropped = await client.query(dropStatement(name)).then(() => true, () => false)
  await client.end()
  if (dropped) databases.delete(name)
}


export interface Proc {
  readonly child: ChildProcess
  readonly baseUrl: string
  readonly output: () => string
  readonly stop: () => Promise<void>
}

/** Processes started and not yet stopped: killed when the script exits, even on an error before its `finally`. */
const running = new Set<ChildProcess>()
// Ctrl-C and kill end the script through its exit handler too.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(signal === "SIGINT" ? 130 : 143))
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL")
  // Synchronous, as an exit handler must be; FORCE ends the killed servers' sessions.
  for (const name of databases) {
    try {
      execFileSync("psql", [adminUrl, "-qc", dropStatement(name)], { stdio: "ignore", timeout: 10_000 })
    } catch {
      console.error(`could not drop the benchmark database ${name}`)
    }
  }
})

/** Starts a node process and waits until `probe` answers over HTTP. */
export const startProcess = async (
  args: ReadonlyArray<string>,
  env: Record<string, string>,
  probe = "/"
): Promise<Proc> => {
  const onSpawn = (child: ChildProcess) => {
    running.add(child)
    child.on("exit", () => running.delete(child))
  }
  const { child, baseUrl, output } = await startListening(args, env, { probe, cwd: root, onSpawn, outputLimit: 20_000 })
  return {
    child,
    baseUrl,
    output,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill("SIGTERM")
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000)
      await once(child, "exit")
      clearTimeout(killer)
    }
  }
}

export const runCli = (args: ReadonlyArray<string>, env: Record<string, string>): string =>
  execFileSync(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" })

export const lastJson = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!)

/**
 * Node's flags in `npm start` (package.json), so that the benchmarks run the server as shipped;
 * the baseline and the request-path server get the same, to compare like with like.
 */
export const startFlags: ReadonlyArray<string> = (() => {
  const start = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start as string
  const m = /^node((?:\s+--?[^\s"']+)*)\s+bin\/assay\.mjs\s+serve$/.exec(start.trim())
  if (m === null) throw new Error(`package.json's start script is not "node [flags] bin/assay.mjs serve": ${start}`)
  return m[1]!.trim().split(/\s+/).filter((w) => w !== "")
})()

/**
 * `assay serve` with the given environment. Load shedding (ASSAY_MAX_IN_FLIGHT, 64 by default)
 * is raised above every concurrency the benchmarks use: they measure capacity, not refusals.
 */
export const startService = (env: Record<string, string>) =>
  startProcess([...startFlags, bin, "serve"], { ASSAY_SCORER: "local", ASSAY_MAX_IN_FLIGHT: "10000", ...env }, "/v1/evaluations")

// ----- /proc -----

/** CPU seconds (user + system) used so far by the given pids. */
const cpuOf = (pids: ReadonlyArray<number>): number => {
  let ticks = 0
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / CLK_TCK
}

/** The PostgreSQL backends serving one database (other databases on this server are not counted). */
const backendsOf = async (dbUrl: string): Promise<Array<number>> => {
  const client = new Pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const res = await client.query("SELECT pid FROM pg_stat_activity WHERE datname = $1", [new URL(dbUrl).pathname.slice(1)])
    return res.rows.map((r) => r.pid as number)
  } finally {
    await client.end()
  }
}

/** Peak and current resident memory of a process, in MB. */
export const memoryOf = (pid: number): { peakMb: number; rssMb: number } => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { peakMb: kb("VmHWM") / 1024, rssMb: kb("VmRSS") / 1024 }
}

export interface CpuMeter {
  /** CPU seconds, since the meter started, of the server process and of its database's backends. */
  readonly read: () => Promise<{ server: number; database: number }>
}

export const cpuMeter = async (serverPid: number, dbUrl: string): Promise<CpuMeter> => {
  const server0 = cpuOf([serverPid])
  const before = new Map((await backendsOf(dbUrl)).map((pid) => [pid, cpuOf([pid])]))
  return {
    read: async () => {
      // Backends that started during the run count whole; those that ended during it are lost.
      const after = await backendsOf(dbUrl)
      const database = after.reduce((sum, pid) => sum + cpuOf([pid]) - (before.get(pid) ?? 0), 0)
      return { server: cpuOf([serverPid]) - server0, database }
    }
  }
}

// ----- wrk -----

export interface LoadResult {
  readonly requests: number
  readonly seconds: number
  readonly rps: number
  readonly p50: number
  readonly p90: number
  readonly p99: number
  readonly max: number
  /** Answers that were not 2xx, plus socket errors and timeouts. */
  readonly errors: number
  readonly non2xx: number
  readonly serverCpuMsPerReq: number
  readonly dbCpuMsPerReq: number
  readonly serverCpuPct: number
  readonly dbCpuPct: number
  readonly peakRssMb: number
}

const luaScript = (bodyFile: string, token: string, method: string, stagger?: { connections: number; threads: number; ms: number }) => `
wrk.method = "${method}"
if wrk.method == "POST" then
  local f = io.open("${bodyFile}", "rb")
  wrk.body = f:read("*a")
  f:close()
  wrk.headers["Content-Type"] = "application/json"
end
wrk.headers["Authorization"] = "Bearer ${token}"
${stagger === undefined ? "" : staggerLua(stagger)}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nRESULT {"requests":%d,"duration_us":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end
`

/**
 * wrk opens every connection at once, so with a model that answers after a fixed time the
 * requests travel in one wave forever. This spreads each connection's first request evenly over
 * `ms` (wrk calls `delay` before every request of a connection; only the first ones of each
 * thread are delayed), as independent callers would arrive.
 */
const staggerLua = (s: { connections: number; threads: number; ms: number }) => `
local counter = 0
setup = function(thread)
  thread:set("tid", counter)
  counter = counter + 1
end
local started = 0
delay = function()
  if started >= ${Math.ceil(s.connections / s.threads)} then return 0 end
  local slot = started * ${s.threads} + tid
  started = started + 1
  return math.floor(slot * ${s.ms} / ${s.connections})
end
`

export interface LoadOptions {
  readonly url: string
  readonly body: string
  readonly token: string
  readonly connections: number
  readonly seconds: number
  readonly warmupSeconds?: number
  readonly threads?: number
  /** Server process to meter (CPU, peak RSS). */
  readonly pid: number
  /** Its database: the CPU of that database's PostgreSQL backends is metered. */
  readonly db: string
  readonly timeoutSeconds?: number
  /** POST (default, with `body`) or GET. */
  readonly method?: "POST" | "GET"
  /** Spread the connections' first requests evenly over this many ms (default: all at once). */
  readonly staggerMs?: number | undefined
}

const wrk = (o: LoadOptions, seconds: number, script: string): Promise<string> =>
  new Promise((resolvePromise, reject) => {
    const threads = Math.min(o.threads ?? 2, o.connections)
    const child = spawn(
      "wrk",
      [`-t${threads}`, `-c${o.connections}`, `-d${seconds}s`, `--timeout`, `${o.timeoutSeconds ?? 10}s`, "-s", script, o.url],
      { stdio: ["ignore", "pipe", "pipe"] }
    )
    let out = ""
    child.stdout.on("data", (d) => (out += d))
    child.stderr.on("data", (d) => (out += d))
    const killer = setTimeout(() => child.kill("SIGKILL"), (seconds + 30) * 1000)
    child.on("exit", () => {
      clearTimeout(killer)
      out.includes("RESULT ") ? resolvePromise(out) : reject(new Error(`wrk failed: ${out}`))
    })
  })

/** A warm-up run, then a measured run of wrk at a fixed number of connections. */
export const load = async (o: LoadOptions): Promise<LoadResult> => {
  const bodyFile = join(work, `body-${randomUUID()}.json`)
  const script = join(work, `post-${randomUUID()}.lua`)
  writeFileSync(bodyFile, o.body)
  const threads = Math.min(o.threads ?? 2, o.connections)
  const stagger = o.staggerMs === undefined ? undefined : { connections: o.connections, threads, ms: o.staggerMs }
  writeFileSync(script, luaScript(bodyFile, o.token, o.method ?? "POST", stagger))
  if ((o.warmupSeconds ?? 2) > 0) await wrk(o, o.warmupSeconds ?? 2, script)
  const meter = await cpuMeter(o.pid, o.db)
  const out = await wrk(o, o.seconds, script)
  const cpu = await meter.read()
  const r = JSON.parse(out.slice(out.indexOf("RESULT ") + 7).split("\n")[0]!)
  const seconds = r.duration_us / 1e6
  const errors = r.connect + r.read + r.write + r.status + r.timeout
  return {
    requests: r.requests,
    seconds,
    rps: r.requests / seconds,
    p50: r.p50 / 1000,
    p90: r.p90 / 1000,
    p99: r.p99 / 1000,
    max: r.max / 1000,
    errors,
    non2xx: r.status,
    serverCpuMsPerReq: (cpu.server * 1000) / Math.max(1, r.requests),
    dbCpuMsPerReq: (cpu.database * 1000) / Math.max(1, r.requests),
    serverCpuPct: (cpu.server / seconds) * 100,
    dbCpuPct: (cpu.database / seconds) * 100,
    peakRssMb: memoryOf(o.pid).peakMb
  }
}

// ----- the request the benchmarks send -----

const lines = [
  "Hi, I run operations for a 40-person logistics company and we're evaluating tools for our support team.",
  "We looked at your pricing page; how much would the pro plan cost for 25 seats billed annually?",
  "Our budget for this is approved, around 20k for the year, and I'm the one signing off on it.",
  "We need to have something live before the end of next month because our current contract expires.",
  "The main pain is that tickets get lost between shifts and customers wait two days for an answer.",
  "Can someone walk us through an onboarding plan? We'd like to start a trial this week if possible."
]

/** A transcript of about `bytes` bytes of message content, alternating speakers. */
export const transcript = (bytes: number): Array<{ role: string; content: string }> => {
  const messages: Array<{ role: string; content: string }> = []
  let size = 0
  let i = 0
  while (size < bytes) {
    const role = i % 2 === 0 ? "user" : "assistant"
    let content = ""
    // Long transcripts keep messages under the 32,000-character limit of decisions §6.
    while (content.length < Math.min(bytes - size, 24_000) && content.length < 24_000) {
      content += (content === "" ? "" : " ") + lines[(i + content.length) % lines.length]
    }
    messages.push({ role, content })
    size += content.length
    i++
  }
  return messages
}

export const evaluateBody = (evaluationId: string, bytes: number) =>
  JSON.stringify({ evaluation_id: evaluationId, input_type: "transcript", input: transcript(bytes) })

/** The tests' own intent evaluation: the benchmarks measure what the suites check. */
export { intentEvaluation } from "../../test/support/fixtures.js"

/** An organization (enterprise: no 402; a rate high enough never to answer 429) and its key. */
export const setupOrg = (env: Record<string, string>) => {
  runCli(["migrate"], env)
  return lastJson(runCli(["org", "create", "--name", "Bench", "--plan", "enterprise", "--rate", "1000000", "--json"], env)) as {
    org_id: string
    api_key: string
  }
}

export const createEvaluation = async (baseUrl: string, token: string, definition: object): Promise<string> => {
  // A service still starting answers 503 with Retry-After: wait for it, as a client would.
  for (let i = 0; i < 50; i++) {
    const probe = await fetch(`${baseUrl}/v1/evaluations`, { headers: { authorization: `Bearer ${token}` } })
    await probe.arrayBuffer()
    if (probe.status !== 503) break
    await sleep(200)
  }
  const res = await fetch(`${baseUrl}/v1/evaluations`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(definition)
  })
  const body = (await res.json()) as { evaluation_id?: string }
  if (res.status !== 201 || body.evaluation_id === undefined) throw new Error(`create evaluation: ${res.status} ${JSON.stringify(body)}`)
  return body.evaluation_id
}

export const fmt = (x: number, digits = 1) => x.toFixed(digits)

export const row = (label: string, r: LoadResult) =>
  `${label.padEnd(34)} ${fmt(r.rps, 0).padStart(7)} req/s  p50 ${fmt(r.p50, 2).padStart(7)} ms  p99 ${fmt(r.p99, 2).padStart(7)} ms  ` +
  `cpu/req server ${fmt(r.serverCpuMsPerReq, 3)} ms db ${fmt(r.dbCpuMsPerReq, 3)} ms  peak RSS ${fmt(r.peakRssMb, 0)} MB` +
  (r.errors > 0 ? `  ERRORS ${r.errors} (non-2xx ${r.non2xx})` : "")
