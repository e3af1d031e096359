import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal, type Principal } from "../auth/Principal.js"
import { detectorNames } from "../domain/manifest.js"
import { NotFound } from "../http/errors.js"
import { isUuid, versionNumber } from "../http/params.js"
import { makeCreateEvaluation } from "./create.js"
import { EvaluationsRepo, type AssertionSummary } from "./Repo.js"
import { EvaluationVersions } from "./Versions.js"

const notFound = new NotFound({ message: "No such evaluation." })

interface Stored {
  readonly version: number
  readonly name: string
  readonly template: string
  readonly definition: object
  readonly rubric: unknown
  readonly assertions: unknown
  readonly createdAt: Date
}

const view = (id: string, latestVersion: number, v: Stored) => {
  const summary = v.assertions as AssertionSummary
  return {
    ...v.definition,
    evaluation_id: id,
    version: v.version,
    latest_version: latestVersion,
    name: v.name,
    template: v.template,
    detector_names: detectorNames(v.rubric as never),
    rubric: v.rubric,
    example_assertions: { checked: summary.checked, passed: summary.failures.length === 0 },
    created_at: v.createdAt.toISOString()
  }
}

/** A deployment secret sees only its bound evaluation (decisions §5); an id that is no UUID is simply absent. */
const visible = (principal: Principal, id: string) =>
  isUuid(id) && (principal.kind !== "deployment" || principal.evaluationId === id)

export const EvaluationsHttpLive = HttpApiBuilder.group(AssayApi, "evaluations", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* EvaluationsRepo
    const versions = yield* EvaluationVersions
    const create = yield* makeCreateEvaluation

    /** One version of the organization's evaluation, or its latest; anything else reads as absent. */
    const read = (principal: Principal, id: string, which: number | "latest" | null) =>
      Effect.gen(function* () {
        if (!visible(principal, id) || which === null) return yield* notFound
        const row = yield* repo.find(principal.orgId, id)
        if (Option.isNone(row)) return yield* notFound
        const latest = row.value.latestVersion
        const version = yield* repo.findVersion(principal.orgId, id, which === "latest" ? latest : which)
        if (Option.isNone(version)) return yield* notFound
        return view(id, latest, version.value)
      })

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
      .handle("get", ({ path }) => Effect.flatMap(CurrentPrincipal, (principal) => read(principal, path.evaluation_id, "latest")))
      .handle("createVersion", ({ path, payload }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          if (!isUuid(path.evaluation_id)) return yield* notFound
          const { name, base_version, ...definition } = payload
          const guard = { publishedBy: null, baseVersion: base_version ?? null, replayId: null }
          const created = yield* create.publish(principal.orgId, path.evaluation_id, name, definition, guard)
          yield* versions.forget(principal.orgId, path.evaluation_id)
          return {
            evaluation_id: created.id,
            version: created.version,
            detector_names: detectorNames(created.manifest),
            created_at: created.createdAt.toISOString()
          }
        }).pipe(Effect.withSpan("Evaluations.createVersion"))
      )
      .handle("getVersion", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (principal) => read(principal, path.evaluation_id, versionNumber(path.version)))
      )
  })
)
