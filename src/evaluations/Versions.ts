import { Effect, Option } from "effect"
import type { Manifest } from "../domain/types.js"
import { type CompiledPrompt, storedPrompt } from "../scoring/openai/prompt.js"
import { Lru } from "../scoring/cache/lru.js"
import { EvaluationsRepo } from "./Repo.js"
import { rubricKeyOf } from "./rubricKey.js"

/** What scoring needs of one version of an evaluation. */
export interface RunnableVersion {
  readonly evaluationId: string
  readonly version: number
  readonly manifest: Manifest
  readonly rubricKey: string
  /** The model prompt stored with it; undefined on rows older than issue 5. */
  readonly prompt: CompiledPrompt | undefined
}

/**
 * How long this process trusts the latest version it read: a version published through another
 * instance is used here at most this late (this instance's own publishes are seen at once). The
 * log row always records the version that actually ran.
 */
export const LATEST_TTL_MS = 2_000

const runnable = (evaluationId: string, version: number, rubric: unknown, prompt: unknown): RunnableVersion => {
  const manifest = rubric as Manifest
  return { evaluationId, version, manifest, rubricKey: rubricKeyOf(evaluationId, manifest), prompt: storedPrompt(prompt) }
}

/**
 * The versions evaluate calls run on, read from memory after the first call: numbered versions
 * never change, so they are kept; which one is the latest is re-read after LATEST_TTL_MS. The key
 * holds the organization, so a hit is as scoped as the query.
 */
export class EvaluationVersions extends Effect.Service<EvaluationVersions>()("Assay/EvaluationVersions", {
  effect: Effect.gen(function* () {
    const repo = yield* EvaluationsRepo
    const latest = new Lru<string, { readonly at: number; readonly value: RunnableVersion }>(512)
    const numbered = new Lru<string, RunnableVersion>(512)

    const findLatest = (orgId: string, id: string): Effect.Effect<Option.Option<RunnableVersion>> => {
      const hit = latest.get(`${orgId}/${id}`)
      if (hit !== undefined && Date.now() - hit.at < LATEST_TTL_MS) return Effect.succeed(Option.some(hit.value))
      return Effect.map(
        repo.find(orgId, id),
        Option.map((row) => {
          // Numbered versions never change: a re-read that finds the same latest keeps the value
          // already built (its rubric key hashes the whole manifest) instead of building it again.
          const known = numbered.get(`${orgId}/${id}@${row.latestVersion}`)
          const value = known ?? runnable(row.id, row.latestVersion, row.rubric, row.compiledPrompt)
          if (known === undefined) numbered.set(`${orgId}/${id}@${row.latestVersion}`, value)
          latest.set(`${orgId}/${id}`, { at: Date.now(), value })
          return value
        })
      )
    }

    const findVersion = (orgId: string, id: string, version: number): Effect.Effect<Option.Option<RunnableVersion>> => {
      const key = `${orgId}/${id}@${version}`
      const hit = numbered.get(key)
      if (hit !== undefined) return Effect.succeed(Option.some(hit))
      return Effect.map(
        repo.findVersion(orgId, id, version),
        Option.map((row) => {
          const value = runnable(row.evaluationId, row.version, row.rubric, row.compiledPrompt)
          numbered.set(key, value)
          return value
        })
      )
    }

    return {
      findLatest,
      findVersion,
      /** The pinned version when there is one, else the latest. */
      find: (orgId: string, id: string, pinned: number | null) =>
        pinned === null ? findLatest(orgId, id) : findVersion(orgId, id, pinned),
      /** After a publish in this process: the next call reads the new latest. */
      forget: (orgId: string, id: string) => Effect.sync(() => latest.delete(`${orgId}/${id}`))
    } as const
  }),
  dependencies: [EvaluationsRepo.Default]
}) {}
