import { SqlClient, SqlSchema } from "@effect/sql"
import { Chunk, Effect, Option, Schema, Stream } from "effect"
import { CURSOR_AT, feedWhere } from "./feedSql.js"
import type { Cursor, FeedFilters } from "./filters.js"

export const ExportRow = Schema.Struct({
  id: Schema.String,
  createdAt: Schema.DateFromSelf,
  cursorAt: Schema.String,
  mode: Schema.String,
  evaluationId: Schema.NullOr(Schema.String),
  evaluationName: Schema.NullOr(Schema.String),
  inputType: Schema.String,
  status: Schema.NullOr(Schema.String),
  errorCode: Schema.NullOr(Schema.String),
  nextAction: Schema.NullOr(Schema.String),
  guide: Schema.NullOr(Schema.String),
  scorer: Schema.String,
  latencyMs: Schema.Number,
  input: Schema.Array(Schema.Struct({ role: Schema.String, content: Schema.String })),
  result: Schema.NullOr(Schema.Unknown)
})
export type ExportRow = typeof ExportRow.Type

/** Rows fetched per query: a few MB in memory at most, whatever the size of the export. */
const BATCH = 1000

/**
 * The filtered feed as a stream of rows, for CSV and JSON Lines downloads. It walks the same
 * keyset as the pages, one short query per 1,000 rows, so an export of any size holds one batch
 * in memory, keeps no transaction open and never blocks the embedded database for long.
 */
export class FeedExport extends Effect.Service<FeedExport>()("Assay/Dashboard/FeedExport", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const batch = SqlSchema.findAll({
      Request: Schema.Struct({ orgId: Schema.String, filters: Schema.Any, cursor: Schema.NullOr(Schema.Struct({ at: Schema.String, id: Schema.String })) }),
      Result: ExportRow,
      execute: ({ orgId, filters, cursor }) => sql`
        SELECT l.id, l.created_at, ${sql.literal(CURSOR_AT)} AS cursor_at, l.mode, l.evaluation_id, e.name AS evaluation_name,
               l.input_type, l.status, l.error_code, l.result ->> 'next_action' AS next_action, l.guide, l.scorer, l.latency_ms,
               l.input, l.result
        FROM evaluation_logs l
        LEFT JOIN evaluations e ON e.id = l.evaluation_id AND e.org_id = l.org_id
        ${feedWhere(sql, orgId, filters as FeedFilters, cursor)}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${BATCH}`
    })

    const rows = (orgId: string, filters: FeedFilters): Stream.Stream<ExportRow> =>
      Stream.paginateChunkEffect(null as Cursor | null, (cursor) =>
        Effect.map(Effect.orDie(batch({ orgId, filters, cursor })), (found) => {
          const last = found[found.length - 1]
          const next = found.length === BATCH && last !== undefined ? Option.some({ at: last.cursorAt, id: last.id }) : Option.none()
          return [Chunk.fromIterable(found), next] as const
        })
      )

    return { rows } as const
  })
}) {}
