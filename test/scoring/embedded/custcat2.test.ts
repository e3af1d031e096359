// Custom classification from one example a category (branch custcat2): six rubrics of our own
// (custcat2Domains.ts), 60 messages, each label "id/detector" the category stated or null.
// KNOWN_MISSES are asserted wrong, so a reading that mends one must take it off the list.
// On main (0f3fb7f): 43 of 76 labels wrong; after branch custcat2 41. Mended: a form's reference label
// ("Membership no: 5512", c02) and an episode told gone well ("our winter storage went smoothly last
// year", b08) no longer pick their category. "Berth: C12" and a signature's "berth 14" no longer name
// berth, but b01/b06 stay wrong: the sentence vectors then pick storage by "boat", a word shared by
// chance with its example. Left: categories told in other words (23 abstain), the static vectors' reach.
// Branch custcls4 (custcat3's act readings, in part) mends f01 (a time moved "instead of" another
// for amendment) and f07 (a place reserved on a date for booking). Round cfix mends l10 (a library's
// opening times are the front desk's, deskMatters.ts).
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { CUSTCAT2_DOMAINS } from "./custcat2Domains.js"

const KNOWN_MISSES: ReadonlyArray<string> = [
  "l01/request", "l05/request", "l07/request", "l08/request", "l09/request", "b01/request", "b02/request",
  "b04/request", "b05/request", "b06/request", "m01/enquiry", "m04/enquiry", "m05/enquiry", "m07/enquiry",
  "m09/enquiry", "d02/service", "d03/service", "d03/turnaround", "d04/service", "d05/service", "d06/turnaround", "d08/service",
  "d09/service", "d10/service", "c01/enquiry", "c03/enquiry", "c04/enquiry", "c05/enquiry", "c06/enquiry", "c07/enquiry",
  "c09/enquiry", "f02/request", "f03/request", "f03/travelling", "f04/request", "f09/request",
  "f10/request"
]

describeClassificationChallenge("custom classification from one example a category (custcat2)", CUSTCAT2_DOMAINS, KNOWN_MISSES)
