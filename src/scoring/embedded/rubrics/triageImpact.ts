// Severity from the impact a ticket describes when it names no severity: who is hit (one user,
// a team, the customers, everyone, money, data, safety) crossed with the kind of failure
// (blocked, slow, cosmetic). Each table row becomes cue patterns (../text/cues.ts); words after
// a negation carry its scope, hence the "@" on words that follow one ("nobody on the late
// shift can clock in" reads "nobody ~on ~the ~late ~shift ~can ~clock ~in").
import type { Cue } from "./types.js"

/** Who is hit, as the subject of the failure. */
const SCOPE = {
  /** Every user, the whole business ("all" and "every" alone also say "each time": "every export fails"). */
  everyone: "everyone/everybody/entire/whole/all-of-us/all-our-users/all-users/all-our-staff/all-staff",
  /** The business's own customers. */
  customers: "customers/clients/guests/patients/shoppers/buyers/members/visitors/students/tenants/callers/subscribers/users/residents/passengers/diners/parents/pupils/claimants/applicants",
  /** One of the customer's teams or sites. */
  team: "staff/team/teams/reps/drivers/workers/agents/nurses/doctors/technicians/techs/engineers/crew/office/warehouse/employees/colleagues/cashiers/reception/receptionists/front-desk/floor/shift/store/stores/branch/branches/site/sites/department/managers/couriers/riders/teachers/tills/registers/terminals/scanners/devices",
  /** Money moving in or out. */
  money: "payments/payment/orders/order/checkout/invoices/payroll/refunds/transactions/cards/card/payouts/wages/salaries/salary/paychecks/deposits/bookings/reservations",
  /** Part of the users: some, a few, a share. */
  partial: "some/several/few/couple/handful/many/half/third/quarter/most/dozens/hundreds/thousands"
} as const

/** The customers and the teams, in any modality (after a negation: "not open for all the cashiers"). */
const PEOPLE = `${SCOPE.team}/${SCOPE.customers}`.split("/").map((w) => `@${w}`).join("/")

/**
 * One person of a team or of the customers, in the singular: non-native English drops the plural
 * after "all" ("all the cashier in our shop cannot …"), read only with a verb or a place next.
 */
const PERSON_ONE = "@cashier/@driver/@nurse/@doctor/@worker/@agent/@technician/@engineer/@employee/@colleague/@receptionist/@manager/@courier/@teacher/@customer/@client/@guest/@patient/@member/@student/@tenant/@user"

/** The failure blocks the work: nothing gets done until it is fixed. */
const BLOCKED = "@not/@unable/@cannot/@stuck/@frozen/@blocked/@locked/@empty/@declined/@rejected/@refused/@refusing/@bouncing/@bounced/@bounces/@failing/@fail/@fails/@failed/@down/@offline/@blank/@hanging/@spinning/@crashing/@crashes/@missing/@disappeared/@vanished"

/** The negative subjects that are "everyone" by themselves: "nobody can", "none of our drivers can". */
const NOBODY = "nobody/no-one/noone/none"

/** What a subject of NOBODY does or cannot do: any action read in the negation's scope. */
const NOBODY_DOES = "@can/@could/@able/@been/@managed/@pay/@book/@order/@buy/@login/@log/@sign/@access/@use/@see/@send/@work/@works/@load/@loads/@open/@opens/@print/@prints/@connect/@connects/@sync/@syncs/@arrive/@arrives/@arrived/@get/@gets/@got/@went/@go/@goes/@show/@shows/@came/@come/@comes/@received/@receive/@working/@loading/@getting/@reach/@reaches/@reached/@appear/@appears/@update/@updates/@save/@saves/@pass/@passes"

/** Hazards to people: a failure around one of these is critical whoever it hits. */
const HAZARD = "fire/smoke/gas/alarm/alarms/sprinkler/sprinklers/medication/medications/medicine/dose/doses/dosage/allergy/allergies/insulin/oxygen"

/** Money's own words and the people who pay: what an error "for every ..." refuses. */
const MONEY_OR_PAYERS = `${SCOPE.money}/${SCOPE.customers}/card/cards/transaction/transactions/purchase/purchases/sale/sales/item/items/product/products/attempt/attempts/time`.split("/").map((w) => `@${w}`).join("/")

/** What a system does that comes out doubled: "arrives twice", "prints every label twice". */
const DOUBLED_BY = "arrive/arrives/arrived/arriving/print/prints/printed/printing/show/shows/showed/shown/showing/list/lists/listed/listing/appear/appears/appeared/appearing/send/sends/sent/sending/come/comes/came/coming/fire/fires/fired/firing/run/runs/ran/running/post/posts/posted/import/imports/imported/importing/create/creates/created/creating/books/booked/get/gets/got/getting/receive/receives/received/receiving/display/displays/displayed/displaying/count/counts/counted/adds/added/saves/saved/process/processes/processed/sync/syncs/synced/go/goes/went/deliver/delivers/delivered/ring/rings/rang/plays/played/load/loads/loaded/duplicate/duplicates/duplicated/repeat/repeats/repeated/emails/emailed/notify/notifies/notified/generate/generates/generated/pop/pops/popped/ping/pings/pinged/record/records/recorded/deduct/deducts/deducted/happen/happens/happened"

/** What does the doubling when it is a fault: the system, not the sender. */
const SYSTEM_DOER = "system/app/it/software/platform/portal/site/website/integration/sync/scanner/scanners/till/tills/printer/printers/terminal/terminals/machine/machines/reader/readers/shop/store/checkout/feed"

/**
 * The premises closed by the fault ("the shop is closed because the tills are down"): no business
 * at all for severity, business stopped now for time sensitivity (triageTime.ts).
 */
export const PREMISES_CLOSED =
  "shop/store/restaurant/clinic/office/business/salon/cafe/café/bar/pharmacy/practice/branch/factory/warehouse/kitchen/doors * is/are/was/were/had/has/have/been * closed/shut ** because/due/owing/thanks-to"

export const IMPACT_CUES: ReadonlyArray<Cue> = [
  // Everyone blocked, or money not moving: critical.
  [`${NOBODY} ** ${NOBODY_DOES}`, 0.85, "critical"],
  // "None of the staff on the early rota can ...": the subject's own words fill the gap.
  [`none @of ** * ${NOBODY_DOES}`, 0.85, "critical"],
  [`${SCOPE.everyone} ** ${BLOCKED}`, 0.82, "critical"],
  // "All" before people is everyone ("all the cashiers", "all our drivers"); before a thing it is a recurrence.
  [`@all @of? @the/@our/@my ${PEOPLE} ** ${BLOCKED}/@problem/@issue/@error/@errors | ${BLOCKED} ** @for @all/@any @of? @the/@our/@my ${PEOPLE}`, 0.82, "critical"],
  // The singular after "all", then where they work or what they cannot do: not "all the customer records".
  [`@all @the/@our/@my ${PERSON_ONE} @in/@at/@of/@from/@on/@can/@could/@are/@is/@have/@has/@do/@does ** ${BLOCKED}/@problem/@issue/@error/@errors`, 0.82, "critical"],
  [`${SCOPE.money} ** ${BLOCKED}`, 0.78, "critical"],
  // The paying step answering with an error for every card or order: money stops.
  // What is refused must be money's own or the payers ("for every card"), not "for any reason".
  [`${SCOPE.money} ** @error/@errors ** @every/@all/@each/@any @of? @the/@our? ${MONEY_OR_PAYERS}`, 0.78, "critical"],
  ["losing/lose/lost * bookings/customers/clients/business/reservations/patients/jobs/orders/sales/revenue/money/deals/income", 0.85, "critical"],
  // The buying step itself failing, or the customers unable to buy: money stops.
  ["error/errors/fails/failing/failed/broken/crashes * at/on/during/in * the? payment/checkout/order/booking/basket/cart * step/page/stage/screen", 0.8, "critical"],
  [`${SCOPE.customers} ** can/could not !order/!pay/!buy/!checkout/!check/!book/!purchase`, 0.8, "critical"],
  // The site down, said without a verb ("URGENT: website down").
  ["site/website/app/shop/store/webshop/system/server/platform/portal/service/checkout down/offline", 0.9, "critical"],
  // Failing for everyone, said the other way round.
  ["blank/down/offline/broken/crashing/frozen/locked/failing * for * everyone/everybody/all-of-us/all-users/all-staff/the-whole", 0.82, "critical"],
  // Access that should have ended: a leaver still in.
  ["former/ex/old/previous * employee/employees/staff/colleague/colleagues/user/users/member/contractor * can/could/still/has/have * log/access/see/sign/login/get", 0.85, "critical"],
  // The same told by the access taken away: "a contractor whose access we removed could still sign
  // in". Someone else's access, not the sender's own account ("I deleted my account but still get emails").
  ["@whose/@his/@her/@their * @access/@account/@login/@logins/@permissions/@rights * @removed/@revoked/@disabled/@deleted/@deactivated/@suspended/@closed/@cancelled/@canceled/@ended ** @still * @sign/@log/@login/@access/@download/@open/@see/@view/@get-in/@signed/@logged/@accessed/@downloaded/@opened | @removed/@revoked/@disabled/@deleted/@deactivated/@suspended/@closed/@cancelled/@canceled/@ended * @his/@her/@their * @access/@account/@login/@logins/@permissions/@rights ** @still * @sign/@log/@login/@access/@download/@open/@get-in/@signed/@logged/@accessed/@downloaded/@opened", 0.85, "critical"],
  ["will/can/could/would not !get/!be !paid", 0.8, "critical"],
  // Money that is not taken: goods go out unpaid.
  ["never/not !take/!takes/!taking/!took/!charge/!charges/!charging/!charged/!collect/!collects/!collecting/!capture/!captures/!capturing * !money/!payment/!payments/!cards/!card/!funds", 0.8, "critical"],
  ["@without * @being? * @paid/@payment/@paying/@charging/@charged", 0.8, "critical"],
  [`${HAZARD} ** ${BLOCKED}/@never/@stopped/@wrong`, 0.82, "critical"],
  // Someone else's records in front of a customer: a leak whatever words tell it.
  ["shown/showing/shows/show/displaying/displays/displayed/visible/exposed/listing/lists/found/finding/getting/receiving/received/sees * someone/somebody/anyone else", 0.85, "critical"],
  // Records of someone else opened or received: "sees the notes of a different patient".
  ["see/sees/seeing/saw/seen/show/shows/showing/shown/display/displays/opens/opened/gets/getting/got/receive/receives/received/receiving ** of/for/from * a/an/the? different/another/other/wrong * customer/customers/client/clients/patient/patients/person/people/user/users/member/members/tenant/tenants/family/company/firm/business/account/school/schools/practice/clinic/surgery/household/club/charity/agency/hospital/employer/organisation/organization/landlord", 0.85, "critical"],
  // The record of the person before or beside: "the form shows the previous patient's dose".
  ["see/sees/seeing/show/shows/showing/shown/displays/displaying/display * the? previous/wrong/other/another/different * customer/customers/client/clients/patient/patients/person/user/member/tenant/guest/student/resident", 0.82, "critical"],
  ["visible/available/accessible/exposed/shown/open/sent/shared/leaked * to * another/other/different/wrong/random/outside * firm/firms/company/companies/customer/customers/client/clients/people/person/user/users/business/businesses/organisation/organization/practice/team/account/accounts/party/parties/tenant/tenants", 0.85, "critical"],
  ["other/another/different * customers/clients/patients/users/people/companies/businesses/members/tenants/families * @details/@data/@records/@numbers/@addresses/@names/@phone/@emails/@information/@info/@files/@invoices/@orders/@prescriptions/@results/@notes/@documents/@accounts/@bank", 0.78, "critical"],
  // One other person's identity on the sender's page: "it had another patient's name and date of
  // birth on it". Only "another"/"a different" with a singular holder and what names a person, so
  // "another customer's order" (a thing, no identity) and "the other patient" (no record) stay out.
  ["another/different * customer/client/patient/guest/member/tenant/student/resident/person/user/family/owner/account-holder/policyholder * s? * @name/@address/@date-of-birth/@birthday/@phone/@email/@details/@diagnosis/@prescription/@medication/@payslip/@salary/@passport", 0.78, "critical"],
  // A function that does not work at all, or work stopped: high.
  // "Not able finish": a non-native sentence often drops the "to".
  ["unable to | not !able", 0.6, "high"],
  // The system refusing the work: "it won't let us post the invoices".
  ["not/never !let/!lets/!letting/!allow/!allows/!allowing/!permit/!permits", 0.62, "high"],
  // Card payments given up for cash: takings go on, by the fallback only (over money blocked, 0.78).
  ["@only * @take/@taking/@accept/@accepting/@use/@using * @cash | @cash-only", 0.8, "high"],
  // A lookup that finds nothing for anyone: "the search returns no results".
  ["give/gives/giving/return/returns/returning/show/shows/showing/find/finds/bring/brings * back/up? * no/zero * @results/@matches/@hits/@records/@entries | come/comes/came/coming * up/back * empty/blank", 0.62, "high"],
  ["does/do/did/is/are/will/would not !work/!works/!load/!open/!start/!sync/!connect/!print/!send/!save/!respond/!update/!run/!generate/!process/!export/!submit", 0.6, "high"],
  ["!work/!working/!load/!loading/!open/!sync/!syncing * !at !all", 0.75, "high"],
  // The system named, then "not" and the verb, with no auxiliary: "the system not start".
  ["system/app/program/software/till/tills/server/computer/device/machine/website/site/printer/scanner not !start/!work/!open/!load/!run/!boot/!respond/!print/!connect", 0.6, "high"],
  ["standstill/halt/halted/gridlock/paralysed/paralyzed/dead-in-the-water", 0.8, "high"],
  ["can/could not !do !anything", 0.8, "high"],
  // Mail that does not reach people, a certificate or domain gone, records doubled: high.
  ["land/lands/landing/end/ends/ending/go/goes/going * in/up/to * spam/junk", 0.7, "high"],
  ["certificate/ssl/tls/domain/licence/license * expired/invalid/revoked", 0.75, "high"],
  ["duplicated/doubled * every/all/each", 0.7, "high"],
  // The premises closed by the fault: no business at all.
  [PREMISES_CLOSED, 0.85, "critical"],
  ["had/have/has to close/shut * the/our? shop/store/restaurant/clinic/office/salon/cafe/café/bar/pharmacy/practice/branch/doors", 0.85, "critical"],
  // Customers turned away is business lost; customers charged wrongly is money taken.
  ["turn/turning/turned/send/sending/sent * customers/clients/guests/patients/people/visitors/children/kids/pupils/students/members/diners/shoppers/passengers/residents * away/home", 0.85, "critical"],
  // Every customer charged wrongly is money taken from all of them.
  ["every/all * subscriber/subscribers/customer/customers/client/clients/member/members/user/users/guest/guests/patient/patients ** charged/billed * twice/double/two-times/multiple-times/three-times/thrice/{num}-times/several-times", 0.82, "critical"],
  ["charged/billed/charging/billing * twice/double/two-times/multiple-times/three-times/thrice/{num}-times/several-times | double-charged/double-billed/overcharged/overcharging", 0.75, "high"],
  // The payers settling wrong sums: "clients are already paying the wrong amounts". Money moves, but wrongly.
  ["customers/clients/members/guests/patients/tenants/parents/subscribers/buyers * are/have/were? * already? * paying/paid/charged/billed * the? wrong/incorrect amount/amounts/price/prices/sum/sums/total/totals", 0.75, "high"],
  // A figure wrong in every place the business runs: "stock counts are wrong everywhere".
  ["wrong/incorrect/missing/out-of-date everywhere | wrong/incorrect/missing * at/in/across * every/all * site/sites/branch/branches/store/stores/shop/shops/warehouse/warehouses/location/locations/depot/depots", 0.75, "high"],
  // A hazard's monitoring lost: "stopped showing the gas readings", "the smoke sensors aren't reporting".
  ["stopped/not * showing/reading/reporting/sending/detecting/logging/recording ** gas/smoke/co2/carbon-monoxide/fire/flood/leak * readings/levels/sensor/sensors/detector/detectors/alarm/alarms | gas/smoke/co2/carbon-monoxide/fire/flood/leak * readings/levels/sensor/sensors/detector/detectors * stopped/not * showing/reporting/sending/working/reading", 0.8, "high"],
  // A share of the users blocked: high, even when the share is of money's own words.
  [`${SCOPE.partial} ** ${SCOPE.customers}/${SCOPE.team}/${SCOPE.money}/tickets/vouchers/passes/accounts ** ${BLOCKED}`, 0.83, "high"],
  [`${SCOPE.customers} ** ${BLOCKED}`, 0.76, "high"],
  [`${SCOPE.team} ** ${BLOCKED}`, 0.74, "high"],
  // One user hit while the rest work: medium, whatever the failure, and above a team blocked
  // ("two agents cannot see the queue, the rest of the team is fine"); a share of them stays high.
  ["everyone/everybody/others/rest/colleagues * else? ** is/are/seems/seem/works/work/working/look/looks/looking/got/get/gets/logged/logs/signed/signs/managed/manage/went/go/ring/rings/print/prints/run/runs/load/loads/connect/connects/sync/syncs/scan/scans * fine/ok/okay/normally/normal/unaffected/right/correct/good", 0.76, "medium"],
  // Most of them back while some still fail ("three of the four are working again, the one by
  // the door won't connect"): the rest bound told as a recovery.
  ["{num}/two/three/four/five/six/seven/eight/nine/ten/most/some/half/all-but-one of ** are/is * working/fine/back/up/running/connecting/taking/accepting/scanning/printing/processing * cards/payments/orders/tickets? * again", 0.76, "medium"],
  // "The rest of the front desk has no trouble": the same bound told by a denial.
  ["everyone/everybody/others/rest * else? ** has/have/had/having @no/@not * @trouble/@problem/@problems/@issue/@issues/@bother", 0.76, "medium"],
  ["only/just * one/me/my/him/her/single * user/person/colleague/account/member/employee/agent/device/laptop/machine/computer/login", 0.7, "medium"],
  ["@just/@only @me/@mine | @others/@colleagues/@everyone/@everybody * @else? * @see/@sees/@seeing * @it? * @fine/@ok/@okay/@normally/@correctly/@right/@properly", 0.7, "medium"],
  // The others named by who they are, able to do what the sender cannot: "other parents can open it" (triage11).
  ["other/the-other/all-the-other * parents/users/staff/members/customers/colleagues/people/patients/drivers/teachers/nurses/agents/students * can/could/are-able-to * open/see/log/use/access/read/print/load/sign/view/book/pay * it/them/in/fine/ok/okay/$", 0.76, "medium"],
  // One record lost is a loss, not an outage: high, over the loss of records in general (0.85).
  ["one/a/single/an * file/note/record/document/entry/photo/email/message/invoice/order/booking/contact/project/report/page ** is/are/has/have/been/got * gone/vanished/disappeared/deleted/lost/missing/erased", 0.86, "high"],
  // Figures that do not agree: wrong, not blocking.
  ["off by | not !add !up | not !match/!matching/!balance/!balancing/!tally/!reconcile", 0.6, "medium"],
  // A button or an action that does nothing: the work cannot go on.
  ["does/do/did nothing | nothing happens/happened", 0.62, "high"],
  // Passive: "new hires can't be added", "the order cannot be saved".
  ["can/could not !be * !added/!created/!saved/!sent/!opened/!processed/!paid/!booked/!submitted/!approved/!uploaded/!downloaded/!printed/!scanned/!found/!loaded/!edited/!deleted/!imported/!exported/!completed/!accessed/!used", 0.6, "high"],
  // Records overwritten or scrambled by a job: data damaged, not lost.
  ["overwrites/overwriting/overwrote/overwritten/corrupts/corrupting/scrambles/scrambled/mangles/mangled/garbled", 0.7, "high"],
  // Unusable for one team is that team blocked, below unusable for all.
  [`unusable ** @for * ${PEOPLE}`, 0.78, "high"],
  // Every customer's figure blank or zero.
  ["every/all * customer/customers/client/clients/user/users/account/accounts/member/members/patient/patients ** shows/show/showing/displays/display/is/are/reads * zero/blank/empty/nothing/0", 0.82, "critical"],
  // A way in with no credentials, told as a state of exposure ("reachable without a password",
  // "anyone can get in without a login"); a feature asked for ("can staff clock in without a
  // password?") names no such state.
  ["reachable/accessible/exposed/public/publicly/visible/viewable/open/opens/opened/anyone/anybody/strangers/outsiders/whoever/straight ** @without * @a/@any? @password/@passwords/@login/@logging-in/@authentication/@credentials/@sign-in/@signing-in", 0.85, "critical"],
  // Open to whoever holds the link: "downloadable by anyone who has the link".
  ["records/recordings/payroll/payslips/salaries/salary/data/details/contracts/invoices/statements/passports/addresses/accounts/passwords/files/documents/reports/notes/photos/scans/cv/cvs/health/medical ** downloadable/viewable/accessible/visible/readable/open/public * to/by * anyone/anybody/everyone/strangers/outsiders/the-public who/with/that", 0.85, "critical"],
  // A wish for the product: "one thing we'd love is dark mode".
  ["@thing @we/@i @would @love/@like | @would @love/@like @to @see/@have", 0.6, "low"],
  // A job that keeps refusing or stops part way: the work cannot go on.
  ["keeps/kept/keep * rejecting/refusing/failing/crashing/erroring/declining/timing-out/rebooting/restarting/resetting/disconnecting/dropping/freezing | stops/stopped/stop at * row/line/record/step/page/{num}", 0.62, "high"],
  // Nothing opens for anyone, and people left idle: everyone stopped.
  ["nothing * load/loads/work/works/open/opens/respond/responds ** @for * @any/@all/@every", 0.84, "critical"],
  ["{num}/all/whole/entire * people/staff/employees/workers/agents/team/drivers/nurses/cashiers ** idle", 0.84, "critical"],
  // A figure not right: wrong, not blocking.
  // A figure or a record said to be wrong ("the stock number is not correct"), not a person corrected.
  ["is/are/was/were/looks/look/seems/seem/shows/show not !correct/!accurate", 0.58, "medium"],
  // Told only for the record: "just so you know", "FYI".
  ["just so you know | just letting you know | fyi/heads-up | for your information", 0.7, "low"],
  ["cut/chopped/sliced in half | extra/blank/empty * line/lines/space/spaces/gap/gaps", 0.72, "low"],
  // "Not a priority": the sender ranks it low.
  ["!priority $", 0.7, "low"],
  // A document or screen that comes out empty: the feature gives nothing to work with.
  ["open/opens/opening/print/prints/printing/load/loads/loading/come/comes/coming/arrive/arrives/export/exports/download/downloads * out? blank/empty", 0.62, "high"],
  // The scope told as every site or vehicle, as a reply to "just yours?": "no, it's every van in the fleet".
  ["it/this/that * is * every/all/each * van/vans/vehicle/vehicles/truck/trucks/store/stores/branch/branches/site/sites/shop/shops/office/offices/location/locations/clinic/clinics/school/schools/till/tills/terminal/terminals/kiosk/kiosks/warehouse/warehouses/depot/depots", 0.78, "high"],
  // A screen gone blank or dark: "the kitchen display went blank" (the work shown on it stops).
  // Dark or black needs the screen itself and an event, not a habit: "the monitor goes black after
  // ten minutes idle" is a screensaver, an app that "turned dark" is dark mode.
  ["screen/screens/display/displays/monitor/monitors/dashboard/page/app/site/tablet/tablets * went/gone/goes/turned/turns * blank/white", 0.62, "high"],
  ["screen/screens/display/displays/monitor/monitors/tablet/tablets * went/gone * black/dark", 0.62, "high"],
  ["shows/show/showing/stuck-on/displays * a/an/the? * blank/black/white/empty * screen/page/display", 0.62, "high"],
  // Doubled, not charged: "each notification arrives twice". The system's doing, told by its
  // verb; "double check" or a click made twice is no fault.
  [`${DOUBLED_BY} ** twice/double/two-times/{num}-times`, 0.55, "medium"],
  // Every business record doubled by the system: "the scanners book every parcel twice" (stock and
  // orders wrong throughout, over one thing arriving twice); the system is the doer, so "I counted
  // every delivery twice" is no fault.
  [`${SYSTEM_DOER} * ${DOUBLED_BY}/book/log/logs/logged/scan/scans/scanned/charges/charged * every/each/all ** order/orders/parcel/parcels/item/items/sale/sales/invoice/invoices/payment/payments/booking/bookings/delivery/deliveries/shipment/shipments/product/products/transaction/transactions/entry/entries/ticket/tickets ** twice/double/two-times`, 0.72, "high"],
  // Slow: medium.
  ["takes/take/taking/took * minute/minutes/ages/forever/seconds/sec/secs/min/mins", 0.6, "medium"],
  // Slower than it was: "it used to be instant".
  ["used to be/take/load/open/run/work * instant/instantly/quick/quicker/fast/faster/seconds/immediate/immediately", 0.6, "medium"],
  // A device shown offline that works all the same: the dashboard is wrong, nothing is stopped (over "offline", 0.75).
  ["show/shows/showing/shown/appear/appears/appearing/listed/marked * as * offline/down/disconnected/inactive/unavailable/unreachable ** although/though/but/yet/even-though/while", 0.8, "medium"],
  ["slower/slowed/slowing/longer-than-usual/longer-than-before/longer-than-it-used-to", 0.6, "medium"],
  // Where or how to do something: a question, no fault.
  ["where/how * to/do/can/could * i/we? * change/find/set/turn/switch/add/update/edit/download/enable/disable/configure/get/see", 0.6, "low"],
  // A control the sender cannot find is a how-to, not a fault: "I can't find the export button",
  // "why can't I find the print option?". Records not found ("can't find my invoices") stay out.
  ["can/could not @i/@we? !find/!locate/!spot @the/@a/@an/@any/@your *1 @button/@buttons/@option/@options/@setting/@settings/@menu/@tab/@toggle/@checkbox/@shortcut/@icon/@switch", 0.8, "low"],
  // A workaround in use: medium.
  ["@in @the @meantime/@interim | @meanwhile", 0.62, "medium"],
  // One user's workaround told as what they do: "so I've been sending it from my phone instead",
  // "copying it by hand for now", "works, just a pain".
  // One user's own way round it outweighs "it fails every time"; a team's ("so we ...") less so.
  ["i * been ** ** instead", 0.8, "medium"],
  ["so i ** ** instead", 0.62, "medium"],
  ["so we ** ** instead | we * been ** ** instead", 0.72, "medium"],
  // The same way round told "for now": "so I'm phoning them myself for now", "so we send it in
  // batches for the moment". The fault stays; that the sender copes bounds the harm.
  ["so i ** ** for now/the-moment/the-time-being", 0.75, "medium"],
  ["so we ** ** for now/the-moment/the-time-being", 0.7, "medium"],
  // A way round named as what the sender will use: "Chrome works fine so I'll use that until you fix it".
  // "Until" wants the fix after it: "I will use the new export every quarter until we switch
  // accountants" is a plan, no way round.
  ["i will * use * that/it/this/the/my ** until-it/until-you/until-this/until-that/until-then/until-the-fix/until-fixed/meanwhile/for-now/for-the-moment/in-the-meantime/instead", 0.8, "medium"],
  ["by-hand/manually ** for now/the-moment/the-time-being/until | for now/the-moment ** by-hand/manually", 0.72, "medium"],
  ["works/ok/okay/fine/manageable/doable ,? but/just/only * pain/slow/tedious/annoying/hassle/clunky/awkward | slow/tedious/annoying/clunky/awkward but * works/ok/okay/fine/manageable/doable", 0.72, "medium"],
  // Slow for everyone, the whole product: high, over slowness in general (0.6).
  ["slow/sluggish/lagging/laggy ** for * all/everyone/everybody/whole/entire | whole/entire * app/system/site/platform/product/portal * slow/sluggish/laggy/lagging", 0.72, "high"],
  // A feature failing for a whole team or department (not for every customer): high.
  ["fail/fails/failing/failed/broken/crashing/crashes/errors * for * all/every/whole/entire/our * team/department/office/branch/agents/colleagues/staff/drivers/nurses/cashiers", 0.74, "high"],
  // A request about the account, users or plan, or an idea: low.
  ["add/remove/invite/delete/deactivate * new? * user/users/colleague/colleagues/member/members/employee/employees/seat/seats/admin/admins/person", 0.65, "low"],
  ["cancel/downgrade/renew/pause * my/our/the * subscription/plan/account/contract", 0.65, "low"],
  ["@would @it @be @possible/@nice/@great", 0.6, "low"],
  ["@would @like @to @know/@ask | @is @it @possible", 0.6, "low"],
  // An account change asked for: "please rename our workspace".
  ["please/can/could/would * rename/merge/archive/transfer/reset * our/my/the", 0.65, "low"],
  // The help pages, not the product: "your help article mentions a renamed menu".
  ["help-article/help-articles/article/docs/documentation/guide/manual/tutorial/help-page/help-centre/help-center/faq/knowledge-base", 0.55, "low"],
  // A document asked for: "could you send us a copy of the statement".
  ["could/can/would/please * send/provide/share/email/forward/resend/give/get * copy/copies/report/invoice/invoices/receipt/receipts/statement/statements/certificate/document/documents/summary/breakdown/quote", 0.6, "low"],
  // A question about what would happen: "if the link broke, would we lose the data?".
  ["^if ** ,? ** ^would/^will/^could/^do/^does ^we/^i/^it/^you/^they | @what @happens/@would @happen @if", 0.55, "low"],
  ["@just @an @idea/@thought/@suggestion", 0.87, "low"],
  // A wish for something the product does not do yet: "would be handy if it could ...".
  // Whether what happens is meant to: "can't add more, is that a limit of the plan?".
  ["is/are this/that/it * a/the/an? * limit/limitation/restriction/by-design/on-purpose/intended ?", 0.66, "low"],
  // Not a polite request ("would be great if you could look at it"): the wish is for the product.
  ["@would @be @great/@nice/@handy/@helpful/@useful/@lovely/@cool/@brilliant @if @we/@i/@it/@users/@clients/@customers/@staff/@members/@patients/@guests/@people/@they * @could/@can @sort/@filter/@choose/@pick/@group/@export/@import/@customise/@customize/@search/@tag/@colour/@color/@hide/@show/@see/@have/@add/@set/@schedule/@save | @would @be @great/@nice/@handy/@helpful/@useful/@lovely @to @have/@add @a/@an/@the? @option/@way/@setting/@feature/@button/@filter/@shortcut/@view", 0.75, "low"],
  // A question about what the product offers: "do you publish ...", "is there a setting for ...".
  ["do/does you/it * offer/support/publish/provide/allow/integrate/include | is/are there * a/an/any * way/option/setting/feature/discount/add-on/api/report/page/limit", 0.55, "low"],
  // Details out of date on a document: low.
  ["old/outdated/previous/former/out-of-date * name/address/number/logo/phone/email/title/details/signature/branding", 0.6, "low"],
  // Cosmetic told by a minimiser: "they scan fine, just looks a bit off".
  ["just/only * look/looks/looking * a-bit/a-little/slightly/bit? off/odd/wonky/untidy/messy/funny/strange", 0.75, "low"],
  // Cosmetic: low.
  ["hard/difficult/tricky * to * read/see", 0.7, "low"],
  ["blurry/pixelated/squashed/stretched/overlapping/overlaps/overlap/overlapped/truncated/off-centre/off-center/cut-off/fuzzy", 0.75, "low"]
]
