import { PGlite } from "@electric-sql/pglite"
import { createPgConfig } from "@electric-sql/pglite/node-postgres"
import { SqlError } from "@effect/sql/SqlError"
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Option, String as Str } from "effect"
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import Pg from "pg"
import { AppConfig } from "../config.js"
import { acquireDataDirLock } from "./embeddedLock.js"
import { queryTimeoutMs, serverPool } from "./serverPool.js"

// Rows come back camelCased; JSON documents (results, rubrics) keep the caller's keys.
const naming = {
  transformQueryNames: Str.camelToSnake,
  transformResultNames: Str.snakeToCamel,
  transformJson: false
} as const

// PGlite starts PostgreSQL with `-F` (fsync off) and its Node filesystem has no fsync: a commit
// survives the process being killed, not the machine losing power. Without `-F` and with
// wal_sync_method=open_datasync, WAL segments are opened O_SYNC, so an acknowledged commit is on
// disk before the answer (docs/reliability.md; about 3 ms more per commit). shared_buffers: PGlite's
// 160 MB were ~100 MB of resident memory; with 32 MB the embedded server served as many calls
// (docs/performance.md, the embedded database's memory), the files staying in the OS page cache.
export const durableStartParams = [...PGlite.defaultStartParams.filter((p) => p !== "-F"), "-c", "wal_sync_method=open_datasync", "-c", "shared_buffers=32MB"]

/**
 * A new data directory is made by initdb inside PGlite's WebAssembly memory, which grows to
 * ~840 MB and is not given back: the server's first start kept ~900 MB resident for its whole
 * life, where the same directory opened again takes ~300 MB. So a new directory is made by a
 * short-lived child process, and only opened here (docs/performance.md, the embedded database's
 * memory).
 */
const initialise = (dataDir: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = `const { PGlite } = await import(process.argv[1]);
await (await PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) })).close()`
    const child = spawn(
      process.execPath,
      ["--input-type=module", "-e", script, import.meta.resolve("@electric-sql/pglite"), dataDir, JSON.stringify(durableStartParams)],
      { stdio: ["ignore", "ignore", "pipe"] }
    )
    let stderr = ""
    child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-2_000)))
    child.on("error", reject)
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`initdb of ${dataDir} failed: ${stderr.trim()}`))))
  })

const openEmbedded = async (dataDir: string): Promise<PGlite> => {
  if (!existsSync(join(dataDir, "PG_VERSION"))) await initialise(dataDir)
  return PGlite.create(dataDir, { startParams: durableStartParams })
}

const embeddedPool = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const release = acquireDataDirLock(dataDir)
        try {
          const pglite = await openEmbedded(dataDir)
          return { pool: new Pg.Pool(createPgConfig(pglite)), pglite, release }
        } catch (cause) {
          release()
          throw cause
        }
      },
      catch: (cause) =>
        new SqlError({ cause, message: cause instanceof Error ? cause.message : "Cannot open the embedded database" })
    }),
    ({ pool, pglite, release }) =>
      Effect.promise(async () => {
        await pool.end().catch(() => undefined)
        await pglite.close().catch(() => undefined)
        release()
      })
  ).pipe(Effect.map(({ pool }) => pool))

const SERVER_ATTRIBUTES = new Set(["server.address", "server.port"])

/**
 * @effect/sql-pg gives every database span `server.address` and `server.port`, inventing
 * `localhost:5432` when its pool names no host; the embedded database runs in this process and
 * has neither, so a trace would point an on-call engineer at a server that does not exist. The
 * attributes are one array shared by every statement and transaction of the client, reachable
 * through any statement (building one runs nothing): edited once, in place, they say
 * `assay.db.embedded` instead.
 */
const markEmbedded = (client: PgClient.PgClient) => {
  const shared = (client.unsafe("SELECT 1") as unknown as { spanAttributes?: unknown }).spanAttributes
  if (!Array.isArray(shared)) return
  const kept = shared.filter(([key]: readonly [string, unknown]) => !SERVER_ATTRIBUTES.has(key))
  shared.splice(0, shared.length, ...kept, ["assay.db.embedded", true])
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in ASSAY_DATA_DIR: one PgClient either way. */
export const DatabaseLive = Layer.unwrapEffect(
  Effect.map(Effect.all([AppConfig, queryTimeoutMs]), ([config, timeoutMs]) =>
    Option.match(config.databaseUrl, {
      onSome: (url) => PgClient.layerFromPool({ acquire: serverPool(url, timeoutMs), applicationName: "assay", ...naming }),
      onNone: () =>
        PgClient.layerFromPool({ acquire: embeddedPool(config.dataDir), applicationName: "assay", ...naming }).pipe(
          Layer.tap((context) => Effect.sync(() => markEmbedded(Context.get(context, PgClient.PgClient))))
        )
    })
  )
)
