import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Issue 25: search the activity feed by the words of a call's messages, with full-text search,
// which is core PostgreSQL (15 and PGlite alike; pg_trgm would be an extension to load on both).
// A stored column rather than an expression index: ANALYZE keeps word statistics for a column,
// so the planner knows a rare word from a common one (a GIN bitmap scan for "quokka", the feed
// index in time order for "please"), and a row's check is a lookup, not a JSON walk. The
// 'simple' configuration lower-cases and keeps every word (no stemming, no stop words), in any
// language. Adding the column rewrites the table once.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE evaluation_logs ADD COLUMN search tsvector GENERATED ALWAYS AS
      (jsonb_to_tsvector('simple'::regconfig, jsonb_path_query_array(input, '$[*].content'), '["string"]')) STORED`
  yield* sql`CREATE INDEX evaluation_logs_search ON evaluation_logs USING gin (search)`
})
