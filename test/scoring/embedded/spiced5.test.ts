// SPICED impact told in the writer's own terms and pain / CHAMP challenges told as an everyday
// failure (spiced5Cases.ts, our own messages). The exact set of labels still read wrong is
// asserted, so a reading that mends or breaks one shows as a change here.
import { SPICED5_CASES } from "./spiced5Cases.js"
import { runPackCases } from "./packRuns.js"

/** `id:detector` labels read wrong today (missed when stated, found when not). 16 of 41 on main (15 of the first 37 measured, one more added), 7 now. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // Takings lost on the days a device drops out: the device's failure is not read as the pain.
  "im7:pain",
  // Slots filled by bookings that never come ("a diary full of ghosts") is a figure of speech.
  "im8:pain",
  // A count of people freed by a fix reads as the set-up.
  "im9:situation",
  // "Cost us nothing worth mentioning" still reads as a cost.
  "in4:impact",
  // Arriving for a visit the business has no record of.
  "pd6:pain",
  // "I run two dance schools" in an email that asks about a trial is not read as authority.
  "ch2:authority",
  // Another business's machine that breaks every week reads as the writer's pain.
  "pn9:pain",
  // A page lost after an update reads as a pain on purpose (salesfix2): a review judged the defect a
  // pain and a need; hiding it there (triold's SCREEN_PART_LOST) lost real ones. Impact stays unread.
  "in11:pain",
  // (in12: the saving asked of the vendor, mended by round triold's ASKS_SAVING, packNearMisses.ts.)
]

runPackCases("spiced5", "SPICED impact and pain told in own terms (spiced5)", SPICED5_CASES, KNOWN_MISSES)
