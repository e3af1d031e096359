// Round 4 of the packs' paraphrase families (issue 22): signals as a buyer says them in passing,
// in the first person and without the rubric's words. Spread into meddic.ts, spiced.ts and
// champ.ts beside paraphrase.ts and structural.ts; unit-tested in r4meddic*.test.ts on sentences
// of our own. See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"
import { TITLES } from "./otherTopics.js"

/** Who inside the buyer decides (as in paraphrase.ts; not "team": "your team" is the vendor's). */
const DECIDERS = `boss/manager/managers/leadership/board/partners/owner/owners/management/trustees/directors/governors/council/committee/family/md/${TITLES}`
/** A count before a unit of time, and the units a chore is counted in. */
const SOME = "a/an/one/{num}/couple/few/whole/single/full"
/** What a business counts per case: "every order", "each complaint". */
const MEASURE = "order/orders/complaint/complaints/ticket/tickets/call/calls/enquiry/enquiries/request/requests/job/jobs/delivery/deliveries/invoice/invoices/booking/bookings/query/queries/claim/claims/case/cases/referral/referrals/parcel/parcels/email/emails/lead/leads/application/applications/return/returns/repair/repairs/refund/refunds/shipment/shipments/quote/quotes/customer/customers/patient/patients/client/clients"
/** The chores a buyer's own time goes to. */
const CHORE = "catch/catching/admin/paperwork/invoices/invoicing/rota/rotas/emails/bookings/accounts/books/chasing/fixing/sorting/redoing/re-doing/spreadsheets/timesheets/payroll/scheduling/stocktake/reconciling/typing/filing"
const SPAN = "minutes/minute/hours/hour/days/day/weeks/week/evenings/evening/mornings/morning/afternoons/afternoon/nights/night/shifts/shift/weekends/weekend"
/** The group whatever its modality (single words: "@has-to" would leave "to" plain). */
const at = (group: string): string => group.split("/").map((w) => `@${w}`).join("/")
/** What a deciding body is asked to do with the purchase. */
const CONSIDER = "look/consider/approve/back/fund/sign/buy/agree/try/trial/invest/go-for/say-yes/see"

/** A champion: trying to win the deciders over, or going to them to say it is needed. */
export const CHAMPION_SPOKEN: ReadonlyArray<Cue> = [
  // "I've been trying to get the partners to look at this", not "trying to get your manager to ring me".
  [`trying/tried/try/working/pushing/keep-trying * to? * get/getting/persuade/persuading/convince/convincing/talk/talking * the/our/my * ${DECIDERS} * to/into * ${CONSIDER} * at/into/on? * this/it/you/your/the-idea/one`, 0.8],
  // Going to the deciders to say it is needed: "I'll speak to the owner and tell him we need it".
  [`talk/speak/speaking/talking/go/going/went/spoke * to/with * our/my/the * ${DECIDERS} ** tell/telling/explain/explaining/show/showing * him/her/them/they? * we/why/it/this * need/needs/should/must/is-worth/would-help`, 0.8],
  // Put before the deciders, not "put the boxes in front of the shop"; "before" not as a time
  // ("bring it before the committee meets"): the deciders close the phrase or a place or "myself" follows.
  [`put/putting/take/taking/bring/bringing/get/getting * it/this * in-front-of * the/our/my? * ${DECIDERS} | put/putting/take/taking/bring/bringing/get/getting * it/this * before * the/our/my? * ${DECIDERS} $/myself/ourselves/at/in/on/for/next/this`, 0.8],
  // Arguing the purchase's case before the deciders: "he'll argue our case with the MD"; not a
  // lawyer's case before a tribunal.
  [`argue/argues/arguing/argued/plead/pleads/pleading/put/puts/putting/fight/fights/fighting * our/your/the/its * case/corner * with/to/at/in-front-of/for * the/our/my? * ${DECIDERS} | argue/argues/arguing/argued/plead/pleads/pleading/put/puts/putting/fight/fights/fighting * our/your/the/its * case/corner * internally/upstairs`, 0.8],
  // The vendor has an ally inside: "you've got a friend in the practice manager"; not "I have a
  // friend in the council who recommended you" (the speaker's own acquaintance).
  // Whatever its modality: a "friend" opens a third party's clause (attribution.ts).
  [`@you * ${at("got/have/has")} * ${at("a/an")} * ${at("friend/ally/fan/supporter/advocate")} * @in * ${at("the/our/my/me/him/her")}`, 0.8]
]

/** A target: a rule for every case within a bound, a chore's cost today and the wished one. */
export const METRICS_SPOKEN: ReadonlyArray<Cue> = [
  // "Our aim is to deliver every order within 48 hours"; not "our aim is to finish the move within two weeks"
  // nor "our plan was to visit every site within a few days": each case is a business measure.
  [`aim/goal/target/objective/ambition/hope/plan/idea is/are/was to ** every/each/all/any/most/no *1 ${MEASURE} ** within/under/inside/below/in-under/in-less-than * ${SOME} * ${SPAN}`, 0.8],
  // "We want to make it half", as non-native writers put a target; not "get them under the stairs".
  ["want/wants/like/need/aim/hope * to? * make/get/bring/have * it/that/this/them * half/halved/zero/{num}/{pct}/a-third/a-quarter | want/wants/like/need/aim/hope * to? * make/get/bring/have * it/that/this/them * under/below/down * to? *1 {num}/{pct}/zero/half", 0.75],
  // Today's cost of a chore, then the wished one in the same unit: "a stocktake eats three
  // evenings and I'd like it done in one"; not "… a whole day and I'd like it done in one visit".
  [`takes/take/eats/eat/swallows/uses/needs ** ${SOME} * ${SPAN} ** like/love/want/need/prefer/hope * it/that/this/them * done/finished/over/sorted/down/cut * in/to/within/under/inside * one/{num}/half/less $ | takes/take/eats/eat/swallows/uses/needs ** ${SOME} * ${SPAN} ** like/love/want/need/prefer/hope * it/that/this/them * done/finished/over/sorted/down/cut * in/to/within/under/inside * one/{num}/a/an/half/less *1 ${SPAN}`, 0.8]
]

/** What the choice turns on: it comes down to something, a question that settles it. */
export const CRITERIA_SPOKEN: ReadonlyArray<Cue> = [
  // "Whatever we go with, the drivers have to be able to use it with gloves on": the consequent
  // asks something of the product, not "whatever we choose, I must pay the deposit by Friday".
  ["whatever/whichever/anything * we/i * choose/pick/buy/go-with/go-for/select/get/end-up-with/settle-on/take/use , ** must/have-to/has-to/needs-to/need-to/got-to/should/will-need * be-able-to/be-compatible/be-easy/work/works/support/handle/cope/include/run/connect/integrate/sync/let/allow/offer/cover/fit/print/track | whatever/whichever/anything * we/i * choose/pick/buy/go-with/go-for/select/get/end-up-with/settle-on/take/use , * it/they/that * must/have-to/has-to/needs-to/need-to/got-to/should/cannot/will-need", 0.8],
  // "It comes down to two things", "it boils down to whether …"; not "the price comes down to 400"
  // nor "the total comes down to whether VAT is in": the choice itself comes down to it.
  ["comes/come/coming/boils/boil/boiling down to {num}/a-few/a-couple/a-handful-of * things/thing/points/questions/factors/criteria | it/that/this/choice/decision/everything/all comes/come/coming/boils/boil/boiling down to * whether/how/which/who/price/cost/costs/ease/speed/reliability/support/service", 0.8],
  // "What will decide it for us is whether …", "that would settle it for me"; not a request to the
  // vendor ("can you decide it for us?").
  ["would decide/settle/clinch * it/this/things * for * us/me/them | what/that/which/thing will/would? decide/decides/settle/settles/clinch/clinches * it/this/things * for * us/me/them", 0.8],
  // A requirement without which it is useless: "it has to print labels, otherwise it's no use to
  // us"; not "send the forms, otherwise it is no use" (no requirement before it).
  ["must/has-to/have-to/need-to/needs-to/got-to/be-able-to/able-to ** ** ,? otherwise * it/that/they * is/are/would/will? * be? * no !use/!good | must/has-to/have-to/need-to/needs-to/got-to/be-able-to/able-to ** ** ,? otherwise * it/that/they * is/are/would/will? * be? * useless/pointless/worthless/a-non-starter/a-deal-breaker | otherwise * we * not !buy/!consider/!sign/!go", 0.8],
  // Ranked by a comparison with another quality: "price matters but not as much as support";
  // not "… as much as you'd think".
  ["matters/matter/counts/count/important ,? but not @as @much/@important/@big/@high * @as @the/@having/@being/@getting/@speed/@support/@service/@reliability/@ease/@quality/@price/@cost/@delivery/@looks/@safety/@training", 0.8],
  // The question the choice turns on: "the deciding question for the partners will be how …";
  // not "the main question I have is whether you deliver" (a question to the vendor) nor "the key
  // question for the plumber" (not the buyer's deciders).
  [`deciding/decisive/acid/litmus question/questions ** is/are/will/would * be? * how/whether/if/what/which | key/big/main/real/only question/questions * for * us/me/them ** is/are/will/would * be? * how/whether/if/what/which | key/big/main/real/only question/questions * for * the/our? * ${DECIDERS} ** is/are/will/would * be? * how/whether/if/what/which`, 0.8],
  // Ruled out by what they cannot do: "we won't consider a supplier who can't deliver before 7".
  ["@not/@never * @consider/@look/@touch/@entertain/@use/@go/@choose/@pick/@buy * @with/@at? @a/@an/@any? * @supplier/@suppliers/@provider/@providers/@company/@companies/@firm/@firms/@one/@anyone/@option/@options/@product/@system/@tool * @who/@that/@which/@unless/@without", 0.8]
]

/** The buyer's steps: a body that agrees at its meeting, a report back after a trial, a shortlist made. */
export const PROCESS_SPOKEN: ReadonlyArray<Cue> = [
  // "Anything over a grand has to be agreed at the partners' meeting"; not "the invoice has to be
  // discussed at the next meeting with your accountant": the meeting is a deciding body's.
  // Whatever its modality: the rule is often told of "anything over …", read as open.
  [`${at("has/have/must/needs/need/gets/get/goes/will")} * @be? * ${at("agreed/approved/okayed/ratified/cleared/voted/discussed")} * @at/@in * ${at("the/a/our/their/next")} ** ${at("board/committee/agm/partners/directors/trustees/governors/council/management/finance/exco/owners/leadership")}`, 0.8],
  // After their try, they report back or decide: "once the site managers have had a go with it,
  // they report back"; not "… they tell me it's broken".
  ["once/after/when * the/our/my ** had-a-go/had-a-look/had-a-play/had-a-try/used/played/tried/tested/trialled * with/at? * it/this/them out? ,? * they/we/he/she/i ** report/feed/come-back/decide/make-the-call/sign/vote/agree/recommend", 0.8],
  // A shortlist of suppliers, not of paint colours.
  ["pull/pulling/pulled/draw/drawing/drew * together/up * a * shortlist/short-list/longlist $/and/then | pull/pulling/pulled/draw/drawing/drew * together/up * a * shortlist/short-list/longlist of *1 {num}/two/three/four/five/six/suppliers/firms/companies/providers/vendors/options/systems/products/quotes/contractors/agencies/tools", 0.8],
  // Put before a deciding body: "it'll need to go in front of the finance committee".
  [`go/goes/going/went/gone/put/taken/come/comes * in-front-of/before * the/our/my? * finance/full/next/whole? * committee/board/partners/trustees/governors/council/directors/owners/panel/exco`, 0.8],
  // A trial over a season, then a review or the yes: "trial over the summer, review in September";
  // not "trial over the summer, then I'll cancel".
  ["trial/pilot/demo/test/try * over/in/during/through * the? * summer/winter/spring/autumn/term/holidays/{month}/quarter ,? * review/decision/sign-off/vote/board/rollout/roll-out/decide", 0.75],
  // The deciders decide after the step: "the practice owner decides after that"; not "the owner
  // decides after that whether you get the deposit back".
  [`${DECIDERS} * decides/decide/signs/sign/approves/approve/votes/vote * after/once * that/this/it $ | ${DECIDERS} * decides/decide/signs/sign/approves/approve/votes/vote * after/once * the-trial/the-pilot/the-review/the-demo`, 0.75],
  // A body of the buyer's looks next: "then regional have a look" (not "then I'll have a look at
  // the invoice", nor "then the manager takes a look at your complaint").
  [`then * the/our/my? * ${DECIDERS}/regional/area/head-office/hq/legal/finance/procurement/compliance/group * has/have/takes/take/gives/give/gets/get * a/their/the * look/read/once-over/review/say/sign-off/nod $/and/too/before/then/at-it/at-this/at-the-quote/at-the-proposal/at-the-figures/at-the-numbers/at-the-contract/over-it`, 0.75]
]

/** A consequence borne by the speaker: growth stopped, their own time eaten, customers moving their business. */
export const IMPACT_SPOKEN: ReadonlyArray<Cue> = [
  // "I can't take on any more clients until this is sorted"; not "I can't take on the lease myself"
  // nor "… any more debt": the work refused.
  ["i * can/could not !take !on * !any? !more/!new/!extra/!another *1 !clients/!customers/!work/!jobs/!pupils/!patients/!students/!orders/!bookings/!members/!projects/!contracts/!business/!accounts/!guests/!learners/!residents", 0.8],
  // Their own time given up to a chore: "I end up working every Sunday to catch up on the rotas";
  // not "I spend every weekend on my allotment".
  [`working/work/works/worked/spend/spending/spent * every/most/all/my/our * {weekday}/weekend/weekends/evening/evenings/night/nights/holiday/holidays ** ${CHORE}`, 0.75],
  // "I'll keep losing my weekends", "… to paperwork"; not "losing my evenings to choir".
  [`lose/losing/lost/give-up/giving-up/gave-up/sacrifice/sacrificing * my/our/their/all-my/all-our * weekends/evenings/nights/sundays/saturdays/holidays/lunch-breaks/lunches $/and | lose/losing/lost/give-up/giving-up/gave-up/sacrifice/sacrificing * my/our/their/all-my/all-our * weekends/evenings/nights/sundays/saturdays/holidays/lunch-breaks/lunches to/on * ${CHORE}`, 0.75],
  // The sale lost: "we just lose the sale"; not "lose the receipt", "lost the booking email".
  // The noun closes the phrase or a cause or time follows (a question is no loss told).
  ["lose/losing/lost/loses * the/a/that/those * sale/sales/order/booking/job/table/customer/client $/because/when/whenever/if/every/each/to/as/over/and/again", 0.8],
  // Time spent on a chore instead of the work: "supervisors spend Monday mornings ringing round instead of checking sites".
  // Habitual (plural), not "I spent the morning at the dentist instead of the office" nor "hours on
  // the phone to your helpline".
  ["spend/spends/spending/spent/waste/wastes/wasting * ** mornings/afternoons/evenings/weekends ** instead of", 0.75],
  // Staff thinking of leaving over it; not "I'm thinking of leaving your service" (the vendor's churn).
  ["staff/people/employees/nurses/vets/drivers/carers/cleaners/teachers/agents/engineers/technicians/volunteers/chefs/instructors/team ** thinking/talking/threatening * of/about * leaving/quitting/resigning/handing-in", 0.8],
  // Customers moving their business away: "two care homes moved their contracts to another firm".
  // Money thrown away: "eight grand a year down the drain", "fuel and wages for nothing".
  // Not "time down the drain, never mind": an amount of money.
  ["{money}/{num}/money/cash/wages/fuel/petrol/diesel/grand/thousands/hundreds/budget/profit/rent/salaries ** down the drain | {money}/{num}/money/cash/wages/fuel/petrol/diesel/grand/thousands/hundreds/budget/profit/rent/salaries ** out the window | wages/fuel/petrol/diesel/rent/salaries/money/hours * ** for nothing", 0.75],
  // Customers' bad reviews: "two of them wrote awful reviews"; not "lovely reviews about your staff".
  // Whatever its modality: a negation before it ("rooms that weren't ready and …") reaches this far.
  [`${at("wrote/written/left/posted/gave/given/write/leave/leaving/post")} * ** ${at("awful/bad/terrible/poor/negative/one-star/1-star/scathing/angry/horrible/damning")} * ${at("review/reviews/rating/ratings/feedback")}`, 0.75],
  ["move/moved/moving/moves/take/took/taken/taking/switch/switched/pull/pulled/pulling * their/its * contract/contracts/business/account/accounts/work/orders/custom * to/elsewhere * another/other/a-different/a-rival/the-competition/competitors/elsewhere", 0.8]
]

/** Ranked first as the deciders' attention: raised at every meeting. */
export const PRIORITY_SPOKEN: ReadonlyArray<Cue> = [
  // Not "raises it at every meeting that the coffee machine is broken": "it" is the purchase, no
  // clause of its own follows.
  ["bring/brings/brought/bringing/raise/raises/raised/raising/mention/mentions/mentioned * it/this/that * up? * at/in * every/each * meeting/call/review/catch-up/huddle/briefing/one-to-one $/now/again/lately/so/and", 0.8]
]

/** The size of the team counted in one breath: "it's me, my wife and three part-time groomers". */
export const SITUATION_SPOKEN: ReadonlyArray<Cue> = [
  ["it/there/we is/are just? me/myself/us ,? ** {num}/a/an * part-time/full-time/part-timer/part-timers/staff/employees/helper/helpers/assistant/assistants/apprentice/apprentices/freelancers/others/more", 0.75]
]

/**
 * Quotes gathered for a past job and settled then ("I got three quotes for the roof last year and
 * went with the cheapest"): history, not this purchase's steps (`elsewhere`). The past choice is
 * told in the same clause: "three quotes last year; this time the board decides" is this purchase.
 */
export const QUOTES_PAST = "[{num}/several/some/a-few/few/multiple] [quotes/bids/offers/proposals/estimates] ** last/ago/previously/back-in/before ** went/gone/chose/chosen/picked/took/accepted/hired/used/signed/booked"
