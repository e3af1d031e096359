// Create-time example assertions in batches, and the cascade's choice of scorer.
import { Effect, Either, Exit, FiberRef } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Detection, Detections, Manifest } from "../../src/domain/types.js"
import { cascade, FALLBACK_RESERVE, fallbackReserveMs, LOCAL_SHARE, unsureAt } from "../../src/scoring/cascade/cascade.js"
import { batchesOf, exampleTexts } from "../../src/scoring/openai/exchanges.js"
import { ScoringDeadline } from "../../src/scoring/deadline.js"
import { ScorerFailed, ScorerTimeout } from "../../src/scoring/errors.js"
import { ServiceUnavailable } from "../../src/http/errors.js"
import type { Scored, ScorerShape, ScoringError } from "../../src/scoring/Scorer.js"
import { classification, custom, hit, manifestOf, miss, presence } from "../domain/fixtures.js"
import { answer, det, type FakeOpenAi, startFakeOpenAi, withScorer } from "./fakeOpenAi.js"

const examples = Array.from({ length: 25 }, (_, i) => `please refund order ${i}`)
const refunds = manifestOf(
  custom([
    presence("refund_request", { examples, non_examples: ["thanks, all sorted"] }),
    classification("tone", ["calm", "angry"], { examples: [{ text: "please refund order 3", category: "angry" }] })
  ])
)

/** The scripted model's answer to one batch request: every listed detector found, tone calm. */
const batchAnswer = (request: any, missing: string) => {
  const { texts } = JSON.parse(request.messages[1].content.split("\n")[2])
  return answer(
    Object.fromEntries(
      texts.map((t: { id: string; content: string; detectors: Array<string> }) => [
        t.id,
        Object.fromEntries(
          t.detectors.map((d) => {
            if (d === "tone") return [d, det({ found: true, value: "calm" })]
            const found = t.content !== missing && !t.content.startsWith("thanks")
            return [d, det({ found, value: found ? t.content : null })]
          })
        )
      ])
    )
  )
}

describe("create-time example assertions", () => {
  let fake: FakeOpenAi
  beforeAll(async () => {
    fake = await startFakeOpenAi()
  })
  afterAll(() => fake.close())

  it("scores each text once, shared by every detector listing it", () => {
    const texts = exampleTexts(refunds)
    expect(texts).toHaveLength(26)
    expect(texts.find((t) => t.text === "please refund order 3")?.detectors.map((d) => d.name)).toEqual(["refund_request", "tone"])
    expect(batchesOf(texts).map((b) => b.length)).toEqual([20, 6])
  })

  it("batches 26 texts into 2 calls and reports the examples that fail", async () => {
    const reply = (request: any) => batchAnswer(request, "please refund order 7")
    fake.script([reply, reply])
    const failures = Either.getOrThrow(await Effect.runPromise(withScorer(fake, (s) => s.assertExamples("refunds", refunds))))
    expect(fake.requests).toHaveLength(2)
    expect(fake.requests[0].response_format.json_schema.schema.properties.e3.required).toEqual(["refund_request", "tone"])
    expect(failures).toEqual([
      { detector: "refund_request", example: "please refund order 7", expected: "found", got: "not found" },
      { detector: "tone", example: "please refund order 3", expected: "category angry", got: "category calm" }
    ])
  })
})

const scored = (scorer: string, detections: Detections): Scored => ({ detections, usage: { scorer, model: null, tokensIn: 0, tokensOut: 0 } })

const stub = (name: string, detections: Detections, calls: Array<string>): ScorerShape => ({
  name,
  score: () => Effect.sync(() => (calls.push(name), scored(name, detections))),
  assertExamples: () => Effect.sync(() => (calls.push(`${name}.assert`), []))
})

describe("cascade", () => {
  const manifest: Manifest = manifestOf({ template: "intent_detect", standard_detectors: ["pricing_interest", "urgency"] })
  const run = (local: Detections) => {
    const calls: Array<string> = []
    const model = stub("openai", { pricing_interest: hit(), urgency: miss() }, calls)
    const result = Effect.runSync(cascade(stub("local", local, calls), model, unsureAt(0.75)).score("k", manifest, []))
    return { result, calls }
  }
  // Confidence is the probability that the signal is present: a sure miss is close to 0.
  const sure = (d: Partial<Detection> = {}) => hit({ confidence: 0.9, ...d })
  const sureMiss = miss({ confidence: 0.1 })

  it("lets the local scorer decide when it is confident on every detector", () => {
    const { result, calls } = run({ pricing_interest: sure(), urgency: sureMiss })
    expect(result.usage.scorer).toBe("local")
    expect(calls).toEqual(["local"])
  })

  it.each([
    ["a found detector below the threshold", { pricing_interest: sure(), urgency: sure({ confidence: 0.6 }) }],
    ["a missing signal above 1 - threshold", { pricing_interest: sure(), urgency: miss({ confidence: 0.3 }) }],
    ["a detector absent from the answer", { pricing_interest: sure() }],
    ["an invalid value", { pricing_interest: sure(), urgency: miss({ confidence: 0, invalid: true }) }]
  ])("asks the model with %s", (_, local) => {
    const { result, calls } = run(local)
    expect(result.usage.scorer).toBe("openai")
    expect(calls).toEqual(["local", "openai"])
  })

  const timingOut = (name: string, calls: Array<string>): ScorerShape => ({
    ...stub(name, {}, calls),
    score: () => Effect.zipRight(Effect.sync(() => calls.push(name)), Effect.fail(new ScorerTimeout({})))
  })

  it("asks the model when the local scorer runs out of budget", () => {
    const calls: Array<string> = []
    const model = stub("openai", { pricing_interest: hit(), urgency: miss() }, calls)
    const result = Effect.runSync(cascade(timingOut("local", calls), model, unsureAt(0.75)).score("k", manifest, []))
    expect(result.usage.scorer).toBe("openai")
    expect(calls).toEqual(["local", "openai"])
  })

  const failing = (error: ScoringError, calls: Array<string>): ScorerShape => ({
    ...stub("openai", {}, calls),
    model: "gpt-4o-mini",
    score: () => Effect.zipRight(Effect.sync(() => calls.push("openai")), Effect.fail(error))
  })
  const unsureLocal = { pricing_interest: sure({ confidence: 0.6 }), urgency: sureMiss }

  it.each([
    ["times out", new ScorerTimeout({}), "model_timeout"],
    ["answers unusably", new ScorerFailed({}), "model_failed"],
    ["is unreachable or refuses", new ServiceUnavailable({ message: "down", retryAfter: 5 }), "model_unavailable"]
  ] as const)("answers with the local result, marked, when the model %s", (_, error, reason) => {
    const calls: Array<string> = []
    const result = Effect.runSync(cascade(stub("local", unsureLocal, calls), failing(error, calls), unsureAt(0.75)).score("k", manifest, []))
    expect(calls).toEqual(["local", "openai"])
    expect(result.detections).toEqual(unsureLocal)
    expect(result.usage).toMatchObject({ scorer: "local", fallback: reason, model: "gpt-4o-mini" })
  })

  it("answers the model's timeout as it is when the local scorer had no answer either", () => {
    const calls: Array<string> = []
    const exit = Effect.runSyncExit(cascade(timingOut("local", calls), timingOut("openai", calls), unsureAt(0.75)).score("k", manifest, []))
    expect(exit).toStrictEqual(Exit.fail(new ScorerTimeout({})))
    expect(calls).toEqual(["local", "openai"])
  })

  it("stops a hanging model early enough to answer with the local result within the budget", async () => {
    // The model waits for its deadline as a real call would, then times out.
    const hanging: ScorerShape = {
      ...stub("openai", {}, []),
      score: () => Effect.flatMap(FiberRef.get(ScoringDeadline), (d) => Effect.zipRight(Effect.sleep(d - Date.now()), Effect.fail(new ScorerTimeout({}))))
    }
    const budgetMs = 3_000
    const started = Date.now()
    const result = await Effect.runPromise(cascade(stub("local", unsureLocal, []), hanging, unsureAt(0.75), budgetMs).score("k", manifest, []))
    expect(result.usage.fallback).toBe("model_timeout")
    // The promise is the call's budget; the reserve (fallbackReserveMs) is what leaves room for the
    // local answer, and a loaded machine may spend some of it (at a 600 ms budget, 40 ms of reserve,
    // 580 ms was missed by 1 ms at load 14; at 3 s 1/15 was 200 ms, of which load 16 spent 87 ms:
    // the reserve is now at least 500 ms).
    expect(Date.now() - started).toBeLessThan(budgetMs)
  })

  /** A scorer that records the deadline it was given, then answers unsure (so the model is asked). */
  const recording = (name: string, seen: Map<string, number>): ScorerShape => ({
    ...stub(name, { pricing_interest: hit({ confidence: 0.6 }) }, []),
    score: () => Effect.map(FiberRef.get(ScoringDeadline), (d) => (seen.set(name, d), scored(name, { pricing_interest: hit({ confidence: 0.6 }) })))
  })

  it("gives the local scorer a share of the call's 30-second budget and the model the rest of the same budget", () => {
    const seen = new Map<string, number>()
    const started = Date.now()
    Effect.runSync(cascade(recording("local", seen), recording("openai", seen), unsureAt(0.75)).score("k", manifest, []))
    const ended = Date.now()
    expect(seen.get("local")).toBeGreaterThanOrEqual(started + 30_000 * LOCAL_SHARE)
    expect(seen.get("local")).toBeLessThanOrEqual(ended + 30_000 * LOCAL_SHARE)
    // One deadline for the whole call, fixed when it started: not a fresh 30 s for the model,
    // which stops early enough for the local answer to be sent in its place.
    const modelEnd = 30_000 * (1 - FALLBACK_RESERVE)
    expect(seen.get("openai")).toBeGreaterThanOrEqual(started + modelEnd)
    expect(seen.get("openai")).toBeLessThanOrEqual(ended + modelEnd)
    // 1 ms of slack for floating point: 30,000 × 2/3 is not exactly 20,000.
    expect(seen.get("openai")! - seen.get("local")!).toBeGreaterThanOrEqual(modelEnd - 30_000 * LOCAL_SHARE - (ended - started) - 1)
  })

  it("keeps both scorers within a deadline the caller fixed earlier", () => {
    const seen = new Map<string, number>()
    const outer = Date.now() + 2_000
    Effect.runSync(
      cascade(recording("local", seen), recording("openai", seen), unsureAt(0.75)).score("k", manifest, []).pipe(Effect.locally(ScoringDeadline, outer))
    )
    expect(seen.get("local")).toBe(outer)
    expect(seen.get("openai")).toBe(outer - 30_000 * FALLBACK_RESERVE)
  })

  it("reserves 1/15 of the budget for the local answer, but never less than 0.5 s unless the budget is under 1.5 s", () => {
    // The time to answer and a loaded machine's timer lag are the same whatever the budget.
    expect(fallbackReserveMs(30_000)).toBe(2_000)
    expect(fallbackReserveMs(4_500)).toBe(500)
    expect(fallbackReserveMs(1_500)).toBe(500)
    // Under 1.5 s, a third at most: the model still gets a share.
    expect(fallbackReserveMs(600)).toBe(200)
  })
})
