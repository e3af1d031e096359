// Messages of our own (packpara): pack signals told in other words, near misses that carry a
// topic's words without its signal, and mixtures, in the styles leads arrive in. Each case names
// the detectors it states (`yes`); `maybe` holds the ones a careful reader could label either way,
// left unscored; every other detector of the pack must be not found. Run by packPara.test.ts.
export type Pack = "bant" | "meddic" | "spiced" | "champ"
export interface ParaCase {
  readonly id: string
  readonly pack: Pack
  readonly text: string
  readonly yes: ReadonlyArray<string>
  readonly maybe?: ReadonlyArray<string>
}

const c = (id: string, pack: Pack, text: string, yes: ReadonlyArray<string>, maybe: ReadonlyArray<string> = []): ParaCase => ({ id, pack, text, yes, maybe })

export const BANT_CASES: ReadonlyArray<ParaCase> = [
  c("b1", "bant", "the old contract runs out when the school year ends, so we'd want something in place by then", ["timeline"], ["need"]),
  c("b2", "bant", "I sign off anything under fifty grand myself.", ["authority"]),
  c("b3", "bant", "Hi Dana,\n\nWe've ring-fenced roughly 18k for this out of next year's ops money.\n\nBest,\nMarta Kowalski\nOperations Lead | Brightwell Dental\n+44 20 7946 0011", ["budget"], ["timeline"]),
  c("b4", "bant", "Name: Joel Ruiz\nCompany: Ruiz Landscaping\nHow soon: before the spring rush kicks off in March\nMessage: quotes for crew scheduling", ["timeline"], ["need"]),
  c("b5", "bant", "Subject: replacing our paper job sheets\n\nOur techs still fill in job sheets by hand and half of them get lost before billing. We need a way to capture them on site.", ["need"]),
  c("b6", "bant", "Call w/ Hannah (practice owner). She's the final say on purchases, no board. Wants to move before the lease renewal in June.", ["authority", "timeline"], ["need"]),
  c("b7", "bant", "We have money put aside for this, around 8000 euro, the director already agree to it.", ["budget"], ["authority"]),
  c("b8", "bant", "Nobody above me needs to approve this, it's my call.", ["authority"]),
  c("b9", "bant", "We'd like to be live before our busy season starts in November.", ["timeline"], ["need"]),
  c("b10", "bant", "Our spend on this can't go past about 500 a month.", ["budget"]),
  c("b11", "bant", "The spreadsheets we use to track the fleet just can't keep up anymore, we keep double-booking vans.", ["need"]),
  c("b12", "bant", "Sounds good. To answer your question: it's me and my business partner who decide, nobody else.\n\n> On Tue, Sam wrote:\n> Who else would be involved in the decision?", ["authority"]),
  c("b13", "bant", "Finance earmarked twelve thousand for a new booking system in Q1.", ["budget"], ["timeline", "need"]),
  c("b14", "bant", "Ideally this is sorted before our auditors come back in the autumn.", ["timeline"], ["need"]),
  c("b15", "bant", "I am the owner of the clinic so I can decide alone, no need to ask anybody.", ["authority"]),
  // Near misses: the topic's words, no signal.
  c("b16", "bant", "Just curious, what do other clinics our size usually pay for this?", [], ["need"]),
  c("b17", "bant", "Budget questions go to finance, I can't speak to that.", []),
  c("b18", "bant", "If we ever had money for it, we'd probably look at something like this.", [], ["need"]),
  c("b19", "bant", "My brother-in-law runs a bakery and he signs off everything himself.", []),
  c("b20", "bant", "Our last vendor promised go-live in a month and it took a year.", []),
  c("b21", "bant", "I'm not sure who would need to approve something like this.", []),
  c("b22", "bant", "No timeline yet, just gathering info.", []),
  c("b23", "bant", "A friend said her team got a system like this live in two weeks.", []),
  // Mixtures.
  c("b24", "bant", "Hi,\nI run the front desk at a 12-chair salon and I'm the one who picks the software. We lose bookings every week because the phone goes unanswered. We've set aside about 150 a month and want it running before Christmas.\nThanks\nLeah", ["authority", "need", "budget", "timeline"]),
  c("b25", "bant", "Money's there, around 30k. But I'm not the one who signs - that's our MD.", ["budget"], ["authority"]),
  c("b26", "bant", "Company: Pines Care Home\nRole: Deputy manager\nBudget: not decided yet\nTimeline: as soon as the new wing opens in April\nNeeds: medication rounds are still on paper", ["timeline", "need"]),
  c("b27", "bant", "- runs two cafes, wants stock counts off clipboards\n- asked what we charge vs. competitors (no figure given)\n- wife co-owns, they decide together", ["need", "authority"]),
  c("b28", "bant", "For now we don't have the budget. But the problem is big, the orders get lost between shifts.", ["need"]),
  c("b29", "bant", "We want to switch when the current license ends on 30 June. I'd need my boss to say yes though.", ["timeline"], ["authority", "need"]),
  c("b30", "bant", "Subject: quote please\n\nPlease send pricing for 40 seats. Purchase needs sign-off from our CFO and we're aiming to roll out next quarter.", ["authority", "timeline"], ["need"])
]

export const MEDDIC_CASES: ReadonlyArray<ParaCase> = [
  c("m1", "meddic", "We'd want the no-show rate halved.", ["metrics"]),
  c("m2", "meddic", "Whatever we pick has to talk to our ERP.", ["decision_criteria"]),
  c("m3", "meddic", "I've been banging this drum since spring.", ["champion"]),
  c("m4", "meddic", "The money for this comes from our COO, she'll have the last word.", ["economic_buyer"]),
  c("m5", "meddic", "Hi Tom,\n\nFor context, the way it works here: I shortlist two or three options, IT does a security review, and then it goes to the partners' meeting on the first Monday of the month.\n\nKind regards,\nBen Adeyemi\nPractice Manager", ["decision_process"], ["economic_buyer"]),
  c("m6", "meddic", "Subject: dispatch delays\n\nDrivers wait up to forty minutes for their next job because dispatch is still done by phone. It's killing our margins.", ["identify_pain"], ["metrics"]),
  c("m7", "meddic", "Success for them = first-time fix rate from 70% to 85%+ within a year.", ["metrics"]),
  c("m8", "meddic", "For us very important it works in German and Polish, otherwise the staff will not use it.", ["decision_criteria"]),
  c("m9", "meddic", "I'll be the one pushing this internally, our ops director just needs convincing.", ["champion"], ["economic_buyer"]),
  c("m10", "meddic", "Who approves spend: Finance director (Ruth Okafor)\nMessage: looking at scheduling tools", ["economic_buyer"]),
  c("m11", "meddic", "Every new hire takes us three weeks to get up to speed on the old system.", ["identify_pain"], ["metrics"]),
  c("m12", "meddic", "Two things matter most: it has to run on the tablets we already own and it must not need a server on site.", ["decision_criteria"]),
  c("m13", "meddic", "First we'd run a pilot on one ward, then the board votes on rolling it out.", ["decision_process"], ["economic_buyer"]),
  c("m14", "meddic", "If we could get quotes out same day instead of four days, that would be the win.", ["metrics"], ["identify_pain"]),
  c("m15", "meddic", "Our CEO controls the purse strings on anything like this.", ["economic_buyer"]),
  c("m16", "meddic", "What do your other customers usually measure?", []),
  c("m17", "meddic", "Our old supplier kept going on about their integrations, but honestly none of them worked.", [], ["identify_pain"]),
  c("m18", "meddic", "My sister's company bought something like this and her boss had to sign it off.", []),
  c("m19", "meddic", "Not sure yet how the approval would work on our side.", []),
  c("m20", "meddic", "If I were in your shoes I'd push harder on the marketing.", []),
  c("m21", "meddic", "Do most clients track response times with it?", []),
  c("m22", "meddic", "Our marching band will be banging the drum at the town fair in spring, can you print flyers?", []),
  c("m23", "meddic", "Decisions like that are above my pay grade, I just use the software.", []),
  c("m24", "meddic", "Hi Priya,\n\nThanks for the demo. I'm sold and I'll make the case to our CFO, who holds the budget. She'll care about one thing: that it plugs into Xero without manual exports. Today month-end close takes us eight days; we want it in three.\n\nCheers,\nOwen\n\n> From: Priya\n> Any questions after the demo?", ["champion", "economic_buyer", "decision_criteria", "metrics"], ["identify_pain"]),
  c("m25", "meddic", "honestly the invoicing mess is the worst part, we re-key every order twice. no idea who'd sign for it though", ["identify_pain"]),
  c("m26", "meddic", "Buyer: Dr. Lin (clinical director) signs. Process: 2-week trial -> procurement -> contract. Pain: nurses chasing paper referrals.", ["economic_buyer", "decision_process", "identify_pain"]),
  c("m27", "meddic", "The problem is the stock, every month we throw away food because nobody sees the dates. I want to reduce waste maybe 30 percent.", ["identify_pain", "metrics"]),
  c("m28", "meddic", "Company: Harbor Freight Forwarding\nMain problem: customs paperwork done by hand\nMust-haves: audit trail, works offline at the port", ["identify_pain", "decision_criteria"]),
  c("m29", "meddic", "Our head of logistics is keen and already asked for a trial, but the final call is with the owner, Mr. Haddad.", ["champion", "economic_buyer"], ["decision_process"]),
  c("m30", "meddic", "Subject: Re: proposal\n\nWe compared three tools. Price mattered less than the reporting; the winner needs to show us cost per delivery. Sign-off is with our finance committee next month.", ["decision_criteria", "economic_buyer"], ["decision_process"])
]

export const SPICED_CASES: ReadonlyArray<ParaCase> = [
  c("s1", "spiced", "Every outage costs us a day of orders.", ["impact"], ["pain"]),
  c("s2", "spiced", "The old contract runs out when the school year ends.", ["critical_event"]),
  c("s3", "spiced", "We're a 40-bed care home with two shifts and everything is on paper.", ["situation"], ["pain"]),
  c("s4", "spiced", "We lose about two hours a day chasing missed deliveries.", ["pain"], ["impact"]),
  c("s5", "spiced", "Hello,\n\nThe new food-labelling rules come into force in October and our current system can't print the allergen info.\n\nRegards,\nIngrid Sørensen\nHead of Kitchen Ops\nNordlys Catering AS", ["critical_event"], ["pain", "situation"]),
  c("s6", "spiced", "Our team lead and I will pick together, and we'd want a trial month before we commit.", ["decision"]),
  c("s7", "spiced", "Impact: lost 3 contracts last qtr because of late reports (approx 60k revenue).", ["impact"], ["pain"]),
  c("s8", "spiced", "When the system is down, the drivers stay waiting and we pay them for nothing.", ["pain", "impact"]),
  c("s9", "spiced", "Current setup: Shopify store, stock in Excel, 3 warehouse staff\nWhat you want: one view of stock", ["situation"], ["pain"]),
  c("s10", "spiced", "The way we'd decide: two quotes, a call with references, then the owners vote.", ["decision"]),
  c("s11", "spiced", "Our biggest client's renewal is in March and they want live tracking by then.", ["critical_event"], ["situation"]),
  c("s12", "spiced", "Each missed booking is roughly a hundred quid gone.", ["impact"], ["pain"]),
  c("s13", "spiced", "We keep sending invoices to the wrong address and clients pay weeks late.", ["pain"], ["impact"]),
  c("s14", "spiced", "We move into the new building on the 1st of September.", ["critical_event"]),
  c("s15", "spiced", "I'll make the call with our finance lead once we've seen a demo.", ["decision"]),
  c("s16", "spiced", "What does an outage usually cost companies like ours?", []),
  c("s17", "spiced", "Our neighbours across the road had their system go down for a week last year.", []),
  c("s18", "spiced", "If the rules ever change we'd have to look at this again.", []),
  c("s19", "spiced", "Who usually makes the decision at places like ours?", []),
  c("s20", "spiced", "My old employer had all their orders in spreadsheets.", []),
  c("s21", "spiced", "We open at 7 and close at 6.", [], ["situation"]),
  c("s22", "spiced", "Not sure what this would cost us if it went wrong, never measured it.", []),
  c("s23", "spiced", "No deadline on our side.", []),
  c("s24", "spiced", "Hi,\n\nWe're a family-run bakery with 3 shops. Orders arrive by phone and WhatsApp and go missing, last month we remade 40 cakes. That's real money. Our lease on the till system ends in May. My husband and I decide together.\n\nAnna\n\n-----Original Message-----\nFrom: Sales\nSubject: Your enquiry", ["situation", "pain", "impact", "critical_event", "decision"]),
  c("s25", "spiced", "downtime hits us hard, maybe 5k an hour, but we've no deadline, just exploring", ["impact"], ["pain"]),
  c("s26", "spiced", "Subject: urgent - need this before audit\n\nOur ISO audit is on 14 November and we still log calibrations in a notebook. Missing records last time cost us a major finding.", ["critical_event", "situation", "impact"], ["pain"]),
  c("s27", "spiced", "We are 12 persons in the office, using Outlook only. The decision is from the boss, not me.", ["situation", "decision"]),
  c("s28", "spiced", "- 3 sites, 60 techs\n- pain: no visibility of who's where\n- no event driving timing\n- asked what others pay", ["situation", "pain"]),
  c("s29", "spiced", "Company size: 25\nProblem: customer calls go unanswered at lunch\nDeadline: none", ["situation", "pain"], ["impact"]),
  c("s30", "spiced", "We are opening our fourth store in March and the current POS can't handle more than three. It already crashes on Saturdays.", ["critical_event", "pain"], ["situation"])
]

export const CHAMP_CASES: ReadonlyArray<ParaCase> = [
  c("c1", "champ", "The reports take my team two days every month, by hand.", ["challenges"]),
  c("c2", "champ", "I sign off anything under fifty grand.", ["authority"], ["money"]),
  c("c3", "champ", "We've got around 20k set aside for it.", ["money"]),
  c("c4", "champ", "This is the top thing on my list this quarter.", ["prioritization"]),
  c("c5", "champ", "Hi Carla,\n\nThis jumped to the front of the queue after last week's outage - nothing else on our roadmap matters as much right now.\n\nThanks,\nRaj\nIT Manager, Coldstream Logistics", ["prioritization"], ["challenges"]),
  c("c6", "champ", "Job title: Owner\nCan you approve purchases? Yes, I own the firm", ["authority"]),
  c("c7", "champ", "Money is not the problem, we can spend until 10k for this.", ["money"]),
  c("c8", "champ", "Money: funded from the Q2 ops budget, ~6k approved.", ["money"]),
  c("c9", "champ", "Our volunteers can't see who's on shift, so we keep ending up with nobody at the door.", ["challenges"]),
  c("c10", "champ", "I have to run anything like this past our trustees.", ["authority"]),
  // A low rank is a rank, but the pack reads it as prioritization denied (champ.ts): either reading is fair.
  c("c11", "champ", "Honestly it's a nice-to-have, there are five things ahead of it.", [], ["prioritization"]),
  c("c12", "champ", "Fixing this is the one thing the whole team agrees has to happen first.", ["prioritization"]),
  c("c13", "champ", "Subject: can't keep up with returns\n\nReturns pile up for weeks because we process them in three different systems.", ["challenges"]),
  c("c14", "champ", "Spending decisions here are mine.", ["authority"]),
  c("c15", "champ", "We can afford maybe 200 a month, not more.", ["money"]),
  c("c16", "champ", "Just wondering what a firm like ours would typically spend on this?", []),
  c("c17", "champ", "Money questions go to our accountant, I can't say.", [], ["authority"]),
  c("c18", "champ", "If it were a priority, we'd have done it last year.", [], ["prioritization"]),
  c("c19", "champ", "My cousin's gym had trouble with their booking app.", []),
  c("c20", "champ", "Is this usually something the owner decides on?", []),
  c("c21", "champ", "Not sure where this sits yet, I need to talk with the team.", []),
  c("c22", "champ", "Our old CRM vendor said we'd save money, we didn't.", [], ["challenges"]),
  c("c23", "champ", "Do you offer discounts for charities?", []),
  c("c24", "champ", "Hi Jonas,\n\nShort version: our engineers lose half a day each week hunting for drawings. I run engineering and can approve this myself up to 15k, and it's our number one fix for Q1.\n\nBest regards,\nElif Aydın\nHead of Engineering\n\nOn Mon, Jonas wrote:\n> Happy to help, what's going on?", ["challenges", "authority", "prioritization"], ["money"]),
  c("c25", "champ", "money is tight tbh, we haven't set anything aside. but the double bookings are a nightmare", ["challenges"]),
  c("c26", "champ", "The boss decide everything, I only collect offers. For us this is important but the new website is first.", ["authority", "prioritization"]),
  c("c27", "champ", "- pain: stock-outs every weekend\n- $$: TBD, will ask finance\n- priority: high, after the ERP go-live", ["challenges", "prioritization"]),
  c("c28", "champ", "Budget: 5-10k\nDecision maker: me\nMain challenge: leads slip through because we track them in email", ["money", "authority", "challenges"]),
  c("c29", "champ", "Subject: pricing?\n\nWhat would 30 users cost? My manager asked me to find out, she decides.", ["authority"]),
  c("c30", "champ", "It's on the list but not near the top. The real headache is payroll taking three days.", ["challenges"], ["prioritization"])
]

export const PARA_CASES: ReadonlyArray<ParaCase> = [...BANT_CASES, ...MEDDIC_CASES, ...SPICED_CASES, ...CHAMP_CASES]
