// Challenge "triage13" (round sev) (11-28), part 1: fresh tickets of our own on issue_severity and time_sensitivity
// in trades the earlier sets did not visit — a rent portal, a theatre box office, a vet surgery,
// a ferry line, a gym, a counselling practice, a farm co-op, a vaccine store. The shapes: a
// Severity / Priority line the customer chose that the facts contradict, signatures and quoted
// replies, an angry tone over a trifle and a calm one over a loss, outage vs degraded vs one
// person, a workaround, and money or data at stake. All wording is our own.
import type { Status, T9Case } from "./triage9Read.js"
import { user } from "./triageReading.js"

type Levels = ReadonlyArray<string | null>
/** The statuses the allowed severities can give (time and tier decide "high"). */
const statusFor = (severity: Levels): ReadonlyArray<Status> => [
  ...(severity.includes("critical") || severity.includes("high") ? ["ESCALATE" as const] : []),
  ...(severity.some((s) => s !== null && s !== "critical") ? ["QUALIFIED" as const] : []),
  ...(severity.includes(null) ? ["NONE" as const] : [])
]
export const sevCase = (id: string, messages: T9Case["messages"], severity: Levels, time?: Levels): T9Case => ({
  id, messages, severity, status: statusFor(severity), ...(time === undefined ? {} : { time })
})
const one = (id: string, text: string, severity: Levels, time?: Levels) => sevCase(id, [user(text)], severity, time)

export const LOW: Levels = ["low"]
export const MILD: Levels = ["low", "medium"]
export const BAD: Levels = ["high", "critical"]
export const CRIT: Levels = ["critical"]
export const CALM: Levels = ["flexible", null]
export const NOW: Levels = ["immediate"]
export const SHORTLY: Levels = ["immediate", "soon"]

/** A Severity / Priority line the customer chose, and facts that say otherwise. */
export const LABELS: ReadonlyArray<T9Case> = [
  one("f1-urgent-footer-year", "Priority: Urgent\nSubject: Footer year\nDescription: The copyright line at the bottom of our booking page still says 2025.", LOW),
  one("f2-low-rent-portal", "Severity: Low\nSubject: portal login\nDescription: None of our tenants can log in to the rent portal since this morning. Rent is due tomorrow.", BAD, SHORTLY),
  one("f3-critical-button-colour", "Severity: Critical\nDescription: How can I make the buttons a different colour on the volunteer sign-up form?", LOW),
  one("f4-normal-empty-attachment", "Priority: Normal\nDescription: The weekly stock report still arrives, but the attachment is empty for the cellar location. The other two locations are fine and we can pull the cellar figures from the dashboard by hand.", ["medium", "low"], CALM),
  one("f5-not-urgent-dosage-wiped", "Urgency: Not urgent\nDescription: Since Tuesday, whenever a vet saves a treatment note the dosage field is wiped, for every animal. We have been writing the doses on paper and typing them back in.", BAD),
  one("f6-subject-urgent-date-format", "Subject: URGENT!!!\n\nHi, where do I find the setting to show dates as day/month instead of month/day?", LOW),
  one("f7-p1-one-user-column", "Priority: P1\nAffected users: 1\nDescription: My export to Excel drops the last column. I can copy it across by hand.", MILD),
  one("f8-low-directory-open", "Priority: Low\nDescription: Just noticed that anyone with the link to our staff directory can see home addresses and private phone numbers without logging in.", CRIT)
]

/** Signatures, disclaimers and quoted earlier mails. */
export const MAIL: ReadonlyArray<T9Case> = [
  one("e1-thanks-kiosks-fixed", "Thanks, that did it! All the kiosks are printing again.\n\nBest,\nMarta\n\n> On Tue, Support wrote:\n> Could you try restarting the print service on the kiosk server?\n>\n>> None of our kiosks will print boarding passes, the whole terminal is queuing.", ["low", null]),
  one("e2-signature-urgent-line", "Hi, could you email over last month's invoice for our records?\n\nThanks,\nJo Park\nAccounts Assistant\nFor anything urgent please ring the office on 01234 567890", LOW, ["flexible", "soon", null]),
  one("e3-new-question-over-old-outage", "Hi again, one more thing: can we rename the 'Depot B' label to 'Northgate' in the app?\n\nCheers, Sam\n\n-----Original Message-----\nFrom: Sam Ortiz\nSubject: RE: scanners\nThe scanners are back at both depots, thanks for the quick fix.", LOW),
  one("e4-calm-donations-missing", "Hello, hope you had a nice weekend. Just letting you know that since Saturday the donation page on our charity site takes the card details, says thank you, but no money ever reaches our account. About £3,000 of donations so far. No rush on a reply, whenever you're free.\n\nWarm regards,\nBeth", BAD),
  one("e5-angry-avatar", "THIS IS RIDICULOUS!!! Your app shows my profile picture slightly off-centre. Sort it out. I have been a customer for six years!!!", LOW),
  one("e6-angry-import-accents", "I am furious. For the third time this month the CSV import skipped every row with an accent in the surname, and we fixed them by hand again. Fix your software.", ["medium", "high"]),
  one("e7-disclaimer-logo", "Could you add our new logo to the login page? File attached.\n\nRegards,\nNadia\n\nThis message and its attachments are private. If it reached you by mistake, kindly tell the sender at once and erase it.", LOW, ["flexible", null])
]

/** Outage, degraded, one person. */
export const REACH: ReadonlyArray<T9Case> = [
  one("o1-box-office-503", "The ticket site for our theatre is returning a 503 error for everyone. Nobody can buy seats for tonight's opening night.", CRIT, NOW),
  one("o2-catalogue-slow", "Search in the parts catalogue takes about twenty seconds instead of one since yesterday. It works, it's just painfully slow for the counter staff.", ["medium", "high"]),
  one("o3-my-calendar-header", "On my screen only, the calendar header is cut off at the right edge. Nobody else in the office sees it.", LOW),
  one("o4-one-user-locked-friday", "I can't log in at all, the password reset email never arrives. The rest of my team is fine. I need to submit my timesheet by Friday.", ["medium", "high"], ["soon", "immediate"]),
  one("o5-two-countries-blank", "Customers in Spain and Portugal get a blank page when they open our shop; the other countries are fine. That's about a third of our sales.", BAD),
  one("o6-reception-tablet-freezes", "Once or twice a day the tablet at reception freezes for a minute and then carries on as normal.", MILD),
  one("o7-no-emails-out", "No emails are going out from the system at all since about 9am: password resets, order confirmations, nothing.", BAD),
  one("o8-etsy-channel", "Orders from the Etsy channel stopped coming into the stock system on Saturday. Website and Amazon orders still arrive. We're updating the Etsy stock by hand for now.", ["medium", "high"])
]

/** Workarounds, money and data. */
export const STAKES: ReadonlyArray<T9Case> = [
  one("w1-firefox-labels", "The 'Print labels' button does nothing in Firefox. It works in Chrome, so we've just switched browsers for now.", MILD, CALM),
  one("w2-roster-no-way-round", "There's no way around it: the roster won't publish, so 200 nurses don't know their shifts for next week.", BAD, SHORTLY),
  one("w3-retyping-orders", "Until the sync is fixed, two of us are retyping every online order into the warehouse system by hand, roughly 300 a day.", ["high", "medium"]),
  one("d1-notes-gone", "After yesterday's update every client note older than 2022 has disappeared from our counselling practice's records, and there is no bin to restore them from.", CRIT),
  one("d2-gym-double-charge", "Every member of our gym was charged their monthly fee twice this morning. The phones haven't stopped ringing.", CRIT),
  one("d3-four-pounds", "I was charged £4 more than the price shown for my order last week. Could you refund the difference?", MILD),
  one("d4-co-op-totals", "The year-end export shows the wrong totals for every farm in the co-op, and our accountant files the return on Thursday.", BAD, ["soon", "immediate"]),
  one("d5-report-cards-other-school", "A parent told us she can see the report cards of children from a different school when she logs in.", CRIT),
  one("d6-backups-failing", "The nightly backup has failed for the last five nights with 'quota exceeded'. Nothing is lost yet, but we have no recent backup.", ["high", "medium"]),
  one("d7-payout-details-changed", "Three staff accounts logged in from abroad overnight and changed their payout bank details. None of them are travelling.", CRIT),
  one("d8-panic-button", "The lone-worker app didn't raise the alarm when our carer pressed the panic button last night. She was fine, but we tested it again this morning and it still sends nothing.", CRIT),
  one("d9-label-wrong-patient", "The pharmacy label printer is putting the previous patient's dose on the next patient's bag. We've stopped dispensing until it's sorted.", CRIT)
]
