// SPICED impact told indirectly (round impact): a consequence in money, time, people or customers
// that names no "cost" or "impact" — work not won ("we didn't make the shortlist"), what a
// failure meant ("that meant writing off four invoices"), a fee or a commission lost, buyers who
// walked away, sessions that get cancelled, time added to every job, a person pulled off their
// own work. Spread into spiced.ts; unit-tested on sentences of our own
// (test/scoring/embedded/impactReadings.test.ts). See ../../text/cues.ts for the syntax.
import type { Cue } from "../types.js"

/** Work a business bids for: not won, it is the consequence. */
const WORK_BID = "shortlist/short-list/contract/contracts/tender/tenders/bid/bids/rfp/rfps/pitch/account/framework/renewal"

/** A consequence borne as a gerund after "meant": "that meant writing off four invoices". */
const BORNE =
  "writing/throwing/turning/cancelling/canceling/refunding/redoing/scrapping/binning/losing/missing/rebooking/reshooting/reprinting/remaking"

/** What gets called off because of the problem: sessions, lists, rounds. */
const CALLED_OFF_THINGS =
  "list/lists/session/sessions/class/classes/lesson/lessons/appointment/appointments/operation/operations/procedure/procedures/clinic/clinics/shift/shifts/delivery/deliveries/round/rounds/trip/trips/tour/tours/flight/flights/service/services/show/shows/match/matches/course/courses/visit/visits"

/** "By that I meant …": a speaker's meaning, no consequence (IMPACT `elsewhere`). */
export const MEANT_SAID = "i/you/he/she/they/we meant/mean"

/** The vendor's own price told as what it will cost us: "your price rise will cost us an extra £200 a year" (IMPACT `elsewhere`). */
export const VENDOR_PRICE_COSTS = "your * price/prices/pricing/rise/increase/fee/fees/renewal/subscription/quote/plan ** cost/costs/costing * us/me/an/another/{money} * extra/additional/more? * {money}?"

export const IMPACT_INDIRECT: ReadonlyArray<Cue> = [
  // Work not won: "we didn't make the shortlist", "we weren't shortlisted", "we missed out on the contract".
  [`!make/!win/!land/!secure/!get * the/a/that? * ** ${WORK_BID}`, 0.8],
  ["!shortlisted/!short-listed | missed/miss/missing out on * the/a/that/two/{num}? * ** contract/contracts/tender/tenders/bid/bids/work/jobs/orders/bookings/deal/deals", 0.8],
  // What a failure meant: "that meant writing off four invoices", "it means turning people away".
  [`meant/means/mean * ${BORNE}`, 0.75],
  // Money the business earns lost: "we lost the commission on both", "we lose the deposit".
  ["lose/loses/losing/lost * the/our/a/their/{num}? commission/commissions/fee/fees/deposit/deposits/bonus/margin/income/earnings/rebate/rebates/premium/grant/funding", 0.8],
  // Buyers gone from a purchase: "two buyers walked away", "the client pulled out of the deal".
  ["buyers/buyer/customers/customer/clients/client/tenants/sponsors/sponsor/investors/donors/families/patients ** walked/walk/walking/walks/pulled/backed/pull/back/pulling/backing away/out", 0.8],
  // Sessions called off because of it: "the last list of the day regularly gets cancelled".
  [`${CALLED_OFF_THINGS} ** get/gets/got/getting/are/were/is/was/being/been * cancelled/canceled/called-off/scrapped/dropped`, 0.75],
  // The consequence named as such: "the knock-on is that …", "the upshot: …".
  ["knock-on/knock-on-effect/knock-on-effects/upshot/fallout/ripple-effect * is/was/are/of/: | knock-on/knock-on-effect $", 0.75],
  // Time added to every job: "it adds about a week to every project", "every handover slips by a week".
  // Only to every or each job: "could you add a week to the trial?" asks, it tells no loss.
  ["add/adds/added/adding * about/around/roughly/nearly/almost/over/at-least? a/an/{num}/half/another * hour/hours/day/days/week/weeks/month/months * to/onto every/each", 0.75],
  ["slip/slips/slipped/slipping/overrun/overruns/overran * by * about/around/roughly/nearly/almost/over/at-least? a/an/{num}/half * day/days/week/weeks/month/months", 0.75],
  // A span of work gone: "a day and a half of work gone each week".
  ["of * work/time/staff-time/admin/output/production/selling/teaching * gone/lost/wasted/down-the-drain", 0.75],
  // Someone taken off their own work to cover: "we've had to pull a teaching assistant off classroom duty".
  ["had/have/has/having to * pull/take/move/borrow * a/an/our/one/the/{num} * ** off/from * the/their/her/his/our? * ward/wards/floor/road/line/site/classroom/kitchen/desk/bench/till/tills/counter/duty/duties/work/job/shift/shifts/round/rounds/van/vans", 0.75]
]
