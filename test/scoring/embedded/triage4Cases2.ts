// Challenge "triage4", second batch (held out: written after the first pass of the readings and
// run on it before any change): the same five families in other words and other trades.
import type { Message } from "../../../src/domain/types.js"
import type { T4Case } from "./triage4Cases.js"
import { agent, user } from "./triageReading.js"

type Want = Omit<T4Case, "name" | "messages">
const one = (name: string, text: string, want: Want): T4Case => ({ name, messages: [user(text)], ...want })
const chat = (name: string, messages: ReadonlyArray<Message>, want: Want): T4Case => ({ name, messages, ...want })

export const BATCH2: ReadonlyArray<T4Case> = [
  // 1. tags
  one("b2 emergency tag, none", "EMERGENCY: none of the lifts in block B respond to the call button app.", { urgent: true, time: "immediate" }),
  one("b2 asap dash, nobody", "ASAP - nobody in accounts can open the payroll screen, wages go out at 3.", { urgent: true, time: "immediate" }),
  one("b2 urgent, not a single", "Urgent: not a single parcel label prints in the depot.", { urgent: true, time: "immediate" }),
  one("b2 priority none in a ticket form (near miss)", "Ticket type: question\nPriority: none\nText: how do I export my contacts?", { urgent: false, time: { not: "immediate" } }),
  // 2. reach
  one("b2 every patient at reception", "The check-in screen errors for every patient at reception.", { severity: "critical" }),
  one("b2 anyone at the door", "The ticket scanner rejects anyone at the door with an e-ticket.", { severity: "critical" }),
  one("b2 every till in the store", "Card payments fail on every till in the store since lunchtime.", { severity: "critical" }),
  one("b2 each depot chat", "hey, route planner is down at each depot, drivers just sitting there", { severity: "critical" }),
  one("b2 none of our salons", "None of our salons can print receipts today.", { severity: "critical" }),
  one("b2 reviews widget each visitor (narrow)", "The reviews widget shows an error for each visitor on the product page.", { severity: { not: "critical" } }),
  one("b2 survey popup every customer (narrow)", "The survey pop-up crashes for every customer after they pay, payment itself goes through.", { severity: { not: "critical" } }),
  one("b2 font for every user (near miss)", "The font on the receipt looks off for every user, it's a cosmetic thing.", { severity: "low" }),
  one("b2 each branch asks (near miss)", "Each branch manager wants a copy of the monthly report.", { severity: { not: "critical" } }),
  // 3. exposure
  one("b2 payslips without login", "I noticed our payslips are open without a login if you know the address.", { severity: "critical" }),
  one("b2 other tenants' documents", "I can see other tenants' documents in my portal, including their bank details.", { severity: "critical" }),
  one("b2 anyone can edit prices", "Anyone can open the admin settings from the shop front and change prices.", { severity: "critical" }),
  one("b2 no password to view all orders", "No password is needed to view all customers' orders on the tracking page.", { severity: "critical" }),
  one("b2 public price list (near miss)", "Our price list can be viewed without logging in, that's how we want it.", { severity: { not: "critical" } }),
  one("b2 guest checkout question (near miss)", "Can customers buy without an account? We'd like guest checkout.", { severity: { not: "critical" } }),
  // 4. recovery
  chat("b2 bookings coming in again", [user("No bookings have come through since midnight."), agent("We fixed a queue, can you check?"), user("Yes, bookings are coming in again, thanks. Just one looks doubled.")], { severity: { not: "critical" } }),
  one("b2 one message, scanning again", "The scanners stopped at 7 but they're scanning again since 8, just want to know why.", { severity: { not: "critical" } }),
  one("b2 one message, back online", "Our site went offline around 2am, it's back online now. Can you tell us what happened?", { severity: { not: "critical" } }),
  one("b2 fault back (near miss)", "It was working for an hour, now the card machine is declining everything again.", { severity: { not: "low" } }),
  // 5. events
  one("b2 premiere", "The box office screen freezes and our premiere is on Thursday.", { time: "soon" }),
  one("b2 the race", "Entries for the race on the 21st are not saving, can you look?", { time: "soon" }),
  one("b2 open day email", "Hello,\n\nThe booking form for our open day next Saturday shows a blank page.\n\nBest,\nMarta", { time: "soon" }),
  one("b2 fair before", "We need the stall map fixed before the craft fair on the 5th.", { time: "soon", urgent: true }),
  one("b2 past race (near miss)", "The race last Sunday was great, how do I download the results?", { time: null }),
  one("b2 game as software (near miss)", "The game keeps lagging on my phone.", { time: null })
]
