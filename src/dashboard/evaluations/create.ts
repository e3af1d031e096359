// POST /v1/evaluations for the dashboard: the same decode (strict), the same cross-field rules,
// the same create-time example assertions through the Scorer service, the same row. The API's
// handler (src/evaluations/Http.ts) inlines these steps; it could call this function instead.
import { Effect, Either, ParseResult, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { strictParseOptions } from "../../domain/criteria.js"
import { compileManifest } from "../../domain/manifest.js"
import type { AssertionFailure, Issue } from "../../domain/types.js"
import { validateCriteria } from "../../domain/validate.js"
import { CreateEvaluationRequest } from "../../evaluations/Api.js"
import { type AssertionSummary, EvaluationsRepo } from "../../evaluations/Repo.js"
import { formatPath } from "../../http/issuePath.js"
import { Scorer } from "../../scoring/Scorer.js"

export type CreateOutcome =
  | { readonly _tag: "Invalid"; readonly issues: ReadonlyArray<Issue> }
  | { readonly _tag: "AssertionsFailed"; readonly failures: ReadonlyArray<AssertionFailure> }
  | { readonly _tag: "ScorerUnavailable"; readonly message: string }
  | { readonly _tag: "Created"; readonly id: string }

const decode = Schema.decodeUnknownEither(CreateEvaluationRequest)

/** Issues worded as the API's VALIDATION_ERROR words them (src/http/errorResponse.ts). */
export const decodeIssues = (error: ParseResult.ParseError): ReadonlyArray<Issue> =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map((i) => ({
    path: formatPath(i.path),
    message: i._tag === "Unexpected" ? "This field is not allowed." : i._tag === "Missing" ? "This field is required." : i.message
  }))

/** Resolved once at start-up: `(orgId, body) => outcome`, needing nothing more per call. */
export const makeCreateEvaluation = Effect.gen(function* () {
  const scorer = yield* Scorer
  const repo = yield* EvaluationsRepo
  return (orgId: string, body: unknown) =>
    Effect.gen(function* () {
      const decoded = decode(body, strictParseOptions)
      if (Either.isLeft(decoded)) return { _tag: "Invalid", issues: decodeIssues(decoded.left) } satisfies CreateOutcome
      const { name, ...definition } = decoded.right
      const issues = validateCriteria(definition)
      if (issues.length > 0) return { _tag: "Invalid", issues } satisfies CreateOutcome
      const manifest = compileManifest(definition)
      const id = randomUUID()
      const failures = yield* scorer.assertExamples(`evaluation:${id}`, manifest)
      if (failures.length > 0) return { _tag: "AssertionsFailed", failures } satisfies CreateOutcome
      const checked = manifest.detectors.reduce((n, d) => n + d.examples.length + d.nonExamples.length, 0)
      const assertions: AssertionSummary = { checked, failures: [] }
      yield* repo.insert({ id, orgId, name, template: definition.template, definition, rubric: manifest, assertions })
      return { _tag: "Created", id } satisfies CreateOutcome
    }).pipe(
      Effect.catchAll((error) => Effect.succeed<CreateOutcome>({ _tag: "ScorerUnavailable", message: error.message })),
      Effect.withSpan("Dashboard.createEvaluation", { attributes: { orgId } })
    )
})
