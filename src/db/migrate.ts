import { Migrator } from "@effect/sql"
import { Effect, Schedule } from "effect"
import { migrations } from "../../migrations/index.js"

const run = Migrator.make({})({ loader: Migrator.fromRecord(migrations) })

// First starts on an empty database race on the migrator's CREATE TABLE IF NOT EXISTS, which
// PostgreSQL does not serialise: the losers fail with one of these codes and simply try again.
const setupRace = new Set(["23505", "42P07", "42710"])
const lostSetupRace = (e: { readonly _tag: string; readonly cause?: unknown }) =>
  e._tag === "SqlError" && setupRace.has(String((e.cause as { code?: unknown } | undefined)?.code))

/** Several instances may start at once: the one that loses the migration lock waits and re-checks. */
export const migrate = run.pipe(
  Effect.retry({
    while: (e) => (e._tag === "MigrationError" && e.reason === "locked") || lostSetupRace(e),
    schedule: Schedule.spaced("200 millis").pipe(Schedule.compose(Schedule.recurs(50)))
  }),
  Effect.withSpan("Database.migrate")
)
