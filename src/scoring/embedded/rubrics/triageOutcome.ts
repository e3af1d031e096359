// Severity told by what the fault does (triage7, 11-28), when the ticket names no "down" or
// "broken": a dose printed wrong, a letter sent to a different tenant, money gone out twice, staff
// paid short, the work carried on by hand or on paper, alarms that reach nobody, goods given away,
// a queue outside; and the words that look severe or urgent and are not (an "emergency contact",
// "further down the menu", an outage asked about in a plan, a fault told fine since). See
// ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** Who may receive what was meant for another: a leak when it lands with them. */
const RECIPIENTS =
  "tenant/tenants/resident/residents/member/members/customer/customers/client/clients/patient/patients/family/families/household/households/practice/practices/surgery/surgeries/applicant/applicants/claimant/claimants/employee/employees/parent/parents/person/people/user/users/company/companies/business/businesses/firm/firms/account/accounts"

/** The same, in any modality (the words after "with" or "to" may read hypothetical). */
const AT_RECIPIENTS = RECIPIENTS.split("/").map((w) => `@${w}`).join("/")

/** Verbs of a message or a record going somewhere. */
const SENT = "sent/emailed/posted/mailed/delivered/went/gone/going/goes/landing/landed/lands/forwarded/routed/ended-up/ending-up/arriving/arrived"

/** What a hand or paper fallback carries on with. */
const DONE_BY_HAND = "writing/recording/checking/logging/noting/taking/tracking/issuing/booking/counting/signing/registering/keeping/admitting/dispensing/ticking"
const FALLBACK = "by-hand/manually/on-paper/on-a-clipboard/on-clipboards/pen-and-paper/paper-forms/on-paper-forms/paper-lists/on-a-spreadsheet/off-a-spreadsheet"

/** A medicine's words: a figure wrong there is a hazard to people. */
const DOSE = "dose/doses/dosage/dosages/medication/medications/medicine/medicines/prescription/prescriptions/allergy/allergies/insulin"

/** People a business serves, beyond triageImpact's customers, unable to do their part. */
const SERVED = "customers/clients/guests/patients/members/parents/pupils/students/residents/tenants/claimants/applicants/passengers/visitors/users/shoppers/buyers"

/** What stands at a door, a gate or a till and reads what people show it. */
const DOOR_DEVICES = "reader/readers/scanner/scanners/barrier/barriers/gate/gates/turnstile/turnstiles/terminal/terminals/machine/machines/locker/lockers/kiosk/kiosks/till/tills/validator/validators/encoder"
/** What people show such a device. */
const TOKENS_SHOWN = "passes/pass/cards/card/tickets/ticket/codes/code/badges/badge/permits/permit/wristbands/fobs/vouchers/coupons/barcodes/qr-codes"

export const OUTCOME_CUES: ReadonlyArray<Cue> = [
  // A wrong dose or medicine: a hazard whoever it hits.
  [`@wrong/@incorrect/@different * ${DOSE}`, 0.84, "critical"],
  // What was meant for one person landing with another: "sent her statement to a different tenant".
  [`${SENT} ** ,? ** ,? ** @to/@with/@at @a/@the? @different/@wrong/@another/@other * ${AT_RECIPIENTS}`, 0.85, "critical"],
  // Money taken twice from the business's own customers: "every transfer has gone out twice".
  ["every/all/each ** transfer/transfers/payment/payments/debit/debits/direct-debit/withdrawal/withdrawals/order/orders ** ** gone-out/went-out/taken/debited/charged/processed/sent/paid/deducted/collected * twice/double/two-times", 0.86, "critical"],
  ["customers/members/clients/users/account-holders/tenants/staff/employees/drivers * are/were/now/been/left/gone * overdrawn", 0.76, "high"],
  // Staff paid short: "paid about half their wages".
  ["paid/received/got * half/nothing/short/less/a-fraction ** wages/salary/salaries/pay/overtime/payslip/payslips | underpaid/short-paid", 0.78, "high"],
  // The work carried on by hand while the fault lasts, at volume or with a queue behind it.
  [`${DONE_BY_HAND} ** every/each/all ** ${FALLBACK} | ${DONE_BY_HAND} ** ${FALLBACK} ** ,? ** queue/queues/queuing/queueing/backlog/behind`, 0.74, "high"],
  // Hand work counted: "we're matching 400 lines by hand" (a habit before the product names no count now: "we used to").
  [`${DONE_BY_HAND}/matching/reconciling/keying/typing/entering/re-entering/retyping * {num} ** ${FALLBACK}`, 0.74, "high"],
  // Hand work with its rate told after a comma: "writing the labels by hand since this morning,
  // about 200 parcels a day" (a count alone, "just 5 today", names no rate).
  [`${DONE_BY_HAND}/copying/matching/reconciling/keying/typing/entering ** ${FALLBACK} ** ,? ** {num} * a/per/each/every day/shift/week/hour/morning/night`, 0.74, "high"],
  // Money that did not leave: "the direct debits didn't go out to the bank".
  ["payments/debits/direct-debits/wages/salaries/payroll/transfers/payouts/refunds/remittances * did/have/has/were/was not !go-out/!leave/!reach/!arrive/!run/!process/!clear", 0.78, "high"],
  // Records cut short by the product: "the export cuts off after 1,000 rows".
  ["cuts/cut/stops/truncates/truncated * off? * after/at * {num} * rows/records/lines/entries/items/pages/results/contacts/transactions", 0.62, "medium"],
  // A figure worked out the wrong way: "deductions calculate on gross instead of net".
  ["calculate/calculates/calculated/calculating/computes/computed/rounds/rounded/deducts/deducted/applies/applied ** instead-of/rather-than", 0.62, "medium"],
  // What a vendor's document says, asked: "what's the uptime figure in your SLA?".
  ["@what/@which @is/@are * @the ** @in/@of/@on @your * @sla/@contract/@plan/@terms/@policy/@agreement/@pricing/@documentation/@docs", 0.6, "low"],
  // Work hours behind: "dispatch is running about three hours behind".
  ["running ** hours/days behind", 0.72, "high"],
  // Alarms and reminders that reach nobody: "the fridge alerts haven't reached anyone".
  ["alerts/alarms/alert/alarm/warnings/notifications/reminders/pages/pagers ** @not @reached/@reach/@reaching/@triggered/@fired/@sounded/@gone-off/@went-off/@go-off", 0.74, "high"],
  // Nobody covering: "the rota shows nobody on call tonight".
  ["nobody/no-one/noone @on @call/@duty | nobody/no-one/noone @rostered/@covering", 0.76, "high"],
  // Goods going out unpaid: "we've been giving meals away since lunch".
  ["been/are/were/now/keep/is giving/handing * ** away", 0.8, "critical"],
  // People or vehicles held by the fault: "6 lorries waiting outside".
  ["{num}/dozens/hundreds/queue-of/line-of * lorries/trucks/vans/drivers/customers/guests/patients/people/cars/passengers/visitors/shoppers/diners * waiting/queuing/queueing/stuck/stranded/backed-up", 0.72, "high"],
  // The same refusal on every sale: "keeps saying 'no connection' on every sale".
  ["keeps/keep/kept * saying/showing/giving/throwing/returning ** @on/@for/@with * @every/@each/@all/@any * @sale/@sales/@transaction/@transactions/@payment/@payments/@order/@orders/@booking/@bookings/@card/@cards/@scan/@scans/@ticket/@tickets/@item/@items/@customer/@customers", 0.74, "high"],
  // "Can no longer" is "cannot": the served unable to pay is money stopped; anything else blocked.
  [`${SERVED} ** can/could no !longer !pay/!order/!buy/!book/!checkout/!check-out/!purchase`, 0.82, "critical"],
  ["can/could no !longer !log/!sign/!login/!access/!send/!export/!sync/!save/!upload/!use/!connect/!load/!open/!print/!pay/!book/!see/!get/!scan/!submit/!process/!take/!accept/!order/!reach/!view/!clock/!dispatch", 0.6, "high"],
  // A file or form refused by the product: a fault, the work held (a plan's rule asked about stays low).
  ["rejects/rejected/rejecting/refuses/refused/refusing * our/my/the/every/any * spreadsheet/spreadsheets/file/files/upload/uploads/csv/document/documents/form/forms/import/photo/photos", 0.6, "medium"],
  // A narrowed report, the good part told first: "the lift doors are fine again now, it's the bin store door that won't open".
  ["fine/ok/okay/working/works/back * now/again ,? ** it is just/only? the ** that/which", 0.86, "medium"],
  ["^ @the @one @by/@at/@in/@on/@near/@over/@under/@behind/@outside/@upstairs/@downstairs/@next/@beside ** @still", 0.64, "medium"],
  // The others have theirs: "the other drivers have their runs" (the fault stops at one).
  ["@the @other/@others * @have/@has/@get/@got/@see/@can-see @their/@theirs", 0.72, "medium"],
  // Work held in a queue of the product's: "customs declarations are stuck in 'pending'".
  ["stuck in/on/at * pending/processing/queued/awaiting/submitted/draft", 0.62, "high"],
  // People sent to the wrong place by the product: "120 owners turned up at the old branch".
  ["customers/clients/guests/patients/owners/members/parents/visitors/passengers/people/residents * turned-up/arrived/showed-up/went/came * at/to * the? old/wrong/previous/former/closed", 0.76, "high"],
  // What a plan promises, asked: a question, not an outage.
  ["@does/@do @your * @plan/@plans/@tier/@sla/@support/@contract ** @guarantee/@promise/@include/@cover/@offer", 0.6, "low"],
  // The business taking its own service down because of the fault: "we've had to pull the quote page".
  ["had/have/has to pull/disable/switch-off/turn-off/take-down/take-offline/suspend/withdraw/hide/close * the/our * page/site/website/form/service/feature/app/portal/shop/checkout/booking/bookings/quotes/quote/quoting/ordering/widget", 0.8, "high"],
  // A job of the product's that did not run: "tomorrow's list didn't publish".
  ["did/has/have not !publish/!generate/!import/!sync/!update/!run/!post/!refresh/!upload", 0.6, "high"],
  // Many sent or charged in error: "2,000 customers were sent a demand by mistake".
  ["{num}/all/every/hundreds/thousands/dozens * customers/clients/members/tenants/residents/patients/people/users/subscribers/policyholders/students/parents ** sent/charged/billed/emailed/texted/cancelled/deleted/debited/refunded ** by-mistake/in-error/wrongly/incorrectly/erroneously", 0.8, "high"],
  ["phones/phone/lines * have/has not !stopped", 0.72, "high"],
  // The same seat or slot given twice: "assigned seats that are already taken".
  ["assigned/given/sold/booked/allocated ** already taken/booked/sold/allocated/occupied/in-use", 0.72, "high"],
  // Told by the one thing and the two who got it: "giving the same room to two guests on the same night".
  ["giving/gives/gave/given/assigning/assigns/assigned/selling/sells/sold/booking/books/booked/allocating/allocates/allocated * the same * room/seat/table/slot/bed/pitch/space/spot/desk/vehicle/van/appointment ** to/for * two/{num}/different/several * guest/guests/customer/customers/people/patients/clients/members/families/parties/drivers/bookings", 0.72, "high"],
  // One thing singled out: "it seems to be just the ground floor printer".
  ["seems/looks/appears to be @just/@only the", 0.6, "medium"],
  // A feature told by what it would ease: "a feature to export as CSV would make life easier".
  ["feature/option/setting/button/shortcut/report/export/integration ** would make ** easier/simpler/quicker/faster", 0.72, "low"],
  // A wish with no date, for the product some day: low.
  ["would be lovely/handy/useful/helpful/nice/great/good ** one-day/someday/some-day/at-some-point/eventually/in-future/in-the-future/down-the-line", 0.75, "low"],
  ["@would @be @lovely/@handy/@nice/@great/@useful/@helpful @if @the/@your/@it ** @remembered/@could/@had/@showed/@let/@kept/@offered/@supported/@allowed/@did", 0.72, "low"],
  ["hoping/hope/hoped for ** option/options/feature/features/way/setting/button/view/mode/filter/tool/report/export/integration", 0.75, "low"],
  // A device at the door or till turning away what it should take: "the ticket barrier is rejecting
  // passes", "one lane's reader declines cards". The work goes on round it: a fault, not a stop.
  // Told as going on ("is rejecting", "keeps refusing") or of what is valid: "the scanner rejects
  // expired passes" is a rule asked about.
  [`${DOOR_DEVICES} ** is/are/keeps/keep/kept/started/starting rejecting/refusing/declining/bouncing ** ${TOKENS_SHOWN}`, 0.64, "medium"],
  [`${DOOR_DEVICES} ** rejecting/rejects/rejected/refusing/refuses/refused/declining/declines/declined * valid/correct/genuine/paid/working/good/perfectly-good/perfectly-valid ** ${TOKENS_SHOWN}`, 0.64, "medium"],
  // Things hard to find or use: a flaw in the layout, nothing stopped.
  ["hard/difficult/tricky/awkward to find/spot/locate/navigate/reach", 0.6, "low"],
  // How a change asked about would work: a question.
  ["how would/does/will that/this/it work", 0.62, "low"],
  // Two things alike on the screen: a look, not a fault.
  ["hard/difficult/tricky to tell * apart | hard/difficult/tricky to tell the difference", 0.7, "low"]
]

/** Severity voids: words that look like an outage or a stop and name none. */
export const OUTCOME_VOIDS: ReadonlyArray<string> = [
  // A place on a page or a street, not an outage: "further down the menu", "the cash machine down the road".
  "[@down] @the/@this/@that/@your/@our @menu/@page/@list/@screen/@road/@street/@hall/@corridor/@column/@form/@side/@dropdown",
  "@further/@lower/@farther/@way [@down]",
  // A fix awaited, not told: "I'll use the website until the problem is fixed".
  "@until/@till/@once/@when/@before/@after/@unless/@if * @the/@this/@that? * @outage/@issue/@problem/@fault/@incident/@bug @is/@was/@has-been/@been/@gets/@get [@resolved/@fixed/@sorted/@cleared/@over]",
  // A carrier's cut-off is a deadline, not text cut off: "the cut-off for today's container is at 4pm".
  "[@cut-off/@cutoff] @for/@time/@times/@date/@point | [@cut-off/@cutoff] @is/@was @at/@on/@{time}/@noon/@midday",
  // An outage asked about in a plan or a promise: "what does your plan guarantee for a critical outage?".
  "@guarantee/@guarantees/@guaranteed/@promise/@promises/@sla/@response/@cover/@covers/@policy/@plan/@support/@compensation/@credit ** @for/@during/@in-case-of/@in-the-event-of/@after @a/@an/@any @critical/@major/@serious/@total/@full/@complete/@severe? [@outage/@outages/@downtime/@incident/@incidents/@failure/@failures]",
  "@guarantee/@guarantees/@guaranteed/@promise/@promises/@sla/@response/@cover/@covers/@policy/@plan/@support/@compensation/@credit ** @for/@during/@in-case-of/@in-the-event-of/@after @a/@an/@any [@critical/@major/@serious/@total/@full/@complete/@severe] @outage/@outages/@downtime/@incident/@incidents/@failure/@failures"
]

/**
 * What a thing is asked to be made again: working again, fixed, back (ending the phrase: a "back
 * button" is no fix). Not bare "working": "get SSO working for us" asks for something new.
 */
const MADE_TO_WORK = "@working-again/@running-again/@fixed/@back-again/@back-up/@back-online/@sorted/@resolved/@restored/@repaired/@corrected/@mended/@reinstated"

/** A fix asked for ("would be great to get the counts working again", "can you get it fixed"): something is wrong. */
export const FIX_ASKED: ReadonlyArray<Cue> = [
  // The wish word itself is hidden by COURTESY_DENIALS, so it is skipped here. Over a document
  // asked for (0.6): "great to get the invoice sync working again" asks no copy of an invoice.
  [`@would @be * @to @get/@have ** ${MADE_TO_WORK} | @would @be * @to @get/@have ** @back $`, 0.62, "medium"],
  ["@you/@please @get/@have ** @working-again/@running-again/@fixed/@mended/@repaired/@restored", 0.5, "medium"]
]

/**
 * Severity voids: a denial that is manners beside a wish or a small fault, not a report of none:
 * "not a problem at all if it never happens", "no problem if not". A clause opening with it only,
 * so "it works with no problem if I restart it" keeps its words.
 */
export const COURTESY_DENIALS: ReadonlyArray<string> = [
  "^ @no/@not @a? @problem/@issue/@worries/@bother @at-all? @if/@whenever/@either-way/@either",
  // FIX_WISHED: "it'd be great to get the sync working again" asks for what worked to work again,
  // not for something new; the wish word is hidden so the floor's wish cue does not read it low.
  `@would @be @really/@so/@very/@just? [@good/@great/@nice/@helpful/@handy/@lovely/@brilliant/@ideal] * @to @get/@have ** ${MADE_TO_WORK}`,
  "@would @be @really/@so/@very/@just? [@good/@great/@nice/@helpful/@handy/@lovely/@brilliant/@ideal] * @to @get/@have ** @back $"
]

/** Severity and time voids: an "emergency" naming a kind of thing, not a state ("an emergency contact number"). */
export const NAMED_EMERGENCY: ReadonlyArray<string> = [
  "[@emergency] @contact/@contacts/@number/@numbers/@exit/@exits/@lighting/@lights/@stop/@button/@plan/@plans/@kit/@kits/@fund/@services/@department/@procedure/@procedures/@drill/@drills/@line/@phone/@details"
]

/** Time voids: a calendar's first day is a setting, not a deadline ("can the week start on Monday?"). */
export const WEEK_START: ReadonlyArray<string> = [
  "@week/@weeks/@calendar/@calendars [@start/@starts/@begin/@begins/@starting/@beginning] @on [{weekday}]"
]

/** A fault told over: fine since, or working again after a fix. */
export const OUTCOME_DENY_CUES: ReadonlyArray<Cue> = [
  // The fault named, not "it": "until it is fixed" is a way round held till the fix.
  ["outage/issue/problem/fault/incident is/was/has-been/been/now resolved/fixed/sorted/cleared/over", 0.85],
  ["everything/all/it/service/site/system/app came back $/around/at/by/online/up/after/now/again/fine/ok/normal", 0.85],
  ["been fine/ok/okay/stable/solid/good/working/running-fine since/ever-since", 0.85],
  ["is/are * working/running/fine/back * again/now * after/since/thanks-to * your/the * patch/fix/fixes/update/change/restart/help", 0.85]
]
