// Severity at the escalation line (decisions §3): what moves a fault between medium, high and
// critical when the words of severity are missing or misleading. Reach (every visitor against
// one colleague), consequence (records gone, customers charged again and again) and a way round
// it named (another machine or format that works). See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** The people a business serves: a fault shown to all of them is the business down. */
const SERVED = "visitor/visitors/customer/customers/user/users/shopper/shoppers/guest/guests/client/clients/buyer/buyers/member/members/patient/patients/caller/callers"

/** One record, named in the singular after "every": "every reservation is gone". */
const RECORD = "booking/reservation/appointment/order/record/file/entry/invoice/contact/transaction/message/photo/document/note/timesheet/project"

/** The same records told in the plural: "on all invoices". */
const RECORDS = RECORD.split("/").map((w) => `${w}s`).join("/")

/** Documents the business sends or runs, singular and plural: "every statement we send". */
const DOCUMENTS = "report/reports/statement/statements/receipt/receipts/payslip/payslips/quote/quotes/label/labels/ticket/tickets/delivery-note/delivery-notes"

/** The sender's whole business by its kind: all of it stopped is the business down (a team or office stays high). */
const BUSINESS = "company/business/clinic/practice/surgery/shop/store/restaurant/hotel/salon/school/firm/agency/organisation/organization/pharmacy/garage/gym/studio"

/** Who works beside the sender: "one of my colleagues" is one person, not a team. */
const COLLEAGUES = "colleagues/staff/agents/users/employees/team/reps/nurses/drivers/cashiers/technicians/engineers/managers/people"

/**
 * A side part of a site or app, beside what it sells or books: a newsletter signup, a survey, the
 * reviews. It failing for every visitor is a feature broken for all (high), not the shop shut.
 */
const SIDE_FEATURES =
  "@newsletter/@newsletters/@mailing-list/@subscribe/@signup/@sign-up/@survey/@surveys/@feedback/@poll/@quiz/@comment/@comments/@review/@reviews/@rating/@ratings/@wishlist/@wish-list/@blog/@banner/@popup/@pop-up/@footer/@tooltip/@testimonials/@gallery/@referral/@share/@sharing/@cookie"

const SERVED_ANY = SERVED.split("/").map((w) => `@${w}`).join("/")

/** The quantifier of the shop-shut reading hidden where a side feature is what fails (a high cue below reads it). */
export const LEVEL_VOIDS: ReadonlyArray<string> = [
  `${SIDE_FEATURES} ** @error/@errors/@blank/@crash/@crashes/@fails/@failing/@failed/@broken/@down ** @to/@for * [@every/@all/@each/@any] * ${SERVED_ANY}`,
  // "Unknown user" as the text an error shows, not a stranger (round triold): "the screen shows
  // 'Unknown user'", "fails with an unknown user message". Only where an error's text is meant
  // (round trifix2): a screen or message that says it, the words closing the shown text, or a
  // message word after them; "our logs show an unknown user accessed …" is a stranger who acts.
  "@screen/@page/@message/@error/@app/@login/@prompt/@popup/@box/@it/@system/@site/@form/@tablet/@portal *1 @just/@only/@now/@still? @says/@said/@shows/@showed/@showing/@displays/@displayed/@reads/@returns/@returned/@throws/@gives/@gave *1 [@unknown/@unrecognised/@unrecognized/@invalid] @user/@username | @says/@said/@shows/@showed/@showing/@displays/@displayed/@reads/@returns/@returned/@throws/@gives/@gave *1 [@unknown/@unrecognised/@unrecognized/@invalid] @user/@username $ | [@unknown/@unrecognised/@unrecognized] @user/@username @message/@messages/@error/@errors/@screen/@page/@prompt/@popup/@warning/@notice/@code",
  // Access kept out is a wish or a question, no breach (round triold): "restrict unauthorised access
  // to the reports", "how do you stop unauthorized access". Only asked for (round trifix2): "we had
  // to block an unauthorised login", "failed to prevent unauthorised access" tell access that came.
  "@can/@could/@would/@how/@way/@ways/@setting/@settings/@option/@options/@want/@like/@need/@should/@possible/@feature/@add/@able/@there ** @restrict/@restricts/@restricting/@prevent/@prevents/@preventing/@block/@blocks/@blocking/@stop/@stops/@stopping/@protect/@protects/@protecting/@protection/@against/@avoid/@avoiding/@deny/@denying/@limit/@limiting/@guard/@guarding ** [@unauthorised/@unauthorized]"
]

export const LEVEL_CUES: ReadonlyArray<Cue> = [
  // A side feature failing for every visitor: broken for all, the shop still open (LEVEL_VOIDS).
  [`${SIDE_FEATURES} ** @error/@errors/@blank/@crash/@crashes/@fails/@failing/@failed/@broken/@down ** @to/@for * ${SERVED_ANY}`, 0.78, "high"],
  // The error every visitor gets: the shop is shut to all of them, whatever the error's name. A bare
  // count is no error ("we sent 200 invitations to all our members").
  [`error/errors/blank/crash/crashes ** to/for * every/all/each/any * ${SERVED}`, 0.84, "critical"],
  // The same told by its other faces: a white page, a card declined, a page failing for every one
  // of them or "for everyone" at a clause's end ("for everyone on the sales team" is a team, high).
  [`white/declined/rejected/refused/fails/failing/failed/down/offline/unavailable ** to/for * every/all/each/any * ${SERVED}`, 0.84, "critical"],
  // A call or a session cut for each of them: "the phone menu hangs up on every caller", "the line cuts off every caller".
  [`hangs/hung/drops/dropping/dropped/disconnects/disconnecting/disconnected/cuts-off/cutting-off ** on/to/for? * every/all/each/any * ${SERVED}`, 0.84, "critical"],
  // After "not" the words that follow read as denied too, so its tail is matched in any modality.
  [`!work/!working/!load/!loading/!open ** @to/@for * @every/@all/@each/@any * ${SERVED.split("/").map((w) => `@${w}`).join("/")}`, 0.84, "critical"],
  ["error/errors/blank/crash/crashes/declined/rejected/refused/fails/failing/failed/down/offline/unavailable ** to/for everyone/everybody/anyone $", 0.84, "critical"],
  // The whole business, named by its kind, hit: "whole clinic affected", "the entire shop is stuck".
  [`whole/entire * ${BUSINESS} * affected/stuck/down/offline/blocked/stopped/closed/dead/frozen/halted | affects/affecting/hit/hits/hitting/stopped/stopping/closed/closing/down * the? whole/entire * ${BUSINESS}`, 0.86, "critical"],
  // Records of every kind gone: "every reservation for the next month is gone" (one record gone is high, triageImpact.ts).
  [`every/each/all * ${RECORD} ** is/are/has/have/been/got * gone/vanished/disappeared/deleted/lost/missing/erased/wiped`, 0.87, "critical"],
  // Every record of a kind made twice: the work or the money on them doubles ("every order is imported
  // twice"); a message or a print sent twice is a nuisance, left to the doubled cues. Told as what
  // happens ("is/gets"), not asked for ("can every invoice be printed twice?").
  [`every/each/all * ${RECORD}/${RECORDS} ** is/are/was/were/gets/get/got/been imported/created/charged/billed/booked/posted/synced/processed/entered/recorded * twice/double/two-times`, 0.76, "high"],
  // Each of the served getting the others' records: a leak told as a mailing gone wrong.
  ["received/receives/receiving/got/gets/getting/sees/saw/see/seeing everyone/everybody/each-other * s? * details/balances/balance/data/records/statements/invoices/numbers/addresses/emails/names/bills/orders/results", 0.85, "critical"],
  // The product unusable for the business's customers is the business down; for a team it stays high (triageImpact.ts).
  [`unusable ** for our/all/the/every/any? ${SERVED}`, 0.8, "critical"],
  // One of the sender's colleagues as the subject (a clause opens on it): one person hit, medium,
  // over a team blocked (0.74); "the payslips were emailed to one of our drivers" is no such subject.
  [`^ @one @of @my/@our/@the ${COLLEAGUES.split("/").map((w) => `@${w}`).join("/")}`, 0.78, "medium"],
  // The same with the plural dropped, as non-native English has it: "one of my colleague is not able to …".
  // Read with a failing word after it: "one of my colleague asked about training" reports no fault (rev12).
  ["^ @one @of @my/@our/@the @colleague/@agent/@user/@employee/@nurse/@driver/@cashier/@technician/@engineer/@manager/@coworker/@co-worker ** @not/@unable/@cannot/@stuck/@locked/@blocked/@lost/@losing/@missing/@keeps/@getting/@gets/@got/@sees/@seeing/@error/@errors/@crashes/@crashing/@fails/@failing/@failed/@wrong/@can", 0.78, "medium"],
  // The same work done another way: "fails from the desk PC but works from the office one".
  ["fails/failing/fail/failed/not/crashes/crashing ** but * works/work/working/worked/fine * from/on/in/with/via/through/for/using", 0.7, "medium"],
  // A refusal that the others do not get: "rejects his receipts but works for me and the rest". Told
  // of people only: a card refused "but works with chip" is a way round, the payments still refused.
  ["rejects/rejected/rejecting/refuses/refused/declines/declined ** but * works/work/working/worked/fine * for * me/us/the-rest/everyone/everybody/others/the-others/colleagues", 0.7, "medium"],
  ["works/work/working for me/him/her/them/us * so * she/he/we/i/they * using/use/uses/doing/do", 0.72, "medium"],
  // One team or department stuck, however its work is named ("purchase orders stuck for the whole
  // buying team"): high, over money blocked (0.78); everyone in the business stays critical.
  ["stuck/blocked/frozen/failing/fails/broken/down ** for * the/our? whole/entire * team/department/office/branch/shift/crew", 0.8, "high"],
  // A login, device or admin the sender does not recognise: a breach told without its word. The
  // strangeness is the login's own, not a fault's seen by a user ("a strange error when a user logs in").
  ["unknown/unrecognised/unrecognized/suspicious/strange *1 login/logins/sign-in/sign-ins/device/devices/admin/admins/ip/location/locations/user/users", 0.84, "critical"],
  // One function hanging or frozen for all of those served (round triold): "exports hang for every
  // user" is a part of the product down for all, high (the call cut on every caller above stays critical).
  // The verb right before its reach: "hang up politely on every caller" is a phone menu's setting.
  [`hang/freeze/freezes/freezing/froze/frozen/stall/stalls/stalling/stalled/time-out/times-out/timing-out/timed-out for/on * every/all/each/any * ${SERVED} | hang/freeze/freezes/freezing/froze/frozen/stall/stalls/stalling/stalled/time-out/times-out/timing-out/timed-out for/on everyone/everybody $`, 0.8, "high"],
  // The sender's own verdict that it is only looks outweighs a loud word for it: "completely broken
  // tooltip, the text runs off a little. Cosmetic, but still." (a loud subject alone is triage.ts).
  ["purely/just/only/merely/mostly/simply/entirely * cosmetic/visual/aesthetic $/issue/issues/thing/problem/bug/glitch | cosmetic/visual ,? but/though/only/really/really/mainly | it/this/that is * cosmetic/visual/aesthetic $", 0.93, "low"],
  // A change to the account made by someone the sender does not know or no one of them made: a
  // breach told without its word ("someone we don't know reset our admin password", "none of us did
  // that"); somebody unknown only asked about ("is there someone I don't know who handles it") did nothing.
  // "Don't know" reads as uncertainty (modality.ts), so its words are matched in any modality.
  ["@someone/@somebody/@person/@people/@stranger/@strangers/@user/@users @we/@i @do/@did @not @know/@recognise/@recognize ** @reset/@changed/@logged/@signed/@accessed/@opened/@emailed/@added/@sent/@downloaded/@exported/@deleted/@removed/@moved/@transferred/@created/@booked/@ordered/@got/@posted/@shared/@called/@rang/@phoned", 0.86, "critical"],
  ["@none/@nobody/@no-one/@noone @of? @us/@here * @did/@made/@changed/@requested/@authorised/@authorized/@approved/@added @that/@this/@it/@those/@these/@them $", 0.84, "critical"],
  // The business's customers (not "some of our customers") charged again and again: money taken from all of them.
  ["^ our/the? customers/clients/members/subscribers/guests/patients/buyers/shoppers ** charged/billed * twice/double/two-times/multiple-times/three-times/thrice/{num}-times/several-times/again-and-again", 0.84, "critical"],
  // Goods leaving unpaid, told by who did not pay: "we are sending out goods nobody has paid for".
  ["sending/shipping/sent/shipped/delivering/delivered/dispatching/dispatched/handing ** goods/orders/products/items/parcels/tickets/stock ** !paid/!pay/!paying", 0.82, "critical"],
  // A fault on every one of a kind of record or page: the job it serves stops ("an error on every
  // invoice we create", "every report shows wrong totals", "errors out for every country"). One record is medium.
  [`error/errors/errors-out/fails/failing/failed/wrong/crashes/crashing ** on/for/with * every/each/all * ${RECORD}/${RECORDS}/${DOCUMENTS}/page/pages/country/countries/product/products/item/items`, 0.72, "high"],
  [`every/each/all * ${RECORD}/${DOCUMENTS}/page/pages/export/exports ** we/i? * run/create/send/open/make/try? ** shows/show/showing/gives/give/has/have/comes/come/goes/go * wrong/incorrect/error/errors/blank/empty`, 0.72, "high"],
  // Every call to the service answered with an error, told from the answer: "the API returns 500 for every call".
  ["returns/return/returning/gives/give/giving/throws/throw/throwing * {num}/500/502/503/504/error/errors/timeout/timeouts ** for/on/to * every/all/each/any * request/requests/call/calls", 0.9, "critical"],
  // The business cannot bill or charge at all: "we cannot bill any client this month" (money stopped at the till stays critical).
  ["can/could not !bill/!invoice/!charge * !any/!our * clients/customers/client/customer/members/patients/guests", 0.76, "high"],
  // A part of the work named by its size, the rest going through: "smaller files go through fine".
  // Only files told by their size: "the newer ones work fine" may leave the older ones all down.
  ["smaller/shorter/lighter files/documents/images/photos/uploads/attachments/pdfs/videos ** go/goes/went/work/works/upload/uploads/load/loads/open/opens/send/sends * through? * fine/ok/okay/normally", 0.7, "medium"],
  // The sender says the fault stops nothing: "not blocking anything", "it isn't stopping us". A
  // fault told as critical (0.82 and up) still outweighs it.
  // "Not" itself, not "nothing is blocking us now" (all is well).
  ["not !blocking/!blocker/!stopping/!preventing !anything/!anyone/!us/!me/!our/!work/!the/$", 0.8, "medium"],
  // Getting by with a way round is the fault made bearable: "editing one by one works, so we are getting by".
  ["getting/get/got/managing/manage/coping/cope by | making/make do | managing/coping for now", 0.86, "medium"],
  // Work piling up behind the fault: blocked, not slow. Not the product's backlog of ideas ("add it to your backlog").
  ["backlog of/is/has/keeps/growing/building/grows/grew | piling-up/piled-up/stacking-up/pile-up/piling", 0.62, "high"]
]
