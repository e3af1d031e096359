import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { type Cursor, encodeCursor, type FeedFilters } from "./filters.js"

export const FeedRow = Schema.Struct({
  id: Schema.String,
  evaluationId: Schema.NullOr(Schema.String),
  evaluationName: Schema.NullOr(Schema.String),
  mode: Schema.String,
  inputType: Schema.String,
  status: Schema.NullOr(Schema.String),
  errorCode: Schema.NullOr(Schema.String),
  guide: Schema.NullOr(Schema.String),
  nextAction: Schema.NullOr(Schema.String),
  scorer: Schema.String,
  latencyMs: Schema.Number,
  createdAt: Schema.DateFromSelf,
  cursorAt: Schema.String,
  preview: Schema.NullOr(Schema.String)
})
export type FeedRow = typeof FeedRow.Type

export interface FeedPage {
  readonly rows: ReadonlyArray<FeedRow>
  /** Set when older rows exist. */
  readonly next: string | null
}

export const PAGE_SIZE = 25

/**
 * The activity feed: newest first, keyset-paginated on (created_at, id) along the index
 * evaluation_logs_org_feed, every filter in the WHERE clause, always within one organization.
 */
export class FeedRepo extends Effect.Service<FeedRepo>()("Assay/Dashboard/FeedRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const none = sql``

    const page = SqlSchema.findAll({
      Request: Schema.Struct({
        orgId: Schema.String,
        filters: Schema.Any,
        cursor: Schema.NullOr(Schema.Struct({ at: Schema.String, id: Schema.String })),
        limit: Schema.Number
      }),
      Result: FeedRow,
      execute: ({ orgId, filters, cursor, limit }) => {
        const f = filters as FeedFilters
        return sql`
          SELECT l.id, l.evaluation_id, e.name AS evaluation_name, l.mode, l.input_type, l.status, l.error_code, l.guide,
                 l.result ->> 'next_action' AS next_action, l.scorer, l.latency_ms, l.created_at,
                 to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
                 left(l.input -> 0 ->> 'content', 160) AS preview
          FROM evaluation_logs l
          LEFT JOIN evaluations e ON e.id = l.evaluation_id AND e.org_id = l.org_id
          WHERE l.org_id = ${orgId}
            ${f.evaluationId === null ? none : sql`AND l.evaluation_id = ${f.evaluationId}`}
            ${f.status === null ? none : f.status === "ERROR" ? sql`AND l.status IS NULL` : sql`AND l.status = ${f.status}`}
            ${f.mode === null ? none : sql`AND l.mode = ${f.mode}`}
            ${f.from === null ? none : sql`AND l.created_at >= ${f.from}::date::timestamp AT TIME ZONE 'UTC'`}
            ${f.to === null ? none : sql`AND l.created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`}
            ${cursor === null ? none : sql`AND (l.created_at, l.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`}
          ORDER BY l.created_at DESC, l.id DESC
          LIMIT ${limit + 1}`
      }
    })

    const load = (orgId: string, filters: FeedFilters, cursor: Cursor | null, limit = PAGE_SIZE): Effect.Effect<FeedPage> =>
      Effect.map(Effect.orDie(page({ orgId, filters, cursor, limit })), (rows) => {
        const shown = rows.slice(0, limit)
        const last = shown[shown.length - 1]
        return { rows: shown, next: rows.length > limit && last !== undefined ? encodeCursor({ at: last.cursorAt, id: last.id }) : null }
      })

    return { page: load } as const
  })
}) {}
