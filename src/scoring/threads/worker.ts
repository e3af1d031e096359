// A scoring thread (ScorerThreads.ts): the embedded scorer with its own cache of compiled
// rubrics. Piscina calls the default export once per task; up to TASKS_PER_THREAD tasks share
// the thread, so a rubric compiling in slices (sliced.ts) lets other calls score in between.
import { Effect } from "effect"
import { workerData } from "node:worker_threads"
import type { CallSide } from "../../domain/replayDiff.js"
import type { AssertionFailure, Detections, Manifest, Message } from "../../domain/types.js"
import { makeEmbedded } from "../embedded/Embedded.js"
import { type RubricCache, shareWithCompiles } from "../embedded/sliced.js"
import { type LiveTrafficShare, waitForQuiet } from "../../http/liveTraffic.js"
import { rescoreOn } from "./rescore.js"

export type Task =
  | {
      readonly op: "score"
      readonly rubricKey: string
      readonly input: ReadonlyArray<Message>
      /** Date.now() past which the caller has been answered SCORER_TIMEOUT: a task still queued then is skipped. */
      readonly deadline: number
      /** Sent only when the thread said it does not have the rubric: manifests can be large. */
      readonly manifest?: Manifest
    }
  | { readonly op: "assert"; readonly rubricKey: string; readonly manifest: Manifest }
  /**
   * A replay's batch (src/replays/Runner.ts): many calls, one manifest, answered with each call's
   * side of the diff only, so that one message each way carries the whole batch. No deadline:
   * a replay waits for the CPU live calls leave.
   */
  | { readonly op: "rescore"; readonly rubricKey: string; readonly manifest: Manifest; readonly inputs: ReadonlyArray<string> }
  /** Compile a rubric and keep it, in slices between calls: a created evaluation's first call then finds it ready or under way. */
  | { readonly op: "warm"; readonly rubricKey: string; readonly manifest: Manifest }
  /** Answered once the thread has loaded the scorer (its vectors included): start-up waits for it. */
  | { readonly op: "ready" }

export type Reply =
  | {
      readonly op: "scored"
      readonly detections: Detections
      /** How the thread had the rubric (the `assay.rubric.cache` of the call's span). */
      readonly cache: RubricCache
    }
  | { readonly op: "missing" }
  | { readonly op: "expired" }
  | { readonly op: "asserted"; readonly failures: ReadonlyArray<AssertionFailure> }
  | { readonly op: "rescored"; readonly sides: ReadonlyArray<CallSide> }
  | { readonly op: "warmed" }
  | { readonly op: "ready" }
  /** The task threw: a defect of that call only (the pool's rejections are kept for a thread that died). */
  | { readonly op: "failed"; readonly message: string; readonly stack: string | null }

const data = workerData as { budgetBytes?: number; liveTraffic?: LiveTrafficShare } | null
const embedded = makeEmbedded(data?.budgetBytes)

const live = data?.liveTraffic
const stepAside = live === undefined ? undefined : () => waitForQuiet(live.counter, live.maxWaitMs)

const handle = (task: Task): Reply | Promise<Reply> => {
  if (task.op === "ready") return task
  if (task.op === "rescore") return rescoreOn(embedded, task.rubricKey, task.manifest, task.inputs, stepAside).then((sides) => ({ op: "rescored", sides }))
  if (task.op === "assert") {
    return Effect.runPromise(Effect.map(embedded.assertExamples(task.rubricKey, task.manifest), (failures) => ({ op: "asserted", failures })))
  }
  if (task.op === "warm") {
    return Effect.runPromise(Effect.as(embedded.warm(task.rubricKey, task.manifest), { op: "warmed" } as const))
  }
  // A call given up while its task waited in the queue costs nothing more.
  if (Date.now() >= task.deadline) return { op: "expired" }
  shareWithCompiles()
  // The common case, a rubric already compiled here, is answered synchronously. When the call
  // was sent again with its manifest, another call compiled the rubric in between.
  const kept = embedded.scoreKept(task.rubricKey, task.input)
  if (kept !== null) return { op: "scored", detections: kept, cache: task.manifest === undefined ? "hit" : "shared" }
  if (task.manifest === undefined) return { op: "missing" }
  return Effect.runPromise(Effect.map(embedded.score(task.rubricKey, task.manifest, task.input), (scored) => ({ op: "scored", ...scored })))
}

const failed = (error: unknown): Reply => ({
  op: "failed",
  message: error instanceof Error ? error.message : String(error),
  stack: error instanceof Error ? (error.stack ?? null) : null
})

export default (task: Task): Reply | Promise<Reply> => {
  try {
    const reply = handle(task)
    return reply instanceof Promise ? reply.catch(failed) : reply
  } catch (error) {
    return failed(error)
  }
}
