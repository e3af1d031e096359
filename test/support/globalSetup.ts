import { PGlite } from "@electric-sql/pglite"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { durableStartParams } from "../../src/db/Database.js"

declare module "vitest" {
  export interface ProvidedContext {
    /** An initialised, empty PGlite data directory that suites copy instead of running initdb. */
    readonly pgliteTemplate: string
  }
}

// initdb takes 2-5 s per embedded suite, a copy of an initialised directory ~0.3 s; the
// process tests that check a first start (test/process/cli.test.ts) still begin from nothing.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "assay-pglite-template-"))
  const db = await PGlite.create(dir, { startParams: durableStartParams })
  await db.close()
  project.provide("pgliteTemplate", dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
