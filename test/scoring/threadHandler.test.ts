// A scoring thread's handler, called directly, and the ASSAY_SCORER_THREADS setting: the parts of
// the worker threads (threads.test.ts) that need no thread started.
import { ConfigProvider, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { Scorer } from "../../src/scoring/Scorer.js"
import { defaultScorerThreads, ScorerEmbedded } from "../../src/scoring/embedded/ScorerEmbedded.js"
import { INTENT } from "./embedded/manifests.js"
import { inputs } from "./threadsFixtures.js"

describe("a scoring thread's handler", () => {
  it("skips a task whose call was already answered SCORER_TIMEOUT, compiling nothing", async () => {
    const { default: handle } = await import("../../src/scoring/threads/worker.js")
    const past = Date.now() - 1
    expect(await handle({ op: "score", rubricKey: "late", input: inputs[2]!, manifest: INTENT, deadline: past })).toEqual({ op: "expired" })
    // Nothing was compiled for it: the next call finds the rubric missing.
    const future = Date.now() + 30_000
    expect(await handle({ op: "score", rubricKey: "late", input: inputs[2]!, deadline: future })).toEqual({ op: "missing" })
    const scored = await handle({ op: "score", rubricKey: "late", input: inputs[2]!, manifest: INTENT, deadline: future })
    expect(scored).toMatchObject({ op: "scored", cache: "miss" })
    expect(await handle({ op: "score", rubricKey: "late", input: inputs[2]!, deadline: future })).toMatchObject({ op: "scored", cache: "hit" })
  })
})

describe("ASSAY_SCORER_THREADS", () => {
  const withThreads = (value: string) =>
    Effect.runPromiseExit(
      Effect.provide(Scorer, ScorerEmbedded).pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map([["ASSAY_SCORER_THREADS", value]]))))
    )

  it("defaults to one thread per core but one, at most 4", () => {
    expect([1, 2, 3, 8, 64].map((cores) => defaultScorerThreads(cores))).toEqual([0, 1, 2, 4, 4])
  })

  it("accepts 0 (the main thread) and a thread count, and refuses anything else by name", async () => {
    expect(Exit.isSuccess(await withThreads("0"))).toBe(true)
    expect(Exit.isSuccess(await withThreads("2"))).toBe(true)
    for (const bad of ["-1", "65", "two", "1.5"]) {
      const exit = await withThreads(bad)
      expect(Exit.isFailure(exit)).toBe(true)
      expect(String(Exit.isFailure(exit) ? exit.cause : "")).toContain("ASSAY_SCORER_THREADS")
    }
  })
})
