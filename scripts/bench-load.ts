// Load benchmark of issue 9 (docs/performance.md):
//
//   npm run bench:load                    (needs wrk: apt-get install -y wrk; PostgreSQL on 127.0.0.1:5432)
//   BENCH_SECONDS=20 npm run bench:load   (longer runs)
//
// Starts `assay serve` (embedded scorer, PostgreSQL) on a fresh database and drives
// POST /v1/evaluate with a 2 KB transcript at fixed concurrencies; in the same run, the baseline
// of scripts/bench/baseline.ts (bare node:http, bearer check, per-tick batched multi-row INSERT,
// each answer after its commit). Prints req/s, p50/p99, CPU per request of the server and of
// PostgreSQL, peak RSS, and the ratio to the baseline. Loopback only; stops by itself.
import { join } from "node:path"
import { compileManifest } from "../src/domain/manifest.js"
import type { Criteria } from "../src/domain/criteria.js"
import { compileEmbedded } from "../src/scoring/embedded/engine/index.js"
import {
  createEvaluation, dropDatabase, evaluateBody, fmt, freshDatabase, intentEvaluation, load, type LoadResult, machine,
  requireWrk, root, row, setupOrg, startFlags, startProcess, startService, transcript
} from "./bench/lib.js"

requireWrk()
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const concurrencies = (process.env.BENCH_CONNECTIONS ?? "10,50,100").split(",").map(Number)
const TARGET_RATIO = 0.25
const TARGET_P99_MS = 40

console.log(`machine: ${machine()}`)
console.log(`runs: ${seconds} s each after a 2 s warm-up; wrk -t2; body: 2 KB transcript\n`)

// The embedded scorer alone, in this process: its share of each request's CPU.
const scorerMs = (() => {
  const scorer = compileEmbedded(compileManifest(intentEvaluation as unknown as Criteria))
  const input = transcript(2048)
  for (let i = 0; i < 50; i++) scorer.score(input)
  const started = performance.now()
  for (let i = 0; i < 200; i++) scorer.score(input)
  return (performance.now() - started) / 200
})()
console.log(`embedded scorer alone (intent_detect, 2 KB, in-process): ${fmt(scorerMs, 3)} ms per call\n`)

const results: Array<{ c: number; baseline: LoadResult; service: LoadResult; mainThread: LoadResult; path: LoadResult }> = []

const baselineDb = await freshDatabase()
const serviceDb = await freshDatabase()
const mainDb = await freshDatabase()
const pathDb = await freshDatabase()
const token = "esk_bench_baseline_token"
const baseline = await startProcess([...startFlags, "--import", "tsx", join(root, "scripts", "bench", "baseline.ts")], {
  DATABASE_URL: baselineDb,
  BENCH_TOKEN: token
})
const org = setupOrg({ DATABASE_URL: serviceDb })
const service = await startService({ DATABASE_URL: serviceDb })
// The same service scoring on its main thread (ASSAY_SCORER_THREADS=0) instead of on scoring
// threads (the default: one per core but one).
const mainOrg = setupOrg({ DATABASE_URL: mainDb })
const mainThread = await startService({ DATABASE_URL: mainDb, ASSAY_SCORER_THREADS: "0" })
// The same service with each answer of the embedded scorer replayed after its first computation
// (scripts/bench/serve.ts): the cost of the request path itself, auth to commit.
const pathOrg = setupOrg({ DATABASE_URL: pathDb })
const path = await startProcess([...startFlags, "--import", "tsx", join(root, "scripts", "bench", "serve.ts")], {
  DATABASE_URL: pathDb,
  BENCH_SCORER: "cached",
  ASSAY_MAX_IN_FLIGHT: "10000"
}, "/v1/evaluations")
try {
  const evaluationId = await createEvaluation(service.baseUrl, org.api_key, intentEvaluation)
  const body = evaluateBody(evaluationId, 2048)
  const mainBody = evaluateBody(await createEvaluation(mainThread.baseUrl, mainOrg.api_key, intentEvaluation), 2048)
  const pathBody = evaluateBody(await createEvaluation(path.baseUrl, pathOrg.api_key, intentEvaluation), 2048)
  console.log(`request body: ${Buffer.byteLength(body)} bytes\n`)
  for (const c of concurrencies) {
    // Interleaved, so both sides see the same neighbours on a shared machine.
    const b = await load({ url: `${baseline.baseUrl}/v1/evaluate`, body, token, connections: c, seconds, pid: baseline.child.pid!, db: baselineDb })
    const s = await load({ url: `${service.baseUrl}/v1/evaluate`, body, token: org.api_key, connections: c, seconds, pid: service.child.pid!, db: serviceDb })
    const m = await load({ url: `${mainThread.baseUrl}/v1/evaluate`, body: mainBody, token: mainOrg.api_key, connections: c, seconds, pid: mainThread.child.pid!, db: mainDb })
    const p = await load({ url: `${path.baseUrl}/v1/evaluate`, body: pathBody, token: pathOrg.api_key, connections: c, seconds, pid: path.child.pid!, db: pathDb })
    results.push({ c, baseline: b, service: s, mainThread: m, path: p })
    console.log(row(`baseline   c=${c}`, b))
    console.log(row(`assay      c=${c}`, s))
    console.log(row(`assay, THREADS=0 c=${c}`, m))
    console.log(row(`assay, scoring replayed c=${c}`, p))
    console.log(`${"".padEnd(34)} ratio ${fmt(s.rps / b.rps, 3)} of the baseline's req/s (on the main thread: ${fmt(m.rps / b.rps, 3)}; scoring replayed: ${fmt(p.rps / b.rps, 3)})\n`)
  }
} finally {
  await Promise.all([baseline.stop(), service.stop(), mainThread.stop(), path.stop()])
  await Promise.all([dropDatabase(baselineDb), dropDatabase(serviceDb), dropDatabase(mainDb), dropDatabase(pathDb)])
}

const at50 = results.find((r) => r.c === 50)
if (at50 !== undefined) {
  const ratio = at50.service.rps / at50.baseline.rps
  console.log("targets at 50 connections:")
  console.log(`  throughput ratio ${fmt(ratio, 3)} (target ≥ ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? "met" : "NOT met"}`)
  console.log(`  p99 ${fmt(at50.service.p99, 2)} ms (target ≤ ${TARGET_P99_MS} ms): ${at50.service.p99 <= TARGET_P99_MS ? "met" : "NOT met"}`)
  console.log(`  errors: ${at50.service.errors}`)
  const pathRatio = at50.path.rps / at50.baseline.rps
  console.log(`  with scoring replayed (request path only): ratio ${fmt(pathRatio, 3)}, p99 ${fmt(at50.path.p99, 2)} ms`)
}
