// Challenge "triage12" (11-28): fresh tickets of our own in new trades — a dental chain's
// booking tool, a courier depot, a florist's web shop, a payroll bureau, a council's permit
// portal, a brewery's taproom till, a hotel's key cards, an ISP's monitoring feed. The shapes:
// how many people are hit ("the whole floor", "just me", "a couple of customers"), money at stake
// ("losing orders", "can't take payments"), a workaround that lowers severity, safety or data
// exposure told in passing, time told by a business event, a tier told by a plan name, contract
// words or seats, and alerts an automated monitor wrote. A third are near misses. All wording
// is our own.
import { agent, user } from "./triageReading.js"
import type { T9Case } from "./triage9Read.js"

const BAD: ReadonlyArray<string | null> = ["critical", "high"]
const MILD: ReadonlyArray<string | null> = ["medium", "low"]
const CALM: ReadonlyArray<string | null> = ["flexible", null]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

/** How many people are hit. */
export const REACH: ReadonlyArray<T9Case> = [
  one("r1-whole-floor", "Nobody on the third floor can print anything since lunch - that's the whole accounts department, about forty desks.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("r2-just-me", "The dashboard keeps logging me out every few minutes. It's just me though, my colleagues are fine.", { severity: MILD, status: "QUALIFIED" }),
  one("r3-couple-customers", "A couple of customers told us the discount code didn't apply at checkout yesterday. Most orders went through normally.", { severity: MILD, status: "QUALIFIED" }),
  one("r4-all-drivers", "None of our drivers can scan parcels this morning, the handheld app shows a blank screen for all 60 of them. Vans are sitting in the yard.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("r5-one-clinic-of-nine", "One of our nine surgeries can't open the appointment diary. The other eight are working as normal.", { severity: ["medium", "high"], status: "QUALIFIED" }),
  one("r6-everyone-site", "Every member of staff across all four branches is locked out of the rota system since 7am.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("r7-my-laptop", "Only my laptop shows the old logo on the invoice preview, it's fine on everyone else's.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("r8-half-team", "About half of the support team can't see incoming chats in the inbox, so customers are waiting with nobody answering.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] })
]

/** Money at stake. */
export const MONEY: ReadonlyArray<T9Case> = [
  one("m1-losing-orders", "The basket empties itself when customers press pay, we're losing orders every minute. It's Mother's Day weekend.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("m2-no-payments", "Our card terminals can't take payments at the bar, it's cash only and half the customers don't carry cash.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("m3-refund-stuck", "One refund from last week still shows as pending. The customer is patient, no drama.", { severity: MILD, time: CALM, status: "QUALIFIED" }),
  one("m4-invoices-wrong-total", "Every invoice we sent today has the VAT added twice, and clients are already paying the wrong amounts.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("m5-near-price-question", "How much would it cost to add a second card reader to our account?", { severity: ["low", null], time: CALM, status: ["QUALIFIED", "NONE"] }),
  one("m6-checkout-down", "Checkout on the web shop has been down for two hours. Nobody can buy anything.", { severity: ["critical"], status: "ESCALATE" }),
  one("m7-payouts-late", "Our weekly payout hasn't arrived and we need it to pay the growers on Monday.", { severity: BAD, time: ["soon", "immediate"], status: ["ESCALATE", "QUALIFIED"] })
]

/** A workaround that lowers severity. */
export const WORKAROUND: ReadonlyArray<T9Case> = [
  one("w1-use-app", "The desktop site won't load the timesheet page, but I can use the app meanwhile so it's not stopping me.", { severity: MILD, time: CALM, status: "QUALIFIED" }),
  one("w2-by-hand", "The label printer integration stopped working, we're writing labels by hand for now which is fine for the few orders we get on a Sunday.", { severity: ["medium", "high"], status: "QUALIFIED" }),
  one("w3-other-browser", "Reports won't download in Safari. Chrome works fine so we've just switched for now.", { severity: MILD, status: "QUALIFIED" }),
  one("w4-restart-fixes", "The till freezes about once a day. Restarting it sorts it out, it's more annoying than anything.", { severity: MILD, status: "QUALIFIED" }),
  one("w5-no-workaround", "Exports of the payroll file fail every time and there is no other way to get the data out to the bank.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("w6-copy-paste", "The import button errors, so I've been copying the rows across manually. Only twenty rows a week, so not a huge problem.", { severity: MILD, status: "QUALIFIED" })
]

/** Safety or data exposure told in passing. */
export const EXPOSURE: ReadonlyArray<T9Case> = [
  one("e1-other-patient", "Small thing maybe, but when I opened my booking confirmation it had another patient's name and date of birth on it.", { severity: ["critical"], status: "ESCALATE" }),
  one("e2-door-unlocked", "The key card system shows the rooms locked, by the way the fire exit on level 2 has been staying unlocked overnight since the update.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("e3-salaries-visible", "Also, any employee can now open the salary column in the staff list, including the juniors.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("e4-near-password-reset", "Could you reset the password for our reception login? We forgot it after the holidays.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("e5-near-privacy-question", "Where do you store our customers' data? Our auditor is asking for the country.", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  one("e6-gas-alarm", "The sensor dashboard stopped showing the gas readings in the brewhouse, so we don't know if the CO2 alarm would go off.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] })
]

/** Time told by a business event. */
export const EVENTS: ReadonlyArray<T9Case> = [
  one("t1-payroll-friday", "The pay run won't calculate overtime for the night shift. We need it right before payroll runs on Friday.", { severity: BAD.concat("medium"), time: ["soon"], status: "QUALIFIED" }),
  one("t2-launch-tomorrow", "The product pages show the wrong prices in euros and our launch is tomorrow morning.", { severity: ["high", "medium"], time: ["immediate", "soon"], status: ["ESCALATE", "QUALIFIED"] }),
  one("t3-doors-tonight", "The guest list won't sync to the door scanners and doors open at 6 tonight.", { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("t4-audit-next-month", "The audit trail export is missing the user column. The auditors come in next month so there's time.", { severity: MILD, time: ["flexible", "soon"], status: "QUALIFIED" }),
  one("t5-wedding-saturday", "The order form won't take bouquet orders for dates past Friday, and we have a wedding on Saturday to confirm.", { severity: ["medium", "high"], time: ["soon", "immediate"], status: ["QUALIFIED", "ESCALATE"] }),
  one("t6-board-in-hour", "The quarterly figures dashboard is blank and I present it to the board in an hour.", { severity: BAD.concat("medium"), time: ["immediate"], status: ["ESCALATE", "QUALIFIED"] }),
  one("t7-near-next-season", "Could the booking calendar show two months at once? Nice to have before next season, no hurry.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  one("t8-inspection-thursday", "The permit portal rejects our fire safety certificate upload and the inspection is on Thursday.", { severity: ["high", "medium"], time: ["soon"], status: "QUALIFIED" })
]

/** A tier told by a plan name, contract words or seats. */
export const TIERS: ReadonlyArray<T9Case> = [
  one("p1-seats", "We have 450 seats with you under our annual agreement and the SSO login is failing for all of them.", { severity: BAD, tier: ["enterprise"], status: "ESCALATE" }),
  one("p2-starter", "I'm on the Starter plan. The colour picker on the form builder doesn't save my brand colour.", { severity: ["low", "medium"], tier: ["business"], status: "QUALIFIED" }),
  one("p3-trial", "Still on the 14-day trial. The calendar sync isn't pulling in my Outlook events.", { severity: MILD, tier: ["free"], status: "QUALIFIED" }),
  one("p4-account-manager", "Our account manager Lucy said to raise this here: the API returns 500s on every call since the weekend.", { severity: BAD, tier: ["enterprise"], status: "ESCALATE" }),
  one("p5-near-upgrade", "We're thinking of moving to Enterprise next year. For now the search is a bit slow on big projects.", { severity: MILD, tier: [null, "business"], status: "QUALIFIED" }),
  one("p6-sla", "Per our SLA this needs a response within the hour: the sync between our warehouses has stopped and stock counts are wrong everywhere.", { severity: BAD, tier: ["enterprise"], time: ["immediate", "soon"], status: "ESCALATE" }),
  one("p7-free-user", "I just use the free version for my own recipes. The print button cuts off the last line.", { severity: ["low"], tier: ["free"], time: CALM, status: "QUALIFIED" }),
  one("p8-near-clients-enterprise", "Our enterprise clients get a monthly report from us. This month the chart colours are swapped around.", { severity: ["low", "medium"], tier: [null, "business"], status: "QUALIFIED" })
]

/** Tickets written by an automated monitor. */
export const MONITORS: ReadonlyArray<T9Case> = [
  one("a1-probe-down", "[ALERT] Monitor 'checkout-api' is DOWN. HTTP 503 from 3 of 3 regions. Started 02:14 UTC. Duration 26 min.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("a2-recovered", "[RESOLVED] Monitor 'marketing-site' is UP again after 4 minutes of downtime. No action needed.", { severity: [null, "low", "medium"], status: ["NONE", "QUALIFIED"] }),
  one("a3-disk-warning", "Warning: disk usage on db-replica-2 at 81%. Threshold 80%. This is an automated message.", { severity: ["medium", "low"], status: "QUALIFIED" }),
  one("a4-error-rate", "Automated alert: error rate on /login above 40% for the last 15 minutes. Users are failing to sign in.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("a5-cert-expiry", "Automatic notice: the TLS certificate for shop.example.com expires in 21 days.", { severity: ["low", "medium", null], time: ["soon", "flexible", null], status: ["QUALIFIED", "NONE"] }),
  one("a6-backup-failed", "Nightly backup job FAILED for the third night running. Last good backup: Monday.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] })
]

/** Chats where a later turn moves the reading. */
export const TURNS: ReadonlyArray<T9Case> = [
  { id: "c1-narrowed-to-me", messages: [user("The booking system is broken!"), agent("Sorry to hear that. Is it affecting the whole team?"), user("no, just me, the others can book fine")], severity: MILD, status: "QUALIFIED" },
  { id: "c2-widened", messages: [user("Hi, a customer said she couldn't pay online."), agent("Is it just the one customer?"), user("Now it's everyone, nobody has been able to pay for the last hour.")], severity: ["critical", "high"], status: ["ESCALATE", "QUALIFIED"] },
  { id: "c3-event", messages: [user("The seating plan won't export to PDF."), agent("When do you need it by?"), user("the gala dinner is tomorrow night")], severity: MILD.concat("high"), time: ["soon", "immediate"], status: ["QUALIFIED", "ESCALATE"] },
  { id: "c4-plan-answer", messages: [user("Reminders aren't going out to patients."), agent("Which plan are you on?"), user("Premium, 12 users")], severity: BAD, tier: ["business"], status: ["QUALIFIED", "ESCALATE"] }
]

/** Written after the first rules, to see whether they carry: new trades, the same shapes. */
export const LATER: ReadonlyArray<T9Case> = [
  one("l1-vet-other-owner", "Not a big issue perhaps, but the reminder email I got shows a different owner's address and phone number for my dog.", { severity: ["critical"], status: "ESCALATE" }),
  one("l2-any-member-passwords", "Heads up: any member can see the door codes and alarm passwords in the shared notes since yesterday.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("l3-licences-contract", "We run 1,200 licences on our group contract and the mobile app crashes for everyone on Android.", { severity: BAD, tier: ["enterprise"], status: "ESCALATE" }),
  one("l4-monitor-cpu", "Automated check: CPU utilisation above 95% on worker-3 for 10 minutes. This is an automated message.", { severity: ["medium", "high"], status: ["QUALIFIED", "ESCALATE"] }),
  one("l5-rates-wont-calc", "The quote builder won't calculate the delivery charge for island postcodes.", { severity: MILD, status: "QUALIFIED" }),
  one("l6-near-out-of-office", "This is an automatic reply. I'm away from the office until Monday with limited access to email.", { severity: [null], status: "NONE" }),
  one("l7-menu-cropped", "The printed menu crops off the right edge of the prices on the A5 layout.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("l8-near-any-member-timetable", "Any member can open the class timetable without booking, which is how we like it. Could you add a print option?", { severity: ["low", null], status: ["QUALIFIED", "NONE"] })
]
