// Model-mode benchmark of issue 9 (docs/performance.md):
//
//   npm run bench:model        (needs wrk and PostgreSQL on 127.0.0.1:5432)
//
// `assay serve` with ASSAY_SCORER=openai against scripts/bench/fakeModel.ts, a scripted
// OpenAI-compatible endpoint that answers every call after exactly 1 s. Drives POST /v1/evaluate
// with a 2 KB transcript at 100 and at 1,000 requests in flight and prints the latency the service
// adds to the model's (p50 / p99), its CPU per request and its memory.
// The model's latency is measured, not assumed: before each run through the service, the same
// number of callers in the same pattern send the service's own model request (recorded by the
// endpoint) to the endpoint directly. The endpoint's second is ~1,001-1,007 ms in practice here:
// its own HTTP handling, its timer, and waking idle processes on this VM (docs/performance.md).
// "Added" is the service's p50 minus the direct p50; the figure over a nominal 1,000 ms is
// printed too.
// Each figure is measured twice: with the callers' first requests spread over the model's second
// (independent callers), and with every caller starting at once (one synchronized wave that the
// fixed model latency keeps together: the worst case). One caller alone runs first: the floor that
// the figures at 100 and 1,000 in flight add their queueing to. Loopback only; stops by itself.
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  createEvaluation, dropDatabase, evaluateBody, fmt, freshDatabase, intentEvaluation, load, type LoadResult, machine,
  memoryOf, requireWrk, root, row, setupOrg, startProcess, startService, transcript
} from "./bench/lib.js"

requireWrk()
const LATENCY_MS = 1000
const seconds = Number(process.env.BENCH_SECONDS ?? 15)
const inFlight = (process.env.BENCH_IN_FLIGHT ?? "1,100,1000").split(",").map(Number)

console.log(`machine: ${machine()}`)
console.log(`model: scripted endpoint answering after ${LATENCY_MS} ms; runs: ${seconds} s each after a 3 s warm-up\n`)

const db = await freshDatabase()
const recordDir = mkdtempSync(join(tmpdir(), "assay-bench-model-"))
const recordFile = join(recordDir, "model-request.json")
const fake = await startProcess(["--import", "tsx", join(root, "scripts", "bench", "fakeModel.ts")], {
  FAKE_LATENCY_MS: String(LATENCY_MS),
  FAKE_RECORD_FILE: recordFile
})
const org = setupOrg({ DATABASE_URL: db })
const service = await startService({
  DATABASE_URL: db,
  ASSAY_SCORER: "openai",
  OPENAI_BASE_URL: `${fake.baseUrl}/v1`,
  OPENAI_API_KEY: "sk-bench",
  // The defaults (64 calls at once, 256 waiting) would refuse most of 1,000 in flight with 503.
  OPENAI_MAX_CONCURRENCY: "2000",
  OPENAI_MAX_WAITING: "2000"
})
const arrivals = [
  { name: "spread", staggerMs: LATENCY_MS },
  { name: "wave", staggerMs: undefined }
] as const
const results: Array<{ n: number; arrival: string; r: LoadResult; direct: LoadResult; rssMb: number }> = []
try {
  const evaluationId = await createEvaluation(service.baseUrl, org.api_key, intentEvaluation)
  const body = evaluateBody(evaluationId, 2048)
  const first = await fetch(`${service.baseUrl}/v1/evaluate`, {
    method: "POST",
    headers: { authorization: `Bearer ${org.api_key}`, "content-type": "application/json" },
    body
  })
  const answer = await first.text()
  if (first.status !== 200) throw new Error(`evaluate: ${first.status} ${answer}`)
  const modelRequest = readFileSync(recordFile, "utf8")
  // The endpoint keeps the first completion request it sees: it must be this evaluate call's.
  if (!modelRequest.includes(JSON.stringify(transcript(2048)[0]!.content.slice(0, 60)).slice(1, -1))) {
    throw new Error("the recorded model request is not the evaluate call's (did creating the evaluation call the model?)")
  }
  console.log(`the service's model request: ${Buffer.byteLength(modelRequest)} bytes, sent directly for each "model alone" line\n`)
  for (const n of inFlight) {
    // One caller has no wave to spread.
    for (const { name, staggerMs } of n === 1 ? arrivals.slice(0, 1) : arrivals) {
      const common = { connections: n, threads: 2, seconds, warmupSeconds: 3, db, timeoutSeconds: 30, staggerMs }
      const direct = await load({ ...common, url: `${fake.baseUrl}/v1/chat/completions`, body: modelRequest, token: "sk-bench", pid: fake.child.pid! })
      console.log(row(`model alone ${n}, ${name}`, direct))
      const r = await load({ ...common, url: `${service.baseUrl}/v1/evaluate`, body, token: org.api_key, pid: service.child.pid! })
      const { rssMb } = memoryOf(service.child.pid!)
      results.push({ n, arrival: name, r, direct, rssMb })
      console.log(row(`in flight ${n}, ${name}`, r))
      console.log(
        `${"".padEnd(34)} added latency p50 ${fmt(r.p50 - direct.p50, 2)} ms, p99 ${fmt(r.p99 - direct.p99, 2)} ms ` +
          `(over a nominal ${LATENCY_MS} ms: ${fmt(r.p50 - LATENCY_MS, 2)} / ${fmt(r.p99 - LATENCY_MS, 2)} ms); RSS now ${fmt(rssMb, 0)} MB\n`
      )
    }
  }
} finally {
  await service.stop()
  await fake.stop()
  await dropDatabase(db)
  rmSync(recordDir, { recursive: true, force: true })
}

console.log("targets:")
for (const { n, arrival, r, direct } of results.filter((x) => x.n === 100)) {
  const added = r.p50 - direct.p50
  console.log(
    `  added latency p50 at 100 in flight, ${arrival}: ${fmt(added, 2)} ms over the model alone (target ≤ 5 ms): ` +
      `${added <= 5 ? "met" : "NOT met"}; ${fmt(r.p50 - LATENCY_MS, 2)} ms over a nominal ${LATENCY_MS} ms`
  )
}
const at1000 = results.filter((x) => x.n === 1000)
if (at1000.length > 0) {
  // Peak RSS is the process's high-water mark, so the last run's figure covers both patterns.
  const peak = Math.max(...at1000.map((x) => x.r.peakRssMb))
  console.log(`  peak RSS at 1,000 in flight ${fmt(peak, 0)} MB (target ≤ 400 MB): ${peak <= 400 ? "met" : "NOT met"}`)
  console.log(`  errors at 1,000 in flight: ${at1000.map((x) => `${x.arrival} ${x.r.errors}`).join(", ")}`)
}
