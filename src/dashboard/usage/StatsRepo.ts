import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"

const Day = Schema.Struct({ day: Schema.String, status: Schema.String, count: Schema.Number })
export type DayCount = typeof Day.Type

const Calls = Schema.Struct({ evaluationId: Schema.String, calls: Schema.Number, lastCall: Schema.DateFromSelf })

const ByStatus = Schema.Struct({
  decision: Schema.String,
  outcomes: Schema.Number,
  converted: Schema.Number,
  totalValue: Schema.Number,
  avgValue: Schema.NullOr(Schema.Number),
  avgDays: Schema.NullOr(Schema.Number),
  medianDays: Schema.NullOr(Schema.Number)
})
export type OutcomesByStatus = typeof ByStatus.Type

const Decisions = Schema.Struct({ status: Schema.String, count: Schema.Number })
const Label = Schema.Struct({ decision: Schema.String, actualOutcome: Schema.String, count: Schema.Number })
export type LabelCount = typeof Label.Type

/** "Converted": labelled won or resolved, or carrying a value above 0 (docs in the outcomes view). */
const CONVERTED = "(actual_outcome IN ('won', 'resolved') OR conversion_value > 0)"

/** Aggregates for the charts and the outcomes view, computed in SQL and scoped to one organization. */
export class StatsRepo extends Effect.Service<StatsRepo>()("Assay/Dashboard/StatsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const converted = sql.literal(CONVERTED)
    const sinceDays = (days: number) =>
      sql`date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - ${days - 1}::int * interval '1 day'`

    const daily = SqlSchema.findAll({
      Request: Schema.Struct({ orgId: Schema.String, days: Schema.Number, evaluationId: Schema.NullOr(Schema.String) }),
      Result: Day,
      execute: ({ orgId, days, evaluationId }) => sql`
        SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, coalesce(status, 'ERROR') AS status, count(*)::int AS count
        FROM evaluation_logs
        WHERE org_id = ${orgId} AND created_at >= ${sinceDays(days)}
          ${evaluationId === null ? sql`` : sql`AND evaluation_id = ${evaluationId}`}
        GROUP BY 1, 2 ORDER BY 1`
    })

    const calls = SqlSchema.findAll({
      Request: Schema.String,
      Result: Calls,
      execute: (orgId) => sql`
        SELECT evaluation_id, count(*)::int AS calls, max(created_at) AS last_call FROM evaluation_logs
        WHERE org_id = ${orgId} AND evaluation_id IS NOT NULL AND created_at >= now() - interval '30 days'
        GROUP BY evaluation_id`
    })

    const byStatus = SqlSchema.findAll({
      Request: Schema.Struct({ orgId: Schema.String, evaluationId: Schema.String }),
      Result: ByStatus,
      execute: ({ orgId, evaluationId }) => sql`
        SELECT decision, count(*)::int AS outcomes, count(*) FILTER (WHERE ${converted})::int AS converted,
               coalesce(sum(conversion_value), 0)::float8 AS total_value, avg(conversion_value)::float8 AS avg_value,
               avg(days_to_close)::float8 AS avg_days,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY days_to_close)::float8 AS median_days
        FROM outcomes WHERE org_id = ${orgId} AND evaluation_id = ${evaluationId}
        GROUP BY decision`
    })

    const decisions = SqlSchema.findAll({
      Request: Schema.Struct({ orgId: Schema.String, evaluationId: Schema.String }),
      Result: Decisions,
      execute: ({ orgId, evaluationId }) => sql`
        SELECT status, count(*)::int AS count FROM evaluation_logs
        WHERE org_id = ${orgId} AND evaluation_id = ${evaluationId} AND status IS NOT NULL
        GROUP BY status`
    })

    const labels = SqlSchema.findAll({
      Request: Schema.Struct({ orgId: Schema.String, evaluationId: Schema.String }),
      Result: Label,
      execute: ({ orgId, evaluationId }) => sql`
        SELECT decision, actual_outcome, count(*)::int AS count FROM outcomes
        WHERE org_id = ${orgId} AND evaluation_id = ${evaluationId}
        GROUP BY decision, actual_outcome ORDER BY decision, count(*) DESC, actual_outcome`
    })

    return {
      /** Evaluate calls per UTC day and status (failed scorings as ERROR), over the last `days` days. */
      daily: (orgId: string, days: number, evaluationId: string | null = null) =>
        Effect.orDie(daily({ orgId, days, evaluationId })),
      calls: (orgId: string) => Effect.orDie(calls(orgId)),
      outcomesByStatus: (orgId: string, evaluationId: string) => Effect.orDie(byStatus({ orgId, evaluationId })),
      decisions: (orgId: string, evaluationId: string) => Effect.orDie(decisions({ orgId, evaluationId })),
      labels: (orgId: string, evaluationId: string) => Effect.orDie(labels({ orgId, evaluationId }))
    } as const
  })
}) {}
