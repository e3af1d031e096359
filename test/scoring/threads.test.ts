// The embedded scorer on worker threads (ASSAY_SCORER_THREADS): the same answers as on the
// main thread, the scorer budget enforced, and a failure in a thread contained to its call.
// The thread handler itself and ASSAY_SCORER_THREADS are tested in threadHandler.test.ts.
import { Effect, Exit, FiberRef, Logger } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import type { Manifest } from "../../src/domain/types.js"
import { ScorerLocal } from "../../src/scoring/embedded/ScorerEmbedded.js"
import { Scorer, type ScorerShape } from "../../src/scoring/Scorer.js"
import { ScorerThreads } from "../../src/scoring/threads/ScorerThreads.js"
import { ScoringDeadline } from "../../src/scoring/deadline.js"
import { cascade, unsureAt, LOCAL_SHARE } from "../../src/scoring/cascade/cascade.js"
import { Attr } from "../../src/observability/attributes.js"
import { INTENT, manifestOf, manyCategories, presence } from "./embedded/manifests.js"
import { inMemoryTracing } from "../support/tracing.js"
import { custom, inputs, manifests, run, scorerOf, THREAD_TEST_MS } from "./threadsFixtures.js"

describe("scoring threads", { timeout: THREAD_TEST_MS }, () => {
  it("answer every call exactly as the main thread does, each thread compiling a rubric once", async () => {
    const tracing = inMemoryTracing()
    const local = await scorerOf(ScorerLocal)
    const program = Effect.gen(function* () {
      const threads = yield* Scorer
      // Concurrent calls, so that both threads take some: the first call of a rubric on a thread
      // finds it missing and compiles it there; later ones reuse it.
      const calls = manifests.flatMap(([key, manifest]) => inputs.map((input) => ({ key, manifest, input })))
      const rounds = [...calls, ...calls, ...calls]
      const answers = yield* Effect.all(
        rounds.map((c) => threads.score(c.key, c.manifest, c.input)),
        { concurrency: 16 }
      )
      const spans = tracing.spans().filter((sp) => sp.name === "Scorer.score")
      return { answers, rounds, spans, name: threads.name }
    })
    const { answers, rounds, spans, name } = await Effect.runPromise(
      program.pipe(Effect.provide(ScorerThreads({ threads: 2, budget: "30 seconds" })), Effect.provide(tracing.layer))
    )
    for (const [i, c] of rounds.entries()) expect(answers[i]).toEqual(await run(local.score(c.key, c.manifest, c.input)))
    expect(name).toBe("local")
    // Each of the 4 rubrics was compiled once on each thread that took it: both threads served.
    const cache = spans.map((sp) => sp.attributes[Attr.rubricCache])
    expect(cache).toHaveLength(rounds.length)
    expect(cache.filter((c) => c === "miss")).toHaveLength(8)
    expect(cache.filter((c) => c !== "hit" && c !== "shared" && c !== "miss")).toEqual([])
  })

  it("check a created evaluation's examples on a thread, with the main thread's verdict", async () => {
    const threads = await scorerOf(ScorerThreads({ threads: 1, budget: "30 seconds" }))
    const local = await scorerOf(ScorerLocal)
    // An example the scorer cannot find as written: an assertion failure on both.
    const failing = manifestOf("custom", [presence("code_word", ["zebra crossing", "the quick brown fox"], ["zebra crossing"])])
    for (const manifest of [custom, failing]) {
      const [a, b] = await Promise.all([run(threads.assertExamples("created", manifest)), run(local.assertExamples("created", manifest))])
      expect(a).toEqual(b)
    }
    expect((await run(local.assertExamples("failing", failing))).length).toBeGreaterThan(0)
  })

  it("check a created evaluation's examples on a thread of their own, and have the rubric ready for its first call", async () => {
    const tracing = inMemoryTracing()
    const program = Effect.gen(function* () {
      const threads = yield* Scorer
      yield* threads.score("intent", INTENT, inputs[2]!) // the scoring thread is up
      const failures = yield* threads.assertExamples("created", custom)
      const first = yield* threads.score("created", custom, inputs[3]!)
      const cache = tracing.spans().filter((sp) => sp.name === "Scorer.score").map((sp) => sp.attributes[Attr.rubricCache])
      return { failures, first, cache }
    })
    const { failures, first, cache } = await Effect.runPromise(
      program.pipe(Effect.provide(ScorerThreads({ threads: 1, budget: "30 seconds" })), Effect.provide(tracing.layer))
    )
    expect(failures).toEqual([])
    expect(first).toEqual(await run((await scorerOf(ScorerLocal)).score("created", custom, inputs[3]!)))
    // The scoring thread compiled it after the check (kept, or still compiling when the call came): no miss.
    expect(cache).toHaveLength(2)
    expect(cache[1]).not.toBe("miss")
  })

  it("answer ScorerTimeout at the budget", async () => {
    const threads = await scorerOf(ScorerThreads({ threads: 1, budget: "50 millis" }))
    // Compiling 40 categories takes most of a second: far past a 50 ms budget. (The thread goes
    // on compiling after the call is answered, so the rubric is kept small for the tests after.)
    const started = Date.now()
    const exit = await Effect.runPromiseExit(threads.score("large", manyCategories(40), inputs[0]!))
    expect(exit).toStrictEqual(Exit.fail(expect.objectContaining({ _tag: "ScorerTimeout" })))
    // Answered at the budget, not when the compilation (seconds) ends.
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it("stop at the call's deadline when it is earlier than their own budget", async () => {
    const threads = await scorerOf(ScorerThreads({ threads: 1, budget: "30 seconds" }))
    const started = Date.now()
    const exit = await Effect.runPromiseExit(
      Effect.suspend(() => threads.score("large", manyCategories(20), inputs[0]!).pipe(Effect.locally(ScoringDeadline, Date.now() + 50)))
    )
    expect(exit).toStrictEqual(Exit.fail(expect.objectContaining({ _tag: "ScorerTimeout" })))
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it("under the cascade, hand a call stuck behind a compilation to the model within the call's one budget", async () => {
    const threads = await scorerOf(ScorerThreads({ threads: 1, budget: "30 seconds" }))
    let modelDeadline = 0
    const model: ScorerShape = {
      name: "openai",
      score: () =>
        Effect.map(FiberRef.get(ScoringDeadline), (d) => {
          modelDeadline = d
          return { detections: {}, usage: { scorer: "openai", model: "m", tokensIn: 1, tokensOut: 1 } }
        }),
      assertExamples: () => Effect.succeed([])
    }
    const budgetMs = 600
    const started = Date.now()
    // Compiling 60 categories takes about a second, far past the local share of a 0.6 s budget.
    const result = await run(cascade(threads, model, unsureAt(0.75), budgetMs).score("large", manyCategories(60), inputs[0]!))
    const answeredIn = Date.now() - started
    expect(result.usage.scorer).toBe("openai")
    expect(answeredIn).toBeGreaterThanOrEqual(budgetMs * LOCAL_SHARE - 5)
    expect(answeredIn).toBeLessThan(budgetMs)
    // The model got what was left of the same budget, not a budget of its own.
    expect(modelDeadline - started).toBeGreaterThanOrEqual(budgetMs)
    expect(modelDeadline - started).toBeLessThan(budgetMs + 100)
  })

  it("serve a small rubric's call while a large rubric compiles on the same thread", async () => {
    const threads = await scorerOf(ScorerThreads({ threads: 1, budget: "30 seconds" }))
    await run(threads.score("intent", INTENT, inputs[2]!)) // the thread is up and has this rubric
    const finished: Array<string> = []
    const large = run(threads.score("large", manyCategories(150), inputs[0]!)).then(() => finished.push("large"))
    await new Promise((r) => setTimeout(r, 50))
    const small = await run(threads.score("intent", INTENT, inputs[2]!))
    finished.push("small")
    await large
    expect(finished).toEqual(["small", "large"])
    expect(small.detections.pricing_interest!.found).toBe(true)
  })

  it("stop start-up when a thread cannot load its module", async () => {
    const missing = new URL("./no-such-worker.mjs", import.meta.url).href
    const exit = await Effect.runPromiseExit(Effect.provide(Scorer, ScorerThreads({ threads: 1, budget: "30 seconds", file: missing })))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toContain("the scoring threads did not start")
  })

  it("turn a failure inside a thread into a defect of that call only", async () => {
    const tracing = inMemoryTracing()
    const program = Effect.gen(function* () {
      const threads = yield* Scorer
      yield* threads.score("intent", INTENT, inputs[2]!) // compiled and kept on the one thread
      const broken = { ...INTENT, detectors: null } as unknown as Manifest
      // A call that fails in the thread, alongside calls that the same thread serves meanwhile.
      const [failed, ...others] = yield* Effect.all(
        [Effect.exit(threads.score("broken", broken, inputs[0]!)), ...inputs.map((input) => Effect.exit(threads.score("intent", INTENT, input)))],
        { concurrency: "unbounded" }
      )
      const after = yield* threads.score("intent", INTENT, inputs[2]!)
      const cache = tracing.spans().filter((sp) => sp.name === "Scorer.score").map((sp) => sp.attributes[Attr.rubricCache])
      return { failed: failed!, others, after, cache }
    })
    const { failed, others, after, cache } = await Effect.runPromise(
      program.pipe(Effect.provide(ScorerThreads({ threads: 1, budget: "30 seconds" })), Effect.provide(tracing.layer))
    )
    expect(Exit.isFailure(failed) && failed.cause._tag === "Die").toBe(true)
    for (const o of others) expect(Exit.isSuccess(o)).toBe(true)
    expect(after.detections.pricing_interest!.found).toBe(true)
    // The thread kept its compiled rubric: it was not replaced by a new one.
    expect(cache.filter((c) => c === "miss")).toHaveLength(1) // "intent" compiled once, and kept
  })
})

// Each test here starts up to three fresh threads, each loading the whole scorer: 82-94 s a test
// at load 20 on 2 cores.
describe("scoring threads that die", { timeout: 2 * THREAD_TEST_MS }, () => {
  const mortal = new URL("./support/mortalWorker.mjs", import.meta.url).href
  const killer = manifestOf("custom", []) // a mortal thread dies on the rubric key "die"; the main thread just scores it
  const expected = () => Promise.all(inputs.map((input) => scorerOf(ScorerLocal).then((s) => run(s.score("intent", INTENT, input)))))
  const untilLogged = (messages: ReadonlyArray<string>, message: string) =>
    Effect.promise(async () => {
      // Up to 90 s: a fresh thread loads the whole scorer first, seconds on a busy machine.
      for (let i = 0; i < 1_800 && !messages.includes(message); i++) await new Promise((r) => setTimeout(r, 50))
    })
  /** One thread, of a module that can load once per `loaded` marker file (none: always). */
  const withMortalThread = <A, E>(loaded: string | null, body: (threads: ScorerShape, messages: Array<string>) => Effect.Effect<A, E>) => {
    process.env.ASSAY_TEST_WORKER_ONCE = loaded ?? ""
    const messages: Array<string> = []
    const logger = Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => void messages.push(String(message))))
    // Only the pauses between tries are short. A fresh thread loads the whole scorer (tsx, then
    // the engine) before it is ready or can run a call sent again: seconds when quiet, but tens of
    // seconds at load 16-20 on 2 cores, where a 5 s readiness limit never let it start again and
    // a 20 s (then 45 s) budget ran out before the killer had died a second time (not a defect).
    const timing = { retryFirstMs: 200, retryMaxMs: 400, readyMs: 90_000 }
    return Effect.runPromise(
      Effect.flatMap(Scorer, (threads) => body(threads, messages)).pipe(
        Effect.provide(ScorerThreads({ threads: 1, budget: "90 seconds", file: mortal, timing })),
        Effect.provide(logger)
      )
    )
  }
  afterEach(() => void delete process.env.ASSAY_TEST_WORKER_ONCE)

  it("fail the call that killed its thread, and serve the next ones on a new thread", async () => {
    const { died, after, messages } = await withMortalThread(null, (threads, messages) =>
      Effect.gen(function* () {
        yield* threads.score("intent", INTENT, inputs[2]!)
        const died = yield* Effect.exit(threads.score("die", killer, inputs[0]!))
        const after = yield* Effect.all(inputs.map((input) => threads.score("intent", INTENT, input)), { concurrency: "unbounded" })
        return { died, after, messages }
      })
    )
    expect(Exit.isFailure(died) ? died.cause._tag : "answered").toBe("Die")
    expect(after.map((a) => a.detections)).toEqual((await expected()).map((e) => e.detections))
    expect(messages).toContain("a scoring thread stopped")
    expect(messages).not.toContain("no scoring thread can start: scoring on the main thread until one can")
  })

  it("score again, each alone, the calls a dying thread held besides the one that killed it", async () => {
    const { died, others, messages } = await withMortalThread(null, (threads, messages) =>
      Effect.gen(function* () {
        yield* threads.score("intent", INTENT, inputs[2]!) // compiled and kept on the one thread
        // Sent at once to the one thread: the killer first, the others queued behind it there.
        const [died, ...others] = yield* Effect.all(
          [Effect.exit(threads.score("die", killer, inputs[0]!)), ...inputs.map((input) => Effect.exit(threads.score("intent", INTENT, input)))],
          { concurrency: "unbounded" }
        )
        return { died: died!, others, messages }
      })
    )
    // The killer died again alone; every other call got the answer it gets on the main thread.
    expect(Exit.isFailure(died) ? died.cause._tag : "answered").toBe("Die")
    expect(others.map((o) => (Exit.isSuccess(o) ? o.value.detections : o))).toEqual((await expected()).map((e) => e.detections))
    expect(messages).toContain("a scoring thread stopped")
  })

  it("score on the main thread while no new thread can start, and on threads again once one can", async () => {
    const loaded = join(mkdtempSync(join(tmpdir(), "assay-worker-")), "loaded")
    const r = await withMortalThread(loaded, (threads, messages) =>
      Effect.gen(function* () {
        const before = yield* threads.score("intent", INTENT, inputs[2]!)
        const died = yield* Effect.exit(threads.score("die", killer, inputs[0]!))
        // Sent at once, while no thread may be left to take them: with a 90 s budget, waiting for
        // a thread would have been ScorerTimeout.
        const after = yield* Effect.all(inputs.map((input) => threads.score("intent", INTENT, input)), { concurrency: "unbounded" })
        // The main thread scores the rubric that kills a thread: proof of where it ran.
        const onMain = yield* Effect.exit(threads.score("die", killer, inputs[0]!))
        rmSync(loaded) // the module can load again
        yield* untilLogged(messages, "scoring threads started again")
        const onThreadAgain = yield* Effect.exit(threads.score("die", killer, inputs[0]!))
        return { before, died, after, onMain, onThreadAgain, messages }
      })
    )
    expect(r.before.detections.pricing_interest!.found).toBe(true)
    expect(Exit.isFailure(r.died)).toBe(true)
    expect(r.after.map((a) => a.detections)).toEqual((await expected()).map((e) => e.detections))
    expect(r.messages).toContain("no scoring thread can start: scoring on the main thread until one can")
    expect(Exit.isSuccess(r.onMain)).toBe(true)
    expect(r.messages).toContain("scoring threads started again")
    expect(Exit.isFailure(r.onThreadAgain) && r.onThreadAgain.cause._tag === "Die").toBe(true)
  })
})
