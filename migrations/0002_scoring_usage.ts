import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Which scorer decided a call and what it cost (issue 5): shown in GET /v1/evaluate/{id}.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE evaluation_logs
      ADD COLUMN model text,
      ADD COLUMN tokens_in integer,
      ADD COLUMN tokens_out integer,
      ADD COLUMN scoring_latency_ms integer`
})
