// Custom classification on fresh text (round ccls, issue 22): four rubrics of our own
// (ccls3Domains.ts) whose categories are kinds told by a member. KNOWN_MISSES are asserted wrong,
// so a mend takes its label off.
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { CCLS3_DOMAINS } from "./ccls3Domains.js"

// On the unchanged scorer (590de9f), written before any change: 33 of 57 labels wrong. With kinds of
// kit, premises and resting place as lexicon topics (lexicon.ts TOPICS), a member names its category:
// 17 of those mended, 16 left; and three near misses now read a category: a question whether the
// vendor handles a member (h05, b05) and a member somebody else brings (k08). Labelled tune material
// counts a kind asked about as named, so the questions are left as misses, not guarded.
const KNOWN_MISSES: ReadonlyArray<string> = [
  "h04/load", "h06/load", "h07/load", "h08/load", "h09/load", "h10/load", "h12/load", "m03/memorial",
  "m07/memorial", "m09/memorial", "m12/deadline", "b03/frequency", "k04/kit", "k06/kit", "k07/kit",
  "k10/kit", "h05/load", "b05/site", "k08/kit"
]

describeClassificationChallenge("custom classification, kinds told by a member (ccls3)", CCLS3_DOMAINS, KNOWN_MISSES)
