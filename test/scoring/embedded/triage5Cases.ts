// Challenge "triage5" (11-28, issue 22): severity told by consequence rather than alarm words,
// alarm words over a small consequence, a later reply that widens or narrows the scale, a
// workaround, and time told by the customer's own deadline against a past one, the vendor's SLA
// or "whenever". Messages of our own: plain tickets, emails with signatures and quoted replies,
// `Label: value` forms, chats. An expectation lists the categories a careful agent could give
// (null: nothing found); absent: not asserted.
import type { Message } from "../../../src/domain/types.js"
import { agent, user } from "./triageReading.js"

export type Want = ReadonlyArray<string | null>

export interface T5Case {
  readonly id: string
  readonly messages: ReadonlyArray<Message>
  readonly severity?: Want
  readonly time?: Want
}

type W = Omit<T5Case, "id" | "messages">
const one = (id: string, text: string, want: W): T5Case => ({ id, messages: [user(text)], ...want })
const chat = (id: string, messages: ReadonlyArray<Message>, want: W): T5Case => ({ id, messages, ...want })

const BAD: Want = ["critical", "high"]
const MILD: Want = ["medium", "low"]
const NOT_NOW: Want = ["soon", "flexible", null]

/** Severity told by what the fault does, with no alarm word. */
const CONSEQUENCE: ReadonlyArray<T5Case> = [
  one("c-routes", "Since last night none of our drivers can see their routes in the app, so the vans are parked at the depot.", { severity: ["critical"] }),
  one("c-refund-by-hand", "The refund button errors out on every order, so we're refunding customers by hand from the bank portal.", { severity: BAD }),
  one("c-cash-only", "Since the update the tills take cash only; card payments just spin and time out.", { severity: ["critical"] }),
  one("c-reminders", "Appointment reminders have not gone out for three days and patients are missing their slots.", { severity: BAD }),
  one("c-double-scan", "The warehouse scanners book every parcel twice, so our stock figures are double what is on the shelves.", { severity: BAD }),
  one("c-vat", "Every invoice we issued this week carries the wrong VAT rate and clients are disputing them.", { severity: BAD }),
  one("c-hotel-email", "Hello,\n\nThe booking page shows no availability for every date, so not a single guest has booked a room since Sunday.\n\nKind regards,\nMaria Lopez\nFront Office Manager | Harbour View Hotel\nT: +44 20 7946 0000", { severity: ["critical"] }),
  one("c-payslips-form", "Product: Payroll\nIssue: the payslips for all 300 employees show zero net pay\nImpact: nobody can be paid\nDeadline: payday is Friday", { severity: ["critical"], time: ["soon", "immediate"] }),
  one("c-kitchen", "The kitchen display went blank at lunch and the cooks have been working from shouted orders for an hour.", { severity: BAD }),
  one("c-no-paper-left", "The app crashes at start for all of our nurses and there is no workaround, the ward is back on paper charts.", { severity: BAD })
]

/** Alarm words over a small consequence. */
const ALARM: ReadonlyArray<T5Case> = [
  one("a-typo", "URGENT: typo in the invoice footer, it reads 'Thank you for you custom'.", { severity: ["low"] }),
  one("a-blurry", "CRITICAL!!! the logo on the sign-in page looks a little blurry on my laptop", { severity: ["low"] }),
  one("a-colour", "Emergency - after the update the dashboard is a different shade of green and I preferred the old one.", { severity: ["low"] }),
  one("a-email-change", "ASAP please: our billing email should now be finance@ourfirm.example, can you update it", { severity: ["low"] }),
  one("a-icon", "HIGH PRIORITY: one icon in the settings menu sits a few pixels too low.", { severity: ["low"] })
]

/** A later reply that widens or narrows the scale. */
const SCALE: ReadonlyArray<T5Case> = [
  chat("s-40-stores", [user("The stock map isn't loading on my screen at the store."), agent("Is that only your store?"), user("Just checked with the area managers, actually it's all 40 stores, not just mine.")], { severity: BAD }),
  chat("s-whole-office", [user("My print queue seems stuck."), agent("Is it only your computer?"), user("No, the whole office can't print, and the courier collects the parcels at 4.")], { severity: BAD, time: ["immediate"] }),
  chat("s-vpn", [user("Nothing loads, the whole app is down for me!"), agent("Could you try turning your VPN off?"), user("ok it was my VPN, works now, thanks")], { severity: ["low", null] }),
  chat("s-week-view", [user("The scheduling tool is broken!!"), agent("What are you seeing?"), user("oh it's only the week view, it starts on Sunday instead of Monday. The rest is fine.")], { severity: MILD }),
  chat("s-only-me", [user("Hi, we can't log in."), agent("Is that everyone at your company?"), user("only me actually, my colleagues are in")], { severity: ["medium"] }),
  chat("s-one-to-all", [user("One customer told us they couldn't pay on our site."), agent("Just the one customer?"), user("We've had twenty calls since, looks like nobody can check out.")], { severity: ["critical"] })
]

/** A workaround lowers severity; no workaround keeps it. */
const WORKAROUND: ReadonlyArray<T5Case> = [
  one("w-web-version", "The desktop app crashes when I open the reports tab, but I can use the web version meanwhile.", { severity: ["medium"] }),
  one("w-copy-excel", "Exporting to CSV gives an error; for now I copy the table into Excel by hand, which works.", { severity: ["medium"] }),
  one("w-email-receipts", "The phone app won't upload my receipts, so I'm emailing them to finance instead for the moment.", { severity: ["medium"] }),
  one("w-other-browser", "Reports don't open in Safari. Chrome works fine so I'll use that until you fix it.", { severity: ["medium", "low"] })
]

/** Time from a deadline the customer names. */
const DEADLINE: ReadonlyArray<T5Case> = [
  one("d-payroll-5", "Payroll runs at 5 today and the bank file export keeps failing.", { time: ["immediate"] }),
  one("d-auditors", "The auditors arrive on Monday and the ledger report shows the wrong opening balances.", { time: ["soon"] }),
  one("d-launch", "Our launch is tomorrow morning and paying at checkout fails with error 500.", { time: ["immediate", "soon"], severity: BAD }),
  one("d-menu-thursday", "We put the new menu live on Thursday, could you fix the price rounding before then?", { time: ["soon"] }),
  one("d-board-hour", "The board meets in an hour and the sales dashboard won't load.", { time: ["immediate"] }),
  one("d-month-end", "Month-end close is next week and the reconciliation report is missing the fees column.", { time: ["soon"] }),
  one("d-clinic-email", "Hello support,\n\nSince this morning nobody at our three branches can open the patient calendar, and reception is sending people home.\n\nWe need this working before the afternoon clinics start at 2pm.\n\nThanks,\nDr. Priya Nair\nPractice Manager, Northside Family Clinic\n--\nThis email and any attachments are confidential.", { severity: ["critical"], time: ["immediate"] }),
  one("d-gym-form", "Name: Leo Grant\nCompany: Brightside Gyms\nCategory: Billing\nDescription: about 600 members were charged twice for October\nWhen do you need this resolved: before the next billing run on the 1st", { severity: BAD, time: ["soon"] })
]

/** Near misses for time: a past deadline, the vendor's SLA, no hurry. */
const NOT_A_DEADLINE: ReadonlyArray<T5Case> = [
  one("n-past-deadline", "The grant report was due last Friday and the export bug made us late, but that is behind us. Just flagging the bug for later.", { time: NOT_NOW }),
  one("n-sla-quoted", "Your SLA promises a reply within 4 hours for priority tickets. This isn't one, just a question about renaming a tag.", { time: NOT_NOW, severity: ["low"] }),
  one("n-whenever", "Whenever you get a chance, could you look at why the sort order resets after I log out?", { time: ["flexible"] }),
  one("n-no-hurry", "No hurry at all, but the PDF header still shows our old logo.", { time: ["flexible"], severity: ["low"] }),
  one("n-last-month", "Last month the sync was a day late, which was annoying. Anyway, how do I add a new user?", { time: NOT_NOW, severity: ["low"] }),
  one("n-contract-p1", "Our contract says one hour for P1 tickets. Is this a P1? The search box is slow now and then.", { time: NOT_NOW, severity: MILD })
]

/** Third parties, hypotheticals, quoted history. */
const ELSEWHERE: ReadonlyArray<T5Case> = [
  one("e-friend-outage", "A friend at another company said their whole system went down with you last week. Does that happen often? We're only evaluating.", { severity: ["low", null] }),
  one("e-what-if", "If the payment page ever went down during our sale, what would support do?", { severity: ["low", null] }),
  one("e-supplier", "Our supplier's website is down so we can't see their prices, not your problem. Can we import prices from a CSV instead?", { severity: ["low", null] }),
  one("e-quoted-fixed", "Hi Sam,\n\nThanks, the fix worked and the labels print again.\n\nBest,\nOwen\n\n> On Tue, Sam wrote:\n> Are your labels still printing blank for every order?", { severity: ["low", null] }),
  chat("e-offset-labels", [user("hi"), agent("Hi! How can I help?"), user("the label printer prints everything about 2mm to the left"), agent("Is it affecting shipping?"), user("no, they scan fine, just looks a bit off")], { severity: ["low"] }),
  one("e-slow-sync", "The shared drive sync takes about ten minutes instead of one. Not blocking anyone.", { severity: MILD })
]

/** A second batch, written after the first change to see whether the rules carry. */
const FRESH: ReadonlyArray<T5Case> = [
  one("f-school-meals", "Parents can't top up lunch accounts since the weekend, so the canteen is turning children away at the till.", { severity: ["critical", "high"] }),
  one("f-gate-codes", "Subject: gate codes\n\nThe visitor codes we create no longer open the car park barrier, every visitor has to ring reception to be let in.\n\nBest,\nTom\nFacilities, Larkspur Business Park", { severity: BAD }),
  one("f-delivery-slots", "IMPORTANT!! the delivery slot picker shows Monday first instead of Sunday, can you switch it?", { severity: MILD }),
  chat("f-all-vans", [user("My van's tablet doesn't show today's drops."), agent("Just your van?"), user("no, it's every van in the fleet, the drivers are waiting in the yard")], { severity: BAD }),
  chat("f-fixed-cable", [user("The card reader is dead, customers can't pay!"), agent("Is the cable plugged in firmly?"), user("oh it was the cable, all good now")], { severity: ["low", null] }),
  one("f-mobile-fine", "The calendar sync to Outlook stopped, I'll use the phone app until it's fixed, that still shows everything.", { severity: ["medium"] }),
  one("f-stocktake", "Our stocktake starts at 6 tomorrow morning and the handheld counters won't download the product list.", { time: ["immediate", "soon"], severity: BAD }),
  one("f-inspection", "The fire inspection is on Wednesday and the alarm test log export comes out empty.", { time: ["soon"] }),
  one("f-sla-chat", "I read that your plan includes a response within 1 hour. No need for that here, it's just a billing address change.", { time: NOT_NOW, severity: ["low"] }),
  one("f-past-event", "The open day was on Saturday and the sign-up form failed for a few people. It's over now, but please check it before the next one.", { time: NOT_NOW }),
  one("f-third-party-bank", "Our bank's app is down today so we can't approve the payment run on their side; nothing wrong with your software, just letting you know the invoices will be paid late.", { severity: ["low", null] }),
  one("f-no-walkins", "The online check-in kiosk shows a blank screen, so every patient has to queue at the desk.", { severity: BAD })
]

export const T5_CASES: ReadonlyArray<T5Case> = [...CONSEQUENCE, ...ALARM, ...SCALE, ...WORKAROUND, ...DEADLINE, ...NOT_A_DEADLINE, ...ELSEWHERE, ...FRESH]
