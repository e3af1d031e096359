// The embedded scorer on worker threads (Piscina), so that scoring and compiling use the other
// cores while the main thread serves HTTP, authentication and the database. Each thread keeps
// its own compiled rubrics; a call sends the manifest only to a thread that says it lacks it.
import { Cause, Duration, Effect, Layer, Runtime } from "effect"
import { Piscina } from "piscina"
import { Attr } from "../../observability/attributes.js"
import { span } from "../../observability/span.js"
import { RUBRIC_CACHE_BYTES } from "../embedded/Embedded.js"
import { deadlineFor } from "../deadline.js"
import { ScorerTimeout } from "../errors.js"
import { localUsage, Scorer } from "../Scorer.js"
import type { LiveTrafficShare } from "../../http/liveTraffic.js"
import { type PoolTiming, startPool } from "./pool.js"
import type { Reply, Task } from "./worker.js"

/**
 * Calls handed to one thread at once; it scores them one after another (scoring is synchronous),
 * and a rubric it compiles gets its share of the thread between them (sliced.ts,
 * `shareWithCompiles`). The pool refills a thread only when the main thread gets round to the
 * thread's answers, so 8 let the queue run dry while the main thread was busy: at 50 connections
 * 32 gave p99 136–163 ms against 199–239 ms (docs/performance.md, 2026-11-26).
 */
const TASKS_PER_THREAD = 32

/** Set by bin/assay.mjs in its bundle: the thread's module, compiled with it. */
declare const __ASSAY_SCORE_WORKER__: string | undefined

/** Set by bin/assay.mjs in its bundle: entry.mjs in the sources, which the bundle does not sit beside. */
declare const __ASSAY_THREAD_ENTRY__: string | undefined

/** The thread's module: the one compiled with the bundle, or the TypeScript source through tsx. */
const workerFile = (): string =>
  typeof __ASSAY_SCORE_WORKER__ === "string" ? __ASSAY_SCORE_WORKER__ : new URL("./boot.mjs", import.meta.url).href

/** What a thread loads first (entry.mjs): it sets the thread's priority, then loads `workerData.module`. */
const entryFile = (): string =>
  typeof __ASSAY_THREAD_ENTRY__ === "string" ? __ASSAY_THREAD_ENTRY__ : new URL("./entry.mjs", import.meta.url).href

export interface ThreadsOptions {
  readonly threads: number
  /** The scorer budget of an evaluate call (decisions §6). */
  readonly budget: Duration.DurationInput
  /** The thread's module, when not the one next to this file (a test points it at a missing one). */
  readonly file?: string
  /** When a fresh pool is tried after no thread could start (tests shorten it). */
  readonly timing?: PoolTiming
  /**
   * The threads' niceness (Linux: 19 is the lowest priority), so that the kernel gives them only
   * the CPU live calls leave: replays (src/replays/Runner.ts). Unset: the process's own.
   */
  readonly niceness?: number
  /** The process's requests in flight (src/http/liveTraffic.ts): a replay thread steps aside while there are any, at most `maxWaitMs` a call. */
  readonly liveTraffic?: LiveTrafficShare
  /** Tasks handed to one thread at once (default TASKS_PER_THREAD). */
  readonly tasksPerThread?: number
}

/**
 * Each thread keeps the rubrics it compiled: the process's budget shared out, but never under
 * half of it, so that a thread still holds a few large classifiers (at most 2 × the budget in all,
 * and an eighth more while a thread scores again the calls of one that died: pool.ts).
 */
export const threadCacheBytes = (threads: number): number => Math.max(Math.floor(RUBRIC_CACHE_BYTES / threads), RUBRIC_CACHE_BYTES / 2)

/** A thread for the calls whose thread died (pool.ts) lives this long once idle. */
const ALONE_IDLE_MS = 30_000

/** The pool, or (`alone`) the one for calls whose thread died. Not stopped with the layer's scope: see below. */
const makePool = (threads: number, file: string, niceness: number | undefined, tasksPerThread: number, liveTraffic: LiveTrafficShare | undefined) => (alone: boolean) =>
  new Piscina<Task, Reply>({
    filename: entryFile(),
    minThreads: alone ? 0 : threads,
    maxThreads: alone ? 1 : threads,
    concurrentTasksPerWorker: alone ? 1 : tasksPerThread,
    ...(alone ? { idleTimeout: ALONE_IDLE_MS } : {}),
    recordTiming: false,
    // A call sent again compiles its rubric there; the thread keeps few (an eighth of the budget).
    workerData: { module: file, budgetBytes: alone ? RUBRIC_CACHE_BYTES / 8 : threadCacheBytes(threads), niceness, liveTraffic }
  })

/**
 * A created evaluation's examples are checked on a thread of their own (`buildPool`): compiling
 * a 150-category router takes seconds of CPU, and on the scoring threads it got only the share
 * their live calls left it (a third), so its create ran past the 3 s of decisions §6 and, on a
 * loaded machine, past the request's deadline. On its own thread the kernel shares the cores
 * between it and the live calls. Started on the first create; gone after this long idle.
 */
const BUILD_IDLE_MS = 60_000

const makeBuildPool = (file: string, niceness: number | undefined) =>
  new Piscina<Task, Reply>({
    filename: entryFile(),
    minThreads: 0,
    maxThreads: 1,
    concurrentTasksPerWorker: 1,
    idleTimeout: BUILD_IDLE_MS,
    recordTiming: false,
    // It keeps what it compiled only until the next create: an eighth of the budget.
    workerData: { module: file, budgetBytes: RUBRIC_CACHE_BYTES / 8, niceness }
  })

/** A task that threw in its thread, as the defect it would have been on the main thread. */
const defectOf = (reply: Extract<Reply, { op: "failed" }>): Error => {
  const error = new Error(reply.message)
  if (reply.stack !== null) error.stack = reply.stack
  return error
}

/**
 * Starts the threads; `run` sends one task. Shared by the live scorer (below) and the replays'
 * threads (ReplayThreads.ts).
 */
export const startThreads = (options: ThreadsOptions) =>
  Effect.gen(function* () {
    // On shutdown the services are released before the HTTP server has answered its last
    // requests (it closes last), and those must still score, so the pool is never closed; idle
    // threads are unreferenced and never keep the process alive.
    const runtime = yield* Effect.runtime<never>()
    const log = (effect: Effect.Effect<void>) => void Runtime.runFork(runtime)(effect)
    const pool = yield* Effect.tryPromise({
      try: () =>
        startPool(makePool(options.threads, options.file ?? workerFile(), options.niceness, options.tasksPerThread ?? TASKS_PER_THREAD, options.liveTraffic), {
          error: (message, cause) => log(cause === undefined ? Effect.logError(message) : Effect.logError(message, Cause.die(cause))),
          warn: (message) => log(Effect.logWarning(message)),
          info: (message) => log(Effect.logInfo(message))
        }, options.timing),
      catch: (cause) => new Error(`the scoring threads did not start: ${cause instanceof Error ? cause.message : String(cause)}`)
    }).pipe(Effect.orDie)
    const budgetMs = Duration.toMillis(options.budget)

    /**
     * One task. Past a score task's deadline the caller gets ScorerTimeout; the thread finishes
     * the task and its answer is dropped (stopping a running task would stop its thread, and
     * with it the other calls it is serving). A failure inside the thread is a defect, as on the
     * main thread. `again` is sent alone if the task's thread dies under it (pool.ts).
     */
    const run = (task: Task, again?: Task) =>
      Effect.async<Reply, ScorerTimeout>((resume) => {
        const left = task.op === "score" ? task.deadline - Date.now() : null
        if (left !== null && left <= 0) return resume(Effect.fail(new ScorerTimeout({})))
        const timer =
          left === null
            ? undefined
            : setTimeout(() => {
                cancel()
                resume(Effect.fail(new ScorerTimeout({})))
              }, left)
        const cancel = pool.submit(
          task,
          (outcome) => {
            clearTimeout(timer)
            resume(
              "error" in outcome
                ? Effect.die(outcome.error)
                : outcome.reply.op === "failed"
                  ? Effect.die(defectOf(outcome.reply))
                  : Effect.succeed(outcome.reply)
            )
          },
          again
        )
        return Effect.sync(() => {
          cancel()
          clearTimeout(timer)
        })
      })

    /** Stops the threads, the tasks they run included: for the replays' threads only (see above). */
    const destroy = Effect.promise(() => pool.destroy())
    return { run, budgetMs, destroy, pool } as const
  })

export const unexpected = (reply: Reply) => Effect.dieMessage(`scoring thread: unexpected reply ${reply.op}`)

export const ScorerThreads = (options: ThreadsOptions) =>
  Layer.effect(
    Scorer,
    Effect.gen(function* () {
      const file = options.file ?? workerFile()
      const { run, budgetMs, pool } = yield* startThreads({ ...options, file })
      let builder: Piscina<Task, Reply> | null = null
      const buildPool = (): Piscina<Task, Reply> => {
        if (builder !== null) return builder
        const p = makeBuildPool(file, options.niceness)
        // A build thread that failed is replaced by a fresh pool on the next create.
        p.on("error", () => {
          if (builder === p) builder = null
          void p.destroy()
        })
        builder = p
        return p
      }


      return Scorer.of({
        name: "local",
        score: (rubricKey, manifest, input) =>
          Effect.flatMap(deadlineFor(budgetMs), (deadline) => {
            // Sent only when needed: to a thread that lacks the rubric, or alone after a thread died.
            const withManifest: Task = { op: "score", rubricKey, input, manifest, deadline }
            return run({ op: "score", rubricKey, input, deadline }, withManifest).pipe(
              // The thread that took the call lacks the rubric: again, with the manifest to compile it.
              Effect.flatMap((first) => (first.op === "missing" ? run(withManifest, withManifest) : Effect.succeed(first))),
              Effect.flatMap((reply) =>
                reply.op === "scored"
                  ? Effect.as(Effect.annotateCurrentSpan(Attr.rubricCache, reply.cache), { detections: reply.detections, usage: localUsage })
                  : reply.op === "expired"
                    ? Effect.fail(new ScorerTimeout({}))
                    : unexpected(reply)
              ),
              span("Scorer.score", { [Attr.scorer]: "local", messages: input.length })
            )
          }),
        // Checked on the build thread (on the scoring threads if it cannot run); then one scoring
        // thread compiles the rubric in slices between its calls, so the first call finds it
        // ready or under way (the others compile on their first call).
        assertExamples: (rubricKey, manifest) => {
          const task: Task = { op: "assert", rubricKey, manifest }
          const onBuildThread = Effect.tryPromise({ try: (signal) => buildPool().run(task, { signal }), catch: (cause) => cause })
          return onBuildThread.pipe(
            Effect.flatMap((reply) => (reply.op === "failed" ? Effect.die(defectOf(reply)) : Effect.succeed(reply))),
            Effect.catchAll(() => run(task, task)),
            Effect.flatMap((reply) => (reply.op === "asserted" ? Effect.succeed(reply.failures) : unexpected(reply))),
            Effect.tap((failures) =>
              failures.length > 0 ? Effect.void : Effect.sync(() => pool.submit({ op: "warm", rubricKey, manifest }, () => undefined))
            ),
            Effect.withSpan("Scorer.assertExamples")
          )
        }
      })
    })
  )
