// Challenge set of our own for champauth.test.ts (issue 22): MEDDIC champion, decision criteria
// and metrics, and BANT/CHAMP authority told in paraphrase, in emails with signatures, call notes,
// forms and chat; positives and near misses (negations, deferrals, third parties, hypotheticals,
// topic words without the signal). Domains: a brewery, a dental group, a law firm, a bus operator,
// a school, a hotel, a vet chain, a print shop, a charity, a farm shop, a garden centre.
// Sentences written for this set; none is taken from a dataset.

export type ChampauthKey = "meddic.champion" | "meddic.decision_criteria" | "meddic.metrics" | "bant.authority" | "champ.authority"
export type ChampauthCase = readonly [id: string, key: ChampauthKey, text: string, want: boolean]

export const CHAMPAUTH_CASES: ReadonlyArray<ChampauthCase> = [
  // ---- champion: by deed or commitment
  ["c1", "meddic.champion", "Hi Sam,\n\nI've been lobbying our COO about this since the spring and I think she's finally listening.\n\nBest,\nGreta Lind\nHead of Brewing", true],
  ["c2", "meddic.champion", "Once the trial is done I'll build the internal case and walk it through our exec meeting myself.", true],
  ["c3", "meddic.champion", "Don't worry about the board, leave them to me.", true],
  ["c4", "meddic.champion", "Call notes 14/11: Dr Pryce wants this badly; she offered to present the numbers to the other partners herself.", true],
  ["c5", "meddic.champion", "I'm going to keep pressing the trustees on this until we get a yes.", true],
  ["c6", "meddic.champion", "Honestly I'll be the one selling it to the depot managers, they trust me.", true],
  ["c7", "meddic.champion", "i've already talked the headteacher round, she just wants to see the price", true],
  ["c8", "meddic.champion", "I'll take the lead on getting sign-off from our regional directors.", true],
  // ---- champion: near misses
  ["c9", "meddic.champion", "Thanks for the slides, I'll forward this on to the team.", false],
  ["c10", "meddic.champion", "I can't promise anyone upstairs will care about it, to be honest.", false],
  ["c11", "meddic.champion", "Thanks,\nOwen Marsh\nInnovation Champion, Lakeside Vets", false],
  ["c12", "meddic.champion", "Your reference customer at the hotel group was very keen on your rollout, they said.", false],
  ["c13", "meddic.champion", "If someone senior got behind it, it might move, but that won't be me.", false],
  ["c14", "meddic.champion", "I'm happy to pass your brochure along to reception.", false],
  // ---- decision criteria: requirements that will decide
  ["d1", "meddic.decision_criteria", "Whoever can get our timetables onto the drivers' tablets overnight wins this.", true],
  ["d2", "meddic.decision_criteria", "Our must-haves are offline booking, card payments at the till and a Welsh-language option.", true],
  ["d3", "meddic.decision_criteria", "We'll score vendors on three things: price per site, ease of training and how quickly support answers.", true],
  ["d4", "meddic.decision_criteria", "Email from the practice manager:\n\nAnything we pick has to work with our X-ray software, or it's out.\n\nRegards,\nNia", true],
  ["d5", "meddic.decision_criteria", "What will swing it for the partners is whether conflict checks run automatically.", true],
  ["d6", "meddic.decision_criteria", "Requirement form\nPractice size: 14 lawyers\nWhat the system must do: keep time entries per matter and bill monthly", true],
  ["d7", "meddic.decision_criteria", "We won't look at any tool that stores guest data outside the EU.", true],
  // ---- decision criteria: features merely asked about, or not deciding
  ["d8", "meddic.decision_criteria", "Does your app work offline? Just curious.", false],
  ["d9", "meddic.decision_criteria", "Quick question: do you integrate with Xero at all?", false],
  ["d10", "meddic.decision_criteria", "Our old supplier had to be chased every week, it was exhausting.", false],
  ["d11", "meddic.decision_criteria", "The entry requirements for the school's sixth form changed this year.", false],
  ["d12", "meddic.decision_criteria", "We don't really have a list of requirements, we'll know it when we see it.", false],
  // ---- metrics: measurable target or current figure tied to the goal
  ["m1", "meddic.metrics", "We want to cut first-response time from 9 hours to 2.", true],
  ["m2", "meddic.metrics", "We lose about 40 orders a week because the site times out at checkout.", true],
  ["m3", "meddic.metrics", "Notes: Ravi says the kitchen throws away roughly 30 kilos of food daily; the goal is to halve that by summer.", true],
  ["m4", "meddic.metrics", "Right now only 60% of invoices get paid on time and the board wants it above 90.", true],
  ["m5", "meddic.metrics", "Each missed vaccination reminder costs us about £80 in lost visits, and we miss maybe 200 a month.", true],
  ["m6", "meddic.metrics", "Form: What does success look like? Every print job quoted within one working day.", true],
  ["m7", "meddic.metrics", "if we could get the no-show rate under 5 percent that would pay for itself", true],
  // ---- metrics: numbers with no goal
  ["m8", "meddic.metrics", "We have 120 staff across 4 sites.", false],
  ["m9", "meddic.metrics", "Call me on 07700 900123 after 3pm.", false],
  ["m10", "meddic.metrics", "Your quote said 450 a month, is that per site?", false],
  ["m11", "meddic.metrics", "Thanks,\nLeo Quist\nOperations\nUnit 12, Mill Road, Leeds LS9 8AB", false],
  ["m12", "meddic.metrics", "We opened our third garden centre in 2019.", false],
  // ---- authority: the sender's own decision power
  ["a1", "bant.authority", "It's my budget, so if I like it we go.", true],
  ["a2", "bant.authority", "I sign anything under 20k without asking anyone.", true],
  ["a3", "bant.authority", "My partner and I decide these things together, there's no one else.", true],
  ["a4", "bant.authority", "Nobody else needs to approve this, I run the farm shop.", true],
  ["a5", "champ.authority", "Purchases like this are my call as practice owner.", true],
  ["a6", "champ.authority", "The go-ahead comes from me, nobody else.", true],
  ["a7", "bant.authority", "Hi,\n\nI hold the purse strings for IT across both hotels, so talk to me.\n\nThanks,\nMarta", true],
  // ---- authority: another's or none
  ["a8", "bant.authority", "I'm not the one who decides, I just look after the rota.", false],
  ["a9", "bant.authority", "I have no say in what we buy, sorry.", false],
  ["a10", "champ.authority", "I can't sign anything off myself, not even small stuff.", false],
  ["a11", "bant.authority", "My cousin owns a print shop and loved your software.", false],
  ["a12", "champ.authority", "If it were up to me we'd have bought it already.", false],
  // ---- added with the rules of champAuthPlain.ts: more members of each family, and near misses
  ["c15", "meddic.champion", "Our finance director can be tricky, but leave her to me.", true],
  ["c16", "meddic.champion", "Put the boxes by the side door and leave them to me.", false],
  ["c17", "meddic.champion", "She offered to send the invoice to our manager.", false],
  ["c18", "meddic.champion", "Jonas volunteered to pitch it to the trustees in March.", true],
  ["d13", "meddic.decision_criteria", "Whoever wins the quiz night gets a voucher for the café.", false],
  ["d14", "meddic.decision_criteria", "Customers rate us on Google at 4.8 stars these days.", false],
  ["d15", "meddic.decision_criteria", "We'll rank the bids against response time, then cost.", true],
  ["m13", "meddic.metrics", "I missed two calls from your team this week, sorry about that.", false],
  ["m14", "meddic.metrics", "Your invoice costs us 400 in extra fees every time it arrives late.", false],
  ["m15", "meddic.metrics", "Between the two kitchens we bin around 25 meals a night.", true],
  ["a13", "bant.authority", "It's my budget spreadsheet that keeps crashing on the shared drive.", false],
  ["a14", "champ.authority", "Final say comes from me on anything for the shop floor.", true]
]
