// Pack signals in long and messy text (packs5Cases*.ts, our own sentences). The exact set of
// labels the scorer still gets wrong is asserted, so a reading that mends or breaks one shows as a
// change to KNOWN_MISSES.
import { PACKS5_CASES_BM, type MessyCase } from "./packs5Cases.js"
import { PACKS5_CASES_SC } from "./packs5Cases2.js"
import { runPackCases } from "./packRuns.js"

const CASES: ReadonlyArray<MessyCase> = [...PACKS5_CASES_BM, ...PACKS5_CASES_SC]

/**
 * `id:detector` labels read wrong today (missed when the case states it, found when not). On the
 * code before packs5, 50 labels in 43 of the 115 cases were wrong.
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A month's end that recurs ("at the end of the month the numbers never match") dates no purchase.
  "b13:timeline",
  // "Back in March …": a past month still reads as a date ahead.
  "g2:timeline",
  // Signing off something else (expense claims), deciding something else (the lunch order).
  "nb5:authority",
  "nc5:authority",
  // A past purchase of something else and its price: "they replaced their phones last Jan for ~10k".
  "nb7:budget",
  "nb7:need",
  // The customer takes the figure back ("forget that number, nothing is approved"): the first answer still counts.
  "nb10:budget",
  // A form label asking how they choose, answered with criteria, reads as the process too.
  "m6:decision_process",
  // The rep's own pitch ("I'd pitch a 20% time saving") and next steps read as the buyer's.
  "nm8:metrics",
  "nm10:decision_process",
  // A bound on a countersignature ("anything over 5k") and money for a party read as a budget.
  "c12:money",
  "nc6:money",
  // The learned heads' finds (on since 11-29): a call-back hour asked for reads as the process.
  "g12:decision_process"
]

runPackCases("packs5", "pack signals in long and messy text (packs5)", CASES, KNOWN_MISSES)
