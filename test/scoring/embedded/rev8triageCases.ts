// Challenge "rev8triage" (11-28, issue 22): a review of the triage5 readings on text they were
// not written from. Mostly near misses: a blank screen that is expected or cosmetic, a doubling
// that is good news, "every site" asked or wished for, customers calling about something else,
// "not a single booking" for a future or a normal empty calendar, a routine courier hour, a
// widening word in a reply that is no scale, "looks a bit off" about a design, the vendor's SLA
// quoted beside a real deadline. Also positives in everyday words. Messages of our own.
import type { Message } from "../../../src/domain/types.js"
import { agent, user } from "./triageReading.js"

export type Want = ReadonlyArray<string | null>
export interface R8Case {
  readonly id: string
  readonly messages: ReadonlyArray<Message>
  readonly severity?: Want
  readonly time?: Want
}
type W = Omit<R8Case, "id" | "messages">
const one = (id: string, text: string, want: W): R8Case => ({ id, messages: [user(text)], ...want })
const chat = (id: string, messages: ReadonlyArray<Message>, want: W): R8Case => ({ id, messages, ...want })

const BAD: Want = ["critical", "high"]
const NOT_BAD: Want = ["medium", "low", null]
const CALM: Want = ["low", null]
const NOT_NOW: Want = ["soon", "flexible", null]

/** Blank screens: expected, brief or cosmetic; then real ones. */
const BLANK: ReadonlyArray<R8Case> = [
  one("b-splash", "When the app starts, the splash page stays blank for a second or so before the menu shows. Normal? It all works after.", { severity: CALM }),
  one("b-screensaver", "The reception monitor goes black after ten minutes idle. Can we make the screensaver wait longer?", { severity: CALM }),
  one("b-dark-mode", "Love the update! The app turned dark at sunset by itself, I guess that's the new dark mode?", { severity: CALM }),
  one("b-template", "Quick question: the new invoice template shows a blank page at the end when I print. Cosmetic, the invoices themselves are fine.", { severity: NOT_BAD }),
  one("b-wish", "Would it be possible for the lobby display to go blank overnight to save power?", { severity: CALM }),
  one("b-real-till", "All three tills in the café went blank mid-service and we can't ring anything up.", { severity: BAD }),
  one("b-real-email", "Hi team,\n\nSince this morning the rota page turns white as soon as anyone opens it, so no staff member can see their shifts.\n\nThanks,\nOwen Price\nOperations Lead, Greenleaf Nurseries", { severity: BAD })
]

/** Doubling that is no fault; then doubling that is. */
const DOUBLED: ReadonlyArray<R8Case> = [
  one("d-orders-up", "Great news, our order count has doubled since October! Do we need a bigger plan for the extra volume?", { severity: CALM }),
  one("d-plan-question", "If our shop processes every order twice as fast with the new scanners, will our plan still cover it?", { severity: NOT_BAD }),
  one("d-print-twice-wanted", "Can the system print every invoice twice, one copy for us and one for the driver?", { severity: CALM }),
  one("d-staff-twice", "Our policy is that staff count every delivery twice before signing, where do we record the second count?", { severity: CALM }),
  one("d-real-sync", "The sync has been importing every order twice since Tuesday so the warehouse keeps picking double.", { severity: BAD }),
  one("d-real-receipts", "Our till prints each receipt twice now and goes through paper rolls in an hour.", { severity: ["medium", "high"] })
]

/** "Every site" asked or wished for; then told as the scope of a fault. */
const EVERY: ReadonlyArray<R8Case> = [
  one("e-rollout-q", "Could we get this booking widget on all our sites? The pilot store has been very happy with it.", { severity: CALM }),
  one("e-wish", "It would be lovely if it was every branch using the same price list, at the moment it's a mix.", { severity: NOT_BAD }),
  chat("e-reply-good", [user("The new loyalty screen is really popular at our Leeds shop."), agent("Glad to hear! Is it just Leeds using it?"), user("No, it's all 9 shops now, the staff love it.")], { severity: CALM }),
  chat("e-reply-real", [user("The card reader keeps declining at our shop."), agent("Is it only that shop?"), user("no, it is every store in the region, nobody can take cards")], { severity: BAD }),
  one("e-every-van", "Honestly it's every van in the fleet now, the trackers have all stopped reporting their position.", { severity: BAD })
]

/** Customers phoning about something else; then customers acting on the fault. */
const CALLERS: ReadonlyArray<R8Case> = [
  one("p-compliments", "Diners keep phoning to praise the autumn dishes, can we add a reviews page to the site?", { severity: CALM }),
  one("p-opening-hours", "Clients have been phoning to ask about our holiday opening hours. Is there a banner we can put on the booking page?", { severity: CALM }),
  one("p-chasing-quotes", "Buyers are chasing us for quotes, which is a good problem! How do I add a second user so my colleague can send them?", { severity: CALM }),
  one("p-real-disputes", "Tenants have been disputing their rent statements all week because the portal shows payments they never made.", { severity: BAD }),
  one("p-real-phoning", "Parents keep ringing the office because the school app says their children were absent when they were in class.", { severity: BAD })
]

/** "Not a single booking": a future, a normal quiet time; then a real stop. */
const QUIET: ReadonlyArray<R8Case> = [
  one("q-january", "Zero bookings so far for February, which is normal for us, folk book late. Can I run a discount code?", { severity: CALM }),
  one("q-future", "Not a single guest has booked for the spring retreat yet, it only went on sale an hour ago. How do I share the link?", { severity: CALM }),
  one("q-hypo", "If not a single customer has ordered by Friday, can we pause the subscription for a month?", { severity: CALM }),
  one("q-closed", "Not one diner has reserved for Monday, but we're closed Mondays anyway. Can I hide Monday from the calendar?", { severity: CALM }),
  one("q-real", "Our web shop looks fine but not one customer has checked out since the payment update last night.", { severity: ["critical"] }),
  one("q-real-form", "Site: Bayside Dental\nProblem: online booking\nDetails: not a single patient has booked since the weekend, the form just spins\nUrgency: high", { severity: BAD })
]

/** Courier hours: routine; then a fault that misses it. */
const COURIER: ReadonlyArray<R8Case> = [
  one("k-routine", "Just so you know, our courier collects at 4 every weekday. Can the dispatch report be sent at 3 instead of 5?", { time: NOT_NOW }),
  one("k-question", "What time does the courier usually arrive at the warehouse? We'd like to plan next month's rota.", { time: NOT_NOW }),
  one("k-past", "The van came at 2 as normal yesterday and everything went out on time. Thanks for the fix!", { severity: CALM, time: NOT_NOW }),
  one("k-real", "The label printer won't print anything and the courier collects at 3 today, we have 80 parcels waiting.", { time: ["immediate"] })
]

/** Widening words in a reply that is no scale, and real narrowing and widening. */
const WIDEN: ReadonlyArray<R8Case> = [
  chat("w-all-fine", [user("The whole booking system is down, nobody can book!"), agent("Can you try clearing the browser cache?"), user("Actually it's all fine now after the cache clear, sorry, it was only my browser.")], { severity: NOT_BAD }),
  chat("w-all-20", [user("The reports page is broken for everyone!!"), agent("Which report?"), user("actually it's only the stock report, and only the PDF export, all 20 others work fine")], { severity: NOT_BAD }),
  chat("w-real", [user("The till at counter 2 won't open a drawer."), agent("Just counter 2?"), user("Actually every till in the shop now, we can't give change.")], { severity: BAD })
]

/** "Looks a bit off" about a design; then a figure that looks off. */
const OFF: ReadonlyArray<R8Case> = [
  one("o-logo", "The new logo on the receipts just looks slightly wonky to me, maybe too big? Not urgent at all.", { severity: CALM }),
  one("o-font", "Hi! The price tags print fine, only the font looks slightly odd next to our shelf labels.", { severity: CALM }),
  one("o-price-design", "The price badge on the product page just looks a little off-centre on mobile, the price itself is right.", { severity: CALM }),
  one("o-balance-real", "The balances in the client accounts just look a bit off since the import, a few are hundreds out.", { severity: BAD }),
  one("o-totals-real", "Our daily totals look off against the bank statement, short by about £400 each day this week.", { severity: BAD })
]

/** The vendor's SLA quoted in a complaint that has a real deadline, and one that has none. */
const SLA: ReadonlyArray<R8Case> = [
  one("l-sla-and-deadline", "Your SLA promises a response within 4 hours and it's been two days. Payroll has to go out first thing tomorrow, and the export keeps failing.", { time: ["immediate", "soon"] }),
  one("l-sla-today", "Your contract guarantees a fix within 8 hours. We open to the public at 9 tomorrow and the tills still won't start.", { time: ["immediate", "soon"] }),
  one("l-sla-only", "The plan advertises replies within 24 hours; I've waited three days for an answer about changing my invoice address.", { time: NOT_NOW }),
  one("l-sla-email", "Hello,\n\nWe pay for premium support, which guarantees a response within 1 hour. The card terminals at both our shops have been down since opening and customers are leaving.\n\nRegards,\nPriya Shah\nOwner, Shah Convenience", { severity: BAD, time: ["immediate"] })
]

/** Workaround words with no way round. */
const USE: ReadonlyArray<R8Case> = [
  one("u-will-use-feature", "I will use the new export every quarter until we switch accountants, where is it in the menu?", { severity: CALM }),
  one("u-real", "Scanning into the app fails on my phone, the website works though, so I will use that until it's fixed.", { severity: ["medium", "low"] })
]

/** Positives in everyday words, and near misses of the new void patterns. */
const PLAIN: ReadonlyArray<R8Case> = [
  one("x-self-checkout", "The self-checkout screens went white again and the queue is out the door.", { severity: BAD }),
  one("x-not-one-paid", "Nobody's paid online since lunchtime, not one customer has checked out, the button does nothing.", { severity: ["critical"] }),
  one("x-courier-due", "nothing prints from the dispatch app and the courier arrives at 5 today", { time: ["immediate"] }),
  one("x-calls-to-book", "Customers keep calling us to book because they like the phone better. Can we add a call-back button?", { severity: CALM }),
  chat("x-love-scope", [user("Is there a way to copy the new menu layout to other branches?"), agent("Which branches use it now?"), user("It's every branch in the north already and the teams love it.")], { severity: CALM })
]

export const R8_CASES: ReadonlyArray<R8Case> = [...BLANK, ...DOUBLED, ...EVERY, ...CALLERS, ...QUIET, ...COURIER, ...WIDEN, ...OFF, ...SLA, ...USE, ...PLAIN]
