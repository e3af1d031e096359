// The impact round's challenge set (impactCases.ts, impactCases2.ts): SPICED impact and decision,
// MEDDIC metrics, decision process, champion and economic buyer told indirectly, with near
// misses. The exact set of labels still read wrong is asserted, so a reading that mends or
// breaks one shows as a change to KNOWN_MISSES.
import { IMPACT_SPICED } from "./impactCases.js"
import { IMPACT_MEDDIC } from "./impactCases2.js"
import { runPackCases } from "./packRuns.js"

/** `id:detector` labels read wrong today (missed when stated, found when not). 31 in 27 of 67 cases on the unchanged scorer, 13 now. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // Pain told as a waste or a fault with no problem word: calls about absences already reported,
  // a page that "went down", the paperwork given as a reason for quitting, minutes lost hunting.
  "sp4:pain",
  "sp5:pain",
  "sp12:pain",
  "md24:identify_pain",
  // "the head has had to pull …": a title before "has" reads as a decider's say.
  "sp4:decision",
  // "eight of us" tells the team's size; no cue counts people that way.
  "sp14:situation",
  // "the harbour board, but I don't know when they meet next": the answer's later doubt hides the body named.
  "sp3:decision",
  // "The head gardener decides which beds get replanted": a decision about the day's work, not the purchase.
  "sp10:decision",
  // The vendor's price rise told as what it will cost us reads as a pain.
  "sp24:pain",
  // "How would you know it worked?" is no metrics question here: reading it so lost a calibration set's metrics (gate 2).
  "md15:metrics",
  // "volunteered to run the pilot" reads as a process step.
  "md11:decision_process",
  // A hedged offer to take it to the board ("If the pilot goes well I might …") reads as a process.
  "md12:decision_process",
  // A title on leave beside "covering her meetings" still reads as the buyer.
  "md19:economic_buyer"
]

runPackCases("impact", "sales-pack signals told indirectly (impact round)", [...IMPACT_SPICED, ...IMPACT_MEDDIC], KNOWN_MISSES)
