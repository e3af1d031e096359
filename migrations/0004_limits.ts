import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // Token buckets shared by every instance. Unlogged: no WAL per request, and losing the
  // buckets in a crash only refills them, which is harmless.
  yield* sql`
    CREATE UNLOGGED TABLE rate_buckets (
      key text PRIMARY KEY,
      tokens double precision NOT NULL,
      allowed boolean NOT NULL,
      updated_at timestamptz NOT NULL
    )`
  // The clock of quota windows. One function so every instance reads the database's time, and
  // tests can move it across a month boundary by replacing the function.
  yield* sql`CREATE FUNCTION assay_now() RETURNS timestamptz LANGUAGE sql STABLE AS 'SELECT now()'`
})
