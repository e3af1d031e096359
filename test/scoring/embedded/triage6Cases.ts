// Challenge "triage6" (11-28): severity from what is affected and how badly, urgency from a real
// deadline or impact rather than alarm words or manners. Messages of our own in chat, email with
// signature or quoted reply, web forms, call notes and one-line tickets; about a third are near
// misses (one user against everyone, an alarm word over a small fault, a past date, politeness).
// An expectation lists the categories a careful agent could give (null: nothing found); absent:
// not asserted.
import type { TriageCase } from "./triageReading.js"
import { agent, BAD, CALM, chat, MILD, one, user } from "./triageReading.js"
const LATER = ["soon", "flexible", null] as const

/** Who is hit: everyone, a team, one person. */
const REACH: ReadonlyArray<TriageCase> = [
  chat("r-all-login", [
    user("hey, is something wrong on your side? none of us can get past the login page since about 8"),
    agent("Checking now. Is it everyone at your company?"),
    user("yes, all 30 of us, we're just sitting here")
  ], { severity: ["critical"], time: ["immediate"] }),
  one("r-one-laptop", "Only my laptop gets the sign-in error, everyone else in the office is fine. Not holding me up, I'm on my tablet meanwhile.", { severity: MILD, time: CALM }),
  one("r-shop-503", "Subject: shop offline\n\nHi,\n\nOur web shop has been showing a 503 page to every visitor since 6am, right in the middle of our winter sale.\n\nBest,\nTom Hale\nOwner, Hale & Daughters Outdoor\n+44 1632 960123", { severity: ["critical"], time: ["immediate"] }),
  one("r-status-page", "Saw the incident on your status page last night. It doesn't seem to have touched our account at all, just checking there's nothing we need to do.", { severity: ["low", null], time: CALM }),
  one("r-one-tech", "One of our technicians can't open job sheets on his phone since he changed handsets. The rest of the crew are fine.", { severity: MILD }),
  one("r-half-stores", "About half of our 60 stores stopped receiving price updates overnight, so shelf labels and tills disagree.", { severity: BAD }),
  chat("r-narrowed", [
    user("Nothing is loading in the dashboard!!"),
    agent("Sorry to hear that. Is it the whole dashboard or one part?"),
    user("sorry, false alarm mostly, it's only the weekly chart that's blank, the rest loads")
  ], { severity: MILD })
]

/** Records lost or seen by the wrong people. */
const DATA: ReadonlyArray<TriageCase> = [
  one("d-folders-empty", "After last night's sync every client folder in our workspace is empty. That's three years of case notes. Please tell me they can be restored.", { severity: ["critical"], time: ["immediate", "soon"] }),
  one("d-one-paragraph", "One note I wrote on Tuesday seems to have lost its last paragraph. I retyped it, just flagging it in case it's a bug.", { severity: MILD, time: CALM }),
  one("d-parents-form", "Name: Priya Shah\nCompany: Brightside Tutors\nCategory: Privacy\nDescription: Parents signing into the portal are seeing other families' invoices and home addresses. We've switched the portal off for now.", { severity: ["critical"] }),
  one("d-privacy-question", "Is there a way to hide parents' surnames from each other in the group chat? A couple of them asked for a bit more privacy.", { severity: ["low"], time: CALM }),
  one("d-export-gone", "Our nightly backup export has been producing empty files for the past week and we only noticed today. If anything goes wrong we have nothing to restore from.", { severity: BAD }),
  one("d-restored", "Thanks for restoring the deleted project yesterday, everything is back and the team is happy. Could you tell us how it happened, for our records? No hurry.", { severity: ["low", "medium", "critical", "high"], time: CALM })
]

/** A way round, or none; the same fault with and without it. */
const WORKAROUND: ReadonlyArray<TriageCase> = [
  one("w-firefox", "The PDF export button does nothing in Firefox. Chrome works, so we're using that for now.", { severity: MILD, time: CALM }),
  one("w-every-browser", "The PDF export fails in every browser we've tried and our monthly board pack is due on Thursday.", { severity: BAD, time: ["soon"] }),
  one("w-call-notes", "Call notes 10:40 - spoke to Dev at Marlowe Freight. Label printing stopped sending jobs to their printers after a Windows update. They are hand-writing labels for about 200 parcels a day. Courier collects at 3pm today. Wants a callback within the hour.", { severity: BAD, time: ["immediate"] }),
  one("w-manual-copy", "The CRM no longer pushes new leads into the mailing tool, so Jo is copying them over by hand each morning. It takes her twenty minutes, annoying but manageable.", { severity: ["medium"], time: LATER }),
  one("w-retry", "Uploads over 50MB fail on the first go but go through on the second try. Mildly irritating, nothing more.", { severity: MILD, time: CALM })
]

/** Looks only, whatever the words. */
const COSMETIC: ReadonlyArray<TriageCase> = [
  one("c-urgent-logo", "URGENT!!! the logo in the top corner is blurry on retina screens, looks unprofessional", { severity: ["low"] }),
  one("c-footer-year", "The footer still says 2024. Whenever you get a minute.", { severity: ["low"], time: ["flexible"] }),
  one("c-disaster-font", "Honestly a disaster: the headings on the invoice template use a different font from the body text. It's purely visual, customers can read everything.", { severity: ["low"] }),
  one("c-button-overlap", "On small phones the Save button sits over the last form field, so you can't tap the field at all to fill it in.", { severity: ["medium", "high"] })
]

/** Questions and account changes. */
const REQUESTS: ReadonlyArray<TriageCase> = [
  one("q-second-admin", "How do I add a second admin to our account?", { severity: ["low"], time: [null, "flexible"] }),
  chat("q-outlook", [
    user("hi quick question, can I export the calendar to Outlook?"),
    agent("Yes, under Settings > Sync."),
    user("perfect, thanks")
  ], { severity: ["low"], time: [null, "flexible"] }),
  one("q-charity", "Could you let me know at your earliest convenience whether you offer a discount for registered charities?", { severity: ["low"], time: ["soon", "flexible", null] }),
  one("q-new-address", "Please put our new address on future invoices, we've moved to 12 Quay Street, Bristol.", { severity: ["low"], time: CALM }),
  one("q-training-date", "Do you run admin training sessions? Two new office managers start with us on 3 March and it would help to have them trained by then.", { severity: ["low"], time: ["soon"] })
]

/** Billing errors: the sender's own bill against the business's customers charged. */
const BILLING: ReadonlyArray<TriageCase> = [
  one("b-charged-twice", "We've been charged twice for November, £480 each time. Please refund the duplicate.", { severity: ["medium", "high", "low"] }),
  one("b-customers-twice", "Since this morning's release every customer checking out on our store is being charged twice.", { severity: ["critical"], time: ["immediate"] }),
  one("b-wrong-plan-email", "Hello,\n\nOur invoice this month is for the Growth plan but we downgraded to Starter in September. Could you correct it and send a new invoice?\n\nMany thanks,\nAisha Karim\nAccounts, Karim Interiors Ltd", { severity: ["low", "medium"], time: CALM }),
  one("b-card-expired", "Our card on file expired. How do I update it before the renewal goes through?", { severity: ["low"] })
]

/** Security worries, with and without harm done. */
const SECURITY: ReadonlyArray<TriageCase> = [
  one("s-phish", "Staff got an email that claims to be from you, asking them to re-enter their passwords on an odd link. Is that genuinely you? As far as I know nobody has clicked it.", { severity: ["high", "medium"] }),
  one("s-brazil-login", "Our admin account shows a sign-in from Brazil at 3am. None of us were there, and the admin password has been changed.", { severity: ["critical"], time: ["immediate"] }),
  one("s-2fa", "Does your app support two-factor authentication? Our insurer is asking us to confirm.", { severity: ["low"], time: CALM }),
  one("s-leaver", "A colleague who left in October can still sign in and see every client record. Please remove her access today.", { severity: ["critical", "high"], time: ["immediate"] })
]

/** Deadlines told as a date, an event or an hour, and past ones. */
const DEADLINES: ReadonlyArray<TriageCase> = [
  one("t-vat-date", "The tax summary report puts VAT in the wrong column. We file on 31 January, so we need it fixed before then.", { severity: ["medium", "high"], time: ["soon"] }),
  one("t-opening-night", "The ticket scanner app keeps logging the door staff out. Our opening night is this Saturday.", { severity: ["medium", "high"], time: ["soon"] }),
  one("t-wedding-tonight", "The seating plan won't save any changes and the wedding starts tonight at 6.", { severity: BAD, time: ["immediate"] }),
  one("t-payroll-past", "Last Friday's payroll ran fine in the end, thanks for the quick fix on Thursday.", { severity: ["low", null], time: [null, "flexible"] }),
  one("t-board-past", "The revenue report showed the wrong quarter at our board meeting on Monday, which was embarrassing. It shows the right one now though.", { time: CALM }),
  one("t-inspection-form", "Form: Support\nProduct: SafeCheck\nSubject: Can't generate the fire log\nDetails: The fire safety log export gives an error. The council inspector visits on Wednesday morning and will ask for it.", { severity: ["high", "medium"], time: ["soon"] }),
  one("t-next-quarter", "Would be good to get SSO working for us at some point next quarter, no deadline as such.", { severity: ["low"], time: ["flexible"] })
]

/** Manners against the need: politeness neither raises nor lowers. */
const MANNERS: ReadonlyArray<TriageCase> = [
  one("m-polite-cards", "Hi! Sorry to bother you, when someone has a moment could you look at this - checkout has been rejecting every card since lunchtime. Thanks so much!", { severity: ["critical"], time: ["immediate"] }),
  one("m-polite-warehouse", "Sorry to be a pain, I know you're busy. Our whole warehouse team can't print pick lists today.", { severity: BAD, time: ["immediate"] }),
  one("m-asap-tooltip", "Please fix ASAP: the hover hint over the download icon is misspelt, it says 'Dowload'.", { severity: ["low"] }),
  one("m-no-rush-toggle", "No rush at all, but the dark mode setting resets every time I log in.", { severity: MILD, time: ["flexible"] }),
  one("m-no-rush-but-date", "No rush really, but if the CSV import could handle semicolons before our migration on 14 April that would be great.", { severity: MILD, time: ["soon"] })
]

/** Whole messages: an email with a quoted reply, a long chat, a form. */
const LONGER: ReadonlyArray<TriageCase> = [
  one("l-quoted-reply", "Hi Sam,\n\nStill happening I'm afraid, and it's got worse: now none of the drivers' handsets show today's deliveries, so the vans haven't left the yard.\n\nRegards,\nPete Walsh\nTransport Manager, Walsh Haulage\n\n> On Tue, Sam from Support wrote:\n> Could you try clearing the app cache on the affected handset and let us know?", { severity: ["critical"], time: ["immediate", "soon"] }),
  one("l-quoted-calm", "Hi Sam,\n\nClearing the cache did it, the handset shows deliveries again. Thanks, you can close this.\n\nPete\n\n> On Tue, Sam from Support wrote:\n> Could you try clearing the app cache on the affected handset and let us know?", { severity: ["low", null, "medium"], time: CALM }),
  chat("l-chat-reminders", [
    user("our appointment texts haven't gone out since yesterday"),
    agent("Thanks, is that for every appointment or only some?"),
    user("every one. we've had four no-shows this morning already and the afternoon is fully booked")
  ], { severity: BAD, time: ["immediate", "soon"] }),
  one("l-form-low", "Name: Ellis Grant\nCompany: Grant & Co\nPriority: Low\nDescription: In the contact list the 'Last contacted' column sorts alphabetically rather than by date.", { severity: MILD, time: CALM }),
  one("l-form-priority-high", "Name: Ruth Obi\nPriority: High\nDescription: Can you add my colleague Ben as a user? He starts Monday.", { severity: ["low"], time: ["soon"] }),
  one("l-ticket-one-line", "Refund button greyed out for one order (#55120), others fine.", { severity: MILD }),
  one("l-ticket-all-refunds", "Refund button greyed out on every order since the update, customers are waiting on money back.", { severity: BAD }),
  one("l-slow-everyone", "Search takes about 20 seconds for everyone in the office since Monday. It does finish, just painfully.", { severity: ["medium", "high"] })
]

/** Written after the first rules, to see whether they hold on phrasings they were not written for. */
const FRESH: ReadonlyArray<TriageCase> = [
  one("f-approve-greyed", "Hi team, the Approve button has been greyed out on all timesheets since Friday's release, so nobody's overtime can go through payroll. Payroll closes Wednesday.\n\nThanks,\nNadia\nHR Coordinator", { severity: BAD, time: ["soon"] }),
  one("f-filter-forgets", "The date filter on the orders page forgets my choice whenever I open an order. I just set it again, it's a minor annoyance.", { severity: MILD, time: CALM }),
  one("f-ex-contractor", "An ex-contractor who left in the spring can still open our shared project files. Can you lock that down please?", { severity: BAD }),
  one("f-fake-invoice", "Two of our customers received an invoice that looks like yours but with different bank details. They nearly paid it.", { severity: BAD }),
  chat("f-chat-kiosk", [
    user("the self check-in kiosks in the lobby aren't printing room keys"),
    agent("Is that all kiosks or one?"),
    user("all three, guests are queueing at the front desk instead and we're in the middle of the evening rush")
  ], { severity: BAD, time: ["immediate"] }),
  one("f-no-rush-typo", "No rush on this one, but the welcome email spells our company name 'Brightsyde'.", { severity: ["low"], time: ["flexible"] }),
  one("f-form-deadline", "Name: Owen Pryce\nPlan: Pro\nIssue: Year-end stock report shows last year's figures\nNeeded by: our stocktake on 2 January, the report has to be right before then", { severity: ["medium", "high"], time: ["soon"] }),
  one("f-past-outage", "Your outage on Sunday meant our online orders stopped for three hours. It's been fine since. We'd like to discuss a service credit when you have time.", { time: CALM })
]

export const T6_CASES: ReadonlyArray<TriageCase> = [
  ...REACH, ...DATA, ...WORKAROUND, ...COSMETIC, ...REQUESTS, ...BILLING, ...SECURITY, ...DEADLINES, ...MANNERS, ...LONGER, ...FRESH
]
