import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Issue 25, item 6 (people): roles, invitations by one-time link, password resets by one-time
// link. Every user who existed before roles is an owner (they could do everything until now);
// new rows must name their role, so the default goes once the existing rows have it. Links are
// stored as the SHA-256 of the token, like sessions and keys: a leaked table yields no usable link.
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'member'))`
  yield* sql`ALTER TABLE users ALTER COLUMN role DROP DEFAULT`
  yield* sql`ALTER TABLE users ADD COLUMN name text CHECK (char_length(name) <= 100)`
  yield* sql`
    CREATE TABLE invites (
      id uuid PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations (id),
      email text NOT NULL CHECK (email = lower(email)),
      role text NOT NULL CHECK (role IN ('owner', 'member')),
      digest text NOT NULL UNIQUE,
      invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      revoked_at timestamptz
    )`
  yield* sql`CREATE INDEX invites_org ON invites (org_id, created_at)`
  yield* sql`
    CREATE TABLE password_resets (
      digest text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`
  yield* sql`CREATE INDEX password_resets_user ON password_resets (user_id)`
})
