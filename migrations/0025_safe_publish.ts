import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Safe publishing (issue 24 leftovers). A tried draft records the version it was based on, so
// publishing it over a newer version can warn; a version records the tried draft it came from,
// and a unique constraint makes publishing one tried draft twice (a double click, a retried post,
// two at once) make one version on both databases, where a check-then-insert would race.
// Drafts tried before this migration get the version that was the latest when they were tried.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE replays ADD COLUMN base_version integer CHECK (base_version >= 1)`
  yield* sql`
    UPDATE replays r SET base_version = (
      SELECT max(v.version) FROM evaluation_versions v WHERE v.evaluation_id = r.evaluation_id AND v.created_at <= r.created_at
    ) WHERE r.draft IS NOT NULL`
  yield* sql`ALTER TABLE evaluation_versions ADD COLUMN replay_id uuid CONSTRAINT evaluation_versions_replay_once UNIQUE`
})
