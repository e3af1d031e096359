// The cfp3 challenge: an escalation trigger found on an everyday clause that shares only a setting
// word with an example (cfp3Domains.ts), 45 messages over four rubrics of our own, each labelled
// "id/status" and "id/detector". KNOWN_MISSES are asserted still wrong, so a reading that mends one
// must take it off the list. On the scorer at the branch point 27 of 118 labels are wrong (14 of 45
// statuses), 16 of them a trigger found on a setting word.
import { CFP3_DOMAINS } from "./cfp3Domains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Wrong at the branch point. A trigger found on a clause sharing only a setting word with an example
 * (a control panel, a pump housing, a padlock, a roof, a changing room, a ceiling, the stage steps,
 * the kitchen taps' water: h03, h05, s02, s10, w02, w10, v03, v04, v05, v09). Fields found on a setting
 * word too (h02, s05, s12, v05) or told bare and missed (h03, s02). A leak told "from the ceiling
 * dripping onto the cooker" missed (v11).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "h02/status", "h03/status", "h03/tub_model", "h03/tub_hazard", "h05/status", "h05/tub_hazard", "s02/status", "s02/unit_number",
  "s02/unit_breach", "s05/status", "s10/status", "s10/unit_breach", "s12/status", "w02/status", "w02/child_harm", "w10/status",
  "w10/child_harm", "v03/status", "v03/hall_emergency", "v04/status", "v04/hall_emergency", "v05/status", "v05/hall_emergency",
  "v09/status", "v09/hall_emergency", "v11/status", "v11/hall_emergency"
]

runStatusCases("cfp3: triggers found on a clause sharing only a setting word", CFP3_DOMAINS, KNOWN_MISSES)
