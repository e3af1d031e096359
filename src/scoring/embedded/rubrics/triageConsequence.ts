// Severity from what a fault does to the business when the ticket names no severity: customers
// walking out, goods leaving unpaid, every payment refused, every site cut off, a share of the
// bookings doubled, stale figures shown to everyone; and the bounds that make it smaller (the
// others got theirs, the others are working). See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** The business's own sites: all of them hit is the whole business. */
const SITES = "branches/sites/stores/shops/offices/locations/depots/clinics/practices/restaurants/venues/warehouses/outlets/pharmacies/salons/hotels"

/** What a site loses: its line to the world. */
const LINES = "phone/phones/internet/network/power/connection/connectivity/signal/lines/service/wifi/broadband"

/** Documents a business sends its own customers. */
const DOCUMENTS = "invoice/invoices/bill/bills/receipt/receipts/statement/statements/quote/quotes/letters/payslips/reminders/confirmations"
/** The business's own customers, as receivers of its documents. */
const OWN_CUSTOMERS = "customers/clients/tenants/members/patients/guests/parents/buyers/subscribers/everyone"

export const CONSEQUENCE_CUES: ReadonlyArray<Cue> = [
  // Money stops: every payment refused, goods going out for nothing, customers walking out.
  ["refuse/refuses/refusing/reject/rejects/rejecting/decline/declines/declining * every/all/each/any * card/contactless/online? * payment/payments/card/cards/transaction/transactions/order/orders", 0.8, "critical"],
  ["are/is/were/been/keep/keeps/now * checking-out/ordering/buying/getting/taking/leaving/walking-out * for free/nothing", 0.8, "critical"],
  // Customers leaving is business lost; "customers leaving reviews" names no loss, so the phrase ends there.
  ["customers/guests/shoppers/diners/patients/clients/visitors/buyers ** leaving $/without/empty-handed/because | walking/walked out/away $/without/empty-handed/because | are/have/keep/started * going/gone elsewhere", 0.82, "critical"],
  // Every site of the business cut off: "all 12 branches lost phone service".
  [`all/every/each/entire/whole * ${SITES} ** lost/lose/losing/without/no/down/offline/dead/cut-off * ${LINES}?`, 0.85, "critical"],
  ["customers/clients/patients/callers/guests/people can/could not !reach/!contact/!call/!phone/!ring !us/!them/!you/!anyone/!anybody/!reception/!our/!the-shop/!the-store/!the-office/!the-surgery/!the-clinic/!the-practice/!the-helpline/!the-line/!the-desk/!the-business/!the-hotel/!the-salon/!the-branch/!the-restaurant/!the-team | customers/clients/patients/callers/guests/people can/could not !get !through", 0.8, "critical"],
  // The customers already acting on the fault: "clients are disputing the invoices" (a colour they
  // complain about stays low: the cosmetic cue is stronger).
  ["customers/clients/patients/guests/members/tenants/subscribers/buyers/parents * are/have/keep/started * been? disputing/complaining/querying/chasing/phoning/ringing/calling-us", 0.7, "high"],
  // Wrong documents already gone out to the business's own customers: "every invoice this month is
  // wrong and we sent them to customers", "the bills go out with the wrong price", "customers got
  // receipts with the wrong totals". A draft not sent yet ("we haven't sent it") is left medium.
  [`${DOCUMENTS} ** wrong/incorrect ** sent/gone/went/mailed/emailed/posted ** to? * ${OWN_CUSTOMERS}`, 0.78, "high"],
  [`${DOCUMENTS} ** go/goes/went/gone/going/sent/mailed/emailed/posted out ** wrong/incorrect`, 0.78, "high"],
  [`${OWN_CUSTOMERS} ** got/received/receive/receiving/getting/get * emailed/mailed/posted? * ${DOCUMENTS} ** wrong/incorrect`, 0.78, "high"],
  // Goods or takings already lost to the fault: "so we didn't know the freezer failed, we lost
  // stock". The thing ends the phrase: "we lost the stock report" is a file mislaid.
  ["we/i * have? lost/losing stock/sales/takings/revenue/food/produce/bookings/orders $/overnight/because/worth", 0.76, "high"],
  // A share of the bookings doubled: a booking fault the business must sort by hand.
  ["some/several/few/many/half/third/quarter/most/dozens/hundreds/{pct} ** appointments/slots/bookings/sessions/classes/reservations/visits/rooms/tables ** double-booked/double/overbooked/booked-twice", 0.8, "high"],
  ["double-booked/double-booking/double-bookings/overbooked/overbooking/booked-twice", 0.6, "medium"],
  // Stale figures: "shows yesterday's shifts"; for everyone it is the whole team working from them.
  ["shows/show/showing/displays/display/displaying/lists/listing * yesterday/stale/outdated/last-week/last-month * data/figures/shifts/prices/orders/bookings/stock/rota/schedule/numbers/times/appointments", 0.58, "medium"],
  ["shows/show/showing/displays/display/displaying/lists/listing ** yesterday/stale/outdated/wrong/old/last-week/last-month/last-year ** for * everyone/everybody/all-staff/all-of-us/the-whole", 0.72, "high"],
  // What the screen says against the fact: "the app says the battery is low but we replaced it".
  ["app/system/dashboard/portal/screen/display/device/it says/shows/reports/claims ** ** but/although/though/yet/even-though * we/i/it/they/the ** replaced/changed/fixed/paid/charged/topped/returned/cancelled/renewed/installed/collected/swapped/emptied/filled/refilled/cleaned/checked/tested/inspected/confirmed/did/have/has/already/is/are", 0.58, "medium"],
  // The others got theirs / are working: the fault stops at one (medium, as "the rest are fine").
  ["everyone/everybody/others/rest/colleagues * else? ** got/get/gets/received/receive * theirs/them/one/it $", 0.76, "medium"],
  ["others/rest * are/is * working/recording/running/online/printing/connected/up/scanning/ringing $", 0.76, "medium"],
  // Narrowed to one: "oh wait, it's just the one over the door".
  ["@just/@only @the @one @by/@at/@in/@on/@near/@over/@under/@behind/@outside/@upstairs/@downstairs/@next/@beside/@above/@below/@that/@which/@for/@from", 0.62, "medium"],
  // Outdated content on a page or a message: low.
  ["old/outdated/previous/former/out-of-date/last-year * hours/opening-hours/times/greeting/message/text/wording/photo/photos/picture/pictures/description/menu/prompt", 0.6, "low"],
  // A past year left where the text ends ("the footer still reads 2022."), over the product
  // deviation "the page still says" (medium, 0.5); a year before figures ("still shows 2024 tax
  // rates") is wrong figures, not stale text.
  ["still says/shows/reads/has/displays * {year} $/at/on/in/instead/under/everywhere/as", 0.6, "low"],
  // A question whether something goes on working through a change: "will the phones keep working?".
  ["will/would/does/do * keep/still/continue * working/work/running/run/to-work ** if/when/after/once/during/while/through/without | change/changes/changing/switch/switching/move/moving/upgrade/upgrading/downgrade/downgrading/cancel/cancelling/migrate/migrating/replace/replacing/update/updating/off/outage/port/porting ** ** ,/and? ** will/would/does/do * keep/still/continue * working/work/running/run/to-work", 0.55, "low"],
  // A question about what would happen: "what happens to our recordings if we stop paying?".
  ["@what @happens/@happened/@would-happen/@will-happen ** @if/@when * @we/@i/@you/@our/@my/@the/@they/@it * @stop/@stops/@cancel/@downgrade/@upgrade/@change/@switch/@move/@leave/@pause/@end/@ends/@expire/@expires/@lapse/@lapses/@close/@delete/@remove/@go/@goes/@run/@runs/@fail/@fails/@miss/@lose/@do/@does/@reach/@exceed/@turn/@cut/@drop/@stopped/@cancelled/@moved", 0.55, "low"]
]

/**
 * A way of paying the product does not offer, asked about ("we cannot accept payments by cheque
 * in the app"): a feature question, not money stopped. Severity and time hide its money word.
 */
export const PAYMENT_METHOD_ASKED =
  "@not @accept/@take/@process/@receive * [@payments/@payment] @by/@via/@with/@using/@through * @cheque/@cheques/@check/@checks/@transfer/@bank-transfer/@paypal/@crypto/@bitcoin/@invoice/@direct-debit/@apple-pay/@google-pay"

/**
 * What keeps a consequence from being one: the fault told back or put right ("all sites lost power,
 * it's back now"), a card refused asked about as a method ("declines every Amex card, is Amex
 * supported?"), a booking doubled by the sender, others served while the sender only checks.
 */
export const CONSEQUENCE_VOIDS: ReadonlyArray<string> = [
  "[@lost/@lose/@losing/@offline/@cut-off] ** ** ,? ** @fine/@ok/@okay/@back/@good/@working @now/@again | [@lost/@lose/@losing/@offline/@cut-off] ** ** ,? ** @restored/@reconnected/@resolved",
  "[@refuse/@refuses/@refusing/@reject/@rejects/@rejecting/@decline/@declines/@declining] ** ** ,? ** @is/@are/@do/@does * @you? * @support/@supported/@accept/@accepted/@take/@taken",
  "[@double-booked/@double-booking/@overbooked/@booked-twice] ** ** ,? ** @myself/@ourselves/@mistake/@ignore/@disregard",
  "[@got/@get/@gets/@received/@receive] ** ,? ** @just/@only @checking/@wondering/@asking/@curious",
  // Customers calling or chasing to ask, praise or buy is demand, not a fault acted on:
  // "clients keep phoning to ask about our opening hours", "buyers are chasing us for quotes".
  "[@phoning/@ringing/@calling/@calling-us/@chasing] * @to @ask/@enquire/@inquire/@compliment/@thank/@praise/@book/@order/@buy/@reserve/@congratulate/@say-thanks/@say-thank",
  "[@phoning/@ringing/@calling/@calling-us/@chasing] @us/@me? @for @quotes/@quote/@prices/@samples/@appointments/@tables/@tickets/@more/@stock"
]
