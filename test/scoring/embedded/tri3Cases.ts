// Challenge "tri3" (round tri3, 11-29): issue_severity read too low on an account in a stranger's
// hands, and read at all on messages that report no fault. Trades no set visited: a bakery chain,
// a kennel, a print shop, a choir, a surveying firm, a bike courier, a tutoring agency, a hostel.
// Takeover: a change the sender did not make (keys, users, bank details, password, email address)
// or access by somebody unknown: critical. No fault: auto-replies, price or plan questions,
// planning questions about outages that have not happened. Near misses keep the sender's own
// changes, a lost password, a breach at somebody else, questions alongside a real outage, and
// plain faults. All wording is our own.
import type { T9Case } from "./triage9Read.js"
import { sevCase } from "./triage13Cases.js"
import { user } from "./triageReading.js"

type Levels = ReadonlyArray<string | null>
const one = (id: string, text: string, severity: Levels) => sevCase(id, [user(text)], severity)
const CRIT: Levels = ["critical"]
const BAD: Levels = ["high", "critical"]
const NONE: Levels = [null]
const QUIET: Levels = [null, "low"]

/** Somebody who is not the sender has the account, or changed what only its owner should. */
export const TAKEOVER: ReadonlyArray<T9Case> = [
  one("t1-bakery-keys", "Two new admin users appeared on our bakery account this morning and none of our managers added them. Please shut them out and tell us what happened.", CRIT),
  one("t2-kennel-bank", "The bank details for our refunds were switched to an account we have never heard of. Nobody here touched them. Freeze everything please.", CRIT),
  one("t3-print-password", "My password was reset without me asking and now I am locked out. Our client artwork is all in that workspace. Please secure it immediately.", CRIT),
  one("t4-choir-email", "The login email on our choir account was changed to an address none of us know, so we cannot get back in. Members' phone numbers are stored there.", CRIT),
  one("t5-survey-tokens", "We think an outsider got into our surveying account: several access tokens were generated overnight that no one in the office made. Please revoke them urgently.", CRIT),
  one("t6-courier-stranger", "A stranger is signed in to my courier account right now, I can see the active session from a city I have never been to. Please kick them out now.", CRIT),
  one("t7-tutor-hacked", "I think our tutoring account has been hacked. Messages were sent to every parent from it last night that nobody on our staff wrote.", CRIT),
  one("t8-hostel-unauthorised", "There was an unauthorised login to our hostel admin panel and the payout details were edited. We did not do this.", CRIT),
  one("t9-bakery-phishing", "Someone has been using my account to place orders I never made, about twenty of them since yesterday. Please block it.", BAD),
  one("t10-kennel-2fa", "Two-factor was switched off on our kennel account and I never turned it off. There is a new device on the list as well.", CRIT)
]

/** Nothing is broken: an auto-reply, a price or plan question, a what-if about outages. */
export const NO_FAULT: ReadonlyArray<T9Case> = [
  one("q1-print-ooo", "I'm out of the office until Thursday 9 January with limited access to messages. For urgent matters please contact reception.", NONE),
  one("q2-choir-ooo", "Thanks for your message. I'm away on leave this week and will reply when I return. If it is urgent, ring the main line.", NONE),
  one("q3-kennel-discount", "Hi, is there a discount for small charities? We are a rescue kennel looking at your booking tool.", NONE),
  one("q4-survey-pricing", "Can you share what the team plan costs? We have six surveyors and might sign up next month.", NONE),
  one("q5-courier-sla", "We are planning ahead for the holiday rush. If your platform went down on our busiest day, what uptime do you guarantee and what compensation applies?", NONE),
  one("q6-hostel-whatif", "Before we sign: what happens to our bookings if your servers fail during peak season? Do you have a backup plan?", NONE),
  one("q7-tutor-annual", "Do you offer annual billing, and is there a reduction for education providers?", NONE),
  one("q8-bakery-thanks", "Thanks so much for the help yesterday, everything is running perfectly now. Have a good weekend!", NONE),
  one("q9-print-trial", "Is it possible to extend our trial by a week? We have not finished testing the print queue feature.", NONE),
  one("q10-choir-nonprofit", "Hello, we are a volunteer-run choir. Do you have a free plan or reduced pricing for non-profits?", NONE)
]

/** Near misses: the sender's own change, a forgotten password, someone else's breach, plain faults. */
export const NEAR: ReadonlyArray<T9Case> = [
  one("n1-bakery-own-keys", "I created two new API keys for our till integration yesterday. How do I label them so we can tell them apart?", QUIET),
  one("n2-kennel-own-bank", "I changed our payout bank details last week. How long until the new account is used for payouts?", QUIET),
  one("n3-print-forgot", "I forgot my password and the reset email has not arrived yet. Could you resend it?", ["low", "medium"]),
  one("n4-choir-news", "I read that another booking company was hacked last month. How do you keep our members' data safe?", QUIET),
  one("n5-survey-whatif-hack", "If someone ever stole one of our staff logins, how would we lock the account quickly?", QUIET),
  one("n6-courier-down-sla", "Your platform has been completely down for all our riders since 6am and we cannot dispatch a single delivery. What credits does the SLA give us?", CRIT),
  one("n7-hostel-ooo-fault", "Booking confirmations have stopped sending to every guest since last night. I am away tomorrow, so please call my colleague.", BAD),
  one("n8-tutor-typo", "Tiny thing: the invoice footer says 'Tution' instead of 'Tuition'. Whenever you get a moment.", ["low"]),
  one("n9-hostel-resolved-hack", "Last month we had a suspicious login but your team secured it quickly and all is fine now. Just writing to say thanks.", QUIET),
  one("n10-print-colleague", "My colleague added a new admin user this morning for our new starter. Is there a limit on admin seats?", QUIET),
  one("n11-kennel-denial", "Nobody has accessed our account without permission, as far as we know; we only want to turn on two-factor for all staff. How?", QUIET),
  one("n13-choir-charged", "We were billed twice for November. Is there any discount you could give us for the trouble? We are a small charity.", ["medium", "high"]),
  one("n14-survey-double", "Our card shows a duplicate payment for the team plan. Could you also send me the pricing for adding two seats?", ["medium", "high"]),
  one("n12-courier-slow", "The route planner takes about twenty seconds to load for me in the mornings. Not urgent.", ["low", "medium"])
]

/** Round trifix (a reviewer's sentences and our own): takeover and price cues read too wide. */
const NOT_CRIT: Levels = [null, "low", "medium", "high"]
export const TRIFIX: ReadonlyArray<T9Case> = [
  one("x1-unknown-user-page", "The page says unknown user when I try to log in with my new email.", NOT_CRIT),
  one("x2-restrict-access", "We want to restrict unauthorised access to the reports page for junior staff.", QUIET),
  one("x3-alert-was-me", "We got an alert about a suspicious sign-in on my account, but it was me on holiday in Spain.", QUIET),
  one("x4-meeting-room", "Someone else has been using the meeting room I booked in our dashboard.", NOT_CRIT),
  one("x5-unknown-accessed", "An unknown person accessed my account last night and read our client list.", CRIT),
  one("x6-unknown-users", "Unknown users have accessed our account overnight. Please lock it.", CRIT),
  one("x7-payout-without", "My payout details were changed without my permission.", CRIT),
  one("x8-reset-without", "My password was reset without me asking.", CRIT),
  one("x9-never-ordered", "We are on the enterprise plan. I never ordered the large size, please send the medium.", NOT_CRIT),
  one("x10-trial-timeout", "Can you extend our trial? The import keeps timing out and we are evaluating your platform against two others.", ["low", "medium", "high", "critical"]),
  one("x11-exports-hang", "Exports hang for every user. Do you offer an annual discount? We are evaluating your platform.", ["low", "medium", "high", "critical"]),
  one("x13-hang-alone", "Exports hang for every user.", ["low", "medium", "high", "critical"]),
  one("x12-trial-only", "Could you extend our trial by a week? We are evaluating your platform against two others.", [null])
]
