// The shared pain notion told without its textbook words (issue 22: recall on text written by
// others), read by every pack's pain, challenges and need (shared.ts PAIN_CUES). Kept apart from
// paraphrase.ts, which imports shared.ts. See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"

/** Who lets the business know something went wrong: a customer, a complaint, the damage itself. */
const WHO_TELLS = "a/the/our/an? customer/customers/client/clients/patient/patients/guest/guests/member/members/parent/parents/tenant/tenants/driver/drivers/someone/somebody/it/they/people/complaint/complaints/damage/review/reviews/stock/van/job/order/orders/too"

/** The business's people at work, told as a group (any modality). */
const WORKERS = "@staff/@team/@technicians/@engineers/@drivers/@carers/@nurses/@crews/@agents/@cleaners/@teachers"

/** Paying far too much ("costs us a fortune"): a pain, and a consequence borne (IMPACT_PLAIN). */
export const OVERPAYING = "spend/spends/spending/spent/cost/costs/costing/paying/pay * a? * fortune/bomb/packet | through the nose"

/** A problem told by what recurs or is done twice, time lost on a chore, things always off. */
export const PAIN_PLAIN: ReadonlyArray<Cue> = [
  ["goes/go/went/spent/spend/spends/spending/wasted/waste/wastes/lost/lose/loses * on? chasing/hunting/searching/re-entering/retyping/re-keying/correcting/double-checking/reconciling/firefighting", 0.75],
  // What the business cannot see, not "nobody can tell me where my order is" (a delivery chased).
  ["nobody/no-one/noone * @knows/@know * @where/@which/@what/@how/@whether | nobody/no-one/noone * @can/@could @tell/@say/@explain @me/@us? @which/@what/@whether/@how | nobody/no-one/noone * @can/@could @see/@find @which/@where/@what/@how/@whether | nobody/no-one/noone * @can/@could @tell/@say/@explain @us @where", 0.7],
  // "Off" only as wrong figures ("the counts are always off"), not "I'm often off on Fridays".
  ["always/constantly/forever/regularly/often * late/short/behind/missing/inaccurate/incomplete/out-of-date/out-of-stock | always/constantly/forever/regularly/often * off $/by", 0.7],
  ["always/constantly/forever/regularly/often * gets/get/goes/go/ends-up/end-up * forgotten/missed/lost/overlooked/double-booked/left-out/dropped/mixed-up/muddled", 0.75],
  // People kept from working: "new starters stand around for a day until their logins come through".
  // The business's people, not "I am sitting around waiting for the engineer" or "happy to hang around".
  ["sit/sits/sitting/stand/stands/standing idle | staff/people/drivers/engineers/crews/crew/workers/they/technicians/nurses/carers/agents/employees/team/starters/cleaners/teachers/we * sit/sits/sitting/stand/stands/standing/hang/hanging/hangs * idle/around/about/waiting | twiddling * thumbs", 0.7],
  // Learning of a fault from the customer: "we only find out when a client rings".
  // Told by whom it went wrong for, not "I only found out about you after a friend recommended you".
  [`only * find/finds/found/hear/hears/learn/learns/notice/notices/spot/spots/discover/discovers/realise/realize * out? ** when/once/after * ${WHO_TELLS} | find/finds/found/hear/learn/notice/spot/discover * out? ** only * when/once/after * ${WHO_TELLS}`, 0.75],
  // Waiting and giving up: "callers wait on hold for ages and hang up".
  // A wait told as endless, not "happy to wait for a few weeks".
  ["wait/waits/waiting/waited * ** for * ages/forever | wait/waits/waiting/waited * ** for hours/days/weeks/months | hang/hangs/hung/give/gives/gave * up * before", 0.7],
  // Slips named as nouns: "double bookings in busy weeks", "overbooked again".
  ["double-bookings/double-booking/double-booked/double-bookings/overbooked/overbooking/double-counting/double-charged", 0.7],
  ["double bookings/booking/booked/counting/entries | over booked/booking", 0.7],
  // Waits counted: "40 min waits at the gate", "queues of an hour", in notes "queues ~40 min on Saturdays".
  ["{num} min/mins/minute/minutes/hour/hours * wait/waits/queue/queues/queueing/queuing | wait/waits/queue/queues * of * {num}/an * min/mins/minutes/hour/hours | queue/queues/queueing/queuing ~? {num} min/mins/minutes/hour/hours/hrs", 0.7],
  // A chore that eats a whole day or week: "the monthly report takes our analyst a full week".
  ["takes/take/taking/took * a/an/one/two/{num} * full/whole/entire day/week/days/weeks/morning/afternoon/month", 0.75],
  // Nobody keeps watch: "nobody checks the fridges at the weekend".
  ["nobody/no-one/noone !checks/!check/!checked/!watches/!monitors/!notices/!noticed/!counts/!tracks/!follows-up", 0.7],
  // Money lost by the month: "we lose about 3k a month in spoiled stock".
  ["lose/loses/losing/lost * about/around/roughly/over/nearly/almost/up-to? {money}/{num}/thousands/hundreds * a/per/each/every week/month/year/quarter", 0.75],
  // Kept in the dark, not "does the camera record in the dark".
  ["guesswork | winging it | are/is/keep/keeps * guessing | flying/working/operating blind | kept/keep/keeps/left/leaves/are/is/were/was/feel/feels/totally/completely in the dark", 0.7],
  [OVERPAYING, 0.75],
  // The business's own slip: not "you keep charging my card" (the vendor's) nor "please keep sending me".
  ["we/they/staff/people/customers/drivers/team * keep/keeps/kept * selling/sending/shipping/booking/charging/billing/paying/ordering/promising/running-out/having-to", 0.75],
  // Not "I was charged twice": a billing slip by the vendor is no problem of the buyer's business;
  // not "logged in twice today" (a sign-in).
  ["booked/recorded/sent/shipped/counted/ordered/delivered * in? * twice | logged twice", 0.75],
  ["can/could never !see/!find/!track/!tell/!know/!trust/!get/!keep/!rely/!reach", 0.7],
  // Missing what the work needs: "the technicians don't have the job history when they arrive".
  // Told of the people doing the work, not "I do not have the details to hand".
  ["we/they/staff/technicians/engineers/drivers/carers/nurses/team/he/she * not !have/!get/!see * ** !history/!details/!info/!information/!notes/!records/!parts/!access/!visibility/!data", 0.7],
  // "Not know" reads as the speaker unsure (text/modality.ts), its whole clause open, so "!know"
  // never follows "not": these take any modality. A blind spot told of the business's people and
  // of where or which things are ("we don't know where our stock is", "the drivers can't know which
  // jobs are waiting"); not "I don't know if we have a budget", nor "we don't know what it will
  // cost" or "when we'd start" (a question still open), nor "we don't know the details yet", nor a
  // choice ("we don't know which option is best": "which" only with things that are somewhere).
  [`@we/@they/${WORKERS} *1 @do/@does/@did/@can/@could @not @know @where * @is/@are/@was/@were/@sits/@sit/@goes/@go/@went/@stands | @we/@they/${WORKERS} *1 @do/@does/@did/@can/@could @not @know @which * @are/@were/@sit/@go/@went/@stand | ${WORKERS} @do/@does/@did/@can/@could @not @know * ** @history/@details/@info/@information/@notes/@records/@parts`, 0.7],
  ["never @has/@have/@arrives/@arrive/@turns-up/@shows-up/@matches/@match/@adds-up/@balances/@works", 0.6],
  // Asked again and again for the same thing: "customers ring us three times to find out where their order is".
  ["customers/clients/patients/parents/guests/members/people/drivers/staff/tenants * ring/rings/call/calls/phone/phones/email/emails/chase/chases/ask/asks ** {num}/several/multiple/repeated times * to/just-to * find/check/chase/ask/see/hear/know/get", 0.75],
  // Free time given to redoing work: "volunteers spend Sunday evenings rebuilding the rota";
  // not "we spend Sunday evenings rehearsing" (only a redo or a chase).
  ["spend/spends/spending/spent * ** evenings/weekends/nights/mornings/afternoons/sundays/saturdays/lunchtimes/lunch-breaks ** rebuilding/redoing/re-doing/retyping/re-typing/re-entering/rekeying/re-keying/chasing/correcting/reconciling/ringing-round/phoning-round/catching-up/untangling/patching", 0.75],
  // Half the working day gone to a chore: "reception spend half their day on the phone rescheduling".
  ["spend/spends/spending/spent/lose/loses/losing/lost/waste/wastes/wasting * half/most/all/much * of? * their/our/my/the * day/days/week/weeks/morning/mornings/time ** on * phone/phones/admin/paperwork/hold/emails/spreadsheets | spend/spends/spending/spent/lose/loses/losing/lost/waste/wastes/wasting * half/most/all/much * of? * their/our/my/the * day/days/week/weeks/morning/mornings/time ** rescheduling/chasing/re-entering/retyping/rekeying/re-keying/ringing/phoning/searching/hunting/copying/correcting/reconciling", 0.75],
  // Work rebuilt every period: "the rota is redone from scratch every week".
  ["from scratch * every/each * week/month/day/time/shift/term/season/morning/weekend", 0.75],
  // Time eaten by the unit of work: "the paperwork eats 40 minutes per flight" (only eating verbs:
  // "the drive takes 40 minutes" is a distance).
  ["eats/eat/eating/swallows/swallow/swallowing/burns/burn/burning/wastes/waste/wasting * ** {num}/half/an/a * minutes/mins/hours/hour/days/day * per/every/each", 0.7],
  // Losing sight of the business's own things: "we lose track of our kegs" (not "I lost track of
  // time" nor "… of your email": only the business's or a where/which).
  ["we/they/staff/team/people/everyone/drivers/technicians/engineers/nurses/managers/volunteers * ** lose/loses/losing/lost track of * our/the/which/who/where/what/how/whose", 0.75],
  // Left short-handed again and again: "we regularly end up with no qualified lifeguard on shift".
  ["@regularly/@often/@always/@keep/@keeps/@constantly/@sometimes/@repeatedly * @end/@ends/@ending @up @with @no/@nobody/@noone/@too-few/@not-enough/@nothing", 0.7]
]
