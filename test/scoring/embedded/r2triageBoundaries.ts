// Round 2, second batch of our own: tickets on the boundaries between neighbouring categories,
// in long chats, quoted replies, call notes and forms.
import { agent, user } from "./triageReading.js"
import { type Case, one } from "./triageCase.js"

export const BOUNDARY_CASES: ReadonlyArray<Case> = [
  one("quoted reply: still failing for all", "Hi Priya,\n\nNo luck, the reset did not help. The nightly stock feed still fails and none of our 12 shops got their prices this morning.\n\nBest,\nOmar\n\n> On Mon, Priya wrote:\n> It should be a small glitch, could you reset the feed?", { severity: "critical" }),
  one("call notes: one till slow", "Call 09:20. Shop owner says the second till is slow to open the card screen, the first one is fine. Can wait till next week.", { severity: "medium", time: "flexible" }),
  one("form: a question about reports", "Name: Dana\nCompany: Green Step Dental\nSubject: Reports\nMessage: Where do I find the monthly no-show report? Thanks", { severity: "low" }),
  one("form: a priority field over a calm message", "Priority: Urgent\nMessage: could you add our new logo to the booking page at some point? Cheers", { severity: "low" }),
  one("non-native: stock wrong, still selling", "Hello, the stock number is not correct in some products, we can sell but we must check every time. Please look when possible.", { severity: "medium", time: "flexible" }),
  one("a launch tomorrow blocked", "We go live with the new menu tomorrow at 10 and the price import keeps rejecting the file. Need this sorted before then.", { severity: "high", time: "soon" }),
  one("the end of the month", "The VAT summary adds the wrong rate on refunds. Our accountant needs the figures by the end of the month.", { severity: "medium", time: "soon" }),
  one("a demo in an hour", "Client demo in an hour and the preview link gives a 404 for everyone we send it to!!", { time: "immediate" }),
  one("a nuisance that can wait", "The order confirmation email has two blank lines at the top. Not a priority.", { severity: "low", time: "flexible" }),
  one("all payments refused: critical and now", "Every card payment on the website is refused since 11:00, customers are phoning us. Please call back ASAP.", { severity: "critical", time: "immediate" }),
  one("a report one day late", "The weekly usage report arrived a day late this week. Just so you know.", { severity: "low" }),
  one("a report for auditors on Monday", "The audit export misses the last quarter's rows. The auditors arrive on Monday.", { time: "soon" }),
  {
    name: "a long chat: plan told late, a small fault",
    messages: [
      user("hey there"),
      agent("Hi! What can I do for you?"),
      user("when I print a delivery note the footer is cut in half"),
      agent("Sorry about that. Does it happen on every note?"),
      user("yes every one, but people can still read it"),
      agent("Thanks. Which plan do you have?"),
      user("Standard"),
      agent("Any deadline on this?"),
      user("nope")
    ],
    severity: "low",
    tier: "business",
    time: "flexible"
  },
  {
    name: "a long chat: outage confirmed, enterprise",
    messages: [
      user("nothing loads for any of our staff"),
      agent("I'm sorry! Is it the whole company or one office?"),
      user("all 3 offices, 200 people idle"),
      agent("Understood, escalating. What plan are you on?"),
      user("corporate, we have the annual agreement")
    ],
    severity: "critical",
    tier: "enterprise"
  },
  {
    name: "a chat: the agent's words are no customer's",
    messages: [user("How do I change the email address on my invoices?"), agent("No problem, this isn't urgent or critical, just go to Billing > Details. Are you on the free plan?"), user("thanks, found it")],
    severity: "low",
    tier: null,
    time: null
  },
  one("a trial user, a blocked import", "I'm on the trial and the import of my client list stops at row 50, so I can't really test the product.", { tier: "free", severity: "high" }),
  one("pay monthly", "We pay monthly by card for 6 users. The calendar view is blank since this morning for all of us.", { tier: "business" }),
  one("tomorrow's deliveries stuck", "None of tomorrow's delivery routes can be printed; the drivers leave at 6am.", { severity: "critical", time: "immediate" })
]
