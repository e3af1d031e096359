// Archived evaluations (issue 25 item 7, migration 0023). Archiving is the dashboard's own
// filing: the API reads `evaluations` without looking at these columns, so calls to an archived
// evaluation are answered and logged as before (docs/decisions.md, Dashboard).
import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { EvaluationRow } from "../../evaluations/Repo.js"

export const ArchivedState = Schema.Struct({ archivedAt: Schema.DateFromSelf, archivedBy: Schema.NullOr(Schema.String) })
export type ArchivedState = typeof ArchivedState.Type

export const ArchivedRow = Schema.Struct({ ...EvaluationRow.fields, ...ArchivedState.fields })
export type ArchivedRow = typeof ArchivedRow.Type

const OrgAndId = Schema.Struct({ orgId: Schema.String, id: Schema.String })

export class EvaluationArchive extends Effect.Service<EvaluationArchive>()("Assay/EvaluationArchive", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const active = SqlSchema.findAll({
      Request: Schema.String,
      Result: EvaluationRow,
      execute: (orgId) => sql`SELECT * FROM evaluations WHERE org_id = ${orgId} AND archived_at IS NULL ORDER BY created_at DESC`
    })

    const archived = SqlSchema.findAll({
      Request: Schema.String,
      Result: ArchivedRow,
      execute: (orgId) => sql`SELECT * FROM evaluations WHERE org_id = ${orgId} AND archived_at IS NOT NULL ORDER BY archived_at DESC`
    })

    const archivedState = SqlSchema.findOne({
      Request: OrgAndId,
      Result: ArchivedState,
      execute: ({ orgId, id }) =>
        sql`SELECT archived_at, archived_by FROM evaluations WHERE id = ${id} AND org_id = ${orgId} AND archived_at IS NOT NULL`
    })

    /** Both writes are scoped to the organization; false when the evaluation is not one of its own. */
    const archive = (orgId: string, id: string, by: string) =>
      sql`UPDATE evaluations SET archived_at = coalesce(archived_at, now()), archived_by = coalesce(archived_by, ${by})
          WHERE id = ${id} AND org_id = ${orgId} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const restore = (orgId: string, id: string) =>
      sql`UPDATE evaluations SET archived_at = NULL, archived_by = NULL WHERE id = ${id} AND org_id = ${orgId} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return {
      /** What the dashboard's lists and the playground offer. */
      active: (orgId: string) => Effect.orDie(active(orgId)),
      archived: (orgId: string) => Effect.orDie(archived(orgId)),
      /** When and by whom the evaluation was archived; none when it is active (or not the organization's). */
      archivedState: (orgId: string, id: string) => Effect.orDie(archivedState({ orgId, id })),
      archive,
      restore
    } as const
  })
}) {}
