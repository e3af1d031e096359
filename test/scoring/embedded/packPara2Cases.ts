// Messages of our own (packpara, second set): pack signals told without their textbook words
// (a critical event as a date forced from outside, impact as hours or money saved, a champion as
// someone who has been pressing for it, criteria as must-haves, a priority as a rank among the
// year's projects) and near misses (a question about what others pay, a hypothetical, a third
// party, a denial, a bare "decisions go through the board"). Each case names the detectors it
// states (`yes`); `maybe` holds the ones a careful reader could label either way, left unscored;
// every other detector of the pack must be not found. Run by packPara2.test.ts.
import type { ParaCase, Pack } from "./packParaCases.js"

const c = (id: string, pack: Pack, text: string, yes: ReadonlyArray<string>, maybe: ReadonlyArray<string> = []): ParaCase => ({ id, pack, text, yes, maybe })

const BANT: ReadonlyArray<ParaCase> = [
  c("pb1", "bant", "The fire authority told us paper evacuation logs won't be accepted after the 1st of August, so the new system has to be running before then.", ["timeline"], ["need"]),
  c("pb2", "bant", "Leadership put 25 thousand aside in next year's plan for replacing the rota spreadsheets.", ["budget"], ["timeline", "need"]),
  c("pb3", "bant", "Name: Tomasz Nowak\nOrganisation: Hillcrest Climbing Centre\nSpend we can commit: around £400/month\nMessage: looking at membership and booking systems", ["budget"], ["need"]),
  c("pb4", "bant", "Call notes, Fenwick Marina\n- harbour master (Gail) holds the purse and signs contracts herself\n- berth bookings still on a whiteboard, berths get double-let every summer\n- wants it in before the season opens at Easter", ["authority", "need", "timeline"]),
  c("pb5", "bant", "Hi Marco,\n\nJust so you know, the purchase is mine to approve, there's no committee here.\n\nAll the best,\nRuth Adebayo\nOwner, Adebayo Print Works", ["authority"]),
  c("pb6", "bant", "Someone writes the walk-in freezer temperatures on a clipboard every four hours, and two deliveries spoiled this year before anyone noticed. We need sensors that alert us.", ["need"]),
  c("pb7", "bant", "The grant we received for digital upgrades covers this, roughly 9,000 euros.", ["budget"]),
  c("pb8", "bant", "we have to have this working by the time the new term starts in september, the council inspection is the week after", ["timeline"], ["need"]),
  c("nb1", "bant", "Out of interest, what do ski schools like ours normally end up paying for something like this?", [], ["need"]),
  c("nb2", "bant", "If the council ever approves the digital fund, we might have some money for this down the line.", []),
  c("nb3", "bant", "My predecessor had set money aside for a scheduling tool, but it all went on the roof repairs.", []),
  c("nb4", "bant", "I don't know yet when we'd want to start, could be next year, could be never.", []),
  c("nb5", "bant", "Our accountant keeps telling us we should get a system like yours.", [], ["need"]),
  c("nb6", "bant", "The owner of the venue next door bought your system last spring and decided it all herself.", []),
  c("nb7", "bant", "Company: Brookside Pottery\nBudget: don't know\nTimeline: no rush\nMessage: just browsing what's out there", []),
  c("nb8", "bant", "Could you tell me who on your side approves discounts?", [])
]

const MEDDIC: ReadonlyArray<ParaCase> = [
  c("pm1", "meddic", "It would give each of our dispatchers back about six hours a week.", ["metrics"], ["identify_pain"]),
  c("pm2", "meddic", "Non-negotiables for us: single sign-on, and the data has to stay in an EU data centre.", ["decision_criteria"]),
  c("pm3", "meddic", "Our head nurse has been pushing for a proper rostering tool since last winter and she's rallying the other wards behind it.", ["champion"]),
  c("pm4", "meddic", "Anything we buy gets reviewed by our IT security team first, then legal checks the contract, and the managing partner signs at the end.", ["decision_process"], ["economic_buyer"]),
  c("pm5", "meddic", "Hi Lena,\n\nThe cheque book sits with our finance director, Arun Mehta; nothing over 5k happens without him.\n\nRegards,\nClaire Dubois\nOffice Manager\nDubois & Partners Architects", ["economic_buyer"]),
  c("pm6", "meddic", "Our surveyors spend their evenings retyping site notes into reports, and clients wait a week for something that should take a day.", ["identify_pain"], ["metrics"]),
  c("pm7", "meddic", "Company: Ridgeway Orthodontics\nWhat does success look like?: chair utilisation up from 70% to 85% by year end\nMessage: interested in a demo", ["metrics"]),
  c("pm8", "meddic", "Notes - Kestrel Ground Handling\n- ops manager (Femi) is our inside advocate, he's been lobbying the board for two years\n- must-haves: works on rugged handhelds, offline mode on the apron\n- turnaround paperwork eats roughly 40 minutes per flight", ["champion", "decision_criteria", "identify_pain"], ["metrics", "economic_buyer"]),
  c("nm1", "meddic", "Decisions like this go through the board.", [], ["economic_buyer"]),
  c("nm2", "meddic", "What kind of results do your customers usually see?", []),
  c("nm3", "meddic", "A friend at another clinic has been pushing her manager for something like this for ages.", []),
  c("nm4", "meddic", "We haven't worked out yet what we'd need it to do.", []),
  c("nm5", "meddic", "Is there someone on your team who could look after our account?", []),
  c("nm6", "meddic", "Not sure who would sign off on it, probably whoever is in charge after the merger.", []),
  c("nm7", "meddic", "Your brochure says customers cut admin time by 30%.", []),
  c("nm8", "meddic", "I'm not really the right person to push for this, I was just asked to collect some brochures.", [])
]

const SPICED: ReadonlyArray<ParaCase> = [
  c("ps1", "spiced", "The regulator's new digital record-keeping rule applies from 1 April and we have to be filing that way by then.", ["critical_event"], ["situation"]),
  c("ps2", "spiced", "Automating the weekly stock count would save us roughly 1,500 pounds a month in overtime.", ["impact"], ["pain", "situation"]),
  c("ps3", "spiced", "We run four grooming salons with 22 groomers, and bookings come in by phone, Instagram and a paper diary.", ["situation"], ["pain"]),
  c("ps4", "spiced", "Hi,\n\nOur contract with the current booking provider ends on 31 March and they've told us they won't renew it, so we need something else live before that date.\n\nThanks,\nNoor Hassan\nCentre Manager, Eastgate Leisure", ["critical_event"], ["situation", "pain"]),
  c("ps5", "spiced", "Because shifts get swapped on WhatsApp, we regularly end up with no qualified lifeguard on poolside and have to close the pool for an hour.", ["pain"], ["impact", "situation"]),
  c("ps6", "spiced", "Organisation: Alder Valley Hospice\nWho will make the call?: me and our finance trustee, after a two-week trial\nMessage: volunteer scheduling", ["decision"], ["situation"]),
  c("ps7", "spiced", "- translation agency, 14 project managers, jobs tracked in Trello\n- missed deadlines cost them two clients this year (around 45k in revenue)\n- big publisher contract starts 1 Feb, must be on the new workflow by then", ["situation", "impact", "critical_event"], ["pain"]),
  c("ps8", "spiced", "every hour a lift is out of service we pay the building owner a penalty of about 300 euros", ["impact"], ["pain"]),
  c("ns1", "spiced", "How much do outages usually cost a company of our size?", []),
  c("ns2", "spiced", "If the regulations change next year we might need to revisit this.", []),
  c("ns3", "spiced", "Our sister company moved their scheduling online last spring and had a rough time.", []),
  c("ns4", "spiced", "No hard deadline on our side, we'd just like to tidy things up at some point.", []),
  c("ns5", "spiced", "Who at your company decides on the pricing for charities?", []),
  c("ns6", "spiced", "Honestly I couldn't put a number on what it costs us, we've never measured it.", []),
  c("ns7", "spiced", "We're nowhere near deciding anything, just reading up.", []),
  c("ns8", "spiced", "When does your next product release come out?", [])
]

const CHAMP: ReadonlyArray<ParaCase> = [
  c("pc1", "champ", "Of the projects we've lined up for this year, this is the first one we want done.", ["prioritization"]),
  c("pc2", "champ", "Among everything on next year's IT plan, this sits right after the network upgrade.", ["prioritization"]),
  c("pc3", "champ", "Our volunteers spend Sunday evenings rebuilding the week's rota from scratch by text message.", ["challenges"]),
  c("pc4", "champ", "I can sign contracts up to 20k without anyone else.", ["authority"], ["money"]),
  c("pc5", "champ", "Hi Ben,\n\nThe trustees have released 12,000 from this year's reserves for a new ticketing system.\n\nKind regards,\nMaya Lindqvist\nGeneral Manager, Lantern Street Theatre", ["money"], ["authority"]),
  c("pc6", "champ", "Company: Coldharbour Brewing\nRole: Co-founder\nWhere does this rank for you?: top three for 2027\nMessage: we lose track of our kegs", ["prioritization", "challenges"], ["authority"]),
  c("pc7", "champ", "keg tracking is a mess, we lose about 30 kegs a year to pubs that never send them back", ["challenges"]),
  c("pc8", "champ", "I'm the one who'll say yes or no to this, it's my company.", ["authority"]),
  c("nc1", "champ", "What are other breweries our size paying for this kind of thing?", []),
  c("nc2", "champ", "We might free up some money for it next year if sales pick up.", []),
  c("nc3", "champ", "Priority support is included, right?", []),
  c("nc4", "champ", "My boss's boss will probably have an opinion, but honestly I don't know who signs.", []),
  c("nc5", "champ", "It's not something we're going to get to this year.", []),
  c("nc6", "champ", "Our old supplier said our account would be their top priority, and it never was.", []),
  c("nc7", "champ", "Do you give multi-year discounts if we pay upfront?", []),
  c("nc8", "champ", "The farm shop down the road struggles with the same stock problem.", [])
]

// Second batch, written after the first fixes: the same families in other words, and near misses
// of the new readings (a reply asked within a day, another firm's advocate, a vendor's must-have).
const MORE: ReadonlyArray<ParaCase> = [
  c("qs1", "spiced", "We're hosting the national championships here in June and the booking system has to cope by then.", ["critical_event"], ["situation", "pain"]),
  c("qs2", "spiced", "The old phone lines get switched off when the copper network is retired in our area next spring.", ["critical_event"], ["situation"]),
  c("qs3", "spiced", "If this worked we'd get back about a day a week for every coordinator.", ["impact"]),
  c("qs4", "spiced", "We reckon we're leaving 10% of bookings on the table.", ["impact"], ["pain"]),
  c("qs5", "spiced", "Hi, could you get back to me in a day or two? Thanks", []),
  c("qs6", "spiced", "We might have a deadline if the tender goes ahead, but nothing's fixed.", []),
  c("qm1", "meddic", "I've been nagging our directors about this since last year.", ["champion"]),
  c("qm2", "meddic", "My colleague in Bristol has been pushing for this kind of tool at her company.", []),
  c("qm3", "meddic", "Is it a must-have to use your app on phones, or can we use the web?", []),
  c("qm4", "meddic", "Nobody here is really driving this, it came up at a team meeting.", []),
  c("qc1", "champ", "It's the biggest of the three projects we have money for this year.", ["prioritization"], ["money"]),
  c("qc2", "champ", "Out of everything on the board's list for 2027, this is number two.", ["prioritization"]),
  c("qc3", "champ", "This is right behind the new warehouse in terms of what gets done this year.", ["prioritization"]),
  c("qc4", "champ", "Where does this usually sit for other schools, priority-wise?", []),
  c("qc5", "champ", "What would a typical hotel spend on this per room?", []),
  c("qb1", "bant", "What would a typical hotel spend on this per room?", [])
]

// Third batch: dates forced by a partner or a booked visit, money never seen, half a day gone, a
// rank among the year's few things, money no obstacle under a cap; near misses of the same words.
const THIRD: ReadonlyArray<ParaCase> = [
  c("rs1", "spiced", "The hospital we supply is switching to electronic ordering in the new year and won't take faxed orders after that.", ["critical_event"], ["situation", "pain"]),
  c("rs2", "spiced", "Our accreditation visit is booked for the first week of March.", ["critical_event"]),
  c("rs3", "spiced", "Each no-show leaves a chair empty for an hour, that's roughly £90 we never see.", ["impact"], ["pain"]),
  c("rs4", "spiced", "My friend's gym switched systems before their lease ended.", []),
  c("rs5", "spiced", "What happens to our data if our contract with you ends?", []),
  c("rs6", "spiced", "I'm not sure it costs us anything really, it's just annoying.", [], ["pain"]),
  c("rc1", "champ", "Honestly this is the project I want off my plate before anything else this year.", ["prioritization"]),
  c("rc2", "champ", "We've got three big things this year and this is one of them.", ["prioritization"]),
  c("rc3", "champ", "Money isn't an issue as long as it's under about 300 a month.", ["money"]),
  c("rc4", "champ", "Our reception staff spend half their day on the phone rescheduling.", ["challenges"]),
  c("rc5", "champ", "My manager decides what goes on the rota each week.", []),
  c("rc6", "champ", "Budget: TBC\nPriority: not sure yet\nDecision maker: will confirm", []),
  c("rc7", "champ", "Is this something you prioritise for bigger clients?", []),
  c("rc8", "champ", "Cost-wise, what are other gyms paying you?", [])
]

// Fourth batch: a season set by an outsider, a place at the top or in line, working to get it
// approved, the decision sitting with someone; near misses of the same words.
const FOURTH: ReadonlyArray<ParaCase> = [
  c("ts1", "spiced", "The supermarket chain we deliver to wants electronic proof of delivery from all suppliers by spring.", ["critical_event"], ["situation"]),
  c("tc1", "champ", "On our list of five projects for the coming year, this is at the top.", ["prioritization"]),
  c("tc2", "champ", "Realistically this is third in line after the new website and the van replacement.", ["prioritization"]),
  c("tc3", "champ", "Your logo sits right at the top of the invoice, can we move it?", []),
  c("tm1", "meddic", "I've been trying to get something like this approved for two years now.", ["champion"]),
  c("tm2", "meddic", "Decision sits with the board.", ["economic_buyer"]),
  c("tm3", "meddic", "Decisions like this go to the board.", [], ["economic_buyer"]),
  c("tm4", "meddic", "I've been trying to get through to your support team for two days.", [], ["identify_pain"])
]

// Fifth batch: near misses (a say held in the past, money since spent, a routine check, an
// effect asked about, a title away) beside the plain signals they must leave alone.
const FIFTH: ReadonlyArray<ParaCase> = [
  c("fb1", "bant", "My old boss used to sign off everything like this.", []),
  c("fb2", "bant", "I sign off anything like this myself.", ["authority"]),
  c("fc1", "champ", "We had money set aside last year but it was spent on the refit.", []),
  c("fc2", "champ", "We had money set aside last year and it's still there, about 8k.", ["money"]),
  c("fs1", "spiced", "We have an inspection every year, nothing special about this one.", []),
  c("fs2", "spiced", "Our annual inspection is in March this year.", ["critical_event"]),
  c("fs3", "spiced", "Would it save us time? Hard to say.", []),
  c("fm1", "meddic", "Our CFO is on maternity leave until June.", []),
  c("fm2", "meddic", "Our CFO signs off anything over 10k.", ["economic_buyer"], ["decision_process"])
]

// Sixth batch: call notes and forms in shorthand (a count of sites, orders by channel, a couple
// deciding, a roll-out on a date, a budget range label), a body's authority that decides nothing.
const SIXTH: ReadonlyArray<ParaCase> = [
  c("xs1", "spiced", "Company: Tern Ferries\nCrew: 40 across two boats\nWhat's driving this now?: the maritime authority wants digital crew hours logs from 1 May\nMessage: demo please", ["critical_event"], ["situation", "pain"]),
  c("xs2", "spiced", "Notes: caller runs 3 bakeries; orders via phone + Insta DMs; loses ~5 orders/week to mixups (~£300); lease on shop 2 ends in June, moving to bigger site; she + husband decide", ["situation", "impact", "critical_event", "decision"], ["pain"]),
  c("xs3", "spiced", "Our franchisor is rolling out a mandatory new POS across the network in September and we need a compatible booking tool before then.", ["critical_event"], ["situation"]),
  c("xc1", "champ", "Company: Larkspur Vets\nBudget range: 200-400/month\nPriority (1-5): 5\nBiggest headache: vaccination reminders are sent late or never sent", ["money", "prioritization", "challenges"]),
  c("xc2", "champ", "We have about 500 a month we could put towards this.", ["money"]),
  c("xc3", "champ", "We only stock the budget range of tyres, nothing premium.", [])
]

export const PARA2_CASES: ReadonlyArray<ParaCase> = [...BANT, ...MEDDIC, ...SPICED, ...CHAMP, ...MORE, ...THIRD, ...FOURTH, ...FIFTH, ...SIXTH]
