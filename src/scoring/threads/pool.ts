// The scoring threads' pool and what happens when threads stop starting. Piscina replaces a
// thread that died, but once a replacement fails while starting (its module deleted under a
// running server, memory short for a moment) it stops trying, and every call would then wait
// out its whole budget for a 504. Then the thread's own handler runs on the main thread (slower,
// but every call is answered, those already waiting included), and a fresh pool is tried with a
// growing pause until its threads start again.
//
// A thread that dies fails every call it holds (up to TASKS_PER_THREAD), and the one that killed
// it (its memory exhausted, say) cannot be told from the others. So each is sent once more to a
// pool of one thread that takes one call at a time: the culprit dies there alone, the others are
// answered. Scoring is pure, so a second run changes nothing but the time taken.
import type { Piscina } from "piscina"
import type { Reply, Task } from "./worker.js"

export type Outcome = { readonly reply: Reply } | { readonly error: unknown }

export interface PoolLog {
  readonly error: (message: string, cause?: unknown) => void
  readonly warn: (message: string) => void
  readonly info: (message: string) => void
}

export interface PoolTiming {
  /** The first pause before a fresh pool is tried; it doubles up to `retryMaxMs`. */
  readonly retryFirstMs: number
  readonly retryMaxMs: number
  /** How long a fresh pool's first thread may take to load. */
  readonly readyMs: number
}

export const POOL_TIMING: PoolTiming = { retryFirstMs: 1_000, retryMaxMs: 60_000, readyMs: 10_000 }

export interface ScoringPool {
  /**
   * Sends a task; `settle` is called once, unless the returned function (cancel) is called first.
   * `again`: what to send, alone, if the task's thread dies under it (none: fail the call).
   */
  readonly submit: (task: Task, settle: (outcome: Outcome) => void, again?: Task) => () => void
  /** Stops the threads, the tasks they run included (those tasks' callers are never answered). */
  readonly destroy: () => Promise<void>
}

/** The pools startPool makes: the shared one, or (`alone`) one thread taking one call at a time. */
export type MakePool = (alone: boolean) => Piscina<Task, Reply>

type Handle = (task: Task) => Reply | Promise<Reply>

interface Pending {
  readonly task: Task
  readonly settle: (outcome: Outcome) => void
  done: boolean
}

/** Loaded only when needed: it reads the sentence vectors and keeps its own compiled rubrics. */
const mainThreadHandle = (): Promise<Handle> => import("./worker.js").then((m) => m.default)

/** Starts the pool; fails when its first thread cannot load (a broken install stops start-up). */
export const startPool = async (make: MakePool, log: PoolLog, timing: PoolTiming = POOL_TIMING): Promise<ScoringPool> => {
  let pool = make(false)
  /** Made on the first death, and again after its own thread failed outside a call. */
  let alone: Piscina<Task, Reply> | null = null
  let mainThread: Handle | null = null
  let switching = false
  /** Destroyed on purpose (the replays' threads at shutdown): their stopping is no news. */
  let closed = false
  /** The calls sent to the pool and not yet answered; one moved to the main thread leaves it, and the pool's later answer is ignored. */
  const waiting = new Set<Pending>()

  const finish = (pending: Pending, outcome: Outcome) => {
    waiting.delete(pending)
    if (pending.done) return
    pending.done = true
    pending.settle(outcome)
  }
  const runOnMain = (handle: Handle, pending: Pending) => {
    waiting.delete(pending)
    if (pending.done) return // its caller has gone (timed out, interrupted)
    Promise.resolve(pending.task)
      .then(handle)
      .then((reply) => finish(pending, { reply }), (error: unknown) => finish(pending, { error }))
  }

  const retry = (delayMs: number) =>
    setTimeout(() => {
      const next = make(false)
      watch(next)
      next.run({ op: "ready" }, { signal: AbortSignal.timeout(timing.readyMs) }).then(
        () => {
          pool = next
          mainThread = null
          switching = false
          log.info("scoring threads started again")
        },
        () => {
          void next.destroy()
          const after = Math.min(2 * delayMs, timing.retryMaxMs)
          log.warn(`scoring threads still cannot start; next try in ${Math.round(after / 1000)} s`)
          retry(after)
        }
      )
    }, delayMs).unref()

  // Checked once Piscina has had its turn: a replacement, when it starts one, is already in `threads`.
  const checkThreads = (from: Piscina<Task, Reply>) =>
    setImmediate(() => {
      if (switching || from !== pool || pool.threads.length > 0) return
      switching = true
      log.error("no scoring thread can start: scoring on the main thread until one can")
      mainThreadHandle().then(
        (handle) => {
          mainThread = handle
          for (const pending of waiting) runOnMain(handle, pending)
          void from.destroy() // rejects the tasks it still queues: each was moved
          retry(timing.retryFirstMs)
        },
        (error: unknown) => {
          switching = false
          log.error("the main thread cannot load the scorer either", error)
        }
      )
    })

  const watch = (p: Piscina<Task, Reply>) => {
    // Errors of a thread between tasks (a task's own failure goes to its caller).
    p.on("error", (error: unknown) => {
      if (p === pool) log.error("scoring thread failed outside a task", error)
      checkThreads(p)
    })
    // A thread that died (out of memory, say) failed the calls it was serving; Piscina starts another.
    p.on("workerDestroy", () => {
      if (p === pool && !closed) log.warn("a scoring thread stopped")
      checkThreads(p)
    })
  }

  // A thread that cannot load its module also emits "error" on the pool, possibly after the
  // failed start has been reported and the pool destroyed: without a listener that event would
  // be thrown as an unhandled error.
  const duringStart = () => undefined
  pool.on("error", duringStart)
  try {
    await pool.run({ op: "ready" })
  } catch (cause) {
    await pool.destroy()
    throw cause
  }
  pool.off("error", duringStart)
  watch(pool)

  // Calls sent again, one at a time: the next once the last is answered or has killed its
  // thread. A pool lives as long as its one thread: when that thread goes (it died, failed to
  // start, or idled out), the pool is destroyed, which fails a call it still queued, and the next
  // call makes a fresh one. Piscina would start no thread for a call left queued behind one that
  // failed to start.
  const retries: Array<{ readonly pending: Pending; readonly task: Task }> = []
  let alonePending = false
  const alonePool = (): Piscina<Task, Reply> => {
    if (alone !== null) return alone
    const p = make(true)
    const retire = () => {
      if (alone === p) alone = null
      void p.destroy()
    }
    p.on("error", (error: unknown) => {
      log.error("the thread scoring calls again failed outside a call", error)
      retire()
    })
    p.on("workerDestroy", () => {
      if (alonePending) log.warn("the thread scoring a call again stopped: that call fails")
      retire()
    })
    alone = p
    return p
  }
  const sendNext = () => {
    if (alonePending) return
    const next = retries.shift()
    if (next === undefined) return
    if (next.pending.done) return sendNext() // its caller has gone
    alonePending = true
    const answered = (outcome: Outcome) => {
      alonePending = false
      finish(next.pending, outcome)
      sendNext()
    }
    alonePool().run(next.task).then((reply) => answered({ reply }), (error: unknown) => answered({ error }))
  }
  /**
   * The task's thread died (a task's own failure is a reply: worker.ts). A call sent again leaves
   * `waiting`: were no thread able to start, the calls moved to the main thread must not include
   * the one that may have killed its thread by exhausting its memory.
   */
  const died = (pending: Pending, error: unknown, again: Task | undefined) => {
    if (!waiting.has(pending)) return
    if (again === undefined) return finish(pending, { error })
    waiting.delete(pending)
    retries.push({ pending, task: again })
    sendNext()
  }

  return {
    destroy: async () => {
      closed = true
      switching = true // no fresh pool is tried after this
      await Promise.all([pool.destroy(), alone?.destroy()])
    },
    submit: (task, settle, again) => {
      const pending: Pending = { task, settle, done: false }
      if (mainThread !== null) runOnMain(mainThread, pending)
      else {
        waiting.add(pending)
        pool.run(task).then(
          (reply) => waiting.has(pending) && finish(pending, { reply }),
          (error: unknown) => died(pending, error, again)
        )
      }
      return () => {
        pending.done = true
        waiting.delete(pending)
      }
    }
  }
}
