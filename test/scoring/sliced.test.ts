import { Effect, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { compileEmbedded, compileEmbeddedSteps } from "../../src/scoring/embedded/engine/index.js"
import { compilesInProgress, runSliced, shareWithCompiles } from "../../src/scoring/embedded/sliced.js"
import { ScorerLocal } from "../../src/scoring/embedded/ScorerEmbedded.js"
import { Scorer } from "../../src/scoring/Scorer.js"
import { Attr } from "../../src/observability/attributes.js"
import { manyCategories } from "./embedded/manifests.js"
import { inMemoryTracing } from "../support/tracing.js"

const input = [{ role: "user" as const, content: "I have a question about the refund for my invoice" }]

/** Counts event-loop turns while `run` is pending: each turn is a chance for another request. */
const turnsDuring = async <T>(run: () => Promise<T>): Promise<{ readonly value: T; readonly turns: number }> => {
  let turns = 0
  let on = true
  const tick = () => {
    if (!on) return
    turns++
    setImmediate(tick)
  }
  setImmediate(tick)
  const value = await run()
  on = false
  return { value, turns }
}

describe("compiling in slices", () => {
  it("compiles the same rubric as in one piece, letting other work run meanwhile", async () => {
    const manifest = manyCategories(40)
    const { value, turns } = await turnsDuring(() => Effect.runPromise(runSliced(() => compileEmbeddedSteps(manifest))))
    expect(value.score(input)).toEqual(compileEmbedded(manifest).score(input))
    // Hundreds of milliseconds of training, a few milliseconds at a time.
    expect(turns).toBeGreaterThan(5)
  })

  it("keeps compiling on a thread that scores queued calls back to back, never returning to the event loop", async () => {
    const manifest = manyCategories(40)
    const fiber = Effect.runFork(runSliced(() => compileEmbeddedSteps(manifest)))
    expect(compilesInProgress()).toBe(1)
    // A scoring thread with a full queue: one call after another (8 ms each here), no turn in between.
    // The deadline only stops a compile that never finishes; the slices get what the calls leave
    // them, under a second's work when quiet but many seconds on a loaded 2-core machine.
    const deadline = performance.now() + 100_000
    let calls = 0
    while (compilesInProgress() > 0 && performance.now() < deadline) {
      const until = performance.now() + 8
      while (performance.now() < until) {
        // the call's own work
      }
      shareWithCompiles()
      calls++
    }
    expect(compilesInProgress()).toBe(0)
    expect(calls).toBeGreaterThan(5)
    const compiled = await Effect.runPromise(Fiber.join(fiber))
    expect(compiled.score(input)).toEqual(compileEmbedded(manifest).score(input))
  }, 150_000)

  it("compiles a rubric once for concurrent first calls, even when the first caller gives up", async () => {
    const tracing = inMemoryTracing()
    const manifest = manyCategories(30)
    const program = Effect.gen(function* () {
      const scorer = yield* Scorer
      const first = yield* Effect.fork(scorer.score("rubric-1", manifest, input))
      yield* Effect.yieldNow()
      const others = yield* Effect.fork(Effect.all(Array.from({ length: 4 }, () => scorer.score("rubric-1", manifest, input)), { concurrency: "unbounded" }))
      yield* Effect.sleep("20 millis")
      yield* Fiber.interrupt(first)
      const results = yield* Fiber.join(others)
      const later = yield* scorer.score("rubric-1", manifest, input)
      // Read before the tracing layer closes: its exporter forgets its spans on shutdown.
      const compiles = tracing.spans().filter((s) => s.name === "Scorer.compile").map((s) => s.attributes[Attr.rubricCache])
      return { results, later, compiles }
    })
    const { results, later, compiles } = await Effect.runPromise(program.pipe(Effect.provide(ScorerLocal), Effect.provide(tracing.layer)))
    for (const r of results) expect(r.detections).toEqual(later.detections)
    expect(later.detections).toEqual(compileEmbedded(manifest).score(input))
    expect(compiles.filter((c) => c === "miss")).toHaveLength(1)
    expect(compiles.filter((c) => c === "shared")).toHaveLength(4)
    expect(compiles.filter((c) => c === "hit")).toHaveLength(1)
  })

  it("never leaves a rubric waiting on a compilation whose first caller was stopped as it began", async () => {
    const manifest = manyCategories(3)
    const program = Effect.gen(function* () {
      const scorer = yield* Scorer
      const stuck: Array<string> = []
      for (let i = 0; i < 60; i++) {
        const key = `race-${i}`
        // Yield every few operations so the interruption can land at any point of the lookup
        // (below 16, Effect 3.22 can no longer interrupt the fiber at all).
        const first = yield* Effect.fork(scorer.score(key, manifest, input).pipe(Effect.withMaxOpsBeforeYield(16 + (i % 24))))
        for (let j = 0; j < i % 5; j++) yield* Effect.yieldNow()
        yield* Fiber.interrupt(first)
        const next = yield* Effect.either(Effect.timeout(scorer.score(key, manifest, input), "3 seconds"))
        if (next._tag === "Left") stuck.push(key)
      }
      return stuck
    })
    expect(await Effect.runPromise(program.pipe(Effect.provide(ScorerLocal)))).toEqual([])
  })
})
