import { mkdirSync, writeFileSync } from "node:fs"
import { cpus, totalmem } from "node:os"
import { join } from "node:path"

const dir = new URL("../../../test-results/reliability/", import.meta.url).pathname

/** Keeps the figures of the last run (test-results/ is not committed) and prints them on one line. */
export const report = (name: string, figures: Record<string, unknown>): void => {
  const entry = {
    test: name,
    date: new Date().toISOString(),
    machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    ...figures
  }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name.replace(/[^a-z0-9]+/gi, "-")}.json`), `${JSON.stringify(entry, null, 2)}\n`)
  console.log(`[reliability] ${JSON.stringify(entry)}`)
}
