// Custom classification on fresh text (branch custcls6): seven rubrics of our own
// (custcls6Domains.ts), 75 messages, each label "id/detector" the category stated or null.
// KNOWN_MISSES are asserted wrong, so a reading that mends one must take it off the list.
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { CUSTCLS6_DOMAINS } from "./custcls6Domains.js"

// On main (9caac74), written before any change: 36 of 75 wrong. With an option the sender is not
// after or does not need set aside, and no "new" read off "old" by sentence vector: 34 (p03, f04,
// w04 mended; s02 lost, "replacing our old main" had read "new" by that likeness to "old"). With a
// question whether the vendor also offers something left out beside another sentence: 33 (m04).
// With thanks and the thing done praised read as manners: 31 (k07, p06).
const KNOWN_MISSES: ReadonlyArray<string> = [
  "m01/request", "m02/request", "m03/request", "m07/request", "m10/request", "m11/request", "s02/job",
  "s03/job", "s04/job", "s05/job", "s07/job", "s10/job", "s12/job", "b02/enquiry", "b04/enquiry",
  "b06/enquiry", "f01/visit", "f02/visit", "f03/visit", "f08/visit", "f11/visit", "w02/enquiry", "w10/enquiry",
  "k01/service", "k02/service", "k03/service", "k05/service", "k09/service", "p01/job", "p05/job",
  "p07/job"
]

describeClassificationChallenge("custom classification on fresh text (custcls6)", CUSTCLS6_DOMAINS, KNOWN_MISSES)
