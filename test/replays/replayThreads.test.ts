// The replays' threads (src/scoring/threads/ReplayThreads.ts) score a whole page in one task and
// answer each call's side of the diff: the same side as the call scored alone on the main thread
// and turned into a result, as the evaluate path does.
import { Effect } from "effect"
import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { detectorNames } from "../../src/domain/manifest.js"
import { sideOf } from "../../src/domain/replayDiff.js"
import { buildResult } from "../../src/domain/result.js"
import type { Message } from "../../src/domain/types.js"
import { ScorerLocal } from "../../src/scoring/embedded/ScorerEmbedded.js"
import { ReplayScorer, Scorer } from "../../src/scoring/Scorer.js"
import { LiveTraffic, REPLAY_YIELD_MAX_MS } from "../../src/http/liveTraffic.js"
import { ReplayThreads } from "../../src/scoring/threads/ReplayThreads.js"
import { BANT, TRIAGE } from "../scoring/embedded/manifests.js"

const inputs: ReadonlyArray<ReadonlyArray<Message>> = [
  [{ role: "user", content: "We have $50k set aside and I sign off on it. We need this live before Q3." }],
  [
    { role: "agent", content: "Is the budget approved?" },
    { role: "user", content: "Yes. Production is down for all our users and we are losing orders. We're on the enterprise plan." }
  ],
  [{ role: "user", content: "How much does the pro plan cost? I'd like to buy it this week, please call me." }],
  [{ role: "user", content: "Not interested, we have no budget this year." }]
]

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
        const alone = yield* Effect.forEach(page, (input) =>
          Effect.map(local.score(key, manifest, input), ({ detections }) => sideOf(buildResult(manifest, detections, true), detectorNames(manifest)))
        )
        expect(sides).toEqual(alone)
        expect(new Set(sides.map((s) => s.status)).size).toBeGreaterThan(1) // the inputs tell something apart
      }
      // Both threads run at the lowest priority (set before they load the scorer: lowerPriority.ts).
      expect(threadNiceness().filter((n) => n === 19).length).toBeGreaterThanOrEqual(2)
    })
    await Effect.runPromise(Effect.scoped(Effect.provide(program, ReplayThreads({ threads: 2, niceness: 19 }))))
  })

  it("step aside while a live request is in flight, and still finish the page", async () => {
    const traffic = new LiveTraffic()
    const page = [...inputs, ...inputs, ...inputs, ...inputs, ...inputs] // 20 calls
    const program = Effect.gen(function* () {
      const replay = yield* ReplayScorer
      const quiet = yield* replay.rescore("bant", BANT, page) // compiles the rubric, no live request
      traffic.arrived()
      const t0 = performance.now()
      const busy = yield* replay.rescore("bant", BANT, page)
      const waitedMs = performance.now() - t0
      traffic.left()
      // Each call waited its bound for the request that never left: the live request had the CPU.
      expect(waitedMs).toBeGreaterThanOrEqual(page.length * REPLAY_YIELD_MAX_MS * 0.9)
      expect(busy).toEqual(quiet)
    })
    await Effect.runPromise(Effect.scoped(Effect.provide(program, ReplayThreads({ threads: 1, niceness: 19, liveTraffic: traffic.counter }))))
  })
})
