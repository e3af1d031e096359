// The activity feed at 1,000,000 calls of one organization (issue 25; docs/dashboard.md):
//
//   node --import tsx scripts/bench-dashboard.ts      (PostgreSQL on 127.0.0.1:5432; BENCH_ROWS to change the count)
//
// BENCH_PAGES=0 times the export only; BENCH_SERVER_FLAGS adds node flags to the server (e.g.
// "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the export).
//
// Seeds the rows straight into a fresh database, starts `assay serve` on it, signs up through the
// dashboard like a person, then times the feed pages (first page, searches, filters, the next
// page) over HTTP, median of 5, and one full CSV and one JSON Lines export, with the CPU seconds
// they cost and the server's memory before and at its peak. Loopback only; drops its database and stops its server by itself.
import Pg from "pg"
import { bin } from "../test/support/process.js"
import { cpuMeter, dropDatabase, freshDatabase, machine, memoryOf, startFlags, startProcess } from "./bench/lib.js"

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const PAGES = process.env.BENCH_PAGES !== "0"
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? "").split(/\s+/).filter((f) => f !== "")
const WORDS = ["pricing", "refund", "invoice", "demo", "upgrade", "cancel", "seats", "contract", "trial", "discount"]

const timed = async <T>(run: () => Promise<T>): Promise<[number, T]> => {
  const t0 = performance.now()
  const value = await run()
  return [performance.now() - t0, value]
}

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const db = await freshDatabase()
const service = await startProcess([...startFlags, ...SERVER_FLAGS, bin, "serve"], { ASSAY_SCORER: "local", ASSAY_MAX_IN_FLIGHT: "10000", DATABASE_URL: db, ASSAY_SIGNUP: "open" }, "/v1/evaluations")
try {
  console.log(`machine: ${machine()}\nrows: ${ROWS.toLocaleString("en-US")} evaluate calls of one organization\n`)
  // Sign up through the dashboard: its cookie is what a person's browser holds.
  const jar = new Map<string, string>()
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ")
  const get = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${service.baseUrl}${path}`, { redirect: "manual", ...init, headers: { cookie: cookie(), ...(init.headers ?? {}) } })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";")
      jar.set(pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1))
    }
    return res
  }
  const form = await (await get("/dashboard/sign-up")).text()
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form)![1]!
  const body = new URLSearchParams({ _csrf: csrf, setup: "", org_name: "Bench", email: "bench@bench.test", password: "a long enough password" })
  const signedUp = await get("/dashboard/sign-up", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://localhost:${new URL(service.baseUrl).port}` } })
  if (signedUp.status !== 303) throw new Error(`sign-up answered ${signedUp.status}`)

  const client = new Pg.Client({ connectionString: db })
  await client.connect()
  const orgId = (await client.query("SELECT org_id FROM users")).rows[0].org_id as string
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(",")}]`
  const [seedMs] = await timed(() =>
    client.query(
      `INSERT INTO evaluation_logs (id, org_id, mode, input_type, input, status, result, scorer, latency_ms, created_at)
       SELECT gen_random_uuid(), $1, 'adhoc', 'email',
              jsonb_build_array(jsonb_build_object('role', 'user', 'content',
                'Hello, a question about ' || (${words})[1 + i % 10] || ' and ' || (${words})[1 + (i / 10) % 10] ||
                CASE WHEN i % 100000 = 7 THEN ' for our quokka sanctuary' ELSE '' END || ', order ' || i || '. Thanks, please answer soon.')),
              (ARRAY['QUALIFIED','PARTIAL','FAILED','ESCALATE'])[1 + i % 4],
              jsonb_build_object('status', (ARRAY['QUALIFIED','PARTIAL','FAILED','ESCALATE'])[1 + i % 4], 'next_action', 'GATHER_INFO'),
              'local', 20 + i % 50, now() - (i * interval '2 seconds')
       FROM generate_series(1, $2::int) AS i`,
      [orgId, ROWS]
    )
  )
  await client.query("ANALYZE evaluation_logs")
  const id = (await client.query("SELECT id FROM evaluation_logs ORDER BY created_at LIMIT 1 OFFSET 12345")).rows[0].id as string
  await client.end()
  console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s (indexes, the search index included, maintained during the insert)\n`)

  const page = async (path: string) => {
    const res = await get(path)
    const text = await res.text()
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
    return { rows: (text.match(/<tr data-mode=/g) ?? []).length, next: /<a href="([^"]+)" rel="next">/.exec(text)?.[1]?.replaceAll("&amp;", "&") ?? null }
  }
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["first page, no filter", "/dashboard/activity"],
    ["status filter", "/dashboard/activity?status=ESCALATE"],
    ["search, a word in 20% of rows (refund)", "/dashboard/activity?q=refund"],
    ["search, two words, 2% (refund invoice)", "/dashboard/activity?q=refund+invoice"],
    ["search, a word in 10 rows (quokka)", "/dashboard/activity?q=quokka"],
    ["search, a word in every row (please)", "/dashboard/activity?q=please"],
    ["search, no match (zeppelin)", "/dashboard/activity?q=zeppelin"],
    ["search + status + day range (refund)", `/dashboard/activity?q=refund&status=FAILED&from=${new Date(Date.now() - 5 * 86400_000).toISOString().slice(0, 10)}`],
    ["search by log id", `/dashboard/activity?q=${id}`]
  ]
  if (PAGES) console.log("page (HTTP, server-rendered)                    median of 5   rows")
  for (const [label, path] of PAGES ? cases : []) {
    const runs: Array<number> = []
    let rows = 0
    for (let i = 0; i < 5; i++) {
      const [ms, p] = await timed(() => page(path))
      runs.push(ms)
      rows = p.rows
    }
    console.log(`${label.padEnd(48)} ${median(runs).toFixed(1).padStart(8)} ms   ${String(rows).padStart(4)}`)
  }
  if (PAGES) {
    const first = await page("/dashboard/activity?q=refund")
    const runs: Array<number> = []
    for (let i = 0; i < 5; i++) runs.push((await timed(() => page(first.next!)))[0])
    console.log(`${"the next page of a search (keyset cursor)".padEnd(48)} ${median(runs).toFixed(1).padStart(8)} ms`)
  }

  // Wall time moves with the machine's load; the CPU seconds of the server and of its database
  // backends say what an export costs.
  for (const format of ["csv", "jsonl"] as const) {
    const before = memoryOf(service.child.pid!)
    const meter = await cpuMeter(service.child.pid!, db)
    const [exportMs, bytes] = await timed(async () => {
      const res = await get(`/dashboard/activity.${format}`)
      let total = 0
      for await (const chunk of res.body!) total += (chunk as Uint8Array).byteLength
      return total
    })
    const cpu = await meter.read()
    const after = memoryOf(service.child.pid!)
    console.log(
      `\n${format === "csv" ? "CSV" : "JSON Lines"} export of all ${ROWS.toLocaleString("en-US")} rows: ${(exportMs / 1000).toFixed(1)} s, ${(bytes / 2 ** 20).toFixed(0)} MiB, ` +
        `${Math.round(ROWS / (exportMs / 1000)).toLocaleString("en-US")} rows/s; CPU: server ${cpu.server.toFixed(1)} s, database ${cpu.database.toFixed(1)} s; ` +
        `server RSS ${before.rssMb.toFixed(0)} MB before, peak ${after.peakMb.toFixed(0)} MB (was ${before.peakMb.toFixed(0)} MB)`
    )
  }
} finally {
  await service.stop()
  await dropDatabase(db)
}
