import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Issue 25: a short log of rejected API calls (4xx/5xx), so a failing integration shows up in the
// dashboard. Only facts of the request line: no body, no header, no secret (the credential's
// 8-character display prefix at most). Kept 7 days by default and capped per organization.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE rejected_calls (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      credential_prefix text,
      method text NOT NULL,
      route text NOT NULL,
      status smallint NOT NULL,
      code text,
      request_id text NOT NULL
    )`
  yield* sql`CREATE INDEX rejected_calls_org ON rejected_calls (org_id, id DESC)`
  yield* sql`CREATE INDEX rejected_calls_age ON rejected_calls (created_at)`
})
