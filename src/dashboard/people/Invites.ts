import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig } from "../../config.js"
import { hashPassword } from "../auth/password.js"
import { Role } from "../auth/roles.js"
import { isTokenShaped, linkDigest, randomToken } from "../auth/tokens.js"
import { UsersRepo } from "../auth/UsersRepo.js"

/** How long an invitation link works: a week, time enough to reach someone on leave for a few days. */
export const INVITE_DAYS = 7

export const InviteRow = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  role: Role,
  createdAt: Schema.DateFromSelf,
  expiresAt: Schema.DateFromSelf,
  expired: Schema.Boolean
})
export type InviteRow = typeof InviteRow.Type

const Pending = Schema.Struct({ orgName: Schema.String, email: Schema.String, role: Role })
export type PendingInvite = typeof Pending.Type

export type InviteResult = { readonly _tag: "Created"; readonly link: string } | { readonly _tag: "HasAccount" }
export type JoinResult = { readonly _tag: "Joined"; readonly userId: string } | { readonly _tag: "Gone" } | { readonly _tag: "HasAccount" }

class HasAccount {
  readonly _tag = "HasAccount"
}

/**
 * Invitations into an organization by one-time link: stored as the SHA-256 of the token, valid
 * for a week, used at most once, revocable while pending. A newer invitation of the same email
 * replaces the older one. One email is one account of one organization (the users table).
 */
export class Invites extends Effect.Service<Invites>()("Assay/Dashboard/Invites", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const users = yield* UsersRepo
    const { publicUrl } = yield* AppConfig
    const ttl = sql.literal(`interval '${INVITE_DAYS} days'`)

    const pendingQuery = SqlSchema.findAll({
      Request: Schema.String,
      Result: InviteRow,
      execute: (orgId) => sql`
        SELECT id, email, role, created_at, expires_at, expires_at <= now() AS expired FROM invites
        WHERE org_id = ${orgId} AND accepted_at IS NULL AND revoked_at IS NULL
        ORDER BY created_at DESC LIMIT 200`
    })

    const byToken = SqlSchema.findOne({
      Request: Schema.String,
      Result: Pending,
      execute: (digest) => sql`
        SELECT o.name AS org_name, i.email, i.role FROM invites i JOIN organizations o ON o.id = i.org_id
        WHERE i.digest = ${digest} AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`
    })

    const create = (input: { orgId: string; email: string; role: Role; invitedBy: string }) =>
      Effect.gen(function* () {
        if (Option.isSome(yield* users.byEmail(input.email))) return { _tag: "HasAccount" } satisfies InviteResult
        const token = randomToken()
        yield* sql.withTransaction(
          Effect.zipRight(
            sql`UPDATE invites SET revoked_at = now()
                WHERE org_id = ${input.orgId} AND email = ${input.email} AND accepted_at IS NULL AND revoked_at IS NULL`,
            sql`INSERT INTO invites (id, org_id, email, role, digest, invited_by, expires_at)
                VALUES (${randomUUID()}, ${input.orgId}, ${input.email}, ${input.role}, ${linkDigest(token)}, ${input.invitedBy}, now() + ${ttl})`
          )
        )
        return { _tag: "Created", link: `${publicUrl}/dashboard/join?token=${token}` } satisfies InviteResult
      }).pipe(Effect.orDie, Effect.withSpan("Invites.create", { attributes: { role: input.role } }))

    const revoke = (orgId: string, id: string) =>
      sql`UPDATE invites SET revoked_at = now()
          WHERE id = ${id} AND org_id = ${orgId} AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** The invitation a live link stands for; none for an unknown, used, revoked or expired one. */
    const check = (token: string) =>
      isTokenShaped(token) ? Effect.orDie(byToken(linkDigest(token))) : Effect.succeed(Option.none<PendingInvite>())

    /** Uses the link (once): a new user of the inviting organization, with the invited role. */
    const join = (input: { token: string; name: string; password: string }) =>
      Effect.gen(function* () {
        if (!isTokenShaped(input.token)) return { _tag: "Gone" } satisfies JoinResult
        const passwordHash = yield* hashPassword(input.password)
        return yield* sql.withTransaction(
          Effect.gen(function* () {
            const rows = yield* sql<{ orgId: string; email: string; role: Role }>`
              UPDATE invites SET accepted_at = now()
              WHERE digest = ${linkDigest(input.token)} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
              RETURNING org_id, email, role`
            const invite = rows[0]
            if (invite === undefined) return { _tag: "Gone" } satisfies JoinResult
            const userId = yield* users.insert({ ...invite, passwordHash, name: input.name })
            // Rolls the acceptance back with it, so the link still works once the clash is sorted out.
            if (userId === null) return yield* Effect.fail(new HasAccount())
            return { _tag: "Joined", userId } satisfies JoinResult
          })
        )
      }).pipe(
        Effect.catchIf((e): e is HasAccount => e instanceof HasAccount, () => Effect.succeed<JoinResult>({ _tag: "HasAccount" })),
        Effect.orDie,
        Effect.withSpan("Invites.join")
      )

    return { pending: (orgId: string) => Effect.orDie(pendingQuery(orgId)), create, revoke, check, join } as const
  }),
  dependencies: [UsersRepo.Default]
}) {}
