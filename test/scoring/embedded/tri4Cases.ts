// Challenge "tri4" (round tri4, 11-29): issue_severity not read at all on a real fault. Trades no
// set visited: a ferry operator, a dental lab, a beekeeping supplier, a climbing gym, a vineyard,
// a pottery studio, a language school, a funeral home. Families: a fault told without the fault
// words (won't, keeps, nothing happens, an error code, greyed out), a function down told by what
// it does to the sender's customers or staff, a how-to or small question (low, not nothing), and
// the severity told in a later turn or under a subject line. A third are near misses that must
// stay: wishes, praise, past faults fixed, questions about plans. All wording is our own.
import type { T9Case } from "./triage9Read.js"
import { sevCase } from "./triage13Cases.js"
import { agent, user } from "./triageReading.js"

type Levels = ReadonlyArray<string | null>
const one = (id: string, text: string, severity: Levels) => sevCase(id, [user(text)], severity)
const FAULT: Levels = ["medium", "high"]
const BAD: Levels = ["high", "critical"]
const LOW: Levels = ["low"]
const QUIET: Levels = [null, "low"]
const NONE: Levels = [null]

/** A fault told in plain words: it won't, it keeps, nothing happens, a code on the screen. */
export const PLAIN: ReadonlyArray<T9Case> = [
  one("p1-ferry-wont", "The timetable page won't save when I change the Sunday sailings. I press save and it goes back to the old times.", FAULT),
  one("p2-lab-nothing", "Nothing happens when I click Send Case on the order screen. No message, no spinner, just nothing.", FAULT),
  one("p3-bees-code", "Getting code E-4471 every time I try to print a packing slip. What does it mean and how do I get rid of it?", FAULT),
  one("p4-gym-keeps", "The check-in tablet at the front desk keeps restarting itself every ten minutes or so.", FAULT),
  one("p5-vine-greyed", "The Publish button for the new wine list is greyed out and I can't work out why.", FAULT),
  one("p6-pottery-stuck", "Our class booking page just spins forever and never finishes loading.", FAULT),
  one("p7-school-wont-open", "The attendance sheet won't open on any of the classroom laptops since Monday.", FAULT),
  one("p8-funeral-blank", "When I open the service schedule it comes up blank, completely white screen.", FAULT),
  one("p9-ferry-stopped", "Ticket confirmations stopped going out to passengers yesterday afternoon.", BAD),
  one("p10-lab-code-upload", "Scans upload to 99% and then show ERR_UPLOAD_72. Tried three times on two computers.", FAULT)
]

/** A function down told by what it does to the sender's customers or staff. */
export const CONSEQUENCE: ReadonlyArray<T9Case> = [
  one("c1-ferry-queue", "Passengers are queuing at the port because the scanners reject every boarding pass. The crew are letting people on by hand.", BAD),
  one("c2-gym-members", "Members are turned away at the door this morning because their passes show as expired, even the ones who renewed last week.", BAD),
  one("c3-school-teachers", "Our teachers have been sitting idle all morning because none of them can get into the lesson planner.", BAD),
  one("c4-vine-orders", "Customers have been phoning us all day saying they cannot finish their orders on our site.", BAD),
  one("c5-funeral-families", "Families are not receiving the service details we send through the portal, so they are calling us in tears.", BAD),
  one("c6-bees-warehouse", "The warehouse team has nothing to pick because no orders have come through to the packing screen since 8am.", BAD)
]

/** A how-to or small question: low, not nothing. */
export const QUESTION: ReadonlyArray<T9Case> = [
  one("h1-pottery-howto", "How do I add a second teacher to the studio account?", LOW),
  one("h2-school-export", "Quick question: where do I find the option to export the term register to a spreadsheet?", LOW),
  one("h3-lab-colour", "Is there a way to change the colour of the labels on the case list?", LOW),
  one("h4-ferry-font", "The font on the printed timetable is a bit small, can it be made larger?", LOW),
  one("h5-gym-logo", "Where can I upload our new logo so it shows on the member emails?", LOW)
]

/** The severity told in a later turn or under a subject line. */
export const TURNS: ReadonlyArray<T9Case> = [
  sevCase("t1-vine-second-turn", [
    user("Hi, question about the shop module."),
    agent("Hello! What can I help with?"),
    user("Since this morning nobody can pay at checkout, every card gets refused. We are losing sales by the hour.")
  ], ["critical"]),
  sevCase("t2-school-later", [
    user("Hello there"),
    agent("Hi, how can we help?"),
    user("The timetable won't load for any of our students, they just see a spinning wheel.")
  ], BAD),
  one("t3-subject-line", "Subject: Invoices not generating\n\nHi team,\nSince the update on Friday no invoices are being created at month end. Can you look?\n\nRegards,\nMarta\nOffice Manager | Hillside Dental Lab", BAD),
  one("t4-notes-form", "Caller: Reception, climbing gym\nProduct: Door access\nProblem: side door reader does not respond to any member card\nSince: 7am", BAD),
  sevCase("t5-call-transcript", [
    agent("Thanks for calling, what seems to be the trouble?"),
    user("So we run a language school, and, um, the app is fine mostly."),
    agent("Okay, and what isn't?"),
    user("Well, the payment reminders keep going out twice to every parent. They're getting annoyed.")
  ], FAULT)
]

/** Near misses: no fault now, or a small thing told as small. */
export const NEAR: ReadonlyArray<T9Case> = [
  // The review's (11-29) settings questions and a consequence word without a fault.
  one("n-r1-setting-print", "Is there a setting to stop receipts getting printed for every order?", QUIET),
  one("n-r2-setting-reminders", "Can I stop reminders being sent to customers on Sundays?", QUIET),
  one("n-r3-font", "Our customers keep complaining that the font on the receipts is too small. Can we make it bigger?", QUIET),
  one("n-r4-praise", "Customers were queuing round the block on launch day, the new booking page is brilliant!", QUIET),
  one("n-r5-colour", "Members keep complaining about the shade of green we picked for the app. Could it be darker?", QUIET),
  one("n1-ferry-wish", "It would be great if the timetable could show the weather for each crossing. Just an idea.", QUIET),
  one("n2-lab-thanks", "Thank you, the upload problem from last week is gone and everything runs smoothly now.", NONE),
  one("n3-gym-plan", "We are thinking about opening a second site next year. Would that need a separate account?", QUIET),
  one("n4-vine-ooo", "I am away at the harvest until the 14th and will answer when I am back. For orders call the cellar door.", NONE),
  one("n5-pottery-price", "What does it cost to add the online shop to our plan?", NONE),
  one("n6-school-keeps-asking", "Our director keeps asking whether you will add a parents' app. Is it on your roadmap?", QUIET),
  one("n7-funeral-wont-need", "We won't need the extra user seat after March, please remove it from the next invoice.", QUIET),
  one("n8-bees-nothing-wrong", "Nothing is wrong, I just want to know if I can schedule the newsletter to go out on Sunday.", QUIET),
  one("n9-ferry-code", "What is the discount code field for on the booking form? Do we need to use it?", QUIET),
  one("n10-lab-typo", "Small typo on the login page: it says 'Pasword'. No rush at all.", LOW),
  one("n11-gym-stopped-membership", "A member stopped her membership last month and wants to know how to rejoin.", QUIET),
  one("n12-school-greyed-normal", "Is it normal that the grades column is greyed out until the term closes?", QUIET)
]
