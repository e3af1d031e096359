// Severity when something goes quiet rather than failing loudly: devices that stop answering
// (locks, sensors, handsets), phone lines dead, messages that stop going out, no order taken at
// all. Such tickets often carry no "down" or "error". See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** Devices and lines a business runs on: one of them silent is a fault, none of them answering is everything stopped. */
const DEVICES =
  "@devices/@device/@units/@locks/@sensors/@phones/@handsets/@lines/@terminals/@readers/@printers/@cameras/@thermostats/@meters/@tills/@scanners/@tablets/@kiosks/@gateways/@routers/@machines/@doors/@barriers/@gates/@turnstiles/@trackers/@beacons/@controllers/@hubs/@chargers/@pumps/@screens"

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
  ["not !taken/!had/!received/!got/!made * !any !orders/!sales/!bookings/!payments/!reservations/!transactions ** !since/!today/!all/!this", 0.82, "critical"],
  // Messages the business sends that stop going out: "the reminder texts have stopped going out".
  // Only the sending side: notifications that stop arriving on one phone stay medium.
  [`${MESSAGES} ** stopped/stop/stops/ceased * going-out/being-sent/sending/reaching/being-delivered`, 0.7, "high"]
]
