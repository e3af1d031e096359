// Scaling curves of issue 9 (docs/performance.md): throughput and p99 of POST /v1/evaluate
// (embedded scorer, PostgreSQL) against input size, examples per detector and concurrency.
//
//   npm run bench:curves                  (needs wrk and PostgreSQL on 127.0.0.1:5432)
//   BENCH_SECONDS=10 npm run bench:curves
//
// Prints a table per curve and writes docs/perf/{input-size,examples,concurrency}.svg and
// docs/perf/curves.json. Loopback only; stops by itself.
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import {
  createEvaluation, dropDatabase, evaluateBody, freshDatabase, intentEvaluation, load, type LoadResult, machine,
  requireWrk, root, row, setupOrg, startService
} from "./bench/lib.js"
import { chart } from "./bench/svg.js"

requireWrk()
const seconds = Number(process.env.BENCH_SECONDS ?? 6)
const out = join(root, "docs", "perf")
mkdirSync(out, { recursive: true })

const items = ["order", "subscription", "invoice", "payment", "charge", "plan", "renewal", "device", "ticket", "booking"]
const asks = ["I want a refund for my", "Please refund my", "Can I get my money back for the", "I'd like a refund on the", "Refund the"]
const whys = ["it never arrived", "I was charged twice", "it stopped working", "I cancelled last week", "it was not as described"]
/** `n` distinct examples of one presence detector, each a plausible refund request. */
const examples = (n: number) =>
  Array.from({ length: n }, (_, i) => `${asks[i % asks.length]} ${items[(i >> 2) % items.length]} #${1000 + i} because ${whys[(i >> 1) % whys.length]}.`)

const customEvaluation = (n: number) => ({
  name: `Refunds, ${n} examples per detector`,
  template: "custom",
  custom_detectors: [
    { name: "refund_request", type: "presence", examples: examples(n) },
    { name: "cancellation", type: "presence", examples: examples(n).map((e) => e.replace(/refund|money back/i, "cancel")) }
  ]
})

console.log(`machine: ${machine()}`)
console.log(`runs: ${seconds} s each after a 2 s warm-up; wrk -t2\n`)

interface Point {
  readonly x: string
  readonly r: LoadResult
}
const curves: Record<string, Array<Point>> = { "input-size": [], examples: [], concurrency: [] }

const db = await freshDatabase()
const org = setupOrg({ DATABASE_URL: db })
const service = await startService({ DATABASE_URL: db })
const run = async (curve: string, x: string, evaluationId: string, bytes: number, connections: number) => {
  const r = await load({
    url: `${service.baseUrl}/v1/evaluate`, body: evaluateBody(evaluationId, bytes), token: org.api_key, connections, seconds,
    pid: service.child.pid!, db, timeoutSeconds: 30
  })
  curves[curve]!.push({ x, r })
  console.log(row(`${curve} ${x}`, r))
}
try {
  const intent = await createEvaluation(service.baseUrl, org.api_key, intentEvaluation)
  // 10 connections: at 50, a 100 KB call waits behind 49 others on one core for longer than a run.
  console.log("input size (intent_detect, 10 connections)")
  for (const kb of [1, 10, 100]) await run("input-size", `${kb} KB`, intent, kb * 1024, 10)
  console.log("\nexamples per detector (custom, 2 detectors, 2 KB input, 10 connections)")
  for (const n of [10, 100, 1000]) {
    const started = performance.now()
    const id = await createEvaluation(service.baseUrl, org.api_key, customEvaluation(n))
    console.log(`  created with ${n} examples per detector in ${(performance.now() - started).toFixed(0)} ms (create-time assertions included)`)
    await run("examples", String(n), id, 2048, 10)
  }
  console.log("\nconcurrency (intent_detect, 2 KB input)")
  for (const c of [1, 5, 10, 25, 50, 100, 200]) await run("concurrency", String(c), intent, 2048, c)
} finally {
  await service.stop()
  await dropDatabase(db)
}

const draw = (name: string, title: string, xTitle: string) => {
  const points = curves[name]!
  const xs = points.map((p) => p.x)
  writeFileSync(
    join(out, `${name}.svg`),
    chart(title, xs, xTitle, [
      { title: "Throughput", unit: "requests / s", series: [{ name: "req/s", values: points.map((p) => p.r.rps), color: "#1f77b4" }] },
      {
        title: "Latency",
        unit: "ms",
        series: [
          { name: "p99", values: points.map((p) => p.r.p99), color: "#d62728" },
          { name: "p50", values: points.map((p) => p.r.p50), color: "#2ca02c" }
        ]
      }
    ])
  )
}
draw("input-size", "POST /v1/evaluate against input size (10 connections)", "transcript size")
draw("examples", "POST /v1/evaluate against examples per detector (2 KB input, 10 connections)", "examples per detector")
draw("concurrency", "POST /v1/evaluate against concurrency (2 KB input)", "connections")
writeFileSync(
  join(out, "curves.json"),
  `${JSON.stringify({ machine: machine(), seconds, curves: Object.fromEntries(Object.entries(curves).map(([k, v]) => [k, v.map((p) => ({ x: p.x, ...p.r }))])) }, null, 2)}\n`
)
console.log(`\ncharts: ${["input-size", "examples", "concurrency"].map((n) => `docs/perf/${n}.svg`).join(", ")}`)
