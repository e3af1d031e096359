// Custom escalation event triggers beside a calm non-example or a field's example sharing words (trig4),
// end to end: four rubrics of our own (trig4Domains.ts), 32 messages, each labelled "id/status" and "id/detector".
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
// docs/quality.md ("Tried", 11-28, trig4) tells what was measured.
import { DOMAINS } from "./trig4Domains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong: 6 of 74 labels (22 on the branch point), 4 of 32 statuses (12). Missed: sparking and a
 * burnt smell beside examples of a break-in, a collapse and rain coming in (another kind of incident); falsely found: a heater "arrived today"
 * (the example's word, no event); a session or a unit named in a calm sentence read as the field (clm05, sto05).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "clm05/status", "mrq08/status", "mrq08/marquee_incident", "sto01/status", "sto01/storage_incident", "sto05/status"
]

runStatusCases("custom escalation event triggers beside a rival sharing words (trig4)", DOMAINS, KNOWN_MISSES)
