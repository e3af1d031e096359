// Round 2 of the triage challenge set, sentences of our own: a plain answer to the agent's
// question about the plan or the deadline, a later turn that makes a fault milder, "urgently"
// telling how fast something happens, a supplier's outage, one user's workaround told as a story,
// and the boundaries between neighbouring categories (critical / high / medium / low;
// immediate / soon / flexible).
import { agent, user } from "./triageReading.js"
import { type Case, chat, one } from "./triageCase.js"

export const R2_CASES: ReadonlyArray<Case> = [
  // A plain answer to the agent's question.
  chat("a bare plan name after 'which plan'", [user("The route planner will not load the map for our drivers."), agent("Sorry about that! Which plan is your account on?"), user("Growth")], { tier: "business" }),
  chat("a bare plan name with a filler", [user("Exports to spreadsheet are cut off after 500 rows."), agent("Thanks. What subscription do you have with us?"), user("umm premium I think")], { tier: "business" }),
  chat("'free' answering the plan question", [user("Can't attach photos to a job card."), agent("Which tier are you on?"), user("just the free one")], { tier: "free" }),
  chat("'enterprise' answering the plan question", [user("Audit log shows nothing since Monday."), agent("Could you tell me your plan?"), user("Enterprise.")], { tier: "enterprise" }),
  chat("a plan question answered with something else", [user("The scanner app logs me out every hour."), agent("Which plan are you on?"), user("no idea sorry, my boss set it up")], { tier: null }),
  chat("a bare weekday after 'any deadline'", [user("The seating chart editor drops tables when I save."), agent("Understood. Is there a deadline we should know about?"), user("Thursday")], { time: "soon" }),
  chat("'tomorrow morning' after 'when do you need it'", [user("Member badges print blank."), agent("When do you need this working by?"), user("tomorrow morning ideally")], { time: "soon" }),
  chat("'not really' after 'any deadline'", [user("The greeting on the booking email has a typo."), agent("Is there a deadline for this?"), user("not really")], { time: "flexible" }),
  chat("a day answering when the fault began", [user("The kiosk screen stays blank after boot."), agent("When did this start?"), user("Thursday")], { time: null }),
  chat("a bare 'no' to 'is it urgent'", [user("The footer shows last year's date."), agent("Ok! Is it urgent?"), user("no")], { time: "flexible" }),
  chat("a plan question answered by a product, not a plan", [user("Sync fails on the tablet."), agent("Which plan are you on?"), user("we use the tablet app mostly")], { tier: null }),
  chat("'within the hour' answer", [user("Card payments fail at the ticket desk."), agent("How soon do you need this?"), user("within the hour, doors open at 7")], { time: "immediate" }),

  // A later turn makes the fault milder.
  chat("all users, then only one", [user("Nobody can log into the warehouse portal!!"), agent("I'm checking. Can you confirm it's everyone?"), user("actually it seems to be only Dev's login, the others got in fine")], { severity: "medium" }),
  chat("a crash, then found cosmetic", [user("the dashboard is broken"), agent("What exactly do you see?"), user("oh it's just the chart colours that look wrong, the numbers are fine")], { severity: "low" }),
  chat("a restart fixed most of it", [user("Our label printer stopped and no parcels can go out."), agent("Could you try restarting the print service?"), user("that got it going again, only the first label of each batch comes out crooked now")], { severity: "low" }),

  // "Urgently" and "immediately" describing speed.
  one("a page that closes immediately", "Hello, when I open the shift swap page it closes immediately. No rush, I can ask my manager to swap for me.\nThanks, Tom", { time: "flexible" }),
  one("updates applied immediately", "Is it true changes to prices are applied immediately to the till? Just curious, would like to know for next month.", { time: "flexible", severity: "low" }),
  one("a colleague who urgently needed a file", "Last week a colleague urgently needed an old invoice and the archive search could not find it. Could you look into it when you have time?", { time: "flexible" }),

  one("a fix wanted at once", "Discount codes are rejected at the till, we need the fix applied immediately.", { time: "immediate" }),
  one("someone's need now, not a story", "Our accountant needs the tax summary urgently and the export gives an empty file.", { time: "immediate" }),

  // A supplier's outage.
  one("a payment provider down", "Hi, your card gateway partner seems to be down, none of our customers can check out right now. Please help!", { severity: "critical", time: "immediate" }),
  one("a need denied for now", "The loyalty points page shows the wrong balance. We don't need it fixed right now, the promotion starts in spring.", { time: "flexible" }),
  one("a site back up, a new fault left", "The portal was down for an hour but it is back. Since then the invoice PDFs open blank.", { severity: "high" }),
  one("a courier's site down, told as news", "FYI the courier's tracking site had an outage this morning but it is back. Nothing needed from you.", { severity: null }),

  // One user's workaround told as a story.
  one("a workaround as a story", "Every time I try to upload the floor plan it fails, so I have been emailing it to myself and uploading from my phone instead. Works, just a pain.", { severity: "medium" }),
  one("a team's workaround, all blocked", "The booking sync fails for the whole front desk team, so we have been writing every reservation on paper instead.", { severity: "high" }),
  one("a workaround in non-native English", "The export not working for me, I am copy the table by hand in Excel for now. It is slow but ok.", { severity: "medium" }),

  // Critical vs high.
  one("everyone stopped: critical", "Good morning,\n\nSince 8 none of the 40 nurses on shift can open patient charts. We are writing on paper.\n\nKind regards,\nHelen\nWard manager", { severity: "critical" }),
  one("a key feature broken for many, work goes on", "Hi, the bulk email tool fails for all our marketing team since the update. They can still send one by one, which is slow.", { severity: "high" }),
  one("data lost", "After the sync last night a week of customer notes has disappeared from every account.", { severity: "critical" }),
  one("security exposure", "Form submission\nName: Ola\nIssue: a logged-out visitor can see other members' invoices by changing the number in the link", { severity: "critical" }),
  one("one site of many down", "Our Bristol depot can't print dispatch notes; the other five depots are working normally.", { severity: "high" }),

  // High vs medium.
  one("slow for everyone", "The whole app has been very slow since Tuesday, every page takes 10-15 seconds for all of us.", { severity: "high" }),
  one("a wrong total on some reports", "The monthly summary report shows a wrong total on some of the reports, we double-check by hand.", { severity: "medium" }),
  one("intermittent error, retry works", "Every now and then saving a quote gives an error, but clicking save again works.", { severity: "medium" }),
  one("one user can't log in", "My colleague Priya can't log in since her password reset. Everyone else is fine.", { severity: "medium" }),

  // Medium vs low.
  one("a label cut off", "The button text 'Confirm booking' is cut off on small phones. Still usable.", { severity: "low" }),
  one("a question on how to", "How do I add a second delivery address to a customer profile?", { severity: "low" }),
  one("a feature wish", "Would be great if we could sort the job list by postcode some day.", { severity: "low", time: "flexible" }),
  one("a crash asked about, not a limit", "The app crashes each time I open a report, is that normal?", { severity: "high" }),
  one("a polite request, not a wish", "The rota email shows the wrong shift times for two of our staff. Would be great if you could look at it.", { severity: "medium" }),
  one("wrong time zone in emails", "The reminder emails show the appointment time an hour off for clients abroad. Clients have turned up late twice.", { severity: "medium" }),

  // Immediate vs soon vs flexible.
  one("a deadline tomorrow", "The payroll export must be ready for tomorrow's run or staff won't get paid on time.", { time: "soon" }),
  one("customers waiting now", "There is a queue of guests at the reception and the check-in screen is frozen, please call me back now.", { time: "immediate" }),
  one("next week's event", "We have a conference on the 14th next month and the ticket page shows the wrong venue. Would be good to fix in the next week or so.", { time: "soon" }),
  one("end of day", "Please can this be sorted before close of business, the quarterly filing goes out tonight.", { time: "immediate" }),
  one("no deadline, calm", "Hi, the logo on the invoice looks blurry. Not in a hurry at all.\nCheers, Ben", { time: "flexible" }),
  one("a call note with a date", "Call 14:10 - customer says roster import fails on the new CSV. Needs it working by Friday for the new month's rota. Plan: Starter.", { time: "soon", tier: "business" }),

  // Tier told in forms and signatures.
  one("a form with an account type line", "Name: Jo Park\nAccount type: Free\nMessage: the calendar won't sync with my phone", { tier: "free" }),
  one("a tier in a signature", "The CSV import skips rows with accents.\n\n--\nMarek, IT lead\nCustomer since 2019 · Enterprise agreement", { tier: "enterprise" }),
  one("a trial about to end", "I'm a couple of days into the trial and can't invite my team, is that a trial limit?", { tier: "free", severity: "low" }),
  one("our own plan beside a partner's", "Our partner uses the free version, but we are on the Enterprise plan and the single sign-on page fails.", { tier: "enterprise" }),
  one("a plan named for someone else", "Our supplier is on your Enterprise plan and recommended you. We just signed up yesterday and the import fails.", { tier: null })
]

