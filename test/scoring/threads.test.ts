// The embedded scorer on worker threads (ASSAY_SCORER_THREADS): the same answers as on the
// main thread, the scorer budget enforced, and a failure in a thread contained to its call.
import { ConfigProvider, Effect, Exit, Layer } from "effect"
import { describe, expect, it } from "vitest"
import type { Manifest, Message } from "../../src/domain/types.js"
import { Scorer, ScorerLocal, type ScorerShape } from "../../src/scoring/Scorer.js"
import { defaultScorerThreads, ScorerEmbedded } from "../../src/scoring/ScorerEmbedded.js"
import { ScorerThreads } from "../../src/scoring/threads/ScorerThreads.js"
import { BANT, classification, INTENT, manifestOf, manyCategories, presence, TRIAGE } from "../scorer/manifests.js"

const scorerOf = (layer: Layer.Layer<Scorer>): Promise<ScorerShape> => Effect.runPromise(Effect.provide(Scorer, layer))

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

const custom = manifestOf("custom", [
  classification("request", ["refund", "cancel", "question"], [
    { text: "I want my money back for last month", category: "refund" },
    { text: "please give me a refund", category: "refund" },
    { text: "cancel my plan at the end of the month", category: "cancel" },
    { text: "I would like to stop my subscription", category: "cancel" },
    { text: "how does the export feature work?", category: "question" },
    { text: "where can I find my invoices?", category: "question" }
  ]),
  presence("order_number", ["my order is #A-1234", "order number 998877"], ["I lost my order number"])
])

const inputs: ReadonlyArray<ReadonlyArray<Message>> = [
  [{ role: "user", content: "We have $50k set aside and I sign off on it. We need this live before Q3." }],
  [
    { role: "agent", content: "Hi! How can I help?" },
    { role: "user", content: "Production is down for all our users and we are losing orders. We're on the enterprise plan." }
  ],
  [{ role: "user", content: "How much does the pro plan cost? I'd like to buy it this week, please call me." }],
  [{ role: "user", content: "Please cancel my subscription, my order is #B-5521. We don't need it anymore." }]
]

const manifests: ReadonlyArray<readonly [string, Manifest]> = [
  ["bant", BANT],
  ["triage", TRIAGE],
  ["intent", INTENT],
  ["custom", custom]
]

describe("scoring threads", () => {
  it("answer every call exactly as the main thread does, compiling each rubric where it is needed", async () => {
    const threads = await scorerOf(ScorerThreads({ threads: 2, budget: "30 seconds" }))
    const local = await scorerOf(ScorerLocal)
    // Several rounds: the first call of a rubric on a thread compiles it there, later ones reuse it.
    for (let round = 0; round < 3; round++) {
      for (const [key, manifest] of manifests) {
        for (const input of inputs) {
          const [a, b] = await Promise.all([run(threads.score(key, manifest, input)), run(local.score(key, manifest, input))])
          expect(a).toEqual(b)
        }
      }
    }
    expect(threads.name).toBe("local")
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

  it("answer ScorerTimeout at the budget", async () => {
    const threads = await scorerOf(ScorerThreads({ threads: 1, budget: "50 millis" }))
    // Compiling 150 categories takes seconds: far past a 50 ms budget.
    const exit = await Effect.runPromiseExit(threads.score("large", manyCategories(150), inputs[0]!))
    expect(exit).toStrictEqual(Exit.fail(expect.objectContaining({ _tag: "ScorerTimeout" })))
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
    const threads = await scorerOf(ScorerThreads({ threads: 1, budget: "30 seconds" }))
    const broken = { ...INTENT, detectors: null } as unknown as Manifest
    const exit = await Effect.runPromiseExit(threads.score("broken", broken, inputs[0]!))
    expect(Exit.isFailure(exit) && exit.cause._tag === "Die").toBe(true)
    const after = await run(threads.score("intent", INTENT, inputs[2]!))
    expect(after.detections.pricing_interest!.found).toBe(true)
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
