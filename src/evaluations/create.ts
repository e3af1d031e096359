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
import { ExampleAssertionFailed, VersionConflict } from "./errors.js"
import { EvaluationsRepo, type PreparedDefinition, type PublishGuard, type VersionRow } from "./Repo.js"
import { rubricKeyOf } from "./rubricKey.js"

/** A publish with no guard: the API without `base_version` (decisions §12 as first built). */
const unguarded: PublishGuard = { publishedBy: null, baseVersion: null, replayId: null }

export interface Published extends Created {
  /** True when this tried draft had been published before: nothing new was made. */
  readonly alreadyPublished: boolean
}

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

  const conflict = (latest: number, base: number) =>
    new VersionConflict({
      message: `Version ${latest} is the latest, not version ${base} (base_version); nothing was published.`,
      latest_version: latest
    })

  /** The version a tried draft was already published as: answered again instead of a second one. */
  const already = (v: VersionRow): Published => ({
    id: v.evaluationId,
    version: v.version,
    manifest: v.rubric as Manifest,
    createdAt: v.createdAt,
    alreadyPublished: true
  })

  /**
   * decisions §12: the next version of the organization's evaluation, made the latest. The guard's
   * base version and tried draft are checked first (cheap, no assertion run) and again by the
   * insert itself, so a publish racing this one cannot slip between the check and the write.
   */
  const publish = (orgId: string, id: string, name: string | undefined, definition: Criteria, guard: PublishGuard = unguarded) =>
    Effect.gen(function* () {
      const missing = new NotFound({ message: "No such evaluation." })
      // Checked first, so another organization's id costs no assertion run and reveals nothing.
      const current = yield* repo.find(orgId, id)
      if (Option.isNone(current)) return yield* missing
      const publishedBefore = guard.replayId === null ? Effect.succeed(Option.none<VersionRow>()) : repo.findByReplay(orgId, guard.replayId)
      const before = yield* publishedBefore
      if (Option.isSome(before)) return already(before.value)
      if (guard.baseVersion !== null && current.value.latestVersion !== guard.baseVersion) {
        return yield* conflict(current.value.latestVersion, guard.baseVersion)
      }
      const prepared = yield* prepare(id, definition)
      const written = yield* repo.insertVersion(orgId, id, name ?? null, prepared, guard)
      if (written._tag === "Written") {
        return { id, version: written.version, manifest: prepared.rubric, createdAt: written.createdAt, alreadyPublished: false } satisfies Published
      }
      // Lost a race: to the same draft (answered with its version), or to another publish.
      const winner = yield* publishedBefore
      if (Option.isSome(winner)) return already(winner.value)
      const now = yield* repo.find(orgId, id)
      if (Option.isNone(now) || guard.baseVersion === null) return yield* missing
      return yield* conflict(now.value.latestVersion, guard.baseVersion)
    })

  return Object.assign(create, { create, prepare, publish })
})
