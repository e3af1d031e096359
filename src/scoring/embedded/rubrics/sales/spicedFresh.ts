// SPICED readings from round spiced2 (issue 22): impact told as people, stock or money lost, an
// outside switch-over on a date, a way of signing, the set-up told in passing, and the near misses
// beside them (a past audit, the vendor's price change, a question whether one may decide later).
// Spread into spiced.ts; unit-tested on sentences of our own (test/scoring/embedded/spiced2Readings.test.ts).
// See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"

/** Those a business keeps by serving them, or lives by: lost, they are the impact. */
const KEPT_BY_SERVICE =
  "students/pupils/learners/members/subscribers/guests/patrons/families/tenants/residents/regulars/bookings/reservations/donors/passengers/visitors/diners/shoppers/colonies/hives/livestock/crop/crops/harvest/batch/batches/flush/flushes/shipments"

/** A consequence counted in people, stock or money. */
export const IMPACT_LOSSES: ReadonlyArray<Cue> = [
  // "we lost 6 students this year", "we'll lose whole colonies", "loses a whole batch": only a
  // count or a determiner between, so "we lose sight of bookings" (a pain) stays out.
  [`lose/loses/losing/lost a/an/the/our/their/its/all/many/several/some/most/half/{num}? whole/entire/our/the/of? ${KEPT_BY_SERVICE}`, 0.8],
  // Customers gone to a rival: "the customers they go to the other shop across the street".
  ["customers/clients/guests/members/regulars/patients/parents/diners/shoppers/buyers ** go/goes/went/going/walk/walks/walked * to * the/a? * other/another/competitor/competitors/rival/rivals/next-door", 0.8],
  // Customers not coming back: "a third of the members haven't renewed", "regulars stopped rebooking".
  // Not "return": "parents don't return the consent forms", "clients don't return calls" is a habit.
  ["customers/clients/guests/members/subscribers/regulars/patients/parents/families/tenants/students ** !renew/!renewed/!rebook/!rebooked/!reorder/!reordered", 0.75],
  ["customers/clients/guests/members/subscribers/regulars/patients/parents/families/tenants/students ** stopped/stop/stops * renewing/rebooking/coming/reordering/ordering/booking", 0.75],
  // Staff counted as leaving: "2 ski instructors quit in Jan".
  ["{num} ** quit/quits/resigned/resigns/walked-out", 0.75],
  // Wages spent for nothing: "a full day's wages gone each week".
  ["wages/wage/salary/salaries/payroll * gone/wasted/lost/for-nothing/down-the-drain/thrown-away", 0.75],
  // Paid to redo work: "we pay two people to recount the stock every Sunday".
  ["pay/pays/paying/paid * {num}/someone/people/staff/a-person * ** to * recount/retype/rekey/redo/re-enter/reenter/double-check/recheck/chase", 0.75]
]

/** Hours lost told by the weekday they recur on: "six hours every Friday". */
export const HOURS_EVERY_WEEKDAY: Cue = ["{num} * hours * a/per/each/every * {weekday}", 0.7]

/** A buyer or partner moving its suppliers onto its own system on a date: an outside switch-over. */
export const EVENT_SWITCH: ReadonlyArray<Cue> = [
  ["moves/move/moving/puts/putting/switches/switching/migrates/migrating * ** onto/on-to * ** in/from/by/at * the? * {month}/{quarter}/{year}/new-year/spring/summer/autumn/fall/winter", 0.75]
]

/** A contract told as up: "our lease is up in June", "the licence is almost up" (not "support sign-up forms"). */
export const CONTRACT_UP: Cue = ["contract/license/licence/lease/subscription/support/agreement ** is/are/comes/coming/be/almost/nearly up", 0.85]

/** Dates that are nobody's trigger (CRITICAL_EVENT `elsewhere`): a visit told as past, the vendor's price change. */
export const EVENT_ELSEWHERE: ReadonlyArray<string> = [
  // "We had the fire safety audit in April and it went fine": past, whatever the date.
  "we/they * had/passed/failed/completed/did/got-through * the/our/an/a/last? * ** audit/audits/inspection/inspections/assessment/accreditation/certification/visit ** in/on/last/this? * the? * {month}/{quarter}/{year}/{weekday}/spring/summer/autumn/fall/winter",
  // "The auditors came in March and signed everything off": a visit told as over.
  "auditors/inspectors/assessors/inspection/audit/inspections/audits ** came/visited/was/were/happened/took-place * in/on/last * the? * {month}/{quarter}/{year}/{weekday}/spring/summer/autumn/fall/winter",
  // "Is the 15 March price change going to affect the quote?": the vendor's price moving, not the buyer's event.
  "the/this/that/your {num}/{month} {month}/{num}? price/prices/pricing/fee/fees/tariff/rate/rates change/changes/increase/increases/rise/rises/hike/hikes/update/updates",
  "the/this/that price/prices/pricing/fee/fees/tariff change/changes/increase/increases/rise/rises/hike/hikes ** on/in/from/at * the? * {num}/{month}/{quarter}/{year}"
]

/** Signing with whoever wins: "the directors will sign with them". */
export const DECISION_SIGNING: ReadonlyArray<Cue> = [["sign/signs/signing with * them/whoever/whichever/the-winner/one/that-vendor/that-supplier", 0.75]]

/** A question whether the buyer may choose later (DECISION `elsewhere`): the vendor's terms, not how they decide. */
export const DECISION_ELSEWHERE: ReadonlyArray<string> = [
  "@can/@could/@may @i/@we * @decide/@choose/@pick/@change/@switch/@add/@upgrade ** @later/@afterwards/@anytime/@any-time/@whenever/@after-signing"
]

/** The set-up told in passing: "at the moment the tickets are sold through an old plugin". */
export const SITUATION_NOW: ReadonlyArray<Cue> = [
  ["at-the-moment/currently/right-now/presently/nowadays/these-days ** is/are/get/gets sold/booked/taken/handled/done/kept/tracked/managed/processed/logged/recorded/issued/printed * through/via/on/in/by/with/from", 0.75]
]

/** The vendor's price asked as what it would cost us (IMPACT `elsewhere`): "what would it cost us to add the module?". */
export const ASKS_PRICE_TO_US = "@what/@how-much @would/@will/@does/@did/@do/@might @it @cost @us/@me"
