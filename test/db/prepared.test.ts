// Statements marked with `prepared(name)` (src/db/prepared.ts) are parsed and planned once per
// connection on a PostgreSQL server, and are plain statements on the embedded database.
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { AppConfig } from "../../src/config.js"
import { DatabaseLive } from "../../src/db/Database.js"
import { prepared, preparedName } from "../../src/db/prepared.js"
import { type Backend, backends, freshPostgresDatabase } from "../support/database.js"
import { embeddedDataDir } from "../support/embedded.js"

const database = async (backend: Backend) =>
  DatabaseLive.pipe(
    Layer.provide(
      AppConfig.layer(
        backend === "postgres"
          ? { databaseUrl: Option.some(Redacted.make(await freshPostgresDatabase())) }
          : { databaseUrl: Option.none(), dataDir: embeddedDataDir() }
      )
    )
  )

// One transaction keeps one connection, whose prepared statements pg_prepared_statements lists.
const twiceOnOneConnection = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const text = `${prepared("test_doubling")}SELECT $1::int * 2 AS doubled`
      const first = yield* sql.unsafe<{ doubled: number }>(text, [21])
      const second = yield* sql.unsafe<{ doubled: number }>(text, [50])
      const names = yield* sql<{ name: string }>`SELECT name FROM pg_prepared_statements ORDER BY name`
      return { results: [first[0]!.doubled, second[0]!.doubled], names: names.map((r) => r.name) }
    })
  )
})

describe("prepared statements", () => {
  it("reads the name from the marker at the start of a statement only", () => {
    expect(preparedName(`${prepared("credentials_lookup")}SELECT 1`)).toBe("credentials_lookup")
    expect(preparedName(`SELECT 1 -- ${prepared("credentials_lookup")}`)).toBeUndefined()
    expect(preparedName("SELECT 1")).toBeUndefined()
    expect(() => prepared("Bad name")).toThrow(/bad prepared statement name/)
  })

  it.runIf(backends.includes("postgres"))("are prepared once per connection on PostgreSQL and answer each call with its own values", async () => {
    const result = await Effect.runPromise(Effect.scoped(Effect.provide(twiceOnOneConnection, await database("postgres"))))
    expect(result).toEqual({ results: [42, 100], names: ["test_doubling"] })
  })

  it.runIf(backends.includes("postgres"))("send a name already prepared with another text unnamed instead of failing", async () => {
    const program = Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.withTransaction(
        Effect.gen(function* () {
          const one = yield* sql.unsafe<{ x: number }>(`${prepared("test_varying")}SELECT $1::int AS x`, [1])
          const two = yield* sql.unsafe<{ x: number }>(`${prepared("test_varying")}SELECT $1::int + 1 AS x`, [1])
          const names = yield* sql<{ name: string }>`SELECT name FROM pg_prepared_statements`
          return { results: [one[0]!.x, two[0]!.x], names: names.map((r) => r.name) }
        })
      )
    })
    const result = await Effect.runPromise(Effect.scoped(Effect.provide(program, await database("postgres"))))
    expect(result).toEqual({ results: [1, 2], names: ["test_varying"] })
  })

  // PostgreSQL refuses a prepared statement whose result type changed (0A000) on that connection
  // for good; the pool replaces the connection, so only the first call after the change fails.
  it.runIf(backends.includes("postgres"))("replace a connection whose prepared statement's result type a migration changed", async () => {
    const program = Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const read = sql.unsafe<{ v: unknown }>(`${prepared("test_result_type")}SELECT v FROM result_type_probe WHERE v = $1`, [7])
      yield* sql`CREATE TABLE result_type_probe (v int)`
      yield* sql`INSERT INTO result_type_probe VALUES (7)`
      yield* read
      yield* sql`ALTER TABLE result_type_probe ALTER COLUMN v TYPE bigint`
      // Calls one after the other reuse the pool's one idle connection: the one that prepared it.
      const after = []
      for (let i = 0; i < 3; i++) after.push(yield* Effect.either(read))
      return after.map((e) => (e._tag === "Right" ? `rows ${String(e.right[0]?.v)}` : `error ${(e.left.cause as { code?: string }).code}`))
    })
    const result = await Effect.runPromise(Effect.scoped(Effect.provide(program, await database("postgres"))))
    expect(result).toEqual(["error 0A000", "rows 7", "rows 7"])
  })

  it.runIf(backends.includes("embedded"))("run as plain statements on the embedded database", async () => {
    const result = await Effect.runPromise(Effect.scoped(Effect.provide(twiceOnOneConnection, await database("embedded"))))
    expect(result).toEqual({ results: [42, 100], names: [] })
  })
})
