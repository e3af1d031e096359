// Messages of our own (packs3): BANT and MEDDIC told indirectly on fresh text — authority as a
// sign-off limit, a final say or a partner's OK; a timeline as a commitment beside a vague wish;
// a budget as a range, an approved pot, a monthly figure or a ceiling; an economic buyer beside a
// champion; criteria and process told as a story. A third are near misses: the agent's question
// echoed back, somebody else's budget, a topic put off. `yes` names the detectors stated, `maybe`
// the ones a careful reader could label either way. "[agent] …" / "[user] …" lines are a
// transcript. Run by packs3.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const PACKS3_BANT: ReadonlyArray<MessyCase> = [
  // --- budget as a range, a pot, a monthly figure, a ceiling
  m("qb1", "bant", "We're a six-person architecture practice. Somewhere between 300 and 500 a month is what we'd be comfortable paying for a drawing register.", ["budget"], ["need"]),
  m("qb2", "bant", "The partners have set aside £12k for a new booking system this financial year.", ["budget"], ["need", "authority"]),
  m("qb3", "bant", "I can go up to about 80 per user per month, beyond that I'd have to justify it.", ["budget"], ["authority"]),
  m("qb4", "bant", "Ceiling is 20k all in, including setup.", ["budget"]),
  m("qb5", "bant", "Spending-wise we're thinking 1,500 to 2,000 for the year.", ["budget"]),
  m("qb6", "bant", "Whatever it costs, it has to come in under what the temp agency charges us, roughly 900 a month.", ["budget"]),
  // --- authority told indirectly
  m("qa1", "bant", "It's my call in the end, though I'll run it past the team.", ["authority"]),
  m("qa2", "bant", "I sign off anything under 10k without needing anyone else.", ["authority"]),
  m("qa3", "bant", "I'll need my partner's OK before we commit, she handles the money side.", ["authority"]),
  m("qa4", "bant", "[agent] Who will make the final decision?\n[user] that'd be me and the head chef together, we run the place as partners", ["authority"]),
  m("qa5", "bant", "Any purchase over 2k goes to the board, and this one will be over.", ["authority"], ["budget"]),
  // --- timeline as a commitment
  m("qt1", "bant", "We must have the new till system live before the Christmas market opens on 1 December, no later.", ["timeline"], ["need"]),
  m("qt2", "bant", "[agent] When do you need it by?\n[user] the season starts mid-March so we'd want it running a fortnight before that", ["timeline"]),
  m("qt3", "bant", "We need to be up and running by the end of next month, when the current contract expires.", ["timeline"], ["need"]),
  m("qn1", "bant", "Our kennels are fully booked every summer and the paper diary can't keep up; we need an online booking system.", ["need"]),
  // --- whole messages
  m("qf1", "bant", "Name: Oskar Lind\nCompany: Lind Ferries\nBudget range: 5-8k\nTimeframe: go live by 1 May\nRole: Owner\nNeeds: ticketing for our two boats, currently cash only", ["budget", "timeline", "need"], ["authority"]),
  m("qf2", "bant", "Hi Tom,\n\nThanks for the call. To answer your questions: the money's there, the trustees approved £6,500 at last week's meeting. I'm the treasurer and the spend is mine to authorise up to that amount. We'd like it running for the autumn term starting 4 September.\n\nBest,\nHelen", ["budget", "authority", "timeline"], ["need"]),
  m("qf3", "bant", "[agent] What are you paying at the moment?\n[user] 240 a month for the old system\n[agent] And would you spend more?\n[user] no, same again at most, it just has to actually work", ["budget"], ["need"]),
  // --- near misses: vague wishes, echoes, others' money, topics put off
  m("qx1", "bant", "It'd be lovely to have something one day, no date in mind and no rush.", [], ["need"]),
  m("qx2", "bant", "[agent] Is there a budget put aside for this?\n[user] a budget put aside? not really thought about it yet", []),
  m("qx3", "bant", "My brother-in-law runs a garage and he spent about 15k on his system, which seems a lot to me.", []),
  m("qx4", "bant", "Budget's a conversation for later, let's first see if it even works for us.", []),
  m("qx5", "bant", "We'll come back to who signs once we've seen a demo.", []),
  m("qx6", "bant", "The landlord's budget for the building works is huge, but that's not our money.", []),
  m("qx7", "bant", "Our accountant keeps asking when we'll have a budget; honestly we haven't set one.", []),
  m("qx8", "bant", "[agent] Do you have a timeframe?\n[user] a timeframe? hmm, not yet, depends on the owners", [], ["authority"]),
  m("qx9", "bant", "We can't spend anything until the new financial year in April.", [], ["timeline"]),
  m("qx10", "bant", "I'm just the office junior, I was asked to collect prices for my boss.", [], ["authority"]),
  m("qx11", "bant", "Our head office in Lyon picks all the software, we just use whatever they choose.", [], ["authority"]),
  m("qx12", "bant", "[agent] Who else is part of the decision?\n[user] part of the decision? not sure yet, we haven't got that far", [])
]

export const PACKS3_MEDDIC: ReadonlyArray<MessyCase> = [
  m("qm1", "meddic", "The finance director holds the purse for anything like this and she'll be the one to sign.", ["economic_buyer"]),
  m("qm2", "meddic", "Rosa has pushed for this inside the firm for a year and will present it to the partners.", ["champion"], ["decision_process"]),
  m("qm3", "meddic", "Whatever we choose must work offline on the farm and export straight to our vet's system.", ["decision_criteria"]),
  m("qm4", "meddic", "First a two-week trial with the yard staff, then the owners vote at the quarterly meeting, then contracts.", ["decision_process"], ["economic_buyer"]),
  m("qm5", "meddic", "Right now we lose about 5% of lambing records because they're kept on scraps of paper.", ["identify_pain"], ["metrics"]),
  m("qm6", "meddic", "Success for us would be cutting the time to reconcile stock from two days to a morning.", ["metrics"], ["identify_pain"]),
  m("qm7", "meddic", "Last time we bought software, IT looked at it, legal read the contract and then it sat with the CEO for a month before she signed. I expect the same this time.", ["decision_process"], ["economic_buyer"]),
  m("qm8", "meddic", "We dropped our last supplier because nobody answered the phone at weekends, so round-the-clock support is a must.", ["decision_criteria"], ["identify_pain"]),
  m("qm9", "meddic", "I'm keen and I'll make the case, but the money is Ahmed's, he's our MD.", ["champion", "economic_buyer"]),
  m("qm10", "meddic", "The COO has the final say on spend and has already blessed the pilot.", ["economic_buyer"], ["champion", "decision_process"]),
  m("qm11", "meddic", "I'll be honest, I'm your biggest fan here and I've already talked up the demo to both directors.", ["champion"]),
  m("qm12", "meddic", "We score every vendor on price, ease of use and how well they integrate with Xero; that's how we'll judge yours too.", ["decision_criteria"], ["decision_process"]),
  m("qm13", "meddic", "Our goal is to get invoice errors below 2% by year end.", ["metrics"], ["identify_pain"]),
  m("qm14", "meddic", "Call notes 3 Oct, Braemar Distillery\n- bottling records on paper, batch recalls take days\n- target: trace any batch in under an hour\n- Ewan (ops mgr) is our advocate, will take it to the board\n- board signs, chair Fiona holds the budget\n- must integrate with the duty returns\n- process: demo to board 20 Oct, then 30-day trial, then sign", ["identify_pain", "metrics", "champion", "economic_buyer", "decision_criteria", "decision_process"]),
  m("qm15", "meddic", "Company: Haldane Opticians\nWho approves the purchase?: our regional director\nHow will you evaluate?: must book eye tests online and remind patients by SMS\nMain problem: one in five patients doesn't turn up", ["economic_buyer", "decision_criteria", "identify_pain"], ["metrics"]),
  m("qm16", "meddic", "The last system we tried fell over because it couldn't handle two warehouses, so that's non-negotiable now.", ["decision_criteria"], ["identify_pain"]),
  m("qm17", "meddic", "My manager says we need the numbers before she'll take it to procurement, and procurement then runs it past legal.", ["decision_process"], ["economic_buyer", "champion", "metrics"]),
  m("qm18", "meddic", "We'd measure it by how many repeat bookings we get, currently about one in five.", ["metrics"]),
  // --- near misses
  m("qy1", "meddic", "[agent] Who's the economic buyer on your side?\n[user] the economic buyer? good question, I'd need to find out", []),
  m("qy2", "meddic", "Our sister company chose their vendor on price alone, but that was their call.", []),
  m("qy3", "meddic", "We'll talk about how the decision gets made once the pilot is done.", [], ["decision_process"]),
  m("qy4", "meddic", "Our competitor's rollout took six months and went badly, from what we heard.", []),
  m("qy5", "meddic", "We won't be discussing budget holders until we know it works.", []),
  m("qy6", "meddic", "Nobody here really owns this project, to be honest; it keeps falling between desks.", [], ["identify_pain"]),
  m("qy7", "meddic", "[agent] What criteria will you choose by?\n[user] criteria? I hadn't really got that far", [])
]
