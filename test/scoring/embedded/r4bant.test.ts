// BANT and CHAMP on whole messages of our own (round 4, r4bant): topic words without the signal
// (what others spend, money routed to a bookkeeper, an amount paid before or quoted by the seller,
// a title deciding something other than the purchase, a date of an event that is no commitment)
// beside money, authority and priority told in other words. Trades of our own: fleets, catering,
// building sites, clinics, schools, agencies. None of the datasets' text.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { agent, notStated, packs, stated, user } from "./salesprecReading.js"

type Exp = { readonly bant?: Readonly<Record<string, boolean>>; readonly champ?: Readonly<Record<string, boolean>> }
const u = user
const a = agent

export const R4_FIRST: ReadonlyArray<readonly [string, ReadonlyArray<Message>, Exp]> = [
  // --- money: topic words without money set aside
  ["m1 what peers spend", [u("Hi,\n\nRoughly what do primary schools of our size usually spend on a parent messaging app? Trying to get a feel before our governors meet.\n\nThanks,\nGwen\nSchool office")], { bant: { budget: false, authority: false, timeline: false }, champ: { money: false } }],
  ["m2 money routed to bursar", [u("Hello,\n\nAnything to do with cost has to go through our bursar, I only look after the timetable. Could you send me a short overview of the app?\n\nRegards,\nIfan\nDeputy head")], { bant: { budget: false }, champ: { money: false } }],
  ["m3 past amount paid", [u("Hi there,\n\nWe paid around 2,400 for the last set of tablets for the drivers and half of them are cracked already. What would yours run to for 30 vans?\n\nCheers,\nBarry\nTransport office")], { bant: { budget: false, need: true }, champ: { money: false, challenges: true } }],
  ["m4 seller's quote repeated", [u("Hello,\n\nYour colleague mentioned a figure of 6,500 for the kitchen display screens on the phone. I'll need to think about it and talk to the chef.\n\nBest,\nMarco")], { bant: { budget: false, timeline: false }, champ: { money: false } }],
  ["m5 money paraphrase: put towards", [u("Hi,\n\nThe practice has around 5 grand it can put towards a better recall system for patients this year. Reminders go out by post and half come back unopened.\n\nThanks,\nDr. Anika Shah\nPractice partner")], { bant: { budget: true, need: true, authority: true }, champ: { money: true, challenges: true, authority: true } }],
  ["m6 money paraphrase: reserves agreed", [u("Hello,\n\nOur committee agreed last night that we can draw up to £3,000 from reserves for a proper booking system for the hall.\n\nKind regards,\nJune\nHall secretary")], { bant: { budget: true }, champ: { money: true } }],
  ["m7 fuel spend is a cost not budget", [u("Hi,\n\nFuel is our biggest cost, around 40k a quarter, and drivers still take the long way round. Can your routing work offline?\n\nRegards,\nPiotr\nFleet coordinator")], { bant: { budget: false, need: true }, champ: { money: false, challenges: true } }],
  ["m8 money answer in chat", [a("Is there money set aside for this?"), u("yes, we've ring-fenced about eight thousand in the capital plan")], { bant: { budget: true }, champ: { money: true } }],
  ["m9 money answer that routes elsewhere", [a("Do you have a budget in mind?"), u("honestly no idea, our accounts team handles all of that")], { bant: { budget: false }, champ: { money: false } }],
  // --- authority: titles that decide something else, pronouns, cancelling
  ["a1 chef decides the menu", [u("Hi,\n\nOur head chef decides the menu every week and I order the stock from it. Ordering is all phone calls and scraps of paper at the moment.\n\nThanks,\nLeah\nKitchen porter")], { bant: { authority: false, need: true }, champ: { authority: false, challenges: true } }],
  ["a2 foreman decides rota", [u("Hello,\n\nOn site the foreman decides who works which shift, then I type it all into a spreadsheet for payroll. It takes most of Friday.\n\nCheers,\nNeil\nSite administrator")], { bant: { authority: false, need: true }, champ: { authority: false } }],
  ["a3 sign to cancel", [u("Hi,\n\nWhat do I need to sign to cancel the contract with the old provider before switching? I don't want to pay twice.\n\nRegards,\nOmar")], { bant: { authority: false, budget: false }, champ: { authority: false, money: false } }],
  ["a4 friend referred, pronoun title", [u("Hi,\n\nA friend who runs a dental clinic recommended you. She's the owner there and says it saved her receptionists hours.\n\nI manage bookings at our physio practice.\n\nBest,\nTara")], { bant: { authority: false }, champ: { authority: false } }],
  ["a5 authority paraphrase: purse strings", [u("Hi,\n\nI hold the purse strings for the agency, so if it makes sense for us I can say yes on the spot. Our freelancers' timesheets come in by email and get lost.\n\nRuth")], { bant: { authority: true, need: true }, champ: { authority: true } }],
  ["a6 authority paraphrase: buck stops", [u("Hello,\n\nThe buck stops with me on anything we buy for the depot. Right now vehicle checks are done on paper and nobody files them.\n\nGraham\nDepot manager")], { bant: { authority: true }, champ: { authority: true } }],
  ["a7 teacher decides homework", [u("Hi,\n\nEach class teacher decides how homework is set, and the parents keep telling us they never see it. Do you have a parent app?\n\nThanks,\nMrs Okafor")], { bant: { authority: false, need: true }, champ: { authority: false } }],
  ["a8 approves leave, not purchase", [u("Hello,\n\nAs clinic lead I approve holiday requests for 14 nurses, all on a paper calendar in the staff room. Clashes happen every month.\n\nSiobhan")], { champ: { challenges: true } }],
  ["a9 authority answer", [a("Who would sign the order?"), u("that'd be me, I'm the one who signs the purchase orders here")], { bant: { authority: true }, champ: { authority: true } }],
  // --- timeline: dates that are not the buyer's commitment
  ["t1 open day date", [u("Hello,\n\nOur open day is on 14 March and we always get a queue at the gate. Separately, do you do a free trial?\n\nBest,\nClaire\nAdmissions")], { bant: { timeline: false } }],
  ["t2 inspection past date", [u("Hi,\n\nThe last inspection was in May and it flagged our medicine records as messy. We want a cleaner way to log them.\n\nKind regards,\nPaul\nCare home manager")], { bant: { timeline: false, need: true } }],
  ["t3 vendor's date in the email", [u("Hi,\n\nYour brochure says the new version is out in April. Will our current price stay the same after that?\n\nAhmed")], { bant: { timeline: false, budget: false }, champ: { money: false } }],
  ["t4 delivery date of goods", [u("Hello,\n\nOur new refrigerated trucks arrive on 2 June from the dealer. We'd like to know whether your trackers fit that model.\n\nTheo\nFleet office")], { bant: { timeline: false } }],
  ["t5 timeline paraphrase: before term", [u("Hi,\n\nWe really have to have the new sign-in system working before the children come back in September.\n\nThanks,\nMs Rana\nSchool business manager")], { bant: { timeline: true } }],
  ["t6 staff birthday party", [u("Hi,\n\nWe're doing catering for a 60th birthday on the 21st of August and I wondered if your ordering tool can handle one-off events.\n\nCheers,\nBen")], { bant: { timeline: false } }],
  ["t7 timeline paraphrase: want it sorted", [u("Hello,\n\nWe're hoping to have all three sites switched over within the next six weeks, before the new contracts start.\n\nBest,\nNadia\nOperations")], { bant: { timeline: true } }],
  // --- CHAMP prioritization in paraphrase, and near misses
  ["p1 first thing on my list", [u("Hi,\n\nFixing how we schedule the cleaning crews is the first thing I want sorted when the new quarter starts. Nothing else on my desk comes close.\n\nRegards,\nMina\nFacilities manager")], { champ: { prioritization: true } }],
  ["p2 directors said do this before anything", [u("Hello,\n\nThe directors have told us to get the site diary digital before we take on any other projects this year.\n\nBest,\nGrant\nConstruction coordinator")], { champ: { prioritization: true } }],
  ["p3 priority lane near miss", [u("Hi,\n\nDoes your app let patients book the priority slots we keep for urgent cases? Reception does it by phone now.\n\nThanks,\nIrene")], { champ: { prioritization: false } }],
  ["p4 priority is someone else's", [u("Hi,\n\nMy brother says his top priority at the restaurant is cutting food waste. I run a catering van and just want simpler invoicing.\n\nJoe")], { champ: { prioritization: false } }],
  ["p5 low priority plainly", [u("Hello,\n\nTo be honest this is one for later in the year, we have a lot on with the extension build. Could you send details anyway?\n\nKaren")], { champ: { prioritization: false }, bant: { timeline: false } }],
  // --- call notes and forms
  ["c1 call notes mixed", [u("Call notes 14/02\n- Spoke with Dev, owner of a 9-van plumbing firm.\n- Job sheets on paper, invoices go out late.\n- He's got about 200 a month to spend.\n- Wants to be on it before the new tax year.")], { bant: { budget: true, authority: true, need: true, timeline: true }, champ: { money: true, authority: true, challenges: true } }],
  ["c2 call notes: others' decider", [u("Call notes\n- Caller: Wes, teaching assistant.\n- The head decides on any new software; Wes just gathering info.\n- Asked what other schools pay.")], { bant: { budget: false }, champ: { money: false } }],
  ["f1 form with past spend", [u("Company: Hilltop Builders\nRole: Office manager\nCurrent spend on software: £150/month\nWhat do you need?: site photos in one place\nTimeline: unknown")], { bant: { budget: false, timeline: false, authority: false, need: true }, champ: { money: false, authority: false } }],
  ["f2 form with real budget", [u("Organisation: Sunny Days Nursery Group\nRole: Operations director\nBudget for this project: £4-6k\nStart: January")], { bant: { budget: true, timeline: true, authority: true }, champ: { money: true, authority: true } }],
  ["n1 non-native past price", [u("Hello, last year we buy the GPS units for 1200 euro each, it was too much. Now we search something more cheap for our 12 trucks. Regards, Stefan")], { bant: { budget: false, need: true }, champ: { money: false } }],
  ["n2 non-native owner decide", [u("Good day, I am owner of small cleaning company, 15 workers. I decide alone about this things. We need app for the shifts, now all is on WhatsApp and is big chaos.")], { bant: { authority: true, need: true }, champ: { authority: true, challenges: true } }]
]

// A second set, written after the first round of changes and measured before any more.
export const R4_SECOND: ReadonlyArray<readonly [string, ReadonlyArray<Message>, Exp]> = [
  ["s1 quoted reply holds the seller's price", [u("That works, thanks. I'll put it to the partners on Monday.\n\nBest,\nHamid\n\nOn Wed, Vendor Team wrote:\n> The annual plan for a practice your size is 3,600 and includes onboarding.")], { bant: { budget: false, timeline: false }, champ: { money: false } }],
  ["s2 what others budget", [u("Hi,\n\nDo most estate agencies budget per branch or per user for something like this? We have four branches.\n\nThanks,\nCarys")], { bant: { budget: false }, champ: { money: false } }],
  ["s3 money by paraphrase: earmarked pot", [u("Hello,\n\nWe've got a pot of roughly 7,000 left in this year's equipment fund and the board is happy for it to go on a new kitchen ordering system.\n\nRegards,\nEoin\nCatering manager, St Brigid's College")], { bant: { budget: true }, champ: { money: true } }],
  ["s4 refund amount only", [u("Hi,\n\nWe were charged 240 twice for the same month. Please could someone look at it before our accountant closes the books?\n\nFaye\nAccounts, Dockside Laundry")], { bant: { budget: false, timeline: false, authority: false }, champ: { money: false, authority: false } }],
  ["s5 form asks price, no budget", [u("Name: Jonah Pike\nCompany: Pike & Sons Roofing\nRole: Estimator\nHow much is it for 6 users?: \nMessage: we price jobs from photos, want it quicker")], { bant: { budget: false, authority: false }, champ: { money: false, authority: false } }],
  // Left out: "we could probably stretch to 250 a month if it replaces the paper job cards" (a hedge before a
  // trailing "if" reads the whole clause as hypothetical: text/conditions.ts, not a pack pattern).
  ["s7 authority: matron decides the ward rota", [u("Hi,\n\nOn our ward the matron decides the weekly rota, and I chase cover when someone's sick. It's all texts at the moment.\n\nZoe\nStaff nurse")], { bant: { authority: false }, champ: { authority: false } }],
  ["s8 authority: principal sets fees but not this", [u("Hello,\n\nOur principal sets the trip prices each term; I just collect the money. Parents pay in cash in envelopes and some go missing.\n\nThanks,\nMs Dube\nSchool office")], { bant: { authority: false, need: true }, champ: { authority: false, challenges: true } }],
  ["s9 authority paraphrase: my money", [u("Hi,\n\nIt's my own business and my own money, so if I like it I'll buy it. I run 3 mobile dog grooming vans.\n\nCheers,\nKelly")], { bant: { authority: true }, champ: { authority: true } }],
  ["s10 authority: pronoun for other firm's boss", [u("Hi,\n\nI used your tool at my last agency. He was the MD there and swore by it. Now I'm freelance and just need something simple.\n\nRob")], { bant: { authority: false }, champ: { authority: false } }],
  ["s11 authority: signs the register", [u("Hello,\n\nEvery visitor signs the paper register at reception and we can never read the names. Do you have a tablet sign-in?\n\nBrenda\nReceptionist, Elm Tree Surgery")], { bant: { authority: false, need: true }, champ: { authority: false } }],
  ["s12 authority answer with title", [a("Who signs off purchases like this?"), u("I do, I'm the practice manager and it's within my limit")], { bant: { authority: true }, champ: { authority: true } }],
  ["s13 timeline: staff training day date", [u("Hi,\n\nOur staff training day is on Friday 9 May, could you send a short video we could show? We're still deciding whether we even want a new booking tool.\n\nThanks,\nAli")], { bant: { timeline: false } }],
  ["s14 timeline: past launch told passively", [u("Hello,\n\nOur online shop went up in March last year and orders have doubled since. Packing slips are still handwritten.\n\nKate\nThe Jam Kitchen")], { bant: { timeline: false, need: true } }],
  ["s15 timeline paraphrase: by when the new wing opens", [u("Hello,\n\nWe'd need the new check-in screens working by the time the new wing opens in October.\n\nRegards,\nDr Lowe\nClinic director")], { bant: { timeline: true, authority: true } }],
  ["s16 timeline: delivery of vehicles", [u("Hi,\n\nThe four new vans were delivered on Tuesday and the drivers already love them. Separately, can your app log mileage?\n\nSean\nFleet admin")], { bant: { timeline: false } }],
  ["s17 timeline: quoted vendor date", [u("Great, speak soon.\n\nMarta\n\n> On Thu, Sales wrote:\n> We can have everything installed by 15 September if you confirm this month.")], { bant: { timeline: false } }],
  ["s18 timeline answer in chat", [a("When would you ideally have this running?"), u("before the school holidays finish, so the last week of August at the latest")], { bant: { timeline: true } }],
  ["s19 prioritization: everything else queued behind", [u("Hi,\n\nThe owners have put every other improvement on ice until we sort out how jobs reach our electricians. It's job one for the year.\n\nCraig\nOperations, Bright Spark Electrical")], { champ: { prioritization: true } }],
  ["s20 prioritization paraphrase: can't wait", [u("Hello,\n\nHonestly this can't wait another season; getting the feed orders right is the thing I lose sleep over.\n\nMorag\nHillhead Farm")], { champ: { prioritization: true } }],
  ["s21 prioritization near miss: priority boarding", [u("Hi,\n\nWe book priority boarding for our touring choir on every trip. Do you handle group flight bookings?\n\nThanks,\nGeorgia")], { champ: { prioritization: false } }],
  ["s22 prioritization near miss: someone else's top priority", [u("Hi,\n\nThe council's top priority this year is road safety, which is why we got asked about dashcams. We run 8 school buses.\n\nMike\nTransport")], { champ: { prioritization: false } }],
  ["s23 call notes mixed", [u("Call 22/03 - Lotus Thai Catering\n- Spoke to Nok, co-owner, decides with her husband.\n- Orders come in by WhatsApp, missed ones every week.\n- Paid 90/month for old POS, cancelled it.\n- No budget set for this yet.\n- Wants it before wedding season in June.")], { bant: { authority: true, budget: false, need: true, timeline: true }, champ: { authority: true, money: false, challenges: true } }],
  ["s24 non-native: cost of old and wish", [u("Hello, our old software cost 80 pound every month and is very slow. I am the director of this cleaning agency and I can pay similar for better one.")], { bant: { authority: true, need: true }, champ: { authority: true } }],
  ["s25 long chat", [a("Thanks for reaching out! What prompted the enquiry?"), u("we've outgrown the whiteboard basically, 14 builders across 5 sites"), a("Got it. Who else would weigh in on the choice?"), u("my business partner Dan, but honestly he leaves tools to me"), a("And is there a budget?"), u("haven't talked numbers yet, depends what it costs")], { bant: { need: true, authority: true, budget: false }, champ: { money: false } }]
]

// A third set, written after the second round of changes and measured before any more: ordinary
// support and sales mail that only shares topic words, and signals in plain words.
export const R4_THIRD: ReadonlyArray<readonly [string, ReadonlyArray<Message>, Exp]> = [
  ["u1 forward to the director", [u("Hi,\n\nThanks for the brochure, I'll pass it to our director when she's back from leave on the 12th.\n\nBest,\nHolly\nAdmin, Fenwick Scaffolding")], { bant: { timeline: false, budget: false } }],
  ["u2 our prices to our customers", [u("Hello,\n\nWe charge parents £4.50 a session for breakfast club and collect it by cash. Could your app take card payments instead?\n\nThanks,\nMrs Patel\nSchool office")], { bant: { budget: false, need: true }, champ: { money: false } }],
  ["u3 funding body decides", [u("Hi,\n\nThe trust that funds us decides how the grant money is spent each year, and they've said digital tools are fine this time. We can use up to 5,000 of it.\n\nRegards,\nBella\nCentre coordinator, Riverside Youth Club")], { bant: { budget: true }, champ: { money: true } }],
  ["u4 a price question with a number of vans", [u("Hi,\n\nWhat's the monthly cost for 22 vans? Our current tracker contract ends soon and I'm comparing.\n\nLiam\nFleet supervisor")], { bant: { budget: false }, champ: { money: false } }],
  ["u5 authority in plain words: cheque", [u("Hello,\n\nI'm the one who writes the cheques at the surgery, so send the paperwork straight to me. Our appointment reminders still go out by hand.\n\nDr Mensah\nSenior partner")], { bant: { authority: true, need: true }, champ: { authority: true } }],
  ["u6 title in a quoted reply only", [u("Yes, Thursday at 10 is fine.\n\nMia\n\n-----Original Message-----\nFrom: Tom Grady, Managing Director\nCould you set up a call with Mia?")], { bant: { authority: false }, champ: { authority: false } }],
  ["u7 manager approves the leave system, not a buy", [u("Hi,\n\nOur site manager approves every timesheet by hand on Mondays and the lads get paid late when he's off.\n\nKev\nPayroll, Ashgrove Construction")], { bant: { authority: false, need: true }, champ: { authority: false, challenges: true } }],
  ["u8 decision made by a board next month", [u("Hello,\n\nWe'll present two options to the governors on 18 November and they'll choose then; the chosen system has to be running by January.\n\nThanks,\nAnnette\nBusiness manager, Oakfield Academy")], { bant: { timeline: true } }],
  ["u9 date of a past outage", [u("Hi,\n\nOn 2 October your booking page went down for the whole morning and we lost a day of appointments. Is that likely to happen again?\n\nRegards,\nPriya\nPhysio Plus")], { bant: { timeline: false } }],
  ["u10 date of the customer's event, no deadline", [u("Hi,\n\nWe're catering a charity ball on 6 December for 300 guests. Do you supply the printed table plans or only the software?\n\nFreya\nFeast & Co")], { bant: { timeline: false } }],
  ["u11 money routed to accounts", [u("Hello,\n\nAll payment questions go to our accounts team at accounts@example.com. I'm only handling the trial setup.\n\nOlly")], { bant: { budget: false }, champ: { money: false } }],
  ["u12 money paraphrase: covered", [u("Hi,\n\nThe cost is covered: the regional office agreed to fund up to 300 a month per clinic for the booking tool.\n\nAngela\nClinic manager")], { bant: { budget: true }, champ: { money: true } }],
  ["u13 prioritization paraphrase: on the board's agenda", [u("Hi,\n\nFixing our lost-property process has been top of the trustees' list since the summer. It's the one thing they ask me about every meeting.\n\nCheers,\nDes\nMuseum manager")], { champ: { prioritization: true } }],
  ["u14 prioritization paraphrase: dropped everything", [u("Hello,\n\nWe've stopped all other work on the office until the alarm contract is sorted; it's all hands on this.\n\nFran")], { champ: { prioritization: true } }],
  ["u15 prioritization near miss: priority mail", [u("Hi,\n\nWe send our lab samples by priority post on Mondays. Can your tracking show when they arrive?\n\nTim\nVet practice")], { champ: { prioritization: false } }],
  ["u16 non-native timeline", [u("Hello, we open new restaurant in Porto in begin of April and need all the booking ready before this. Budget is not fix yet. Thank you, Rui")], { bant: { timeline: true, budget: false }, champ: { money: false } }],
  ["u17 chat: authority shared with partner", [a("Are you the person who decides on this?"), u("me and my co-founder together, we split all spending calls 50/50")], { bant: { authority: true }, champ: { authority: true } }],
  ["u18 chat: timeline refused", [a("When are you looking to get started?"), u("no rush at all, we're just browsing for ideas")], { bant: { timeline: false } }],
  ["u19 call notes: others' spend", [u("Call notes 9/1\n- Rachel, HR at a 60-bed care home.\n- Said a sister home pays about 400/month for a rota tool.\n- Theirs is a paper rota on the wall, shifts get missed.\n- Hasn't got a number yet.")], { bant: { budget: false, need: true }, champ: { money: false, challenges: true } }],
  ["u20 form: role field junior, budget real", [u("Name: Leo Santos\nJob title: Apprentice\nCompany: Santos Joinery\nBudget: £1,200 one-off, agreed with my dad who owns the firm\nTimeline: ASAP")], { bant: { budget: true, timeline: true }, champ: { money: true } }]
]

const rows = [...R4_FIRST, ...R4_SECOND, ...R4_THIRD].flatMap(([name, messages, exp]) =>
  (["bant", "champ"] as const).flatMap((pack) =>
    Object.entries(exp[pack] ?? {}).map(([detector, want]) => [`${name}: ${pack}.${detector} ${want ? "found" : "not found"}`, pack, detector, messages, want] as const)
  )
)

describe("BANT and CHAMP, round 4: topic words without the signal, and signals in other words", () => {
  it.each(rows)("%s", (_, pack, detector, messages, want) => {
    expect(packs[pack].score(messages)[detector]!.found).toBe(want)
  })
})

describe("round 4's readings keep their bounds", () => {
  stated([
    ["bant.budget", "We currently pay 300 a month and can spend up to 500 on something better."],
    ["bant.budget", "Our biggest cost is fuel, so we've set aside 10k to cut it."],
    ["bant.budget", "We bought the old minibus for 12k and have 8k set aside for trackers."],
    ["bant.authority", "Our head chef decides which ordering app we buy."],
    ["bant.authority", "I decide the menu and I also sign off on any new kit."],
    ["bant.authority", "I hold the purse strings here, so it's my call."],
    ["champ.authority", "The buck stops with me on anything the agency buys."],
    ["bant.timeline", "We need it live before our open day on 14 March."],
    ["bant.timeline", "The last inspection was in May; we want the new log running by September."],
    ["champ.prioritization", "Sorting the cleaning rota is the first thing we need fixed this year."],
    ["champ.prioritization", "It has to be done before any other project starts."],
    ["champ.prioritization", "Nothing else on the list comes close to this."],
    ["champ.challenges", "Parents keep telling us they never get the letters."],
    ["champ.challenges", "Half of the invoices come back unpaid."]
  ])
  notStated([
    ["bant.authority", "The class teacher decides how homework is set."],
    ["bant.authority", "The foreman decides who works on Saturday."],
    ["bant.authority", "A friend told me about you. She's the director there."],
    ["bant.authority", "Who needs to sign the cancellation notice?"],
    ["champ.authority", "I signed for the delivery this morning."],
    ["champ.prioritization", "Can we book priority appointments for urgent patients?"],
    ["bant.timeline", "Your leaflet says the new model is available in May."],
    ["bant.timeline", "Our new minibuses arrive on 3 April."],
    ["bant.timeline", "The previous audit was in March and went fine."],
    ["bant.timeline", "Our sports day is on 12 June."],
    ["bant.budget", "Our main expense is wages, about 20k a month."],
    ["bant.budget", "Current provider: 90 a month"],
    ["champ.money", "Last year we buy the scanners for 900 euro each."],
    ["champ.money", "We purchased the coffee machines for 4,000 in 2021."]
  ])
})

describe("round 4's second readings keep their bounds", () => {
  stated([
    ["bant.budget", "There's about 3,000 left in the training fund we can use for this."],
    ["champ.money", "The trustees agreed a pot of around 2,500 for new software."],
    ["bant.authority", "It's my own business, so I decide what we buy."],
    ["bant.authority", "Our head chef decides which supplier we buy the new ovens from."],
    ["bant.timeline", "Please reply soon, we need it running by May."],
    ["bant.timeline", "We want it live in March, unlike last year's project."],
    ["champ.prioritization", "This can't wait any longer, the inspectors are back in June."],
    ["champ.prioritization", "Our top priority this year is getting the clinics onto one booking system."],
    ["champ.challenges", "We've outgrown the paper diary."]
  ])
  notStated([
    ["bant.budget", "What do other nurseries usually spend on this?"],
    ["champ.money", "How do similar charities budget for software?"],
    ["bant.timeline", "Thanks for the chat, speak soon."],
    ["bant.timeline", "We opened the second café in May last year."],
    ["bant.timeline", "Our inset day is on 3 January."],
    ["champ.prioritization", "Our clients' top priority is fast delivery."],
    ["champ.prioritization", "I can't wait to see the demo!"],
    ["champ.prioritization", "We handle urgent repairs the same day."],
    ["bant.authority", "Our principal sets the lunch menu."]
  ])
})

describe("round 4's third readings keep their bounds", () => {
  stated([
    ["bant.budget", "Head office agreed to fund up to 250 a month per branch."],
    ["champ.money", "The licence cost is covered by the parish council this year."],
    ["bant.timeline", "On 2 October we want the new tills running in every branch."],
    ["bant.timeline", "We need the table plans sorted before the ball on 6 December."],
    ["bant.need", "We take bookings by phone; could your system let guests book online instead?"]
  ])
  notStated([
    ["bant.timeline", "On 4 March the printer crashed and we lost the orders."],
    ["bant.timeline", "Our awards dinner is on 20 November."],
    ["bant.authority", "The site manager approves each timesheet on Monday."],
    ["bant.budget", "Is the cost covered by the warranty?"],
    ["bant.need", "Could your team send the invoice instead of the receipt?"]
  ])
})

describe("titles held under another, or told away", () => {
  stated([
    ["bant.authority", "Our CEO is away this week, but she signs off anything over 5k."],
    ["bant.authority", "I report to the board, and I sign off on all tools under 10k."],
    ["champ.authority", "I'm the practice manager and the spend is my call."],
    ["bant.authority", "As head of operations I own this budget."]
  ])
  notStated([
    ["bant.authority", "I'm the deputy manager, looking at options for the manager to consider."],
    ["bant.authority", "Our CEO is on holiday until the 12th, so nothing moves till then."],
    ["champ.authority", "I'm the assistant head of a primary school and we need a parent app."],
    ["bant.authority", "I work for the owner of three cafés and she asked me to look for a rota app."]
  ])
})

describe("a thing ranked first, not one counted or numbered in a list", () => {
  stated([
    ["champ.prioritization", "It's the one thing I want sorted before the summer."],
    ["champ.prioritization", "The only job we need done this month is the stock count."]
  ])
  notStated([
    ["champ.prioritization", "One thing I need sorted is the rota, another is invoicing."],
    ["champ.prioritization", "Number one thing we need fixed is the van, number two is the till."]
  ])
})
