// A challenge set of tickets of our own, in the styles new text comes in (emails with a greeting
// and signature, web forms, call notes, chat transcripts, terse lines, non-native English): each
// with the severity, tier and time sensitivity a careful agent would give (null: not found,
// absent: not asserted). Severity told by consequence, tier told by a plan or contract, time
// told by a business event, and near misses that must not fire.
import { agent, user } from "./triageReading.js"
import { type Case, one } from "./triageCase.js"

export const R1_CASES: ReadonlyArray<Case> = [
  // Severity told by consequence.
  one("a whole ward unable to record", "Hi,\n\nSince the 6am update none of the carers on the night rota can write their visit notes in the app.\n\nThanks,\nMarta\nCare coordinator", { severity: "critical" }),
  one("card terminals failing, cash only", "The card machines at both cafés print empty slips, so we're only able to take cash for now.", { severity: "high" }),
  one("still working, wrong every week", "I can still get my work done, but the weekly stock export comes out with the wrong quantities every Friday.", { severity: "medium" }),
  one("a misspelling on a quote", "Small one: the word 'quantity' is misspelled on the PDF quotes we send to clients.", { severity: "low" }),
  one("terse: the whole company cannot sign in", "sign-in broken for the whole company", { severity: "critical" }),
  one("terse: slow page", "the timesheet page takes like 20 sec to open", { severity: "medium" }),
  one("non-native: invoicing stopped", "Hello, we have a problem, the system is not letting us make invoices since yesterday, the whole month closing is stopped. Please help fast.", { severity: "high", time: "immediate" }),
  one("someone else's history", "Sorry for my english. When I open history the app show me the orders of other person, not mine.", { severity: "critical" }),
  one("a medication reminder that did not fire", "The medication reminders did not go off for the residents of the east wing last night.", { severity: "critical" }),
  one("search empty, browsing works", "Since this morning the shop search gives no results for any word. Customers can still browse by category.", { severity: "high" }),
  one("two agents of thirty", "Two of our thirty agents cannot see the new queue; the rest of the team is fine.", { severity: "medium" }),
  one("kitchen screen late", "At lunch the kitchen screen shows new orders about ten minutes late.", { severity: "medium" }),
  one("a form whose priority field says low", "Name: Priya\nPriority: Low\nDescription: nobody in finance can open the ledger since the password rule changed.", { severity: "critical" }),

  // Severity carried by a later paragraph or a later turn.
  one("a question, then customers unable to pay", "Hello, quick question about changing our logo on receipts. Also, since about noon none of our customers can pay online. Regards, Ken", { severity: "critical" }),
  one("a cosmetic line, then the real problem", "Hi team,\n\nFirst a tiny thing: the font on the sign-in page looks a bit odd.\n\nSecond, and more pressing: the automatic archive of our project files keeps failing, so nothing from this week is saved anywhere.\n\nBest,\nJonas", { severity: "high" }),
  one("a mark of its own before the real problem", "Hello,\n\nTwo things. The header font looks a little off, tiny thing.\n\nThis is the bigger problem. The nightly import fails with a timeout error.\n\nThanks, Ana", { severity: "high" }),
  {
    name: "a chat whose later turn tells the outage",
    messages: [
      user("hi, how do I change the colour of the booking button?"),
      agent("Go to Settings > Appearance. Anything else?"),
      user("yes actually, bigger thing: since lunch no one at the front desk can check guests in, the screen just spins")
    ],
    severity: "critical"
  },

  one("a kiosk that freezes at payment", "Name: Rui\nCompany: Bakery on the corner\nPlan: Basic\nTopic: Hardware\nMessage: The self-order kiosk freezes on the payment screen, customers give up and queue at the counter instead. About once an hour.", { severity: "high", tier: "business" }),
  one("a reply above the quoted answer", "Hi Sam,\n\nThanks for the quick answer. Sadly clearing the cache did not help, the invoice run still stops at 40% for all our clients and nobody gets their monthly bill.\n\nRegards,\nLeah\n\n> On Tue, Sam wrote:\n> Could you try clearing the cache and running it again? This is usually a minor issue.", { severity: "critical" }),
  one("call notes: texts not gone out", "Call notes, 10:40. Spoke with the practice manager. Their appointment reminder texts have not gone out since Saturday; a third of today's patients did not show. Wants a call back before the evening clinic at 5.", { severity: "high", time: "immediate" }),
  one("an address over the logo", "On the printed delivery note the company address overlaps the logo a bit. Nothing urgent.", { severity: "low", time: "flexible" }),
  one("an idea with 'not a problem'", "It would help us a lot if the calendar could show public holidays. Not a problem today, just an idea for the roadmap.", { severity: "low" }),
  one("a question about what is offered", "Our CTO says a competitor has an 'enterprise-grade' status page. Do you publish your uptime anywhere?", { severity: "low", tier: null }),
  one("the previous patient's value shown", "The insulin dose field on the care plan shows the previous patient's value after saving. Nurses caught it twice this morning.", { severity: "critical" }),
  one("a whole region of stores", "None of our 14 stores in the north region can open the till app this morning.", { severity: "critical" }),
  {
    name: "a long chat: a nuisance, the plan told last",
    messages: [
      user("hello"),
      agent("Hi! How can I help?"),
      user("the driver app keeps logging our couriers out every 10 min or so"),
      agent("Sorry about that. Does logging back in work?"),
      user("yes they log back in and carry on, just annoying"),
      agent("Got it. Which plan are you on?"),
      user("we're on the Scale plan, 40 drivers")
    ],
    severity: "medium",
    tier: "business",
    time: null
  },

  one("the monthly total off by cents", "The monthly VAT report total is off by a few cents compared to the ledger.", { severity: "medium" }),
  one("one note gone", "One note I wrote yesterday has disappeared from the client file.", { severity: "high" }),
  one("a few contacts doubled, merged by hand", "A few contacts got duplicated after the import, we can merge them by hand.", { severity: "medium" }),
  one("one user locked out", "I can't log in to my account, it says my password is wrong but I just reset it.", { severity: "high" }),
  one("tills frozen, opening in minutes", "Tills frozen, store opens in 20 min!!", { severity: "high", time: "immediate" }),
  {
    name: "a question first, the outage in a later turn",
    messages: [
      user("Hi, I have a question about the API rate limits."),
      agent("Sure, what would you like to know?"),
      user("Actually before that, our integration is returning 401 for all our users since this morning and nobody can sync.")
    ],
    severity: "critical"
  },

  // A pitch that drops its "are you" and boasts of its results is no ticket.
  one("a pitch with a call offered", "Hey, your product tour video stutters on mobile. Our studio boosted sign-ups by 35% for 120 brands. Up for a short chat on Friday?", { severity: null, tier: null, time: null }),
  one("a call asked for beside a real fault", "Are you free for a call? Our checkout shows an error for every card.", { severity: "critical" }),
  {
    name: "a chat: the old number on a document, not urgent",
    messages: [user("The PDF invoice has our old fax number on it."), agent("Thanks. How urgent is this for you?"), user("not really, whenever")],
    severity: "low",
    time: "flexible"
  },
  {
    name: "a chat in plain words: all the cashiers stopped",
    messages: [
      user("hello, we have big problem"),
      agent("I'm sorry to hear that, what happens?"),
      user("the app is not open for all the cashiers since morning, the shop is full of people"),
      agent("Is it all of your tills?"),
      user("yes all 6")
    ],
    severity: "critical"
  },
  {
    name: "a chat: the agent's own 'urgent' is not the customer's",
    messages: [user("How do I add a logo to my quotes?"), agent("No problem, this isn't urgent on our side either, I'll send steps by email.")],
    severity: "low",
    time: null
  },
  {
    name: "a chat: a hazard told in a later turn",
    messages: [user("the door access panel in the lab stopped reading badges"), agent("Can people still get in?"), user("only with the master key, and the fire exit alarm shows offline too")],
    severity: "critical"
  },
  // "All" before a thing is a recurrence, not everyone.
  one("every export, not everyone", "All the exports have failed with a timeout since the update.", { severity: "high" }),
  one("an approve button that does nothing", "Purchase orders over 5k sit in 'awaiting approval' forever, the approve button does nothing for our managers.", { severity: "high" }),
  one("a team's dashboards empty", "The finance team's dashboards have been empty since Monday's release.", { severity: "high" }),
  one("a sync overwriting hundreds of contacts", "Since the update the CRM sync overwrites the phone numbers of hundreds of our contacts with blanks.", { severity: "high" }),
  one("new hires cannot be added", "New hires can't be added, the invite email link gives a 404. We have 12 people starting on Monday.", { severity: "high", time: "soon" }),
  one("unusable for one team", "The app has become unusable for our field engineers on Android, every screen takes a minute and then times out.", { severity: "high" }),
  one("each notification twice", "Each comment notification arrives twice in my inbox.", { severity: "medium" }),
  one("every balance at zero", "Since last night every customer's balance in the portal shows zero.", { severity: "critical" }),
  one("a way in without a password", "A link to our admin panel is reachable without a password, anyone with the address can get in.", { severity: "critical" }),
  one("every subscriber charged twice", "Every subscriber was charged twice this morning, the support phones are ringing nonstop.", { severity: "critical" }),
  one("one member charged twice", "One member says she was charged twice this month.", { severity: "high" }),
  one("a workspace renamed", "Please rename our workspace from 'Test' to 'Pemberthy Optics'.", { severity: "low" }),
  one("a help article out of date", "In your help article on exports, step 3 mentions a menu that has been renamed.", { severity: "low" }),
  one("an update asked for, not an event", "Can you update the phone number on our account?", { severity: "low" }),
  {
    name: "a chat: the outage fixed, a small point told after",
    messages: [
      user("The app was down for us this morning."),
      agent("Yes, we had an incident, it's resolved now. Is everything working?"),
      user("Yes all good now, thanks. Only the dashboard colours look a bit off.")
    ],
    severity: "low"
  },
  one("no complaints, then a question", "No problems with the new version at all. How do I export the monthly summary though?", { severity: "low" }),
  // Terse lines and plain, non-native English.
  one("terse: dead, nobody working", "app dead since 7am, nobody working", { severity: "critical" }),
  one("terse: wrong decimals, when you can", "export csv has wrong decimals, pls fix when u can", { severity: "medium", time: "flexible" }),
  one("terse: cannot log in", "cant login", { severity: "high" }),
  one("terse: slow today", "calendar slow af today", { severity: "medium" }),
  one("terse: blurry logo", "receipt logo blurry", { severity: "low" }),
  one("plain: yesterday's orders missing from the report", "Good day. We are not able to see the orders of yesterday in the report, the orders exist in the shop. Please check.", { severity: "high" }),
  one("plain: all the doctors have the error", "Hello, the program make always error when I want save the patient, all the doctors have this problem since the morning.", { severity: "critical" }),
  one("plain: numbering restarts, a small question", "Sorry to disturb, small question: the invoice number start from 1 again after new year, is this normal?", { severity: "low" }),
  one("plain: the shop closed by the fault", "Dear, our shop is closed because the system not start. Help!!", { severity: "critical", time: "immediate" }),
  one("plain: orders printed two times", "Hi, printer of kitchen print the orders two times, staff is confused but they manage.", { severity: "medium" }),
  one("plain: offers not sent for days", "We can not send the offers to clients since 2 days, it is very important for our business, the season is starting.", { severity: "high" }),
  one("plain: another language asked for", "Hallo, i would like to know if it is possible to have the app in German language.", { severity: "low" }),
  one("a ticket closed, not a shop", "The case was closed because we found the answer ourselves, thanks.", { severity: null, time: null }),
  one("premises closed for a holiday, not by the fault", "Our office is closed since Friday for the holidays, please fix the logo when you can.", { time: "flexible" }),
  one("people waiting at the counter", "The card reader keeps disconnecting and customers are waiting at the till.", { time: "immediate" }),
  // Near misses for severity.
  one("an outage that is over", "Last Tuesday your service was unavailable for an hour; it has been fine since. Could you send us an incident report for our records?", { severity: "low" }),
  one("a hypothetical failure", "If the sync ever stopped overnight, would we lose any data? Just planning ahead.", { severity: "low" }),
  one("nothing broken, a copy wanted", "Nothing is broken, I'm just wondering if we can get copies of our invoices from last year.", { severity: "low" }),

  // Tier told without the word.
  one("a named account manager", "Hello, our account manager Dana asked me to raise this here: the export button is greyed out for me.", { tier: "enterprise" }),
  one("a contract of many seats", "Under our 800-seat contract we were promised SSO; it is not showing in the admin panel.", { tier: "enterprise" }),
  one("an SLA", "As part of our SLA we expect a first reply within four hours. The mobile app crashes on start.", { tier: "enterprise" }),
  one("a paid plan by name", "We're on the Advanced plan, and since Tuesday the label printing add-on does nothing.", { tier: "business" }),
  one("a starter plan paid monthly", "I pay monthly for the Starter plan. How do I add a second mailbox?", { tier: "business" }),
  one("a trial", "Still in my 14-day trial, how do I import contacts from a spreadsheet?", { tier: "free" }),
  one("an enterprise agreement up for renewal", "We're up for renewal of our annual enterprise agreement next month and the admin console won't load.", { tier: "enterprise" }),
  one("a free account, plain words", "i have free account, the export button is grey", { tier: "free" }),
  one("a few users paid yearly", "We pay yearly for 3 users. The reminder emails go to spam.", { tier: "business" }),
  {
    name: "a chat: a corporate contract given as the answer",
    messages: [user("SSO stopped working for our staff."), agent("Which plan are you on?"), user("we have the corporate contract, 1,200 seats")],
    tier: "enterprise"
  },
  {
    name: "a chat: the agent names a plan, the customer another",
    messages: [user("The mobile app logs me out every day."), agent("Premium customers can enable longer sessions. Are you on Premium?"), user("no, we're on the basic one")],
    tier: "business"
  },
  {
    name: "a chat: the agent offers the largest plan",
    messages: [user("Can I raise my upload limit?"), agent("Our Enterprise plan has higher limits, would you like a quote?"), user("maybe later, for now I'm on free")],
    tier: "free"
  },
  // Near misses for tier.
  one("enterprises as the sender's buyers", "We sell to enterprises and small shops alike. How can I add a second currency?", { tier: null }),
  one("a small team", "We're a small team of four. How do I change my password?", { tier: null }),
  one("enterprise as a kind of product", "We build enterprise software for hospitals and want to know how to export our user list.", { tier: null }),
  one("enterprise in a job title", "The invoice PDF has the wrong address.\n\nRegards,\nTom Reyes\nEnterprise Architect, Reyes Design", { tier: null }),
  one("a street in the signature", "Hello,\n\nHow do I change the time zone for reports?\n\nBest,\nNadia Park\nOffice Manager\n14 Enterprise Road, Leeds", { tier: null, severity: "low", time: null }),
  one("a unit's name in the signature", "Hi,\n\nThe shift planner shows Tuesday twice in the week view. Not a big deal.\n\nThanks,\nDr. Ellen Ward\nCritical Care Unit, St Olave's", { severity: "low", time: "flexible" }),
  one("a disclaimer's 'immediately'", "Hi,\n\nCan I get a copy of our last invoice?\n\nRegards,\nKim\n\nThis email is confidential. If you received it in error, notify the sender immediately and delete it.", { severity: "low", time: null }),
  one("premium as the sender's goods", "We sell premium coffee beans online. Our shop's checkout has been down since 8am, nobody can order.", { severity: "critical", tier: null }),
  one("a fix thanked for above the quoted outage", "Thanks, that fixed it! All working again.\n\n> On Mon you wrote:\n> Our whole site is down, nobody can log in!", { severity: null }),
  one("impact told in bullets", "Hi team,\n\nImpact:\n- 3 of our 5 clinics cannot open patient files\n- reception is using paper\n\nPlease advise.\n\nRegards,\nOmar", { severity: "high" }),
  one("a form's urgency field", "Name: Lee\nUrgency: Today please\nIssue: The label printer prints every label twice.", { time: "immediate", severity: "medium" }),
  one("an upgrade only thought about", "We might move to the Enterprise plan next year. For now, how do I export reports?", { tier: null }),

  one("a paid tier by its name", "We pay for the Premium tier and still see ads in the dashboard.", { tier: "business" }),
  one("a free trial asked about", "Is there a free trial for the reporting add-on? We are on the Business plan already.", { tier: "business" }),

  // Time told by a business event.
  one("payroll tonight", "Payroll runs tonight and the bank export keeps failing.", { time: "immediate" }),
  one("auditors on Monday", "The auditors arrive Monday and the audit trail report comes out empty.", { time: "soon" }),
  one("before a seasonal sale", "Before our Black Friday sale starts we need the discount codes to apply again.", { time: "soon" }),
  one("a shift change at an hour", "The shift change is at 6 and the rota will not publish.", { time: "immediate" }),
  one("month-end close on Friday", "Month-end close is Friday and the ledger will not balance.", { time: "soon" }),
  one("a store opening in two days", "Our new store opens in two days and the price labels won't print.", { time: "soon" }),
  one("an event tomorrow morning", "We run the school trip sign-up tomorrow morning and parents can't complete the form on mobile.", { time: "soon" }),
  one("an evening event at an hour", "Our gala dinner starts at 7 tonight and the seating plan won't export to PDF.", { time: "immediate" }),
  one("a meeting at an hour, no verb", "My password reset link says expired and I have a client meeting at 2pm where I need the app.", { time: "immediate" }),
  one("visitors on a date", "Our external auditors come on the 14th and need the full change log for the year.", { time: "soon" }),
  one("the next release, no stress", "The report footer shows the old company name. Can be fixed in the next release, no stress.", { time: "flexible" }),
  one("a board pack by Friday", "I need the quarterly board pack by Friday and the chart widget shows zeros for Q3.", { time: "soon" }),
  one("payroll on a date, every file rejected", "Hello, month-end payroll is on the 28th and the overtime import is rejecting every file. Regards, Tomasz", { time: "soon", severity: "high" }),
  one("by the end of today", "Need the invoice corrected by end of today, the client pays tomorrow.", { time: "immediate" }),
  one("when convenient", "Could someone look at the duplicate contacts when convenient? Thanks.", { time: "flexible" }),
  one("by next week, an address change", "Please update our billing address by next week, we change offices.", { time: "soon", severity: "low" }),
  one("a deadline inside a condition", "If this is not fixed by Friday, we will lose the client.", { time: "soon" }),
  one("tonight inside a condition", "If you could sort it by tonight that would save us.", { time: "immediate" }),
  one("the sooner the better", "The sooner the better, the report feeds our board pack.", { time: "immediate" }),
  one("quite pressing", "It's quite pressing, our accountant is waiting on the export.", { time: "immediate" }),
  one("a tender closing at noon", "This is time-critical: the tender closes at noon.", { time: "immediate" }),
  one("a grant report due Thursday", "We are up against a deadline on this one, the grant report is due Thursday.", { time: "soon" }),
  one("at your earliest convenience", "Could you reply at your earliest convenience about the invoice layout?", { time: "soon" }),
  one("within 24 hours", "Please respond within 24 hours, the contract requires it.", { time: "immediate" }),
  one("by lunchtime", "Need it by lunchtime if at all possible.", { time: "immediate" }),
  one("it can wait", "This can wait until after the holidays.", { time: "flexible" }),
  one("no rush, but a deadline", "No immediate rush, but we'd like it before month end.", { time: "soon" }),
  one("low priority", "Low priority: the tooltip on the filter is in English for Spanish users.", { time: "flexible" }),
  one("school starts on a date", "Kids start school on the 3rd and the parent portal sign-up is broken.", { time: "soon" }),
  one("an event this Saturday", "The event is this Saturday and the ticket scanner app won't install.", { time: "soon" }),
  one("an open day in a fortnight", "Our open day is in a fortnight and the booking form rejects every email address.", { time: "soon" }),
  one("months old, no hurry", "It has been like this for months, so no real hurry.", { time: "flexible" }),
  one("pressing a button", "When the user is pressing the save button nothing happens.", { time: null }),
  one("a past week dates the fault", "We first noticed this last week.", { time: null }),
  one("'immediately after' tells when it failed", "I tried immediately after the update and it failed.", { time: null }),
  // A point marked as LESS important decides nothing: only a more/most important one does.
  one("a lesser point after customers unable to pay", "Nobody can pay at our checkout since noon. The less urgent one: the footer on receipts is blurry.", { severity: "critical" }),
  one("a less important point after a sign-in outage", "None of the nurses can sign in. A less important point - the colours on the rota page look faded.", { severity: "critical" }),
  one("the least pressing one, after an asap", "Please get the payroll export working asap. The least pressing one: the icons could be larger, no rush.", { time: "immediate" }),
  one("the marked point's deadline over an aside's no rush", "Two things.\n\nThe logo could be bigger some day, no rush.\n\nThe more urgent one: the payroll export must work by Friday.", { time: "soon" }),
  // Urgency words that describe, or none at all.
  one("'quickly' that describes", "The battery drains quickly when the scanner app is open all shift.", { time: null }),
  one("a company name in the signature", "Please advise how to export to Excel.\n\nSent from my phone\nMark | Ops | ASAP Logistics Ltd", { time: null, severity: "low" }),
  one("a banner that says urgent", "A banner saying 'Urgent: update required' shows every time I log in, even after updating.", { time: null }),
  one("no time told", "The mobile app crashes when I rotate the phone; the desktop works fine.", { time: null, severity: "medium" }),
  one("no hurry", "No hurry at all, but some day the colours of the report could match our brand.", { time: "flexible", severity: "low" }),
  one("an event that was", "Our launch last Friday went well. A question: where do I change the sender name of the emails?", { time: null, severity: "low" })
]

/** Where the new readings must stop: a past upgrade still counts, a plural role is the sender's own staff. */
export const R1_BOUNDS: ReadonlyArray<Case> = [
  one("an upgrade that happened", "We upgraded to the Enterprise plan last month and the SSO page errors.", { tier: "enterprise" }),
  one("the sender's own account managers", "Two account managers on our side are unable to export the quarterly report.", { tier: null, severity: "high" }),
  one("an event at an hour on a named day", "The board meeting is at 3 on Friday and the deck export fails.", { time: "soon" }),
  one("a threat, not a question", "If this is not fixed soon, we will lose the client.", { severity: null }),
  one("enterprise software, slow for one user", "Your enterprise software is slow to load for me.", { tier: null, severity: "medium" }),
  one("a press contact asked for", "Hello, who handles media enquiries? I'm a reporter at a regional radio station.", { severity: null }),
  one("on the team call, no plan", "We are on the team call now and nobody can share their screen.", { tier: null }),
  one("a plan wanted, not held", "We want to upgrade to Pro, how much is it?", { tier: null })
]
