// SPICED's impact and situation and CHAMP's priority told without their textbook words: families
// of phrasings spread into their rubrics' cues in spiced.ts and champ.ts (MEDDIC's are in
// paraphrase.ts). See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"
import { OVERPAYING } from "./painPlain.js"
import { PRIORITY_SPOKEN } from "./spokenPlain.js"
import { DECIDERS } from "./paraphrase.js"

/** A consequence borne: business lost, time eaten each period, people leaving, extra hands, a plan missed. */
export const IMPACT_PLAIN: ReadonlyArray<Cue> = [
  ["lose/losing/lost ** renewals/renewal/accounts/account/members/subscribers/bookings/jobs/staff/employees/drivers/nurses/volunteers", 0.85],
  // Time lost every period ("eats a full day every month-end"), not a trip's length ("two hours each way").
  ["eats/eat/eating/takes/take/swallows/burns/costs/wastes/loses * {num}/a/an/half/full/whole * day/days/hour/hours/week/weeks/morning/afternoon * every/each/a/per * week/month/day/year/quarter/shift/month-end/close/cycle/run/order/job/invoice/batch/payroll", 0.75],
  ["off/signed-off * sick/with-stress/with-burnout | staff/people/employees * off ** stress/sick/burnout", 0.75],
  // Downtime counted: "every hour the line is down we can't ship".
  ["every/each hour/day/minute/shift * the/it/we/our * ** is/are/was/were/sits/stays * down/offline/broken/idle", 0.75],
  [OVERPAYING, 0.75],
  // One person doing several people's work: "she does the job of two".
  ["do/doing/does * the * work/job/jobs * of * one/{num}/a/two", 0.75],
  ["reviews/feedback/complaints/surveys * ** mention/mentions/mentioned/cite/cites/flag/flags * ** constantly/always/often/repeatedly/regularly", 0.75],
  ["short of/on * cash/money/stock/staff/people/drivers", 0.75],
  ["turn/turned/turning/turns down * ** jobs/work/bookings/orders/customers/clients/events/functions/weddings/parties/contracts/business/projects", 0.8],
  ["insurer/insurers/auditor/auditors/regulator/regulators/inspector/inspectors/landlord/council/accountant * ** warned/flagged/fined/penalised/penalized/threatened/queried", 0.8],
  // Customers gone elsewhere: "parents have started taking their kids to the club across town".
  ["customers/clients/regulars/patients/guests/members/users/buyers/subscribers/parents/diners * ** going/gone/went/moved/moving/switched/switching/taking * ** elsewhere/competitor/competitors/rival/rivals/across-town/down-the-road", 0.8],
  ["customers/clients/regulars/patients/guests/members/users/buyers/subscribers/parents/diners * ** stopped/stop/stopping * coming/ordering/booking/buying/using/renewing/visiting", 0.8],
  ["stays/stay/staying/stayed/work/works/working * late/overtime/weekends/evenings ** to * sort/fix/catch-up/finish/clear/reconcile/check/redo", 0.75],
  ["each/every * wrong/missed/failed/late/lost/broken/cancelled/canceled/returned/faulty/bad/duplicate ** {money}", 0.8],
  // Growth that cannot be taken on, not "I can't open the attachment".
  ["we/business/company/firm/practice/shop/clinic * can/could not !take !on | we/business/company/firm/practice/shop/clinic * can/could not !win/!bid/!grow/!expand/!scale/!hire", 0.75],
  ["@reason @we/@our * @could/@can @not", 0.75],
  ["rating/ratings/reviews/score/stars/sales/bookings/orders/revenue/margin/margins/footfall/enquiries/leads * ** dropped/dropping/fell/falling/slipped/dipped/tanked/plummeted/halved", 0.8],
  // The business ends up paying, not "my card got charged two times for one booking".
  ["we/they/business/company/firm/practice * end/ends/ended/ending up * paying/refunding/losing/redoing/cancelling/canceling/apologising/apologizing/compensating/discounting/writing-off/throwing", 0.75],
  // People late or short, not "the page loads slower than it should".
  ["later/more/less/fewer * than * it/they/we/he/she * should/could/ought | slower/longer * than * they/we/he/she * should/could/ought", 0.7],
  ["knock-on effect/effects/impact | ripple/domino effect/effects", 0.8],
  // Time won back per period: "we'd get back about a day a week for every coordinator". Told as
  // what a fix would bring, so any modality ("if this worked we'd get back …").
  ["@get/@gets/@getting/@give/@gives/@giving/@win/@claw * ** @back @about/@around/@roughly/@nearly/@almost/@over/@maybe? @{num}/@a/@an/@half/@full/@whole *1 @day/@days/@hour/@hours/@week/@weeks/@morning/@mornings/@afternoon/@afternoons/@minutes * @a/@per/@each/@every", 0.75],
  // Money that never comes in: "that's roughly £90 we never see".
  ["{money} * we/they/i * @never/@not * @see/@get/@recover/@bill/@charge/@invoice/@recoup/@make/@earn", 0.75],
  // Business forgone: "we're leaving 10% of bookings on the table".
  ["leaving/leave/leaves/left * ** on the table", 0.75],
  // A named cost "killing us", also beside a figure told as fine ("margins are healthy but turnover is killing us").
  ["turnover/churn/attrition/absence/absences/sickness/delays/costs/rent/overtime/returns/refunds/chargebacks/downtime/admin/paperwork * is/are * killing/crippling/bleeding/hammering/sinking us", 0.75],
  ["quit/quits/resigned/resign/resigns/walked-out/left/leaving over/because/due-to it/this/that/the/of", 0.8],
  // Not "we have to postpone our call": only costs the business bore.
  ["had/have/having to * bring-in/take-on/rent/scrap/lay-off | had/have/having to * borrow money/cash/funds/against", 0.75],
  // Not "how do I add another person to our account".
  ["put/putting/bring/bringing/hire/hiring/take-on/taking-on * a/an? * second/third/extra/another/more/additional * person/people/staff/agent/agents/admin/driver/drivers/shift/shifts/pair", 0.75],
  // A plan missed, or not to be met ("we won't hit our expansion plan"); hitting one is no consequence.
  ["@miss/@missing/@missed * @our/@the/@this * @target/@targets/@plan/@plans/@goal/@goals/@numbers/@forecast/@quota | @not/@never @hit/@meet/@reach/@make * @our/@the/@this * @target/@targets/@plan/@plans/@goal/@goals/@numbers/@forecast/@quota", 0.7]
]

/** Who the buyer is and how long they have run it: "six of us in the office", "on the same package since 2015". */
export const SITUATION_PLAIN: ReadonlyArray<Cue> = [
  // The size of the team, not who joins a call ("three of us will be at the webinar").
  ["there are/is * {num} * of us $/in/working/running/doing/here/full-time/part-time/altogether/in-total/on-the-team/on-staff | {num} of us work/working/run/running/do/doing/in-the-office/on-the-team/on-staff", 0.75],
  // Who runs the place ("just me and a part-timer running the office"), not who is on a call.
  ["just me and/plus ** running/run/doing/staffing/manning | {num} * ** out on/in * jobs/the-road/site/sites/call/calls/rounds/the-field", 0.75],
  ["done/kept/tracked/logged/managed/handled/stored/planned/booked * in/on/via/through/with * a/an/the/our? * ** sheet/sheets/doc/docs/calendar/calendars/app/group/chat/inbox/notebook/book/folder", 0.75],
  // The usual way (passive or habitual), not "I booked over the phone last week".
  ["are/is/get/gets/all/mostly/usually/always/still * taken/made/received/written/booked/noted/jotted/placed * over/by/on/in/via * the/a/an? * phone/email/paper/card/cards/notepad/post-it/post-its/diary/form/forms", 0.75],
  // Years, not "on hold for 40 minutes".
  ["have/has been * on/using/with/running ** since/for * {year}/years/ages/decades | have/has been * on/using/with/running ** for * {num} years/year", 0.75],
  ["have/has used/had/run ** since/for * {year}/years/ages/decades", 0.75]
]

/** What the buyer runs and how work reaches them, told in a note's shorthand: "runs 3 bakeries", "orders via phone + DMs". */
export const SITUATION_NOTED: ReadonlyArray<Cue> = [
  ["run/runs/running/own/owns/operate/operates/operating/manage/manages * {num}/two/three/four/five/six/several * ** sites/shops/bakeries/cafes/salons/gyms/studios/branches/outlets/restaurants/bars/pubs/hotels/practices/clinics/schools/nurseries/depots/warehouses/stores/venues/boats/vans/trucks/vehicles/homes/farms/offices/locations/franchises/kitchens/units", 0.75],
  ["orders/bookings/enquiries/requests/jobs/appointments/referrals * via/through/over * phone/email/emails/whatsapp/text/texts/instagram/insta/facebook/dms/paper/post/fax", 0.7]
]

/** Ranked first in plain words: one of a few goals, nothing funded before it, time cleared for it. */
export const PRIORITY_PLAIN: ReadonlyArray<Cue> = [
  ["one of a? {num}/few * projects/priorities/initiatives/goals/objectives", 0.8],
  ["nothing/no-other/everything-else/all-else ** @until/@till @this/@that/@it * @is/@are/@gets/@get @fixed/@sorted/@solved/@done/@resolved/@live/@working", 0.8],
  ["this/it/that/fixing/sorting/solving/getting * comes/come/goes/go first", 0.8],
  ["everything/anything/all * else * can * wait", 0.85],
  ["a now problem/issue/thing/priority/job | on every agenda", 0.8],
  ["drop/dropping/dropped/park/parking/parked/pause/pausing/paused/shelve/shelving/shelved * everything/anything/all * else", 0.85],
  ["escalated/escalate/pushed/promoted * ** to/up * the? * top/front | top/head of * the/our/my? * agenda/pile/queue/plan/roadmap/priorities", 0.85],
  // Not "nothing else on the agenda today": only a plan or roadmap.
  ["nothing/no-other * @else? ** @on * @the/@our? * @plan/@roadmap", 0.8],
  [`under pressure/the-cosh | pressure from/on * the/our/my? * ${DECIDERS}`, 0.8],
  // Asked about this work, not "my manager keeps asking when the invoice will arrive".
  [`our/my/the? ${DECIDERS} * keeps/keep/kept/always/forever * asking/chasing/pushing/pressing/nagging * me/us? $/about | our/my/the? ${DECIDERS} * keeps/keep/kept/always/forever * asking/chasing/pushing/pressing/nagging * me/us? * for/after/on * it/this/that/progress/an-update/updates/news/a-fix/a-date $`, 0.75],
  [`our/my/the? ${DECIDERS} * keeps/keep/kept/always/forever * asking/chasing * me/us? * when/whether/if * it/this/we/that * will/is/are/can? * be? * fixed/sorted/done/live/ready/working/solved/start/starting/switch/switching`, 0.75],
  ["moved/moving/shifted/shifting/pulled/pulling/diverted/diverting/reallocated * budget/money/funds/people/staff/resources * from", 0.8],
  ["job/priority/task one | job/priority/task number one/1 | number-one/#1/top topic/task/job/item/issue/agenda-item", 0.8],
  // Time cleared for the work, not a slot booked for a call.
  ["cleared/clearing/freed/freeing * my/our/the * calendar/diary/schedule/desk ** to/for * this/it/get/getting/sort/sorting/fix/fixing/focus", 0.8],
  // This work first, not "the directors want the minutes before anything else" (a document wanted).
  ["done/sorted/fixed/first/comes/come/this/it ** before/ahead-of/above/over * anything/everything/all * else", 0.85],
  // A rank among the year's projects: "this is the first one we want done", "it sits right after
  // the network upgrade", "second on next year's list". A wish follows the rank, so "this is the
  // first one we bought" counts nothing.
  ["this/it/that * is/sits/comes/ranks * the? * first/top/main/second/next *1 one/project/thing/item/job * we/i * want/need/plan/intend/mean/will/are-doing/are-tackling", 0.8],
  ["this/it/that * sits/ranks/ranked/slots/slotted * right/just/straight/immediately/only? * after/behind/below/ahead-of/above * the/our * ** upgrade/project/migration/rollout/launch/move/refit/refurb/build/renovation/website/erp/crm/overhaul/expansion/opening/relaunch/rebrand", 0.75],
  ["second/third/next/first * on/in * our/the/this/next * year/year's/quarter? * list/plan/roadmap/agenda/priorities/projects/budget-list", 0.75],
  ["project/thing/job/one * i/we * want/need * ** before * anything/everything * else", 0.8],
  ["{num}/few/handful * big/main/key/major? * things/projects/priorities/initiatives/goals * this/next * year/quarter/{year} ** this/it * is one of them", 0.8],
  ["behind/after/ahead-of/above/below * ** in terms of * priority/priorities/importance/urgency/what-gets-done/what-comes-first/what-we-do-first/what-we-tackle", 0.75],
  // Placed at the top or in a queue: "on our list of five projects, this is at the top", "third in line after the website".
  ["this/it/that * is/sits/comes/stays * right? * at/on * the * top $ | this/it/that * is * first/second/third/fourth/next in line", 0.8],
  ["biggest/first/main/top/largest/most-important/key of * the/our * {num}/few/handful *1 projects/priorities/initiatives/plans/things", 0.8],
  // A place in the list by number: "out of everything on the board's list, this is number two".
  ["this/it/that * is/sits/comes/ranks * number/no * one/two/three/four/{num} $ | this/it/that * is/sits/comes/ranks * number/no * one/two/three/four/{num} on/in * our/the/this/next? * ** list/plan/roadmap/agenda/priorities", 0.75],
  ...PRIORITY_SPOKEN
]
