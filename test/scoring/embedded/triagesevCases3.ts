// Triage challenge, round "triagesev", third part (sentences of our own), written after the first
// fixes and measured before any rule was written from it: a held-out look at the same families.
import { type Case, chat, one } from "./triageCase.js"
import { agent, user } from "./triageReading.js"

export const TRIAGESEV_CASES_3: ReadonlyArray<Case> = [
  one("held: tiny issue, all bookings gone", "Tiny issue (I hope): the calendar is empty, every booking for December has disappeared.", { severity: "critical" }),
  one("held: sorry if asking in the wrong place, nobody can pay", "Sorry if I'm asking in the wrong place, but none of our members can pay their fees online since this morning.", { severity: "critical" }),
  one("held: URGENT colour", "URGENT: the header colour on our booking page is slightly darker than our brand colour. Purely visual.", { severity: "low" }),
  one("held: shouting a question", "WHY CAN'T I FIND THE EXPORT BUTTON?? where is it", { severity: "low" }),
  one("held: error for all customers", "The checkout shows 'something went wrong' to all our customers since the 2pm release.", { severity: "critical" }),
  one("held: the whole salon", "The booking screen froze and the whole salon is stuck, clients are waiting at reception.", { severity: "critical", time: "immediate" }),
  one("held: a team can't work", "The support team can't open any tickets since the update, the page spins forever. Other teams are fine.", { severity: "high" }),
  one("held: one user, workaround", "One of our nurses can't print labels from her tablet, she uses the desk PC meanwhile.", { severity: "medium" }),
  one("held: wrong totals on every statement", "Every statement we send shows the wrong opening balance since Monday's update.", { severity: "high" }),
  one("held: charged twice, one person", "You charged my card twice for November, please refund one of them.", { severity: "high" }),
  one("held: a stranger logged in", "We got a login alert from a device we don't know, and then somebody we don't know exported our contacts.", { severity: "critical" }),
  one("held: before the inspection Wednesday", "The inspection reports won't attach photos. The inspectors arrive on Wednesday.", { severity: "high", time: "soon" }),
  one("held: no deadline answer", "Could you add our new logo to the invoice template? There's no deadline, whenever suits.", { severity: "low", time: "flexible" }),
  one("held: by end of day", "The price list upload fails with 'invalid file' every time. We need the new prices live by end of day.", { severity: "high", time: "immediate" }),
  one("held: before our launch next week", "Before our launch next week we need the custom domain working; right now it shows a certificate warning to visitors.", { severity: "high", time: "soon" }),
  one("held: getting by on paper", "The rota app crashes on open for all staff, we're getting by with a paper rota for now.", { severity: "medium" }),
  one("held: enterprise SLA", "Per our SLA I need an update within 4 hours: the reporting API returns 500 for every call.", { severity: "critical", tier: "enterprise", time: "immediate" }),
  one("held: business plan question", "We're on the Business plan. How do I give a colleague read-only access?", { severity: "low", tier: "business" }),
  one("held: free plan, slow sync", "I'm on the free plan, sync from my phone takes about ten minutes now, it used to be instant. No hurry.", { severity: "medium", tier: "free", time: "flexible" }),
  one("held: quoted older urgent thread", "All sorted now, thanks a lot!\n\n> From: Support\n> We know card payments are failing for all customers, fix underway.\n> > URGENT nobody can pay!!", { severity: null }),
  one("held: non-native, all clients see wrong", "Hello, all our clients are receiving the invoice of other clients, please stop the sending now!", { severity: "critical", time: "immediate" }),
  one("held: non-native, small question", "Hi, sorry for my english. I want ask if is possible to change the language of the app to Spanish.", { severity: "low" }),
  one("held: non-native, for all users not work", "Since yesterday the login not work for all users of our company, we cannot work at all.", { severity: "critical" }),
  chat("held: later turn worse", [
    user("The report page is a bit slow."),
    agent("Thanks, how slow?"),
    user("Now it's worse: it errors for everyone and we can't close the month. Please hurry.")
  ], { severity: "critical", time: "immediate" }),
  chat("held: later turn narrows", [
    user("The app is broken for all of us!"),
    agent("Sorry! Is it every screen?"),
    user("actually it's just the settings page that doesn't open, the rest is fine")
  ], { severity: "medium" }),
  one("held: form, severity field says critical", "Severity: Critical\nCompany: Greenleaf Dental\nDescription: The font on the appointment reminder is a bit small.", { severity: "low" })
]
