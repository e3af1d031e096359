import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import type { AssertionFailure, Manifest } from "../domain/types.js"
import type { CompiledPrompt } from "../scoring/openai/prompt.js"

export const EvaluationRow = Schema.Struct({
  id: Schema.String,
  orgId: Schema.String,
  name: Schema.String,
  template: Schema.String,
  /** The evaluation as created, minus name: what GET returns. */
  definition: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  rubric: Schema.Unknown,
  /** The model prompt compiled at creation (scoring/openai/prompt.ts); NULL on older rows. */
  compiledPrompt: Schema.NullOr(Schema.Unknown),
  assertions: Schema.Unknown,
  createdAt: Schema.DateFromSelf
})
export type EvaluationRow = typeof EvaluationRow.Type

export interface AssertionSummary {
  readonly checked: number
  readonly failures: ReadonlyArray<AssertionFailure>
}

export class EvaluationsRepo extends Effect.Service<EvaluationsRepo>()("Assay/EvaluationsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insert = (row: {
      id: string
      orgId: string
      name: string
      template: string
      definition: object
      rubric: Manifest
      compiledPrompt: CompiledPrompt
      assertions: AssertionSummary
    }) =>
      sql`INSERT INTO evaluations (id, org_id, name, template, definition, rubric, compiled_prompt, assertions)
          VALUES (${row.id}, ${row.orgId}, ${row.name}, ${row.template},
                  ${JSON.stringify(row.definition)}::jsonb, ${JSON.stringify(row.rubric)}::jsonb,
                  ${JSON.stringify(row.compiledPrompt)}::json, ${JSON.stringify(row.assertions)}::jsonb)
          RETURNING created_at`.pipe(
        Effect.map((rows) => (rows[0] as { createdAt: Date }).createdAt),
        Effect.orDie
      )

    const find = SqlSchema.findOne({
      Request: Schema.Struct({ orgId: Schema.String, id: Schema.String }),
      Result: EvaluationRow,
      execute: ({ id, orgId }) => sql`SELECT * FROM evaluations WHERE id = ${id} AND org_id = ${orgId}`
    })

    const list = SqlSchema.findAll({
      Request: Schema.String,
      Result: EvaluationRow,
      execute: (orgId) => sql`SELECT * FROM evaluations WHERE org_id = ${orgId} ORDER BY created_at DESC`
    })

    return {
      insert,
      /** Scoped to the organization: another organization's evaluation reads as absent. */
      find: (orgId: string, id: string) => Effect.orDie(find({ orgId, id })),
      list: (orgId: string) => Effect.orDie(list(orgId))
    } as const
  })
}) {}
