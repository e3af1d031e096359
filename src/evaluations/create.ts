// Creating an evaluation or a version of one, for the API (POST /v1/evaluations,
// POST /v1/evaluations/{id}/versions) and the dashboard alike: the cross-field rules, the
// create-time example assertions (decisions §4), the model prompt compiled once (issue 5), then
// the rows. A replay's draft definition goes through the same `prepare`, and is never stored.
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import type { Criteria } from "../domain/criteria.js"
import { compileManifest } from "../domain/manifest.js"
import type { Manifest } from "../domain/types.js"
import { validateCriteria } from "../domain/validate.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { compilePrompt } from "../scoring/openai/prompt.js"
import { Scorer } from "../scoring/Scorer.js"
import { ExampleAssertionFailed } from "./errors.js"
import { EvaluationsRepo, type PreparedDefinition } from "./Repo.js"
import { rubricKeyOf } from "./rubricKey.js"

export interface Created {
  readonly id: string
  readonly version: number
  readonly manifest: Manifest
  readonly createdAt: Date
}

/** Resolved once at start-up: validate, compile and assert a definition, and store it as an evaluation or a version. */
export const makeCreateEvaluation = Effect.gen(function* () {
  const scorer = yield* Scorer
  const repo = yield* EvaluationsRepo

  const prepare = (evaluationId: string, definition: Criteria) =>
    Effect.gen(function* () {
      const issues = validateCriteria(definition)
      if (issues.length > 0) return yield* new ValidationError({ issues })
      const manifest = compileManifest(definition)
      // Compiled whatever the scorer: pure and cheap, and a later switch to a model scorer
      // then finds every evaluation's prompt ready.
      const prompt = compilePrompt(manifest)
      const failures = yield* scorer.assertExamples(rubricKeyOf(evaluationId, manifest), manifest, prompt)
      if (failures.length > 0) return yield* new ExampleAssertionFailed({ failures })
      const checked = manifest.detectors.reduce((n, d) => n + d.examples.length + d.nonExamples.length, 0)
      return {
        template: definition.template,
        definition,
        rubric: manifest,
        compiledPrompt: prompt,
        assertions: { checked, failures: [] }
      } satisfies PreparedDefinition
    })

  const create = (orgId: string, name: string, definition: Criteria, publishedBy: string | null = null) =>
    Effect.gen(function* () {
      const id = randomUUID()
      const prepared = yield* prepare(id, definition)
      const createdAt = yield* repo.insert({ ...prepared, id, orgId, name, publishedBy })
      return { id, version: 1, manifest: prepared.rubric, createdAt } satisfies Created
    })

  /** decisions §12: the next version of the organization's evaluation, made the latest. */
  const publish = (orgId: string, id: string, name: string | undefined, definition: Criteria, publishedBy: string | null = null) =>
    Effect.gen(function* () {
      const missing = new NotFound({ message: "No such evaluation." })
      // Checked first, so another organization's id costs no assertion run and reveals nothing.
      if (Option.isNone(yield* repo.find(orgId, id))) return yield* missing
      const prepared = yield* prepare(id, definition)
      const written = yield* repo.insertVersion(orgId, id, name ?? null, prepared, publishedBy)
      if (Option.isNone(written)) return yield* missing
      return { id, version: written.value.version, manifest: prepared.rubric, createdAt: written.value.createdAt } satisfies Created
    })

  return Object.assign(create, { create, prepare, publish })
})
