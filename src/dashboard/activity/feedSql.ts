import type { SqlClient } from "@effect/sql"
import { type Cursor, type FeedFilters, searchOf } from "./filters.js"

/**
 * The WHERE clause of the feed, its pages and its exports: always one organization, every filter
 * in SQL, and the keyset position along evaluation_logs_org_feed (created_at, id). Words are
 * searched with PostgreSQL full-text search in the messages' content (the stored column `search`
 * and its GIN index, migration 0021), every word as a prefix.
 */
export const feedWhere = (sql: SqlClient.SqlClient, orgId: string, f: FeedFilters, cursor: Cursor | null, withWords = true) => {
  const none = sql``
  const search = searchOf(f.q)
  return sql`
    WHERE l.org_id = ${orgId}
      ${f.evaluationId === null ? none : sql`AND l.evaluation_id = ${f.evaluationId}`}
      ${f.status === null ? none : f.status === "ERROR" ? sql`AND l.status IS NULL` : sql`AND l.status = ${f.status}`}
      ${f.mode === null ? none : sql`AND l.mode = ${f.mode}`}
      ${f.from === null ? none : sql`AND l.created_at >= ${f.from}::date::timestamp AT TIME ZONE 'UTC'`}
      ${f.to === null ? none : sql`AND l.created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`}
      ${
        search.kind === "id"
          ? sql`AND l.id = ${search.id}`
          : search.kind === "words" && withWords
            ? sql`AND l.search @@ to_tsquery('simple', ${search.query})`
            : none
      }
      ${cursor === null ? none : sql`AND (l.created_at, l.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`}`
}

/** created_at with its microseconds, for the next keyset position: a JS Date would lose them. */
export const CURSOR_AT = `to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
