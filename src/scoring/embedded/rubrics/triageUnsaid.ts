// Severity of a fault told without the fault words (round tri4, 11-29): the issue_severity cues
// in triage.ts read "not sending", "stopped working", "error"; a sender often says instead that a
// thing has stopped being sent, spins forever, never finishes, shows a code, or what it does to
// the people they serve. Without a cue the ticket reads no severity at all (QUALIFIED missed).
// See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** What a product does to a record or a message: stopping it is the work stopped. */
const DONE = "sent/delivered/generated/created/emailed/synced/processed/imported/exported/updated/saved/printed/posted/issued/produced/uploaded/received/recorded"

export const UNSAID_CUES: ReadonlyArray<Cue> = [
  // "Reports have stopped being delivered": the passive face of "stopped sending" (not delivered is high).
  // Told as having happened, not asked for: "can I stop reminders being sent on Sundays?" is a setting.
  [`stopped/stops/keeps-stopping/has-stopped * being/getting * ${DONE}`, 0.62, "high"],
  // A page or a job that never ends: "spins forever", "never finishes loading", "loads endlessly".
  // Stuck or waiting only with the product as subject (round trifix2): "we've been waiting forever
  // for a reply" is haste about a person, no fault.
  ["spins/spinning/spin/loads/loading/hangs/hanging/buffering * forever/endlessly/indefinitely/for-ever", 0.6, "high"],
  ["page/pages/screen/app/upload/uploads/payment/payments/spinner/it/checkout/site/form/file/files/job/export/import/sync/report/download/button/wheel * stuck/waits/waiting/sits/sitting * forever/endlessly/indefinitely/for-ever", 0.6, "high"],
  ["never finishes/finish/finished/completes/complete/completed/ends/end/loads/load/gets-past/goes-through/went-through", 0.6, "high"],
  // A code the screen shows in place of the work: "getting code E-4471 every time", "shows ERR_UPLOAD_72".
  // Only after a verb of showing or getting and told again on each try: "we got a code 1234 by
  // text to log in" is a sign-in, "the code 10OFF for the sale" names no fault. A bare number
  // needs an error word (round trifix2): "I get a code 482913 every time I log in" is two-factor.
  ["getting/get/got/gets/shows/show/showing/showed/throws/throwing/threw/gives/giving/gave/returns/returning/returned/displays/displaying/pops-up/popping-up * a/an/the/this/that? * error/error-code/fault/failure *1 code? *1 {num}/{id} ** every-time/each-time/whenever/again/when/if/each/every", 0.6, "medium"],
  ["getting/get/got/gets/shows/show/showing/showed/throws/throwing/threw/gives/giving/gave/returns/returning/returned/displays/displaying/pops-up/popping-up * a/an/the/this/that? * code *1 {id} ** every-time/each-time/whenever/again/when/if/each/every", 0.6, "medium"],
  // The people served turned away or ringing because of it: the function down for them.
  ["customers/clients/members/guests/patients/passengers/families/parents/students/visitors/shoppers/buyers * are/were/have-been/keep/keeps/being ** turned-away/sent-away/stranded/calling-us/ringing-us/phoning-us", 0.78, "high"],
  // Complaining or queuing is a fault's consequence only with its cause told after it: customers
  // complain about a colour and queue for a launch they like.
  ["customers/clients/members/guests/patients/passengers/families/parents/students/visitors/shoppers/buyers * are/were/have-been/keep/keeps/being ** complaining/queuing/queueing ** because/as/since/due-to/after", 0.78, "high"],
  // Nothing comes in since the fault: "no orders have come through since 8am" (a count of none);
  // told with the hour it began, not a new shop's first hour ("none yet, is that normal?"). Not a
  // bare "today" or "all day" (round trifix2): a quiet day is no fault.
  ["@no/@none-of-the/@none-of-our @new? @orders/@bookings/@payments/@sales/@jobs/@tickets/@requests/@messages/@emails/@forms/@submissions/@enquiries @have/@has/@are/@is/@had @come-through/@came-through/@coming-through/@arrived/@arriving/@gone-through/@went-through/@got-through/@getting-through/@been-received/@reached-us ** @since/@overnight/@yesterday", 0.72, "high"],
  // A message that goes out twice to everyone, told as happening: a fault with the work going on.
  ["keep/keeps/kept/are/is/were/was going-out/being-sent/getting-sent/sent/arriving/coming-through * twice/double/two-times ** to * every/all/each", 0.62, "medium"]
]
