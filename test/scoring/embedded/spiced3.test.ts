// SPICED on fresh text (spiced3Cases.ts, our own messages in trades no other test uses). The exact
// set of labels the scorer still gets wrong is asserted, so a reading that mends or breaks one
// shows as a change here.
import { SPICED3_CASES } from "./spiced3Cases.js"
import { runPackCases } from "./packRuns.js"

/** `id:detector` labels read wrong today (missed when stated, found when not). 46 of 66 on the base scorer (33 of the first 52); the 14 written after the first pass (lt*) had 13 wrong on it. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // Impact: regulars ringing round other suppliers first is not read.
  "mx6:impact",
  // Pain told as a story: "they simply don't see it" (a change not seen).
  "ps9:pain",
  // Situation: a tag written when work comes in, a rota in Google Sheets, goods sold in shops, "I am
  // the office manager of a dental lab"; a refund count read as a headcount.
  "ps5:situation", "mx7:situation", "mx8:situation", "in2:situation", "ic8:situation",
  // Decision: "the director has to dig", "the office manager" read as deciders ("in the head of" mended by spiced4).
  "ps4:decision", "mx7:decision",
  // Written after the first readings: "since June" beside a fall in bookings read as an event, a
  // count of people moved to the phones and a skip that "sits on the drive" read as the set-up.
  "lt1:critical_event", "lt3:situation", "lt4:situation",
  // The learned heads' finds (on since 11-29): the busiest months of a year read as an event.
  "mx5:critical_event"
]

runPackCases("spiced3", "SPICED on fresh text (spiced3)", SPICED3_CASES, KNOWN_MISSES)
