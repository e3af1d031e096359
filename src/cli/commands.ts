import { Effect } from "effect"
import { digestToken, displayPrefix, generateToken } from "../domain/keys.js"
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
