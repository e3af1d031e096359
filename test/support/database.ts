import { randomUUID } from "node:crypto"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Pg from "pg"

export type Backend = "postgres" | "embedded"

/** Which database suites run: both by default; ASSAY_TEST_BACKENDS=postgres,embedded narrows it. */
export const backends: ReadonlyArray<Backend> = (process.env.ASSAY_TEST_BACKENDS ?? "postgres,embedded")
  .split(",")
  .map((s) => s.trim())
  .filter((s): s is Backend => s === "postgres" || s === "embedded")

/** The PostgreSQL server the suites create their databases on (CI passes a fresh one per run). */
export const adminUrl = process.env.ASSAY_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

/** A new, empty database per suite, so suites never see each other's rows. */
export const freshPostgresDatabase = async (): Promise<string> => {
  const name = `assay_t_${randomUUID().replaceAll("-", "").slice(0, 16)}`
  const client = new Pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export const freshDataDir = (): string => mkdtempSync(join(tmpdir(), "assay-embedded-"))

