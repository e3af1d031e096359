import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The model prompt compiled from an evaluation's rubric when it is created (issue 5), so the
// evaluate path reads it instead of rebuilding it in every process. Rows created before this
// migration keep NULL and are compiled on first use. `json`, not `jsonb`: jsonb reorders keys, and
// the order of the schema's properties is the order a structured-output model writes them in.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE evaluations ADD COLUMN compiled_prompt json`
})
