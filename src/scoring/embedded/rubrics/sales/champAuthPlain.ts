// Champion, decision criteria, metrics and authority told by deed or in passing (issue 22, round
// "champauth"): families of phrasing that carry the signal without the textbook word, each spread
// into its rubric's cues (meddic.ts, meddicDecision.ts, shared.ts). Unit-tested on sentences of our
// own in test/scoring/embedded/champauth.test.ts, near misses included.
// See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"
import { TITLES } from "./otherTopics.js"
import { DECIDERS } from "./structural.js"

/** Whoever decides inside the buyer: the governing bodies and the titles. */
const WHO_DECIDES = `${DECIDERS}/${TITLES}`

/** Champion by deed: taking the approval on, offering to present it to the deciders. */
export const CHAMPION_DEED: ReadonlyArray<Cue> = [
  // "She can be tricky, but leave her to me": a person handed to the speaker to win over. Not
  // "them" ("leave the boxes by the door, leave them to me" is a task); the phrase ends at "me",
  // so "leave her to me to brief" stays out.
  // Only after "but"/"so" (the objection before it) or with the decider named: a bare "leave him to
  // me" is as often a courier or a caller to be dealt with (review rev8packs).
  ["but/so leave/leaving him/her to me/us $", 0.75],
  [`leave/leaving the/our/my * ${WHO_DECIDES} * to me/us $`, 0.75],
  // Offered in the third person too: "she offered to present the numbers to the other partners".
  // A presenting verb, not "offered to send the invoice to our manager".
  [`offered/offers/offer/volunteered/volunteers/promised/promises/agreed/agrees * present/pitch/walk/sell/champion/argue/make-the-case * ** to * the/our/my/her/his/their/other? * other? * ${WHO_DECIDES}`, 0.8],
  // "I'll take the lead on getting sign-off": the speaker owns winning the deciders, not a task.
  // "The sign-off" must end there or be the deciders': "the sign-off of the year-end accounts" is a task.
  ["i ** take/taking/took the lead on/in/with * this/it/getting/securing/winning/pushing/selling/convincing/persuading", 0.8],
  ["i ** take/taking/took the lead on/in/with the-approval/the-sign-off/the-business-case $/from/with/for-this/for-it", 0.8],
  // Making noise for it: "I've been making a fuss about this with our directors" (not "the boiler makes a noise").
  // Said of the speaker: "our MD has been making a fuss about it" is as often her objection.
  ["i/we ** making/made/make/kicking-up/kicked-up/kick-up * noise/fuss/stink/racket * about/over * this/it", 0.8],
  // Pressing one's own deciders: "I've been on at our ops director about it" (not "on at your support team").
  // A verb after "about" must take the purchase ("about getting a coffee machine" is another errand).
  [`been/keep/keeps/keeping/kept/always on at our/my * ${WHO_DECIDES} * about/over/for * it/this/you/your`, 0.8],
  [`been/keep/keeps/keeping/kept/always on at our/my * ${WHO_DECIDES} * about/over/for * getting/switching/buying/changing/moving * it/this/you/your`, 0.8],
  // Put forward by the speaker: "I'll get it on the agenda for the partners' meeting".
  ["i/we ** get/put/getting/putting/got * it/this/you * on * the/our/their/next? * agenda", 0.8],
  // The paper written for the deciders: "I wrote the proposal for our MD myself". It ends at the
  // deciders or the writer: "the proposal for our board to close a branch" is about something else.
  [`wrote/written/writing/write/drafted/drafting/draft/prepared/preparing/prepare/put-together/putting-together * the/a/an * proposal/paper/memo/pitch/deck/recommendation/briefing/case * for * the/our/my? * ${WHO_DECIDES} $/myself/herself/himself/last/this/yesterday/on-this/about-this`, 0.8]
]

/**
 * The same deeds done by the vendor's or a rival's people ("your rep offered to present it to our
 * board"): hidden from the champion's cues, the sender champions nothing by reporting them.
 */
export const DEED_OF_OTHERS =
  "your/their/its/the-other * rep/reps/consultant/consultants/colleague/colleagues/account-manager/salesperson/salesman/saleswoman/team/people/guy/engineer/adviser/advisor/supplier/vendor * ** offered/offers/promised/volunteered/agreed/wrote/drafted/prepared/put-together"

/** Decision criteria told as what wins, how vendors will be scored, what swings it. */
export const CRITERIA_DECIDE: ReadonlyArray<Cue> = [
  // "Whoever can get X onto the tablets wins this": a capability that wins the choice.
  // "Wins" ends the phrase or takes the deal: "whoever has the most points wins a hamper" is a game.
  ["whoever/whichever * can/does/offers/handles/gives/has ** ** gets-the-job/gets-the-contract/gets-our-business/gets-the-work/gets-it", 0.8],
  ["whoever/whichever * can/does/offers/handles/gives/has ** ** wins/win $/this/it/hands-down/outright/the-contract/the-deal/the-work/the-job/our-business/our-custom", 0.8],
  // Scoring the bidders: "we'll score vendors on price and support" (not "rate us on Google").
  // Not over the speaker's words: "customers rate our products on Trustpilot" scores the sender.
  ["score/scoring/rate/rating/rank/ranking/assess/assessing/weigh/weighing/mark/marking/grade/grading *- vendors/suppliers/options/bids/tenders/proposals/providers/quotes/products/systems/platforms/firms/agencies/contractors/solutions/tools/offers * on/by/against", 0.8],
  // "The winner will be whichever system the night staff can learn" (not "the winner will be announced").
  // "The one" must take a clause: "the winner will be the one with the most votes" is a contest's.
  ["winner/winning-one * will-be/is/would-be * whichever/whoever/the-one-that/the-one-which/the-one-who/the-one-our/the-one-we/the-first-to/the-first-that/the-supplier/the-vendor/the-system/the-tool/the-app", 0.8],
  // Ruled out by what it lacks, said of anything: "we can't go with anything that doesn't do 2FA".
  // Not "sign": "we never sign anything without our solicitor reading it" is a step of the process.
  ["@not/@never * @go/@consider/@choose/@pick/@buy/@touch/@entertain * @with/@at/@for? * @anything/@anyone/@something * @that/@which/@who/@without", 0.8],
  // "Won't accept anything without SSO": the same told with accept (packs5).
  ["@not/@never * @accept/@allow/@tolerate/@look-at * @anything/@any-tool/@any-system/@any-vendor/@any-supplier * @that/@which/@without", 0.8],
  // "For us it is important that the data stay in Sweden": a must told of the product or its data.
  ["important/essential/vital/crucial/critical/mandatory/non-negotiable * that * the/our/any? * data/system/tool/app/software/platform/solution/product/it/hosting/servers/everything * stay/stays/is/be/runs/run/works/work/supports/support/integrates/integrate/has/have/can/must/should", 0.75],
  // "What will swing it for the partners is whether …": the deciders named after the idiom.
  [`swing/swings/tip/tips/clinch/clinches/settle/settles * it * for * the/our/my? * ${WHO_DECIDES}/us/me/them ** is/are/will-be/would-be/whether`, 0.8]
]

/**
 * Metrics told as a loss counted per period, or a target inside a condition that pays off. Time
 * eaten with no figure ("half a day a week") and a bare duration ("takes us a full week") were
 * tried and dropped: each cost a metrics false positive on a calibration set and won nothing.
 */
export const METRICS_LOSS: ReadonlyArray<Cue> = [
  // "We miss maybe 200 a month", "we bin about 30 kilos a day": a loss rate is today's figure.
  // Said by "we": "I lost 5 kilos a month", "I missed 3 trains a week" are a person's, not the business's.
  ["we ** lose/losing/lost/miss/missing/missed/waste/wasting/wasted/bin/binning/scrap/scrapping/turn-away/turning-away/throw-away/throwing-away/write-off/writing-off * ** {num}/{money} * a/per/each/every week/month/day/year/quarter/shift/night/season", 0.8],
  // "Each missed reminder costs us about £80 in lost visits": a unit cost of the problem.
  // Not "extra": "your invoice costs us 400 in extra fees" is a charge, not a loss of the buyer's.
  ["costs/cost/costing us/me/the-business * {money}/{num} * in/of lost/missed/wasted/overtime/refunds/fines/penalties/write-offs", 0.75],
  // A target inside a condition whose outcome is a payback: "if we got the no-show rate under 5%
  // it'd pay for itself". A measure is named first, so "if the price came under 400 it would be
  // worth it" (a price haggled) stays out.
  ["@if/@when ** @rate/@time/@times/@wait/@waits/@errors/@mistakes/@defects/@complaints/@returns/@churn/@backlog/@turnaround/@delays/@waste/@no-shows/@absences/@queue/@queues ** @under/@below/@over/@above/@to/@by/@less-than/@more-than/@down-to/@up-to @{num}/@{pct}/@half/@third ** @pay/@pays/@paid @for @itself | @if/@when ** @rate/@time/@times/@wait/@waits/@errors/@mistakes/@defects/@complaints/@returns/@churn/@backlog/@turnaround/@delays/@waste/@no-shows/@absences/@queue/@queues ** @under/@below/@over/@above/@to/@by/@less-than/@more-than/@down-to/@up-to @{num}/@{pct}/@half/@third ** @worth @it", 0.8]
]

/** Authority as the sender's own: whose money it is, from whom the go-ahead comes. */
export const AUTHORITY_OWN: ReadonlyArray<Cue> = [
  // "It's my budget, so …": the phrase ends at the money, so "it's my budget for travel" is a budget told.
  ["it-is/that-is/this-is my/our own? budget/money/purse/spend/cheque/check $", 0.8],
  // Nothing passes the speaker: "nothing gets bought here without my say-so" (not "without my manager's approval").
  // The go-ahead must gate spending or signing: "my son can't use the card without my say-so" is a parent's.
  ["@bought/@buy/@buys/@purchased/@ordered/@spent/@spend/@signed/@sign/@approved/@happens/@happen/@goes/@moves ** @without @my @say-so/@say/@ok/@okay/@signature/@approval/@sign-off/@signoff/@blessing/@nod/@go-ahead/@permission/@agreement", 0.85],
  // A sole buyer's own choice (round rev9, docs/decisions.md): "I'm paying for it myself, so it's my
  // choice which package", "it's my call". The choice ends there or takes the purchase: "it's my
  // choice which colour the icons are" picks a setting, and "her choice" is somebody else's.
  ["it-is/that-is/this-is my/our own? choice/call/decision/pick $", 0.8],
  ["it-is/that-is/this-is my/our own? choice/call/decision/pick which/what * plan/plans/package/packages/option/options/supplier/provider/one/system/tool/product/service/vendor/firm/company/model/subscription/tier/quote", 0.8],
  // "The go-ahead comes from me": the approval placed with the speaker.
  ["go-ahead/approval/sign-off/signoff/green-light/final-word/final-say/decision/yes * comes/come/has-to-come/will-come/would-come * from me/myself", 0.85]
]

/** A champion's deed told as done: put on the agenda, written up, offered, led, pitched. */
const DEED_DONE = "put/got/wrote/drafted/prepared/offered/took/presented/pitched/raised/brought/proposed/suggested/pushed/tried"
/** The deciders' answer that ends it: "the trustees said no", "the board turned it down". */
const TURNED_DOWN =
  "@said-no/@rejected/@refused/@declined/@vetoed/@binned/@dismissed/@ignored/@threw-it-out/@threw-it-away/@turned-it-down/@voted-it-down/@knocked-it-back/@shot-it-down/@kicked-it-out/@voted-against/@voted-no/@blocked/@killed/@said-not-now"
/**
 * A deed that failed (round rev9): "I put it on the agenda last year and the trustees said no", "I
 * offered to present it to the committee, but they weren't interested". The deed is history and
 * the deciders' no its end, so no champion is told; the whole clause is hidden from the cues
 * (meddic.ts `voids`). A no told first and the deed after ("the board said no last year, but I'm
 * putting it on the agenda again") is a champion at work: the no must follow the deed.
 */
export const FAILED_DEED: ReadonlyArray<string> = [
  `${DEED_DONE} ** * ,/;? and/but/only-for/then * the/our/they/it/he/she/everyone/everybody ** ${TURNED_DOWN}`,
  `${DEED_DONE} ** * ,/;? and/but/only-for/then * the/our/they/it/he/she/everyone/everybody ** @were/@was @not @interested/@keen/@having/@convinced/@swayed`
]
