import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { randomUUID } from "node:crypto"

export const Plan = Schema.Literal("free", "pro", "enterprise")
export type Plan = typeof Plan.Type

/** What the limits need to know about an organization. */
export class OrgLimits extends Schema.Class<OrgLimits>("OrgLimits")({
  orgId: Schema.String,
  plan: Plan,
  quotaOverride: Schema.NullOr(Schema.Number),
  rateOverride: Schema.NullOr(Schema.Number)
}) {}

const KeyRow = Schema.Struct({
  keyId: Schema.String,
  digest: Schema.String,
  orgId: Schema.String,
  plan: Plan,
  quotaOverride: Schema.NullOr(Schema.Number),
  rateOverride: Schema.NullOr(Schema.Number)
})

export class OrganizationsRepo extends Effect.Service<OrganizationsRepo>()("Assay/OrganizationsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const create = (input: { name: string; plan: Plan; quotaOverride: number | null; rateOverride: number | null }) => {
      const id = randomUUID()
      return sql`INSERT INTO organizations ${sql.insert({ id, ...input })}`.pipe(Effect.as(id), Effect.orDie)
    }

    const exists = (orgId: string) =>
      sql`SELECT 1 FROM organizations WHERE id = ${orgId}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const insertKey = (orgId: string, digest: string, prefix: string) => {
      const id = randomUUID()
      return sql`INSERT INTO api_keys ${sql.insert({ id, orgId, digest, prefix })}`.pipe(Effect.as(id), Effect.orDie)
    }

    const revokeKey = (keyId: string) =>
      sql`UPDATE api_keys SET revoked_at = now() WHERE id = ${keyId} AND revoked_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const findActiveKey = SqlSchema.findOne({
      Request: Schema.String,
      Result: KeyRow,
      execute: (digest) => sql`
        SELECT k.id AS key_id, k.digest, o.id AS org_id, o.plan, o.quota_override, o.rate_override
        FROM api_keys k JOIN organizations o ON o.id = k.org_id
        WHERE k.digest = ${digest} AND k.revoked_at IS NULL`
    })

    const touchKey = (keyId: string) =>
      sql`UPDATE api_keys SET last_used_at = now() WHERE id = ${keyId}`.pipe(Effect.asVoid, Effect.orDie)

    const limits = SqlSchema.findOne({
      Request: Schema.String,
      Result: OrgLimits,
      execute: (orgId) =>
        sql`SELECT id AS org_id, plan, quota_override, rate_override FROM organizations WHERE id = ${orgId}`
    })

    return {
      create,
      exists,
      insertKey,
      revokeKey,
      findActiveKey: (digest: string) => Effect.orDie(findActiveKey(digest)),
      touchKey,
      limits: (orgId: string) => Effect.orDie(limits(orgId))
    } as const
  })
}) {}
