// Challenge "tri2" (round tri, 11-29): fresh tickets of our own on issue_severity in trades no set
// visited — a veterinary practice, a ferry operator, a florist, a climbing gym, a translation
// agency, a brewery, a dental lab, a music school. The family: one feature down for every user of
// the account while the rest of the product works, a way round in use, or a fix asked for within
// days. The sender's own calm says the business still runs: high, not critical. Near misses keep
// the whole business stopped (critical), faults hitting one person, hypotheticals, questions,
// faults already fixed, and messages that report nothing. All wording is our own.
import type { T9Case } from "./triage9Read.js"
import { sevCase } from "./triage13Cases.js"
import { user } from "./triageReading.js"

type Levels = ReadonlyArray<string | null>
const one = (id: string, text: string, severity: Levels, time?: Levels) => sevCase(id, [user(text)], severity, time)
const HIGH: Levels = ["high"]
const CRIT: Levels = ["critical"]
const MILD: Levels = ["low", "medium"]
const NONE: Levels = [null]

/** One feature broken for everybody, the rest fine or a way round in use, a fix asked in days: high. */
export const ONE_FEATURE: ReadonlyArray<T9Case> = [
  one("f1-vet-labels", "The label printing page gives a blank screen for every vet in our practice since Monday. Bookings and notes work normally. Could somebody look at it this week?", HIGH),
  one("f2-ferry-manifest", "Manifest exports fail for all of our crew accounts with a timeout. We are copying the passenger lists into a spreadsheet by hand meanwhile. A fix within a couple of days would help.", HIGH),
  one("f3-florist-photos", "Photo uploads are broken for everyone on our shop account, error 502 each time. Orders themselves still come through fine. Any chance of a fix by Wednesday?", HIGH),
  one("f4-gym-waivers", "Since the weekend the waiver reminder emails have not gone out to any of our members. Check-in and payments are working. Please look into it over the next few days.", HIGH),
  one("f5-agency-glossary", "Nobody in our translation team can open the shared glossary since this morning, it just spins. Everything else in the tool is okay. Could you have a look tomorrow or the day after?", HIGH),
  one("f6-brewery-reports", "Weekly stock reports fail to build for all users on our account. We can still see live stock on the dashboard, so it is not the end of the world, but we need it before month end.", HIGH),
  one("f7-lab-calendar", "The delivery calendar no longer syncs for any of our technicians since the last release; we are keeping a paper list for now. It would be lovely to see it mended this week.", HIGH),
  one("f8-school-invoices", "Term invoices will not generate for any of our families, the button does nothing. We send them out next Monday, so we would need a fix by Friday.", HIGH),
  one("f9-vet-sms", "Appointment text reminders aren't being sent to any clients since yesterday. The rest of the system is fine and reception is phoning people instead. A fix in the coming days please.", HIGH),
  one("f10-ferry-seatmap", "The seat map loads empty for every agent in our office. We can still sell tickets through the plain list, it is just slower. Please look at it when you can this week.", HIGH),
  one("f11-florist-search", "Search returns nothing for all of our staff accounts since the update, though browsing by category still works. Could it be sorted in the next day or so?", HIGH),
  one("f12-gym-export", "CSV export of class attendance errors for every admin on our plan. Not urgent today, but the board wants the numbers by Thursday.", HIGH),
  one("f13-agency-tm", "All of our linguists get an error when saving to the shared memory. They keep working and save locally, then merge later. Could this be looked at within the week?", HIGH),
  one("f14-brewery-labels", "Barcode labels print blank for every user since the patch. We hand-write labels for the moment. A fix within the coming couple of days would be appreciated.", HIGH)
]

/** The whole business stopped, money or data gone, or haste of its own: critical stays. */
export const STILL_CRITICAL: ReadonlyArray<T9Case> = [
  one("c1-vet-down", "The whole practice system has been down since 7am, nobody can check in a single patient and the waiting room is full. Please help now.", CRIT),
  one("c2-ferry-payments", "Card payments are failing for every passenger at all of our ticket desks since opening; we cannot sell a single crossing.", CRIT),
  one("c3-florist-data", "All of our customer orders from the last month have disappeared from the account. We need them back urgently.", CRIT),
  one("c4-gym-breach", "An unknown person signed in to our admin account from abroad last night and changed the payout bank details. None of us did that.", CRIT),
  one("c5-lab-nothing", "Nothing loads at all, for any of our staff, on any page: the app is completely dead since the update. Please fix it right away.", CRIT),
  one("c6-school-leak", "Parents are seeing other families' invoices and addresses in their portal since this morning.", CRIT),
  one("c7-brewery-orders", "Our online shop is offline for every customer and we have taken zero orders since midnight.", CRIT)
]

/** Near misses: one person hit, hypotheticals, questions, faults fixed, nothing reported. */
export const NEAR: ReadonlyArray<T9Case> = [
  one("n1-vet-one", "One of our nurses cannot open the label page on her laptop; it works for everyone else. No rush at all.", MILD),
  one("n2-ferry-what-if", "If the manifest export ever failed for all crew, what would be the fastest way to reach you? Just planning ahead.", [null, "low"]),
  one("n3-florist-how", "How do I add a second shop address to our account? Thanks in advance.", ["low", null]),
  one("n4-gym-fixed", "Yesterday the reminder emails were not going out, but it is all working again now. Thanks for the quick fix!", [null, "low"]),
  one("n5-agency-thanks", "Just wanted to say thanks, the new glossary screen is lovely and the whole team likes it.", NONE),
  one("n6-brewery-idea", "Suggestion: it would be nice if the stock report could be emailed to all users every Monday.", ["low"]),
  one("n7-lab-slow", "The delivery calendar is a bit slow to load in the mornings, maybe ten seconds. Not a big deal.", MILD),
  one("n8-school-colour", "Small thing: the logo on the invoices looks slightly blurry. Whenever you get a chance.", ["low"]),
  one("n9-ferry-other", "A friend who runs a marina said your competitor's app was down for every user last week. Glad we switched to you!", NONE),
  one("n10-vet-denial", "No problems to report this month, everything is running smoothly for all of our vets.", NONE),
  one("n11-florist-workaround", "The discount code field sometimes rejects valid codes; retrying usually works. Could you look into it?", ["medium"]),
  one("n12-gym-one-member", "A single member says her booking confirmation never arrived. Others got theirs fine.", MILD),
  one("n13-agency-feature", "Could your platform send a notification when a job is overdue? The whole team would love that.", ["low"]),
  one("n14-brewery-question", "Quick question: does the export include archived products, or only active ones?", ["low"]),
  one("n15-lab-past", "Last month the calendar sync failed for all technicians for an hour, but it has been fine since. Just asking whether you changed anything.", [null, "low", "medium"])
]

/** Round trifix (a reviewer's sentences and our own): no fix asked for in days, or the days told
 * in another clause: the reach keeps critical; a look asked for by a weekday still reads high. */
export const TRIFIX: ReadonlyArray<T9Case> = [
  one("x1-checkout-looks-like", "Every user in our team gets an error at checkout. It looks like it started this week.", CRIT),
  one("x2-checkout-providers", "Every user in our team gets an error at checkout. I will be looking at other providers by Friday.", CRIT),
  one("x3-checkout-sorted-list", "Every user in our team gets an error at checkout. We sorted the product list this week and it broke.", CRIT),
  one("x4-export-take-a-look", "The invoice export fails for every user in our team; the rest of the app works. Could you take a look by Thursday?", HIGH)
]
