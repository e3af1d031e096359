import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal } from "../auth/Principal.js"
import { compileManifest, detectorNames } from "../domain/manifest.js"
import { validateCriteria } from "../domain/validate.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { isUuid } from "../http/params.js"
import { Scorer } from "../scoring/Scorer.js"
import { ExampleAssertionFailed } from "./errors.js"
import { EvaluationsRepo, type AssertionSummary } from "./Repo.js"

const notFound = new NotFound({ message: "No such evaluation." })

export const EvaluationsHttpLive = HttpApiBuilder.group(AssayApi, "evaluations", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* EvaluationsRepo
    const scorer = yield* Scorer
    return handlers
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          const { name, ...definition } = payload
          const issues = validateCriteria(definition)
          if (issues.length > 0) return yield* new ValidationError({ issues })
          const manifest = compileManifest(definition)
          const id = randomUUID()
          const failures = yield* scorer.assertExamples(`evaluation:${id}`, manifest)
          if (failures.length > 0) return yield* new ExampleAssertionFailed({ failures })
          const checked = manifest.detectors.reduce((n, d) => n + d.examples.length + d.nonExamples.length, 0)
          const assertions: AssertionSummary = { checked, failures: [] }
          const createdAt = yield* repo.insert({
            id,
            orgId: principal.orgId,
            name,
            template: definition.template,
            definition,
            rubric: manifest,
            assertions
          })
          return { evaluation_id: id, detector_names: detectorNames(manifest), created_at: createdAt.toISOString() }
        }).pipe(Effect.withSpan("Evaluations.create"))
      )
      .handle("get", ({ path }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          const id = path.evaluation_id
          if (!isUuid(id)) return yield* notFound
          // A deployment secret validates its binding: only its own evaluation is visible.
          if (principal.kind === "deployment" && principal.evaluationId !== id) return yield* notFound
          const row = yield* repo.find(principal.orgId, id)
          if (Option.isNone(row)) return yield* notFound
          const e = row.value
          const summary = e.assertions as AssertionSummary
          return {
            ...(e.definition as object),
            evaluation_id: e.id,
            name: e.name,
            template: e.template,
            detector_names: detectorNames(e.rubric as never),
            rubric: e.rubric,
            example_assertions: { checked: summary.checked, passed: summary.failures.length === 0 },
            created_at: e.createdAt.toISOString()
          }
        })
      )
  })
)
