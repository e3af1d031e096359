// Pack signals in a rep's shorthand and in rankings (issue 22, round "packs5"): call notes and
// bullet summaries say "prio: P1", "ranking: 1 of 4", "I'm the approver", "partners rubber-stamp"
// where an email would write a sentence. Each list is spread into its rubric's cues (champ.ts,
// shared.ts, meddic.ts). Unit-tested on sentences of our own (test/scoring/embedded/packs5*.ts).
// See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"
import { TITLES } from "./otherTopics.js"
import { DECIDERS } from "./structural.js"

/** A priority told as a rank among the buyer's other work, or as a note's rank label. */
export const PRIORITY_RANKED: ReadonlyArray<Cue> = [
  // A note's label with a rank for its value: "prio: P1 for Q2", "Ranking: 1 of 4 projects",
  // "priority - #2". Not "priority support" (no rank follows), nor a ticket's "P1 outage" alone.
  ["^ prio/priority/ranking/rank/ranked :/- p0/p1/p2/#1/#2/#3/no.1/top/first/second/high/highest/urgent", 0.85],
  ["^ prio/priority/ranking/rank/ranked :/-? #? {num} of/out-of {num}", 0.85],
  // "prio #1 is the van tracking": the rank with no separator; a "#" number only after the rank's
  // word is spelt "#1" (text.ts), "ticket #1" stays a code.
  ["^ prio/priority #1/#2/#3", 0.85],
  // "In her top three for the year": a rank within the decider's list. The list must be the year's
  // or the work's: "our top three customers" ranks someone else. Someone's list, not "the": "in the
  // top three for reviews in the county" ranks the firm among others (rev12).
  ["in * my/our/her/his/their * top two/three/four/five/{num} $/for/this/of-the-year/priorities/projects/things/initiatives/goals", 0.8],
  // "This one jumped the queue": the purchase moved ahead of other work (not a person at a counter).
  ["this/it/that * jumped/jumps/jump/skipped/skips/skip/jumping/skipping the * queue/line/list", 0.8],
  // "The board ranked the scheduling problem above the office move": a matter ranked against other
  // work ("customers ranked us above the rest" ranks the vendor). The ranker is the buyer's own
  // deciders or "we": "in the survey our customers ranked the app above the website" is a poll (rev12).
  [`${DECIDERS}/${TITLES}/we/i/they/team/partners * ranked/ranks/rank/rated/put/puts/placed/places the/this/it/that/fixing/sorting/getting/solving ** above/ahead-of/over/before * both/all/every/the/our`, 0.75],
  // "It's now the thing we tackle first this year."
  ["thing/one/project/problem/job * we/i * tackle/tackling/do/doing/fix/fixing/address/addressing/start-with/starting-with * first", 0.8]
]

/** Authority in a note's or a form's short words: the approver, the budget holder, the deciders' stamp. */
export const AUTHORITY_SHORT: ReadonlyArray<Cue> = [
  // "I'm the approver", "I'm the signatory here".
  ["i-am the/sole/final/main/only * approver/signatory/decider/budget-holder", 0.85],
  // "I hold the budget for this", "I control the spend": the money placed with the speaker.
  ["i/we ** hold/holds/control/controls/own/owns/manage/manages the/this/our * budget/spend/purse $/for-this/for-it/for-the-project", 0.85],
  // "Partners just rubber-stamp": a body that confirms what someone else decides.
  [`${DECIDERS}/${TITLES}/partners/governors/trustees * just/only/always/will? * rubber-stamp/rubber-stamps/rubberstamp/rubberstamps/nod-through/wave-through`, 0.8],
  // "Leo and Hana sign it off together": the same as "sign off" with the purchase between.
  ["sign/signs/signing it/this off together/jointly $", 0.8],
  // "My boss, he is deciding", "she chooses": a decider told by a pronoun, short clause only.
  ["^ he/she is * deciding/the-decider/the-decision-maker $", 0.75],
  ["boss/manager/owner/director * he/she * is? * deciding/decides/decide", 0.8],
  // The same with an honorific before the name, whose full stop would end the gap: "my boss Mr. Kaya he is deciding".
  ["boss/manager/owner/director * mr/mrs/ms/dr .? * he/she * is? * deciding/decides/decide", 0.8]
]

/** The economic buyer told by what they approve: "the plant director approves all investment". */
export const ECONOMIC_BUYER_SHORT: ReadonlyArray<Cue> = [
  [`${TITLES}/${DECIDERS} ** approves/approve/signs-off/sign-off/authorises/authorizes/controls * all/every/any * investment/investments/capex/expenditure/purchasing/spend/spending`, 0.85],
  [`${TITLES}/${DECIDERS} * mr/mrs/ms/dr .? *1 approves/approve/signs/sign/authorises/authorizes/controls/holds * off? * all/every/any/the * investment/investments/capex/expenditure/purchasing/spend/spending/budget/purchases`, 0.85]
]

/** Money in a chat's words: "around 200 per month is ok". */
export const MONEY_SHORT: ReadonlyArray<Cue> = [
  // An amount per period the buyer accepts; not "is 200 a month ok?" asked of the vendor. A bare
  // number right before its period: "two deliveries per week is fine" counts visits, not money (rev12).
  ["{money} * per/a/each/every/the month/year/week/user/seat/licence/license * is/would-be/will-be/sounds * ok/okay/fine/affordable/doable/manageable/acceptable $/for-us/for-me/by-us/by-me", 0.75],
  ["{num} per/a/each/every/the month/year/week/user/seat/licence/license * is/would-be/will-be/sounds * ok/okay/fine/affordable/doable/manageable/acceptable $/for-us/for-me/by-us/by-me", 0.75]
]
