import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { listOf } from "../revocable.js"

export const DeploymentListRow = Schema.Struct({
  id: Schema.String,
  evaluationId: Schema.String,
  evaluationName: Schema.String,
  prefix: Schema.String,
  createdAt: Schema.DateFromSelf,
  revokedAt: Schema.NullOr(Schema.DateFromSelf)
})
export type DeploymentListRow = typeof DeploymentListRow.Type

/** Deployments with the name of the evaluation each is bound to, within one organization. */
export class DeploymentList extends Effect.Service<DeploymentList>()("Assay/Dashboard/DeploymentList", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const list = listOf(
      DeploymentListRow,
      (orgId) => sql`
        SELECT d.id, d.evaluation_id, e.name AS evaluation_name, d.prefix, d.created_at, d.revoked_at
        FROM deployments d JOIN evaluations e ON e.id = d.evaluation_id AND e.org_id = d.org_id
        WHERE d.org_id = ${orgId}
        ORDER BY d.revoked_at IS NOT NULL, d.created_at DESC`
    )
    return { list } as const
  })
}) {}
