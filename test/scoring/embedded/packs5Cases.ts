// Messages of our own (packs5): BANT and MEDDIC signals in long and messy text — a rep's call
// notes in shorthand ("EB = CFO", "$$: 8k"), bullet summaries mixing several people, non-native
// English, long emails with the signals spread over paragraphs, transcripts where the customer
// corrects an answer — and near misses (the rep's own guess, a rival's process, a past project,
// the rep's own next steps). `yes` names the detectors stated, `maybe` the ones a careful reader
// could label either way (left unscored); every other detector of the pack must be not found.
// A text whose lines start "[agent] " / "[user] " is a transcript. Run by packs5.test.ts.
import type { Pack } from "./packParaCases.js"

export interface MessyCase {
  readonly id: string
  readonly pack: Pack
  readonly text: string
  readonly yes: ReadonlyArray<string>
  readonly maybe: ReadonlyArray<string>
}

export const m = (id: string, pack: Pack, text: string, yes: ReadonlyArray<string>, maybe: ReadonlyArray<string> = []): MessyCase => ({ id, pack, text, yes, maybe })

const BANT: ReadonlyArray<MessyCase> = [
  m("b1", "bant", "Disco call - Orchard Lane Bakeries (4 shops)\n- contact: Priya, ops mgr\n- $$: ~8k/yr, owner approved it\n- DM = owner (Greg), Priya recommends\n- need: stock counts on paper, no idea what we waste\n- timing: live before Xmas rush (mid-Nov)", ["budget", "authority", "need", "timeline"]),
  m("b2", "bant", "EB/DM: FD signs anything >20k\nbudget: 35k in FY27 plan\ngo-live: 1 Apr latest\nissue: timesheets chased by email every Fri, payroll always late", ["authority", "budget", "timeline", "need"]),
  m("b3", "bant", "Hi Sam,\n\nThanks for Tuesday's demo, the team liked it.\n\nA bit of background: we run six care homes and the night staff still write medication rounds on paper charts, which the day manager types up in the morning. Mistakes creep in and nobody trusts the totals.\n\nOn the money side, the trustees have set aside roughly £15,000 for this in the coming year.\n\nI'll be honest that Signing isn't down to me; our chief executive, Margaret, does that, but she has asked me to bring her a recommendation.\n\nIdeally we'd be running on it before the regulator's visit, which we expect in early June.\n\nKind regards,\nTom Ellery\nOperations Lead\nBrightwater Care", ["budget", "authority", "need", "timeline"]),
  m("b4", "bant", "Hello, we are company of 30 persons doing import of tiles. Now all orders is in excel and many times we send wrong quantity to customer. My boss Mr. Kaya he is deciding, I make the research only. We can spend maybe 500 euro each month. We want start in September after the holidays.", ["need", "authority", "budget", "timeline"]),
  m("b5", "bant", "[agent] When are you hoping to go live?\n[user] end of Q2 I think\n[user] sorry, correction - finance just told me it's pushed, start of Q4 now\n[agent] And is there budget for it?\n[user] 12k ring-fenced, already approved", ["timeline", "budget"], ["authority"]),
  m("b6", "bant", "Company: Redfern Logistics\nRole: Head of Transport (budget holder, I sign)\nBudget: 40-50k\nTimeframe: this quarter\nProblem: drivers' hours checked by hand, we got fined twice", ["authority", "budget", "timeline", "need"]),
  m("b7", "bant", "Meeting summary 14/03 (Hana, Leo, me)\n* Hana (IT): wants SSO, worried about yet another tool to support\n* Leo (Finance): has 20k left in this year's software line, has to be committed by 31 March\n* Me: sales team loses track of follow-ups and deals go cold\n* Leo and Hana sign it off together", ["budget", "need", "authority", "timeline"]),
  m("b8", "bant", "need quote asap - 25 seats, budget approved (£6k), I'm the approver. want it live by month end", ["budget", "authority", "timeline"], ["need"]),
  m("b9", "bant", "Notes: Rahul = DM + budget owner. No £ figure yet. Current tool's contract ends 30/9 so they have to switch before then.", ["authority", "timeline"], ["budget", "need"]),
  m("b10", "bant", "Hi,\n\nHope you had a good weekend.\n\nI'm following up on our chat at the trade fair. As I mentioned, I'm the owner so the decision is mine.\n\nWhat I didn't mention is why we're looking: our booking line is just me and my wife, and we miss calls every evening, which means lost jobs.\n\nCheers,\nDan\nDan's Driveways", ["authority", "need"], ["timeline"]),
  m("b11", "bant", "Call 2 w/ Femi (practice mgr)\n- confirmed: partners gave her a £250/mo ceiling\n- she chooses, partners just rubber-stamp\n- reminders sent by hand, ~15 no-shows a week\n- wants it running for the January intake", ["budget", "authority", "need", "timeline"]),
  m("b12", "bant", "[agent] Who else has a say in the decision?\n[user] just me\n[user] hm, well, my co-founder has to agree too, we split every purchase 50/50\n[agent] And timing?\n[user] within the next 6 weeks ideally", ["authority", "timeline"]),
  m("b13", "bant", "Dear team,\n\nI write on behalf of the cooperative. We are 14 farmers and we sell milk to two dairies. Today every farmer writes the litres in a notebook and the truck driver writes in another, and at the end of the month the numbers never match and we lose money.\n\nThe board of the cooperative has approved 6000 euro for a solution. The president, Mr. Duarte, will sign.\n\nBest regards,\nLuis Ferreira\nSecretary", ["need", "budget", "authority"]),
  m("b14", "bant", "Ticket #4471\nfrom: ops@harlowprint.example\nsubj: licences\n\nwe're moving off our old job-tracking system when the licence lapses end of Feb. ~30 users. what does it cost? I hold the budget for this.", ["timeline", "authority"], ["budget", "need"]),
  // --- near misses
  m("nb1", "bant", "Internal note (mine): I reckon they've got 20k tucked away and the MD will sign, but none of it came up on the call. They asked for a brochure.", []),
  m("nb2", "bant", "FYI the other vendor said they can have us live in two weeks and that their MD approves discounts personally. We haven't decided anything on our side, just comparing.", []),
  m("nb3", "bant", "Back in 2021 we set aside 25k for a CRM and the old MD signed it off; it went badly. This time we're only exploring.", [], ["need"]),
  m("nb4", "bant", "Timeline: TBC\nBudget: TBC\nDecision maker: TBC\nNotes: asked for case studies", []),
  m("nb5", "bant", "our finance director signs off on expense claims like train tickets, that's how it works here. anyway, do you have a free plan?", []),
  m("nb6", "bant", "Just for my own planning: our financial year starts in April. Not buying anything now, only collecting brochures.", []),
  m("nb7", "bant", "- they replaced their phones last Jan for ~10k, the IT manager ran that\n- today: only wanted a price list", []),
  m("nb8", "bant", "Next steps (us): send proposal by Fri, follow up w/c 12th, loop in our SE for the demo.", []),
  m("nb9", "bant", "Our neighbour's shop got your system last month and the owner there paid about £90 a month. Is that the usual price?", []),
  m("nb10", "bant", "[agent] Is there a budget you have in mind?\n[user] 10k maybe\n[user] actually no, forget that number, nothing is approved and I wouldn't want to quote one", [], ["need"])
]

const MEDDIC: ReadonlyArray<MessyCase> = [
  m("m1", "meddic", "Disco notes - Harwick Foods\nPain: manual recon of supplier invoices, 3 FTE on it full time\nMetrics: target = recon down to 1 FTE, month-end close in 3 days not 8\nEB = CFO (Anita), signs >50k\nChampion: Raj (AP lead) pushing internally, set up this call\nDC: must integrate w/ SAP, full audit trail\nProcess: IT sec review -> legal -> CFO sign, ~6 wks", ["identify_pain", "metrics", "economic_buyer", "champion", "decision_criteria", "decision_process"]),
  m("m2", "meddic", "Hi Claire,\n\nThanks again for your time. Some context for your team before next week.\n\nOur engineers lose most Monday mornings to pulling service reports out of three different systems, and customers keep asking why their reports are late.\n\nWhat we'd like to see is reports out within 24 hours of a visit instead of the current five days.\n\nWhoever we pick has to connect to our field app and work on phones offline.\n\nI've been making the case for this with our directors since the spring, and I'll take your proposal to them myself.\n\nBest,\nOwen Price\nService Manager, Tidewater Lifts", ["identify_pain", "metrics", "decision_criteria", "champion"], ["decision_process"]),
  m("m3", "meddic", "Hello. We are office of 12 accountants. Problem is: clients send documents by email, by whatsapp, by paper, we lose many time for search it, maybe 2 hours per day per person. The owner Mrs. Lindqvist she has the budget and final word. For us it is important that the data stay in Sweden.", ["identify_pain", "economic_buyer", "decision_criteria"], ["metrics"]),
  m("m4", "meddic", "[agent] Who signs off on the budget?\n[user] our head of ops, Leon\n[user] actually no, scratch that - since the reorg it's the CFO, Leon only recommends\n[agent] How will you pick a vendor?\n[user] shortlist of 3, pilot for a month, then the steering committee votes", ["economic_buyer", "decision_process"], ["champion"]),
  m("m5", "meddic", "- success = 20% fewer missed deliveries by Q3\n- must-haves: route optimisation, driver app in Polish\n- steps: ops trial, then procurement, then MD signs", ["metrics", "decision_criteria", "decision_process"], ["economic_buyer", "identify_pain"]),
  m("m6", "meddic", "Company: Nettle & Finch Architects\nWho holds the budget?: our managing partner, Ruth Abara\nHow will you choose?: price, ease of use, UK-based support\nBiggest headache: version chaos on drawings, wrong revisions sent to site", ["economic_buyer", "decision_criteria", "identify_pain"]),
  m("m7", "meddic", "Call w/ Dana (HR) and Phil (IT), 3 Oct\n- Dana: onboarding = 2 weeks of paper forms, new hires can't work on day one\n- Phil: won't accept anything without SSO + SOC 2\n- Dana is our champion, already pitched it to the exec team\n- Process: Phil's security review first, then exec sign-off", ["identify_pain", "decision_criteria", "champion", "decision_process"], ["metrics", "economic_buyer"]),
  m("m8", "meddic", "Hi,\n\nSorry this is long.\n\nWe're a housing association with about 2,000 homes. Repairs reach us by phone, email and a web form, and tenants chase us three or four times before anything happens.\n\nOur board has said the goal is to get complaint volumes down by a third within a year.\n\nThe budget sits with our director of resources, Simon Okafor; I'm putting the business case together for him.\n\nWe'd run a formal tender: written bids, a scored demo, then a recommendation to the board in November.\n\nRegards,\nNadia\nRepairs Manager", ["identify_pain", "metrics", "economic_buyer", "decision_process"], ["champion"]),
  m("m9", "meddic", "EB: Gareth (MD), holds the purse\nChamp: Lucy (warehouse lead) - lobbying hard, booked the demo herself\nPain: pick errors ~4% of orders, returns piling up", ["economic_buyer", "champion", "identify_pain"], ["metrics"]),
  m("m10", "meddic", "[agent] What would success look like?\n[user] fewer errors\n[user] to be more precise, our target is under 1% error rate on invoices by the end of the year, we're at 6% now", ["metrics"], ["identify_pain"]),
  m("m11", "meddic", "Selection: weighted scorecard (price 40, integrations 30, support 30). Whoever scores highest goes to the board.", ["decision_criteria", "decision_process"]),
  m("m12", "meddic", "quick recap from my side: Amira from finance is our internal sponsor and she's been selling this to the other directors for months. nothing signed yet", ["champion"]),
  m("m13", "meddic", "Ich hoffe, English is ok. We have problem with our machines: when one stops, nobody knows until the shift leader walks by, sometimes 1 hour later. Our plant director Mr. Vogel approves all investment. Criteria for us: must run on our own servers, no cloud.", ["identify_pain", "economic_buyer", "decision_criteria"]),
  // --- near misses
  m("nm1", "meddic", "The vendor we used before had a five-step approval flow for refunds which drove us mad. We haven't talked about how we'd decide on a new one.", [], ["identify_pain"]),
  m("nm2", "meddic", "My read: Jo would make a great champion and the CFO is probably the EB, but neither came up on the call. They only asked about pricing tiers.", []),
  m("nm3", "meddic", "On our last ERP project we promised a 30% cut in stock-outs and missed it badly. For now we're just gathering info about your warehouse module.", [], ["identify_pain"]),
  m("nm4", "meddic", "Who on your side approves a discount above 10%? And what does your onboarding process look like?", []),
  m("nm5", "meddic", "Criteria: TBD\nProcess: TBD\nBudget owner: unknown\nNotes: intro call only, will revert", []),
  m("nm6", "meddic", "FYI our sister company picked the cheapest option and their finance director signed it without a trial. Different business though, we're not there.", []),
  m("nm7", "meddic", "Our sponsor on the last tender left the company in March, so nobody inside is pushing for anything right now.", []),
  m("nm8", "meddic", "Rep notes: I think their pain is reporting, and I'd pitch a 20% time saving, but the prospect didn't confirm either. Send deck.", []),
  m("nm9", "meddic", "We compared three suppliers on price and delivery for our office chairs last year, it took ages. Anyway, what's your software's price per user?", []),
  m("nm10", "meddic", "Next steps (ours): legal template to them, our SE to prep sandbox, check in with their team on Thursday.", [])
]

const GUARDS: ReadonlyArray<MessyCase> = [
  // Guards of the guess and long-past readings (guessedOrPast.ts): the buyer's own, or today's
  m("g1", "bant", "I think our CFO signs off on anything over 10k.", ["authority"]),
  m("g2", "bant", "Back in March we set aside 15k for this and it's still there.", ["budget"]),
  m("g3", "bant", "Our old system was bought in 2015. We now have 20k approved to replace it.", ["budget"], ["need"]),
  m("g4", "meddic", "Three years ago we doubled in size; now the aim is to cut onboarding from 10 days to 3.", ["metrics"], ["identify_pain"]),
  m("g12", "meddic", "It is important that you call me before five, I'm out after that.", []),
  m("g13", "meddic", "We won't accept any more deliveries after 4pm on Fridays, please tell your driver.", [])
]

export const PACKS5_CASES_BM: ReadonlyArray<MessyCase> = [...BANT, ...MEDDIC, ...GUARDS]
