import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Issue 25 item 7: an evaluation can be archived from the dashboard. Archiving hides it from the
// dashboard's lists and the playground; the API keeps answering and logging its calls, so nothing
// else reads these columns. NULL means active; who archived it is shown in the Archived view.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE evaluations ADD COLUMN archived_at timestamptz, ADD COLUMN archived_by text`
})
