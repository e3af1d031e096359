// The shapes packs3 left, on our own sentences (packs4bCases.ts): money as no obstacle, a
// champion told by pressing, the process as the last purchase's story, a say owned by a name,
// bullet labels, a hedged date and a broken promise. The exact set of labels still read wrong is
// asserted, so a reading that mends or breaks one shows as a change to KNOWN_MISSES.
import { PACKS4B_BANT, PACKS4B_CHAMP, PACKS4B_GRANTS, PACKS4B_MEDDIC, PACKS4B_SPICED } from "./packs4bCases.js"
import type { MessyCase } from "./packs5Cases.js"
import { runPackCases } from "./packRuns.js"

const CASES: ReadonlyArray<MessyCase> = [...PACKS4B_CHAMP, ...PACKS4B_MEDDIC, ...PACKS4B_BANT, ...PACKS4B_SPICED, ...PACKS4B_GRANTS]

/** `id:detector` labels read wrong today (missed when stated, found when not). 14 in the first 50 cases before packs4b (16 of 55 with the grants written after), 4 now. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // "Money isn't the issue. The issue is …": the issue told after the dismissed one is not read.
  "cm5:challenges",
  // "keeps nudging me about getting a … tool" reads as authority in CHAMP.
  "ch1:authority",
  // A bullet's "- goal: …" / "- target: …" is no form label (packs3 tried it and lost statuses).
  "bl1:identify_pain",
  "bl2:metrics"
]

runPackCases("packs4b", "the shapes packs3 left, on fresh text (packs4b)", CASES, KNOWN_MISSES)
