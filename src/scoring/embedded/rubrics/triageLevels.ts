// Severity at the escalation line (decisions §3): what moves a fault between medium, high and
// critical when the words of severity are missing or misleading. Reach (every visitor against
// one colleague), consequence (records gone, customers charged again and again) and a way round
// it named (another machine or format that works). See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** The people a business serves: a fault shown to all of them is the business down. */
const SERVED = "visitor/visitors/customer/customers/user/users/shopper/shoppers/guest/guests/client/clients/buyer/buyers/member/members/patient/patients/caller/callers"

/** One record, named in the singular after "every": "every reservation is gone". */
const RECORD = "booking/reservation/appointment/order/record/file/entry/invoice/contact/transaction/message/photo/document/note/timesheet/project"

/** Who works beside the sender: "one of my colleagues" is one person, not a team. */
const COLLEAGUES = "colleagues/staff/agents/users/employees/team/reps/nurses/drivers/cashiers/technicians/engineers/managers/people"

export const LEVEL_CUES: ReadonlyArray<Cue> = [
  // The error every visitor gets: the shop is shut to all of them, whatever the error's name. A bare
  // count is no error ("we sent 200 invitations to all our members").
  [`error/errors/blank/crash/crashes ** to/for * every/all/each/any * ${SERVED}`, 0.84, "critical"],
  // Records of every kind gone: "every reservation for the next month is gone" (one record gone is high, triageImpact.ts).
  [`every/each/all * ${RECORD} ** is/are/has/have/been/got * gone/vanished/disappeared/deleted/lost/missing/erased/wiped`, 0.87, "critical"],
  // Each of the served getting the others' records: a leak told as a mailing gone wrong.
  ["received/receives/receiving/got/gets/getting/sees/saw/see/seeing everyone/everybody/each-other * s? * details/balances/balance/data/records/statements/invoices/numbers/addresses/emails/names/bills/orders/results", 0.85, "critical"],
  // The product unusable for the business's customers is the business down; for a team it stays high (triageImpact.ts).
  [`unusable ** for our/all/the/every/any? ${SERVED}`, 0.8, "critical"],
  // One of the sender's colleagues as the subject (a clause opens on it): one person hit, medium,
  // over a team blocked (0.74); "the payslips were emailed to one of our drivers" is no such subject.
  [`^ @one @of @my/@our/@the ${COLLEAGUES.split("/").map((w) => `@${w}`).join("/")}`, 0.78, "medium"],
  // The same work done another way: "fails from the desk PC but works from the office one".
  ["fails/failing/fail/failed/not/crashes/crashing ** but * works/work/working/worked/fine * from/on/in/with/via/through/for/using", 0.7, "medium"],
  ["works/work/working for me/him/her/them/us * so * she/he/we/i/they * using/use/uses/doing/do", 0.72, "medium"],
  // One team or department stuck, however its work is named ("purchase orders stuck for the whole
  // buying team"): high, over money blocked (0.78); everyone in the business stays critical.
  ["stuck/blocked/frozen/failing/fails/broken/down ** for * the/our? whole/entire * team/department/office/branch/shift/crew", 0.8, "high"],
  // A login, device or admin the sender does not recognise: a breach told without its word. The
  // strangeness is the login's own, not a fault's seen by a user ("a strange error when a user logs in").
  ["unknown/unrecognised/unrecognized/suspicious/strange *1 login/logins/sign-in/sign-ins/device/devices/admin/admins/ip/location/locations/user/users", 0.84, "critical"],
  // Work piling up behind the fault: blocked, not slow. Not the product's backlog of ideas ("add it to your backlog").
  ["backlog of/is/has/keeps/growing/building/grows/grew | piling-up/piled-up/stacking-up/pile-up/piling", 0.62, "high"]
]
