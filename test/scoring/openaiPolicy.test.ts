// The 30-second policy against a scripted provider: what is retried, how often, and what the
// caller finally sees. Every test checks the outcome and the number of upstream attempts.
import { Effect, Either, Fiber, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Message } from "../../src/domain/types.js"
import { ScoringDeadline } from "../../src/scoring/deadline.js"
import type { PolicyOptions } from "../../src/scoring/openai/policy.js"
import { manifestOf } from "../domain/fixtures.js"
import { answer, apiError, det, type FakeOpenAi, type Reply, startFakeOpenAi, withScorer } from "./fakeOpenAi.js"

const manifest = manifestOf({ template: "intent_detect", standard_detectors: ["urgency"] })
const input: ReadonlyArray<Message> = [{ role: "user", content: "We need this live by Monday." }]
const good = answer({ urgency: det({ found: true, value: "by Monday" }) })

describe("model scorer policy", () => {
  let fake: FakeOpenAi
  beforeAll(async () => {
    fake = await startFakeOpenAi()
  })
  afterAll(() => fake.close())

  const score = async (replies: ReadonlyArray<Reply>, policy: Partial<PolicyOptions> = {}) => {
    fake.script(replies)
    const started = performance.now()
    const result = await Effect.runPromise(withScorer(fake, (s) => s.score("k", manifest, input), policy))
    return { result, ms: performance.now() - started }
  }
  const failure = <E>(result: Either.Either<unknown, E>) => Option.getOrUndefined(Either.getLeft(result))

  it("repairs invalid JSON once, sending the problem back", async () => {
    const { result } = await score([answer("{ not json"), good])
    expect(Either.getOrThrow(result).detections.urgency?.found).toBe(true)
    expect(fake.requests).toHaveLength(2)
    const repair = fake.requests[1].messages
    expect(repair.map((m: Message) => m.role)).toEqual(["system", "user", "assistant", "user"])
    expect(repair[2].content).toBe("{ not json")
    expect(repair[3].content).toContain("not valid JSON")
  })

  it("answers ScorerFailed after exactly 2 attempts when the JSON breaks the schema twice", async () => {
    const { result } = await score([answer({ urgency: { found: "yes" } }), answer({ wrong: true })])
    expect(failure(result)).toMatchObject({ _tag: "ScorerFailed", code: "SCORER_FAILED" })
    expect(fake.requests).toHaveLength(2)
    expect(fake.requests[1].messages[3].content).toContain("urgency")
  })

  it("retries a 429 whose retry-after fits the budget", async () => {
    // A 10 s budget, so a slow first exchange on a loaded machine cannot make 300 ms overrun it.
    const { result, ms } = await score([apiError(429, "rate_limit_exceeded", { "retry-after-ms": "300" }), good], { budget: "10 seconds" })
    expect(Either.isRight(result)).toBe(true)
    expect(fake.requests).toHaveLength(2)
    expect(ms).toBeGreaterThanOrEqual(290)
  })

  it("gives up at once on a 429 whose retry-after overruns the budget", async () => {
    // A 10 s budget: waiting out the budget (10 s) or the retry-after (20 s) are both far from
    // "at once", which keeps 3 s of room for a loaded machine (was 500 ms of a 2 s budget).
    const { result, ms } = await score([apiError(429, "rate_limit_exceeded", { "retry-after": "20" }), good], { budget: "10 seconds" })
    expect(failure(result)).toMatchObject({ _tag: "ServiceUnavailable", retryAfter: 20 })
    expect(fake.requests).toHaveLength(1)
    expect(ms).toBeLessThan(3_000)
  })

  it("retries 500 and 503 with backoff", async () => {
    const { result } = await score([apiError(500), apiError(503), good])
    expect(Either.isRight(result)).toBe(true)
    expect(fake.requests).toHaveLength(3)
  })

  it("retries 408 and 409 and dropped connections", async () => {
    const { result } = await score([apiError(408), apiError(409), "drop", good])
    expect(Either.isRight(result)).toBe(true)
    expect(fake.requests).toHaveLength(4)
  })

  it("answers ServiceUnavailable when the provider stays down for every attempt", async () => {
    const { result } = await score(Array.from({ length: 10 }, () => apiError(502)), { maxAttempts: 4 })
    expect(failure(result)).toMatchObject({ _tag: "ServiceUnavailable", retryAfter: 5 })
    expect(fake.requests).toHaveLength(4)
  })

  it("answers ScorerTimeout promptly when the provider hangs past the deadline, and hangs up", async () => {
    const hungUp = fake.nextHangUp()
    // Promptly: at the budget, not at twice it. A 3 s budget leaves 1.5 s for a loaded machine's
    // timer lag and event-loop stalls (a 1 s budget left 0.5 s).
    const { result, ms } = await score(["hang"], { budget: "3 seconds" })
    expect(failure(result)).toMatchObject({ _tag: "ScorerTimeout", code: "SCORER_TIMEOUT" })
    expect(ms).toBeGreaterThanOrEqual(2_990)
    expect(ms).toBeLessThan(4_500)
    await hungUp
    expect(fake.requests).toHaveLength(1)
    expect(fake.hangUps()).toBe(1)
  })

  it("stops at the call's deadline when it is earlier than its own budget (the cascade's shared budget)", async () => {
    const hungUp = fake.nextHangUp()
    fake.script(["hang"])
    const started = performance.now()
    const result = await Effect.runPromise(
      withScorer(fake, (s) => Effect.suspend(() => s.score("k", manifest, input).pipe(Effect.locally(ScoringDeadline, Date.now() + 500))), {
        budget: "30 seconds"
      })
    )
    const ms = performance.now() - started
    expect(failure(result)).toMatchObject({ _tag: "ScorerTimeout", code: "SCORER_TIMEOUT" })
    expect(ms).toBeGreaterThanOrEqual(490)
    // At the call's 0.5 s deadline, not the 30 s budget; the rest is room for a loaded machine.
    expect(ms).toBeLessThan(5_000)
    await hungUp
    expect(fake.requests).toHaveLength(1)
  })

  it("answers ServiceUnavailable without retrying when the provider rejects the credentials", async () => {
    const { result } = await score([apiError(401, "invalid_api_key"), good])
    expect(failure(result)).toMatchObject({ _tag: "ServiceUnavailable", code: "SERVICE_UNAVAILABLE", retryAfter: 60 })
    expect(fake.requests).toHaveLength(1)
  })

  it("answers ServiceUnavailable without retrying on 403", async () => {
    const { result } = await score([apiError(403, "unsupported_country_region_territory"), good])
    expect(failure(result)).toMatchObject({ _tag: "ServiceUnavailable" })
    expect(fake.requests).toHaveLength(1)
  })

  it("answers ServiceUnavailable without retrying when the quota is exhausted (429 insufficient_quota)", async () => {
    const { result } = await score([apiError(429, "insufficient_quota", { "retry-after": "1" }), good])
    expect(failure(result)).toMatchObject({ _tag: "ServiceUnavailable", retryAfter: 300 })
    expect(fake.requests).toHaveLength(1)
  })

  it("answers ScorerFailed without retrying on another 4xx", async () => {
    const { result } = await score([apiError(400, "context_length_exceeded"), good])
    expect(failure(result)).toMatchObject({ _tag: "ScorerFailed" })
    expect(fake.requests).toHaveLength(1)
  })

  it("aborts the upstream request when the score fiber is interrupted", async () => {
    fake.script(["hang"])
    const hungUp = fake.nextHangUp()
    await Effect.runPromise(
      withScorer(fake, (s) =>
        Effect.gen(function* () {
          const fiber = yield* Effect.fork(s.score("k", manifest, input))
          yield* Effect.promise(() => fake.received(1))
          yield* Fiber.interrupt(fiber)
        })
      )
    )
    await hungUp
    expect(fake.requests).toHaveLength(1)
    expect(fake.hangUps()).toBe(1)
  })

  it("refuses at once with ServiceUnavailable when the concurrency cap and waiting line are full", async () => {
    fake.script(["hang", "hang", good])
    const outcome = await Effect.runPromise(
      withScorer(
        fake,
        (s) =>
          Effect.gen(function* () {
            const first = yield* Effect.fork(s.score("k", manifest, input))
            yield* Effect.promise(() => fake.received(1))
            const waiting = yield* Effect.fork(s.score("k", manifest, input))
            yield* Effect.sleep("20 millis")
            const started = performance.now()
            const refused = yield* Effect.either(s.score("k", manifest, input))
            const ms = performance.now() - started
            yield* Fiber.interrupt(first)
            yield* Fiber.interrupt(waiting)
            return { refused, ms }
          }),
        // A 30 s budget: a third call that waited in line would take that long, so "at once" can
        // allow a loaded machine seconds (100 ms of a 2 s budget was one scheduler stall away).
        { maxConcurrency: 1, maxWaiting: 1, budget: "30 seconds" }
      )
    )
    expect(Either.isRight(outcome)).toBe(true)
    const { refused, ms } = Either.getOrThrow(outcome)
    expect(failure(refused)).toMatchObject({ _tag: "ServiceUnavailable", retryAfter: 1 })
    expect(ms).toBeLessThan(3_000)
    // Only the first call reached the provider: the second waited for a slot, the third was refused.
    expect(fake.requests).toHaveLength(1)
  })
})
