// The replay job (decisions §12): re-scores an evaluation's logged calls with one version, or a
// draft, on the embedded scorer, and writes the diff once at the end. Live calls keep priority:
// one replay runs at a time per process, on scoring threads of their own at the lowest priority
// (ReplayScorerLive), so the kernel gives them only the CPU live calls leave. The main thread
// does little per call: it reads pages of calls, sends each page to a thread as one batch (the
// thread answers each call's side of the diff), compares and writes progress about once a second.
// Pages are read and sent ahead, so a thread always has the next batch waiting.
import { Effect, FiberSet, Option, Stream } from "effect"
import { detectorNames } from "../domain/manifest.js"
import { detectionsOfLogged, inOrder, makeDiff, type CallSide } from "../domain/replayDiff.js"
import { buildResult } from "../domain/result.js"
import type { Manifest, NextAction } from "../domain/types.js"
import { EvaluationVersions } from "../evaluations/Versions.js"
import { type BucketPolicy, RateLimiter } from "../limits/RateLimiter.js"
import { type Gate, InFlightGate } from "../http/gate.js"
import { ReplayScorer } from "../scoring/Scorer.js"
import { quietOrAfter } from "../http/liveTraffic.js"
import { makeDedupe } from "./dedupe.js"
import { nextTurn, SLICE } from "./slices.js"
import { type Change, type LoggedCall, ReplaysRepo, type Window } from "./Repo.js"

/** decisions §12: a replay counts against the rate limit as one call per this many re-scored calls. */
export const CALLS_PER_TOKEN = 100
/** Calls read, scored (one batch on a thread) and compared together: a few tokens' worth. */
const PAGE = 2 * CALLS_PER_TOKEN
/** Pages read and sent ahead of the one being compared: enough to keep two threads busy. */
const PAGES_AHEAD = 4
/** Progress (and the changed calls found since) is written at most this often, and at the end. */
const PROGRESS_EVERY_MS = 1_000

export interface ReplayPlan {
  readonly id: string
  readonly window: Window
  readonly limit: number
  readonly manifest: Manifest
  readonly rubricKey: string
  /** The rate-limit bucket of the credential that started it. */
  readonly bucket: { readonly key: string; readonly policy: BucketPolicy }
}


/**
 * Before the main thread reads or compares a page: a moment with no request in flight (bounded,
 * so a replay never stops), for the database's and this thread's share of a page cost live calls
 * most when they land together (liveTraffic.ts).
 */
const stepAsideFor = (gate: Option.Option<Gate>): Effect.Effect<void> =>
  Option.match(gate, {
    onNone: () => nextTurn,
    onSome: (g) => Effect.zipRight(nextTurn, Effect.promise(() => quietOrAfter(g.traffic.counter)))
  })

export class ReplayRunner extends Effect.Service<ReplayRunner>()("Assay/ReplayRunner", {
  scoped: Effect.gen(function* () {
    const repo = yield* ReplaysRepo
    const scorer = yield* ReplayScorer
    const limiter = yield* RateLimiter
    const versions = yield* EvaluationVersions
    // Absent where replays run without the HTTP server (tests of the job alone).
    const stepAside = stepAsideFor(yield* Effect.serviceOption(InFlightGate))
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
        const side: CallSide = { status: call.status, next_action: (call.nextAction as NextAction | null) ?? null, found: inOrder(call.found, order) }
        if (side.next_action !== null || call.fields === null) return side
        const ran = yield* versions.findVersion(window.orgId, window.evaluationId, call.evaluationVersion ?? 1)
        if (Option.isNone(ran)) return side
        const logged = {
          extracted_fields: (call.fields.extracted_fields ?? {}) as Parameters<typeof detectionsOfLogged>[0]["extracted_fields"] & object,
          invalid_fields: call.fields.invalid_fields ?? []
        }
        const derived = buildResult(ran.value.manifest, detectionsOfLogged(logged), true).next_action ?? null
        return { ...side, next_action: derived as NextAction | null } satisfies CallSide
      })

    const tokensFor = (bucket: ReplayPlan["bucket"], calls: number) =>
      Effect.forEach(Array.from({ length: Math.ceil(calls / CALLS_PER_TOKEN) }), () => takeToken(bucket), { discard: true })

    const run = (plan: ReplayPlan) =>
      Effect.gen(function* () {
        const started = yield* repo.start(plan.id, plan.window, plan.limit)
        if (Option.isNone(started)) return
        const total = started.value
        const order = detectorNames(plan.manifest)
        const diff = makeDiff(order)
        const rescore = makeDedupe((inputs) => scorer.rescore(plan.rubricKey, plan.manifest, inputs))

        // Newest first, keyset-paged; stops at `total` or when the window runs dry.
        const pages = Stream.unfoldEffect({ cursor: null as readonly [string, string] | null, read: 0, dry: false }, (at) =>
          at.dry || at.read >= total
            ? Effect.succeed(Option.none())
            : Effect.map(Effect.zipRight(stepAside, repo.page(plan.window, at.cursor, Math.min(PAGE, total - at.read))), (calls: ReadonlyArray<LoggedCall>) => {
                const last = calls[calls.length - 1]
                const next = { cursor: last === undefined ? at.cursor : ([last.at, last.id] as const), read: at.read + calls.length, dry: calls.length === 0 }
                return Option.some([calls, next] as const)
              })
        )
        const scored = pages.pipe(
          Stream.filter((calls) => calls.length > 0),
          // In order, PAGES_AHEAD at once: the tokens of a page are taken before it is sent.
          Stream.mapEffect(
            (calls) => Effect.zipRight(tokensFor(plan.bucket, calls.length), Effect.map(rescore(calls.map((c) => c.input)), (after) => ({ calls, after }))),
            { concurrency: PAGES_AHEAD }
          )
        )

        let processed = 0
        let lastWrite = Date.now()
        let changes: Array<Change> = []
        let failedMeanwhile = false
        /** Progress and the changed calls found since; false when the replay was failed meanwhile (another instance restarted). */
        const write = Effect.suspend(() => {
          const found = changes
          changes = []
          lastWrite = Date.now()
          return Effect.tap(repo.progress(plan.id, processed, found), (running) => {
            failedMeanwhile = !running
          })
        })
        const compare = ({ calls, after }: { readonly calls: ReadonlyArray<LoggedCall>; readonly after: ReadonlyArray<CallSide> }) =>
          Effect.gen(function* () {
            yield* stepAside
            for (const [i, call] of calls.entries()) {
              // A turn of the event loop every few calls: a live request's steps wait behind a
              // slice, not behind the whole page.
              if (i > 0 && i % SLICE === 0) yield* nextTurn
              const was = yield* before(plan.window, call, order)
              const now = after[i]!
              if (diff.add(was, now, call.outcome)) {
                changes.push({ seq: processed + i + 1, logId: call.id, logCreatedAt: call.createdAt, before: was, after: now })
              }
            }
            processed += calls.length
            return Date.now() - lastWrite < PROGRESS_EVERY_MS ? true : yield* write
          })
        yield* Stream.runForEachWhile(scored, compare)
        // The last progress, then the diff: stop without reporting anything when failed meanwhile.
        if (failedMeanwhile || !(yield* write)) return
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
