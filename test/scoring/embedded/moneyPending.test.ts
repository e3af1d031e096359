// A budget still to be set, or waiting on the vendor's price (round packs, 11-29): 23 messages
// of our own (moneyPendingCases.ts) through the BANT and CHAMP packs. KNOWN_MISSES are asserted
// still wrong, so a reading that mends one must take it off the list. docs/quality.md ("Tried",
// 11-29, round packs) tells what was measured.
import { CASES } from "./moneyPendingCases.js"
import { runPackCases } from "./packRuns.js"

/** Still wrong: a budget still to be set read as one held; an approved spend named without the budget's word. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "pend01:money",
  "pend02:money",
  "pend03:budget",
  "pend05:money",
  "pend07:money",
  "pend08:budget",
  "pend09:money",
  "pend10:budget",
  "held05:money"
]

runPackCases("moneyPending", "a budget still to be set (moneyPending)", CASES, KNOWN_MISSES)
