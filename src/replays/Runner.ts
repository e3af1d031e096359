// The replay job (decisions §12): re-scores an evaluation's logged calls with one version, or a
// draft, on the embedded scorer, and writes the diff once at the end. Live calls keep priority:
// one replay runs at a time per process, on a scoring thread of its own at the lowest priority
// (EmbeddedScorerLive), so the kernel gives it only the CPU live calls leave; the main thread
// only reads pages, compares and writes, and gives the event loop a turn between pages.
import { Effect, FiberSet, Option } from "effect"
import { detectorNames } from "../domain/manifest.js"
import { detectionsOfLogged, makeDiff, sideOf, type CallSide } from "../domain/replayDiff.js"
import { buildResult } from "../domain/result.js"
import type { Manifest, NextAction } from "../domain/types.js"
import { EvaluationVersions } from "../evaluations/Versions.js"
import { type BucketPolicy, RateLimiter } from "../limits/RateLimiter.js"
import { EmbeddedScorer } from "../scoring/Scorer.js"
import { type Change, type LoggedCall, ReplaysRepo, type Window } from "./Repo.js"

/** decisions §12: a replay counts against the rate limit as one call per this many re-scored calls. */
export const CALLS_PER_TOKEN = 100
/** Calls read, scored and committed (progress and changed calls) together: one rate token each. */
const PAGE = CALLS_PER_TOKEN
/** Calls handed to the replay's thread at once, so that it never waits for the main thread. */
const IN_FLIGHT = 8

export interface ReplayPlan {
  readonly id: string
  readonly window: Window
  readonly limit: number
  readonly manifest: Manifest
  readonly rubricKey: string
  /** The rate-limit bucket of the credential that started it. */
  readonly bucket: { readonly key: string; readonly policy: BucketPolicy }
}

/** Between two pages, a turn of the event loop: requests that arrived meanwhile are read first. */
const letLiveCallsIn = Effect.async<void>((resume) => {
  setImmediate(() => resume(Effect.void))
})

export class ReplayRunner extends Effect.Service<ReplayRunner>()("Assay/ReplayRunner", {
  scoped: Effect.gen(function* () {
    const repo = yield* ReplaysRepo
    const scorer = yield* EmbeddedScorer
    const limiter = yield* RateLimiter
    const versions = yield* EvaluationVersions
    // Nothing runs yet in this process: what is still queued or running was interrupted by a restart.
    yield* repo.failInterrupted
    const oneAtATime = yield* Effect.makeSemaphore(1)
    const fibers = yield* FiberSet.make()

    /** Waits for a token rather than failing: a replay slows down under the rate limit. */
    const takeToken = (bucket: ReplayPlan["bucket"]): Effect.Effect<void> =>
      Effect.flatMap(limiter.consume(bucket.key, bucket.policy), (d) =>
        d.allowed ? Effect.void : Effect.zipRight(Effect.sleep(`${d.retryAfter} seconds`), takeToken(bucket))
      )

    /** What the log says; a next action the call did not ask for is derived with the version it ran on. */
    const before = (window: Window, call: LoggedCall, order: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const logged = call.result as Parameters<typeof sideOf>[0] & Parameters<typeof detectionsOfLogged>[0]
        const side = sideOf({ ...logged, status: call.status }, order)
        if (side.next_action !== null) return side
        const ran = yield* versions.findVersion(window.orgId, window.evaluationId, call.evaluationVersion ?? 1)
        if (Option.isNone(ran)) return side
        const derived = buildResult(ran.value.manifest, detectionsOfLogged(logged), true).next_action ?? null
        return { ...side, next_action: derived as NextAction | null } satisfies CallSide
      })

    const run = (plan: ReplayPlan) =>
      Effect.gen(function* () {
        const started = yield* repo.start(plan.id, plan.window, plan.limit)
        if (Option.isNone(started)) return
        const total = started.value
        const order = detectorNames(plan.manifest)
        const diff = makeDiff(order)
        let processed = 0
        let cursor: readonly [string, string] | null = null
        while (processed < total) {
          const calls: ReadonlyArray<LoggedCall> = yield* repo.page(plan.window, cursor, Math.min(PAGE, total - processed))
          if (calls.length === 0) break
          yield* takeToken(plan.bucket)
          const rescored = yield* Effect.forEach(
            calls,
            (call) =>
              Effect.all([
                before(plan.window, call, order),
                // Its thread yields to live calls: under a long burst of them a call may wait past the budget.
                scorer.score(plan.rubricKey, plan.manifest, call.input).pipe(Effect.retry({ while: (e) => e._tag === "ScorerTimeout", times: 3 }))
              ]),
            { concurrency: IN_FLIGHT }
          )
          const changes: Array<Change> = []
          rescored.forEach(([was, { detections }], i) => {
            const call = calls[i]!
            const now = sideOf(buildResult(plan.manifest, detections, true), order)
            if (diff.add(was, now, call.outcome)) {
              changes.push({ seq: processed + i + 1, logId: call.id, logCreatedAt: call.createdAt, before: was, after: now })
            }
          })
          processed += calls.length
          yield* letLiveCallsIn
          const last: LoggedCall = calls[calls.length - 1]!
          cursor = [last.at, last.id]
          // Failed meanwhile (another instance restarted): stop without reporting anything.
          if (!(yield* repo.progress(plan.id, processed, changes))) return
        }
        yield* repo.finish(plan.id, diff.result())
      }).pipe(
        Effect.catchAllCause((cause) =>
          Effect.zipRight(Effect.logError("replay failed", cause), repo.fail(plan.id, "The replay failed while re-scoring; start it again."))
        ),
        Effect.withSpan("Replays.run", { attributes: { replayId: plan.id, limit: plan.limit } })
      )

    return {
      /** Runs in the background, after the replays started before it; answers at once. */
      submit: (plan: ReplayPlan) => FiberSet.run(fibers, oneAtATime.withPermits(1)(run(plan))).pipe(Effect.asVoid)
    } as const
  }),
  dependencies: [ReplaysRepo.Default]
}) {}
