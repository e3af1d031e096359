import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { CURSOR_AT, feedWhere } from "./feedSql.js"
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


/** The activity feed: newest first, keyset-paginated, filtered and searched in SQL (feedSql.ts). */
export class FeedRepo extends Effect.Service<FeedRepo>()("Assay/Dashboard/FeedRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

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
                 ${sql.literal(CURSOR_AT)} AS cursor_at, left(l.input -> 0 ->> 'content', 160) AS preview
          FROM evaluation_logs l
          LEFT JOIN evaluations e ON e.id = l.evaluation_id AND e.org_id = l.org_id
          ${feedWhere(sql, orgId, f, cursor)}
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
