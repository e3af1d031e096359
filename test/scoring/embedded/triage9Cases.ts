// Challenge "triage9" (11-28), part 1: tickets written by someone for the customer (an IT
// contractor, a PA, a parent), tickets with logs or error codes pasted in, and tickets that are
// mostly a stack of quoted replies with one new line on top. About a third are near misses. All
// wording is our own. An expectation lists the readings a careful agent could give (null: none).
import { agent, user } from "./triageReading.js"
import type { T9Case } from "./triage9Read.js"

const BAD = ["critical", "high"]
const MILD = ["medium", "low"]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

/** Someone writing for the customer: the fault is still the customer's. */
export const ON_BEHALF: ReadonlyArray<T9Case> = [
  one("b-contractor-tills", "Hi, I look after the IT for Marlow Bakeries (we're their outsourced support). Since 7am none of their six shops can take card payments, the terminals show 'host unreachable'. They're losing sales every minute. Can someone call me asap?\n\nDev Patel\nPatel IT Services", { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("b-pa-director", "Writing on behalf of Mr Okafor, our managing director. He can't get into his account since the password reset this morning, the link says it has expired. He has a board pack to send from it by 4pm today. Everyone else in the office is fine.", { severity: ["medium", "high"], time: ["immediate"], status: "QUALIFIED" }),
  one("b-parent-app", "Hello, I'm writing for my son who is 15 and uses your maths app at school. He says his homework scores since Monday all show as zero even though he finished them. His teacher marks from these. Could you look at it please?", { severity: ["medium"], time: [null, "soon", "flexible"], status: "QUALIFIED" }),
  one("b-contractor-enterprise", "I'm the Salesforce contractor for Brightwell Logistics (Enterprise account). Their nightly sync into your platform has failed three nights running with a timeout, so none of the depot managers have today's delivery lists. Drivers are waiting in the yard.", { severity: BAD, tier: ["enterprise"], time: ["immediate", null], status: "ESCALATE" }),
  one("b-pa-invoice", "Hi there, I'm the PA to Dr Hale. She'd like a copy of last year's invoices for her accountant. Not in a hurry, whenever you have a moment.", { severity: ["low"], time: ["flexible"], status: "QUALIFIED" }),
  one("b-parent-refund", "My daughter signed up for the premium plan on my card without asking. Can you cancel it and refund the £9.99 please? She's 13.", { severity: ["low"], status: "QUALIFIED" }),
  one("b-contractor-fixed", "Following up for our client Fenwick Dental: the booking page issue we raised yesterday is resolved, it was their DNS. Thanks for the quick help, you can close the ticket.", { severity: [null, "low"], status: "NONE" }),
  one("b-contractor-question", "We manage the laptops for a small law firm on your Team plan. Before we roll out the new desktop client to their 12 staff, can you confirm it supports Windows 11 ARM devices?", { severity: ["low", null], tier: ["business"], status: "QUALIFIED" }),
  one("b-colleague-leaver", "Reporting for our finance lead who is on leave: a contractor whose access we removed on Friday could still sign in to the payments dashboard this morning and download the payout report.", { severity: ["critical"], status: "ESCALATE" }),
  one("b-nephew-elderly", "I'm helping my uncle who is 82 with his account. The text size setting keeps going back to small every time he opens the app, he can't read it well. Not urgent but a bit frustrating for him.", { severity: ["medium", "low"], time: ["flexible", null], status: "QUALIFIED" }),
  one("b-agency-site", "We're the web agency for Harbour Kitchens. Their online ordering checkout has thrown a 500 for every customer since about 6pm, it's Friday dinner service and they can't take any online orders. Please escalate.", { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("b-assistant-meeting", "I handle scheduling for Ms Ruiz. Her calendar invites from your app arrive one hour late for people in Lisbon, the rest of the team gets them fine. Could this be fixed before her client workshop next Tuesday?", { severity: ["medium"], time: ["soon"], status: "QUALIFIED" }),
  one("b-reseller-feature", "As your reseller for the Nordic market, one of our customers asks whether you plan to add Finnish to the invoice languages. Just passing it on, nothing broken.", { severity: ["low", null], time: [null, "flexible"], status: "QUALIFIED" }),
  one("b-school-office", "Sending this for the school office: parents are unable to pay for the trip because the payment page says 'card declined' for every card we've tried, and the deadline for the trip money is tomorrow.", { severity: ["critical", "high"], time: ["immediate", "soon"], status: "ESCALATE" })
]

/** Logs and error codes pasted into the ticket. */
export const LOGS: ReadonlyArray<T9Case> = [
  one("l-api-500", "Our integration is failing on every call since the 14:00 deploy on your side:\n\nPOST /v2/orders -> HTTP 500\n{\"error\":\"internal_error\",\"request_id\":\"a81f-22\"}\n\nNo orders from the webshop are reaching the warehouse.\n\nAccount tier: Enterprise", { severity: ["critical"], tier: ["enterprise"], status: "ESCALATE" }),
  one("l-stack-one-user", "One of our bookkeepers gets this when she opens the VAT report, everyone else can open it:\n\nTypeError: Cannot read properties of undefined (reading 'rate')\n    at buildSummary (report.js:412)\n    at render (report.js:88)\n\nShe can use the old report for now.", { severity: ["medium"], status: "QUALIFIED" }),
  one("l-warning-only", "Seeing this warning in the console on the settings page:\n\n[warn] deprecated option 'legacyTheme' will be removed in v5\n\nEverything works, just wanted to flag it in case it matters.", { severity: ["low", null], status: "QUALIFIED" }),
  one("l-code-e42", "Scanner app shows ERR-E42 'sync rejected' on all 30 handhelds in the warehouse since the update. Pickers can't confirm any picks so the trucks aren't being loaded. Need help now.", { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("l-timeout-slow", "The reports page takes about 40 seconds to load for us, the browser log shows:\n\nGET /api/reports?range=90d 200 (38211 ms)\n\nIt does load in the end. Can you speed it up?", { severity: ["medium"], status: "QUALIFIED" }),
  one("l-sso-saml", "SAML login broken for our whole company (Enterprise, ~900 users). Error from the IdP:\n\nInvalidSignature: The response signature could not be verified\n\nNobody can log in. We rotated nothing on our side.", { severity: ["critical"], tier: ["enterprise"], status: "ESCALATE" }),
  one("l-webhook-retry", "Webhook deliveries to our endpoint show 'status 429, will retry' in the delivery log for about 5% of events. They do arrive eventually after the retry. Is there a rate limit we should know about?", { severity: ["medium", "low"], status: "QUALIFIED" }),
  one("l-test-env", "In our staging sandbox we get 'ERR_CERT_DATE_INVALID' when calling your test endpoint. Production is fine. Not blocking anything, just letting you know the sandbox certificate seems to have expired.", { severity: ["low", "medium"], time: [null, "flexible"], status: "QUALIFIED" }),
  one("l-printer-code", "Label printer in dispatch gives 'Error 0x7F: head open' even though the head is closed. We've been writing the labels by hand since this morning, about 200 parcels a day go out from here.", { severity: BAD, status: "QUALIFIED" }),
  one("l-import-rows", "CSV import stops with 'Row 1201: invalid date format (expected YYYY-MM-DD)'. The file is 4000 rows and the date column is all in the same format. Can you tell me what's wrong with row 1201?", { severity: ["medium"], status: "QUALIFIED" }),
  one("l-db-data-loss", "After running the migration from your upgrade guide, our log shows:\n\nmigrate: dropped table customer_notes (0 rows restored)\n\nAll customer notes are gone for every account. We have no recent backup. Please help urgently.", { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("l-past-error", "FYI we saw 'Gateway Timeout 504' on the dashboard for about two minutes last night around 23:10. It came back by itself and has been fine since.", { severity: [null, "low"], status: "NONE" }),
  one("l-code-question", "What does error code PAY-301 mean? A customer mentioned seeing it once last month. Nothing wrong at the moment, just want to know for our FAQ.", { severity: ["low", null], time: [null, "flexible"], status: "QUALIFIED" }),
  one("l-mobile-crash", "Android app crashes on start for me since the update.\n\nFATAL EXCEPTION: main\njava.lang.NullPointerException at com.app.Home.onCreate\n\nPixel 7, Android 14. My wife's phone is fine.", { severity: ["medium", "high"], status: "QUALIFIED" })
]

const QUOTE = (lines: string) => lines.split("\n").map((l) => `> ${l}`).join("\n")

/** A new line on top of a stack of quoted replies: the new line is what is told now. */
export const QUOTED: ReadonlyArray<T9Case> = [
  one("q-still-down-all", `Still down for all our clinics this morning and now patients can't check in at reception either. Please call me.\n\nOn Mon, 9 Mar 2026 at 16:02, Support wrote:\n${QUOTE("Thanks for your patience, our engineers are investigating.\nWe will update you shortly.")}`, { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("q-thanks-works", `That did it, all working now, thank you!\n\nOn Tue, 10 Mar 2026 at 09:15, Support wrote:\n${QUOTE("Could you clear the cache and sign in again?\nIf it still fails, send us a screenshot.")}`, { severity: [null, "low"], status: "NONE" }),
  one("q-agent-critical-word", `Ok thanks, no rush on our side.\n\nOn Wed, 11 Mar 2026 at 11:00, Support wrote:\n${QUOTE("We have marked this as critical and escalated it to the on-call team.\nAll customers are affected by the outage.")}`, { severity: [null, "low"], time: ["flexible", null], status: "NONE" }),
  one("q-any-update", `Any update on this? It's been three days.\n\nOn Fri, 6 Mar 2026 at 10:20, Nina Berg wrote:\n${QUOTE("Hi, the monthly statement PDF shows the wrong company address.\nThe address in settings is correct.")}`, { severity: [null, "low", "medium"], time: [null, "soon", "immediate"], status: ["QUALIFIED", "NONE"] }),
  one("q-escalate-top", `This is now affecting every store, not just Leeds. Nobody can process returns. We need this fixed today.\n\n-----Original Message-----\nFrom: Support <help@vendor.example>\nSent: 12 March 2026 08:40\nSubject: RE: returns screen\n\nWe're looking into the Leeds returns screen.`, { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("q-outlook-quote-fine", `Thanks Sam, that's fine, we'll wait for the next release.\n\nFrom: Sam (Support)\nSent: Thursday, March 12, 2026 2:10 PM\nTo: Priya Shah\nSubject: RE: export button\n\nHi Priya, the export button fix ships in the release after next. Everything else in your account looks healthy.`, { severity: [null, "low"], time: ["flexible", null], status: "NONE" }),
  one("q-worse-now", `It's got worse: since lunchtime the app won't open at all for any of the drivers.\n\nOn Thu, 12 Mar 2026 at 10:05, Support wrote:\n${QUOTE("Noted that the map loads slowly for some drivers.\nWe'll look at it this week.")}`, { severity: BAD, status: "ESCALATE" }),
  one("q-new-minor", `One more small thing while you're at it: the date on the footer of the receipts still says 2025.\n\nOn Thu, 12 Mar 2026 at 10:05, Support wrote:\n${QUOTE("The refund issue is fixed now, sorry for the trouble.")}`, { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("q-reply-above", `##- Please type your reply above this line -##\n\nYes, still happening. Every time a member books a class it charges them twice.\n\nSupport (Mar 11): Can you confirm if double charges are still happening?\nMember of staff (Mar 10): Members are being charged twice for bookings.`, { severity: ["critical", "high"], status: "ESCALATE" }),
  one("q-chain-agreed-close", `Agreed, please close it.\n\nOn 12/03/2026 09:00, Support wrote:\n${QUOTE("We believe the sync problem was caused by the expired token, which is now renewed.\nShall we close this ticket?")}\n\nOn 11/03/2026 17:30, Olu wrote:\n${QUOTE("Our bank sync stopped and we can't reconcile anything. Urgent!")}`, { severity: [null, "low"], status: ["NONE", "QUALIFIED"] })
]

/** A reply in a chat that is only a chaser: the severity told earlier stands. */
export const CHASERS: ReadonlyArray<T9Case> = [
  { id: "c-chaser-outage", messages: [user("Our online shop shows a blank page to every visitor, nobody can buy anything."), agent("Thanks, we're checking with the hosting team."), user("any update??")], severity: ["critical"], status: "ESCALATE" },
  { id: "c-chaser-minor", messages: [user("The logo on the login page is a bit blurry on big screens."), agent("Thanks, passed to design."), user("any news on this?")], severity: ["low"], status: "QUALIFIED" },
  { id: "c-still-broken", messages: [user("Staff can't clock in on the wall tablets in the warehouse, the app says 'device not registered'."), agent("Please try re-registering the tablet from the admin page."), user("still broken")], severity: BAD, status: "QUALIFIED" },
  { id: "c-fine-now", messages: [user("The payroll run fails at the last step with an error."), agent("We've pushed a fix, can you try again?"), user("worked this time, thanks")], severity: [null, "low", "medium", "high"], status: ["QUALIFIED", "NONE"] },
  { id: "c-call-me", messages: [user("Every appointment reminder went to the wrong patient this morning!"), agent("I'm so sorry, let me look."), user("URGENT pls call 07700 900123")], severity: ["critical"], time: ["immediate"], status: "ESCALATE" }
]
