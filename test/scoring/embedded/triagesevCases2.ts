// Triage challenge, round "triagesev", second part (sentences of our own): long threads where a
// later turn is the severe one, replies above a quoted earlier ticket that must not count, web
// forms, call notes and non-native English.
import { type Case, chat, one } from "./triageCase.js"
import { agent, user } from "./triageReading.js"

const THREADS: ReadonlyArray<Case> = [
  chat("a slow page, then everyone", [
    user("Hi, the dashboard is a bit slow today."),
    agent("Thanks, we'll take a look. Is it slow for everyone on your team?"),
    user("Update: now it doesn't load at all, for any of us. The whole company is stuck.")
  ], { severity: "critical" }),
  chat("a question, then data gone", [
    user("How do I archive old projects?"),
    agent("Go to Settings > Projects > Archive."),
    user("I did that and now ALL our projects are gone, not only the old ones. Please help right away.")
  ], { severity: "critical", time: "immediate" }),
  chat("a crash, then a workaround", [
    user("The app crashes when I open a report, none of us can see reports."),
    agent("Sorry! Could you try the web version?"),
    user("ok the web version works, we'll use that for now")
  ], { severity: "medium" }),
  chat("an invoice copy, then double charges", [
    user("can I get a copy of the October invoice?"),
    agent("Sure, sending it now."),
    user("thanks. looking at it, you charged our card twice for October and again for November. that's a lot of money gone from our account")
  ], { severity: "high" }),
  chat("tier told late", [
    user("Our mobile app users can't upload photos since your update, every upload fails."),
    agent("Which plan are you on?"),
    user("Enterprise. And we need this by end of day, field teams depend on it.")
  ], { severity: "high", tier: "enterprise", time: "immediate" }),
  chat("a deadline asked and answered", [
    user("The welcome email has the wrong company name in it."),
    agent("Got it. Is there a deadline for this?"),
    user("Not really, whenever.")
  ], { severity: "low", time: "flexible" }),
  chat("a deadline answered by a day", [
    user("Could you enable the API for our account?"),
    agent("Of course. When do you need it by?"),
    user("Wednesday, our developer starts then.")
  ], { severity: "low", time: "soon" }),
  chat("long chat, severe in the middle", [
    user("hi"),
    agent("Hello! How can I help?"),
    user("a few things. first the logo looks blurry on invoices"),
    agent("Noted. What else?"),
    user("second, and this is the big one: since last night customers get a 'payment failed' on checkout, no sales since 11pm"),
    agent("That's serious, escalating now."),
    user("thanks. third, minor, the help link goes to a 404")
  ], { severity: "critical" }),
  chat("severe, then fixed", [
    user("The site is down!!"),
    agent("We had a brief outage, it should be back now. Can you check?"),
    user("yes it's back, thanks. while I have you, how do I add a team member?")
  ], { severity: "low" }),
  chat("an agent's words of severity", [
    agent("Hi! We had a major outage overnight affecting all customers; it is resolved. How can I help?"),
    user("oh, nothing to do with that. I just want to change the email our invoices go to.")
  ], { severity: "low" })
]

const QUOTED: ReadonlyArray<Case> = [
  one("thanks above a quoted outage", "Thanks, all good now!\n\nOne more thing, can you tell me how to change my avatar?\n\n> On Tue, Support wrote:\n> We are aware the platform is down for all customers and working on it.\n>> Our whole site is down, nobody can log in, URGENT", { severity: "low" }),
  one("new fault above an old question", "Now nobody on the team can log in at all, we get 'invalid tenant'. Please treat this as urgent.\n\n-----Original Message-----\nFrom: Support\nSubject: Re: how to add users\nYou can add users from the admin page, let us know if you need anything else.", { severity: "critical", time: "immediate" }),
  one("a follow-up after a fix", "Hi again, the export is working now, thank you. Only the date format is still US style, no rush on that.\n\nOn 3 Nov, Jon from Support wrote:\n> Sorry the export is failing for all users, our engineers are on it as a top priority.", { severity: "low", time: "flexible" }),
  one("forwarded a customer's outage", "Still happening today. Our customers can't check out at all.\n\n---------- Forwarded message ---------\nFrom: a customer\nI tried to pay three times and it says error.", { severity: "critical" })
]

const FORMS: ReadonlyArray<Case> = [
  one("form: low priority, severe text", "Name: Tom Reyes\nCompany: Reyes Plumbing\nPriority: Low\nPlan: Pro\nMessage: Not sure which priority to pick. None of our jobs from yesterday are in the system anymore, the schedule is empty.", { severity: "critical", tier: "business" }),
  one("form: a how-to", "Name: Ana\nEmail: ana@example.org\nTopic: Billing\nMessage: How can I download all invoices of this year at once?", { severity: "low" }),
  one("form: category outage, plan enterprise", "Category: Outage\nAccount type: Enterprise\nImpact: All users\nDescription: API returns 503 for every request since 10:40 UTC.\nNeeded by: ASAP", { severity: "critical", tier: "enterprise", time: "immediate" }),
  one("form: a feature idea", "Type: Feature request\nPlan: Free\nDescription: It would be nice to set a default currency per client.", { severity: "low", tier: "free" }),
  one("form: one user, workaround", "Subject: Calendar sync\nPlan: Business\nDetails: One user's Outlook calendar doesn't sync. She adds meetings by hand meanwhile. Whenever you can.", { severity: "medium", tier: "business", time: "flexible" })
]

const CALL_NOTES: ReadonlyArray<Case> = [
  one("call notes: whole clinic", "Call notes 09:20 - caller from Northside Clinic. Reception can't see any appointments, whole clinic affected, patients waiting at the desk. Wants a callback within the hour.", { severity: "critical", time: "immediate" }),
  one("call notes: a small request", "Call notes: customer asked to change the phone number on the account. No fault. Not urgent.", { severity: "low", time: "flexible" }),
  one("call notes: intermittent", "Spoke to Dev (IT lead). Printer integration drops now and then, restarting the print agent fixes it. Can wait till next week.", { severity: "medium", time: "flexible" }),
  one("call notes: a team blocked", "Phone call w/ Maria, finance. Whole finance team can't approve expenses since the update, button errors. Month close next Tuesday.", { severity: "high", time: "soon" })
]

const NON_NATIVE: ReadonlyArray<Case> = [
  one("non-native: nobody can enter", "Hello, since this morning nobody from our company can enter in the system, it say 'error 500'. Please is very urgent, we have the clients waiting.", { severity: "critical", time: "immediate" }),
  one("non-native: little problem, big effect", "Good day, we have a little problem. The orders from web shop are not coming to the warehouse since two days, so we not send nothing to the customers.", { severity: "high" }),
  one("non-native: a question", "Hi, please I want to know how I can put my logo in the offer document. Thank you so much.", { severity: "low" }),
  one("non-native: slow but works", "The program is very slowly this week, each page take 10 second to open. But it work.", { severity: "medium" }),
  one("non-native: data of other firm", "Dear support, when I open the report I am seeing the datas of another company, not our datas! This is very dangerous.", { severity: "critical" }),
  one("non-native: deadline a day", "Please, we need the correction of the invoice until Friday because the accountant need it for close the month.", { severity: "low", time: "soon" }),
  one("non-native: without rush", "Is not urgent, only when you have time: the colour of the menu is changed after the update.", { severity: "low", time: "flexible" }),
  one("non-native: trial", "I am in the period of trial. The import of excel is not working, always error. Please help me.", { severity: "high", tier: "free" })
]

const MORE: ReadonlyArray<Case> = [
  one("subject line carries the outage", "Subject: checkout down\n\nHi,\nsee subject. Started 20 minutes ago.\nThanks,\nLena", { severity: "critical" }),
  one("signature full of words", "Could you resend the password email to our new hire?\n\n--\nBen Carter | Head of Critical Incident Response | Outage-free since 2019\nEnterprise Solutions Ltd", { severity: "low" }),
  one("a breach told plainly", "Someone changed our admin's password and the email on the account, none of us did that.", { severity: "critical" }),
  one("emails not arriving for all", "None of the booking confirmations have reached our guests since Saturday; the guests ring to ask if they're booked.", { severity: "high" }),
  one("a question with a big word", "Quick question about the outage page on your status site: how do I subscribe to updates?", { severity: "low" }),
  one("lost hours of work", "I lost three hours of work, the document didn't save and now it's blank.", { severity: "high" }),
  one("a workaround for all", "Bulk edit fails for everyone, but editing one by one works, so we are getting by.", { severity: "medium" }),
  one("nothing works for the shop", "Our whole shop is offline, customers see an error page. Every minute costs us sales.", { severity: "critical", time: "immediate" }),
  one("within a day or two", "The reminder texts go out an hour late. Would be good to have it fixed in a day or two.", { severity: "medium", time: "soon" }),
  one("the end of the week", "Can you turn on two-factor login for our account? End of the week is fine.", { severity: "low", time: "soon" }),
  one("business hours, urgency implied", "Our call centre opens in 30 minutes and the softphones can't register. 40 agents.", { severity: "critical", time: "immediate" }),
  one("cosmetic, many users", "All our users see the icons slightly misaligned in the sidebar. Purely cosmetic.", { severity: "low" }),
  one("every report wrong totals", "Every report we run shows wrong totals since the currency change, and we send these to clients.", { severity: "high" })
]

export const TRIAGESEV_CASES_2: ReadonlyArray<Case> = [...THREADS, ...QUOTED, ...FORMS, ...CALL_NOTES, ...NON_NATIVE, ...MORE]
