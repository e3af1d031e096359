// Challenge "triage7" (11-28): tickets in styles the rules were not written for, across consumer
// apps, hardware, hospitality, public sector, logistics, healthcare admin and finance. Four weak
// spots and their near misses: a later turn that narrows the fault in other words; one email with
// several issues; severity told by its consequence; urgency told by a business date against a
// mere wish. All wording is our own. An expectation lists the categories a careful agent could
// give (null: nothing found); absent: not asserted.
import type { TriageCase } from "./triageReading.js"
import { agent, BAD, CALM, chat, MILD, one, user } from "./triageReading.js"

/** A later turn that narrows the first alarm without "actually" or "only". */
const NARROWED: ReadonlyArray<TriageCase> = [
  chat("n-door-readers", [
    user("None of the card readers in the building are letting anyone in!"),
    agent("Sorry about that. Can you check each reader for me?"),
    user("ok so the one over the main door works now, it's just the reader by the bike store that still flashes red")
  ], { severity: MILD }),
  chat("n-kiosk-two", [
    user("our ordering kiosks have all frozen"),
    agent("Could you try holding the power button for ten seconds on each?"),
    user("did that, four of the five came back fine. the one near the toilets is still stuck on the logo")
  ], { severity: MILD }),
  chat("n-payslips-one", [
    user("Payslips are wrong for the whole company this month!!"),
    agent("Which figures look wrong?"),
    user("Having checked properly, it's one employee whose overtime is missing. Everyone else's payslip is correct.")
  ], { severity: MILD }),
  chat("n-routes-fine", [
    user("The route planner is broken, drivers can't see their runs"),
    agent("Is that every driver?"),
    user("Looked again and it's Kemal's handset, he's on an old version. The other drivers have their runs.")
  ], { severity: MILD }),
  chat("n-widened", [
    user("one of the tills in the café won't take contactless"),
    agent("Is it just that till?"),
    user("no, now the other three have stopped too, we can't take any card payments at all")
  ], { severity: BAD, time: ["immediate", null] }),
  chat("n-still-all", [
    user("patient portal isn't sending appointment letters"),
    agent("Have you tried resending one manually?"),
    user("yes, tried that, still nothing goes out for any patient")
  ], { severity: BAD }),
  chat("n-printer-back", [
    user("Label printer in the dispatch bay is dead"),
    agent("Can you check the cable?"),
    user("cable was loose, it prints now. cheers")
  ], { severity: ["low", "medium", null] }),
  chat("n-wifi-floor", [
    user("Guest wifi has gone in the hotel"),
    agent("Is it every floor?"),
    user("Just checked with housekeeping, floors 1 to 5 are fine, it's the top floor rooms that can't connect")
  ], { severity: ["medium", "high"] })
]

/** One email, several points: the strongest stated wins unless the sender marks a point. */
const SEVERAL: ReadonlyArray<TriageCase> = [
  one("s-three-small", "Hello,\n\nA few bits from our team:\n- the search box placeholder says 'Serach'\n- the invoice PDF logo is slightly off-centre\n- can we have the week start on Monday in the calendar?\n\nNone of it is pressing.\n\nThanks,\nMarta", { severity: ["low"], time: CALM }),
  one("s-one-serious", "Hi,\n\nTwo things. The help centre link in the footer goes to a 404 page. More importantly, since Monday's update our district nurses can't open any patient visit notes on their tablets, so they are going out to homes without them.\n\nRegards,\nGwen Price\nCommunity Health Admin", { severity: BAD }),
  one("s-marked-minor", "Couple of things: exports to Excel are slow for everyone, takes about a minute. But the thing I really need help with is how to add a new site to our account.", { severity: ["low", "medium"] }),
  one("s-list-payments", "Issues this week:\n1. Dark mode text is hard to read on the reports page.\n2. Our bank reconciliation screen double-counts refunds, so the books don't balance.\n3. Customers can no longer pay their invoices through the online link at all, it errors for every one.", { severity: BAD }),
  one("s-question-then-fault", "Quick question about adding users, and also our delivery tracking page shows every parcel as 'lost' to the recipients since this morning, customers are ringing the depot in a panic.", { severity: BAD }),
  one("s-typo-and-slow", "The confirmation email has a typo in the hotel's name and the booking calendar takes a few seconds longer to load than it used to. Neither is stopping us.", { severity: MILD, time: CALM })
]

/** Severity told by what happens to the business, not by "down" or "broken". */
const CONSEQUENCE: ReadonlyArray<TriageCase> = [
  one("c-shop-cards", "Our corner shop's card machine tells every customer 'declined - contact issuer', even with cards that work elsewhere. We're turning people away to the cash machine down the road.", { severity: BAD }),
  one("c-staff-locked", "Since the password policy changed overnight, all of our care-home staff are locked out of the medication records. The night shift is recording doses on paper.", { severity: BAD }),
  one("c-wrong-customer", "We sent a tenant's rent statement, with her bank details, to a different tenant. Your mail-merge picked the wrong address for the whole batch of 300 letters.", { severity: ["critical"] }),
  one("c-council-bins", "Residents can't report missed bin collections on the council website, the form just spins. The phone line is taking the overflow but the queue is forty minutes.", { severity: BAD }),
  one("c-pharmacy-labels", "The pharmacy system is printing the wrong dosage on medicine labels for some repeat prescriptions. We've caught two before they went out.", { severity: ["critical", "high"] }),
  one("c-warehouse-scan", "Handheld scanners in the warehouse accept a scan and then show nothing, so pickers are writing every item on a clipboard. Dispatch is running about three hours behind.", { severity: BAD }),
  one("c-payroll-short", "Fourteen of our drivers were paid about half their wages this morning because the system left out their weekend shifts. Some of them can't make rent.", { severity: BAD }),
  one("c-hotel-keys", "The key card encoder at reception only writes blank cards, so new arrivals can't get into their rooms. A porter is letting guests in with the master key.", { severity: BAD }),
  one("c-loan-docs", "Loan customers are being shown someone else's repayment schedule when they open their documents in the app. We've had three calls about it in an hour.", { severity: ["critical"] }),
  one("c-fridge-alarms", "The temperature alerts from our vaccine fridges haven't reached anyone's phone since Saturday. We only found out when the morning check showed one at 12 degrees.", { severity: BAD }),
  one("c-one-receipt", "One customer asked for an emailed receipt yesterday and it never turned up. I printed one for her instead.", { severity: MILD }),
  one("c-report-colour", "The bar chart on the monthly footfall report uses two nearly identical greens, hard to tell apart.", { severity: ["low"] }),
  one("c-bank-duplicate", "Every transfer a member made through the app today has gone out twice from their account. Members are overdrawn.", { severity: ["critical"] }),
  one("c-timesheet-one", "My own timesheet shows Tuesday as 7 hours instead of 7.5. Could someone correct it?", { severity: MILD }),
  one("c-app-gps", "The delivery app puts every drop-off pin in the middle of the sea, so couriers can't find any addresses and are phoning customers one by one.", { severity: BAD })
]

/** Urgency told by a business date or event, against a wish with no date. */
const DATES: ReadonlyArray<TriageCase> = [
  one("d-payroll-friday", "The overtime import rejects our spreadsheet. Payroll runs on Friday and it has to include last month's overtime.", { severity: ["medium", "high"], time: ["soon"] }),
  one("d-inspection-tomorrow", "We need the fire door checklist report to print correctly before the inspector visits tomorrow morning.", { time: ["soon", "immediate"] }),
  one("d-ferry-tonight", "The boarding list export for tonight's 21:30 sailing comes out empty. Check-in opens at 20:00.", { severity: BAD, time: ["immediate"] }),
  one("d-year-end", "The depreciation schedule is off by one month for assets bought in March. Our year-end accounts are due to the auditors on the 30th.", { severity: ["medium", "high"], time: ["soon"] }),
  one("d-wish-someday", "It would be lovely if the app remembered my favourite stop. Not a problem at all if it never happens.", { severity: ["low"], time: CALM }),
  one("d-wish-soon-vague", "Hoping for a bulk-edit option for room rates at some stage, it would save our reception staff a lot of clicks.", { severity: ["low"], time: CALM }),
  one("d-term-start", "Parents can't see the new timetable in the school app. Term starts Monday and they need to know which bus to catch.", { severity: BAD, time: ["soon"] }),
  one("d-election-day", "The polling station staff rota won't publish to the volunteers' phones. The election is this Thursday.", { severity: ["medium", "high"], time: ["soon"] }),
  one("d-shipment-cutoff", "Customs declarations are stuck in 'pending' and the carrier's cut-off for today's container is at 4pm.", { severity: BAD, time: ["immediate"] }),
  one("d-clinic-list", "The clinic list for Monday's vaccination session didn't import, and the session starts at 9am Monday.", { severity: ["medium", "high"], time: ["soon"] }),
  one("d-tax-return", "I'd like to change the email address my statements go to before the tax year ends in April.", { severity: ["low"], time: ["soon", "flexible"] }),
  one("d-next-year", "Next year we might want to add a second warehouse to the account. How would that work?", { severity: ["low"], time: CALM })
]

/** Near misses: what looks severe or urgent and is not. */
const NEAR: ReadonlyArray<TriageCase> = [
  one("m-past-outage", "Last Tuesday your booking engine was offline for most of the afternoon. It's been fine since, but could you write up what happened so we can file it?", { severity: ["low", "medium", null], time: CALM }),
  one("m-sla-question", "What response time does your premium support plan guarantee for a critical outage? We're comparing it with our current provider.", { severity: ["low"], time: CALM }),
  one("m-no-rush-polite", "Hi there, no rush at all, but the mobile app shows prices without the currency symbol in the basket. Thank you!", { severity: MILD, time: ["flexible"] }),
  one("m-fixed-thanks", "The parcel tracking that stopped yesterday is working again after your patch, thanks all. Nothing more needed.", { severity: ["low", null], time: CALM }),
  one("m-down-word", "Could you move the 'Sign out' link further down the menu? People tap it by accident.", { severity: ["low"] }),
  one("m-drill", "We're running a fire drill on Friday and want to check the visitor sign-in app can print an evacuation list. Can it?", { severity: ["low"], time: ["soon", "flexible", null] }),
  one("m-critical-word", "Critical feedback on the new menu layout: the dessert section is hard to find. Nothing is broken.", { severity: ["low", "medium"] }),
  one("m-emergency-contact", "How do we add an emergency contact number for each employee in the HR module?", { severity: ["low"], time: CALM }),
  one("m-asap-name", "Please update our trading name on the invoices asap, we rebranded last month.", { severity: ["low"] }),
  one("m-old-ticket", "Following up on the sync problem from March, which you fixed. Can you confirm the root cause so I can close my internal ticket? No urgency.", { severity: ["low", "medium", null], time: CALM }),
  one("m-locked-own", "I forgot my password and the reset email went to my old work address. Can you help me get back in when you have a moment?", { severity: ["low", "medium", "high"], time: CALM }),
  one("m-slow-one-report", "The annual summary report takes a couple of minutes to generate. Fine, just wondering if that's expected.", { severity: MILD, time: CALM })
]

/** More domains and styles: call notes, a form, a one-liner, a chat in fragments. */
const MORE: ReadonlyArray<TriageCase> = [
  one("x-call-notes-library", "Call from Ruth, Eastfield Library. Self-service returns machine won't accept books, says 'item not recognised' for everything. Staff checking books in by hand, queue at the desk. Callback wanted.", { severity: BAD }),
  one("x-form-benefits", "Service: Benefits portal\nReference: BEN-4471\nDescription: Claimants uploading proof of address get 'file too large' for any photo over 2MB. Most people take photos on their phones.\nImpact: claims delayed", { severity: ["high", "medium"] }),
  one("x-one-liner-gate", "yard gate barrier stuck shut, 6 lorries waiting outside", { severity: BAD, time: ["immediate", null] }),
  chat("x-fragments-fx", [
    user("fx rates"),
    user("on the trading screen"),
    user("frozen since 8:02, dealers quoting off a spreadsheet")
  ], { severity: BAD }),
  one("x-vet-reminders", "Vaccination reminder texts to pet owners went out with the wrong clinic address. About 120 owners turned up at the old branch this morning.", { severity: BAD }),
  one("x-museum-tickets", "Online tickets for the museum show the wrong opening time (10:00 instead of 9:30). People arrive fine anyway, it's just confusing.", { severity: MILD }),
  one("x-grant-deadline", "The grant application form won't let applicants attach a budget. Submissions close at midnight on Sunday.", { severity: BAD, time: ["soon", "immediate"] }),
  one("x-mortgage-letter", "Could you add a field for a second applicant's employer on the mortgage forms? We'd like it for the spring.", { severity: ["low"], time: ["flexible", "soon", null] }),
  one("x-fleet-tracker", "One van's tracker shows it parked in Leeds when it's in Hull. The rest of the fleet is accurate.", { severity: MILD }),
  one("x-pos-menu", "After last night's menu upload every dish on the tills is priced at 0.00, so we've been giving meals away since lunch opened.", { severity: ["critical", "high"], time: ["immediate", null] }),
  one("x-app-rating", "Your app asks me to rate it every single time I open it. Please make it stop, it's driving me mad.", { severity: ["low", "medium"] }),
  one("x-hospital-rota", "The on-call rota for the children's ward is showing nobody on call tonight, even though it was filled last week. Nurses don't know who to page.", { severity: BAD, time: ["immediate", null] })
]

/** Written last, after the first fixes, to see if they hold. */
const FRESH: ReadonlyArray<TriageCase> = [
  one("f-salon-cards", "Salon card terminal keeps saying 'no connection' on every sale since 10am, we've had to ask clients to transfer by phone banking.", { severity: BAD }),
  chat("f-lift-narrow", [
    user("The access app won't open any doors in block C"),
    agent("Sorry! Is that all doors in block C?"),
    user("the lift and stairwell doors are fine again now, it's the bin store door that won't open")
  ], { severity: MILD }),
  one("f-gala-saturday", "The seating chart tool keeps duplicating table numbers. Our charity gala is on Saturday and the printer needs the final plan on Thursday.", { time: ["soon"] }),
  one("f-wish-export", "An export to Google Sheets would be handy one day, no timescale.", { severity: ["low"], time: CALM }),
  one("f-prescriptions-wrong", "Repeat prescription requests from our patients are landing with a different GP practice. We only noticed when they called us.", { severity: ["critical", "high"] })
]

/** A second batch written after the first rules: the first batch read 6 of 21 wrong with them. */
const FRESH2: ReadonlyArray<TriageCase> = [
  one("g-audit-thursday", "The access log export cuts off after 1,000 rows. Our ISO auditor is on site Thursday and will want the full year.", { severity: ["medium", "high"], time: ["soon"] }),
  one("g-wish-dashboard", "Some day it'd be nice to pin reports to the home screen. Just an idea.", { severity: ["low"], time: CALM }),
  one("g-month-end", "Bank rules stopped auto-matching supplier payments, we're matching 400 lines by hand and month-end close is on the 31st.", { severity: BAD, time: ["soon"] }),
  one("g-no-rush-sla", "No rush on this, but what's the uptime figure in your SLA? Procurement asked.", { severity: ["low"], time: ["flexible"] }),
  one("g-resolved-yesterday", "Yesterday's sync outage is resolved on our end, everything came back around 6pm. Thanks for the updates.", { severity: ["low", null], time: CALM }),
  one("g-ambulance", "The dispatch screen in the control room is freezing for about a minute at a time, crews are being sent by radio instead.", { severity: BAD }),
  one("g-three-points-marked", "Three things:\n1. The export icon is a bit blurry.\n2. Search is slow for me in the afternoons.\n3. Most urgent: the council tax direct debits didn't go out to the bank this morning, so every resident's payment is late.", { severity: BAD, time: ["immediate", "soon", null] }),
  chat("g-narrow-shelf", [
    user("none of the electronic shelf labels in store 12 are updating prices"),
    agent("Sorry about that, are any of them updating?"),
    user("most of them are fine now after the reboot, it's only the chilled aisle labels that still show old prices")
  ], { severity: MILD }),
  one("g-wedding-next-month", "Could we add a vegetarian option to the online RSVP form? Our wedding is next month.", { severity: ["low"], time: ["soon", "flexible", null] }),
  one("g-payroll-before", "The pension deductions calculate on gross instead of net. We need it right before payroll runs on the 25th.", { severity: ["medium", "high"], time: ["soon"] }),
  one("g-visa", "Students' enrolment letters are coming out without the university stamp, and the visa office won't accept them. Several have appointments this week.", { severity: BAD, time: ["soon"] }),
  one("g-patient-wrong-gp", "Discharge summaries are being sent to the wrong GP for patients with the same surname.", { severity: ["critical"] })
]

/** A third batch, written after the second pass: 8 of 18 readings wrong before a third. */
const FRESH3: ReadonlyArray<TriageCase> = [
  one("h-gym-doors", "Members can't scan in at the turnstiles this morning, staff are buzzing everyone through by hand and checking names on a printed list.", { severity: BAD, time: ["immediate", null] }),
  one("h-insurer-quotes", "Every motor quote our brokers run today comes back at £0 premium. We've had to pull the quote page.", { severity: BAD }),
  one("h-court-list", "Tomorrow's court list didn't publish to the public screens. Hearings start at 10.", { severity: ["medium", "high"], time: ["soon", "immediate"] }),
  one("h-utility-bills", "Around 2,000 customers were sent a final demand letter by mistake on Tuesday, including people who paid on time. Our phones haven't stopped.", { severity: BAD }),
  chat("h-narrow-printers", [
    user("Nothing is printing anywhere in the office"),
    agent("Can you try the printer on another floor?"),
    user("the second floor one prints fine, so it seems to be just the ground floor printer")
  ], { severity: MILD }),
  chat("h-narrow-accounts", [
    user("Our customers are getting logged out of the app constantly"),
    agent("Is that every customer?"),
    user("From the complaints it's three customers, all on the same old Android version. Everybody else is fine.")
  ], { severity: MILD }),
  one("h-multi-marked-low", "Two points. First, the appointment reminders went out an hour late this morning for some clients. Secondly, and this is the one that matters to me, how do I change the clinic's opening hours on the booking page?", { severity: ["low", "medium"] }),
  one("h-wish-polite", "Whenever it suits, a feature to export invoices as CSV would make our accountant's life easier.", { severity: ["low"], time: ["flexible"] }),
  one("h-date-wish", "It'd be great to have multi-currency before we open the Paris shop, probably next spring.", { severity: ["low"], time: ["flexible", "soon", null] }),
  one("h-launch-friday", "The product feed to the marketplace rejects all our new listings with 'invalid GTIN'. We launch the range on Friday.", { severity: BAD, time: ["soon"] }),
  one("h-past-incident-credit", "Following the downtime on the 3rd, which you've since fixed, please tell us how to claim the service credit.", { severity: ["low", "medium", null], time: CALM }),
  one("h-airline-seats", "Passengers checking in online are being assigned seats that are already taken, and the gate staff are sorting it out at boarding.", { severity: BAD })
]

/** A fourth batch (triage8): a denial beside a small fault or a wish, a device refusing what is
 * valid, "it'd be great to have" against a fix asked for. */
const FRESH4: ReadonlyArray<TriageCase> = [
  one("i-denial-greyed", "Nothing's broken as such, but the print button on the delivery note page stays greyed out for me.", { severity: MILD }),
  one("i-denial-wish", "Not an issue at all, but it would be nice if the planner let me colour-code shifts.", { severity: ["low"], time: CALM }),
  one("i-denial-typo", "No real problem here, just the footer of the booking email spells our street name wrong.", { severity: MILD }),
  one("i-denial-nothing", "Nothing is wrong, just saying thanks for the quick setup yesterday.", { severity: ["low", null] }),
  one("i-denial-then-outage", "Not a big deal normally, but today none of our branches can open the rota at all and shifts start in an hour.", { severity: BAD }),
  one("i-scanner-refuses", "The wristband reader at the pool entrance is refusing valid day passes, the lifeguard is waving people in.", { severity: ["high", "medium"] }),
  one("i-locker-rejects", "One of the parcel lockers keeps rejecting collection codes that are correct.", { severity: ["medium", "high"] }),
  one("i-terminal-declines", "A single checkout lane's card reader is declining cards that work on the other lanes.", { severity: MILD }),
  one("i-gate-refuses-all", "All three car park barriers are refusing every valid permit this morning and a queue is backing onto the main road.", { severity: BAD }),
  one("i-great-to-have-dark", "It'd be great to have a dark theme for the night staff.", { severity: ["low"], time: CALM }),
  one("i-great-to-have-filter", "It would be really great to have a filter by supplier on the orders list.", { severity: ["low"] }),
  one("i-great-to-get-working", "It'd be great to get the invoice sync working again, nothing has come through since Monday.", { severity: ["medium", "high"] }),
  one("i-great-if-fixed", "Would be great to have the booking page fixed today, customers can't pay for their tickets.", { severity: BAD }),
  one("i-great-to-have-back", "It'd be great to have the reports back, the whole finance team can't close the month without them.", { severity: BAD }),
  one("i-great-counts-again", "It'd be great to get the stock counts working again, they've shown zero since the weekend.", { severity: ["medium", "high"] }),
  one("i-rule-asked", "Could you explain why the gate scanner rejects expired passes? Just curious.", { severity: ["low"] }),
  one("i-lovely-to-have-option", "It would be lovely to have an option to hide archived clients.", { severity: ["low"], time: CALM })
]

export const T7_CASES: ReadonlyArray<TriageCase> = [...NARROWED, ...SEVERAL, ...CONSEQUENCE, ...DATES, ...NEAR, ...MORE, ...FRESH, ...FRESH2, ...FRESH3, ...FRESH4]
