// BANT and CHAMP on whole messages of our own (round 2, r2bant): emails with signatures and
// quoted replies, web forms, call notes, chat answers and non-native English, each with what a
// careful labeller would mark. Topic words without the signal (a price asked, a vendor's figure
// quoted back, a budget round, a routine's month, a sign-off name that is a month) beside the
// signal told in other words (funds let through without a figure, a rate per user, losses by the
// month, double bookings). Trades of our own, none of the datasets'.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { agent, notStated, packs, stated, user } from "./salesprecReading.js"

type Exp = { readonly bant?: Readonly<Record<string, boolean>>; readonly champ?: Readonly<Record<string, boolean>> }
const u = user
const a = agent

const MESSAGES: ReadonlyArray<readonly [string, ReadonlyArray<Message>, Exp]> = [
  ["e1 signature title only, asks price", [u("Hello,\n\nCould you tell me what the yearly licence costs for a crew of 15 deckhands?\n\nRegards,\nHelga Brandt\nOperations Assistant, Nordlicht Ferries")], { bant: { budget: false, authority: false, timeline: false }, champ: { money: false, authority: false } }],
  ["e2 owner signature, timeline by season", [u("Hi there,\n\nWe keep losing track of which kayaks are out for repair and which are ready to rent. I'd like something in place before the summer rush starts in May.\n\nCheers,\nTom Adebayo\nOwner, Riverbend Paddle Hire")], { bant: { authority: true, need: true, timeline: true, budget: false }, champ: { authority: true, challenges: true, money: false } }],
  ["e3 money without amount set aside", [u("Good morning,\n\nThe trustees have ring-fenced funds for a new ticketing system this financial year, so cost shouldn't be a blocker. Our box office still takes bookings on a paper chart.\n\nBest,\nPriya\nBox office coordinator")], { bant: { budget: true, need: true, authority: false }, champ: { money: true, challenges: true, authority: false } }],
  ["e4 pricing question only", [u("Hi,\n\nWhat would it cost to add 6 more users to our plan? Just getting numbers together.\n\nThanks\nDev")], { bant: { budget: false, timeline: false, authority: false }, champ: { money: false } }],
  ["e5 quoted reply carries budget of vendor", [u("Thanks, that helps. We'll talk internally and come back to you.\n\nJan\n\nOn Tue, 3 Mar, Sales <sales@vendor.example> wrote:\n> Our package is 12,000 a year and we can have you live by April.")], { bant: { budget: false, timeline: false }, champ: { money: false } }],
  ["e6 competitor price mentioned, own cap", [u("Hi,\n\nThe other supplier we spoke to wanted 18k, which is way over what we can do. Our ceiling is about 9k for the first year.\n\nRegards,\nMaeve Quinn\nFinance Director, Quinn Haulage")], { bant: { budget: true, authority: true }, champ: { money: true, authority: true } }],
  ["e7 deadline of something else only", [u("Hello,\n\nOur warehouse lease ends in October and we're moving to a bigger unit. Separately, do you offer barcode labels with your tracking app?\n\nKind regards,\nOwen\nStores supervisor")], { bant: { budget: false, authority: false } }],
  ["e8 decision maker is someone else named", [u("Hi,\n\nI'm collecting options for our head of operations, who will make the final choice. We mostly want fewer missed deliveries.\n\nThanks,\nLina Park\nCoordinator")], { bant: { need: true } }],
  ["e9 no budget, deferred next year", [u("Hi,\n\nWe'd love a proper booking tool for the studio but there's nothing in the pot until next spring. Happy to chat then.\n\nRosa")], { bant: { budget: false, timeline: false }, champ: { money: false } }],
  ["e10 priority paraphrase", [u("Hello,\n\nSorting out our patient... sorry, our client intake mess is the single biggest thing on my plate this quarter. Intake forms get lost between the front desk and the groomers.\n\nThanks,\nBea\nManager, Pawfect Grooming")], { champ: { prioritization: true, challenges: true } }],
  ["e11 not a priority", [u("Hi,\n\nWe're curious about your scheduling tool but honestly it's low on our list, we have bigger fires to fight right now.\n\nCarl")], { champ: { prioritization: false }, bant: { timeline: false, budget: false } }],
  ["f1 form senior title", [u("Name: Ines Moreau\nJob title: Chief Operating Officer\nCompany: Vallée Wines\nWhat do you need?: track barrels across three cellars\nBudget: around €12k\nWhen?: before harvest in September")], { bant: { authority: true, budget: true, need: true, timeline: true }, champ: { authority: true, money: true } }],
  ["f2 form junior title, budget TBD", [u("Name: Sam Reed\nJob title: Intern\nCompany: Brightline Surveys\nWhat do you need?: a way to share site photos with clients\nBudget: TBD\nTimeline: not decided")], { bant: { authority: false, budget: false, timeline: false, need: true }, champ: { authority: false, money: false } }],
  ["f3 form budget range per month", [u("Company: Hollow Oak Brewery\nRole: Head brewer\nMonthly budget: 200-300\nGo-live: ASAP\nChallenge: stock counts done on clipboards")], { bant: { budget: true, need: true }, champ: { money: true, challenges: true } }],
  ["f4 form budget none", [u("Company: Little Acorns Nursery\nRole: Nursery manager\nBudget: nothing allocated\nWhat do you need?: digital sign-in for parents")], { bant: { budget: false, need: true }, champ: { money: false } }],
  ["f5 form employees number not budget", [u("Company: Fernway Logistics\nEmployees: 250\nAnnual revenue: 14M\nRole: Fleet analyst\nMessage: please send a brochure")], { bant: { budget: false, authority: false, timeline: false, need: false }, champ: { money: false, authority: false } }],
  ["f6 form decision maker field yes", [u("Name: Kofi Mensah\nAre you the decision maker?: Yes\nBudget: 5-8k\nTimeline: next quarter")], { bant: { authority: true, budget: true, timeline: true }, champ: { authority: true, money: true } }],
  ["f7 form decision maker field no", [u("Name: Ada Lind\nAre you the decision maker?: No, my director is\nBudget: unsure\nTimeline: no rush")], { bant: { authority: false, budget: false, timeline: false }, champ: { authority: false, money: false } }],
  ["c1 call notes authority named third", [u("Call notes 4/11\n- Spoke with Greta, admin at the marina.\n- Berth bookings taken by phone, double bookings in peak weeks.\n- Greta says the harbour master decides on any software.\n- No budget discussed.")], { bant: { authority: false, budget: false, need: true }, champ: { authority: false, money: false, challenges: true } }],
  ["c2 call notes with everything", [u("Call notes\n- Spoke to Raj, owner of 4 car washes.\n- Wants loyalty cards replaced with an app; paper cards get lost.\n- Has 6k earmarked; he signs himself.\n- Wants it running before the spring promotion in March.")], { bant: { authority: true, budget: true, need: true, timeline: true }, champ: { authority: true, money: true } }],
  ["c3 call notes timeline is a trial", [u("Call notes\n- Gym chain, 3 sites. Front desk manager Leo.\n- Just exploring, no project yet.\n- Trial ends on the 20th, he'll look at it then.")], { bant: { timeline: false, budget: false, authority: false }, champ: { prioritization: false, authority: false } }],
  ["c4 call notes budget hypothetical", [u("Notes from call\n- If the grant comes through they might have 10k, but nothing is confirmed.\n- Contact: volunteer coordinator.")], { bant: { budget: false, authority: false }, champ: { money: false } }],
  ["t1 transcript: answer 'my partner and I decide'", [a("Who else is involved in the choice?"), u("just me and my business partner, we own the shop 50/50")], { bant: { authority: true }, champ: { authority: true } }],
  ["t2 transcript: budget answer amount per seat", [a("Do you have a figure in mind?"), u("something like 15 per user per month would work")], { bant: { budget: true }, champ: { money: true } }],
  ["t3 transcript: timeline answer vague", [a("When would you want to start?"), u("no idea honestly, whenever")], { bant: { timeline: false } }],
  ["t4 transcript: timeline answer concrete", [a("When would you want to start?"), u("ideally the first week of February, when the new menu launches")], { bant: { timeline: true } }],
  ["t5 transcript: authority is boss", [a("Are you the one who decides?"), u("no, that'd be my boss, I just do the research")], { bant: { authority: false }, champ: { authority: false } }],
  ["t6 transcript: money someone else's", [a("Any budget set aside?"), u("I'd have to ask our accountant, no clue")], { bant: { budget: false }, champ: { money: false } }],
  ["t7 transcript: we pay current vendor", [u("We pay our current provider 400 a month and it keeps crashing. Is yours more reliable?")], { bant: { budget: false, need: true }, champ: { money: false, challenges: true } }],
  ["n1 non-native budget", [u("Hello, we are small hotel with 20 rooms. For new reservation system we can give maximum 3000 euro, and we want to use it from 1. april. I am the owner. Regards, Dimitri")], { bant: { budget: true, authority: true, timeline: true }, champ: { money: true, authority: true } }],
  ["n2 non-native no decision", [u("Hello, I am only secretary in our company, the boss will decide about this. He ask me to find prices for the cleaning software.")], { bant: { budget: false }, champ: { money: false } }],
  ["n3 timeline deferred", [u("Hi, we are thinking maybe to change the system some day but there is no date, first we must finish the renovation.")], { bant: { timeline: false } }],
  ["e12 signature managing director, no decision stated", [u("Hi,\n\nOur technicians' timesheets arrive on paper and payroll is always late. Do you integrate with Xero?\n\nBest regards,\nFiona Walsh\nManaging Director\nWalsh Electrical Ltd")], { bant: { authority: true, need: true, budget: false }, champ: { authority: true } }],
  ["e13 email 'budget' as word about approval process", [u("Hi,\n\nOur budget review happens every November, that's when all software spend gets looked at. Can you send a product sheet I can keep on file?\n\nThanks,\nNell")], { bant: { budget: false, timeline: false }, champ: { money: false } }],
  ["e14 deadline for quote only", [u("Hello,\n\nPlease send us your quote by Friday, we are comparing three vendors.\n\nRegards,\nProcurement Team, Coastline Foods")], { bant: { timeline: false, authority: false, budget: false } }],
  ["e15 timeline needs go-live with month", [u("Hi,\n\nWe need all 12 vans tracked before our insurance renewal in August, otherwise the premium goes up.\n\nThanks,\nDan\nFleet Manager")], { bant: { timeline: true, need: true } }],
  ["e16 cost saving not budget", [u("Hello,\n\nWe lose about 3,000 a month in spoiled produce because nobody checks the fridges over the weekend. Do your sensors send alerts by text?\n\nMarta\nKitchen manager")], { bant: { budget: false, need: true }, champ: { money: false, challenges: true } }],
  ["e17 budget approved no amount", [u("Hi team,\n\nGood news: the spend for a new scheduling platform got the go-ahead from our finance committee yesterday. We'd like to see a demo.\n\nBest,\nOla\nPractice coordinator")], { bant: { budget: true }, champ: { money: true } }],
  ["e18 priority is generic motto", [u("Hi,\n\nCustomer experience is always our top priority, which is why I'm asking: does your chat widget support Arabic?\n\nThanks,\nSara")], { champ: { prioritization: false } }],
  ["e19 quoted older mail with authority", [u("Sounds good, Thursday works.\n\n-----Original Message-----\nFrom: Paul\nI'm the CFO and I approve all purchases above 5k.")], { bant: { authority: false }, champ: { authority: false } }],
  ["e20 our CEO decides, speaker not", [u("Hi,\n\nOur CEO will sign off on whatever we pick; I'm just running the evaluation. We want to move off spreadsheets for shift planning.\n\nCheers,\nKim\nHR Officer")], { bant: { need: true } }],
]

// A second set: titles in signatures and on behalf of others, answers that rank or place the
// decision, form values that leave a field open, a past told by "back in".
const MESSAGES2: ReadonlyArray<readonly [string, ReadonlyArray<Message>, Exp]> = [
  ["g1 signature founder, price q", [u("Hey,\n\nHow does your pricing work for a studio with 5 artists? We book everything through Instagram DMs right now and it's a mess.\n\nThanks!\nLuca Ferri\nFounder | Inkwell Tattoo Co.")], { bant: { authority: true, need: true, budget: false, timeline: false }, champ: { authority: true, challenges: true, money: false, prioritization: false } }],
  ["g2 signature assistant to the director", [u("Dear team,\n\nOn behalf of our director I'd like to request a brochure for your room-booking product.\n\nKind regards,\nEmma Blake\nAssistant to the Director, Harbourside Museum")], { bant: { authority: false, budget: false }, champ: { authority: false } }],
  ["g3 prioritization paraphrase: everything else on hold", [u("Hi,\n\nWe've parked every other IT project until the route planning for our couriers is fixed. Riders cross the city twice for jobs next door to each other.\n\nOskar\nOps lead, Spoke Couriers")], { champ: { prioritization: true } }],
  ["g4 prioritization: nice-to-have", [u("Hello,\n\nA digital sign-in sheet would be a nice-to-have for our sailing club, nothing urgent. Could you send some info?\n\nPete")], { champ: { prioritization: false }, bant: { timeline: false } }],
  ["g5 money: grant pending", [u("Hi,\n\nWe've applied for a heritage grant that would cover the software, we'll hear in spring. Until then we can't commit.\n\nMoira\nVolunteer, Old Mill Trust")], { bant: { budget: false, authority: false }, champ: { money: false } }],
  ["g7 timeline: quoted reply with vendor's date only", [u("OK, let me check with the team.\n\nBest,\nIvo\n\n> On Mon, Rep wrote:\n> We could have you onboarded by the 1st of March if you sign this week.")], { bant: { timeline: false, budget: false } }],
  ["g8 timeline: new site opening", [u("Hi,\n\nWe open our second gym in Leeds in the autumn and want member check-in sorted for both sites before the doors open.\n\nCheers,\nNadia\nGeneral Manager")], { bant: { timeline: true, authority: true } }],
  ["g9 timeline: past project", [u("Hello,\n\nWe moved all our drawings to the cloud back in 2022 and it went fine. Now I'm just curious what your tool does differently.\n\nRegards,\nHenrik\nArchitect")], { bant: { timeline: false, need: false } }],
  ["g10 form: authority field 'me + board'", [u("Organisation: Greenway Housing Co-op\nYour role: Treasurer\nWho approves purchases?: the board, I prepare the paper\nBudget: £2,500 a year\nWhen do you need it?: by the AGM in November")], { bant: { budget: true, timeline: true }, champ: { money: true } }],
  ["g11 form: budget field a question", [u("Company: Coldharbour Labs\nRole: Lab technician\nBudget: what does it usually cost?\nTimeline: -\nNeeds: sample tracking, labels keep peeling off")], { bant: { budget: false, timeline: false, authority: false, need: true }, champ: { money: false, authority: false } }],
  ["g12 form: timeline 'flexible'", [u("Company: Brookside Coaches\nRole: Transport planner\nTimeline: flexible\nBudget: depends on price")], { bant: { timeline: false, budget: false, authority: false } }],
  ["g13 call notes: priority told by board", [u("Call w/ Ruth (Head of Visitor Services), 12/06\n- Ticket queues at the gate on weekends, 40 min waits.\n- Board has made online ticketing this year's main goal.\n- Budget: ~18k capital, approved.\n- Wants it live for the summer holidays.")], { bant: { authority: true, budget: true, timeline: true, need: true }, champ: { prioritization: true, money: true, authority: true, challenges: true } }],
  ["g14 call notes: exploring, no budget", [u("Discovery call, 03/10\n- Contact: Mo, warehouse team member.\n- Just looking around, boss hasn't asked for anything.\n- No money set aside, no date.")], { bant: { budget: false, timeline: false }, champ: { money: false, prioritization: false } }],
  ["g15 chat: answer 'it's up to me'", [a("Who would make the final call on this?"), u("that's up to me, I run the place")], { bant: { authority: true }, champ: { authority: true } }],
  ["g16 chat: answer priority", [a("Where does this sit among your projects?"), u("right at the top, it's what I get asked about every single week by the partners")], { champ: { prioritization: true } }],
  ["g17 chat: answer priority low", [a("How important is this compared to other things?"), u("honestly further down the list, we're busy with the rebrand")], { champ: { prioritization: false } }],
  ["g18 chat: budget answer 'we'll see'", [a("Have you got budget for this?"), u("we'll see, depends what the accountant says")], { bant: { budget: false }, champ: { money: false } }],
  ["g19 email: cost of problem, not budget", [u("Hi,\n\nMissed collections cost us around 800 in redelivery fees last month alone. Can your system send drivers the updated list?\n\nSven\nDispatch")], { bant: { budget: false, need: true }, champ: { money: false, challenges: true } }],
  ["g20 email: authority of other firm", [u("Hi,\n\nOur parent company's CFO picked a different supplier for the group, but our site can choose its own rota tool. I'm the site manager and it's my budget.\n\nRegards,\nAlma")], { bant: { authority: true }, champ: { authority: true } }],
  ["g21 non-native: timeline", [u("Hello, we want use the program from next month because old program stop to work. Please send me offer. Boss is me. Thank you, Goran")], { bant: { timeline: true, authority: true, need: true } }],
  ["g22 non-native: no money", [u("Hello, we are interest but now we have not money for this, maybe later. Best regards Aiko")], { bant: { budget: false, timeline: false }, champ: { money: false } }],
  ["g23 priority: deadline-driven urgency", [u("Hi,\n\nWe must have allergen labels on every shelf item before the inspector comes in March, so this jumped to the top of my list.\n\nRegards,\nBen\nStore manager")], { champ: { prioritization: true }, bant: { timeline: true } }],
  ["g24 owner of a pet, not business", [u("Hi, I'm the owner of two dogs and I'm looking for a walker booking app for personal use. Is there a free tier?")], { champ: { authority: false, money: false } }],
  ["g25 email CEO in cc, speaker not", [u("Hi,\n\nCopying our CEO, Dana, who asked me to find a tool for expense claims. Receipts get lost in envelopes.\n\nThanks,\nRick\nAccounts assistant")], { bant: { need: true, budget: false } }],
]

// A third set, topic words in another sense: a budget airline, a timeline of an outage, a call
// moved to next week, priority given to the youngest, a grant spent last year, "Budget: n/a".
const MESSAGES3: ReadonlyArray<readonly [string, ReadonlyArray<Message>, Exp]> = [
  ["h1 budget airline", [u("Hi, I'm flying in on a budget airline on Tuesday, so I might be late for the demo. Can we start at 11 instead?")], { bant: { budget: false, timeline: false }, champ: { money: false } }],
  ["h3 timeline of events in a complaint", [u("Here's the timeline of what happened: the scanner froze at 9, we restarted it at 9:15, and it froze again at 10.")], { bant: { timeline: false } }],
  ["h4 deadline for a job, not purchase", [u("Our clients give us tight deadlines for print jobs and the proofs get lost between email threads. That's why we're looking at proofing tools.")], { bant: { timeline: false, need: true } }],
  ["h5 decision about a hire", [u("I made the decision to hire two more drivers last month, so now the rota is even harder to build by hand.")], { bant: { authority: false, need: true } }],
  ["h6 money of the customers", [u("Our members pay 35 a month for the gym and keep asking for an app to book classes.")], { bant: { budget: false, need: true }, champ: { money: false } }],
  ["h7 cheaper than, no budget", [u("Is your tool cheaper than the one we have now? We pay per user and it adds up.")], { bant: { budget: false }, champ: { money: false } }],
  ["h8 approved holidays", [u("Hi, I've got my holiday approved for the first two weeks of August so please send the contract to my colleague.")], { bant: { timeline: false, authority: false } }],
  ["h9 manager mention in passing", [u("Our shift managers swap rotas over text and nobody knows who is actually on.")], { bant: { authority: false, need: true }, champ: { authority: false, challenges: true } }],
  ["h10 the board in passing", [u("We present to the board every quarter and pulling the figures takes our analyst a full week.")], { bant: { authority: false, timeline: false, need: true }, champ: { authority: false } }],
  ["h11 a quoted reply from the vendor carrying a title", [u("Great, thanks Sam.\n\nOn 2 May, Sam Okafor <sam@vendor.example> wrote:\n> As Head of Sales I can confirm the discount is approved.\n> Sam Okafor, Head of Sales")], { bant: { authority: false, budget: false }, champ: { authority: false, money: false } }],
  ["h12 'approved' vendor list", [u("Are you on the government's approved supplier list? We can only buy from those.")], { bant: { budget: false }, champ: { money: false } }],
  ["h13 next week meeting, not timeline", [u("Could we move our call to next week? Tuesday afternoon works best for me.")], { bant: { timeline: false } }],
  ["h14 timeline with 'by' next season", [u("Whatever we choose has to be working by the next school term, parents have had enough of paper slips.")], { bant: { timeline: true, need: true } }],
  ["h15 priority of a patient? other sense", [u("Our triage nurses give priority to children under two, but the paper queue makes it hard to see who's waiting.")], { champ: { prioritization: false, challenges: true } }],
  ["h16 grant we received last year spent", [u("We received a 10k grant last year and it went on new kayaks. This year there's nothing left for software.")], { bant: { budget: false }, champ: { money: false } }],
  ["h17 authority: 'my wife and I own'", [u("My wife and I own the guesthouse, so it's just the two of us choosing. We want online check-in before the summer.")], { bant: { authority: true, timeline: true }, champ: { authority: true } }],
  ["h18 form: 'Decision maker: my manager'", [u("Name: Pia\nRole: Sales rep\nDecision maker: my manager, Luis\nBudget: n/a")], { bant: { budget: false } }],
  ["h19 form: 'Budget: under 5k'", [u("Name: Bram\nRole: Owner\nBudget: under 5k\nStart: after the summer")], { bant: { budget: true, authority: true, timeline: true }, champ: { money: true, authority: true } }],
  ["h20 chat: when answer past", [a("When are you hoping to start?"), u("we actually started looking in January but got busy")], { bant: { timeline: false } }],
]

// A fourth set: the title a signature or a form gives (senior or not), answers that place the
// decision or the date, a vendor's price accepted in a verb.
const MESSAGES4: ReadonlyArray<readonly [string, ReadonlyArray<Message>, Exp]> = [
  ["k1 sig: Proprietor", [u("Hi,\n\nDo you have a version for a single shop?\n\nThanks,\nRuth Amsel\nProprietor, Amsel Hardware")], { bant: { authority: true }, champ: { authority: true } }],
  ["k2 sig: Receptionist", [u("Hello,\n\nCould you send a price list for the booking tool?\n\nKind regards,\nLeah\nReceptionist, Northgate Physio")], { bant: { authority: false }, champ: { authority: false } }],
  ["k3 sig: Marketing Coordinator", [u("Hi,\n\nWe're reviewing newsletter tools. What integrations do you have?\n\nBest,\nTheo\nMarketing Coordinator")], { bant: { authority: false }, champ: { authority: false } }],
  ["k4 form Role: Director of Finance", [u("Company: Elm Row Schools Trust\nRole: Director of Finance\nMessage: we'd like a demo of the payments module")], { bant: { authority: true }, champ: { authority: true } }],
  ["k5 form Role: Student", [u("Company: none\nRole: Student\nMessage: for my thesis, which features do schools ask for most?")], { bant: { authority: false, need: false }, champ: { authority: false } }],
  ["k6 chat: 'I'd need to check with the owners'", [a("Are you the decision maker?"), u("not really, I'd need to check with the owners first")], { bant: { authority: false }, champ: { authority: false } }],
  ["k7 chat: timeline answer relative", [a("When do you need this by?"), u("in about six weeks, before the new intake")], { bant: { timeline: true } }],
  ["k8 chat: timeline answer none", [a("Is there a date you're working towards?"), u("nope, nothing fixed")], { bant: { timeline: false } }],
  ["k9 chat: money answer 'whatever it costs'", [a("Do you have a budget in mind?"), u("not really, depends what you charge")], { bant: { budget: false }, champ: { money: false } }],
  ["k10 email: budget ok vendor price", [u("Hi,\n\nYour quote of 4,200 for the year works for us, please go ahead with the paperwork.\n\nRegards,\nOmar\nOwner")], { bant: { budget: true, authority: true }, champ: { money: true } }],
  ["k11 email: co-founder", [u("Hey!\n\nWe're a 6-person design shop. I'm one of the two co-founders and we decide these things between us. Our invoices are chaos.\n\nMila")], { bant: { authority: true, need: true }, champ: { authority: true, challenges: true } }],
  ["k12 notes: title of someone else only", [u("Notes: spoke to Ben (warehouse). Their CFO is away until the 20th. Ben wants barcode scanning for the returns bay.")], { bant: { timeline: false, need: true } }],
]

const rows = [...MESSAGES, ...MESSAGES2, ...MESSAGES3, ...MESSAGES4].flatMap(([name, messages, exp]) =>
  (["bant", "champ"] as const).flatMap((pack) =>
    Object.entries(exp[pack] ?? {}).map(([detector, want]) => [`${name}: ${pack}.${detector} ${want ? "found" : "not found"}`, pack, detector, messages, want] as const)
  )
)

describe("BANT and CHAMP on whole messages of our own", () => {
  it.each(rows)("%s", (_, pack, detector, messages, want) => {
    expect(packs[pack].score(messages)[detector]!.found).toBe(want)
  })
})

describe("the new readings keep their bounds", () => {
  stated([
    ["bant.timeline", [agent("When would you like to start?"), user("June")]],
    ["bant.timeline", "Thanks,\n\nWe want it running by April.\n\nAnna"],
    ["bant.timeline", "Could we aim to go live every team by March? The old rota dies then."],
    ["bant.budget", "The investment in a new till system was green-lit by the owners last week."],
    ["bant.need", "We get double bookings on the courts most weekends."],
    ["champ.challenges", "We're losing roughly 2k a month on returns nobody inspects."],
    ["bant.budget", "Budget: £3k, depends on the final scope"],
    ["bant.budget", "Our budget range is 5 to 8k for the first year."],
    ["bant.budget", "We got a 4k grant this spring for exactly this kind of tool."],
    ["bant.timeline", "We need the new till running before the summer."],
    ["champ.prioritization", "Getting the booking system fixed is our top priority over everything else this year."],
    ["champ.prioritization", [agent("Where does this sit among your plans?"), user("top of the pile, honestly")]],
    ["bant.timeline", "Timeline: flexible, but ideally before the end of May"],
    ["bant.timeline", "We'll be back in touch in March to start the rollout."],
    ["champ.authority", "On behalf of the board, I can confirm I have final sign-off on this."]
  ])
  notStated([
    ["bant.timeline", "Thanks for the call.\n\nApril Moss\nOffice manager"],
    ["bant.timeline", "Our stocktake happens every January and takes two days."],
    ["bant.budget", "The budget meeting is on Thursday, I'll know nothing before then."],
    ["bant.authority", "We own three vans and a trailer, nothing fancy."],
    ["bant.timeline", "Can we push the demo to Friday morning?"],
    ["bant.budget", "The price doesn't work for us at all."],
    ["bant.budget", "Does the pricing work for teams of ten?"],
    ["bant.budget", [agent("Do you have a figure in mind?"), user("not really, no idea yet")]],
    ["champ.prioritization", [agent("Where does this sit for you?"), user("we haven't thought about it yet")]],
  ])
})
