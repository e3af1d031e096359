import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { Role } from "../auth/roles.js"

export const MemberRow = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  role: Role,
  createdAt: Schema.DateFromSelf
})
export type MemberRow = typeof MemberRow.Type

/** What a change of someone's role or membership came to. */
export type MemberChange = "done" | "missing" | "last-owner"

class Refused {
  readonly _tag = "Refused"
  constructor(readonly reason: Exclude<MemberChange, "done">) {}
}

/** The people of one organization. An organization always keeps at least one owner. */
export class Members extends Effect.Service<Members>()("Assay/Dashboard/Members", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const listQuery = SqlSchema.findAll({
      Request: Schema.String,
      Result: MemberRow,
      execute: (orgId) => sql`
        SELECT id, email, name, role, created_at FROM users WHERE org_id = ${orgId}
        ORDER BY role = 'owner' DESC, created_at, email`
    })

    /**
     * Runs `change` on a person of the organization, unless it would leave the organization without
     * an owner. The organization's row is locked first, so two owners demoting each other at once
     * are checked one after the other and cannot both succeed.
     */
    const guarded = (orgId: string, userId: string, losesOwner: boolean, change: Effect.Effect<unknown, unknown>) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`SELECT id FROM organizations WHERE id = ${orgId} FOR UPDATE`
            const target = yield* sql<{ role: string }>`SELECT role FROM users WHERE id = ${userId} AND org_id = ${orgId}`
            if (target[0] === undefined) return yield* Effect.fail(new Refused("missing"))
            if (losesOwner && target[0].role === "owner") {
              const owners = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE org_id = ${orgId} AND role = 'owner'`
              if ((owners[0]?.n ?? 0) <= 1) return yield* Effect.fail(new Refused("last-owner"))
            }
            yield* change
          })
        )
        .pipe(
          Effect.as<MemberChange>("done"),
          Effect.catchIf((e): e is Refused => e instanceof Refused, (e) => Effect.succeed<MemberChange>(e.reason)),
          Effect.orDie
        )

    const setRole = (orgId: string, userId: string, role: Role) =>
      guarded(orgId, userId, role !== "owner", sql`UPDATE users SET role = ${role} WHERE id = ${userId} AND org_id = ${orgId}`).pipe(
        Effect.withSpan("Members.setRole", { attributes: { role } })
      )

    /** Removing someone deletes their account and ends their sessions (the table cascades). */
    const remove = (orgId: string, userId: string) =>
      guarded(orgId, userId, true, sql`DELETE FROM users WHERE id = ${userId} AND org_id = ${orgId}`).pipe(Effect.withSpan("Members.remove"))

    return { list: (orgId: string) => Effect.orDie(listQuery(orgId)), setRole, remove } as const
  })
}) {}
