import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import type { Message } from "../domain/types.js"
import { prepared } from "../db/prepared.js"
import { monthStart } from "../limits/Quota.js"
import { span } from "../observability/span.js"
import { StatusSchema, StoredResult } from "./schemas.js"

export type Mode = "durable" | "adhoc" | "deployment"

export interface LogEntry {
  readonly id: string
  readonly orgId: string
  readonly evaluationId: string | null
  /** The version of the evaluation the call ran on (decisions §12); null for ad-hoc calls. */
  readonly evaluationVersion: number | null
  readonly deploymentId: string | null
  readonly mode: Mode
  readonly inputType: string
  readonly input: ReadonlyArray<Message>
  readonly status: string | null
  readonly result: object | null
  readonly errorCode: string | null
  readonly guide: string | null
  readonly scorer: string
  /** Cascade: why the embedded scorer answered after the model failed (decisions §11). */
  readonly scorerFallback: string | null
  readonly model: string | null
  readonly tokensIn: number | null
  readonly tokensOut: number | null
  readonly scoringLatencyMs: number | null
  readonly latencyMs: number
}

export interface BatchRow {
  readonly entry: LogEntry
  /** Takes a quota unit: a successful evaluation (decisions §9). */
  readonly counts: boolean
}

/** The counting rows of one organization in a batch, and the limit they are admitted under (null: none). */
export interface QuotaGroup {
  readonly orgId: string
  readonly n: number
  readonly limit: number | null
}

export const LogRow = Schema.Struct({
  id: Schema.String,
  evaluationId: Schema.NullOr(Schema.String),
  evaluationVersion: Schema.NullOr(Schema.Number),
  mode: Schema.String,
  inputType: Schema.String,
  status: Schema.NullOr(StatusSchema),
  result: Schema.NullOr(StoredResult),
  errorCode: Schema.NullOr(Schema.String),
  guide: Schema.NullOr(Schema.String),
  scorer: Schema.String,
  scorerFallback: Schema.NullOr(Schema.String),
  model: Schema.NullOr(Schema.String),
  tokensIn: Schema.NullOr(Schema.Number),
  tokensOut: Schema.NullOr(Schema.Number),
  scoringLatencyMs: Schema.NullOr(Schema.Number),
  latencyMs: Schema.Number,
  createdAt: Schema.DateFromSelf
})
export type LogRow = typeof LogRow.Type

// At most 8 × 3 shapes of the log statement are prepared per connection (src/db/prepared.ts).
const PREPARED_ROWS = 8
const PREPARED_GROUPS = 2

export class LogRepo extends Effect.Service<LogRepo>()("Assay/LogRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /**
     * One statement, hence one commit, for a batch of rows. Rows with `counts` take a quota unit:
     * each group (one organization, `n` rows, its limit) is admitted whole when `used + n` fits
     * under the limit, and then its rows are written; otherwise none of them is, and the group's
     * counter is left as it was. Rows without `counts` (failed scorings) are always written.
     * Per group: admitted, and the counter after the statement (admitted) or before it (not).
     */
    const writeBatch = (rows: ReadonlyArray<BatchRow>, groups: ReadonlyArray<QuotaGroup>) => {
      const params: Array<unknown> = []
      const p = (value: unknown, type: string) => {
        params.push(value)
        return `$${params.length}::${type}`
      }
      const groupValues =
        groups.length === 0
          ? "SELECT NULL::uuid, NULL::int, NULL::int WHERE false"
          : `VALUES ${groups.map((g) => `(${p(g.orgId, "uuid")}, ${p(g.n, "int")}, ${p(g.limit, "int")})`).join(", ")}`
      const rowValues = rows
        .map(({ entry: e, counts }) =>
          `(${p(e.id, "uuid")}, ${p(e.orgId, "uuid")}, ${p(e.evaluationId, "uuid")}, ${p(e.evaluationVersion, "int")}, ${p(e.deploymentId, "uuid")}, ` +
          `${p(e.mode, "text")}, ${p(e.inputType, "text")}, ${p(JSON.stringify(e.input), "jsonb")}, ${p(e.status, "text")}, ` +
          `${p(e.result === null ? null : JSON.stringify(e.result), "jsonb")}, ${p(e.errorCode, "text")}, ${p(e.guide, "text")}, ` +
          `${p(e.scorer, "text")}, ${p(e.scorerFallback, "text")}, ${p(e.model, "text")}, ${p(e.tokensIn, "int")}, ${p(e.tokensOut, "int")}, ` +
          `${p(e.scoringLatencyMs === null ? null : Math.round(e.scoringLatencyMs), "int")}, ${p(Math.round(e.latencyMs), "int")}, ` +
          `${p(counts, "boolean")})`
        )
        .join(", ")
      // Its text depends on the batch's shape: the small shapes (most batches below saturation) are prepared.
      const marker = rows.length <= PREPARED_ROWS && groups.length <= PREPARED_GROUPS ? prepared(`log_write_${rows.length}_${groups.length}`) : ""
      return sql.unsafe<{ orgId: string; admitted: boolean; used: number }>(
        `${marker}WITH g (org_id, n, lim) AS (${groupValues}),
         taken AS (
           INSERT INTO usage_counters AS u (org_id, period_start, used)
           SELECT org_id, ${monthStart}, n FROM g WHERE lim IS NULL OR n <= lim
           ORDER BY org_id -- every statement locks counters in one order: no deadlock between batches
           ON CONFLICT (org_id, period_start) DO UPDATE SET used = u.used + excluded.used
           WHERE u.used + excluded.used <= coalesce((SELECT g.lim FROM g WHERE g.org_id = excluded.org_id), 2147483647)
           RETURNING u.org_id, u.used
         ),
         r (id, org_id, evaluation_id, evaluation_version, deployment_id, mode, input_type, input, status, result, error_code, guide,
            scorer, scorer_fallback, model, tokens_in, tokens_out, scoring_latency_ms, latency_ms, counts) AS (VALUES ${rowValues}),
         written AS (
           INSERT INTO evaluation_logs (id, org_id, evaluation_id, evaluation_version, deployment_id, mode, input_type, input, status, result,
                                        error_code, guide, scorer, scorer_fallback, model, tokens_in, tokens_out, scoring_latency_ms, latency_ms)
           SELECT id, org_id, evaluation_id, evaluation_version, deployment_id, mode, input_type, input, status, result,
                  error_code, guide, scorer, scorer_fallback, model, tokens_in, tokens_out, scoring_latency_ms, latency_ms
           FROM r WHERE NOT counts OR org_id IN (SELECT org_id FROM taken)
           RETURNING 1
         )
         SELECT g.org_id, t.used IS NOT NULL AS admitted,
                coalesce(t.used, (SELECT c.used FROM usage_counters c WHERE c.org_id = g.org_id AND c.period_start = ${monthStart}), 0) AS used
         FROM g LEFT JOIN taken t ON t.org_id = g.org_id`,
        params
      ).pipe(span("LogRepo.writeBatch", { rows: rows.length, groups: groups.length }))
    }

    const find = SqlSchema.findOne({
      Request: Schema.Struct({ orgId: Schema.String, id: Schema.String }),
      Result: LogRow,
      execute: ({ id, orgId }) => sql`
        SELECT id, evaluation_id, evaluation_version, mode, input_type, status, result, error_code, guide, scorer, scorer_fallback, model,
               tokens_in, tokens_out, scoring_latency_ms, latency_ms, created_at
        FROM evaluation_logs WHERE id = ${id} AND org_id = ${orgId} AND mode <> 'adhoc'`
    })

    return {
      /** The only way rows are written: by LogWriter, which batches concurrent calls. */
      writeBatch,
      /** Durable and deployment rows of the organization; ad-hoc rows are not fetchable (v1). */
      find: (orgId: string, id: string) => Effect.orDie(find({ orgId, id }))
    } as const
  })
}) {}
