import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"

export interface OutcomeInput {
  readonly orgId: string
  readonly evaluationId: string
  readonly evaluationLogId: string | null
  readonly decision: string
  readonly actualOutcome: string
  readonly conversionValue: number
  readonly daysToClose: number
}

export class OutcomesRepo extends Effect.Service<OutcomesRepo>()("Assay/OutcomesRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Inserts only when the log row (if named) belongs to the same evaluation and organization. */
    const insert = (o: OutcomeInput) => {
      const id = randomUUID()
      return sql<{ recordedAt: Date }>`
        INSERT INTO outcomes (id, org_id, evaluation_id, evaluation_log_id, decision, actual_outcome, conversion_value, days_to_close)
        SELECT ${id}, ${o.orgId}, ${o.evaluationId}, ${o.evaluationLogId}, ${o.decision}, ${o.actualOutcome},
               ${o.conversionValue}, ${o.daysToClose}
        WHERE ${o.evaluationLogId}::uuid IS NULL OR EXISTS (
          SELECT 1 FROM evaluation_logs
          WHERE id = ${o.evaluationLogId}::uuid AND org_id = ${o.orgId} AND evaluation_id = ${o.evaluationId})
        RETURNING recorded_at`.pipe(
        Effect.map((rows) => (rows.length > 0 ? { id, recordedAt: rows[0]!.recordedAt } : null)),
        Effect.orDie
      )
    }

    return { insert } as const
  })
}) {}
