// Challenge "triage4" (11-27, issue 22): five families of support triage told in words the
// earlier rounds did not list, in messages of our own (chat, email with signature or quoted
// reply, `Label: value` forms, tickets), each with near misses that must not fire:
// an urgency tag before a body that opens with "none/not"; reach told as a quantifier over
// people, sites or devices; exposure told without "security"; a recovery told with another verb;
// a calendar event of another kind. A triage expectation is a category, null (nothing found), or
// `{ not }` when only one reading is clearly wrong.
import type { Message } from "../../../src/domain/types.js"
import { agent, user } from "./triageReading.js"
import { BATCH2 } from "./triage4Cases2.js"
import { BATCH3 } from "./triage4Cases3.js"

export type Expect = string | null | { readonly not: string }

export interface T4Case {
  readonly name: string
  readonly messages: ReadonlyArray<Message>
  /** The urgency intent (intent_detect). */
  readonly urgent?: boolean
  readonly severity?: Expect
  readonly time?: Expect
}

type Want = Omit<T4Case, "name" | "messages">
const one = (name: string, text: string, want: Want): T4Case => ({ name, messages: [user(text)], ...want })
const chat = (name: string, messages: ReadonlyArray<Message>, want: Want): T4Case => ({ name, messages, ...want })

/** 1. An urgency tag, then a body that opens with a negative: the tag keeps its urgency. */
export const TAGGED: ReadonlyArray<T4Case> = [
  one("tag, none of the staff", "URGENT: none of our staff can log in", { urgent: true, time: "immediate" }),
  one("tag, none of the vans", "Urgent: none of the delivery vans show up on the map since this morning.", { urgent: true, time: "immediate" }),
  one("dash tag, not one till", "Urgent - not one of the tills will open the cash drawer.", { urgent: true, time: "immediate", severity: { not: "low" } }),
  one("asap tag, no one", "ASAP: no one on the night shift can clock in.", { urgent: true, time: "immediate" }),
  one("subject line tag", "Subject: URGENT: none of the classroom tablets connect\n\nHi, the whole school is offline on the tablets. Please call me.\nRuth", { urgent: true, time: "immediate" }),
  one("tag, nothing prints", "URGENT: nothing prints from the kitchen screen, orders are piling up", { urgent: true, time: "immediate" }),
  one("priority field none (near miss)", "Name: Tom Reyes\nPriority: none\nMessage: Could you add a second admin to our account?", { urgent: false }),
  one("urgency field not urgent (near miss)", "Urgency: not urgent\nDetails: the invoice footer shows our old postcode.", { urgent: false, time: { not: "immediate" } }),
  one("urgency field low (near miss)", "Urgency: low\nDetails: a typo in the welcome email.", { urgent: false }),
  one("none of it urgent (near miss)", "None of this is urgent: just a few questions about report filters.", { urgent: false, time: { not: "immediate" } })
]

/** 2. Reach told as a quantifier over the people served, sites or devices. */
export const REACH: ReadonlyArray<T4Case> = [
  one("for every customer at checkout", "The checkout page shows a blank screen for every customer.", { severity: "critical" }),
  one("anyone at the counter", "Since 9 the card terminal declines for anyone at the counter.", { severity: "critical" }),
  one("each shop", "The stock app crashes on launch for each shop we run.", { severity: "critical" }),
  one("all our tills", "Receipts fail to print for all our tills since the update.", { severity: "critical" }),
  one("each of our cafes", "The ordering screen is frozen in each of our cafes this morning.", { severity: "critical" }),
  one("every branch form", "Branch: all\nIssue: the booking system is down at every branch\nPlan: Business", { severity: "critical" }),
  one("every guest cannot", "Every guest who tries to check in at the kiosk gets an error, none of them can get a key.", { severity: "critical" }),
  one("for anyone trying to pay", "Payments are being declined for anyone trying to pay by card on the site.", { severity: "critical" }),
  one("newsletter for each visitor (narrow)", "The newsletter signup form throws an error for each visitor who tries it.", { severity: "high" }),
  one("contact form for every visitor (narrow)", "The contact form on our site shows an error for every visitor who submits it, enquiries aren't coming through.", { severity: { not: "critical" } }),
  one("slow for each visitor (near miss)", "The gallery page is a bit slow for each visitor, takes about four seconds.", { severity: "medium" }),
  one("blurry logo for every visitor (near miss)", "The header logo looks blurry for every visitor on a retina screen.", { severity: "low" }),
  one("added for every customer (near miss)", "We added a loyalty badge for every customer who has ordered twice.", { severity: { not: "critical" } }),
  one("each colleague wants (near miss)", "Each of our shops would love a dark mode on the tills.", { severity: { not: "critical" } })
]

/** 3. Exposure told without "security": critical; an open page as a feature or a question is not. */
export const EXPOSURE: ReadonlyArray<T4Case> = [
  one("no login to see invoices", "There is no login needed to see other people's invoices, you just change the number in the link.", { severity: "critical" }),
  one("no password for the admin page", "Anyone can open the admin page of our shop, it never asks for a password.", { severity: "critical" }),
  one("another customer's address", "When I opened my order I could see another customer's address and phone number.", { severity: "critical" }),
  one("strangers' bookings", "hi, logged into the app and im seeing someone else's bookings with their names and emails", { severity: "critical" }),
  one("no sign-in to download reports", "Form: Support\nPlan: Business\nDescription: the patient reports can be downloaded without signing in by anyone who has the link.", { severity: "critical" }),
  one("members' addresses open", "No login required to see other members' addresses, anyone can open them.", { severity: "critical" }),
  one("feature description (near miss)", "Our booking page needs no login, which our customers love.", { severity: { not: "critical" } }),
  one("question about no login (near miss)", "Is it possible to make the feedback form no login required?", { severity: { not: "critical" } }),
  one("public menu wanted (near miss)", "Can anyone open the menu page without logging in? We want it public.", { severity: { not: "critical" } }),
  one("own invoices (near miss)", "I can't see my own invoices from last year, where did they go?", { severity: { not: "critical" } })
]

/** 4. A recovery told with a verb of the work itself, in a reply or later in the same message. */
export const RECOVERY: ReadonlyArray<T4Case> = [
  chat("taking cards again", [user("None of our tills will take cards!"), agent("Could you restart the terminals?"), user("Done, we're taking cards again. Thanks.")], { severity: { not: "critical" } }),
  chat("orders flowing again", [user("No orders have come in since 6am, the shop looks dead."), agent("We've restarted the order service, can you check?"), user("Yes, orders are flowing again.")], { severity: { not: "critical" } }),
  chat("back up", [user("Our whole site is down."), agent("Can you check now?"), user("It's back up, thank you!")], { severity: { not: "critical" } }),
  chat("payments going through again", [user("Payments fail for every customer."), agent("We rolled back the release, how does it look?"), user("Payments are going through again, cheers.")], { severity: { not: "critical" } }),
  chat("scanning again", [user("The gate scanners reject every ticket."), agent("Please update the app and retry."), user("ok they're scanning again now")], { severity: { not: "critical" } }),
  chat("error back (near miss)", [user("The checkout page is down for every customer."), agent("Is it working now?"), user("No, it's down again, same error for everyone.")], { severity: "critical" }),
  chat("still not taking cards (near miss)", [user("None of the tills take cards."), agent("Did the restart help?"), user("No, still not taking cards at all.")], { severity: "critical" }),
  one("one message, back up", "The booking page crashed overnight but it's back up now, just letting you know.", { severity: { not: "critical" } }),
  one("one message, taking cards again", "The tills were down this morning but we're taking cards again now.", { severity: { not: "critical" } }),
  one("one message, still down (near miss)", "The tills were down this morning and we're still not taking cards.", { severity: "critical" })
]

/** 5. A calendar event of a kind the lists did not name: a deadline that makes the ticket soon. */
export const EVENTS: ReadonlyArray<T4Case> = [
  one("concert on Friday", "The ticket page keeps timing out and we need it working before the concert on Friday.", { time: "soon", urgent: true }),
  one("our gala", "Our gala is on Saturday and the seating planner won't save any tables.", { time: "soon" }),
  one("the match", "The match is on Sunday and the turnstile app still rejects season cards.", { time: "soon" }),
  one("recital date", "Before the recital on the 14th we need the programme export to work.", { time: "soon", urgent: true }),
  one("fundraiser email", "Hi team,\n\nOur fundraiser is this Thursday and the donation page shows an error.\n\nThanks,\nPriya\nEvents Lead", { time: "soon" }),
  one("tournament form", "Club: Riverside Juniors\nIssue: registration form rejects every player\nWhen: the tournament starts on the 3rd", { time: "soon" }),
  one("past concert (near miss)", "The concert last Friday went well. How do I archive the event?", { time: null }),
  one("match as a verb (near miss)", "The totals don't match the bank statement on Friday's export.", { time: { not: "soon" } }),
  one("weekly match (near miss)", "Every weekly match we print the team sheets, can the font be larger?", { time: { not: "soon" } })
]

export const T4_CASES: ReadonlyArray<T4Case> = [...TAGGED, ...REACH, ...EXPOSURE, ...RECOVERY, ...EVENTS, ...BATCH2, ...BATCH3]
