import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import type { Message } from "../domain/types.js"

export type Mode = "durable" | "adhoc" | "deployment"

export interface LogEntry {
  readonly id: string
  readonly orgId: string
  readonly evaluationId: string | null
  readonly deploymentId: string | null
  readonly mode: Mode
  readonly inputType: string
  readonly input: ReadonlyArray<Message>
  readonly status: string | null
  readonly result: object | null
  readonly errorCode: string | null
  readonly guide: string | null
  readonly scorer: string
  readonly model: string | null
  readonly tokensIn: number | null
  readonly tokensOut: number | null
  readonly scoringLatencyMs: number | null
  readonly latencyMs: number
}

export const LogRow = Schema.Struct({
  id: Schema.String,
  evaluationId: Schema.NullOr(Schema.String),
  mode: Schema.String,
  inputType: Schema.String,
  status: Schema.NullOr(Schema.String),
  result: Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  errorCode: Schema.NullOr(Schema.String),
  guide: Schema.NullOr(Schema.String),
  scorer: Schema.String,
  model: Schema.NullOr(Schema.String),
  tokensIn: Schema.NullOr(Schema.Number),
  tokensOut: Schema.NullOr(Schema.Number),
  scoringLatencyMs: Schema.NullOr(Schema.Number),
  latencyMs: Schema.Number,
  createdAt: Schema.DateFromSelf
})
export type LogRow = typeof LogRow.Type

export class LogRepo extends Effect.Service<LogRepo>()("Assay/LogRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insert = (e: LogEntry) =>
      sql`INSERT INTO evaluation_logs
            (id, org_id, evaluation_id, deployment_id, mode, input_type, input, status, result, error_code, guide,
             scorer, model, tokens_in, tokens_out, scoring_latency_ms, latency_ms)
          VALUES (${e.id}, ${e.orgId}, ${e.evaluationId}, ${e.deploymentId}, ${e.mode}, ${e.inputType},
                  ${JSON.stringify(e.input)}::jsonb, ${e.status}, ${e.result === null ? null : JSON.stringify(e.result)}::jsonb,
                  ${e.errorCode}, ${e.guide}, ${e.scorer}, ${e.model}, ${e.tokensIn}, ${e.tokensOut},
                  ${e.scoringLatencyMs === null ? null : Math.round(e.scoringLatencyMs)}, ${Math.round(e.latencyMs)})`

    const find = SqlSchema.findOne({
      Request: Schema.Struct({ orgId: Schema.String, id: Schema.String }),
      Result: LogRow,
      execute: ({ id, orgId }) => sql`
        SELECT id, evaluation_id, mode, input_type, status, result, error_code, guide, scorer, model,
               tokens_in, tokens_out, scoring_latency_ms, latency_ms, created_at
        FROM evaluation_logs WHERE id = ${id} AND org_id = ${orgId} AND mode <> 'adhoc'`
    })

    return {
      /** Raw insert; the caller runs it in the transaction that also takes the quota unit. */
      insert,
      /** Durable and deployment rows of the organization; ad-hoc rows are not fetchable (v1). */
      find: (orgId: string, id: string) => Effect.orDie(find({ orgId, id }))
    } as const
  })
}) {}
