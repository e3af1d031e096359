// SPICED readings from round spiced3 (issue 22): pain told as a story of what goes wrong (each
// party keeping its own list, a record wiped and gone, digging through inboxes), impact told as
// a consequence without "cost" or "lose" (business moved to a rival, a rating fallen by stars, a
// complaint taken to an outside body, goods sent back, time spent instead of other work, a client
// refusing to book us, money never got back, a price per mishap, a person's week lost), and the
// near miss beside them: a turnover told as a plain fact of the business is no impact.
// Impact cues are spread into spiced.ts, pain cues into pain.ts; unit-tested on sentences of our
// own (test/scoring/embedded/spiced3Readings.test.ts). See ../../text/cues.ts for the syntax.
import type { Cue } from "../types.js"

/** Where a lost client goes: a rival, not "moved their office to Leeds". */
const RIVAL = "other/another/rival/rivals/competitor/competitors/competing/elsewhere/across/next-door"

/** Goods that come back from a customer when counted: "sent back two pallets". */
const RETURNED_GOODS = "pallets/pallet/orders/order/boxes/crates/cases/parcels/shipments/batches/batch/items/units/bottles/kegs/cakes/meals/dresses/frames/garments"

/** A span of working time lost or wasted: "lost almost a week". */
const TIME_LOST = "lose/loses/lost/losing/waste/wastes/wasted/wasting almost/nearly/about/around/roughly/over? a/an/one/half/{num} day/days/week/weeks/shift/shifts/month/months"

/** The work time is taken from: "instead of pricing new jobs". */
const WORK_GIVEN_UP =
  "serving/selling/pricing/planning/quoting/working/doing/helping/running/growing/building/making/teaching/treating/fixing/focusing/seeing/training/cooking/designing/delivering/billing/booking/caring/coaching/producing/answering/taking/winning/chasing-new/finding/looking-after"

/** Consequences told without "cost", "impact" or "lose". */
export const IMPACT_CONSEQUENCES: ReadonlyArray<Cue> = [
  // Business moved to a rival: "two charter firms moved their boats to the marina across the bay".
  [`moved/move/moving/took/taken/take/taking/switched/shifted * their/its * ** to ** ${RIVAL}`, 0.75],
  // A rating fallen by its figures: "we dropped from 4.8 to 4.3 stars".
  ["dropped/fell/fallen/slipped/sank/slid/down from {num} stars? to {num} stars/star/points", 0.75],
  // A complaint taken outside: "a family complained to the regulator", "reported us to trading standards".
  ["complain/complains/complained/complaining/complaint/complaints ** to * the/a/our/local? * ** regulator/ombudsman/council/press/paper/newspaper/trading-standards/watchdog/authorities | reported/report/reports us to", 0.8],
  // Goodwill given away: "we had to give away a free set-up", "had to credit them the invoice".
  ["give/gave/giving/given away * ** free | had/have/having to * credit/waive/comp/reimburse/absorb/remake/resend/reprint/reship", 0.75],
  // Goods sent back, counted: "a café chain sent back two pallets".
  [`sent/send/sends/sending/returned/return/returns/returning back? {num} * ${RETURNED_GOODS}`, 0.75],
  // Time taken from other work: "they spend Monday morning untangling duplicates instead of pricing jobs".
  // What is given up must be work: "I spent the morning at the dentist instead of the office" is none.
  [`spend/spends/spending/spent/waste/wastes/wasting/wasted ** instead of *1 ${WORK_GIVEN_UP}`, 0.75],
  // A client refusing us: "the school has said it won't book us again"; a refusal told of "us" only.
  ["!book/!rebook/!use/!hire/!recommend/!choose/!invite/!order/!refer @us", 0.75],
  // Money or time gone for good: "material and technician time we never get back."
  ["never * @get/@see/@recover * @back $", 0.75],
  // A price per mishap: "we pay for taxis, about 300 a time".
  ["{money}/{num} a/per/each time/mistake/error/incident/occasion/mix-up/remake/no-show", 0.7],
  // A person's working time lost: "we lost almost a week of one technician"; not "a day of walking".
  [`${TIME_LOST} of one/our/{num} | ${TIME_LOST} of * ** time/work/production/trading/sales/output/staff`, 0.75],
  // Business falling away, told by its measure: "bookings through the site are down by a third".
  ["bookings/sales/orders/enquiries/footfall/takings/covers/membership/subscriptions/renewals/conversions * are/is/have/has/were/was * down/fallen/dropped/halved/slumped", 0.75],
  // A client ending its dealings: "a wholesaler cancelled its standing order with us".
  ["cancelled/canceled/cancels/cancel/pulled/ended/terminated/withdrew * its/their * ** contract/contracts/account/accounts/subscription/membership/retainer/standing-order | cancelled/canceled/cancels/pulled * its/their * ** order/orders/booking/bookings * with us", 0.75],
  // People taken off their work for it: "we've had to put two people on the phones".
  ["had/have/having to * put/move/pull/take/assign/dedicate * {num}/someone/somebody/staff/people/extra ** on/onto/off/to", 0.75],
  // A charge borne: "we eat the hire fee".
  ["eat/eats/ate/eating/absorb/absorbs/absorbed/absorbing/swallow/swallows/swallowed * the/that/this * fee/fees/cost/costs/bill/charge/charges/loss/losses/difference", 0.75],
  // A premium or rent rising: "the broker says our premium will go up".
  ["premium/premiums/insurance/rent/rates/excess ** go/goes/going/went/gone up | premium/premiums/insurance/rent/excess ** rise/rises/rising/risen/increase/increases/increased/double/doubled/doubles", 0.75],
  // Someone near leaving over it: "he's told me he's had enough".
  ["has had enough $/of | he/she/they/staff/team/everyone * had enough $/of", 0.7],
  // Paid for an empty day: "we paid 2 guides for a full day with no tourists".
  ["pay/pays/paid/paying ** for * a/the? full/whole? day/shift/morning/afternoon/week with/for @no/@nothing", 0.75]
]

/** A turnover told as a fact of the business (IMPACT `elsewhere`): "a turnover of about 2 million a year". */
export const TURNOVER_TOLD: ReadonlyArray<string> = [
  "a/an/our/annual/yearly turnover/revenue/revenues/income of * {money}/{num} * a/per/each/every? year/annum/month?",
  // "with revenue around 3 million": only a word of size between, so "revenue down by 20k" stays read.
  "with/has/have/our/annual/yearly turnover/revenue/revenues/income about/around/roughly/approximately/approx/over/nearly/almost/some/circa {money}/{num} million/m/k/thousand? a/per/each/every? year/annum/month?",
  // Income told as a fact: "we bill about 60k a month", "the shop takes 3k a week".
  "and/we/i/it/business/company/shop/practice/firm/studio bill/bills/invoice/invoices/earn/earns/make/makes/take/takes/gross/grosses/turn-over/turns-over/bring-in/brings-in * {money} * a/per/each/every? month/year/week/quarter/annum?",
  // A running cost told as normal: "costs about 40 euros an hour to run, which is normal".
  "cost/costs * ** {money} ** ,? which/that * is/are * normal/standard/typical/usual/expected/fine/reasonable",
  "we/i turn over * {money}/{num} * a/per/each/every? year/annum/month?"
]

/** A colleague off sick told as a condition (IMPACT `elsewhere`): "when he is off sick the others guess". */
export const OFF_SICK_WHEN = "when/whenever/if * he/she/they/someone/somebody/anyone/one * is/are/was/goes/gets/calls * off sick"

/** A fault told with its repair (PAIN `elsewhere`): "the scanner broke in 2021 and we replaced it the same week". */
export const REPAIRED = "[broke/broken/failed/crashed/died/jammed/stopped] ** ,? and/but * we/they/someone/somebody/the-engineer/the-supplier * ** replaced/fixed/repaired/sorted/swapped/mended/resolved * it/them/that/the"

/** Pain told as a story of what goes wrong. */
export const PAIN_STORY: ReadonlyArray<Cue> = [
  // No one list: "the harbour master and the office each keep their own list".
  ["each/both/everyone/everybody/all * keep/keeps/have/has/use/uses/run/runs/maintain/maintains * their/its/his/her * own * list/lists/records/record/spreadsheet/spreadsheets/sheet/sheets/diary/diaries/calendar/calendars/copy/copies/version/versions/book/books", 0.7],
  // Found taken too late: "the berth was already taken when they arrived".
  ["already taken/booked/sold/gone/used/allocated/full ** when/by-the-time", 0.7],
  // A record wiped: "the board gets wiped and the info is gone".
  ["get/gets/got/getting wiped/deleted/erased/overwritten/binned/mislaid/misplaced | info/information/data/details/notes/history/records/record * is/are/was/were * gone/lost", 0.65],
  // Searching by hand: "the director has to dig through three inboxes".
  ["dig/digs/digging/trawl/trawls/trawling/rummage/rummaging/wade/wading/sift/sifting through", 0.7],
  // Knowledge held by one person: "the profiles live in the head of one roaster".
  ["in * the head/heads of | in * his/her/their/someone's/one-person's * head/heads $/and/so/but/only/which", 0.65],
  // A duty not done in time: "nobody logged the pH in time".
  ["nobody/no-one/noone ** !in/!on !time", 0.7],
  // A morning spent on the mess: "spend most of Monday morning untangling duplicates".
  [`spend/spends/spending/spent ** instead of *1 ${WORK_GIVEN_UP}`, 0.7]
]

/** The business told by its owner or runner: "I run a small sign-writing business on my own". */
export const SITUATION_RUN: Cue = ["i/we run/own/started/set-up a/an * ** business/company/shop/firm/studio/practice/agency/workshop/salon/bakery/cafe/restaurant/garage/nursery/farm/clinic", 0.75]

/** How work reaches the team, told of them: "our drivers get the trip sheet by text", "the lab receives impressions by courier". */
export const SITUATION_RECEIVED: Cue = ["we/they/our/the * ** get/gets/receive/receives/send/sends * ** by/via courier/email/e-mail/post/text/text-message/texts/sms/phone/whatsapp/fax/dm/dms/messenger", 0.7]
