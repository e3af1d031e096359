// Severity told by a symptom in plain words rather than a fault word (triage6, 11-28): a control
// greyed out, a setting that will not stay, a session cut, a leaver still in, a password changed
// by none of the sender's people, a message passing itself off as the vendor, part of a record
// lost, work done by hand at volume, a way round in use. See ../text/cues.ts for the syntax.
import type { Cue } from "./types.js"

/** Records a business keeps, singular and plural: what a control on "every order" serves. */
const RECORDS = "order/orders/invoice/invoices/booking/bookings/record/records/customer/customers/client/clients/account/accounts/item/items/product/products/payment/payments/refund/refunds/ticket/tickets/job/jobs/entry/entries/row/rows"

/** The people a business serves or employs, who "checking out" or "paying" names as payers. */
const PAYERS = "customer/customers/client/clients/shopper/shoppers/buyer/buyers/guest/guests/member/members/patient/patients/subscriber/subscribers/user/users"

/** Credentials and details whose change unasked is a breach: "the admin password has been changed". */
const CHANGED = "@was/@were/@been/@has/@have/@got @changed/@reset/@removed/@replaced"

const CREDENTIALS = "@password/@passwords/@email/@pin/@2fa/@mfa/@phone/@bank/@payout/@details/@login/@logins/@owner/@admin"

export const SYMPTOM_CUES: ReadonlyArray<Cue> = [
  // A control that cannot be pressed: greyed out on one record is a fault (medium), on every
  // record the work it serves stops (high).
  ["greyed-out/grayed-out/unclickable/unselectable/unresponsive", 0.58, "medium"],
  [`greyed-out/grayed-out/unclickable/unselectable/unresponsive/disabled ** on/for/with/in * every/each/all * ${RECORDS}`, 0.76, "high"],
  // The screen refuses the finger or the mouse: "you can't tap the field at all".
  ["can/could not !tap/!click/!press/!select/!type/!scroll/!reach/!fill/!tick/!untick/!drag", 0.6, "high"],
  // A setting that will not stay, a session cut again and again: a fault with the work going on.
  ["resets/reverts/forgets/clears ** every/each * time/login/visit/session/restart | forgets/forgot/loses/drops * my/our/the/its/their * choice/choices/setting/settings/filter/filters/selection/selections/preference/preferences/layout/columns/sorting", 0.62, "medium"],
  // An object is needed: "I keep logging out at night" is the sender's own habit.
  ["keeps/kept logging/signing/kicking/throwing/booting me/us/him/her/them/the/our/my/everyone/people/staff/users ** out", 0.62, "medium"],
  // Someone who has left still in: "a colleague who left in October can still sign in".
  ["who/that left/quit/resigned/departed/retired ** can/could * still? * log/sign/access/see/get/open/view/use/login", 0.86, "critical"],
  // A credential changed that none of the sender's people changed: a breach told without its word.
  // Told done ("was changed"), not asked for ("can you reset it").
  [`@none/@nobody/@no-one/@noone @of? @us/@here ** ${CREDENTIALS} * ${CHANGED} | ${CREDENTIALS} * ${CHANGED} ** @none/@nobody/@no-one/@noone @of? @us/@here`, 0.88, "critical"],
  // Nobody of the sender's there when the account was used: "none of us were there" after a strange sign-in.
  // "There" only at the clause's end: "none of us were there when it was installed" tells no sign-in.
  ["@none/@nobody/@no-one/@noone @of? @us @was/@were @awake/@online/@logged-in/@signed-in/@travelling/@traveling | @none/@nobody/@no-one/@noone @of? @us @was/@were @there $", 0.84, "critical"],
  // A message passing itself off as the vendor: a security worry, harm not yet done (high).
  // Received, not asked about: "a guide on spotting phishing" is a question.
  ["got/get/getting/received/receiving/had/clicked/opened * a/an/some/several/the? * phishing/spoofed/fake/scam * email/emails/message/messages/text/texts/sms/call/calls/site/website/page/link/links/invoice/invoices | claims/claiming/claimed/pretends/pretending/pretended * to * be * from * you/your/yourselves", 0.72, "high"],
  // Customers named by what they do as they pay, charged again: money taken from all of them.
  [`every/all/each * ${PAYERS} * checking-out/paying/ordering/buying/booking/who ** charged/billed * twice/double/two-times/{num}-times/several-times`, 0.9, "critical"],
  // Part of one record lost: damaged, not gone (over one record lost, 0.86 high).
  ["lost/loses/losing/lose/dropped/drops/dropping/missing/cut * its/their/the/a/some * last/first/final/few? * paragraph/paragraphs/line/lines/sentence/sentences/field/fields/column/columns/word/words/digit/digits/decimals/attachment/section", 0.9, "medium"],
  // Work done by hand at a volume while the fault lasts: the job has stopped, not slowed.
  // Going on now ("are writing", "hand-writing"), not what was done before the product ("we did 300 invoices a month by hand").
  ["hand-writing/handwriting ** {num} * parcels/orders/labels/invoices/deliveries/shipments/bookings/jobs/items | are/is/been/now * writing/doing/typing/entering/processing/copying/keying/filling/labelling/labeling ** by-hand/manually/on-paper ** {num} * parcels/orders/labels/invoices/deliveries/shipments/bookings/jobs/items/patients/customers", 0.72, "high"],
  // A way round in use: "Chrome works, so we're using that for now".
  ["so * we/i * are/am? * using/use/doing/sending/printing * that/it/this/those/these/chrome/firefox/safari/edge/the-app/the-website/the-desktop ** for-now/for-the-moment/for-the-time-being/meanwhile/in-the-meantime/instead", 0.8, "medium"],
  // Figures of a past period shown as current: wrong, not blocking ("the stock report shows last year's figures").
  ["shows/show/showing/displays/displaying/lists/uses/pulls/pulling * last/previous * year/month/week/quarter * s? * figures/numbers/prices/totals/data/stock/balances/rates/values", 0.62, "medium"],
  // The app shutting itself as the sender opens it: a crash in other words ("when I open the camera
  // it closes", "the app closes by itself"). Not the sender closing it, not opening hours ("the shop closes at 5").
  ["when/whenever/if/after/as-soon-as i/we/you * open/start/launch/tap/click/press/go ** it/app/application/program/camera/screen/window close/closes/closed/quits/quit/shuts/exits | app/application/program/it close/closes/closed/quits/shuts/exits/crashes by-itself/on-its-own/itself", 0.6, "high"],
  // One device of the sender's, the others fine: one user hit, whatever the symptom ("only on my phone",
  // "my coworker phone is ok", non-native without the "'s").
  ["only/just on/with/for my * phone/laptop/computer/pc/device/tablet/mac/ipad/iphone/browser/account/login/machine | my/our * coworker/co-worker/colleague/colleagues/wife/husband/partner/son/daughter/friend * s? * phone/phones/laptop/laptops/computer/pc/device/devices/tablet/tablets/account/accounts * is/are/works/work * fine/ok/okay/normal/good", 0.78, "medium"],
  // Whether the vendor offers something: a question.
  ["@whether/@if @you * @offer/@support/@provide/@run/@have/@do/@give @a/@an/@any", 0.55, "low"]
]

/** The symptoms' words, hidden by SYMPTOM_VOIDS where the sentence tells no fault now. */
const SYMPTOM_WORDS =
  "@greyed-out/@grayed-out/@unclickable/@unselectable/@unresponsive/@disabled/@tap/@click/@press/@select/@left/@quit/@resigned/@departed/@retired/@phishing/@spoofed/@fake/@scam/@claiming/@claims/@pretending/@resets/@reverts/@forgets/@logging/@signing/@kicking"

export const SYMPTOM_VOIDS: ReadonlyArray<string> = [
  // A symptom told fixed in its own sentence: "greyed out on every order, but your fix sorted it",
  // "could still log in until you removed him", "couldn't click it yesterday but it's working now".
  `[${SYMPTOM_WORDS}] ** ,? @but/@until/@till/@and @you/@your/@it/@that/@this/@they/@which * @fixed/@fix/@sorted/@removed/@resolved/@working/@works/@fine/@patched/@cleared/@blocked`,
  // A symptom asked for: "can you make it so the app keeps logging users out after an hour?".
  `@make @it/@this/@that/@sure @so/@that? ** [${SYMPTOM_WORDS}/@keeps]`,
  // A control off by design, asked whether normal: "is it normal that Export is greyed out until the month closes?".
  "@is @it/@this/@that @normal/@expected/@meant/@supposed/@right/@correct ** [@greyed-out/@grayed-out/@unclickable/@unselectable/@disabled]",
  "[@greyed-out/@grayed-out/@unclickable/@unselectable/@disabled] @until/@till/@unless/@before/@when",
  // A past period's figures asked about: "does the report show last year's figures if I pick the old period?".
  "^ @does/@do/@will/@would/@can/@could @it/@the/@this/@that/@your ** [@shows/@show/@showing/@displays/@lists/@uses/@pulls] * @last/@previous",
  // A message passing itself off as the vendor told as a season or more ago: "back in spring we got a phishing email claiming to be from you".
  "@back/@earlier @in/@this/@last ** [@phishing/@spoofed/@fake/@scam]",
  "@back/@earlier @in/@this/@last ** [@claiming/@claims/@claimed/@pretending/@pretended]"
]
