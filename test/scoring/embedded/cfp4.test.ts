// The cfp4 challenge: an escalation trigger found on a mention that is not the event now, a
// question to the vendor about its safety ways or an episode told over and settled
// (cfp4Domains.ts), 44 messages over four rubrics of our own, each labelled "id/status" and
// "id/detector". Before this round's readings 15 of 123 labels were wrong (7 of 44 statuses), 5 of them
// a trigger found on a settled episode (l07, r03) or on a question of prevention read whole (w01).
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
import { CFP4_DOMAINS } from "./cfp4Domains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong. A yes/no question about how a thing behaves, asked after a question of what might
 * happen (l01), is read as the event. Fields missed, none of this round's family: a knee twisted
 * told after a question to the vendor (c08), a level told only in a question (r09), a wood burner
 * or open fire named inside a question (w01, w06).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "c08/status", "c08/climber_injured", "l01/status", "l01/person_trapped", "r09/status", "r09/riding_level", "w01/status", "w01/fire_type",
  "w06/status", "w06/fire_type"
]

runStatusCases("cfp4: triggers found on a safety question or a settled episode", CFP4_DOMAINS, KNOWN_MISSES)
