// Money told as a span or a limit without the word "budget" (packs3): a range of bare figures
// beside a spending word ("spending-wise we're thinking 1,500 to 2,000 for the year"), a rate
// the buyer would pay ("300 to 500 a month is what we'd be comfortable paying"), a ceiling told
// by how far the buyer can go ("I can go up to about 80 per user per month"). Authority told as
// a sign-off owned ("the spend is mine to authorise"), a choice left with the speaker ("buying is
// left to me") or a threshold that sends a purchase to a body ("any purchase over 2k goes to the
// board"). See ../../text/cues.ts for the syntax.
import type { Cue } from "../types.js"
import { TITLES } from "./otherTopics.js"

/** What a figure is paid per: bare figures are money only beside one of these or a currency. */
const RATE_UNITS = "month/year/week/quarter/user/seat/head/site/licence/license/person/member/location"

export const MONEY_SPANS: ReadonlyArray<Cue> = [
  // A range after a spending word, closed by a rate, "for …" or the phrase's end: "spend 3 to 4
  // hours a day" stays out (hours follow the figure).
  ["spend/spending/pay/paying/afford/budget/budgeting/invest/investing ** {num}/{money} to/and {num}/{money} $/a/per/each/for/all-in/tops/max/including/plus", 0.8],
  // A rate the buyer is willing to pay: the willingness after it ("… a month is what we'd be
  // comfortable paying", "80 a seat we could live with paying").
  [`{num}/{money} to/and? {num}/{money}? a/per/each ${RATE_UNITS} ** would/could/can/happy/comfortable/willing/prepared/able * pay/paying/spend/spending/afford/invest`, 0.8],
  // How far the buyer can go: a currency, or a bare figure with a rate ("up to about 80 per user";
  // "the project could go up to 6 months" has no rate).
  ["can/could/would/will/able-to/happy-to go/stretch/run up-to/to/as-high-as/as-far-as * {money}", 0.8],
  [`can/could/would/will/able-to/happy-to go/stretch/run up-to/to/as-high-as/as-far-as * {num} a/per/each ${RATE_UNITS}`, 0.8],
  ["top/tops/max/maxes/cap/caps out at * {num}/{money}", 0.75]
]

/**
 * A say or a purse owned by someone told as a possessive standing alone: "the decision is
 * Ahmed's", "the budget is the CFO's", "the final call is hers" (text.ts keeps a phrase-final
 * "'s"). "The laptop is Ahmed's" owns no say.
 */
export const SAY_OWNED: Cue = [
  "sign-off/signoff/approval/decision/decisions/call/choice/say/final-say/final-call/final-decision/budget/money/purse/purse-strings/spend/spending is/are/was/will-be/lies/rests * his/hers/theirs/'s $/,/;/-/and/so/but/because/not/alone/entirely/ultimately",
  0.8
]

const BODIES = `board/committee/partners/trustees/directors/owners/owner/finance/procurement/${TITLES}`

export const AUTHORITY_LIMITS: ReadonlyArray<Cue> = [
  // The sign-off owned as the speaker's: "the spend is mine to authorise", "that decision's ours to make".
  ["mine/ours to authorise/authorize/approve/sign/decide/make/call/sign-off/okay/ok", 0.85],
  // The choice left with the speaker: "the owners leave software to me", "buying is left to me".
  // The thing left must be a choice or a purchase: "he left a note to me" is no say.
  ["leave/leaves/left the/such/these/those/all? decisions/decision/software/purchases/purchasing/buying/it/that/this/tools/choice/choices/spending/tech/systems/suppliers/vendors to me/myself/us $/these/now/nowadays/entirely/completely/mostly/and | decisions/decision/software/purchases/purchasing/buying/choice/choices/spending/tech/systems/suppliers/vendors is/are/gets/get left to me/myself/us $/these/now/nowadays/entirely/completely/mostly/and", 0.8],
  // A threshold that sends purchases to a named body: "any purchase over 2k goes to the board",
  // "anything above 5,000 has to go to our directors".
  SAY_OWNED,
  [`any/every/all/anything/everything/purchases/purchase/spend/spending/orders ** over/above/beyond/under/below/up-to * {num}/{money} ** go/goes/has-to-go/have-to-go/must-go/needs-to-go/gets-sent/get-sent/is-sent/are-sent to * the/our/my * ${BODIES}`, 0.8]
]
