import { SqlError } from "@effect/sql/SqlError"
import { Config, Effect, Redacted } from "effect"
import Pg from "pg"
import { preparedName } from "./prepared.js"

/**
 * ASSAY_DB_QUERY_TIMEOUT_MS: how long one statement may wait for PostgreSQL's answer. A stopped
 * server resets its connections and fails fast anyway; this bounds what a network partition
 * (packets dropped, nothing reset) would otherwise leave waiting forever (docs/reliability.md).
 * PostgreSQL cancels a statement 1 s earlier (statement_timeout). A migration that needs longer
 * is run with a larger value (`ASSAY_DB_QUERY_TIMEOUT_MS=600000 assay migrate`).
 */
export const queryTimeoutMs = Config.integer("ASSAY_DB_QUERY_TIMEOUT_MS").pipe(
  Config.validate({ message: "must be a whole number of milliseconds, at least 1000", validation: (n) => n >= 1_000 }),
  Config.withDefault(10_000)
)

type Callback = (error: Error | null, result: unknown) => void

interface ClientInternals {
  /** pg-pool drops a released client that is not queryable instead of keeping it idle. */
  _queryable: boolean
  connection: { stream: { destroy(): void }; parsedStatements: Record<string, string | undefined> }
}

/**
 * Errors after which the connection is replaced rather than reused: a statement that timed out
 * (see below), and a prepared statement the connection can no longer run: "cached plan must not
 * change result type" (0A000: a migration changed the type of a column it returns; PostgreSQL
 * refuses it on that connection for good) or "prepared statement does not exist" (26000: a
 * pooler in between lost it). A fresh connection prepares it again.
 */
const dropsConnection = (error: (Error & { code?: string }) | null) =>
  error !== null && (error.message === "Query read timeout" || error.code === "0A000" || error.code === "26000")

/**
 * pg answers a timed-out statement with an error but keeps the connection, whose unanswered
 * statement then blocks every later one until the network returns. Marked unqueryable (so the
 * release that follows removes it from the pool) and destroyed instead, it makes room for a fresh
 * connection: refused quickly while the partition lasts, working as soon as it ends.
 *
 * It also turns a statement marked by `prepared(name)` into pg's named form, which parses and
 * plans it once per connection (src/db/prepared.ts). A name already prepared with another text
 * (a marked statement whose text came to vary) is sent unnamed: pg would refuse it.
 */
class DroppingClient extends Pg.Client {
  override query(...args: Array<any>): any {
    const internals = this as unknown as ClientInternals
    if (typeof args[0] === "string" && Array.isArray(args[1])) {
      const name = preparedName(args[0])
      const parsed = name === undefined ? undefined : internals.connection.parsedStatements[name]
      if (name !== undefined && (parsed === undefined || parsed === args[0])) args = [{ name, text: args[0], values: args[1] }, ...args.slice(2)]
    }
    const callback = args.at(-1)
    if (typeof callback === "function") {
      args[args.length - 1] = ((error, result) => {
        if (dropsConnection(error)) {
          internals._queryable = false
          internals.connection.stream.destroy()
        }
        ;(callback as Callback)(error, result)
      }) satisfies Callback
    }
    return (super.query as (...a: Array<any>) => any)(...args)
  }
}

/** The PostgreSQL pool (DATABASE_URL): 20 connections, 5 s to connect, statements bounded in time. */
export const serverPool = (url: Redacted.Redacted, timeoutMs: number) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const pool = new Pg.Pool({
          connectionString: Redacted.value(url),
          Client: DroppingClient,
          max: 20,
          connectionTimeoutMillis: 5_000,
          query_timeout: timeoutMs,
          // The server gives up first: a statement merely slow is cancelled and rolled back there,
          // so its 503 means it did not happen. Only a partition leaves the outcome unknown.
          statement_timeout: Math.max(timeoutMs - 1_000, 500),
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
          application_name: "assay"
        })
        // Errors of idle connections (the server restarting) surface on the next checkout instead.
        pool.on("error", () => undefined)
        await pool.query("SELECT 1").catch(async (cause) => {
          await pool.end().catch(() => undefined)
          throw cause
        })
        return pool
      },
      catch: (cause) => new SqlError({ cause, message: "PgClient: Failed to connect" })
    }),
    (pool) => Effect.promise(() => pool.end()).pipe(Effect.interruptible, Effect.timeoutOption(1_000))
  )
