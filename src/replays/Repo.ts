import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import type { CallSide, ReplayDiff } from "../domain/replayDiff.js"
import { nextTurn, SLICE } from "./slices.js"

export type ReplayStatus = "queued" | "running" | "done" | "failed"

export const ReplayRow = Schema.Struct({
  id: Schema.String,
  orgId: Schema.String,
  evaluationId: Schema.String,
  version: Schema.NullOr(Schema.Number),
  draft: Schema.NullOr(Schema.Unknown),
  /** A draft's starting point: the latest version when its editing began (migration 0025). */
  baseVersion: Schema.NullOr(Schema.Number),
  rowLimit: Schema.Number,
  fromAt: Schema.NullOr(Schema.DateFromSelf),
  toAt: Schema.NullOr(Schema.DateFromSelf),
  status: Schema.Literal("queued", "running", "done", "failed"),
  total: Schema.NullOr(Schema.Number),
  processed: Schema.Number,
  diff: Schema.NullOr(Schema.Unknown),
  error: Schema.NullOr(Schema.String),
  createdAt: Schema.DateFromSelf,
  finishedAt: Schema.NullOr(Schema.DateFromSelf)
})
export type ReplayRow = typeof ReplayRow.Type

/**
 * A logged call to re-score: its input, the parts of its logged result the diff reads (the
 * database reads them out of the stored result, so the whole result never travels), its version,
 * and the last outcome recorded on it.
 */
export const LoggedCall = Schema.Struct({
  id: Schema.String,
  /**
   * The logged messages as JSON text, parsed only on the replay thread that scores them: the main
   * thread never builds their objects (decisions §12, live calls first).
   */
  input: Schema.String,
  status: Schema.Literal("QUALIFIED", "PARTIAL", "FAILED", "ESCALATE"),
  nextAction: Schema.NullOr(Schema.String),
  /** The detectors the logged result found (in jsonb's key order: the diff sorts them by the replayed version's). */
  found: Schema.Array(Schema.String),
  /** Only when the call did not ask for a next action: its fields, to derive one with the version it ran on. */
  fields: Schema.NullOr(
    Schema.Struct({
      extracted_fields: Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
      invalid_fields: Schema.NullOr(Schema.Array(Schema.String))
    })
  ),
  evaluationVersion: Schema.NullOr(Schema.Number),
  createdAt: Schema.DateFromSelf,
  /** created_at as the database prints it: a keyset cursor that keeps the microseconds a Date drops. */
  at: Schema.String,
  outcome: Schema.NullOr(Schema.String)
})
export type LoggedCall = typeof LoggedCall.Type

export const ChangeRow = Schema.Struct({
  seq: Schema.Number,
  logId: Schema.String,
  logCreatedAt: Schema.DateFromSelf,
  before: Schema.Unknown,
  after: Schema.Unknown
})

export interface Window {
  readonly orgId: string
  readonly evaluationId: string
  readonly from: Date | null
  readonly to: Date | null
}

export interface Change {
  readonly seq: number
  readonly logId: string
  readonly logCreatedAt: Date
  readonly before: CallSide
  readonly after: CallSide
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

export class ReplaysRepo extends Effect.Service<ReplaysRepo>()("Assay/ReplaysRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    // Rows whose scoring failed have no result to compare, and ad-hoc rows belong to no evaluation.
    const windowed = (w: Window) => sql`
      l.org_id = ${w.orgId} AND l.evaluation_id = ${w.evaluationId} AND l.mode IN ('durable', 'deployment')
      AND l.status IS NOT NULL
      AND (${iso(w.from)}::timestamptz IS NULL OR l.created_at >= ${iso(w.from)}::timestamptz)
      AND (${iso(w.to)}::timestamptz IS NULL OR l.created_at < ${iso(w.to)}::timestamptz)`

    const insert = (r: {
      id: string
      orgId: string
      evaluationId: string
      version: number | null
      draft: object | null
      baseVersion: number | null
      limit: number
      from: Date | null
      to: Date | null
    }) =>
      sql`INSERT INTO replays (id, org_id, evaluation_id, version, draft, base_version, row_limit, from_at, to_at, status)
          VALUES (${r.id}, ${r.orgId}, ${r.evaluationId}, ${r.version}, ${r.draft === null ? null : JSON.stringify(r.draft)}::jsonb,
                  ${r.baseVersion}::integer,
                  ${r.limit}, ${iso(r.from)}::timestamptz, ${iso(r.to)}::timestamptz, 'queued')`.pipe(Effect.asVoid, Effect.orDie)

    /** Starts it with the number of calls it will re-score; false when it is no longer queued (failed by a restart). */
    const start = (id: string, w: Window, limit: number) =>
      sql`UPDATE replays SET status = 'running',
                 total = (SELECT count(*)::int FROM (SELECT 1 FROM evaluation_logs l WHERE ${windowed(w)} LIMIT ${limit}) n)
          WHERE id = ${id} AND status = 'queued' RETURNING total`.pipe(
        Effect.map((rows) => Option.fromNullable((rows[0] as { total: number } | undefined)?.total)),
        Effect.orDie
      )

    const decodeCall = Schema.decodeUnknown(LoggedCall)
    /** Rows decoded a slice at a time, with a turn of the event loop between slices (live requests first). */
    const decodeCalls = (rows: ReadonlyArray<unknown>) =>
      Effect.forEach(rows, (row, i) => (i > 0 && i % SLICE === 0 ? Effect.zipRight(nextTurn, decodeCall(row)) : decodeCall(row)))
    const page = (w: Window, after: readonly [string, string] | null, n: number) =>
      sql`
        SELECT l.id, l.input::text AS input, l.status, l.result->>'next_action' AS next_action,
               ARRAY(SELECT s.key FROM jsonb_each(l.result->'extracted_signals') s WHERE s.value->'found' = 'true'::jsonb) AS found,
               CASE WHEN l.result->>'next_action' IS NULL
                    THEN jsonb_build_object('extracted_fields', l.result->'extracted_fields', 'invalid_fields', l.result->'invalid_fields')
               END AS fields,
               l.evaluation_version, l.created_at, l.created_at::text AS at,
               (SELECT o.actual_outcome FROM outcomes o WHERE o.evaluation_log_id = l.id ORDER BY o.recorded_at DESC LIMIT 1) AS outcome
        FROM evaluation_logs l
        WHERE ${windowed(w)}
          ${after === null ? sql`` : sql`AND (l.created_at, l.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`}
        ORDER BY l.created_at DESC, l.id DESC LIMIT ${n}`.pipe(Effect.flatMap(decodeCalls), Effect.orDie)

    /** Progress and this page's changed calls in one commit; false when the replay was failed meanwhile. */
    const progress = (id: string, processed: number, changes: ReadonlyArray<Change>) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            const rows = yield* sql`UPDATE replays SET processed = ${processed} WHERE id = ${id} AND status = 'running' RETURNING id`
            if (rows.length === 0 || changes.length === 0) return rows.length > 0
            yield* sql`INSERT INTO replay_changes ${sql.insert(
              changes.map((c) => ({
                replayId: id,
                seq: c.seq,
                logId: c.logId,
                logCreatedAt: c.logCreatedAt,
                before: JSON.stringify(c.before),
                after: JSON.stringify(c.after)
              }))
            )}`
            return true
          })
        )
        .pipe(Effect.orDie)

    const finish = (id: string, diff: ReplayDiff) =>
      sql`UPDATE replays SET status = 'done', diff = ${JSON.stringify(diff)}::jsonb, finished_at = now()
          WHERE id = ${id} AND status = 'running'`.pipe(Effect.asVoid, Effect.orDie)

    const fail = (id: string, error: string) =>
      sql`UPDATE replays SET status = 'failed', error = ${error}, finished_at = now()
          WHERE id = ${id} AND status IN ('queued', 'running')`.pipe(Effect.asVoid, Effect.orDie)

    /** At start-up: whatever was queued or running was interrupted by the restart. */
    const failInterrupted = sql`
      WITH failed AS (
        UPDATE replays SET status = 'failed', error = 'Interrupted by a restart of the service; start it again.', finished_at = now()
        WHERE status IN ('queued', 'running') RETURNING id
      )
      DELETE FROM replay_changes WHERE replay_id IN (SELECT id FROM failed)`.pipe(Effect.asVoid, Effect.orDie)

    const find = SqlSchema.findOne({
      Request: Schema.Struct({ orgId: Schema.String, id: Schema.String }),
      Result: ReplayRow,
      execute: ({ orgId, id }) => sql`SELECT * FROM replays WHERE id = ${id} AND org_id = ${orgId}`
    })

    const changes = SqlSchema.findAll({
      Request: Schema.Struct({ id: Schema.String, after: Schema.Number, n: Schema.Number }),
      Result: ChangeRow,
      execute: ({ id, after, n }) => sql`
        SELECT seq, log_id, log_created_at, before, after FROM replay_changes
        WHERE replay_id = ${id} AND seq > ${after} ORDER BY seq LIMIT ${n}`
    })

    return {
      insert,
      start,
      /** The next `n` calls of the window, newest first, after the cursor `[created_at as text, id]`. */
      page,
      progress,
      finish,
      fail,
      failInterrupted,
      /** Scoped to the organization: another organization's replay reads as absent. */
      find: (orgId: string, id: string) => Effect.orDie(find({ orgId, id })),
      changes: (id: string, after: number, n: number) => Effect.orDie(changes({ id, after, n }))
    } as const
  })
}) {}
