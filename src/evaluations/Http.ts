import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal } from "../auth/Principal.js"
import { detectorNames } from "../domain/manifest.js"
import { NotFound } from "../http/errors.js"
import { isUuid } from "../http/params.js"
import { makeCreateEvaluation } from "./create.js"
import { EvaluationsRepo, type AssertionSummary } from "./Repo.js"

const notFound = new NotFound({ message: "No such evaluation." })

export const EvaluationsHttpLive = HttpApiBuilder.group(AssayApi, "evaluations", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* EvaluationsRepo
    const create = yield* makeCreateEvaluation
    return handlers
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          const { name, ...definition } = payload
          const created = yield* create(principal.orgId, name, definition)
          return {
            evaluation_id: created.id,
            detector_names: detectorNames(created.manifest),
            created_at: created.createdAt.toISOString()
          }
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
