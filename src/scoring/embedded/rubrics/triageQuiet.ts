// Severity when something goes quiet rather than failing loudly: devices that stop answering
// (locks, sensors, handsets), phone lines dead, messages that stop going out, no order taken at
// all. Such tickets often carry no "down" or "error". See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** Devices and lines a business runs on: one of them silent is a fault, none of them answering is everything stopped. */
const DEVICES =
  "@devices/@device/@units/@locks/@sensors/@phones/@handsets/@lines/@terminals/@readers/@printers/@cameras/@thermostats/@meters/@tills/@scanners/@tablets/@kiosks/@gateways/@routers/@machines/@doors/@barriers/@gates/@turnstiles/@trackers/@beacons/@controllers/@hubs/@chargers/@pumps/@screens/@lifts/@elevators/@escalators/@alarms/@speakers/@displays"

/** What a device does when it works: answers, registers, reports a reading. */
const ANSWERS =
  "@respond/@responds/@responded/@responding/@react/@reacts/@reacted/@register/@registers/@registered/@pair/@pairs/@paired/@unlock/@unlocks/@unlocked/@ring/@rings/@rang/@boot/@boots/@booted/@answer/@answers/@answered/@come/@comes/@came/@turn/@turns/@turned"

/** A reading a device sends; "none of the sensors reported a fault" tells no silence, so the object is a value. */
const READING = "@reading/@readings/@temperature/@temperatures/@data/@location/@locations/@status/@heartbeat/@update/@updates/@value/@values/@position/@signal"

/** Messages a business sends its own customers. */
const MESSAGES = "texts/text/sms/reminders/reminder/emails/mails/notifications/alerts/messages/newsletters/invoices/confirmations/receipts/payslips/statements"

export const QUIET_CUES: ReadonlyArray<Cue> = [
  // "None of the 300 door locks respond to key cards": every device silent, the business stopped.
  [`none @of ** ${DEVICES} ** ${ANSWERS}`, 0.85, "critical"],
  [`none @of ** ${DEVICES} ** @reported/@report/@reports/@sent/@send/@sends/@logged * @a/@an/@any? ${READING}`, 0.85, "critical"],
  // The phones themselves dead: "our phone lines have been dead since 8".
  ["phone-lines/lines/phones/switchboard/telephony/phone-system/landlines/network/internet/broadband * is/are/was/were/went/has/have/been/gone * dead/down", 0.88, "critical"],
  // No order taken at all: "we haven't taken a single order since midnight".
  ["not !taken/!take/!taking/!had/!received/!got/!made * !a !single !order/!sale/!booking/!payment/!reservation/!transaction", 0.82, "critical"],
  // The customers told as the ones not buying: "not a single guest has booked since Sunday".
  ["not !a? !single/!one !guest/!customer/!client/!patient/!member/!buyer/!visitor/!shopper/!diner/!passenger * !booked/!ordered/!bought/!paid/!reserved/!checked-out/!signed-up/!registered", 0.82, "critical"],
  ["not !taken/!had/!received/!got/!made * !any !orders/!sales/!bookings/!payments/!reservations/!transactions ** !since/!today/!all/!this", 0.82, "critical"],
  // No order getting through to where it is filled: "no orders from the webshop are reaching the warehouse".
  ["@no/@zero @orders/@payments/@bookings/@sales/@reservations/@transactions ** @reaching/@arriving/@flowing/@landing/@syncing/@coming-through/@getting-through/@going-through/@coming-in/@reached/@arrived", 0.82, "critical"],
  // Messages the business sends that stop going out: "the reminder texts have stopped going out".
  // Only the sending side: notifications that stop arriving on one phone stay medium.
  [`${MESSAGES} ** stopped/stop/stops/ceased * going-out/being-sent/sending/being-delivered | ${MESSAGES} ** stopped/stop/stops/ceased * reaching/getting-to/going-to * our/the/any? * customers/clients/patients/members/guests/users/tenants/parents/students/subscribers/buyers`, 0.7, "high"]
]

/**
 * What makes a quiet no fault: a reply to the sender's own mail ("none of the printers answered my
 * enquiry"), a line down that is back or never used, no orders while closed on purpose, messages
 * that stop after the sender unsubscribed or moved. Severity hides the quiet words there.
 */
export const QUIET_VOIDS: ReadonlyArray<string> = [
  `[${ANSWERS}] @to @my/@our/@your/@the/@an/@a * @email/@emails/@mail/@message/@messages/@letter/@letters/@enquiry/@enquiries/@inquiry/@query/@request/@requests/@call/@calls/@quote/@advert/@ad/@post`,
  "[@dead/@down] ** ** ,? ** @fine/@ok/@okay/@back/@good/@working @now/@again",
  "[@dead/@down] ** ** ,? ** @never/@rarely/@hardly/@seldom/@nobody/@no-one @use/@used/@uses/@need/@needs",
  "[@order/@orders/@sale/@sales/@booking/@bookings/@payment/@payments/@reservation/@reservations/@transaction/@transactions] ** ** @as @planned/@expected/@intended/@usual/@always",
  "[@order/@orders/@sale/@sales/@booking/@bookings/@payment/@payments/@reservation/@reservations/@transaction/@transactions] ** @since/@while/@as/@because ** @closed/@shut/@closing/@shutting/@paused/@renovation/@renovations/@refurbishment/@refit/@holiday/@holidays/@break/@season",
  "[@order/@orders/@sale/@sales/@booking/@bookings/@payment/@payments/@reservation/@reservations/@transaction/@transactions] ** ,? ** @paused/@suspended/@closed @for/@during/@while/@until",
  // Nobody booked FOR a day or season ahead is an empty calendar, not a stop: "not one diner has
  // reserved for Monday, but we're closed Mondays".
  "[@booked/@ordered/@reserved/@registered/@signed-up] @for @{weekday}/@next/@tomorrow/@{month}/@the/@this/@our/@christmas/@spring/@summer/@autumn/@winter/@new-year",
  "[@stopped/@stop/@stops/@ceased] ** ** @after/@since/@because/@when/@once @i/@we * @unsubscribed/@unsubscribe/@opted/@changed/@moved/@blocked/@switched"
]
