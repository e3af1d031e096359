// Custom detectors that flag a risk, a hazard, a worry or an incident (custrisk), end to end: seven
// rubrics of our own (custriskDomains.ts, custriskDomains2.ts), 84 messages, each labelled
// "id/status" and "id/detector". KNOWN_MISSES are asserted still wrong, so a reading that mends one
// must take it off the list. docs/quality.md ("Tried", 11-28, custrisk) tells what was measured.
import { DOMAINS } from "./custriskDomains.js"
import { DOMAINS2 } from "./custriskDomains2.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong: 53 of 224 labels (60 on the branch point), 26 of 84 statuses (29). Missed: events the
 * sentence vectors put far from the examples (a manhole lid lifting, a lighting case left in a taxi,
 * sand in a gimbal, a slider track run over, a radio mic kit walked off with, a blank USB stick,
 * asthma flaring up, a handrail come away, a bay window dropped away from the wall), a state asked as "is it normal …?" (sep05), "should we
 * be worried?" after a state told (glm02), a worry on a line that opens with "Address:" (svy02).
 * Falsely found: an injury placed at school (jmp07), a past hire "with another company" (cam08),
 * routine requests near a data worry whose examples do not all tell trouble (scn04, scn09, scn11),
 * "a bit cold" and "need more firewood" for a required safety risk (glm05, glm07). Fields: a pitch
 * or an address told in passing (glm, svy) and a field denied by another clause's negation (glm04).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "sep01/status", "sep01/backup_overflow", "sep05/status", "sep05/backup_overflow", "jmp07/status", "jmp07/injury_incident",
  "jmp11/status", "jmp11/injury_incident", "glm01/status", "glm01/safety_risk", "glm02/status", "glm02/safety_risk",
  "glm02/pitch_name", "glm04/status", "glm05/status", "glm05/safety_risk", "glm07/status", "glm07/safety_risk", "glm08/status",
  "glm09/status", "glm09/pitch_name", "glm11/safety_risk", "glm11/pitch_name", "glm12/status", "glm12/pitch_name",
  "cam02/status", "cam02/incident_during_hire", "cam03/status", "cam03/incident_during_hire", "cam07/status",
  "cam07/incident_during_hire", "cam08/status", "cam08/incident_during_hire", "cam09/status", "cam09/incident_during_hire",
  "scn04/status", "scn04/data_worry", "scn09/status", "scn09/data_worry", "scn11/status", "scn11/data_worry", "scn12/status",
  "scn12/data_worry", "svy02/status", "svy02/structural_worry", "svy04/status", "svy04/property_address", "svy10/status",
  "svy10/property_address", "svy11/status", "svy11/property_address", "svy12/status", "svy12/structural_worry"
]

runStatusCases("custom risk, hazard, worry and incident detectors (custrisk)", [...DOMAINS, ...DOMAINS2], KNOWN_MISSES)
