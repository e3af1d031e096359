// Custom rubrics end to end, their STATUS first (custfp): six rubrics of our own (custfpDomains.ts,
// custfpDomains2.ts), 72 messages, each labelled "id/status" and "id/detector". The family: a
// false ESCALATE (the trigger's topic said of something else, figuratively, as a past episode put
// right, of somebody else, asked, or denied) and required fields missed or falsely found, which
// turn QUALIFIED into PARTIAL or back. KNOWN_MISSES are asserted still wrong, so a reading that
// mends one must take it off the list. On the scorer at the branch point: 35 of the 72 statuses wrong
// (79 of 287 labels; 18 false ESCALATE, 6 escalations missed, the rest required fields); after the
// custfp readings (troubleWords.ts, hearsay.ts): 27 (59 labels; 6 false ESCALATE). docs/quality.md
// ("Tried", 11-28, custfp) tells what was measured.
import { DOMAINS } from "./custfpDomains.js"
import { DOMAINS2 } from "./custfpDomains2.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong. False ESCALATE: a chipped tooth "sharp but not painful" beside a date of birth (t02), a
 * brace "killing her" beside a wire poking a cheek (t03, no ask in the sentence), "Problem: my denture
 * has cracked in half" (t11, a harm word under another detector's label), a nightmare "cracked" and a
 * guest count in sentences that ask nothing (w11, w12), "Nobody is hurt, but someone smashed the glass"
 * (h07). Missed escalations: events in words the vectors put far from the examples (a dog nowhere to be
 * found, ties pulled out, a front tooth "out", MS and the cold, pills and drowsy) and "nothing to stop a
 * fall" read as a denial (s08). Required fields: a dog's name, breed and age told without the examples'
 * frame (d03, d07, d11, d12) (d06, found in a question, was mended on main by a later round); faults told by a negated verb ("won't come on",
 * "won't close properly") or in words far from the examples (aches, a wire poking, a whistling flue, wifi
 * dropping); a site and scope under a signature-led quote request (s12); a date under "Preferred date:"
 * read as a guest count (w10); a room wished for read as the sender's room (h11).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "b03/fault_description", "b03/status", "b09/status", "b09/vulnerable_household", "b10/fault_description", "b10/status",
  "d03/dog_details", "d03/status", "d07/dog_details", "d09/dog_harmed", "d09/status",
  "d11/dog_details", "d11/status", "d12/days_wanted", "d12/dog_details", "d12/status", "h03/issue", "h03/status", "h04/issue",
  "h04/status", "h07/status", "h07/welfare_concern", "h08/status", "h08/welfare_concern", "h11/room", "h11/status",
  "s01/scaffold_danger", "s01/status", "s05/job_scope", "s05/status", "s07/job_scope", "s07/start_date", "s07/status",
  "s08/scaffold_danger", "s08/status", "s12/job_scope", "s12/site_address", "s12/status",
  "t03/dental_emergency", "t03/status", "t03/tooth_problem", "t04/status", "t04/tooth_problem", "t05/status", "t05/tooth_problem",
  "t08/dental_emergency", "t08/status", "t11/dental_emergency", "t11/status", "w10/guest_count", "w10/status",
  "w11/booking_crisis", "w11/status", "w12/booking_crisis", "w12/status"
]

runStatusCases("custom rubrics, status end to end (custfp)", [...DOMAINS, ...DOMAINS2], KNOWN_MISSES)
