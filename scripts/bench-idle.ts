// Resident memory of an idle `assay serve` (docs/performance.md, the embedded database's memory):
//
//   npm run bench:idle        (PostgreSQL on 127.0.0.1:5432 for the last row; skipped without it)
//
// Three starts, each measured 3 s after it answers: on a new embedded data directory (initdb),
// on the same directory again, and on PostgreSQL. Loopback only; stops by itself.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { dropDatabase, freshDatabase, machine, memoryOf, sleep, startService } from "./bench/lib.js"

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

console.log(`machine: ${machine()}\n`)
const dataDir = mkdtempSync(join(tmpdir(), "assay-idle-"))
try {
  await idle("embedded database, new data directory", { ASSAY_DATA_DIR: dataDir })
  await idle("embedded database, the same directory again", { ASSAY_DATA_DIR: dataDir })
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
const db = await freshDatabase().catch(() => null)
if (db === null) console.log("PostgreSQL                                   (not reachable: skipped)")
else {
  try {
    await idle("PostgreSQL", { DATABASE_URL: db })
  } finally {
    await dropDatabase(db)
  }
}
