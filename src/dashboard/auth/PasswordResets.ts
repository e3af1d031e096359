import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { AppConfig } from "../../config.js"
import { hashPassword, normalizeEmail } from "./password.js"
import { isTokenShaped, linkDigest, randomToken } from "./tokens.js"
import { UsersRepo } from "./UsersRepo.js"

/** How long a reset link works: long enough to reach the person, short enough that a forgotten one dies. */
export const RESET_LINK_HOURS = 1

export interface IssuedReset {
  readonly link: string
  readonly expiresAt: Date
}

/**
 * Password resets by one-time link (`assay user reset-password`): stored as the SHA-256 of the
 * token, valid for an hour, used at most once; a newer link replaces an older one. Setting the
 * password through it ends every session of that user.
 */
export class PasswordResets extends Effect.Service<PasswordResets>()("Assay/Dashboard/PasswordResets", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const users = yield* UsersRepo
    const { publicUrl } = yield* AppConfig
    const ttl = sql.literal(`interval '${RESET_LINK_HOURS} hours'`)

    const pending = SqlSchema.findOne({
      Request: Schema.String,
      Result: Schema.Struct({ email: Schema.String }),
      execute: (digest) => sql`
        SELECT u.email FROM password_resets r JOIN users u ON u.id = r.user_id
        WHERE r.digest = ${digest} AND r.used_at IS NULL AND r.expires_at > now()`
    })

    const created = SqlSchema.single({
      Request: Schema.Struct({ digest: Schema.String, userId: Schema.String }),
      Result: Schema.Struct({ expiresAt: Schema.DateFromSelf }),
      execute: ({ digest, userId }) => sql`
        INSERT INTO password_resets (digest, user_id, expires_at) VALUES (${digest}, ${userId}, now() + ${ttl})
        RETURNING expires_at`
    })

    /** A new link for the account with this email; none when there is no such account. */
    const issue = (email: string) =>
      Effect.gen(function* () {
        const user = yield* users.byEmail(normalizeEmail(email))
        if (Option.isNone(user)) return Option.none<IssuedReset>()
        const token = randomToken()
        const row = yield* sql.withTransaction(
          Effect.zipRight(
            sql`DELETE FROM password_resets WHERE user_id = ${user.value.id}`,
            created({ digest: linkDigest(token), userId: user.value.id })
          )
        )
        return Option.some<IssuedReset>({ link: `${publicUrl}/dashboard/reset-password?token=${token}`, expiresAt: row.expiresAt })
      }).pipe(Effect.orDie, Effect.withSpan("PasswordResets.issue"))

    /** The email a live link is for; none for an unknown, used or expired one. */
    const check = (token: string) =>
      isTokenShaped(token)
        ? pending(linkDigest(token)).pipe(Effect.map(Option.map((r) => r.email)), Effect.orDie)
        : Effect.succeed(Option.none<string>())

    /** Uses the link (once) to set the password; the user's id, or none when the link no longer works. */
    const redeem = (token: string, password: string) =>
      Effect.gen(function* () {
        if (!isTokenShaped(token)) return Option.none<string>()
        const passwordHash = yield* hashPassword(password)
        return yield* sql.withTransaction(
          Effect.gen(function* () {
            const rows = yield* sql<{ userId: string }>`
              UPDATE password_resets SET used_at = now()
              WHERE digest = ${linkDigest(token)} AND used_at IS NULL AND expires_at > now() RETURNING user_id`
            const userId = rows[0]?.userId
            if (userId === undefined) return Option.none<string>()
            yield* users.setPassword(userId, passwordHash, null)
            return Option.some(userId)
          })
        )
      }).pipe(Effect.orDie, Effect.withSpan("PasswordResets.redeem"))

    return { issue, check, redeem } as const
  }),
  dependencies: [UsersRepo.Default]
}) {}
