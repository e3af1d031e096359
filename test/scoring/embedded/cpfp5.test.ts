// The cpfp5 challenge (cpfp5Domains.ts), 39 messages over six rubrics of our own, about a third
// near misses, each labelled "id/status" and "id/detector": a custom rubric's fields found in a
// message asking the business for work (28 messages; 33 labels wrong before seekingWork.ts, 14
// after), and an escalation trigger found on the customer's own wish for the service (11 messages;
// 4 labels wrong; a reading that capped such a wish told with no trouble word mended them but lost a
// judge status, so it was not kept and they stay listed). KNOWN_MISSES are asserted still wrong, so
// a reading that mends one must take it off the list.
import { CPFP5_DOMAINS } from "./cpfp5Domains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong (14 labels, 6 messages). Applications whose marks weigh under 1: a form of bare
 * labels ("Role applied for:", "Availability:", b04), a vacancy asked and experience told over a
 * chat (p03), a notice period beside a role label (w03). Field misses of no job seeker: a delivery
 * day told as "Monday to Saturday" or "every Friday morning" (b06, b07), a staffing agency's
 * "I can do nights" beside a job asked (s01).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "b04/status", "b04/order_size", "b04/delivery_day", "b06/status", "b06/delivery_day", "b07/status", "b07/delivery_day",
  // An escalation trigger is never left unread by the job-seeker screen (round cfix: a harm told
  // beside an applicant's mark is still a harm), so the trigger's own find on an applicant's "worked
  // in a bakery" stands.
  "b03/status", "b03/food_safety_issue",
  "p03/status", "p03/pool_type", "p03/service_wanted", "s01/status", "s01/shift_pattern", "w03/status", "w03/window_count",
  // The second family, not mended: a trigger found on the customer's wish for the service.
  "k02/status", "k02/cat_harmed", "f02/status", "f02/scaffold_collapse"
]

runStatusCases("cpfp5: custom fields found in a job seeker's message", CPFP5_DOMAINS, KNOWN_MISSES)
