// "Try on recent calls" and "Publish" (issue 24). A draft is tried by a replay of the API's own
// kind (decisions §12: `definition`, never saved as a version), started in-process on the same
// ReplayRunner; the replay row keeps the draft, and "Publish" publishes exactly that row's draft,
// so what is published is what was tried (docs/decisions.md, "Dashboard drafts").
import { Effect, Either, Option, Schema } from "effect"
import { CreateVersion, strictParseOptions } from "../../domain/criteria.js"
import type { AssertionFailure, Issue } from "../../domain/types.js"
import { makeCreateEvaluation } from "../../evaluations/create.js"
import { ExampleAssertionFailed } from "../../evaluations/errors.js"
import { EvaluationsRepo, type VersionRow } from "../../evaluations/Repo.js"
import { rubricKeyOf } from "../../evaluations/rubricKey.js"
import { EvaluationVersions } from "../../evaluations/Versions.js"
import { ValidationError } from "../../http/errors.js"
import { decodeIssues } from "../../http/issuePath.js"
import type { BucketPolicy } from "../../limits/RateLimiter.js"
import { ReplaysRepo } from "../../replays/Repo.js"
import { ReplayRunner } from "../../replays/Runner.js"

/** The last this many calls of the evaluation are re-scored (issue 24). */
export const TRY_CALLS = 1_000

export type DraftProblem =
  | { readonly _tag: "Invalid"; readonly issues: ReadonlyArray<Issue> }
  | { readonly _tag: "AssertionsFailed"; readonly failures: ReadonlyArray<AssertionFailure> }
  | { readonly _tag: "ScorerUnavailable"; readonly message: string }

export type TryOutcome = DraftProblem | { readonly _tag: "Started"; readonly replayId: string }
export type PublishOutcome =
  | DraftProblem
  | { readonly _tag: "NotFound" }
  /** `again`: this draft had been published already, as `version`; nothing new was made. */
  | { readonly _tag: "Published"; readonly version: number; readonly again: boolean }
  /** Newer versions than the draft's base were published meanwhile; `latest` is the newest. */
  | { readonly _tag: "Conflict"; readonly base: number; readonly latest: VersionRow }

const decode = Schema.decodeUnknownEither(CreateVersion)

/** The same errors as the API's, turned into what the form shows. */
const problemOf = (e: { readonly message: string }): DraftProblem =>
  e instanceof ValidationError
    ? { _tag: "Invalid", issues: e.issues }
    : e instanceof ExampleAssertionFailed
      ? { _tag: "AssertionsFailed", failures: e.failures }
      : { _tag: "ScorerUnavailable", message: e.message }

const asProblem = <A, E extends { readonly message: string }>(effect: Effect.Effect<A, E>) =>
  Effect.catchAll(effect, (e) => Effect.succeed<A | DraftProblem>(problemOf(e)))

export const makeDashboardDrafts = Effect.gen(function* () {
  const create = yield* makeCreateEvaluation
  const replays = yield* ReplaysRepo
  const runner = yield* ReplayRunner
  const versions = yield* EvaluationVersions
  const evaluations = yield* EvaluationsRepo

  /**
   * Validates and asserts the draft like a create, then replays it over the last TRY_CALLS calls.
   * `baseVersion`: the latest version when its editing began, kept with the draft.
   */
  const tryDraft = (orgId: string, evaluationId: string, body: unknown, bucket: { key: string; policy: BucketPolicy }, baseVersion: number) =>
    Effect.gen(function* () {
      const decoded = decode(body, strictParseOptions)
      if (Either.isLeft(decoded)) return { _tag: "Invalid", issues: decodeIssues(decoded.left) } satisfies TryOutcome
      const { name: _name, ...definition } = decoded.right
      const prepared = yield* asProblem(create.prepare(evaluationId, definition))
      if ("_tag" in prepared) return prepared
      const replayId = crypto.randomUUID()
      const window = { orgId, evaluationId, from: null, to: null }
      yield* replays.insert({ id: replayId, ...window, version: null, draft: decoded.right, baseVersion, limit: TRY_CALLS })
      yield* runner.submit({
        id: replayId,
        window,
        limit: TRY_CALLS,
        manifest: prepared.rubric,
        rubricKey: rubricKeyOf(evaluationId, prepared.rubric),
        bucket
      })
      return { _tag: "Started", replayId } satisfies TryOutcome
    }).pipe(Effect.withSpan("Dashboard.tryDraft", { attributes: { orgId, evaluationId } }))

  /**
   * Publishes the draft a replay of this evaluation tried, recording who published it: once (a
   * second publish answers the version the first made), and only over the version its editing
   * began from, unless the person confirmed publishing over `over`, the newer latest they were shown.
   */
  const publishTried = (orgId: string, evaluationId: string, replayId: string, publishedBy: string, over: number | null) =>
    Effect.gen(function* () {
      const replay = yield* replays.find(orgId, replayId)
      if (Option.isNone(replay) || replay.value.evaluationId !== evaluationId || replay.value.draft === null) {
        return { _tag: "NotFound" } satisfies PublishOutcome
      }
      const decoded = decode(replay.value.draft, strictParseOptions)
      if (Either.isLeft(decoded)) return { _tag: "Invalid", issues: decodeIssues(decoded.left) } satisfies PublishOutcome
      const { name, ...definition } = decoded.right
      const base = replay.value.baseVersion
      const guard = { publishedBy, baseVersion: over ?? base, replayId }
      const published = yield* create.publish(orgId, evaluationId, name, definition, guard).pipe(
        Effect.map((c): PublishOutcome => ({ _tag: "Published", version: c.version, again: c.alreadyPublished })),
        Effect.catchTags({
          NotFound: () => Effect.succeed<PublishOutcome>({ _tag: "NotFound" }),
          VersionConflict: (e) =>
            Effect.map(
              evaluations.findVersion(orgId, evaluationId, e.latest_version),
              (latest): PublishOutcome =>
                Option.isSome(latest) ? { _tag: "Conflict", base: base ?? e.latest_version, latest: latest.value } : { _tag: "NotFound" }
            )
        }),
        asProblem
      )
      // The next evaluate call in this process runs the new version at once.
      yield* versions.forget(orgId, evaluationId)
      return published
    }).pipe(Effect.withSpan("Dashboard.publishTried", { attributes: { orgId, evaluationId, replayId } }))

  return { tryDraft, publishTried } as const
})
