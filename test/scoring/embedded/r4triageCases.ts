// Round 4 of the triage challenge set, our own sentences across payroll, booking systems, IoT
// devices, e-commerce and telephony: emails with signatures and quoted replies, forms, call
// notes, long chats and non-native English; positives told without their textbook words and
// near misses that share only topic words. The expected categories are our own reading.
import { agent, user } from "./triageReading.js"
import { type Case, chat, one } from "./triageCase.js"

export const R4_CASES: ReadonlyArray<Case> = [
  // Critical told without "down" or "outage".
  one("door locks that answer no card", "Since the firmware push last night none of the 300 door locks in our hotel respond to key cards. Guests are stuck in the corridors.", { severity: "critical", time: "immediate" }),
  one("phone lines dead", "Our phone lines have been dead since 8am, every inbound call hits a busy tone. We're a taxi firm, that's all our bookings.", { severity: "critical" }),
  one("no order taken since midnight", "Shoppers get to the pay screen and it just spins. We haven't taken a single order since midnight.", { severity: "critical" }),
  one("payslips sent to one employee", "Hello,\n\nafter this morning's run the payslips of the whole company were emailed to one of our drivers.\n\nRegards,\nSanne de Wit\nPayroll, Kruidvat Logistics", { severity: "critical" }),
  one("freezer sensors silent", "None of the cold-room sensors have reported a temperature since Sunday and we store vaccines in there.", { severity: "critical" }),

  // High: a team or a share of the customers blocked, work that cannot go on.
  one("engineers' app crashing on job sheets", "The field app crashes whenever our engineers open a job sheet, so they're filling in paper forms on every visit today.", { severity: "high" }),
  one("SMS reminders not going out", "Since Tuesday the appointment reminder texts have stopped going out to clients and we've had four no-shows.", { severity: "high" }),
  one("half the handsets won't register", "About half of the desk phones in our Leeds office won't register after the reboot, they just show 'No service'.", { severity: "high" }),
  one("non-native: cannot finish the pay run", "Hello, we are not able finish the pay run because the system give error at the pension step. Please check.", { severity: "high" }),

  // Medium: one user, slow, now and then, a way round it.
  one("one receptionist logged out", "One of our receptionists gets kicked out of the booking screen every twenty minutes; the rest of the front desk has no trouble.", { severity: "medium" }),
  one("report slower than it was", "The weekly takings report needs about ten minutes to build now, it used to be instant.", { severity: "medium" }),
  one("recording cuts off now and then", "Call recordings now and then lose the last few seconds of the conversation.", { severity: "medium" }),
  one("a thermostat offline on the dashboard only", "Two of the thermostats show as offline on the dashboard although they keep heating the rooms just fine.", { severity: "medium" }),

  // Low: a question, a change asked for, cosmetic.
  one("how to export call logs", "Morning! Is there a way to pull last month's call logs into a spreadsheet?", { severity: "low" }),
  one("old VAT number on the invoice PDF", "Our invoice PDFs still carry the VAT number we had before the merger, could you swap it for the new one when you get a moment?", { severity: "low", time: "flexible" }),
  one("weeks starting on Sunday", "Tiny thing: the date picker starts the week on Sunday, our staff would prefer Monday.", { severity: "low" }),

  // A later turn that makes the fault milder, or worse.
  chat("a calendar alarm that turns out cosmetic", [user("The whole booking calendar looks broken!!"), agent("Sorry to hear that. What are you seeing exactly?"), user("ah ok false alarm mostly, it's only the header colour that changed after your update, the bookings are all there")], { severity: "low" }),
  chat("payroll broken, then one employee", [user("Payroll is broken, nothing is calculating!"), agent("Is that for all of your employees?"), user("No sorry, it's only one employee whose tax code is blank. I can type the figure in by hand for now.")], { severity: "medium" }),
  chat("a question that turns into an outage", [user("Quick question about the thermostat app's schedule screen."), agent("Sure, what would you like to know?"), user("Actually forget that, right now none of the units respond at all and the building is freezing.")], { severity: "critical", time: "immediate" }),

  // Plain answers to the agent's questions.
  chat("'not very' to how urgent", [user("The order confirmation page has a typo in the delivery note."), agent("Thanks for flagging. How urgent is this for you?"), user("not very")], { time: "flexible" }),
  chat("a date answering 'by when'", [user("The gift card balance check returns an error."), agent("By when would you need this fixed?"), user("next Tuesday if you can")], { time: "soon" }),
  chat("the shop opening as the answer", [user("The card terminal won't pair with the till."), agent("How soon do you need this sorted?"), user("pretty quickly, we open at 9")], { time: "immediate" }),
  chat("an event answering 'any deadline'", [user("The seating plan export leaves out table numbers."), agent("Is there a deadline we should be aware of?"), user("yes, the gala on Saturday")], { time: "soon" }),
  chat("a plan with its billing", [user("Holiday requests are not showing for managers."), agent("Which plan are you on?"), user("Scale, billed yearly")], { tier: "business" }),

  // Time told by a business event or plainly.
  one("a pop-up this Saturday", "We have a pop-up market this Saturday and the card reader won't pair with the new tablet.", { time: "soon" }),
  one("bank file due at 3pm", "The payroll file has to reach the bank by 3pm today and the export button does nothing.", { time: "immediate", severity: "high" }),
  one("no hurry, noticed in passing", "No hurry on this one, I just noticed the hold music skips for a second.", { time: "flexible", severity: "medium" }),
  one("a call note with an event next week", "Call notes 10:40: caller from a dental group, online booking shows Saturday slots they don't open. Wants it fixed before the new hours start next Monday.", { time: "soon" }),

  // Near misses: topic words with no fault, or a fault that is not the sender's now.
  one("praise with 'nobody can'", "Just wanted to let you know the new call routing is great, nobody can tell we moved offices!", { severity: null }),
  one("a previous provider's outages", "Our old provider's checkout was down every other week, which is why we moved to you last month. All good so far.", { severity: null }),
  one("a question about alerts when offline", "Can your platform send us an alert when a freezer goes offline?", { severity: "low" }),
  one("a disclaimer's 'immediately'", "Could you add our new bookkeeper as a user?\n\nKind regards,\nTom\n\nConfidential: meant for the named recipient only. Anyone else reading this should tell us immediately and destroy every copy.", { severity: "low", time: null }),
  one("a quoted old outage", "Thanks, all good on our side now.\n\nOn Tue 12 Mar, Support wrote:\n> We are aware the site is down for all customers and are working on a fix.", { severity: null })
]
