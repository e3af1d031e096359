// Custom risk, hazard and incident triggers, second round (custrisk2), end to end: five rubrics of
// our own (custrisk2Domains.ts), 50 messages, each labelled "id/status" and "id/detector".
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
// docs/quality.md ("Tried", 11-28, custrisk2) tells what was measured.
import { DOMAINS } from "./custrisk2Domains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong: 36 of 132 labels (46 on the branch point), 18 of 50 statuses (23). Missed: events the
 * sentence vectors put far from the examples (a puddle spreading, power going dead, a charger left
 * behind, a pannier lost, a bike taken from a rack, a chimney cap lifting, transactions gone, a code
 * never asked for), a state asked with a negation in it ("when none of us have been there"), "should
 * the water be steaming …?" whose other sentence is negated; falsely found: routine requests beside
 * a data worry ("please add my partner as a user", "send the accounts to our new accountant"), a
 * question of how long the tub takes to heat, "my own bike was stolen from work" beside a hire.
 * trig3 (eventFind.ts) mended bk06 (transactions "disappeared", a loss as the examples' "vanished")
 * stv02 (a cap "lifting" with "puffs of smoke", fumes as the examples' smoke) and clb06 (a gash on a
 * shin, a body hurt as the examples' wrist and hand).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "bike01/bike_incident", "bike01/status", "bike02/bike_incident", "bike02/status", "bike03/bike_incident", "bike03/status",
  "bike05/bike_incident", "bike05/status", "bike07/bike_incident", "bike07/status", "bk03/data_worry", "bk03/status",
  "bk05/data_worry", "bk05/status", "bk08/data_worry", "bk08/status",
  "bk10/data_worry", "bk10/status", "clb02/climber_hurt", "clb02/status", 
  "stv10/status", "stv10/stove_danger", "tub02/status", "tub02/tub_hazard",
  "tub03/status", "tub03/tub_hazard", "tub06/status", "tub06/tub_hazard", "tub08/status", "tub08/tub_hazard"
]

runStatusCases("custom risk, hazard and incident triggers, second round (custrisk2)", DOMAINS, KNOWN_MISSES)
