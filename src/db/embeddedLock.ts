import * as fs from "node:fs"
import * as path from "node:path"

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it.
 * A pid file guards the directory; a stale one (its process gone) is taken over.
 */
export class DataDirLocked extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Assay server?). ` +
        `Stop it first, or set DATABASE_URL to use PostgreSQL.`
    )
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM"
  }
}

export const acquireDataDirLock = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, "assay.pid")
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" })
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file)
        } catch {
          // already gone
        }
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e
      const holder = Number(fs.readFileSync(file, "utf8").trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLocked(dataDir, holder)
      }
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock the embedded database directory ${dataDir}`)
}
