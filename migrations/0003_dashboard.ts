import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The dashboard (issue 7): people who sign in, and their sessions. Sign-in throttling needs no
// table: it uses the rate limiter's buckets (in-process on the embedded database, shared
// `rate_buckets` on PostgreSQL), keyed by email + client address and by address alone.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations (id),
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX users_org ON users (org_id)`
  // id is the SHA-256 of the cookie value: a leaked table does not yield usable sessions.
  yield* sql`
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      csrf_secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`
  yield* sql`CREATE INDEX sessions_user ON sessions (user_id)`
  yield* sql`CREATE INDEX sessions_expires ON sessions (expires_at)`
  // The activity detail lists the outcomes logged against one call.
  yield* sql`CREATE INDEX outcomes_log ON outcomes (evaluation_log_id) WHERE evaluation_log_id IS NOT NULL`
  // A name a person gives a key in the dashboard ("Zapier production"); keys made by the CLI have none.
  yield* sql`ALTER TABLE api_keys ADD COLUMN label text`
})
