import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { randomUUID } from "node:crypto"
import type { Role } from "./roles.js"

const Credential = Schema.Struct({ id: Schema.String, orgId: Schema.String, passwordHash: Schema.String })

export class UsersRepo extends Effect.Service<UsersRepo>()("Assay/Dashboard/UsersRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const byEmail = SqlSchema.findOne({
      Request: Schema.String,
      Result: Credential,
      execute: (email) => sql`SELECT id, org_id, password_hash FROM users WHERE email = ${email}`
    })

    const byId = SqlSchema.findOne({
      Request: Schema.String,
      Result: Credential,
      execute: (id) => sql`SELECT id, org_id, password_hash FROM users WHERE id = ${id}`
    })

    /** Null when the email is taken (the unique index decides, so two sign-ups cannot both win). */
    const insert = (input: { orgId: string; email: string; passwordHash: string; role: Role; name: string | null }) => {
      const id = randomUUID()
      return sql`INSERT INTO users ${sql.insert({ id, ...input })} ON CONFLICT (email) DO NOTHING RETURNING id`.pipe(
        Effect.map((rows) => (rows.length > 0 ? id : null)),
        Effect.orDie
      )
    }

    /** A new password ends every session of the user except `keep` (the one that changed it, if any). */
    const setPassword = (userId: string, passwordHash: string, keep: string | null) =>
      sql
        .withTransaction(
          Effect.zipRight(
            sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`,
            keep === null
              ? sql`DELETE FROM sessions WHERE user_id = ${userId}`
              : sql`DELETE FROM sessions WHERE user_id = ${userId} AND id <> ${keep}`
          )
        )
        .pipe(Effect.asVoid, Effect.orDie)

    return {
      /** Email already lower-cased by the caller. */
      byEmail: (email: string) => Effect.orDie(byEmail(email)),
      byId: (id: string) => Effect.orDie(byId(id)),
      insert,
      setPassword
    } as const
  })
}) {}
