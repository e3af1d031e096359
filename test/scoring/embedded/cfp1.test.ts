// The cfp1 challenge: an escalation trigger found where it should not be (cfp1Domains.ts), 41
// messages over four rubrics of our own, each labelled "id/status" and "id/detector". KNOWN_MISSES
// are asserted still wrong, so a reading that mends one must take it off the list. On the scorer at
// the branch point: 13 of the 41 statuses wrong (26 of 113 labels); after the cfp1 readings (a
// question behind a lead-in, a stale smell, a relative's state beside the sender's): 7 (13 labels),
// none of them a trigger found where it should not be.
import { CFP1_DOMAINS } from "./cfp1Domains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong, none of them the family read here. Required fields missed: an address after "rewired
 * at" (e01), an outside socket "put in" (e09), a cottage named without "staying at" (c09, c12), a
 * date "on the 20th" (f07). A greeting "Morning" read as a visit day (a10). A leak told before a
 * question after a dash, missed as the trigger (a05).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "e01/status", "e01/property_address", "e09/status", "e09/job_needed", "c09/status", "c09/cottage_name", "c12/status", "c12/cottage_name",
  "a05/status", "a05/tank_emergency", "a10/status", "f07/status", "f07/preferred_date"
]

runStatusCases("cfp1: triggers found where they should not be", CFP1_DOMAINS, KNOWN_MISSES)
