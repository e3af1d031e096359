import { SqlClient, SqlSchema } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, Schema } from "effect"
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
  /** The tried draft it was published from (dashboard); null otherwise. */
  replayId: Schema.NullOr(Schema.String),
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

/** What a publish must respect beyond the definition (docs/decisions.md, "Safe publishing"). */
export interface PublishGuard {
  /** Who published it from the dashboard (an email); null for API keys. */
  readonly publishedBy: string | null
  /** Publish only while this is the latest version; null: whatever the latest is. */
  readonly baseVersion: number | null
  /** The tried draft published (a replay id): a draft is published at most once. */
  readonly replayId: string | null
}

export type InsertedVersion =
  | { readonly _tag: "Written"; readonly version: number; readonly createdAt: Date }
  /** Not the organization's evaluation, or its latest is no longer the base version. */
  | { readonly _tag: "NotWritten" }
  | { readonly _tag: "DraftAlreadyPublished" }

const isReplayPublishedTwice = (e: SqlError) => {
  const cause = e.cause as { code?: unknown; constraint?: unknown } | undefined
  return cause?.code === "23505" && cause.constraint === "evaluation_versions_replay_once"
}

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
     * so concurrent publishers get distinct consecutive numbers. With `baseVersion`, only while
     * that is still the latest (checked under the same lock, so a publish in between is noticed).
     * With `replayId`, at most once per tried draft: a second insert of it breaks the unique
     * constraint (migration 0025) and the whole statement, the number bump included, is undone.
     */
    const insertVersion = (orgId: string, id: string, name: string | null, row: PreparedDefinition, guard: PublishGuard) =>
      sql`WITH e AS (
            UPDATE evaluations SET latest_version = latest_version + 1, name = coalesce(${name}::text, name),
                   template = ${row.template}, definition = ${json(row.definition)}::jsonb, rubric = ${json(row.rubric)}::jsonb,
                   compiled_prompt = ${json(row.compiledPrompt)}::json, assertions = ${json(row.assertions)}::jsonb
            WHERE id = ${id} AND org_id = ${orgId}
              AND (${guard.baseVersion}::integer IS NULL OR latest_version = ${guard.baseVersion}::integer)
            RETURNING *
          )
          INSERT INTO evaluation_versions (evaluation_id, version, org_id, name, template, definition, rubric, compiled_prompt,
                                           assertions, published_by, replay_id)
          SELECT id, latest_version, org_id, name, template, definition, rubric, compiled_prompt, assertions,
                 ${guard.publishedBy}::text, ${guard.replayId}::uuid FROM e
          RETURNING version, created_at`.pipe(
        Effect.map((rows): InsertedVersion => {
          const row = rows[0] as { version: number; createdAt: Date } | undefined
          return row === undefined ? { _tag: "NotWritten" } : { _tag: "Written", ...row }
        }),
        Effect.catchIf(isReplayPublishedTwice, () => Effect.succeed<InsertedVersion>({ _tag: "DraftAlreadyPublished" })),
        Effect.orDie
      )

    /** The version a tried draft was published as, if it was. */
    const findByReplay = SqlSchema.findOne({
      Request: Schema.Struct({ orgId: Schema.String, replayId: Schema.String }),
      Result: VersionRow,
      execute: ({ orgId, replayId }) => sql`SELECT * FROM evaluation_versions WHERE replay_id = ${replayId} AND org_id = ${orgId}`
    })

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
      findByReplay: (orgId: string, replayId: string) => Effect.orDie(findByReplay({ orgId, replayId })),
      findVersion: (orgId: string, id: string, version: number) => Effect.orDie(findVersion({ orgId, id, version })),
      listVersions: (orgId: string, id: string) => Effect.orDie(listVersions({ orgId, id })),
      list: (orgId: string) => Effect.orDie(list(orgId))
    } as const
  })
}) {}
