// Time per call on long inputs: one 20,000-character email and one 32,000-character message (the
// contract's per-message limit) against every built-in template and a custom rubric, median of 5
// calls after 2 warm-ups. The sentences are our own, dense with cues, so every reading runs.
// node --import tsx scripts/bench/longText.ts
import { loadavg } from "node:os"
import { compileManifest } from "../../src/domain/manifest.js"
import type { Message } from "../../src/domain/types.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"

const SENTENCES = [
  "Hello all, picking up from Tuesday's call about the dispatch board.",
  "At the moment each pallet booking gets keyed into the yard planner twice, by hand.",
  "It costs us roughly twelve hours a week and last month two pallets went to the wrong depot.",
  "Our budget for this is around 18k for the year, signed off by the finance director.",
  "I run operations, but the final say sits with our managing director, Priya.",
  "We need something running ahead of the March peak.",
  "If we miss that window we lose the contract with our biggest retailer.",
  "Can you send pricing for 40 users, and do you offer a discount for annual billing?",
  "Honestly I'm not sure the board will go for it unless we show the savings.",
  "The login page has been throwing an error since this morning and nobody can get in.",
  "This is urgent: our drivers cannot see their routes for tomorrow.",
  "Please get someone senior to call me back today, my number is 07700 900123.",
  "We are an enterprise customer on the premium plan, account 55120.",
  "We don't have a budget approved yet, that conversation is for next quarter.",
  "Our old supplier kept promising a fix and never delivered it.",
  "Success for us would be cutting mistyped orders to zero and saving a day a week.",
  "We compared two other tools on price, integrations and how fast support answers.",
  "Thanks again for your time, speak soon.",
  "> On Monday, Sam wrote: could you share the security questionnaire?",
  "Kind regards,\nDana Whitfield\nHead of Operations, Brookline Freight Ltd"
]

const longText = (chars: number): string => {
  const parts: Array<string> = []
  for (let i = 0, n = 0; n < chars; i++) {
    const s = SENTENCES[(i * 7) % SENTENCES.length]!
    parts.push(s)
    n += s.length + 1
  }
  return parts.join("\n").slice(0, chars)
}

const criteria = {
  meddic: { template: "lead_qualification", framework: "meddic" },
  spiced: { template: "lead_qualification", framework: "spiced" },
  bant: { template: "lead_qualification", framework: "bant" },
  champ: { template: "lead_qualification", framework: "champ" },
  intents: { template: "intent_detect", standard_detectors: ["pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human"] },
  triage: { template: "support_triage" },
  custom: {
    template: "custom",
    detectors: [
      { name: "route_problem", kind: "presence", required: true, examples: ["drivers can't see their routes", "the dispatch board is down", "orders went to the wrong depot"] },
      { name: "fleet_size", kind: "presence", examples: ["we run 30 vans", "about a dozen trucks", "fleet of 12 lorries"] },
      { name: "request_type", kind: "classification", categories: ["quote", "fault", "cancel"], examples: [{ text: "how much for 40 users", category: "quote" }, { text: "the board throws an error", category: "fault" }, { text: "please close our account", category: "cancel" }] }
    ]
  }
} as const

const median = (xs: Array<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

console.log(`load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(" ")}`)
for (const [label, input] of [
  ["20,000-character email", [{ role: "user", content: longText(20_000) }]],
  ["32,000-character message", [{ role: "user", content: longText(32_000) }]]
] as const) {
  const row: Array<string> = []
  for (const [name, c] of Object.entries(criteria)) {
    const scorer = compileEmbedded(compileManifest(c as never))
    const msgs = input as ReadonlyArray<Message>
    for (let i = 0; i < 2; i++) scorer.score(msgs)
    const ts: Array<number> = []
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now()
      scorer.score(msgs)
      ts.push(performance.now() - t0)
    }
    row.push(`${name} ${median(ts).toFixed(0)} ms`)
  }
  console.log(`${label}: ${row.join(", ")}`)
}
