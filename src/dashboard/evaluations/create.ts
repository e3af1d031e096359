// POST /v1/evaluations for the dashboard: the same strict decode as the API, then the same
// create flow (src/evaluations/create.ts), its errors turned into what the form shows.
import { Effect, Either, Schema } from "effect"
import { Criteria, strictParseOptions } from "../../domain/criteria.js"
import type { AssertionFailure, Issue } from "../../domain/types.js"
import { validateCriteria } from "../../domain/validate.js"
import { CreateEvaluationRequest } from "../../evaluations/Api.js"
import { makeCreateEvaluation } from "../../evaluations/create.js"
import { decodeIssues } from "../../http/issuePath.js"

export type CreateOutcome =
  | { readonly _tag: "Invalid"; readonly issues: ReadonlyArray<Issue> }
  | { readonly _tag: "AssertionsFailed"; readonly failures: ReadonlyArray<AssertionFailure> }
  | { readonly _tag: "ScorerUnavailable"; readonly message: string }
  | { readonly _tag: "Created"; readonly id: string }

const decode = Schema.decodeUnknownEither(CreateEvaluationRequest)
const decodeCriteria = Schema.decodeUnknownEither(Criteria)

/**
 * Every problem at once: when the body fails to decode (an empty name, say), the cross-field rules
 * still run on its criteria if those decode, so the form lists a duplicate detector name too.
 */
const crossFieldIssues = (body: Record<string, unknown>): ReadonlyArray<Issue> => {
  const { name: _name, ...criteria } = body
  const decoded = decodeCriteria(criteria, strictParseOptions)
  return Either.isRight(decoded) ? validateCriteria(decoded.right) : []
}

export { decodeIssues }

/** Resolved once at start-up: `(orgId, body) => outcome`, needing nothing more per call. */
export const makeDashboardCreate = Effect.gen(function* () {
  const create = yield* makeCreateEvaluation
  /** `publishedBy`: the signed-in person's email, recorded on version 1 as on every later version. */
  return (orgId: string, body: Record<string, unknown>, publishedBy: string | null = null) =>
    Effect.gen(function* () {
      const decoded = decode(body, strictParseOptions)
      if (Either.isLeft(decoded)) {
        return { _tag: "Invalid", issues: [...decodeIssues(decoded.left), ...crossFieldIssues(body)] } satisfies CreateOutcome
      }
      const { name, ...definition } = decoded.right
      const created = yield* create(orgId, name, definition, publishedBy)
      return { _tag: "Created", id: created.id } satisfies CreateOutcome
    }).pipe(
      Effect.catchTags({
        ValidationError: (e) => Effect.succeed<CreateOutcome>({ _tag: "Invalid", issues: e.issues }),
        ExampleAssertionFailed: (e) => Effect.succeed<CreateOutcome>({ _tag: "AssertionsFailed", failures: e.failures })
      }),
      Effect.catchAll((error) => Effect.succeed<CreateOutcome>({ _tag: "ScorerUnavailable", message: error.message })),
      Effect.withSpan("Dashboard.createEvaluation", { attributes: { orgId } })
    )
})
