// Triage challenge, round "triagesev" (sentences of our own, none from a dataset): tickets where the
// words of severity mislead (understatement, shouting), the impact is told as a consequence, the
// deadline as a date or an event, the severe part comes in a later turn, or an earlier ticket is
// quoted below a new one. Labels per decisions §3: critical = the business or its data stopped or
// exposed; high = a team or a major job stopped with no way round; medium = one person, a way
// round, slow or now and then; low = a question, a request, a cosmetic slip.
import { type Case, one } from "./triageCase.js"

const UNDERSTATED: ReadonlyArray<Case> = [
  one("small thing but nobody can log in", "Subject: small thing\n\nProbably nothing, but nobody in the office can log in since about 8.", { severity: "critical" }),
  one("sorry to bother, shop not loading", "Sorry to bother you, I know you're busy. Our shop just shows a white page to every visitor since this morning.", { severity: "critical" }),
  one("quick q, orders vanished", "quick q - where did yesterday's orders go? the orders list is empty, all 140 of them are gone", { severity: "critical" }),
  one("no worries if not, card payments", "Hi, no worries if this takes a bit, but card payments have been declined for every customer since lunch.", { severity: "critical" }),
  one("not a huge deal, invoices to wrong clients", "Not a huge deal maybe, but our invoices this morning went to the wrong clients, each got someone else's invoice with their address on it.", { severity: "critical" }),
  one("minor hiccup, warehouse team stuck", "Minor hiccup: the pick lists won't print so the whole warehouse team is standing around since 7am.", { severity: "high" }),
  one("just fyi, the sync stopped", "Just FYI the sync to our accounting package stopped on Monday and nothing has gone across since. No error shown.", { severity: "high" }),
  one("probably me, can't send any quotes", "It's probably something I did, but none of our sales reps can send quotes out, the send button is greyed out for all of them.", { severity: "high" }),
  one("a little problem with the login", "Hello, a little problem: I cannot log in since the password reset, it says my account is locked. My colleagues are fine.", { severity: "medium" }),
  one("one rep's calendar", "One of my reps says his calendar shows meetings an hour off. Everybody else looks right, he's using the phone app meanwhile.", { severity: "medium" })
]

const OVERSTATED: ReadonlyArray<Case> = [
  one("URGENT typo on the about page", "URGENT!!! There is a typo on our about page, it says 'sevices'. Please fix today!!", { severity: "low", time: "immediate" }),
  one("CRITICAL subject, logo colour", "Subject: CRITICAL ISSUE\n\nThe logo in the email footer is the old blue, not the new teal. Can you change it?", { severity: "low" }),
  one("emergency, a button label", "EMERGENCY - the button on the signup form says 'Sumbit'. Looks bad.", { severity: "low" }),
  one("!!! a question about exports", "HELP!!! how do I export my contacts to a spreadsheet??", { severity: "low" }),
  one("completely broken tooltip", "The tooltip on the help icon is completely broken, the text runs off the edge a little. Cosmetic, but still.", { severity: "low" }),
  one("asap, add a user", "Please add a new user for our intern Maria ASAP, she starts Monday.", { severity: "low" }),
  one("high priority, report font", "Priority: HIGH\nThe PDF report uses a different font than the dashboard. Could you align them?", { severity: "low" }),
  one("disaster, wrong date format", "This is a disaster, the date on the receipt shows 11/12 and our customers are in Europe. It should be 12/11. Everything else is right.", { severity: "low" })
]

const CONSEQUENCE: ReadonlyArray<Case> = [
  one("we can't take payments", "Since the update we can't take payments at all, online or in the shop.", { severity: "critical" }),
  one("customers charged three times", "Our customers are being charged three times for the same order, the bank statements show it and they are phoning us angry.", { severity: "critical" }),
  one("shipping without being paid", "Orders come through but the payment step is skipped, so we are sending out goods nobody has paid for.", { severity: "critical" }),
  one("patients see other patients", "When a patient logs into the portal they see the appointments of another patient.", { severity: "critical" }),
  one("staff can't clock in", "None of our drivers can clock in on the app this morning, so the vans are still in the yard.", { severity: "critical" }),
  one("restaurant can't take orders", "The tablets at the tables don't send orders to the kitchen anymore, we are taking orders on paper for a full restaurant.", { severity: "high" }),
  one("payroll file won't build", "Payroll has to go to the bank tomorrow and the export just spins forever. Without it 60 people don't get paid.", { time: "soon" }),
  one("can't invoice this month", "The invoicing module throws an error on every invoice we try to create, so we cannot bill any client this month.", { severity: "high" }),
  one("accountant locked out", "Our accountant can't get into the account since you changed the login, and she has to file the VAT return. Everybody else can log in.", { severity: "high" }),
  one("reports slower", "The sales report now takes about two minutes to load instead of a few seconds. It loads in the end.", { severity: "medium" }),
  one("one invoice total off", "One invoice shows a total that is 3 cents off from the sum of its lines, the others add up.", { severity: "medium" }),
  one("export missing a column", "The CSV export has dropped the 'region' column since last week. I add it by hand for now.", { severity: "medium" }),
  one("search sometimes empty", "Searching for a customer sometimes returns nothing, then works if I search again.", { severity: "medium" }),
  one("leaked to a stranger", "A person we don't know emailed us a screenshot of our customer list, saying it was open on your public link.", { severity: "critical" })
]

const DEADLINES: ReadonlyArray<Case> = [
  one("before the board meets Thursday", "The revenue dashboard shows last quarter's numbers twice. I need it right before the board meets Thursday.", { severity: "medium", time: "soon" }),
  one("by the 15th", "Please can we have the VAT number added to our invoices by the 15th, our accountant closes the books then.", { severity: "low", time: "soon" }),
  one("doors open at 7 tonight", "The ticket scanner app won't start on any of our phones and doors open at 7 tonight.", { severity: "high", time: "immediate" }),
  one("launch on Monday", "We go live with the new store on Monday and the shipping rates page still errors out for every country.", { severity: "high", time: "soon" }),
  one("audit next week", "The auditors come next week and the access log export is empty for October.", { time: "soon" }),
  one("in two hours", "Our webinar starts in two hours and the registration page returns an error for everyone.", { severity: "critical", time: "immediate" }),
  one("end of month close", "Month-end close is on Friday and the bank reconciliation screen crashes when I open it. Can do it on the laptop of my colleague for now.", { severity: "medium", time: "soon" }),
  one("when you can, no deadline", "No deadline on this one: a small suggestion to add a dark theme.", { severity: "low", time: "flexible" }),
  one("after the holidays", "The tax label on receipts says 'VAT' and we'd prefer 'GST'. It can wait until after the holidays.", { severity: "low", time: "flexible" }),
  one("before payroll Friday morning", "Timesheets from the mobile app are not reaching the office since Tuesday. Payroll runs Friday morning.", { severity: "high", time: "soon" }),
  one("today before 5", "Need the user list exported before 5pm today for our compliance officer, the export button does nothing.", { severity: "high", time: "immediate" }),
  one("by tomorrow morning", "The shipping labels print without the barcode. We have 300 parcels to send by tomorrow morning.", { severity: "high", time: "soon" })
]

const TIER_CLUES: ReadonlyArray<Case> = [
  one("seat contract", "Our 500-seat contract includes 24/7 support, so please treat this as such: the SSO login fails for all staff.", { severity: "critical", tier: "enterprise" }),
  one("account manager named", "I already told our account manager Jenny: the nightly export to our warehouse has not run for three nights running.", { tier: "enterprise", severity: "high" }),
  one("free trial", "I'm still on the free trial. The editor crashes when I paste an image. Not urgent.", { tier: "free", severity: "medium", time: "flexible" }),
  one("team plan 6 users", "We're on the Team plan with 6 users. Question: can I rename a workspace?", { tier: "business", severity: "low" }),
  one("haven't paid yet", "We did not pay yet, only testing, but the import of our contacts always stops at 1000 rows.", { tier: "free", severity: "medium" }),
  one("pay monthly by card", "We pay monthly by card. Since yesterday the app logs everyone out every few minutes.", { tier: "business", severity: "high" })
]

export const TRIAGESEV_CASES_1: ReadonlyArray<Case> = [
  ...UNDERSTATED,
  ...OVERSTATED,
  ...CONSEQUENCE,
  ...DEADLINES,
  ...TIER_CLUES
]

