import { Migrator } from "@effect/sql"
import { Effect, Schedule } from "effect"
import { migrations } from "../../migrations/index.js"

const run = Migrator.make({})({ loader: Migrator.fromRecord(migrations) })

/** Several instances may start at once: the one that loses the migration lock waits and re-checks. */
export const migrate = run.pipe(
  Effect.retry({
    while: (e) => e._tag === "MigrationError" && e.reason === "locked",
    schedule: Schedule.spaced("200 millis").pipe(Schedule.compose(Schedule.recurs(50)))
  }),
  Effect.withSpan("Database.migrate")
)
