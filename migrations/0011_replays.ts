import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Replays (decisions §12, issue 24): a version or an unsaved draft re-scoring an evaluation's
// logged calls. The diff is written once, when the replay is done; the changed calls are written
// page by page and shown only then. A replay still queued or running when a process starts was
// interrupted by a restart and is marked failed (src/replays/Runner.ts).
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE replays (
      id uuid PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations (id),
      evaluation_id uuid NOT NULL REFERENCES evaluations (id),
      version integer,
      draft jsonb,
      row_limit integer NOT NULL CHECK (row_limit BETWEEN 1 AND 10000),
      from_at timestamptz,
      to_at timestamptz,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
      total integer,
      processed integer NOT NULL DEFAULT 0,
      diff jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      CHECK ((version IS NULL) <> (draft IS NULL))
    )`
  yield* sql`CREATE INDEX replays_evaluation ON replays (evaluation_id, created_at DESC)`
  yield* sql`CREATE INDEX replays_unfinished ON replays (status) WHERE status IN ('queued', 'running')`
  yield* sql`
    CREATE TABLE replay_changes (
      replay_id uuid NOT NULL REFERENCES replays (id) ON DELETE CASCADE,
      seq integer NOT NULL,
      log_id uuid NOT NULL,
      log_created_at timestamptz NOT NULL,
      before jsonb NOT NULL,
      after jsonb NOT NULL,
      PRIMARY KEY (replay_id, seq)
    )`
})
