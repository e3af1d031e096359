import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { CURSOR_AT, feedWhere } from "./feedSql.js"
import { type Cursor, encodeCursor, type FeedFilters, searchOf } from "./filters.js"

export const FeedRow = Schema.Struct({
  id: Schema.String,
  evaluationId: Schema.NullOr(Schema.String),
  evaluationName: Schema.NullOr(Schema.String),
  /** The version the call ran on (decisions §12); null for ad-hoc calls. */
  evaluationVersion: Schema.NullOr(Schema.Number),
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

/** A word search first looks among this many newest rows, in time order (see `page`). */
const RECENT_WINDOW = 20_000

/** The activity feed: newest first, keyset-paginated, filtered and searched in SQL (feedSql.ts). */
export class FeedRepo extends Effect.Service<FeedRepo>()("Assay/Dashboard/FeedRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const page = SqlSchema.findAll({
      Request: Schema.Struct({
        orgId: Schema.String,
        filters: Schema.Any,
        cursor: Schema.NullOr(Schema.Struct({ at: Schema.String, id: Schema.String })),
        limit: Schema.Number,
        plan: Schema.Literal("plain", "recent", "index")
      }),
      Result: FeedRow,
      execute: ({ orgId, filters, cursor, limit, plan }) => {
        const f = filters as FeedFilters
        const where = feedWhere(sql, orgId, f, cursor)
        const source =
          plan === "recent"
            ? sql`(SELECT l.* FROM evaluation_logs l ${feedWhere(sql, orgId, f, cursor, false)}
                   ORDER BY l.created_at DESC, l.id DESC LIMIT ${RECENT_WINDOW}) l`
            : sql`evaluation_logs l`
        const condition = plan === "index" ? sql`WHERE l.id IN (SELECT id FROM hits)` : where
        return sql`
          ${plan === "index" ? sql`WITH hits AS MATERIALIZED (SELECT l.id FROM evaluation_logs l ${where})` : sql``}
          SELECT l.id, l.evaluation_id, e.name AS evaluation_name, l.evaluation_version, l.mode, l.input_type, l.status, l.error_code, l.guide,
                 l.result ->> 'next_action' AS next_action, l.scorer, l.latency_ms, l.created_at,
                 ${sql.literal(CURSOR_AT)} AS cursor_at, left(l.input -> 0 ->> 'content', 160) AS preview
          FROM ${source}
          LEFT JOIN evaluations e ON e.id = l.evaluation_id AND e.org_id = l.org_id
          ${condition}
          ORDER BY l.created_at DESC, l.id DESC
          LIMIT ${limit + 1}`
      }
    })

    /**
     * A word search cannot both follow the time-ordered index and ask the GIN index, and
     * PostgreSQL's estimate for a word it has no statistics on sends every search down the
     * time-ordered index, a scan of every row for a rare word. So: first the newest
     * RECENT_WINDOW rows in time order (a common word fills a page there in milliseconds); when
     * they hold less than a page, the matches are rare, and the GIN index finds them all, fenced
     * in a materialized CTE so that the planner cannot turn back to the time order.
     */
    const rows = (orgId: string, filters: FeedFilters, cursor: Cursor | null, limit: number) =>
      Effect.gen(function* () {
        if (searchOf(filters.q).kind !== "words") return yield* page({ orgId, filters, cursor, limit, plan: "plain" })
        const recent = yield* page({ orgId, filters, cursor, limit, plan: "recent" })
        return recent.length > limit ? recent : yield* page({ orgId, filters, cursor, limit, plan: "index" })
      })

    const load = (orgId: string, filters: FeedFilters, cursor: Cursor | null, limit = PAGE_SIZE): Effect.Effect<FeedPage> =>
      Effect.map(Effect.orDie(rows(orgId, filters, cursor, limit)), (rows) => {
        const shown = rows.slice(0, limit)
        const last = shown[shown.length - 1]
        return { rows: shown, next: rows.length > limit && last !== undefined ? encodeCursor({ at: last.cursorAt, id: last.id }) : null }
      })

    return { page: load } as const
  })
}) {}
