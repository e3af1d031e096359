import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { migrations } from "../../migrations/index.js"
import { AssayApi } from "../Api.js"
import { ServiceUnavailable } from "../http/errors.js"

/** Migration ids this build registers ("0004_limits" is id 4), as the Migrator records them. */
const expectedMigrations = Object.keys(migrations).map((key) => Number.parseInt(key, 10))

const notReady = (reason: string) => new ServiceUnavailable({ message: `Not ready: ${reason}.` })

export const HealthHttpLive = HttpApiBuilder.group(AssayApi, "health", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const applied = sql<{ migrationId: number }>`SELECT migration_id FROM effect_sql_migrations`.pipe(
      Effect.timeoutFail({ duration: "2 seconds", onTimeout: () => notReady("the database did not answer within 2 seconds") }),
      Effect.catchTag("SqlError", () => Effect.fail(notReady("the database is unreachable"))),
      // Probes come every few seconds; like their request spans, their SQL is not traced.
      Effect.withTracerEnabled(false)
    )
    return handlers
      .handle("alive", () => Effect.succeed({ status: "ok" as const }))
      .handle("ready", () =>
        Effect.gen(function* () {
          const done = new Set((yield* applied).map((row) => Number(row.migrationId)))
          const pending = expectedMigrations.filter((id) => !done.has(id))
          if (pending.length > 0) return yield* notReady(`migrations pending (${pending.join(", ")})`)
          return { status: "ready" as const, database: "ok" as const, migrations: "ok" as const }
        })
      )
  })
)
