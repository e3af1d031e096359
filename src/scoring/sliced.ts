import { Deferred, Effect, FiberId } from "effect"
import type { Steps } from "../domain/steps.js"
import { Attr } from "../observability/attributes.js"
import { span } from "../observability/span.js"
import type { Lru } from "./lru.js"

/**
 * Work done between returns to the event loop. Compiling a 150-category rubric takes seconds of
 * CPU; run in one piece it would hold every other request on the process for that long.
 */
const SLICE_MS = 4

/** One turn of the event loop: I/O callbacks (other requests, database replies) run first. */
const nextTurn = Effect.async<void>((resume) => {
  const timer = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(timer))
})

/** Runs the steps in slices of about SLICE_MS, letting the event loop turn between them. */
export const runSliced = <T>(make: () => Steps<T>): Effect.Effect<T> =>
  Effect.suspend(() => {
    const steps = make()
    const slice = (): Effect.Effect<T> => {
      const until = performance.now() + SLICE_MS
      for (;;) {
        const next = steps.next()
        if (next.done === true) return Effect.succeed(next.value)
        if (performance.now() >= until) return Effect.zipRight(nextTurn, Effect.suspend(slice))
      }
    }
    return slice()
  })

/**
 * A compiled rubric from the cache, or compiled now in slices and kept. Concurrent calls for a
 * rubric being compiled wait for that one compilation; it finishes even if the caller that
 * started it goes away (the next caller would need it). The span says which: hit, shared, miss.
 */
export const slicedCompiler = <V>(cache: Lru<string, V>) => {
  const compiling = new Map<string, Deferred.Deferred<V>>()
  return (key: string, compile: () => Steps<V>): Effect.Effect<V> =>
    Effect.suspend(() => {
      const hit = cache.get(key)
      if (hit !== undefined) return Effect.as(Effect.annotateCurrentSpan(Attr.rubricCache, "hit"), hit)
      const pending = compiling.get(key)
      if (pending !== undefined) return Effect.zipRight(Effect.annotateCurrentSpan(Attr.rubricCache, "shared"), Deferred.await(pending))
      const done = Deferred.unsafeMake<V>(FiberId.none)
      compiling.set(key, done)
      const run = runSliced(compile).pipe(
        Effect.tap((value) => Effect.sync(() => cache.set(key, value))),
        Effect.exit,
        Effect.flatMap((exit) => Effect.zipRight(Effect.sync(() => compiling.delete(key)), Deferred.done(done, exit))),
        Effect.forkDaemon
      )
      return Effect.annotateCurrentSpan(Attr.rubricCache, "miss").pipe(Effect.zipRight(run), Effect.zipRight(Deferred.await(done)))
    }).pipe(span("Scorer.compile"))
}
