// Challenge "triage9" (11-28), part 2: a feature request mixed with a fault, tickets in
// non-native English, and very short tickets. About a third are near misses. All wording is our
// own. An expectation lists the readings a careful agent could give (null: none).
import { user } from "./triageReading.js"
import type { T9Case } from "./triage9Read.js"

const BAD = ["critical", "high"]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

/** A wish and a fault in one ticket: the fault decides. */
export const MIXED: ReadonlyArray<T9Case> = [
  one("m-wish-then-outage", "Two things. It would be lovely to have a dark mode some day. More importantly, none of our vets have been able to open patient histories since 8am, the page just spins. We have a full surgery list today.", { severity: BAD, time: ["immediate", null], status: ["ESCALATE", "QUALIFIED"] }),
  one("m-fault-then-wish", "The monthly usage chart shows last month's numbers twice for one of our projects. Also, could you add an export to Excel for that chart? That would save us time.", { severity: ["medium", "low"], status: "QUALIFIED" }),
  one("m-wish-only-urgent-word", "Feature request: please add a way to bulk-archive old jobs. Not urgent, but with 3000 finished jobs the list is getting long.", { severity: ["low"], time: ["flexible", null], status: "QUALIFIED" }),
  one("m-wish-framed-as-bug", "Is it a bug that I can't pick a custom colour for tags? Only the eight presets show. If it's by design, please take it as a suggestion.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("m-fault-blocking-plus-wish", "Our rota tool hasn't sent shift notifications to any staff since Sunday, so people are missing shifts. Separately, an option to send them by SMS would be nice.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("m-wish-deadline", "We'd love to have Welsh added to the parent portal before the new school year in September. Nothing is broken, it's a request.", { severity: ["low"], time: ["soon", "flexible"], status: "QUALIFIED" }),
  one("m-two-small", "Small stuff: the search box loses focus after each letter on Safari, and it'd be good to sort suppliers by name. Both can wait.", { severity: ["medium", "low"], time: ["flexible"], status: "QUALIFIED" }),
  one("m-enterprise-wish", "Our account is on the Enterprise tier and our auditors asked if you could add an audit trail for who changes user roles. Not a fault, planning ahead for next year.", { severity: ["low"], tier: ["enterprise"], time: ["flexible", null], status: "QUALIFIED" }),
  one("m-wish-then-data-leak", "Would be great to have two-factor on the mobile app. Also worrying: earlier today a member of our staff saw another company's invoices in her list after logging in.", { severity: ["critical"], status: "ESCALATE" }),
  one("m-fault-workaround-wish", "Bulk email to members fails when the list is over 500 people, so I send it in batches for now. Could you raise the limit or fix it?", { severity: ["medium"], status: "QUALIFIED" })
]

/** Non-native English, severity told plainly. */
export const NON_NATIVE: ReadonlyArray<T9Case> = [
  one("n-all-cashier", "Hello, from yesterday evening all the cashier in our 4 shop cannot do the login to the system, it say 'licence not valid'. We are now selling only with cash. Please help fastly.", { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("n-one-user-pdf", "Good morning, one of my colleague is not able to download the PDF of the invoice, for the other it is working good. Can you check please when you have time.", { severity: ["medium"], time: ["flexible", null], status: "QUALIFIED" }),
  one("n-price-question", "Dear team, i want ask if the price of the plan for 10 user is per month or per year? Thank you before.", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  one("n-data-gone", "Please urgent!! All the client files of our office is disappear from the app since the update today, we not see anything. We have appointments whole day.", { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("n-slow-sometimes", "Hi, the application is little bit slow sometime in the afternoon, not always. Is not big problem but I inform you.", { severity: ["medium", "low"], time: ["flexible", null], status: "QUALIFIED" }),
  one("n-wrong-name", "Hello, on the certificate for our students the name of the school is write wrong, is 'Colegio San Jose' without the accent. Can you correct for the next print?", { severity: ["low"], status: "QUALIFIED" }),
  one("n-booking-double", "The system is giving the same room to two guest in the same night, this is happen three time this week. Guests arrive and the room is occupied. We are hotel of 40 rooms on the Business plan.", { severity: BAD, tier: ["business"], status: ["ESCALATE", "QUALIFIED"] }),
  one("n-cannot-send", "we can not send any invoice to our customers from 2 days, the button send make nothing. end of month is friday and we need send all invoice before.", { severity: BAD, time: ["soon", "immediate"], status: ["ESCALATE", "QUALIFIED"] }),
  one("n-thanks-solved", "Thank you very much for help, now is working perfect. You can close the ticket.", { severity: [null, "low"], status: "NONE" }),
  one("n-trial-question", "I am in the free trial. How I can to add my colleague for try the app together?", { severity: ["low", null], tier: ["free"], status: ["QUALIFIED", "NONE"] }),
  one("n-wrong-tax", "The tax on the invoice is calculate 19% but for our country must be 21%, all invoice of this month are wrong and we sent already to customers.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("n-app-close", "When I open the camera in the app it close immediately, only on my phone (Samsung A52). My coworker phone is ok.", { severity: ["medium"], status: "QUALIFIED" })
]

/** Very short tickets: the few words decide, or nothing is told. */
export const SHORT: ReadonlyArray<T9Case> = [
  one("s-urgent-call", "URGENT pls call, tills down in all shops", { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("s-still-broken", "still broken", { severity: [null, "medium", "high"], status: ["QUALIFIED", "NONE"] }),
  one("s-any-update", "any update??", { severity: [null], status: "NONE" }),
  one("s-site-down", "site down!!!", { severity: BAD, time: ["immediate", null], status: ["ESCALATE", "QUALIFIED"] }),
  one("s-cant-login", "cant login", { severity: ["medium", "high"], status: "QUALIFIED" }),
  one("s-thanks", "thanks, all good now", { severity: [null, "low"], status: "NONE" }),
  one("s-call-back", "Could somebody ring me back about my invoice? Not urgent.", { severity: ["low", null], time: ["flexible"], status: ["QUALIFIED", "NONE"] }),
  one("s-nobody-pay", "no one can pay at checkout. help!", { severity: ["critical"], time: ["immediate", null], status: "ESCALATE" }),
  one("s-typo", "typo on pricing page: 'monthy'", { severity: ["low"], status: "QUALIFIED" }),
  one("s-down-again", "down again for everyone", { severity: ["critical", "high"], status: ["ESCALATE", "QUALIFIED"] }),
  one("s-password-reset", "pls reset my password", { severity: ["low"], status: "QUALIFIED" }),
  one("s-asap-export", "need the export fixed asap, board meeting at 2", { severity: ["medium", "high"], time: ["immediate"], status: ["QUALIFIED", "ESCALATE"] }),
  one("s-emails-not", "emails not sending", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("s-ok-wait", "ok no worries, can wait till monday", { severity: [null, "low"], time: ["soon", "flexible"], status: ["NONE", "QUALIFIED"] }),
  one("s-wrong-total", "Invoice total wrong again", { severity: ["medium"], status: "QUALIFIED" })
]
