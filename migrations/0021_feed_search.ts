import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Issue 25: search the activity feed by the words of a call's messages. Full-text search is in
// core PostgreSQL (15 and PGlite alike; pg_trgm would be an extension to load on both). The
// expression must stay identical to the one in src/dashboard/activity/FeedRepo.ts.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE INDEX evaluation_logs_search ON evaluation_logs
    USING gin (jsonb_to_tsvector('simple'::regconfig, jsonb_path_query_array(input, '$[*].content'), '["string"]'))`
})
