// Custom escalation triggers that are threats, end to end: three rubrics of our own
// (threatsDomains.ts), 30 messages, labelled "id/status" and "id/detector". KNOWN_MISSES are
// asserted still wrong, so a reading that mends one must take it off the list. docs/quality.md
// ("Tried", 11-28, threats) tells what was measured.
import { DOMAINS } from "./threatsDomains.js"
import { runStatusCases } from "./statusRuns.js"

/** Still wrong on the branch point: 14 of 90 labels, 8 of 30 statuses. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "bt02/escalation_threat", "bt02/status", "bt03/escalation_threat", "bt03/status", "bt06/status",
  "bt07/escalation_threat", "bt07/status", "bt09/escalation_threat", "bt09/status",
  "lt03/legal_threat", "lt03/status", "lt07/status", "lt09/legal_threat", "lt09/status"
]

runStatusCases("custom threat triggers, told and steered clear of (threats)", DOMAINS, KNOWN_MISSES)
