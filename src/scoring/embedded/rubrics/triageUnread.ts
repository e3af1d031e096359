// Faults told in words no other severity cue read (round triage11's challenge set left them with no
// severity at all, so a real ticket fell to "no severity" or to the low of a bare "please help"):
// a figure of a medicine out by a factor, money taken twice from one person, entered work lost on
// saving, every job coming out blank, nothing arriving from the devices or sources a business reads,
// people charged for what they ended or never had, a fine over a fault, a supply cut off.
// Each is bounded to the product doing it, not the sender ("I paid twice by mistake" is read by the
// sender's own words elsewhere). See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

const DOSE = "dose/doses/dosage/dosages/dosing"
/** Money that leaves an account. */
const MONEY = "money/payment/payments/deposit/deposits/fee/fees/amount/charge/subscription/premium/rent/fare/fares"
/**
 * The strength of a mild reading: over the found line, under the rubric's bare fault cues (0.6),
 * so it answers only a message with nothing stronger and never turns a high read beside it to medium.
 */
const MILD = 0.58
/** What a sender enters and the product should keep. */
const ENTERED = "mark/marks/entry/entries/change/changes/edit/edits/note/notes/answers/input/scores/grades/times/readings/register/registers"
/** Things a business reads in from devices, labs, meters or partners; not orders or bookings, which customers may simply not place. */
const READ_IN = "readings/reading/results/images/scans/x-rays/files/records/data/uploads/submissions/returns/feeds/logs"
/** People a business charges. */
const CHARGED = "customers/clients/drivers/members/users/people/parents/patients/guests/tenants/subscribers/families/residents/students"

/** Each word of an alternatives list read whatever its modality. */
const atAny = (words: string): string => words.split("/").map((w) => `@${w}`).join("/")

export const UNREAD_CUES: ReadonlyArray<Cue> = [
  // "Gives cat doses ten times too high": a medicine's figure out by a factor is a hazard.
  [`${DOSE} ** ten-times/{num}-times/twice/double/far/way/much * too high/low/strong/big`, 0.88, "critical"],
  [`${DOSE} ** too high/low/strong | too high/low/strong * ${DOSE}`, 0.8, "critical"],
  // Money taken twice, told by what left the account: "the money is gone two times from my card".
  // A money word is needed: "I've gone through the steps 3 times" is no charge.
  [`${MONEY} ** taken/debited/deducted/collected/withdrawn/gone/went-out/charged/billed ** twice/two-times/{num}-times/double | taken/took/debited/deducted/collected/withdrawn * @the/@my/@our/@their? * ${MONEY} * twice/two-times/{num}-times`, 0.75, "high"],
  // Entered work lost when saved: "the register loses every mark when a teacher presses save".
  // Every entry, not "the changes I made" (one person's edit lost is read elsewhere).
  [`loses/lost/losing/wipes/wiped/wiping/drops/dropped/dropping/clears/cleared/clearing/forgets/forgot/discards/discarded * every/all * the/our/their? * ${ENTERED} ** when/on/after/each/every * save/saving/saved/submit/submitting/submitted/sync/syncing/refresh/reload/closing/close`, 0.8, "high"],
  // Every job coming out blank: "every order went to production as a blank PDF".
  // Told by how it came out, not a stock chosen ("can I print every ticket on blank card?").
  ["every/all/each ** order/orders/job/jobs/file/files/document/documents/label/labels/ticket/tickets/invoice/invoices/pdf/pdfs ** came-out/come-out/comes-out/coming-out/went/goes/going/prints/printed/printing/are/were/arrive/arrives/arrived/arriving/shows/showed/showing/turned-out * as? a? blank/empty", 0.75, "high"],
  ["printed/produced/sent/shipped/posted {num} * blank/empty/misprinted/wrong", 0.75, "high"],
  // Nothing arriving from what the business reads in: "no meter readings have come through for any of our households".
  // After "no" the words are in its scope, so they are read in any modality ("@").
  [`@no/@none ** ${atAny(READ_IN)} ** @have/@has/@had? * @come-through/@came-through/@arrived/@been-received/@synced/@uploaded/@imported/@landed/@appeared/@reached-us`, 0.8, "high"],
  [`still @no @sign/@trace @of * @the/@our/@my/@any? * ${atAny(READ_IN)}`, MILD, "medium"],
  // People charged for what they ended, cancelled or never had.
  [`charging/charged/billing/billed/charges/bills ** ${CHARGED} ** for ** already/never/cancelled/canceled/ended/refunded/finished`, 0.78, "high"],
  ["i/we * was/were/been/got * charged/billed * for * already/never/cancelled/canceled/ended/refunded/finished", MILD, "medium"],
  // A fine or penalty over what the product showed: "fined £70 for a session your app showed as active".
  ["fined/penalised/penalized/penalty/parking-ticket/penalty-charge-notice ** your/the * app/system/site/portal/meter", MILD, "medium"],
  // A supply cut off at home: "now the electric is off in my house".
  // At home only: "the power went out at the shop" is no fault of the product.
  ["electric/electricity/power/gas/heating/supply/water * is/are/has/went/gone/been * off/out/cut/disconnected * in/at * my/our/the? * house/home/flat/property", 0.8, "high"]
]
