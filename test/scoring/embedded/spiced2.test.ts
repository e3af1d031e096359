// SPICED on fresh text (spiced2Cases.ts, our own messages in trades no other test uses). The exact
// set of labels the scorer still gets wrong is asserted, so a reading that mends or breaks one
// shows as a change here.
import { SPICED2_CASES } from "./spiced2Cases.js"
import { runPackCases } from "./packRuns.js"

/** `id:detector` labels read wrong today (missed when stated, found when not). 25 before the round's readings. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A loss told only as a condition ("if … we'll lose whole colonies") is not read: "we might lose a
  // few members if the fee goes up" must stay out.
  "xi8:impact",
  // "Do you … more than ten users?" is too long for the vendor-question pattern; "{num} … members"
  // spans a threshold ("over 500 goes to a members' vote").
  "xin3:situation",
  "xd5:situation",
  // A staff member losing a private thing reads as a problem and "head" as a title.
  "xin4:pain",
  "xin4:decision",
  // A price asked as a cost to us still reads as the problem (the shared pain rubric).
  "xin6:pain",
  // Somebody deciding something else (closing on Mondays) reads as the decision.
  "xdn5:decision"
]

runPackCases("spiced2", "SPICED on fresh text (spiced2)", SPICED2_CASES, KNOWN_MISSES)
