import { CASES } from "./custkindDomains.js"
import { runIdCases } from "./presenceCases.js"

// Custom presence detectors that name a kind (custkind): a new message names another member of
// the kind than the examples do ("SAML" for a compliance requirement shown by SSO, SOC 2 and a
// DPA; "melted" for a fire risk shown by sparks and a burning smell), or a near miss (a denial, the
// vendor's offer, a condition, a price question, somebody else's, a kind narrowed by a name word).
// Eight rubrics of our own, 60 messages, 70 labels. On the engine before custkind 13 wrong: the
// four below and pay-02, app-02, app-04, app-05, nur-01, fer-01, fer-02, cot-02, grm-02 (members
// the vectors put far from the examples); after it (engine/kindMembers.ts) the four below.

/** Labels ("case id/detector") the engine still reads wrong: asserted wrong, so a mended one must leave the list. */
// pay-03: a questionnaire announced states no need (circumstances.ts caps a requirement told without one);
// bld-06: a price question found by the vectors; crn-01/02: another licence found by shared words.
const KNOWN_MISSES: ReadonlyArray<string> = ["pay-03/compliance_requirement", "bld-06/site_card", "crn-01/crane_certified", "crn-02/crane_certified"]

runIdCases(
  "custom presence detectors of a kind (custkind)",
  CASES.flatMap(([scorer, cases]) => cases.map(([id, input, wants]) => [id, scorer, input, wants] as const)),
  KNOWN_MISSES
)
