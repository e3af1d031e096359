import { Deferred, Effect, FiberId } from "effect"
import type { Steps } from "../../domain/steps.js"
import { Attr } from "../../observability/attributes.js"
import { span } from "../../observability/span.js"
import type { Lru } from "../cache/lru.js"

/**
 * Work done between returns to the event loop. Compiling a 150-category rubric takes seconds of
 * CPU; run in one piece it would hold every other request on the process for that long.
 */
const SLICE_MS = 4
/**
 * While other work keeps the thread busy between slices (a scoring thread with calls queued, a
 * loaded main thread), a slice grows to half the time the thread spent away from it, up to this
 * bound on what one slice adds to a call waiting behind it.
 */
const MAX_SLICE_MS = 20

/** One turn of the event loop: I/O callbacks (other requests, database replies) run first. */
const nextTurn = Effect.async<void>((resume) => {
  const timer = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(timer))
})

/** Compiles in progress on this thread, each able to run a slice when asked (`shareWithCompiles`). */
const active = new Set<(budgetMs: number) => void>()
/** When a slice of any compile on this thread last ended. */
let lastSliceEnd = 0

/**
 * Called before each call a scoring thread scores. The thread answers every call already queued
 * before the event loop reaches the next slice, so with many calls queued a compile fell ever
 * further behind: beside 50 busy clients a 150-category rubric took 65–106 s with 32 calls per
 * thread, past the 30 s budget of a call waiting for it. Here a compile gets a slice whenever it
 * has had none for twice a slice's length, about a third of the thread: 13.8 s (docs/performance.md).
 */
export const shareWithCompiles = (): void => {
  if (active.size === 0 || performance.now() - lastSliceEnd < 2 * SLICE_MS) return
  for (const runSlice of active) runSlice(SLICE_MS)
}

/** Compiles in progress on this thread. */
export const compilesInProgress = (): number => active.size

/** Runs the steps in slices of about SLICE_MS, letting the event loop turn between them. */
export const runSliced = <T>(make: () => Steps<T>): Effect.Effect<T> =>
  Effect.suspend(() => {
    const steps = make()
    let result: { readonly value: T } | null = null
    let left = performance.now()
    const run = (budgetMs: number): void => {
      const until = performance.now() + budgetMs
      while (result === null) {
        const next = steps.next()
        if (next.done === true) result = { value: next.value }
        else if ((left = lastSliceEnd = performance.now()) >= until) return
      }
      active.delete(run)
    }
    const slice = (): Effect.Effect<T> => {
      if (result === null) run(Math.min(MAX_SLICE_MS, Math.max(SLICE_MS, (performance.now() - left) / 2)))
      return result === null ? Effect.zipRight(nextTurn, Effect.suspend(slice)) : Effect.succeed(result.value)
    }
    active.add(run)
    return Effect.ensuring(slice(), Effect.sync(() => active.delete(run)))
  })

/** How a call had its compiled rubric: kept, compiled by a call before it, or compiled for it. */
export type RubricCache = "hit" | "shared" | "miss"

type Found<V> =
  | { readonly how: "hit"; readonly value: V }
  | { readonly how: "shared" | "miss"; readonly done: Deferred.Deferred<V> }

/**
 * A compiled rubric from the cache, or compiled now in slices and kept. Concurrent calls for a
 * rubric being compiled wait for that one compilation; it finishes even if the caller that
 * started it goes away (the next caller would need it). Compilations take turns on
 * `compilations` (each holds its training buffers, tens of MB for a large rubric). The span,
 * and the answer, say which: hit, shared, miss.
 */
export const slicedCompiler = <V>(cache: Lru<string, V>, compilations: Effect.Semaphore) => {
  const compiling = new Map<string, Deferred.Deferred<V>>()
  // Uninterruptible: a caller interrupted after registering a compilation but before forking it
  // would leave every later caller of that key waiting for a compilation that never runs.
  const find = (key: string, compile: () => Steps<V>): Effect.Effect<Found<V>> =>
    Effect.uninterruptible(
      Effect.suspend(() => {
        const value = cache.get(key)
        if (value !== undefined) return Effect.succeed<Found<V>>({ how: "hit", value })
        const pending = compiling.get(key)
        if (pending !== undefined) return Effect.succeed<Found<V>>({ how: "shared", done: pending })
        const done = Deferred.unsafeMake<V>(FiberId.none)
        compiling.set(key, done)
        const run = compilations.withPermits(1)(runSliced(compile)).pipe(
          Effect.tap((compiled) => Effect.sync(() => cache.set(key, compiled))),
          Effect.exit,
          Effect.flatMap((exit) => Effect.zipRight(Effect.sync(() => compiling.delete(key)), Deferred.done(done, exit)))
        )
        // The compilation itself stays interruptible (a fork inherits uninterruptibility).
        return Effect.as(Effect.forkDaemon(Effect.interruptible(run)), { how: "miss", done } as const)
      })
    )
  return (key: string, compile: () => Steps<V>): Effect.Effect<{ readonly value: V; readonly how: RubricCache }> =>
    find(key, compile).pipe(
      Effect.flatMap((found) =>
        Effect.zipRight(
          Effect.annotateCurrentSpan(Attr.rubricCache, found.how),
          Effect.map(found.how === "hit" ? Effect.succeed(found.value) : Deferred.await(found.done), (value) => ({ value, how: found.how }))
        )
      ),
      span("Scorer.compile")
    )
}
