// Custom escalation triggers that name an event (trig3), end to end: seven rubrics of our own
// (trig3Domains.ts), 63 messages, each labelled "id/status" and "id/detector".
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
// docs/quality.md ("Tried", 11-28, trig3) tells what was measured.
import { DOMAINS } from "./trig3Domains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong: 17 of 148 labels (34 on the branch point), 9 of 63 statuses (17). Missed: a lame horse told
 * by its stance ("holding her near fore off the ground"), a hoist "creeping down", a pound's water
 * "dropped" with boats "tilting", water "seeping" beside a "hole in the ice" (another kind of incident),
 * "footprints" and a rug "ruined" beside soot on a carpet; a par can "came loose" (a calm non-example
 * shares "during the rehearsal" and blocks by words), a wallet "vanished" during a session a field's
 * example names (read as that field's routine); falsely found: a routine castle request copying a
 * field's example, and bcy07's castle named by a field though no castle is chosen.
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "liv03/status", "liv03/yard_incident", "rig01/status", "rig01/rig_incident", "rig02/status", "rig02/rig_incident",
  "cnl01/status", "cnl01/canal_incident", "bcy07/status", "bcy09/status", "bcy09/castle_incident", "rnk01/status",
  "rnk01/rink_incident", "rnk02/status", "rnk02/rink_incident", "swp01/status", "swp01/sweep_incident"
]

runStatusCases("custom escalation triggers that name an event (trig3)", DOMAINS, KNOWN_MISSES)
