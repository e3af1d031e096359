import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { Plan } from "../organizations/Repo.js"

const SecretRow = Schema.Struct({
  deploymentId: Schema.String,
  evaluationId: Schema.String,
  digest: Schema.String,
  orgId: Schema.String,
  plan: Plan,
  quotaOverride: Schema.NullOr(Schema.Number),
  rateOverride: Schema.NullOr(Schema.Number)
})

export const DeploymentRow = Schema.Struct({
  id: Schema.String,
  evaluationId: Schema.String,
  /** Pinned version; null follows the latest. */
  version: Schema.NullOr(Schema.Number),
  prefix: Schema.String,
  createdAt: Schema.DateFromSelf,
  revokedAt: Schema.NullOr(Schema.DateFromSelf)
})

export class DeploymentsRepo extends Effect.Service<DeploymentsRepo>()("Assay/DeploymentsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insert = (input: { orgId: string; evaluationId: string; version: number | null; digest: string; prefix: string }) => {
      const id = randomUUID()
      return sql`INSERT INTO deployments ${sql.insert({ id, ...input })}`.pipe(Effect.as(id), Effect.orDie)
    }

    /** Scoped to the organization: another organization's id revokes nothing and reads as absent. */
    const revoke = (orgId: string, id: string) =>
      sql`UPDATE deployments SET revoked_at = now()
          WHERE id = ${id} AND org_id = ${orgId} AND revoked_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const findActiveSecret = SqlSchema.findOne({
      Request: Schema.String,
      Result: SecretRow,
      execute: (digest) => sql`
        SELECT d.id AS deployment_id, d.evaluation_id, d.digest, o.id AS org_id, o.plan, o.quota_override, o.rate_override
        FROM deployments d JOIN organizations o ON o.id = d.org_id
        WHERE d.digest = ${digest} AND d.revoked_at IS NULL`
    })

    const list = SqlSchema.findAll({
      Request: Schema.String,
      Result: DeploymentRow,
      execute: (orgId) => sql`
        SELECT id, evaluation_id, version, prefix, created_at, revoked_at FROM deployments
        WHERE org_id = ${orgId} ORDER BY created_at DESC`
    })

    /** The version a deployment runs when pinned; null: it follows the latest (also for an unknown id). */
    const pinnedVersion = (id: string) =>
      sql<{ version: number | null }>`SELECT version FROM deployments WHERE id = ${id}`.pipe(
        Effect.map((rows) => rows[0]?.version ?? null),
        Effect.orDie
      )

    return {
      insert,
      pinnedVersion,
      revoke,
      findActiveSecret: (digest: string) => Effect.orDie(findActiveSecret(digest)),
      list: (orgId: string) => Effect.orDie(list(orgId))
    } as const
  })
}) {}
