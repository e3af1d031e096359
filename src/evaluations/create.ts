// Creating an evaluation, for the API (POST /v1/evaluations) and the dashboard alike: the
// cross-field rules, the create-time example assertions (decisions §4), the model prompt
// compiled once (issue 5), then one row.
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { Criteria } from "../domain/criteria.js"
import { compileManifest } from "../domain/manifest.js"
import type { Manifest } from "../domain/types.js"
import { validateCriteria } from "../domain/validate.js"
import { ValidationError } from "../http/errors.js"
import { compilePrompt } from "../scoring/openai/prompt.js"
import { Scorer } from "../scoring/Scorer.js"
import { ExampleAssertionFailed } from "./errors.js"
import { type AssertionSummary, EvaluationsRepo } from "./Repo.js"

export interface Created {
  readonly id: string
  readonly manifest: Manifest
  readonly createdAt: Date
}

/** Resolved once at start-up: `(orgId, name, definition) => the created row`. */
export const makeCreateEvaluation = Effect.gen(function* () {
  const scorer = yield* Scorer
  const repo = yield* EvaluationsRepo
  return (orgId: string, name: string, definition: Criteria) =>
    Effect.gen(function* () {
      const issues = validateCriteria(definition)
      if (issues.length > 0) return yield* new ValidationError({ issues })
      const manifest = compileManifest(definition)
      // Compiled whatever the scorer: pure and cheap, and a later switch to a model scorer
      // then finds every evaluation's prompt ready.
      const prompt = compilePrompt(manifest)
      const id = randomUUID()
      const failures = yield* scorer.assertExamples(`evaluation:${id}`, manifest, prompt)
      if (failures.length > 0) return yield* new ExampleAssertionFailed({ failures })
      const checked = manifest.detectors.reduce((n, d) => n + d.examples.length + d.nonExamples.length, 0)
      const assertions: AssertionSummary = { checked, failures: [] }
      const createdAt = yield* repo.insert({
        id,
        orgId,
        name,
        template: definition.template,
        definition,
        rubric: manifest,
        compiledPrompt: prompt,
        assertions
      })
      return { id, manifest, createdAt } satisfies Created
    })
})
