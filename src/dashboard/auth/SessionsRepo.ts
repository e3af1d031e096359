import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { Plan } from "../../organizations/Repo.js"
import { Role } from "./roles.js"

/** Who is signed in, with their organization: every dashboard query is scoped by `orgId`. */
export const SessionRow = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  role: Role,
  orgId: Schema.String,
  orgName: Schema.String,
  plan: Plan,
  quotaOverride: Schema.NullOr(Schema.Number),
  rateOverride: Schema.NullOr(Schema.Number),
  csrfSecret: Schema.String,
  stale: Schema.Boolean
})
export type SessionRow = typeof SessionRow.Type

// Idle sessions end after 7 days, every session after 30; activity is recorded at most hourly.
const IDLE = "interval '7 days'"
const ABSOLUTE = "interval '30 days'"
const TOUCH_AFTER = "interval '1 hour'"

export class SessionsRepo extends Effect.Service<SessionsRepo>()("Assay/Dashboard/SessionsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const idle = sql.literal(IDLE)
    const absolute = sql.literal(ABSOLUTE)
    const touchAfter = sql.literal(TOUCH_AFTER)

    const create = (input: { id: string; userId: string; csrfSecret: string }) =>
      sql`INSERT INTO sessions (id, user_id, csrf_secret, expires_at)
          VALUES (${input.id}, ${input.userId}, ${input.csrfSecret}, now() + ${idle})`.pipe(Effect.asVoid, Effect.orDie)

    const find = SqlSchema.findOne({
      Request: Schema.String,
      Result: SessionRow,
      execute: (id) => sql`
        SELECT u.id AS user_id, u.email, u.name, u.role, o.id AS org_id, o.name AS org_name, o.plan, o.quota_override, o.rate_override,
               s.csrf_secret, s.last_seen_at < now() - ${touchAfter} AS stale
        FROM sessions s JOIN users u ON u.id = s.user_id JOIN organizations o ON o.id = u.org_id
        WHERE s.id = ${id} AND s.expires_at > now()`
    })

    const touch = (id: string) =>
      sql`UPDATE sessions SET last_seen_at = now(), expires_at = least(created_at + ${absolute}, now() + ${idle})
          WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const remove = (id: string) => sql`DELETE FROM sessions WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    /** Expired sessions of one user, swept when that user signs in again. */
    const sweep = (userId: string) =>
      sql`DELETE FROM sessions WHERE user_id = ${userId} AND expires_at <= now()`.pipe(Effect.asVoid, Effect.orDie)

    return { create, find: (id: string) => Effect.orDie(find(id)), touch, remove, sweep } as const
  })
}) {}
