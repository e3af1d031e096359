// Custom classification told in paraphrase (branch custcat3): seven rubrics of our own
// (custcat3Domains.ts), 70 messages, each label "id/detector" the category stated or null.
// KNOWN_MISSES are asserted wrong, so a reading that mends one must take it off the list.
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { CUSTCAT3_DOMAINS } from "./custcat3Domains.js"

// On main (01126e2): 39 of 70 labels wrong. Branch custcls4 brought back custcat3's act readings
// that passed the gate (complaint, a time asked or moved, called off, missed, theft, loss, advice,
// acquire; a deed done is no wish; the vaccination, bulky-item and once-over lexicon lines): 20.
// Left: a fault told for repair and a cost asked for price (neither act read: each cost a
// calibration rubric), "tablets" for prescription, off-topic messages the sentence vectors or the
// nearest-category guess place (p07, b07, b08, r08, w07), "my new bin" beside a missed round (r10).
// Branch custcls5 read the fault act again: 15 (g01, g02, b01, i01, i04 mended); price stays unread.
const KNOWN_MISSES: ReadonlyArray<string> = [
  "p01/enquiry_type", "p04/enquiry_type", "p07/enquiry_type", "p09/enquiry_type",
  "h01/visit_reason", "b02/service_type", "b03/service_type", "b06/service_type", "b07/service_type",
  "b08/service_type", "r08/issue_area", "r10/issue_area", "w01/request", "w05/request", "w07/request"
]

describeClassificationChallenge("custom classification told in paraphrase (custcat3)", CUSTCAT3_DOMAINS, KNOWN_MISSES)
