// The replays' threads (src/scoring/threads/ReplayThreads.ts) score a whole page in one task and
// answer each call's side of the diff: the same side as the call scored alone on the main thread
// and turned into a result, as the evaluate path does.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { detectorNames } from "../../src/domain/manifest.js"
import { sideOf } from "../../src/domain/replayDiff.js"
import { buildResult } from "../../src/domain/result.js"
import type { Message } from "../../src/domain/types.js"
import { ScorerLocal } from "../../src/scoring/embedded/ScorerEmbedded.js"
import { ReplayScorer, Scorer } from "../../src/scoring/Scorer.js"
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
    })
    await Effect.runPromise(Effect.scoped(Effect.provide(program, ReplayThreads({ threads: 2, niceness: 19 }))))
  })
})
