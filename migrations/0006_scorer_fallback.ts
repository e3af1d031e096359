import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Why a cascade call was answered by the embedded scorer after the model failed (decisions
// §11): model_unavailable, model_timeout or model_failed; NULL when no fallback happened.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE evaluation_logs ADD COLUMN scorer_fallback text`
})
