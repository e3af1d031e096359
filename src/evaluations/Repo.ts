import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import type { AssertionFailure, Manifest } from "../domain/types.js"
import type { CompiledPrompt } from "../scoring/openai/prompt.js"

const definitionFields = {
  orgId: Schema.String,
  name: Schema.String,
  template: Schema.String,
  /** The evaluation as created (or published), minus name: what GET returns. */
  definition: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  rubric: Schema.Unknown,
  /** The model prompt compiled at creation (scoring/openai/prompt.ts); NULL on older rows. */
  compiledPrompt: Schema.NullOr(Schema.Unknown),
  assertions: Schema.Unknown
}

/** An evaluation with a copy of its latest version (decisions §12). */
export const EvaluationRow = Schema.Struct({
  id: Schema.String,
  ...definitionFields,
  latestVersion: Schema.Number,
  /** When version 1 was created. */
  createdAt: Schema.DateFromSelf
})
export type EvaluationRow = typeof EvaluationRow.Type

/** One version, never changed once written. */
export const VersionRow = Schema.Struct({
  evaluationId: Schema.String,
  version: Schema.Number,
  ...definitionFields,
  /** Who published it from the dashboard (an email); null for API keys and version 1 of older rows. */
  publishedBy: Schema.NullOr(Schema.String),
  createdAt: Schema.DateFromSelf
})
export type VersionRow = typeof VersionRow.Type

export interface AssertionSummary {
  readonly checked: number
  readonly failures: ReadonlyArray<AssertionFailure>
}

/** A definition ready to store: validated, compiled, its examples asserted. */
export interface PreparedDefinition {
  readonly template: string
  readonly definition: object
  readonly rubric: Manifest
  readonly compiledPrompt: CompiledPrompt
  readonly assertions: AssertionSummary
}

const json = (value: unknown) => JSON.stringify(value)

export class EvaluationsRepo extends Effect.Service<EvaluationsRepo>()("Assay/EvaluationsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The evaluation and its version 1, in one statement. */
    const insert = (row: PreparedDefinition & { id: string; orgId: string; name: string; publishedBy: string | null }) =>
      sql`WITH e AS (
            INSERT INTO evaluations (id, org_id, name, template, definition, rubric, compiled_prompt, assertions)
            VALUES (${row.id}, ${row.orgId}, ${row.name}, ${row.template},
                    ${json(row.definition)}::jsonb, ${json(row.rubric)}::jsonb,
                    ${json(row.compiledPrompt)}::json, ${json(row.assertions)}::jsonb)
            RETURNING *
          )
          INSERT INTO evaluation_versions (evaluation_id, version, org_id, name, template, definition, rubric, compiled_prompt,
                                           assertions, published_by, created_at)
          SELECT id, 1, org_id, name, template, definition, rubric, compiled_prompt, assertions, ${row.publishedBy}::text, created_at FROM e
          RETURNING created_at`.pipe(
        Effect.map((rows) => (rows[0] as { createdAt: Date }).createdAt),
        Effect.orDie
      )

    /**
     * The next version, made the latest, in one statement: the UPDATE locks the evaluation's row,
     * so concurrent publishers get distinct consecutive numbers. None when the evaluation is not
     * the organization's.
     */
    const insertVersion = (orgId: string, id: string, name: string | null, row: PreparedDefinition, publishedBy: string | null) =>
      sql`WITH e AS (
            UPDATE evaluations SET latest_version = latest_version + 1, name = coalesce(${name}::text, name),
                   template = ${row.template}, definition = ${json(row.definition)}::jsonb, rubric = ${json(row.rubric)}::jsonb,
                   compiled_prompt = ${json(row.compiledPrompt)}::json, assertions = ${json(row.assertions)}::jsonb
            WHERE id = ${id} AND org_id = ${orgId}
            RETURNING *
          )
          INSERT INTO evaluation_versions (evaluation_id, version, org_id, name, template, definition, rubric, compiled_prompt,
                                           assertions, published_by)
          SELECT id, latest_version, org_id, name, template, definition, rubric, compiled_prompt, assertions, ${publishedBy}::text FROM e
          RETURNING version, created_at`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0] as { version: number; createdAt: Date } | undefined)),
        Effect.orDie
      )

    const find = SqlSchema.findOne({
      Request: Schema.Struct({ orgId: Schema.String, id: Schema.String }),
      Result: EvaluationRow,
      execute: ({ id, orgId }) => sql`SELECT * FROM evaluations WHERE id = ${id} AND org_id = ${orgId}`
    })

    const findVersion = SqlSchema.findOne({
      Request: Schema.Struct({ orgId: Schema.String, id: Schema.String, version: Schema.Number }),
      Result: VersionRow,
      execute: ({ id, orgId, version }) =>
        sql`SELECT * FROM evaluation_versions WHERE evaluation_id = ${id} AND org_id = ${orgId} AND version = ${version}`
    })

    const listVersions = SqlSchema.findAll({
      Request: Schema.Struct({ orgId: Schema.String, id: Schema.String }),
      Result: VersionRow,
      execute: ({ id, orgId }) =>
        sql`SELECT * FROM evaluation_versions WHERE evaluation_id = ${id} AND org_id = ${orgId} ORDER BY version DESC`
    })

    const list = SqlSchema.findAll({
      Request: Schema.String,
      Result: EvaluationRow,
      execute: (orgId) => sql`SELECT * FROM evaluations WHERE org_id = ${orgId} ORDER BY created_at DESC`
    })

    return {
      insert,
      insertVersion,
      /** Scoped to the organization: another organization's evaluation reads as absent. */
      find: (orgId: string, id: string) => Effect.orDie(find({ orgId, id })),
      findVersion: (orgId: string, id: string, version: number) => Effect.orDie(findVersion({ orgId, id, version })),
      listVersions: (orgId: string, id: string) => Effect.orDie(listVersions({ orgId, id })),
      list: (orgId: string) => Effect.orDie(list(orgId))
    } as const
  })
}) {}
