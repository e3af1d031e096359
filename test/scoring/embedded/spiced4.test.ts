// SPICED set-up, impact and MEDDIC buyer and champion told indirectly (spiced4Cases.ts, our own
// messages). The exact set of labels the scorer still gets wrong is asserted, so a reading that
// mends or breaks one shows as a change here.
import { SPICED4_CASES } from "./spiced4Cases.js"
import { runPackCases } from "./packRuns.js"

/** `id:detector` labels read wrong today (missed when stated, found when not). 17 of the first 32 on the base scorer, 8 of 40 now. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A count after a comma with no verb ("Family firm, 31 lifts under contract") is not read as the set-up.
  "su4:situation",
  // A threat tied to an "if" of the present state is read as a hypothetical, pain and impact both.
  "ip5:pain", "ip5:impact",
  // A question about what a missed check would mean reads as pain; "who controls the spend?" as a buyer.
  "in1:pain", "en1:economic_buyer",
  // "Over two thousand" read as a metric; "with the owner" beside a champion's deed read as the buyer.
  "eb3:metrics", "ch1:economic_buyer",
  // "would the system handle 2 sites?" read as what a fix would allow.
  "lt8:impact"
]

runPackCases("spiced4", "SPICED and MEDDIC told indirectly (spiced4)", SPICED4_CASES, KNOWN_MISSES)
