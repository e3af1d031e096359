// Round 4, a second set written after the first changes (our own sentences): long chats,
// emails with quoted replies and signatures, forms, call notes, non-native English, across
// payroll, bookings, IoT, shops and telephony. Measured before any fix made for it.
import { agent, user } from "./triageReading.js"
import { type Case, chat, one } from "./triageCase.js"

export const R4_CASES_2: ReadonlyArray<Case> = [
  // Emails with a signature, a quoted reply or a form.
  one("a bakery's tills in a signed email", "Hi there,\n\nsince opening this morning our three tills refuse every contactless payment, people are paying cash or leaving.\n\nThanks\nJoanna\nOwner, Crumb & Co Bakery\n07700 900123", { severity: "critical", time: "immediate" }),
  one("a quoted reply under a new fault", "The fix worked for the calendar, thank you. But now the staff app shows yesterday's shifts for everyone.\n\n> On Monday, Support wrote:\n> We have pushed a fix for the calendar sync.", { severity: "high" }),
  one("a web form for a thermostat", "Product: Smart thermostat T3\nSerial: 88-2231-0\nProblem: the display shows the wrong room name after renaming\nHow urgent: not urgent", { severity: "low", time: "flexible" }),
  one("a form with a deadline line", "Practice: Northfield Dental\nWhat's wrong: online booking lets two patients take the same slot\nNeeded before: our second surgery opens on the 2nd", { time: "soon" }),
  one("a long email, one real point", "Hello,\n\nA few things from our side. The colour of the confirm button is a bit pale, and the weekly summary arrives on Tuesdays instead of Mondays.\n\nThe bigger worry: since the payroll update none of our part-time staff appear in this month's run, so 60 people won't be paid on Friday.\n\nBest,\nRui", { severity: "critical", time: "soon" }),

  // Chats.
  chat("a chat that narrows to one device", [user("the cameras are all offline!!"), agent("Let me check. Can you see any of them in the app?"), user("oh wait, it's just the one over the loading bay, the others are recording")], { severity: "medium" }),
  chat("a chat that gets worse", [user("hi, one of the card readers at the front is slow to connect"), agent("Thanks, I'll look. Anything else?"), user("yes, now it's all of them and we can't take any card payments")], { severity: "critical", time: "immediate" }),
  chat("a chat answering with a day and an event", [user("Our hold message still mentions the old opening hours."), agent("I can change that. When do you need it by?"), user("monday, that's when the new hours start")], { time: "soon", severity: "low" }),
  chat("a chat with a plan answered and no rush", [user("The PDF payslips have the company logo stretched."), agent("Sorry about that! Which plan is your account on?"), user("Premium. and no rush at all")], { tier: "business", time: "flexible", severity: "low" }),

  // Call notes.
  one("call notes, the whole line gone", "Call 09:12 - caller (pharmacy chain) says all 12 branches lost phone service after the porting last night, patients can't reach them. Escalated.", { severity: "critical" }),
  one("call notes, one user's password", "Call 15:40 - user can't reset her own password, reset email lands in spam. Sent her a manual link, she's in now.", { severity: "medium" }),

  // Non-native English.
  one("non-native: the machine not print the tickets", "Hello, our parking machine not print the tickets from yesterday, the cars they cannot go out. Please quick!", { severity: "critical", time: "immediate" }),
  one("non-native: a question about the report", "Good day, I want ask how I can see the report of the hours per employee in one month. Thank you", { severity: "low" }),
  one("non-native: slow, no rush", "The application is very slowly when I open the orders list, maybe 20 second. Is not urgent.", { severity: "medium", time: "flexible" }),

  // Boundaries.
  one("double bookings for a share of the slots", "Roughly a quarter of this week's appointments were double booked by the new widget.", { severity: "high" }),
  one("a wrong price for every item", "Since the import every product in the shop shows a price of 0.00 and customers are checking out for free.", { severity: "critical", time: "immediate" }),
  one("a one-off missed reminder", "One client said she didn't get her reminder text for Thursday. Others got theirs.", { severity: "medium" }),
  one("a question about a limit", "Is there a limit to how many devices we can add to one site? We have 40 sensors to install next month.", { severity: "low" }),
  one("a request to change the invoice email", "Please send our invoices to accounts@ from now on instead of my address.", { severity: "low" }),
  one("an outage announced in advance, no fault", "We are moving offices on Saturday and our internet will be off for the day, will the phones keep working?", { severity: "low" }),

  // Time.
  one("end of the month payroll", "The tax report export gives an error. We need it for month-end, so within the next week please.", { time: "soon" }),
  one("a class in an hour", "Our yoga class starts in 45 minutes and the check-in tablet won't open the booking list.", { time: "immediate" }),
  one("a request with no deadline at all", "Could we get the old invoices from 2022 as a zip sometime?", { time: "flexible" }),
  one("tonight's delivery run", "The route export is blank and the drivers leave at 6 tonight.", { time: "immediate" }),

  // Near misses.
  one("a review of the product", "We've used your booking system for two years and never had a single outage, great work.", { severity: null }),
  one("a news item about an outage elsewhere", "Saw the news that a big cloud provider was down yesterday, are you affected? Everything looks fine on our side.", { severity: null }),
  one("a hypothetical loss", "What happens to our recordings if we stop paying for the storage add-on?", { severity: "low" })
]
