// Custom escalation triggers found where they should not be (cfp2), end to end: four rubrics of our
// own (cfp2Domains.ts), 42 messages, each labelled "id/status" and "id/detector".
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
// docs/quality.md ("Tried", 11-28, cfp2) tells what was measured.
import { DOMAINS } from "./cfp2Domains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong: 11 of 89 labels (19 before the round, 14 after it), 8 of 42 statuses (11, 10; the
 * piano named under its label is read since round cform). Outside this round's readings: a field
 * missed (a livery wish, a bike model or repair in a short email, a narrowboat's two weeks); a lameness long past but "sound ever since" and an
 * engine fire "three years ago, long since rebuilt" still found; a colic told by signs (pawing,
 * lying down) missed.
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "liv04/status", "liv07/status", "liv07/horse_injury", "liv10/status", "liv10/horse_injury", "bik04/status", "bik08/status",
  "mar03/status", "mar06/status", "mar06/boat_emergency", "mar10/status"
]

runStatusCases("custom triggers found where they should not be (cfp2)", DOMAINS, KNOWN_MISSES)
