// The replays' threads (src/scoring/threads/ReplayThreads.ts) score a whole page in one task and
// answer each call's side of the diff: the same side as the call scored alone on the main thread
// and turned into a result, as the evaluate path does.
import { Duration, Effect } from "effect"
import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { detectorNames } from "../../src/domain/manifest.js"
import { sideOf } from "../../src/domain/replayDiff.js"
import { buildResult } from "../../src/domain/result.js"
import type { Message } from "../../src/domain/types.js"
import { ScorerLocal } from "../../src/scoring/embedded/ScorerEmbedded.js"
import { ReplayScorer, Scorer } from "../../src/scoring/Scorer.js"
import { LiveTraffic } from "../../src/http/liveTraffic.js"
import { startThreads } from "../../src/scoring/threads/ScorerThreads.js"
import { ReplayThreads } from "../../src/scoring/threads/ReplayThreads.js"
import { BANT, TRIAGE } from "../scoring/embedded/manifests.js"

const conversations: ReadonlyArray<ReadonlyArray<Message>> = [
  [{ role: "user", content: "We have $50k set aside and I sign off on it. We need this live before Q3." }],
  [
    { role: "agent", content: "Is the budget approved?" },
    { role: "user", content: "Yes. Production is down for all our users and we are losing orders. We're on the enterprise plan." }
  ],
  [{ role: "user", content: "How much does the pro plan cost? I'd like to buy it this week, please call me." }],
  [{ role: "user", content: "Not interested, we have no budget this year." }]
]
/** As a replay reads them: each call's logged messages as JSON text. */
const inputs = conversations.map((c) => JSON.stringify(c))

/** Niceness of each of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
const threadNiceness = () =>
  readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8")
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])
  })

describe("the replays' threads", () => {
  it("answer a page of calls with each call's side, as scoring it alone gives", async () => {
    const program = Effect.gen(function* () {
      const replay = yield* ReplayScorer
      const local = yield* Effect.provide(Scorer, ScorerLocal)
      for (const [key, manifest] of [["bant", BANT], ["triage", TRIAGE]] as const) {
        // Repeated, so that the page is longer than one call and the rubric compiles once.
        const page = [...inputs, ...inputs]
        const sides = yield* replay.rescore(key, manifest, page)
        const alone = yield* Effect.forEach([...conversations, ...conversations], (input) =>
          Effect.map(local.score(key, manifest, input), ({ detections }) => sideOf(buildResult(manifest, detections, true), detectorNames(manifest)))
        )
        expect(sides).toEqual(alone)
        expect(new Set(sides.map((s) => s.status)).size).toBeGreaterThan(1) // the inputs tell something apart
      }
      // Both threads run at the lowest priority (set by entry.mjs before they load the scorer).
      expect(threadNiceness().filter((n) => n === 19).length).toBeGreaterThanOrEqual(2)
    })
    await Effect.runPromise(Effect.scoped(Effect.provide(program, ReplayThreads({ threads: 2, niceness: 19 }))))
  })

  it("step aside while a live request is in flight, go on as soon as it has left, and never wait past their bound", async () => {
    const traffic = new LiveTraffic()
    const page = [...inputs, ...inputs, ...inputs, ...inputs, ...inputs] // 20 calls
    const elapsed = <A, E>(effect: Effect.Effect<A, E>) =>
      Effect.map(Effect.timed(effect), ([duration, value]) => ({ ms: Duration.toMillis(duration), value }))
    // A bound of a minute a call: only the request leaving lets the page go on.
    const woken = Effect.gen(function* () {
      const replay = yield* ReplayScorer
      const quiet = yield* replay.rescore("bant", BANT, page) // compiles the rubric, nothing in flight
      traffic.arrived()
      setTimeout(() => traffic.left(), 300)
      const busy = yield* elapsed(replay.rescore("bant", BANT, page))
      expect(busy.ms).toBeGreaterThanOrEqual(290)
      expect(busy.ms).toBeLessThan(30_000)
      expect(busy.value).toEqual(quiet)
    })
    await Effect.runPromise(Effect.scoped(Effect.provide(woken, ReplayThreads({ threads: 1, niceness: 19, liveTraffic: { counter: traffic.counter, maxWaitMs: 60_000 } }))))

    // A request that never leaves: each call waits its bound (50 ms), then the page goes on.
    const bounded = Effect.gen(function* () {
      const replay = yield* ReplayScorer
      const quiet = yield* replay.rescore("bant", BANT, page)
      traffic.arrived()
      const busy = yield* elapsed(replay.rescore("bant", BANT, page))
      traffic.left()
      expect(busy.ms).toBeGreaterThanOrEqual(page.length * 50 * 0.9)
      expect(busy.value).toEqual(quiet)
    })
    await Effect.runPromise(Effect.scoped(Effect.provide(bounded, ReplayThreads({ threads: 1, niceness: 19, liveTraffic: { counter: traffic.counter, maxWaitMs: 50 } }))))
  })

  it("lower a thread's priority before its module loads", async () => {
    // The probe module records, as it loads, the niceness its thread had then.
    const probe = new URL("../scoring/support/nicenessProbe.mjs", import.meta.url).href
    const reply = await Effect.runPromise(
      Effect.scoped(Effect.flatMap(startThreads({ threads: 1, budget: "30 seconds", niceness: 19, file: probe }), ({ run }) => run({ op: "ready" })))
    )
    expect(reply).toMatchObject({ op: "ready", nicenessAtLoad: 19 })
  })
})
