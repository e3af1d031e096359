import { Effect, Layer, Option } from "effect"
import { AppConfig } from "../config.js"
import { resetPasswordReply } from "../control/protocol.js"
import { askRunningServer } from "../control/socket.js"
import { PasswordResets } from "../dashboard/auth/PasswordResets.js"
import { digestToken, displayPrefix, generateToken } from "../domain/keys.js"
import { MigratedDatabase } from "../http/Server.js"
import { OrganizationsRepo, type Plan } from "../organizations/Repo.js"

export class CliError extends Error {}

const issueKey = (orgs: OrganizationsRepo, orgId: string) =>
  Effect.gen(function* () {
    const apiKey = generateToken("key")
    const keyId = yield* orgs.insertKey(orgId, digestToken(apiKey), displayPrefix(apiKey))
    return { keyId, apiKey }
  })

export const createOrganization = (input: { name: string; plan: Plan; quota: number | null; rate: number | null }) =>
  Effect.gen(function* () {
    const orgs = yield* OrganizationsRepo
    const orgId = yield* orgs.create({
      name: input.name,
      plan: input.plan,
      quotaOverride: input.quota,
      rateOverride: input.rate
    })
    const { apiKey } = yield* issueKey(orgs, orgId)
    return { org_id: orgId, api_key: apiKey }
  })

export const createKey = (orgId: string) =>
  Effect.gen(function* () {
    const orgs = yield* OrganizationsRepo
    if (!(yield* orgs.exists(orgId))) return yield* Effect.fail(new CliError(`No organization with id ${orgId}.`))
    const { keyId, apiKey } = yield* issueKey(orgs, orgId)
    return { key_id: keyId, api_key: apiKey }
  })

export const revokeKey = (keyId: string) =>
  Effect.gen(function* () {
    const orgs = yield* OrganizationsRepo
    if (!(yield* orgs.revokeKey(keyId))) return yield* Effect.fail(new CliError(`No active key with id ${keyId}.`))
    return { key_id: keyId, revoked: true }
  })

/**
 * A one-time password-reset link. On the embedded database a running server holds the data
 * directory, so the link is asked of it over its control socket; otherwise (no server running,
 * or PostgreSQL, which any number of processes share) the CLI writes it itself.
 */
export const resetPassword = (email: string) =>
  Effect.gen(function* () {
    const config = yield* AppConfig
    const viaServer = Option.isNone(config.databaseUrl)
      ? yield* Effect.tryPromise({
          try: () => askRunningServer(config.dataDir, { command: "reset-password", email }),
          catch: (e) => new CliError(`Cannot ask the running server for the link: ${e instanceof Error ? e.message : String(e)}`)
        })
      : null
    const reply =
      viaServer ?? (yield* resetPasswordReply(email).pipe(Effect.provide(PasswordResets.Default.pipe(Layer.provideMerge(MigratedDatabase)))))
    if (!reply.ok) return yield* Effect.fail(new CliError(reply.error))
    return { reset_link: reply.reset_link, expires_at: reply.expires_at }
  })
