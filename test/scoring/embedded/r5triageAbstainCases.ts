// Round 5, a challenge set written before any change for it (our own sentences): mild and
// moderate tickets told without the severity rubric's words (a copy of an invoice, a user added
// or removed, a plan or card change, an export asked for, something that "used to" work or
// "looks off"), a few high and critical ones told plainly, and messages that are no ticket at
// all (a pitch, a newsletter, an application, a press request, a survey saying all is well,
// thanks), whose severity stays not found. Labels are what a support lead would give: low for a
// question or a request with no fault, medium for a fault of limited reach or with a workaround.
import { agent, user } from "./triageReading.js"
import { type Case, chat, one } from "./triageCase.js"

/** Requests and questions with no fault: low. */
export const R5_REQUESTS: ReadonlyArray<Case> = [
  one("a copy of an old invoice", "Subject: Copy of invoice\n\nHi there,\n\nCould you send me a copy of our invoice from August? Our accountant needs it for the quarterly return.\n\nThanks,\nMaria Lopes\nOffice manager", { severity: "low" }),
  one("the client list as a spreadsheet", "Hello, is there a way to download our whole client list as a spreadsheet? We want to do a mailing in the new year. Cheers, Ben", { severity: "low" }),
  one("a leaver to be taken off", "Please remove Jonas Berg from our account, he left the company on Friday. Thanks", { severity: "low" }),
  one("a new receptionist to be given access", "Hi! We'd like to give our new receptionist, Ana, access to the bookings calendar. What do we need to do?", { severity: "low" }),
  one("a web form: monthly to yearly", "Name: Peter Holm\nCompany: Holm Bakery\nTopic: Billing\nMessage: We would like to switch from paying monthly to paying once a year. Is that possible?", { severity: "low" }),
  one("a receipt asked for", "Subject: Receipt for payment\n\nHello,\nI paid for the extra seats last week and would like a receipt for our records. Can you send one over?\nKind regards,\nTom", { severity: "low" }),
  one("a second admin", "Can we add a second admin to our account? Our owner wants to be able to see the reports too.", { severity: "low" }),
  one("holiday opening hours", "Where do I set the opening hours for the holiday period?", { severity: "low" }),
  chat("a chat: a logo on the booking page", [user("hi, got a sec?"), agent("Sure, what can I help with?"), user("is it possible to put our logo on the booking page")], { severity: "low" }),
  one("a new postal address for invoices", "Hello, we are moving offices next month. Please use our new postal address on future invoices: 14 Mill Lane, Leeds. Regards, Karen", { severity: "low" }),
  one("a year of transactions for the audit", "Subject: Data export\n\nHi team,\nBefore our annual audit we need all transactions from 2025 in one file. Can your system produce that, and in which formats?\n\nBest,\nOliver Grant\nFinance lead", { severity: "low" }),
  one("what happens when the trial ends", "Our trial ends on Sunday. What happens to the jobs we entered if we don't upgrade straight away?", { severity: "low" }),
  one("a closed shop's location cancelled", "Hi, please cancel the extra location we added in October, we closed that shop. Thank you, Dana", { severity: "low" }),
  one("a limit on photos", "Is there a limit to how many photos we can attach to a job?", { severity: "low" }),
  one("the app in Spanish", "Hello,\nI'd like to know if the app can be used in Spanish by some of our staff.\nThanks\nLuis", { severity: "low" }),
  one("a new company card on file", "Name: Grace\nEmail: grace@example.com\nSubject: New card\nMessage: Our company card expires this month, I'd like to put the new one on file.", { severity: "low" }),
  one("the account handed to a partner", "Good morning, we need to transfer the account to my business partner as I am retiring. What paperwork do you need from us? Best wishes, Alan Price", { severity: "low" }),
  one("training for new starters", "Subject: training\nDo you run any sessions for new staff on the rota module? We have three starters in January.", { severity: "low" }),
  one("non-native: where is the invoice language", "Good day, I can not find where is the setting for the language of invoice. Please help me. Regards, Olga", { severity: "low" }),
  one("three appointments a day in month view", "Hi, is it normal that the month view only shows three appointments per day? We often have five or six.", { severity: "low" }),
  one("a quote that spills onto a second page", "Since the weekend our PDF quotes run to two pages instead of one, the last line spills over. Looks unprofessional.", { severity: "low" })
]

/** A fault of limited reach, or one with a way around it: medium. */
export const R5_FAULTS: ReadonlyArray<Case> = [
  one("appointments an hour later for me", "Since Monday the calendar shows my appointments an hour later than I booked them. My colleagues don't see this.", { severity: "medium" }),
  one("search used to find postcodes", "Hi, the search used to find customers by postcode. Now it only finds them by surname. Has something changed?", { severity: "medium" }),
  one("a weekly summary that looks off", "Subject: Weekly summary\n\nHello,\nThe weekly summary email says we sold 212 items but our till says 198. Something looks off.\n\nThanks,\nRuth", { severity: "medium" }),
  one("stock levels that look off", "Something looks off with the stock levels on the dashboard today, a few items show more than we have on the shelf.", { severity: "medium" }),
  one("an attached PDF that will not open", "When I attach a PDF to a quote it goes through, but the customer receives a file that won't open. I've been sending them separately by mail.", { severity: "medium" }),
  one("a date picker that jumps back", "The date picker on the booking form jumps back to today when I pick a date in February. Typing the date in by hand does the trick.", { severity: "medium" }),
  one("logged out on the tablet", "Hello, the app on my tablet logs me out every time I switch to another app. On my laptop it's fine. Jess", { severity: "medium" }),
  one("an order number that used to show", "Our invoices used to show the customer's order number, since last week that line is blank.", { severity: "medium" }),
  chat("a chat: two rows for one customer", [user("hey, the report for October has two rows for the same customer"), agent("Is it just that report?"), user("yes, the other months look right")], { severity: "medium" }),
  one("reminders sent twice", "Subject: Reminder texts\nHi, a couple of our clients said they got their appointment reminder twice yesterday. Not a disaster but a bit embarrassing. Thanks, Meg", { severity: "medium" }),
  one("a print icon in one browser", "The printer icon in the orders screen does nothing for me in Firefox, but it does in Chrome so I'm using that.", { severity: "medium" }),
  one("VAT totals that disagree", "The totals on the VAT report don't agree with the sum of the invoices for September, they are about 40 pounds apart.", { severity: "medium" }),
  one("a web form: Friday hours under Saturday", "Name: Ivo\nProduct: Timesheets\nDescription: The hours I enter on Fridays appear under Saturday in the weekly view. The totals are right though.", { severity: "medium" }),
  one("an export that leaves out a column", "Hello, the export to our accounting package leaves out the discount column. We have been adding it back in by hand.", { severity: "medium" }),
  one("one van far from where it is", "One of our vans shows up on the map about 30 miles from where it actually is, the others are where they should be.", { severity: "medium" }),
  one("site photos rotated", "Hi, the photos our engineers take on site come out rotated sideways in the job report. Any idea?", { severity: "medium" }),
  one("a new password the app refuses", "I reset my password this morning but the new one isn't accepted on the mobile app. The website takes it. Any ideas? Noor", { severity: "medium" }),
  one("cancelled bookings counted as income", "Subject: Strange totals\nSince yesterday the dashboard counts cancelled bookings as income. Not urgent but it throws our figures.", { severity: "medium" }),
  one("an old phone number on confirmations", "The confirmation customers get still has our old phone number on it, I updated it in settings weeks ago.", { severity: "medium" }),
  chat("a chat: the signature pad", [user("the signature pad on the tablet is acting up"), agent("What happens exactly?"), user("it takes the signature but it comes out as a straight line in the PDF. we get them to sign on paper for now")], { severity: "medium" }),
  one("one customer's loyalty points", "Hi team, one customer says she can't see her loyalty points in the app although she has 3 orders. Others have theirs.", { severity: "medium" }),
  one("reminders on the day, not the day before", "Hello,\nThe shift reminders arrive on the morning of the shift rather than the day before as we set them. Could you take a look?\nRegards,\nPaul", { severity: "medium" }),
  one("one engineer's jobs under another", "When I filter jobs by engineer, Mark's jobs also appear under Mike. It only started after we renamed Mike's profile.", { severity: "medium" }),
  one("'remember me' that forgets", "Hi, the 'remember me' box on the login page doesn't remember me. Every morning I type everything in again.", { severity: "medium" }),
  one("non-native: tax counted two times", "Hello, the app show me the price with tax two times when I make offer. Customer is confuse. Please check. Thanks Ahmed", { severity: "medium" }),
  chat("a chat: a colleague's account pending", [user("hi can u check why my colleague's account still says pending?"), agent("Sure, what's her name?"), user("Lina Park, she started monday and can't get in yet")], { severity: "medium" }),
  one("receipts a day early", "Customers who pay online get a receipt that shows yesterday's date instead of today's.", { severity: "medium" }),
  one("two-step codes to an old phone", "Could you reset the two-step login for my colleague Sam? He got a new phone and the codes still go to the old one.", { severity: "medium" })
]

/** Severe faults told plainly: high and critical. */
export const R5_SEVERE: ReadonlyArray<Case> = [
  one("nothing reaches the accounting package", "Subject: Nothing reaches the accounting package\n\nHi,\nNone of today's invoices have come through to our accounting package, the last ones it has are from Tuesday. Our bookkeeper can't close the month.\n\nBest,\nFrank", { severity: "high" }),
  one("a warehouse team at the login screen", "The whole warehouse team has been stuck at the login screen since the morning shift started. The office is fine.", { severity: "high" }),
  chat("a chat: paid bookings not in the diary", [user("our booking page takes payments but the bookings don't appear in the diary"), agent("For all bookings?"), user("yes every one since lunchtime")], { severity: "high" }),
  one("an empty basket for every shopper", "Our online shop shows an empty basket to every customer at checkout, no one has been able to buy anything since 9.", { severity: "critical" }),
  one("another firm's invoices in our account", "We can see the invoices of a company we don't know in our account.", { severity: "critical" })
]

/** Messages that are no ticket: severity not found. */
export const R5_NOT_TICKETS: ReadonlyArray<Case> = [
  one("an agency's pitch", "Hi there,\n\nI run a small agency that builds mobile apps for booking platforms. We recently shipped one for a chain of gyms and their sign-ups went up sharply. Would you be open to a 15-minute call next week to see if we could do the same for you?\n\nBest,\nLeo\nAppcraft Studio", { severity: null }),
  one("a newsletter", "Our November roundup: three new integrations, a webinar on year-end reporting, and tips for the busy season. Read more on our blog.\n\nYou are receiving this because you signed up on our website. Unsubscribe", { severity: null }),
  one("a job application", "Dear hiring team,\n\nI'm writing to apply for the customer support role posted on your careers page. I spent the last few years answering tickets for an accounting tool. My CV is attached.\n\nKind regards,\nSofia", { severity: null }),
  one("a press request", "Hello, I'm a journalist with a regional business paper writing a piece on small firms adopting scheduling software. Could someone from your team answer a few questions by Thursday? Thanks, Mark Ellis", { severity: null }),
  one("a survey saying all is well", "Survey reply\nHow satisfied are you with the product? Very satisfied\nAnything we could improve? Nothing comes to mind, it does what we need.\nWould you recommend us? Yes", { severity: null }),
  one("thanks for help last week", "Just a note to say thanks to Priya for sorting out our account last week. Really appreciated!", { severity: null }),
  chat("a chat ending in thanks", [user("the sync is stuck"), agent("I've restarted it on our side, can you check?"), user("Thanks, that did it! Have a great weekend.")], { severity: null }),
  one("a plugin maker's partnership", "Hi, we make a time-tracking plugin used by a lot of cleaning companies. We think our users would love an integration with your platform. Who should I speak to about a partnership?", { severity: null }),
  one("an out-of-office reply", "I am out of the office until 4 January with no access to email. Jane on 0161 555 0100 can help while I am away.", { severity: null }),
  one("an expo invitation", "You're invited! Join us at the Small Business Expo on 12 March, stand 42, for live demos and coffee on us. Register your free pass here.", { severity: null }),
  one("an SEO offer", "Hello, I noticed your website is not on the first page of Google for key terms. Our team can get you there within 30 days. Reply YES for a free audit.", { severity: null }),
  one("praise for a feature", "We've been using the new rota feature for a month now and the team loves it. Keep up the good work!", { severity: null }),
  one("a caterer's invoice", "Please find attached invoice 2291 for the catering at your team day on 3 November. Payment terms are 30 days.", { severity: null }),
  one("all sorted, close it", "Great, all sorted on our side now. You can close this one.", { severity: null }),
  one("a recruiter", "Hi, I'm a recruiter who places customer success people. If you're hiring this year I'd be glad to share some candidate profiles.", { severity: null }),
  one("a charity appeal", "Dear friends, our annual winter appeal is now open. Every donation helps a family stay warm this season.", { severity: null }),
  one("students' questionnaire", "We're students at the university researching how small businesses choose software. Would you take 5 minutes to fill in our questionnaire?", { severity: null }),
  one("office closed notice", "FYI: our office will be closed between Christmas and New Year. No action needed.", { severity: null }),
  one("a signed contract confirmed", "Hi, just confirming I received the new contract and signed it. Thanks!", { severity: null }),
  one("a collections tool's pitch", "Struggling with late payments? Our invoicing assistant chases overdue invoices for you and has helped 300 firms get paid faster. Book a demo today.", { severity: null })
]

/** A second batch, written after the floor's first version and measured before it was widened. */
export const R5_SECOND: ReadonlyArray<Case> = [
  one("charged for more seats than users", "Hello, this month we were billed for 12 seats but only 10 people use the account. Could that be corrected? Thanks, Ivan", { severity: "low" }),
  one("a renewal after cancelling", "Subject: Renewal\n\nHi,\nWe cancelled our subscription in March but it renewed again yesterday. We'd like the payment returned.\n\nRegards,\nClare Dunn", { severity: "medium" }),
  one("would it be possible to merge two accounts", "Would it be possible to merge our two accounts into one? We opened a second one by mistake.", { severity: "low" }),
  one("tried to import contacts", "I tried to import our contacts from the old system but only the first 50 came in. The file has about 400.", { severity: "medium" }),
  one("why the invoice is higher", "Hi, why is our invoice higher this month? Nothing changed on our side as far as I know.", { severity: "low" }),
  one("please advise on archiving", "We have around 2,000 finished jobs cluttering the list. Please advise on the best way to archive them.", { severity: "low" }),
  one("a web form: a guest's name spelt oddly", "Name: Rosa\nEmail: rosa@example.org\nMessage: Guests with an accent in their name get it printed as odd symbols on the booking confirmation.", { severity: "medium" }),
  one("the opening hours page shows last year's", "The opening hours on our booking page are still last year's even though I saved the new ones twice.", { severity: "medium" }),
  one("a new site to be set up", "Good afternoon, we are opening a second clinic in April and need it set up as a separate location with its own diary. What information do you need? Kind regards, Dr Shah", { severity: "low" }),
  one("help setting up the card reader", "Hi there, I need help pairing the new card reader with the till app. The instructions in the box don't mention our model.", { severity: "low" }),
  chat("a chat: a report that shows nothing for May", [user("hello"), agent("Hi! How can I help?"), user("the sales report is empty for May, the other months are there")], { severity: "medium" }),
  one("non-native: the discount not go", "Hello, when I put discount 10% for client the total stay same, the discount not go. Only for one client, others ok.", { severity: "medium" }),
  one("a photo upload that takes ages", "Uploading photos from the van tablet takes ages lately, sometimes minutes for one picture. Wifi at the depot is fine.", { severity: "medium" }),
  one("asking for the API key", "Could I get an API key for our developer? He's connecting our website to the booking system next week.", { severity: "low" }),
  one("an admin who left", "Our previous admin left and we don't have her login. How can the manager take over as the account owner?", { severity: "low" }),
  one("a data deletion request", "Subject: Deletion request\n\nA former client has asked us to remove all their personal details. Can you confirm how we do that in the system?\n\nThanks,\nTheo", { severity: "low" }),
  one("calendar sync that shows events late", "Events we add in the app turn up in Outlook about a day later. Adding them in Outlook first is our stopgap for now.", { severity: "medium" }),
  one("a survey of a new customer, with one snag", "How are you finding the product? Mostly great. Anything not working as expected? The weekly email lands on Tuesday rather than Monday.", { severity: "medium" }),
  one("a newsletter sent to support", "Spring edition: new recipes, our supplier of the month and a recap of the trade fair. Manage your preferences or unsubscribe at any time.", { severity: null }),
  one("a thank-you with no request", "Thank you for the quick answer yesterday, the team is happy with the new set-up.", { severity: null })
]

/** A third batch (call notes, chasers, third-person requests, long emails), written after the floor's second version and measured before any change for it. */
export const R5_THIRD: ReadonlyArray<Case> = [
  one("call notes: a resend asked for", "Call notes 14:05\nCaller: Jim Barnes, Barnes Joinery\nAsked us to resend the October statement to his new accountant. Confirmed the address on file.", { severity: "low" }),
  one("call notes: wants to know about exports", "Phone call with Amira (front desk). She wants to know whether guest notes can be exported with the bookings. Promised to email her the steps.", { severity: "low" }),
  one("call notes: a screen that shows pending", "Spoke to Leon at the depot. He says the driver app shows every delivery as pending even after the signature is taken. Only his phone, the other drivers are fine.", { severity: "medium" }),
  one("having trouble with a bank feed", "Hi,\n\nWe're having trouble getting the bank feed to pick up the new savings account. The current account comes through as normal.\n\nThanks,\nGeorgia", { severity: "medium" }),
  one("confused by the charges", "Hello, I'm a bit confused by the charges on this month's bill, there are two lines for add-ons we don't think we use. Can someone go through it with me?", { severity: "low" }),
  one("a chaser on a copy of a contract", "Following up on my email from last week: we're still waiting for a signed copy of the contract. Could someone check where it is?", { severity: "low" }),
  one("noticed the rounding", "We've noticed that the hours on the payslip summary are rounded to the nearest hour, while the timesheets have the minutes. Is that on purpose?", { severity: "medium" }),
  one("a web form: request for a refund of an add-on", "Name: Felix Wong\nCompany: Wong Dental\nRequest type: Refund\nDetails: We added the SMS pack by accident on the 3rd and haven't sent a single text with it.", { severity: "low" }),
  one("a reply with the old thread quoted", "Hi Sam,\n\nThanks, that answers the first part. One more: when a patient cancels online, the slot isn't freed up for others until we refresh the diary by hand. Is that expected?\n\nBest,\nRita\n\n> On Mon, Sam wrote:\n> You can change the reminder time under Settings > Messages.", { severity: "medium" }),
  one("the mobile app asks for login each time", "Every time I open the mobile app it asks me to sign in again, even though I ticked 'keep me signed in'. Not the end of the world, just tedious.", { severity: "medium" }),
  one("a question about a new starter's rights", "What rights does a team leader get by default? We're adding one next week and don't want her to see wages.", { severity: "low" }),
  one("non-native: want to close second shop", "Hello. We are close our second shop from December. Please what we do with the account for that shop? Thank you. Marco", { severity: "low" }),
  one("non-native: report number different", "Good morning, in report of sales the number is different from the cash register, 3 euro less. Maybe is rounding? Regards", { severity: "medium" }),
  one("a long email: moving to a new accountant", "Dear support team,\n\nWe are changing accountants from January. The new firm will need read-only access to our invoices and expense claims, but nothing else. Our old accountant should lose access at the end of December.\n\nCould you let me know how to set this up, or whether you can do it for us?\n\nMany thanks,\nHelen Ward\nPractice Manager", { severity: "low" }),
  chat("a chat: a price list", [user("hello, is someone there?"), agent("Hi, yes! How can I help?"), user("we raised our prices on the 1st but the online shop still has the old ones on a few items")], { severity: "medium" }),
  one("a short subject-only ticket", "Subject: Invoice address for Q1 invoices\n\nPlease make them out to Green Leaf Ltd, not Green Leaf Cafe.", { severity: "low" }),
  one("the export has the dates in US style", "The CSV export puts dates as month/day, our spreadsheet reads them as day/month so 03/04 becomes the 3rd of April. We change them after each export.", { severity: "medium" }),
  one("a welcome message for new members", "Hi there, I'd love for new members to get a welcome message when they join. Can that be done automatically?", { severity: "low" }),
  one("a satisfied survey with nothing to report", "Feedback form\nOverall rating: 5/5\nWhat do you like most? Easy to use\nWhat could be better? Nothing really", { severity: null }),
  one("a supplier's price rise notice", "Dear customer, from 1 February our delivery charges will rise by 4% to cover fuel costs. Thank you for your continued business.", { severity: null })
]
