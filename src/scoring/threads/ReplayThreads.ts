// The replays' scoring threads (decisions §12): a pool of their own at the lowest priority, so
// that the kernel gives them only the CPU live calls leave, fed whole batches of calls.
import { Effect, Layer } from "effect"
import type { LiveTrafficShare } from "../../http/liveTraffic.js"
import { ReplayScorer, SCORER_BUDGET } from "../Scorer.js"
import { startThreads, type ThreadsOptions, unexpected } from "./ScorerThreads.js"
import type { Task } from "./worker.js"

/**
 * A batch scores for tens to hundreds of milliseconds without yielding, so a thread takes one
 * batch and queues the next: it never waits for the main thread between two.
 */
const BATCHES_PER_THREAD = 2

export const ReplayThreads = (options: { readonly threads: number; readonly niceness: number; readonly liveTraffic?: LiveTrafficShare }) =>
  Layer.scoped(
    ReplayScorer,
    Effect.gen(function* () {
      const threads: ThreadsOptions = { threads: options.threads, budget: SCORER_BUDGET, niceness: options.niceness, tasksPerThread: BATCHES_PER_THREAD, ...(options.liveTraffic === undefined ? {} : { liveTraffic: options.liveTraffic }) }
      const { run, destroy } = yield* startThreads(threads)
      // Stopped with the service, batches and all: the replay they served is failed at the next start anyway.
      yield* Effect.addFinalizer(() => destroy)
      return ReplayScorer.of({
        rescore: (rubricKey, manifest, inputs) => {
          const task: Task = { op: "rescore", rubricKey, manifest, inputs }
          // No deadline (a batch waits for the CPU live calls leave); sent alone again if its thread dies.
          return run(task, task).pipe(
            Effect.catchTag("ScorerTimeout", (e) => Effect.die(e)),
            Effect.flatMap((reply) => (reply.op === "rescored" ? Effect.succeed(reply.sides) : unexpected(reply))),
            Effect.withSpan("ReplayScorer.rescore", { attributes: { calls: inputs.length } })
          )
        }
      })
    })
  )
