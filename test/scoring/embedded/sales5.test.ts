// BANT timelines and budgets read where none is stated, SPICED/CHAMP pains told plainly and
// purchase wishes told with enrol/book onto/try a plan (sales5Cases.ts, our own messages). The
// exact set of labels still read wrong is asserted, so a reading that mends or breaks one shows here.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"
import { runPackCases } from "./packRuns.js"
import { BUDGET_DEFERRED, BUDGET_KEPT, BUDGET_NEAR, PAIN_PLAIN, PURCHASE_VERBS, TIMELINE_KEPT, TIMELINE_NEAR } from "./sales5Cases.js"

/** `id:detector` labels read wrong today (missed when stated, found when not). 13 of 32 cases before sales5's readings, 4 now. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A budget approved below a forwarded mail's header block is not read.
  "tn8:budget",
  // A budget told as "the same again" of a past price: no figure of its own.
  "bk3:budget",
  // A queue out the door and people leaving without buying: no pain word, no failure word.
  "pp2:pain",
  // People arriving to a locked hall because a rota is not kept: not read as a challenge.
  "pp4:challenges"
]

runPackCases(
  "sales5",
  "timelines and budgets not stated, pains told plainly (sales5)",
  [...TIMELINE_NEAR, ...TIMELINE_KEPT, ...BUDGET_NEAR, ...BUDGET_KEPT, ...BUDGET_DEFERRED, ...PAIN_PLAIN],
  KNOWN_MISSES
)

/** Intent ids read wrong today (pv1–pv6 missed before sales5's purchase cues in buyingWords.ts). */
const INTENT_MISSES: ReadonlyArray<string> = []

describe("purchase told with enrol, book onto or a plan tried (sales5)", () => {
  const scorer = compileEmbedded(INTENT)
  it("misses exactly the known intent cases", () => {
    const wrong = PURCHASE_VERBS.filter(([, detector, text, want]) => scorer.score([{ role: "user", content: text }])[detector]!.found !== want).map(([id]) => id)
    for (const id of wrong) console.log(`  ${id} :: ${PURCHASE_VERBS.find((c) => c[0] === id)![2]}`)
    expect([...wrong].sort()).toEqual([...INTENT_MISSES].sort())
  })
})
