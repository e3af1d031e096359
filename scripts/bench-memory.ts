// Resident memory of `assay serve` (docs/performance.md, the embedded database's memory):
//
//   npm run bench:memory      (needs wrk; PostgreSQL on 127.0.0.1:5432 for the last row, skipped without it)
//
// Idle, 3 s after it answers: on a new embedded data directory (initdb), on the same directory
// again, and on PostgreSQL. Then the embedded database under evaluate load (a 2 KB transcript,
// 1 and 20 connections): throughput and peak memory. Loopback only; stops by itself.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  adminUrl, createEvaluation, dropDatabase, evaluateBody, freshDatabase, intentEvaluation, load, machine, memoryOf, requireWrk, row,
  setupOrg, sleep, startService
} from "./bench/lib.js"

requireWrk()
const seconds = Number(process.env.BENCH_SECONDS ?? 6)

const idle = async (label: string, env: Record<string, string>) => {
  const service = await startService(env)
  try {
    await sleep(3_000)
    const { rssMb, peakMb } = memoryOf(service.child.pid!)
    console.log(`${label.padEnd(44)} RSS ${rssMb.toFixed(0).padStart(4)} MB, peak ${peakMb.toFixed(0).padStart(4)} MB`)
  } finally {
    await service.stop()
  }
}

console.log(`machine: ${machine()}\n\nidle:`)
const dataDir = mkdtempSync(join(tmpdir(), "assay-memory-"))
try {
  await idle("embedded database, new data directory", { ASSAY_DATA_DIR: dataDir })
  await idle("embedded database, the same directory again", { ASSAY_DATA_DIR: dataDir })
  const db = await freshDatabase().catch(() => null)
  if (db === null) console.log("PostgreSQL                                   (not reachable: skipped)")
  else {
    try {
      await idle("PostgreSQL", { DATABASE_URL: db })
    } finally {
      await dropDatabase(db)
    }
  }

  console.log("\nembedded database under load:")
  const org = setupOrg({ ASSAY_DATA_DIR: dataDir })
  const service = await startService({ ASSAY_DATA_DIR: dataDir })
  try {
    const id = await createEvaluation(service.baseUrl, org.api_key, intentEvaluation)
    for (const connections of [1, 20]) {
      const r = await load({
        url: `${service.baseUrl}/v1/evaluate`, body: evaluateBody(id, 2048), token: org.api_key, connections, threads: 1, seconds,
        // PGlite runs inside the server process: no database backends to meter (a name that matches none).
        warmupSeconds: 2, pid: service.child.pid!, db: new URL("/assay_no_such_database", adminUrl).toString(), timeoutSeconds: 30
      })
      console.log(row(`c=${connections}`, r))
    }
  } finally {
    await service.stop()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
