// Messages of our own (packs5), SPICED and CHAMP in long and messy text: impact told as a
// consequence (a cost, a penalty, a lost customer), a critical event as something that will
// happen to the buyer by a date, the decision told through roles, a priority told as a rank
// among other work; near misses as in packs5Cases.ts. Run by packs5.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

const SPICED: ReadonlyArray<MessyCase> = [
  m("s1", "spiced", "Call notes - Meridian Vets (5 clinics)\nSit: bookings by phone only, 2 receptionists per clinic\nPain: phones ring out 8-9am, clients give up\nImpact: est. 60 missed bookings/wk, ~£3k revenue lost\nCE: new clinic opens 1 Sept, can't staff phones there\nDecision: practice owner + ops mgr, owner has final say", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("s2", "spiced", "Hi Mira,\n\nFollowing up on the webinar.\n\nWe're a regional courier with about 70 vans, and proof of delivery is still a paper signature that the driver photographs at the end of the day.\n\nThe photos are often blurry or missing, so when a customer disputes a delivery we can't prove it.\n\nLast quarter that cost us around £18k in credits we had to give back.\n\nOur biggest customer has told us they will only renew in October if we can show electronic proof on every drop.\n\nThe final call will be made by our MD, Joanne, with our head of ops advising.\n\nRegards,\nKeith", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("s3", "spiced", "Hello, we are hotel with 40 rooms in Porto. Now reservations come from 3 website and we write them in a book. Sometimes same room is sold two times, guest is angry and we must pay other hotel for him. From January the new law say we must send guest data to police online, so we need system before. Me and my brother decide together.", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("s4", "spiced", "[agent] Is there a date driving this?\n[user] not really\n[user] wait, actually yes - our lease on the server room ends in March, the servers have to be gone by then\n[agent] Who makes the call?\n[user] I do, as IT director, but the CEO signs the contract", ["critical_event", "decision"], ["situation"]),
  m("s5", "spiced", "Sit: 3 sites, 120 staff, rotas in Excel\nPain: shift swaps via WhatsApp, lots of no-shows\nImpact: agency cover ~£4k/mo\nCE: none yet\nDM: TBC", ["situation", "pain", "impact"]),
  m("s6", "spiced", "Every time the dispatch board freezes our drivers sit idle, and we end up paying overtime to catch up on the evening runs.", ["pain", "impact"], ["situation"]),
  m("s7", "spiced", "If we don't have this sorted before the franchise agreement renews on 1 July, head office will put us on a formal warning.", ["critical_event"], ["pain", "impact"]),
  m("s8", "spiced", "It'll be a committee thing: our practice manager draws up the shortlist, the two senior partners vote, and the bursar signs the cheque.", ["decision"]),
  m("s9", "spiced", "- decision: Head of Ops recommends, COO approves\n- timing: has to be in before peak season starts in Nov, we can't change systems during peak", ["decision", "critical_event"]),
  m("s10", "spiced", "Hi,\n\nLong one, sorry.\n\nWe're a chain of 9 gyms. Members book classes through an app we built ourselves in 2019, and the developer who wrote it has since left.\n\nWhen it crashes (twice last month) nobody can book and the front desk gets swamped.\n\nWe reckon each outage costs us a few dozen cancelled memberships, and the reviews on the app store have dropped to 2 stars.\n\nThe hosting contract for the old app expires at the end of April and won't be renewed.\n\nOur two founders will decide, based on what I recommend.\n\nThanks,\nPriyanka\nHead of Member Experience", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("s11", "spiced", "Current setup: 2 warehouses, SAP for finance, stock in spreadsheets\nWhat's wrong: counts never match, we oversell online\nEffect on business: refunds + angry customers, ~200 cancelled orders last quarter\nDeadline: our 3PL contract ends 31 Dec\nDecision: CFO + COO jointly", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("s12", "spiced", "[agent] What happens if you don't fix it?\n[user] nothing much\n[user] no, to be fair, we'd probably lose the council contract, they audit response times every quarter", ["impact"], ["pain", "critical_event"]),
  m("s13", "spiced", "we r 25 ppl design studio, all files on one NAS in office. ppl working from home cant open big files, they wait hours. because of this we missed 2 client deadlines in june and had to give discount", ["situation", "pain", "impact"]),
  m("s14", "spiced", "Notes 02/05, Oakridge School\n- bursar + head decide, governors rubber-stamp anything under 20k\n- Ofsted window opens in Sept, they need attendance reporting sorted before", ["decision", "critical_event"], ["situation", "pain"]),
  m("s15", "spiced", "Our insurer has written to say they'll double the premium at renewal in August unless we can show a digital maintenance log for the fleet.", ["critical_event"], ["impact", "pain"]),
  m("s16", "spiced", "Hi Tom,\n\nA few things I forgot on the call.\n\nWe have 11 field engineers and they log their jobs on paper job sheets, which the office types in on Fridays.\n\nThe sheets get lost in vans, so we invoice late and sometimes not at all.\n\nOur accountant puts the unbilled work at about £30k a year.\n\nThe decision will sit with me and our finance manager, Paula.\n\nBest,\nGraham\nOperations Director", ["situation", "pain", "impact", "decision"]),
  m("s17", "spiced", "[agent] Who will decide?\n[user] the board\n[user] sorry, not the board, that was the old way - since spring our COO signs off anything like this on her own", ["decision"]),
  // --- near misses
  m("ns1", "spiced", "My take: their impact is probably huge and there must be a deadline somewhere, but they didn't say. They just asked for the security pack.", []),
  m("ns2", "spiced", "At my previous employer the board voted on every software purchase. Here I've no idea yet how it'll work.", []),
  m("ns3", "spiced", "We had an audit last year that went fine. Nothing coming up now, we're just curious about the reporting module.", [], ["situation"]),
  m("ns4", "spiced", "Saw your conference is on 12 May, will you be demoing the new version there?", []),
  m("ns5", "spiced", "If we ever opened a second warehouse I suppose timing would matter more. For now we're fine with what we have.", [], ["situation"]),
  m("ns6", "spiced", "A friend's agency lost a big client over late reports, which sounds awful. We're small and doing fine, I just wanted a price.", []),
  m("ns7", "spiced", "Rep view: I'd push the end-of-year angle as their deadline, and pitch the ROI calculator. Prospect hasn't engaged on either.", []),
  m("ns8", "spiced", "Your competitor told us their customers usually decide within a week and that the CFO always signs. Is that the same for you?", []),
  m("ns9", "spiced", "Deadline: none\nDecision maker: not sure yet\nMessage: send me the brochure please", []),
  m("ns10", "spiced", "Our old supplier went bust in 2021 and we had to move everything in a fortnight. That's all sorted now; I'm asking about your add-ons.", [], ["situation"]),
  m("ns11", "spiced", "Rep notes: they said their competitor decided in a week because the competitor's founder signs everything. Nothing about their own process yet.", []),
]

const CHAMP: ReadonlyArray<MessyCase> = [
  m("c1", "champ", "Call - Fern Street Dental\n- Challenges: recalls done by hand, patients slip through\n- Auth: principal dentist decides, practice mgr runs the project\n- $: £300/mo approved\n- Priority: #2 this year, after the new X-ray machine", ["challenges", "authority", "money", "prioritization"]),
  m("c2", "champ", "Of the three things on my list this year, fixing the invoicing mess comes first; the website redesign can wait.", ["prioritization"], ["challenges"]),
  m("c3", "champ", "Hi Ben,\n\nQuick update after our board meeting.\n\nThe board ranked the scheduling problem above both the office move and the new website, so it's now the thing we tackle first this year.\n\nAs a reminder, the problem is that our carers' visit times change daily and the office spends every morning ringing round to fill gaps.\n\nThe board also confirmed I can sign for anything up to 25k, and there is 18k in the operations budget for it.\n\nSpeak soon,\nAisha\nHead of Operations", ["challenges", "authority", "money", "prioritization"]),
  m("c4", "champ", "Hi, I am owner of the garage, I decide everything. Problem is customers call for status of the car and my mechanics stop work to answer. Money we have, around 200 per month is ok.", ["challenges", "authority", "money"]),
  m("c5", "champ", "[agent] How does this rank against your other projects?\n[user] medium, probably\n[user] actually, after this morning's outage the CEO made it our top project for the quarter\n[agent] Budget?\n[user] still being worked out", ["prioritization"], ["challenges", "money", "authority"]),
  m("c6", "champ", "auth: Lena (COO), final say\nmoney: 10-12k from ops budget\nprio: P1 for Q2\nchallenge: stock mismatches between shop + web", ["authority", "money", "prioritization", "challenges"]),
  m("c7", "champ", "Our MD put it in her top three for the year, right behind hiring.", ["prioritization"]),
  m("c8", "champ", "As the practice owner I approve all software spend myself.", ["authority"]),
  m("c9", "champ", "Meeting summary (Tue)\n* Karin (finance): 'we have 30k earmarked, it's there if the case is good'\n* Joe (ops): pickers walk miles because locations in the system are wrong\n* Karin and Joe agreed this goes ahead of the racking upgrade\n* Karin signs", ["money", "challenges", "prioritization", "authority"]),
  m("c10", "champ", "We've got a dozen projects on the go, but this one jumped the queue after the data leak last month.", ["prioritization"], ["challenges"]),
  m("c11", "champ", "Dear Sir,\n\nWe are distributor of medical supplies in Nairobi. Our problem: the sales men take orders on paper and the office re-types them, with many mistakes and delays of two days. As general manager I will take the decision. The directors have given 4,000 USD for this project. It is first on our list for this year.\n\nRegards,\nJoseph Mwangi", ["challenges", "authority", "money", "prioritization"]),
  m("c12", "champ", "[agent] Who would sign?\n[user] me\n[user] well, strictly speaking our owner has to countersign anything over 5k, but she follows my lead\n[agent] And where does this rank?\n[user] honestly it's at the very top, everything else can wait", ["authority", "prioritization"]),
  m("c13", "champ", "Budget holder: me (Head of IT)\nBudget: £40k capex this FY\nRanking: 1 of 4 projects\nIssue: laptops set up by hand, new starters wait a week", ["authority", "money", "prioritization", "challenges"]),
  m("c14", "champ", "Hi,\n\nI run the front office of a small law firm. Our diaries live in three places and clients are double-booked at least once a week, which is embarrassing.\n\nThe partners told me to get it fixed before anything else this year.\n\nThanks,\nMaya", ["challenges", "prioritization"]),
  m("c15", "champ", "Honestly this is nowhere near the top; the roof and the new van come first, so maybe next year.", [], ["prioritization"]),
  m("c16", "champ", "Summary of our call:\n1. Ops (Sunil) says pallets go missing between the two depots, maybe 20 a month.\n2. Finance (Grace) has ring-fenced 15k for it in this year's plan.\n3. Grace has the final say on suppliers.\n4. Both said it's the most urgent item on their list after payroll.", ["challenges", "money", "authority", "prioritization"]),
  // --- near misses
  m("nc1", "champ", "I think this should be their top priority given the churn, but they didn't say so; they're just looking.", []),
  m("nc2", "champ", "Your competitor's rep told us the new module is priority one on their roadmap. We haven't worked out where this sits for us.", []),
  m("nc3", "champ", "Two years ago this was our top project and we spent 40k on a tool that flopped. These days nobody here talks about it.", []),
  m("nc4", "champ", "Do you offer a priority support tier, and who on your side approves invoices?", []),
  m("nc5", "champ", "I decide the office lunch order every Friday, which is about the limit of my power here. I'd have to find out who buys software.", []),
  m("nc6", "champ", "We've got 5k for the Christmas party this year. Totally unrelated, do you have a free trial?", []),
  m("nc7", "champ", "Rep notes: guessing budget is ~10k and Sara decides, need to confirm both next call. They asked about integrations.", []),
  m("nc8", "champ", "Our sister company ranked a tool like yours top of their list and their MD signed it off in a day. We're just curious what they bought.", []),
  m("nc9", "champ", "Priority: low\nBudget: none\nDecision maker: not me\nMessage: curious, send info", []),
  m("nc10", "champ", "Our previous IT manager had 15k for a helpdesk tool and chose it himself, back in 2020. He left and the tool went with him.", []),
  m("nc11", "champ", "The agency we used to work with always put our jobs at the bottom of their pile. Anyway, what are your payment terms?", [])
]

// Guards of the guess and long-past readings (guessedOrPast.ts): the buyer's own, or today's.
const GUARDS: ReadonlyArray<MessyCase> = [
  m("g5", "champ", "We tried to fix it years ago and failed, so this time it is our top priority.", ["prioritization"], ["challenges"]),
  m("g6", "champ", "Years ago it was a side issue; today it's our number one priority.", ["prioritization"], ["challenges"]),
  m("g7", "spiced", "Our previous MD left in June, and the new one, Carla, will make the final call.", ["decision"]),
  m("g8", "spiced", "Our audit is next March, and last year's one went badly.", ["critical_event"], ["pain"]),
  // near misses of the clipped and conditional readings (looseGrammar.ts, shorthand.ts)
  m("g9", "spiced", "Would we lose our data if we moved to you? Just checking before I read further.", []),
  m("g10", "champ", "Is 200 a month ok for the basic plan, or is that the discounted price?", []),
  m("g11", "spiced", "If the lease renews we'll stay in this office, otherwise we move. Either way, can you send the brochure?", [])
]

export const PACKS5_CASES_SC: ReadonlyArray<MessyCase> = [...SPICED, ...CHAMP, ...GUARDS]
