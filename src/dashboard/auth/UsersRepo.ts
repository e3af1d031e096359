import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { randomUUID } from "node:crypto"

const Credential = Schema.Struct({ id: Schema.String, orgId: Schema.String, passwordHash: Schema.String })

export class UsersRepo extends Effect.Service<UsersRepo>()("Assay/Dashboard/UsersRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const byEmail = SqlSchema.findOne({
      Request: Schema.String,
      Result: Credential,
      execute: (email) => sql`SELECT id, org_id, password_hash FROM users WHERE email = ${email}`
    })

    /** Null when the email is taken (the unique index decides, so two sign-ups cannot both win). */
    const insert = (input: { orgId: string; email: string; passwordHash: string }) => {
      const id = randomUUID()
      return sql`INSERT INTO users ${sql.insert({ id, ...input })} ON CONFLICT (email) DO NOTHING RETURNING id`.pipe(
        Effect.map((rows) => (rows.length > 0 ? id : null)),
        Effect.orDie
      )
    }

    return {
      /** Email already lower-cased by the caller. */
      byEmail: (email: string) => Effect.orDie(byEmail(email)),
      insert
    } as const
  })
}) {}
