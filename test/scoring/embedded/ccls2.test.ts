// Custom classification told in other words than its examples (branch ccls2): three rubrics of our
// own (ccls2Domains.ts), 36 messages, each label "id/detector" the category stated or null, or
// found/not for the presence detector. KNOWN_MISSES are asserted wrong, so a mend takes its label off.
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { CCLS2_DOMAINS } from "./ccls2Domains.js"

// Written before any change, on 0d7c9a08: 15 of 48 labels wrong. The clear-lead reading (words and
// vectors both singling out one category by a wide lead; docs/quality.md, round ccls2) mended p08
// but dropped a judge set's status and was not kept.
const KNOWN_MISSES: ReadonlyArray<string> = [
  "k01/job", "k02/job", "k05/job", "k09/job", "w01/issue", "w02/issue", "w03/issue", "w04/issue", "w11/issue",
  "p01/order", "p04/order", "p08/order", "p10/order", "p12/order", "p13/order"
]

describeClassificationChallenge("custom classification in other words (ccls2)", CCLS2_DOMAINS, KNOWN_MISSES)
