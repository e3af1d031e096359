import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Versions of an evaluation (decisions §12, issue 24). `evaluations` keeps the identity and a copy
// of the latest version (so every reader of the latest stays one row read); `evaluation_versions`
// keeps every version, immutable. Existing evaluations become version 1, existing log rows of an
// evaluation ran on version 1; ad-hoc rows have no evaluation and no version.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE evaluation_versions (
      evaluation_id uuid NOT NULL REFERENCES evaluations (id),
      version integer NOT NULL CHECK (version >= 1),
      org_id uuid NOT NULL REFERENCES organizations (id),
      name text NOT NULL,
      template text NOT NULL,
      definition jsonb NOT NULL,
      rubric jsonb NOT NULL,
      compiled_prompt json,
      assertions jsonb NOT NULL,
      published_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (evaluation_id, version)
    )`
  yield* sql`
    INSERT INTO evaluation_versions (evaluation_id, version, org_id, name, template, definition, rubric, compiled_prompt, assertions, created_at)
    SELECT id, 1, org_id, name, template, definition, rubric, compiled_prompt, assertions, created_at FROM evaluations`
  yield* sql`ALTER TABLE evaluations ADD COLUMN latest_version integer NOT NULL DEFAULT 1`
  // A pinned deployment runs its version forever; NULL follows the latest.
  yield* sql`ALTER TABLE deployments ADD COLUMN version integer CHECK (version >= 1)`
  // A constant default is metadata only (no table rewrite); every existing row reads 1. New rows
  // always say which version they ran, so the default goes again.
  yield* sql`ALTER TABLE evaluation_logs ADD COLUMN evaluation_version integer DEFAULT 1`
  yield* sql`ALTER TABLE evaluation_logs ALTER COLUMN evaluation_version DROP DEFAULT`
  yield* sql`UPDATE evaluation_logs SET evaluation_version = NULL WHERE evaluation_id IS NULL`
})
