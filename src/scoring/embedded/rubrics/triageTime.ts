// Built-in rubric content for `triage.time_sensitivity`: how soon the customer needs an answer,
// from urgency words or from a deadline told by a business event. See ../text/cues.ts for the
// pattern syntax.
import { DESCRIBED_NOT_URGENT } from "./described.js"
import { NOT_A_TICKET } from "./notATicket.js"
import { PAYMENT_METHOD_ASKED } from "./triageConsequence.js"
import { PREMISES_CLOSED } from "./triageImpact.js"
import { STRESSED_POINT } from "./stressedPoint.js"
import { NAMED_EMERGENCY, WEEK_START } from "./triageOutcome.js"
import { STANDING_URGENT_VOIDS, TIME_SEV_CUES } from "./triageTimeSev.js"
import type { Rubric } from "./types.js"
import { WISHES } from "./wishWords.js"

/**
 * Events a business or its customers hold on a day, beyond meetings and audits: "the concert on
 * Friday", "our gala", "the match". With a day or a date they make a deadline.
 */
export const HELD_EVENTS =
  "concert/concerts/gala/match/game/show/festival/fair/market/open-day/party/recital/performance/premiere/tournament/race/marathon/ceremony/graduation/fundraiser/auction/exhibition/screening/banquet/dinner/parade/tasting/gig/rehearsal/wedding/conference/trip"

/** The kinds that name nothing but an event, so no "our/the" is needed before them ("Event: graduation ceremony on the 18th"). */
const EVENT_NOUNS = "concert/gala/festival/recital/premiere/tournament/marathon/ceremony/graduation/fundraiser/auction/exhibition/banquet/parade/gig/wedding/conference/open-day"

export const TIME: Rubric = {
  positive: [],
  categories: {
    immediate: ["we need this fixed right now", "please help immediately", "it's an emergency", "please get an engineer on it at once"],
    soon: ["we need it sorted by the end of the week", "please fix before Friday", "in the next couple of days would be good"],
    flexible: ["no rush", "whenever you get a chance", "not urgent", "take your time"]
  },
  mostSevereTurn: true,
  stressed: STRESSED_POINT,
  wishes: WISHES,
  voids: [
    ...DESCRIBED_NOT_URGENT,
    ...NAMED_EMERGENCY,
    ...WEEK_START,
    // A count of things is no date: "the game on 3 of our screens freezes".
    "[{num}] @of @our/@my/@them/@these/@those/@their/@your",
    // Words shown on a screen are no request: "a banner saying urgent".
    "@saying/@says/@reads/@titled/@entitled/@headed/@labelled/@labeled/@banner/@popup/@pop-up/@alert/@warning [@urgent/@urgently/@critical/@emergency/@immediately/@asap/@important]",
    PAYMENT_METHOD_ASKED,
    // A rule of the business, not a fault: "we can't take card payments over the phone as a policy",
    // "we cannot accept orders from outside the UK", asked how to show it.
    "@not @take/@accept/@process * @any? * [@card/@cards/@payments/@payment/@orders/@bookings] ** @policy/@policies/@outside/@overseas/@abroad/@international/@foreign",
    "@not @take/@accept/@process * @any? * [@card/@cards/@payments/@payment/@orders/@bookings] ** ,? ** @how * @hide/@remove/@disable/@turn-off/@switch-off/@block/@stop/@show/@say/@tell",
    // The sender away that day is no deadline: "I'm on holiday this Friday".
    "@holiday/@holidays/@vacation/@leave/@away/@off-work/@day-off/@annual-leave * [@this/@next/@coming] [{weekday}]",
    // A comparison ranks the points of one message, it does not say how soon: "the more urgent one".
    "@more/@most/@less/@least [@urgent/@pressing]",
    // A day gone by dates what happened, not a deadline: "our launch last Friday went well".
    "@last/@past/@previous [{weekday}/@week/@weekend/@month/@night]",
    // The month a bill is for dates the bill, not a deadline: "our invoice this month is for the wrong plan".
    "@invoice/@invoices/@bill/@bills/@statement/@charge/@charges/@fee/@fees [@this] @month @is/@was/@shows/@has/@came/@says/@includes/@charged/@for",
    // An event's day told with its past: "the match on Sunday was great".
    "@on @the? [{weekday}/{num}] * @was/@were/@went/@had/@did/@ended/@finished/@sold/@got",
    // "This Monday" after what happened dates the fault: "it stopped this Monday".
    "@since/@started/@start/@began/@broke/@stopped/@failed/@crashed/@happened/@went/@was/@were/@worked/@installed/@updated/@upgraded * @this [{weekday}]",
    // A day after "since" or after a fault told in the past dates it too, "this" or not: "slow
    // since Monday", "reminders stopped going out on Tuesday".
    "@since [{weekday}]",
    "@started/@began/@broke/@stopped/@failed/@crashed/@happened/@froze/@disappeared/@vanished ** @on [{weekday}]",
    // A job told running on a day gone by: "the backup was running Friday night when it crashed".
    "@was/@were/@had/@been [@running/@runs/@ran/@run] * {weekday}",
    // A day the business keeps as usual names nothing due: "payroll runs Thursday as usual".
    "[{weekday}] @as @usual/@always/@normal/@ever",
    // A wait gone by or usual is no one waiting now: "last time I was queuing on the phone".
    "@was/@were/@been/@last-time/@previously/@usually/@normally/@often/@always/@sometimes ** [@waiting/@queuing/@queueing/@queue/@lined-up]",
    // An hour gone by dates the fault: "it started before lunch yesterday".
    "@started/@start/@starts/@began/@begun/@begin/@stopped/@broke/@happened/@failed/@crashed/@went/@since/@ago ** [@before/@by/@until] * @lunchtime/@lunch/@noon/@midday/@this-evening/@this-afternoon/@tonight",
    "[@before/@by/@until] * @lunchtime/@lunch/@noon/@midday ** @yesterday/@ago/{weekday}",
    // A recurring event at an hour names no day it is due: "our weekly meeting is at 10".
    "@weekly/@daily/@monthly/@fortnightly/@recurring/@regular/@usual/@standing/@every/@each * [@shift/@shifts/@handover/@meeting/@call/@demo/@presentation/@service/@show/@event/@session/@class/@appointment/@briefing/@training/@webinar/@rehearsal/@stand-up/@standup/@delivery/@collection/@pickup/@match/@game/@gig/@market/@concert/@performance]",
    // The vendor's promise quoted is no deadline of the sender's: "your SLA promises a reply within
    // 4 hours". The promise verb is needed: "per our SLA I need an update within 4 hours" is a demand.
    "@sla/@slas/@service-level/@contract/@plan/@tier/@package/@agreement *- @promises/@promise/@promised/@guarantees/@guarantee/@guaranteed/@includes/@include/@included/@offers/@offer/@offered/@advertises/@advertised/@mentions/@mentioned **- [@within/@in] *1 @minutes/@minute/@hours/@hour/@hrs/@hr/@days/@day",
    // The carrier's hour told as a routine names no day it is due: "our courier collects at 4 every weekday".
    "@courier/@couriers/@carrier/@van/@truck/@lorry/@postman/@post ** [@at] [@{num}/@{time}/@noon/@midday] *1 @every/@each/@daily/@weekdays/@usually/@normally/@as-usual/@as-normal",
    // An hour kept every day is a routine, not a deadline: "we have to log in before 8:30 every morning" (triage11).
    // The same for an hour a place opens or a thing starts at: "we open the clinic at 9 every day"
    // (rev13); "every" only of a period ("since opening at nine every card is declined" is today).
    "[@at] [@{time}/@{num}/@noon/@midday] *1 @every/@each @day/@morning/@evening/@night/@afternoon/@weekday | [@at] [@{time}/@{num}/@noon/@midday] *1 @daily/@weekdays/@usually/@normally",
    "[@before/@by] [@{time}] *1 @every/@each/@daily/@weekdays/@usually/@normally | @every/@each @day/@morning/@evening/@weekday/@night * @have-to/@has-to/@must/@need-to/@needs-to ** [@before/@by] [@{time}]",
    // A habitual reply time is no deadline: "I usually get a reply in a few days".
    "@usually/@normally/@typically/@generally/@often/@always/@sometimes * [@in/@within/@couple/@few/@days/@day/@hours/@week/@weeks/@soon/@shortly]",
    // A count of faults over a span is how often, not by when: "crashed three times in a week".
    "@times/@twice/@once [@in/@within] @a/@one/@the/@this/@last? @day/@days/@week/@weeks/@fortnight/@month/@months/@row",
    // The same with "in" left out: "it happened three times this week" counts, it names no deadline.
    "@times/@time/@twice/@once/@thrice [@this] [@week/@month/@year/@fortnight]",
    // "For now" is the meantime, not haste: "so I send it in batches for now".
    "@for [@now]",
    ...STANDING_URGENT_VOIDS
  ],
  offTopic: NOT_A_TICKET,
  denial: [],
  negative: [],
  cues: [
    ["right now/away", 0.85, "immediate"],
    ["sooner the better", 0.8, "immediate"],
    // A fault that holds now: "none of our customers can pay right now"; not a need denied
    // ("we don't need it right now", flexible below).
    ["!pay/!log/!login/!sign/!work/!load/!open/!access/!use/!process/!print/!send/!connect/!book/!sell/!order/!check-out/!checkout/!trade/!run/!ship/!dispatch/!check/!out/!working/!loading/!opening/!going/!printing/!sending/!connecting/!processing/!paying/!booking/!selling/!ordering/!running/!shipping/!through/!functioning/!responding/!syncing ** !right/!now", 0.72, "immediate"],
    ["!need/!needs/!needed/!urgent/!priority/!hurry/!rush ** !right !now/now | !need/!needs/!needed/!urgent/!priority/!hurry/!rush ** !today/!tonight $", 0.85, "flexible"],
    // The same with a day's word after the negated verb: "our team can't print pick lists today".
    ["!pay/!log/!login/!sign/!work/!load/!open/!access/!use/!process/!print/!send/!connect/!book/!sell/!order/!trade/!run/!ship/!dispatch/!check/!take/!accept/!scan/!serve/!working/!loading/!printing/!sending/!processing ** !today/!tonight $", 0.72, "immediate"],
    // The business at a stop or at its busiest while it lasts: "we're just sitting here", "in the middle of our sale".
    ["are/is/am just/all? sitting/standing * here/around/idle $/waiting/with/doing/unable/twiddling", 0.75, "immediate"],
    // Now, not a story: "right in the middle of our sale", "we are in the middle of service".
    ["right/currently/now/we/it/they * are/is? * in the middle of * our/a/the * sale/sales/service/rush/busiest/peak/launch/event/shift/lunch/dinner/open-day/season", 0.75, "immediate"],
    // "Pressing" as a state, not the verb: "it's quite pressing".
    ["it/this/that/which is pressing | quite/very/rather/really/fairly/extremely/pretty/bit/getting pressing", 0.75, "immediate"],
    ["by/before * lunchtime/lunch/noon/midday/this-evening/this-afternoon/tonight", 0.8, "immediate"],
    ["immediately/immediate/asap/urgently/emergency", 0.9, "immediate"],
    ["urgent", 0.85, "immediate"],
    ["as soon as possible/possible", 0.9, "immediate"],
    ["today/tonight/this-morning/this-afternoon/this-hour/within-the-hour/within-an-hour", 0.75, "immediate"],
    ["every minute/hour * costs/counts/losing/lose", 0.9, "immediate"],
    ["losing/lose * money/revenue/sales/orders * every/right/now/by", 0.85, "immediate"],
    // Every sale lost while it lasts: "we're losing every sale", "we are losing all our bookings".
    ["losing every/all * sale/sales/order/orders/booking/bookings/customer/customers", 0.85, "immediate"],
    // The customer's own top priority code for the ticket: "please treat as a P1", "log it as sev 1".
    ["treat/treating/log/raise/mark/flag/handle * as * p1/sev1/sev-1/priority-1/priority-one/p0", 0.85, "immediate"],
    ["need/needs * someone/help/this/it/fix * now", 0.85, "immediate"],
    // Told of a caller in call notes: "wants an engineer on it now" (triage11).
    ["want/wants/wanted/need/needs/needed * someone/somebody/engineer/technician/developer/person * on * it/this * now/today/asap", 0.85, "immediate"],
    // Something that must happen by an hour with no day named is today: "has to reach families before 8:45".
    ["has-to/have-to/must/needs-to/need-to ** before/by {time}", 0.78, "immediate"],
    ["now", 0.4, "immediate"],
    // Haste asked outright, or an order to act now: "please hurry", "stop the sending now!".
    ["please/pls/plz/so * hurry | hurry up/please | be quick", 0.85, "immediate"],
    ["stop/fix/block/pause/cancel/restore/undo/revert/disable/halt/unlock/reset/sort/send/call * * now $", 0.8, "immediate"],
    // Speed asked for in plain words: "please fix it fast", "need help quickly".
    // "Fastly" as non-native English says it: "please help fastly".
    ["please/pls/plz/need/needs/must/fix/help/respond/reply/answer/sort * fast/fastly/quickly/quick/promptly/soonest", 0.75, "immediate"],
    // A hard stop within the hour: "we open in 30 minutes", "the event starts in an hour".
    ["in/within {num}/an/a/half * minutes/minute/min/mins/hour/hours/hr/hrs", 0.8, "immediate"],
    ["can not !wait", 0.8, "immediate"],
    // A deadline later today told by the event and its hour: "before our board meeting at 3".
    ["before/by/until * meeting/call/demo/presentation/shift/service/opening/show/event/session/inspection/audit/visit/flight/launch/doors/deadline/cutoff/cut-off/run * at {num}/{time}/noon/midday", 0.82, "immediate"],
    ["before/by/until * the/our? * {time}/{num} * cutoff/cut-off/deadline/close/run/meeting/call/departure", 0.82, "immediate"],
    // A business event at an hour with no day named is today; a named day ("on Monday",
    // "tomorrow", 0.7-0.75) outweighs it.
    // The event named, then its hour: "the shift change is at 6".
    ["shift/shifts/handover/meeting/call/demo/presentation/service/show/event/session/inspection/audit/visit/flight/launch/doors/deadline/cutoff/cut-off/class/appointment/interview/delivery/collection/pickup/briefing/training/webinar/rehearsal * at {num}/{time}/noon/midday", 0.68, "immediate"],
    ["due/open/opens/opening/start/starts/leave/leaves/close/closes/begin/begins/arrive/arrives/depart/departs/runs/run/land/lands * at {num}/{time}/noon/midday", 0.68, "immediate"],
    // The carrier's call at an hour: "the courier collects the parcels at 4".
    ["courier/couriers/carrier/van/truck/lorry/postman/post * collects/collect/comes/calls/arrives/leaves/picks-up ** at {num}/{time}/noon/midday", 0.68, "immediate"],
    // Money that cannot come in now: "we can't take any card payments", goods going out unpaid.
    ["can/could not !take/!accept/!process * !any? * !card/!cards/!payments/!payment/!orders/!bookings", 0.7, "immediate"],
    ["are/is checking-out/ordering/buying/leaving * for free/nothing", 0.72, "immediate"],
    // Business stopped now: the premises closed by the fault, people waiting at the counter.
    [PREMISES_CLOSED, 0.75, "immediate"],
    // People stranded by the fault now: "guests are stuck in the corridors".
    ["guests/customers/patients/passengers/visitors/shoppers/diners/residents/tenants/staff/drivers/people/members/students * are/is/were/stand/standing/left * stuck/stranded/trapped/locked-out ** in/at/outside/of * the/their/our? * corridor/corridors/lobby/hall/hallway/car-park/gate/gates/street/rooms/room/lift/lifts/elevator/entrance/platform/door/doors/building/car/cars", 0.75, "immediate"],
    ["waiting/queuing/queueing/queue/lined-up * at/in/outside/on * the? counter/door/doors/till/tills/desk/shop/store/reception/phone/phones/checkout/gate", 0.72, "immediate"],
    // The people served turning up while it lasts: "patients are arriving now", "customers are already waiting."
    // The clause ends there: "patients are arriving on time now that reminders work" tells a fix.
    ["guests/customers/patients/passengers/visitors/shoppers/diners/clients/members/students/pupils/parents/people * are/is * arriving/waiting/queuing/queueing/here/coming-in now/already/right-now/as-we-speak $ | guests/customers/patients/passengers/visitors/shoppers/diners/clients/members/students/pupils/parents/people * are/is already/now arriving/waiting/queuing/queueing/here $/at/in/outside", 0.75, "immediate"],
    ["eod/cob/close-of-business/end-of-day/end-of-business/end-of-play", 0.8, "immediate"],
    // A business event on a named day: "the auditors arrive on Thursday", "the launch is on Friday".
    ["arrive/arrives/arriving/come/comes/coming/start/starts/starting/begin/begins/open/opens/opening/launch/launches/land/lands/visit/visits/closes/close/due/is/are/goes/go/going/ships/ship/leaves/leave/runs/run/running/happens/happen/meets/meet * out? * on? {weekday}/tomorrow", 0.7, "soon"],
    ["arrive/arrives/arriving/come/comes/coming/visit/visits/start/starts/due/is/are/runs/run/happens/closes/open/opens/opening/launch/launches/reopens/go-live/goes-live * on the {num}", 0.7, "soon"],
    // The business's own calendar: an event it holds or is held to on a day or a date ("before
    // their audit on the 14th", "we have a school trip on Friday", "we close the month on the 30th").
    [`before/by/until * meeting/demo/presentation/event/inspection/audit/visit/launch/opening/exam/review/board/move/payroll/deadline/${HELD_EVENTS} ** on the? {num}/{weekday}/{month}`, 0.72, "soon"],
    // The event named with its day: "our gala is on Saturday", "the match on Sunday" (a past day is voided above).
    [`our/the ${HELD_EVENTS} * is/are/on/this/next * on? the? {weekday}/tomorrow/{num} | ${EVENT_NOUNS} on/this/next the? {weekday}/tomorrow/{num}`, 0.7, "soon"],
    // What the sender must present on a day counts as theirs too: "I have a client presentation on Thursday".
    ["have/has/got * trip/event/meeting/inspection/audit/visit/launch/wedding/conference/exam/show/match/concert/festival/fair/market/open-day/party/sale/tournament/ceremony/graduation/presentation/demo/pitch/interview/showcase/recital ** on {weekday}/tomorrow | have/has/got * trip/event/meeting/inspection/audit/visit/launch/wedding/conference/exam/show/match/concert/festival/fair/market/open-day/party/sale/tournament/ceremony/graduation/presentation/demo/pitch/interview/showcase/recital ** on the {num}", 0.7, "soon"],
    ["close/closing * the? month/quarter/year/books/accounts ** on the? {num}/{weekday}", 0.7, "soon"],
    // What the fix is needed for, on a named day: "we need it to pay the growers on Monday", "I need
    // them for the clinic on Thursday". Present "need" only: "we needed it on Monday" is gone by.
    ["need/needs * it/them/this/these/that/those * to/for ** on the? {weekday}/tomorrow/{num}", 0.7, "soon"],
    // A day of this or next week named with its "this": "a pop-up market this Saturday" (a day that dates the fault is voided).
    ["this/next/coming {weekday}", 0.68, "soon"],
    ["live/launch/launching/opening/reopening ** on? {weekday}/tomorrow", 0.7, "soon"],
    ["before/by * the? weekend/month-end/end-of-month/quarter-end/year-end/holidays", 0.75, "soon"],
    // A season, an intake or a schedule that starts on a named month or day: "before the new intake arrives in September".
    ["before/by/until ** starts/begins/opens/arrives/arrive/start/begin/open/ends/closes/goes-live/kicks-off in/on {month}/{weekday}/{num}", 0.72, "soon"],
    // The same told by the period alone: "before the new school year in September".
    ["before/by/until * the/our? * new/next? * school-year/academic-year/term/semester/season/intake/financial-year/tax-year in {month}", 0.72, "soon"],
    // A holiday named as the deadline: "ideally before Christmas".
    ["before/by christmas/easter/new-year/thanksgiving/ramadan/eid/diwali/hanukkah/the-summer-holidays/half-term", 0.7, "soon"],
    // The end of a period as the limit: "our lease ends at the end of the month".
    ["by/before/until/ends/expires/closes/lapses/runs-out * the? end of the month/quarter/term/year/week", 0.72, "soon"],
    // A year or a term that ends: "before the tax year ends in April".
    ["before/by/until * the/our? * tax/financial/fiscal/school/academic? year/term/quarter/season ends/closes/finishes/end/close", 0.72, "soon"],
    ["this-week/by-{weekday}/before-{weekday}/tomorrow/end-of-the-week/end-of-week/next-few-days/couple-of-days/in-a-day-or-two/soon/shortly/this-month", 0.75, "soon"],
    ["by/before * {weekday}/{month}/{num}/tomorrow/monday/friday/end", 0.7, "soon"],
    // A deadline inside a condition is still one: "if it is not fixed by Friday, we lose the client".
    ["^by/^before/^until * ^{weekday}/^{month}/^{num}/^tomorrow", 0.7, "soon"],
    ["^by/^before/^until * ^today/^tonight/^noon/^{time}", 0.75, "immediate"],
    // The sender's own need with a day past today outweighs an "urgent" that is impatience
    // ("urgent please! I need it by next Friday"); "asap", "immediately" (0.9) stay above it.
    ["i/we need/needs/must/have-to/has-to ** by/before/until * next/this/coming? {weekday}/tomorrow/next-week/end-of-week/end-of-the-week/the-weekend", 0.88, "soon"],
    // The same with the deadline told first: "before our launch next week we need the domain working".
    ["before/by/until ** next-week/next/this/coming/tomorrow/{weekday} * {weekday}/week/month? ,? @i/@we @need/@needs/@must/@have-to/@has-to", 0.86, "soon"],
    ["within * days/day/week", 0.8, "soon"],
    // A need by a day told before it ("we file on 31 January, so we need it fixed before then").
    ["need/needs/must/have-to/has-to/help/want/like ** before/by then $", 0.72, "soon"],
    ["in a/{num}/two/three/four/five/few/couple * of? day/days/fortnight/week/weeks", 0.75, "soon"],
    ["earliest convenience/opportunity | at your earliest", 0.7, "soon"],
    // A deadline after "no rush, but": the deadline is what is asked.
    ["!rush/!hurry/!urgency *1 ,? @but ** @before/@by/@within/@until", 0.92, "soon"],
    // The same after "not urgent" or "not pressing", and with the near date told without a
    // preposition: "not urgent, but we'd want it done this week" (a hedge, then the date wanted).
    ["!urgent/!pressing/!critical *1 ,? @but ** @before/@by/@within/@until/@this-week/@this-month/@tomorrow/@next-week/@end-of-the-week", 0.92, "soon"],
    // A near time the sender calls acceptable is still the time wanted: "tomorrow is fine", "sometime
    // next week would be fine" (above "sometime" and a "don't rush" in the same email).
    ["@tomorrow/@next-week/@this-week/@week-or-so/@{weekday} ,? is/would-be/will-be/'s fine/ok/okay/good/soon-enough", 0.92, "soon"],
    // "In the next day or two": the next few days told with "the next".
    ["in/within the next * day/days/couple-of-days/few-days/week", 0.8, "soon"],
    ["before * our/the * launch/deadline/meeting/audit/run/close/release/event", 0.75, "soon"],
    ["next week/deadline/due", 0.6, "soon"],
    // "No deadline on this one", "there's no time pressure": nothing waits on it.
    ["!rush/!hurry/!urgency/!urgent/!pressure/!stress/!priority/!deadline/!deadlines/!timeline/!timeframe/!time-frame", 0.9, "flexible"],
    // Opening the sentence, "no" is read as an answer, not a negation: "No deadline on this one: …".
    ["^ @no @deadline/@deadlines/@timeline/@timeframe/@time-frame/@rush/@hurry/@urgency", 0.9, "flexible"],
    ["when/whenever possible", 0.75, "flexible"],
    ["whenever/sometime/@someday/@some-day/@one-day", 0.8, "flexible"],
    // "Whenever it suits": the sender's time is the vendor's ("whenever" alone is hidden there as "each time").
    ["whenever/when * it/that/this suits/suit ,/$/you/your/the-team/us | it/that/this suits/suit ,/$/you/your/the-team/us", 0.8, "flexible"],
    ["eventually", 0.45, "flexible"],
    // A wish for some day: "it would be great to have it some day".
    ["@some @day", 0.75, "flexible"],
    // "It can wait until after the holidays": below a "today" for another point of the same email.
    // What waits is the ticket or its sender, not people at a till ("customers can wait for ages at the till").
    ["it/this/that/which/i/we/else/rest/one/request/fix/change/question/matter/thing/ticket can/could wait * until/till/for/a/after", 0.7, "flexible"],
    // Every point of the message told to wait at once: "both can wait.", "all of it can wait." (not
    // "customers can wait at the till": the sentence ends at "wait").
    ["both/everything/all-of-it/all-of-this/all-of-these/all-three/all-of-them can/could wait $", 0.8, "flexible"],
    // Call notes drop the subject: "Can wait till next week." A date to wait until names no crowd.
    ["can/could wait until/till/after * next/tomorrow/{weekday}/{month}/the-weekend/monday/the-end/end/after", 0.7, "flexible"],
    ["understand/fine/okay/ok/happy/no-problem if", 0.7, "flexible"],
    ["@takes/@take @a @while/@bit", 0.6, "flexible"],
    ["when/whenever you * get/have * a chance/moment/time", 0.85, "flexible"],
    ["when/whenever you/u can/are-able/have-time", 0.75, "flexible"],
    ["when/whenever/if * convenient | at-a-convenient-time", 0.8, "flexible"],
    ["take-your-time/at-your-convenience/low-priority/in-due-course", 0.85, "flexible"],
    ["!big/!huge !deal", 0.6, "flexible"],
    ["next month/quarter/release", 0.5, "flexible"],
    ...TIME_SEV_CUES
  ],
  denyCues: [],
  // "Is there a deadline?" "Thursday": the bare day answers how soon; "not really" that it can wait.
  // Only questions about need: a day answering "when did it start?" dates the fault.
  questions: [
    "@deadline/@deadlines/@urgent/@urgency/@time-sensitive/@timeframe/@time-frame/@timeline/@priority",
    "@how @soon/@quickly/@fast/@urgent/@pressing",
    "@when/@by-when * @need/@needs/@must/@have-to/@required/@due"
  ],
  // "When did you first notice it?" "This morning": the reply dates the fault (engine/datedReplies.ts).
  pastQuestions: [
    "@when * @did/@was/@were/@has/@have/@had * @start/@started/@begin/@began/@happen/@happened/@notice/@noticed/@occur/@occurred/@stop/@stopped/@break/@broke/@go/@appear/@appeared/@first/@last",
    "@how @long * @been/@has/@have/@had/@going",
    "@since @when"
  ],
  answerCues: [
    ["{weekday}/tomorrow/{month}/next-week/end-of-week/end-of-month", 0.7, "soon"],
    ["!really/!particularly/!especially/!very/!that/!too/!terribly/!massively/!hugely/!super/!deadline/!hurry/!rush/!urgent/nope/nah/no", 0.6, "flexible"]
  ]
}
