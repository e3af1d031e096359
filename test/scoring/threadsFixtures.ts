// Calls and manifests the scoring-thread tests share (threads.test.ts, threadHandler.test.ts).
import { Effect, type Layer } from "effect"
import type { Manifest, Message } from "../../src/domain/types.js"
import { Scorer, type ScorerShape } from "../../src/scoring/Scorer.js"
import { BANT, classification, INTENT, manifestOf, presence, TRIAGE } from "./embedded/manifests.js"

export const scorerOf = (layer: Layer.Layer<Scorer>): Promise<ScorerShape> => Effect.runPromise(Effect.provide(Scorer, layer))

export const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

export const custom = manifestOf("custom", [
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

export const inputs: ReadonlyArray<ReadonlyArray<Message>> = [
  [{ role: "user", content: "We have $50k set aside and I sign off on it. We need this live before Q3." }],
  [
    { role: "agent", content: "Hi! How can I help?" },
    { role: "user", content: "Production is down for all our users and we are losing orders. We're on the enterprise plan." }
  ],
  [{ role: "user", content: "How much does the pro plan cost? I'd like to buy it this week, please call me." }],
  [{ role: "user", content: "Please cancel my subscription, my order is #B-5521. We don't need it anymore." }]
]

export const manifests: ReadonlyArray<readonly [string, Manifest]> = [
  ["bant", BANT],
  ["triage", TRIAGE],
  ["intent", INTENT],
  ["custom", custom]
]

// Each thread loads the whole scorer and compiles rubrics: seconds when quiet, and close to
// vitest's 60 s default per test at load 16 on 2 cores (58 s measured); hence 150 s.
export const THREAD_TEST_MS = 150_000
