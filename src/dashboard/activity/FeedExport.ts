import { SqlClient } from "@effect/sql"
import { Chunk, Effect, Option, Stream } from "effect"
import { CURSOR_AT, feedWhere } from "./feedSql.js"
import type { Cursor, FeedFilters } from "./filters.js"

export type ExportFormat = "csv" | "jsonl"

/**
 * One exported call, every column already text (or a number) as the file writes it. Not decoded
 * with a Schema, unlike every other row of the service: the query itself produces these types
 * (`to_char`, `::text`, an int4), and decoding was a tenth of an export's time (docs/dashboard.md).
 */
export interface ExportRow {
  readonly id: string
  readonly created_at: string
  readonly cursor_at: string
  readonly mode: string
  readonly evaluation_id: string | null
  readonly evaluation_name: string | null
  readonly input_type: string
  readonly status: string | null
  readonly error_code: string | null
  readonly next_action: string | null
  readonly guide: string | null
  readonly scorer: string
  readonly latency_ms: number
  /** The logged input as JSON text. */
  readonly input_json: string
  /** JSON Lines only: the logged result as JSON text, written as it is, never parsed. */
  readonly result_json?: string | null
}

/** Rows fetched per query: a few MB at most, whatever the size of the export. */
const BATCH = 5000

/** What toISOString writes: the file's times read the same as the API's. */
const ISO_MS = `to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * The filtered feed as a stream of rows, for CSV and JSON Lines downloads. It walks the same
 * keyset as the pages, one short query per 5,000 rows, so an export of any size holds two batches
 * in memory, keeps no transaction open and never blocks the embedded database for long.
 * PostgreSQL formats the times and hands the logged JSON over as text, so the server never
 * re-serializes it.
 */
export class FeedExport extends Effect.Service<FeedExport>()("Assay/Dashboard/FeedExport", {
  effect: Effect.gen(function* () {
    // Column names as the file writes them (snake_case): no per-row renaming.
    const sql = (yield* SqlClient.SqlClient).withoutTransforms()

    // The logged JSON as its text: CSV parses only the small input (a subquery over
    // jsonb_array_elements cost PostgreSQL more than JSON.parse costs here); JSON Lines parses nothing.
    const jsonColumns = (format: ExportFormat) =>
      format === "csv" ? sql`l.input::text AS input_json` : sql`l.input::text AS input_json, l.result::text AS result_json`

    const batch = (orgId: string, filters: FeedFilters, format: ExportFormat, cursor: Cursor | null) =>
      sql<ExportRow>`
        SELECT l.id, ${sql.literal(ISO_MS)} AS created_at, ${sql.literal(CURSOR_AT)} AS cursor_at, l.mode, l.evaluation_id,
               e.name AS evaluation_name, l.input_type, l.status, l.error_code, l.result ->> 'next_action' AS next_action,
               l.guide, l.scorer, l.latency_ms, ${jsonColumns(format)}
        FROM evaluation_logs l
        LEFT JOIN evaluations e ON e.id = l.evaluation_id AND e.org_id = l.org_id
        ${feedWhere(sql, orgId, filters, cursor)}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${BATCH}`

    const rows = (orgId: string, filters: FeedFilters, format: ExportFormat): Stream.Stream<ExportRow> =>
      Stream.paginateChunkEffect(null as Cursor | null, (cursor) =>
        Effect.map(Effect.orDie(batch(orgId, filters, format, cursor)), (found) => {
          const last = found[found.length - 1]
          const next = found.length === BATCH && last !== undefined ? Option.some({ at: last.cursor_at, id: last.id }) : Option.none()
          return [Chunk.unsafeFromArray(found), next] as const
        })
        // The next batch is read while this one is formatted and sent: at most two in memory.
      ).pipe(Stream.bufferChunks({ capacity: 1 }))

    return { rows } as const
  })
}) {}
