import { cpSync } from "node:fs"
import { inject } from "vitest"
import { freshDataDir } from "./database.js"

/** A data directory for the embedded database, already initialised (a copy of the run's template). */
export const embeddedDataDir = (): string => {
  const dir = freshDataDir()
  cpSync(inject("pgliteTemplate"), dir, { recursive: true })
  return dir
}
