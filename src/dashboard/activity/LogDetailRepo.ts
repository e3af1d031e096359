import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { LogRow } from "../../evaluate/LogRepo.js"

/** The API's log row (GET /v1/evaluate/{id}) plus what the dashboard's detail page shows beside it. */
export const LogDetail = Schema.Struct({
  ...LogRow.fields,
  evaluationName: Schema.NullOr(Schema.String),
  deploymentId: Schema.NullOr(Schema.String),
  deploymentPrefix: Schema.NullOr(Schema.String),
  input: Schema.Array(Schema.Struct({ role: Schema.String, content: Schema.String }))
})
export type LogDetail = typeof LogDetail.Type

export const LoggedOutcome = Schema.Struct({
  id: Schema.String,
  decision: Schema.String,
  actualOutcome: Schema.String,
  conversionValue: Schema.Number,
  daysToClose: Schema.Number,
  recordedAt: Schema.DateFromSelf
})
export type LoggedOutcome = typeof LoggedOutcome.Type

/** One evaluation log row of any mode (ad-hoc included, unlike GET /v1/evaluate/{id}), within one organization. */
export class LogDetailRepo extends Effect.Service<LogDetailRepo>()("Assay/Dashboard/LogDetailRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ids = Schema.Struct({ orgId: Schema.String, id: Schema.String })

    const find = SqlSchema.findOne({
      Request: ids,
      Result: LogDetail,
      execute: ({ orgId, id }) => sql`
        SELECT l.id, l.evaluation_id, l.evaluation_version, e.name AS evaluation_name, l.deployment_id, d.prefix AS deployment_prefix, l.mode,
               l.input_type, l.input, l.status, l.result, l.error_code, l.guide, l.scorer, l.scorer_fallback, l.model, l.tokens_in, l.tokens_out,
               l.scoring_latency_ms, l.latency_ms, l.created_at
        FROM evaluation_logs l
        LEFT JOIN evaluations e ON e.id = l.evaluation_id AND e.org_id = l.org_id
        LEFT JOIN deployments d ON d.id = l.deployment_id AND d.org_id = l.org_id
        WHERE l.id = ${id} AND l.org_id = ${orgId}`
    })

    const outcomes = SqlSchema.findAll({
      Request: ids,
      Result: LoggedOutcome,
      execute: ({ orgId, id }) => sql`
        SELECT id, decision, actual_outcome, conversion_value, days_to_close, recorded_at FROM outcomes
        WHERE org_id = ${orgId} AND evaluation_log_id = ${id} ORDER BY recorded_at DESC`
    })

    return {
      find: (orgId: string, id: string) => Effect.orDie(find({ orgId, id })),
      outcomes: (orgId: string, id: string) => Effect.orDie(outcomes({ orgId, id }))
    } as const
  })
}) {}
