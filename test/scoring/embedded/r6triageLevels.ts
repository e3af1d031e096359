// Round 6 (our own sentences): tickets at the escalation line of decisions §3, where severity
// goes from medium to high to critical and time from soon to immediate. Told with few of the
// rubric's words and with misleading ones: an "urgent" that is impatience, "everyone" for a team
// of three, "completely broken" for a cosmetic fault, a calm tone over a leak.
import { type Case, one } from "./triageCase.js"

/** Critical: everyone down, data lost or leaked, money stopped for all, security. */
export const R6_CRITICAL: ReadonlyArray<Case> = [
  one("calm tone over a leak", "Hi, hope you're well. Small thing maybe, but our invoice PDFs seem to open for anyone who guesses the number in the link, I tried a few and got other clients' invoices.", { severity: "critical" }),
  one("card reader declines everything", "Since opening at nine every card we tap is declined at all three tills, we're taking cash and turning people away.", { severity: "critical", time: "immediate" }),
  one("whole clinic cannot open records", "None of the practitioners can open patient notes this morning, the list just spins. Clinic starts in 20 minutes.", { severity: "critical", time: "immediate" }),
  one("last week's entries gone", "All the timesheet entries from last week have vanished from the system, payroll runs on Thursday.", { severity: "critical", time: "soon" }),
  one("a stranger changed the admin password", "Someone we don't know reset our admin password overnight and changed the bank details on the payout page.", { severity: "critical" }),
  one("webshop returns an error for every visitor", "Our webshop shows a server error to every visitor, nobody has ordered anything since 7am.", { severity: "critical" }),
  one("payouts not reaching any driver", "None of our drivers received their weekly payout this morning, the app says paid but the banks have nothing.", { severity: "critical", time: "immediate" }),
  one("the booking database wiped after the update", "After last night's update our booking calendar is empty, every reservation for the next month is gone.", { severity: "critical" }),
  one("an export sent to the wrong mailing list", "The monthly statement went out to our whole mailing list instead of each customer, so everyone received everyone's balances.", { severity: "critical" }),
  one("the door entry system locks everyone out", "The door entry system rejects every badge, staff are stuck outside the building in the rain.", { severity: "critical", time: "immediate" }),
  one("subscriptions charged three times", "Every subscriber got charged three times this morning, our inbox is full of angry members.", { severity: "critical" }),
  one("medication reminders stopped", "The medication reminders on the ward tablets stopped going off yesterday evening, the night nurses only noticed at handover.", { severity: "critical" }),
  one("the API rejects every call", "Every call to your API from our servers gets a 401 since the key rotation, our app is unusable for customers.", { severity: "critical" }),
  one("a brief note: site down", "Site down. Customers getting a blank page. Please call me.", { severity: "critical" })
]

/** High: a major function broken for many, blocking, with no workaround. */
export const R6_HIGH: ReadonlyArray<Case> = [
  one("exports failing for the finance team", "The finance team can't export the ledger at all, we've tried every format and browser. Month-end close is Friday.", { severity: "high", time: "soon" }),
  one("warehouse scanners not syncing", "The handheld scanners in the warehouse stopped syncing picks, the pickers are writing on paper. Other sites are fine.", { severity: "high" }),
  one("new starters cannot be added", "We can't add any new employees to the system, the save button greys out. Twelve people start on Monday.", { severity: "high", time: "soon" }),
  one("emails to customers not delivered", "None of the appointment reminder emails have gone out since Tuesday, the log says queued.", { severity: "high" }),
  one("the integration with accounting stopped", "The link to our accounting package stopped pushing invoices two days ago, we have a backlog of about 200.", { severity: "high" }),
  one("half the agents cannot log in", "About half of our support agents get an error at login since this morning, the rest are covering.", { severity: "high" }),
  one("reports blank for the managers", "Store managers all see a blank sales report since the weekend, they can't plan orders without it.", { severity: "high" }),
  one("calm note: the approval step is stuck", "Quick note: purchase orders are stuck at the approval step for the whole buying team, nothing has moved since yesterday.", { severity: "high" }),
  one("uploads fail for a department", "Every document upload fails for the legal department with a timeout, they have a filing due at 4pm.", { severity: "high", time: "immediate" }),
  one("a mobile app crash for many users", "The latest version of the app crashes on launch for a lot of our Android users, reviews are piling up.", { severity: "high" }),
  one("the phone system drops transfers", "Transferred calls are dropped every time in the call centre, callers have to ring back.", { severity: "high" })
]

/** Medium: one user or one function, a workaround, intermittent; some told loudly. */
export const R6_MEDIUM: ReadonlyArray<Case> = [
  one("urgent as impatience", "URGENT!!! The filter on the invoices page forgets my selection every time I go back. Really annoying, please look.", { severity: "medium" }),
  one("everyone in a team of three", "Everyone in my team (it's three of us) sees the dashboard chart in the wrong colour order since the update.", { severity: "low" }),
  one("completely broken cosmetic", "The logo on the login page is completely broken, it's squashed to half its width.", { severity: "low" }),
  one("one user's export with a workaround", "One of my colleagues can't export to Excel, CSV works for her so she's using that meanwhile.", { severity: "medium" }),
  one("sync sometimes late", "Stock levels sometimes take an hour to sync to the website, usually it's a few minutes.", { severity: "medium" }),
  one("a single invoice total wrong", "The total on invoice 4471 is two pence off from the line items. Just that one as far as I can see.", { severity: "medium" }),
  one("search slow in the afternoon", "Search gets slow in the afternoons, takes ten seconds or so, but it gets there.", { severity: "medium" }),
  one("printing works from the other machine", "Label printing fails from the packing desk PC but works from the office one, so we walk the orders over.", { severity: "medium" }),
  one("a reminder at the wrong hour", "Appointment reminders for my clinic arrive at 3am instead of 9am. Clients still get them.", { severity: "medium" }),
  one("one report shows duplicates", "The weekly attendance report lists a couple of people twice. Easy to spot, but it would be good to fix.", { severity: "medium" }),
  one("retry fixes the upload", "Photo uploads fail now and then with a network error, trying again usually works.", { severity: "medium" }),
  one("everyone hates the new layout", "Everyone hates the new layout of the timesheet screen, it takes more clicks. Can it go back?", { severity: "low" }),
  one("a loud subject over one field", "SYSTEM IS BROKEN. The notes field on a customer record won't keep line breaks.", { severity: "medium" }),
  one("calendar sync for one person", "My own calendar sync stopped after I changed my password, everyone else's is fine.", { severity: "medium" }),
  one("a dropdown missing an option", "The country dropdown on the signup form doesn't list Andorra, we had one customer ask.", { severity: "medium" })
]

/** Time: immediate (today, within the hour) against soon (this week) and flexible (whenever). */
export const R6_TIME: ReadonlyArray<Case> = [
  one("soon said as soon", "The contract template has the old address. Could you sort it out soon? We send a batch next week.", { time: "soon" }),
  one("soon-ish", "Would be great to get the duplicate tags merged soon, it's confusing new staff.", { time: "soon" }),
  one("in the next few days", "Can someone check the tax rates on the Irish store in the next few days?", { time: "soon" }),
  one("before the end of the month", "We need the VAT report fixed before the end of the month when we file.", { time: "soon" }),
  one("an hour to the deadline", "Our tender submission closes at 5 and the portal won't accept the PDF. That's in an hour.", { time: "immediate" }),
  one("going live this afternoon", "We go live with the new menu this afternoon and the prices aren't showing.", { time: "immediate" }),
  one("customers at the counter", "Customers are waiting at the counter and the receipts won't print.", { time: "immediate" }),
  one("impatient urgency with a week's deadline", "Urgent please!! I need the logo swapped on our quotes by next Friday.", { time: "soon" }),
  one("whenever", "The help text on the settings page mentions a menu that doesn't exist anymore. Whenever you get to it.", { time: "flexible" }),
  one("no deadline, a wish", "It'd be nice if the weekly email showed last week's numbers too. No pressure.", { time: "flexible" }),
  one("tomorrow morning", "The payroll file has to reach the bank by tomorrow morning and the export is missing two columns.", { time: "soon" }),
  one("by end of day today", "We need the supplier invoices approved today, the approval button does nothing.", { time: "immediate" }),
  one("this week would be good", "The booking page still shows last season's opening hours. This week would be good.", { time: "soon" }),
  one("a month away", "Our annual audit is in March, we'll need the access logs exported before then.", { time: "soon" })
]

export const R6_CASES: ReadonlyArray<Case> = [...R6_CRITICAL, ...R6_HIGH, ...R6_MEDIUM, ...R6_TIME]
