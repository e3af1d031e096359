// The few-shot routers (BANKING77, CLINC150) through the service itself: `assay serve` on a fresh
// PostgreSQL database (lib.ts), each set's router created over POST /v1/evaluations, then every
// test text posted to POST /v1/evaluate by a few clients at once. Prints accuracy (tune and check
// halves, as the in-process figures of fewShot.ts, which must agree: same scorer), the create's
// wall time and server CPU, and the evaluate calls' latency.
//
//   npm run bench:quality -- --only fewshot --http      (BENCH_CLIENTS: concurrent clients, 4)
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { cpuMeter, createEvaluation, dropDatabase, freshDatabase, setupOrg, startService } from "./lib.js"
import { routerBody } from "./fewShot.js"
import { type Half, halfOf } from "./quality/devSets.js"
import type { FewShot } from "./quality/fewShot.js"
import { percentile } from "./timing.js"


/** The category the service found for one text, or null when it found none. */
const classifyOver = async (baseUrl: string, token: string, evaluationId: string, text: string): Promise<string | null> => {
  const res = await fetch(`${baseUrl}/v1/evaluate`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ evaluation_id: evaluationId, input_type: "transcript", input: [{ role: "user", content: text }] })
  })
  const body = (await res.json()) as { extracted_fields?: Record<string, { found: boolean; value: string | null }> }
  if (res.status !== 200) throw new Error(`evaluate: ${res.status} ${JSON.stringify(body).slice(0, 300)}`)
  const intent = body.extracted_fields?.["intent"]
  return intent?.found === true ? intent.value : null
}

const share = (x: { readonly ok: number; readonly n: number }) => `${x.n === 0 ? "n/a" : (x.ok / x.n).toFixed(3)} (${x.ok}/${x.n})`

export const printFewShotHttp = async (datasets: string, clients = Number(process.env["BENCH_CLIENTS"] ?? 4)): Promise<void> => {
  const dir = join(datasets, "ext")
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort()
  console.log(`\n== few-shot routers over HTTP (assay serve, embedded scorer, ${clients} clients) ==`)
  const db = await freshDatabase()
  const env = { DATABASE_URL: db }
  const org = setupOrg(env)
  const service = await startService(env)
  try {
    for (const file of files) {
      const set = JSON.parse(readFileSync(join(dir, file), "utf8")) as FewShot
      const meter = await cpuMeter(service.child.pid!, db)
      const t0 = performance.now()
      const id = await createEvaluation(service.baseUrl, org.api_key, routerBody(set))
      const createMs = performance.now() - t0
      const cpu = await meter.read()
      const accuracy: Record<Half | "all", { ok: number; n: number }> = { all: { ok: 0, n: 0 }, tune: { ok: 0, n: 0 }, check: { ok: 0, n: 0 } }
      const latencies: Array<number> = []
      let next = 0
      const client = async () => {
        while (next < set.test.length) {
          const ex = set.test[next++]!
          const t1 = performance.now()
          const value = await classifyOver(service.baseUrl, org.api_key, id, ex.text)
          latencies.push(performance.now() - t1)
          for (const bucket of [accuracy.all, accuracy[halfOf(ex.text)]]) {
            bucket.n++
            if (value === ex.label) bucket.ok++
          }
        }
      }
      await Promise.all(Array.from({ length: clients }, client))
      console.log(
        `${file.padEnd(20)} accuracy ${share(accuracy.all)}; tune half ${share(accuracy.tune)}, check half ${share(accuracy.check)}; ` +
          `create ${createMs.toFixed(0)} ms (server CPU ${(cpu.server * 1000).toFixed(0)} ms); ` +
          `evaluate p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`
      )
    }
  } finally {
    await service.stop()
    await dropDatabase(db)
  }
}
