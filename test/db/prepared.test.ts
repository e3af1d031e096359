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

  it.runIf(backends.includes("embedded"))("run as plain statements on the embedded database", async () => {
    const result = await Effect.runPromise(Effect.scoped(Effect.provide(twiceOnOneConnection, await database("embedded"))))
    expect(result).toEqual({ results: [42, 100], names: [] })
  })
})
