// What a large rubric's compilation costs everyone else (issue 4 "Scale", docs/performance.md):
//
//   npm run bench:stall        (needs PostgreSQL on 127.0.0.1:5432 and the datasets)
//
// `assay serve` with the embedded scorer; four clients (BENCH_CLIENTS) call POST /v1/evaluate on a small
// evaluation back to back, while another creates an evaluation with one classification detector
// of 150 categories and 1,500 labelled examples (CLINC150's dev split, 10 per category: the
// intent router of decisions §6, whose create must answer in under 3 s). Prints the
// small calls' latency before and during the creation, and how long the creation took.
// Loopback only; stops by itself.
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import {
  cpuMeter, createEvaluation, dropDatabase, evaluateBody, fmt, freshDatabase, intentEvaluation, machine, root, setupOrg, sleep, startService
} from "./bench/lib.js"

const datasets = resolve(process.env["ASSAY_DATASETS"] ?? join(root, "..", "shared", "datasets"))
const set = JSON.parse(readFileSync(join(datasets, "ext", "clinc150_dev.json"), "utf8")) as {
  categories: ReadonlyArray<string>
  train: Record<string, ReadonlyArray<string>>
}
const large = {
  name: "Large classifier",
  template: "custom",
  custom_detectors: [
    {
      name: "intent",
      type: "classification",
      categories: set.categories,
      examples: set.categories.flatMap((category) => (set.train[category] ?? []).slice(0, 10).map((text) => ({ text, category })))
    }
  ]
}

const percentile = (xs: ReadonlyArray<number>, q: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

const clientCount = Number(process.env.BENCH_CLIENTS ?? 4)
console.log(`machine: ${machine()}`)
console.log(`${clientCount} clients`)
const db = await freshDatabase()
const org = setupOrg({ DATABASE_URL: db })
const service = await startService({ DATABASE_URL: db })
let running = true
try {
  const small = await createEvaluation(service.baseUrl, org.api_key, intentEvaluation)
  const body = evaluateBody(small, 2048)
  const calls: Array<{ readonly start: number; readonly ms: number }> = []
  const client = async () => {
    while (running) {
      const start = performance.now()
      const res = await fetch(`${service.baseUrl}/v1/evaluate`, {
        method: "POST",
        headers: { authorization: `Bearer ${org.api_key}`, "content-type": "application/json" },
        body
      })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`evaluate: ${res.status}`)
      calls.push({ start, ms: performance.now() - start })
    }
  }
  // A failed call stops the run (see catch below) rather than the process.
  const clients = Array.from({ length: clientCount }, () => client().catch((error: unknown) => {
    running = false
    return error
  }))
  await sleep(3_000)
  const meter = await cpuMeter(service.child.pid!, db)
  const t0 = performance.now()
  await createEvaluation(service.baseUrl, org.api_key, large)
  const t1 = performance.now()
  const cpu = await meter.read()
  await sleep(1_000)
  running = false
  const failed = (await Promise.all(clients)).find((e) => e !== undefined)
  if (failed !== undefined) throw failed
  const before = calls.filter((c) => c.start > 1_000 && c.start < t0).map((c) => c.ms)
  const during = calls.filter((c) => c.start >= t0 && c.start < t1).map((c) => c.ms)
  const line = (label: string, xs: ReadonlyArray<number>) =>
    console.log(
      `${label.padEnd(28)} ${String(xs.length).padStart(5)} calls  p50 ${fmt(percentile(xs, 0.5), 1)} ms  p99 ${fmt(percentile(xs, 0.99), 1)} ms  max ${fmt(Math.max(...xs), 1)} ms`
    )
  console.log(`create with 150 categories, ${large.custom_detectors[0]!.examples.length} examples: ${fmt(t1 - t0, 0)} ms wall; the server's CPU meanwhile ${fmt(cpu.server * 1000, 0)} ms (live calls included)`)
  line("small evaluate, before", before)
  line("small evaluate, during", during)
} catch (error) {
  // A failed call says little by itself: the service's own output says why.
  await sleep(500)
  console.error(`service ${service.child.exitCode ?? service.child.signalCode ?? "running"}:`)
  console.error(service.output().split("\n").filter((l) => !l.includes('"message":"request"')).slice(-30).join("\n"))
  throw error
} finally {
  await service.stop()
  await dropDatabase(db)
}
