// Custom escalation event triggers beside a calm non-example or a field's example sharing words (trig4),
// end to end: four rubrics of our own (trig4Domains.ts), 32 messages, each labelled "id/status" and "id/detector".
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
// docs/quality.md ("Tried", 11-28, trig4) tells what was measured.
import { DOMAINS } from "./trig4Domains.js"
import { runStatusCases } from "./statusRuns.js"

/** Still wrong: 22 of 81 labels, 13 of 32 statuses on the branch point. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "clm01/status", "clm01/wall_incident", "clm02/status", "clm02/wall_incident", "clm05/status", "mrq01/status",
  "mrq01/marquee_incident", "mrq03/status", "mrq03/marquee_incident", "mrq08/status", "mrq08/marquee_incident", "grm01/status",
  "grm01/groom_incident", "grm02/status", "grm02/groom_incident", "grm03/status", "grm03/groom_incident", "sto01/status",
  "sto01/storage_incident", "sto02/status", "sto02/storage_incident", "sto05/status"
]

runStatusCases("custom escalation event triggers beside a rival sharing words (trig4)", DOMAINS, KNOWN_MISSES)
