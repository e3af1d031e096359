// Messages of our own (packs4): who holds a title, a champion told in plain words, a goal or an
// offer read as a stated problem, and someone else's rule read as a decider or a demand. Each case
// names one pack and one detector and the answer a careful reader gives; near misses carry the
// topic's words without the signal. Run by packs4.test.ts.
export type Pack = "bant" | "meddic" | "spiced" | "champ"
export interface Packs4Case {
  readonly id: string
  readonly pack: Pack
  readonly detector: string
  readonly text: string
  readonly found: boolean
  /** Only for explicit denials (decisions §11). */
  readonly negated?: boolean
}

const yes = (id: string, pack: Pack, detector: string, text: string): Packs4Case => ({ id, pack, detector, text, found: true })
const no = (id: string, pack: Pack, detector: string, text: string): Packs4Case => ({ id, pack, detector, text, found: false })
const denied = (id: string, pack: Pack, detector: string, text: string): Packs4Case => ({ id, pack, detector, text, found: false, negated: true })

/** 1. A title held by the sender is authority; someone else's title with no decision is not. */
export const TITLE_CASES: ReadonlyArray<Packs4Case> = [
  yes("t1", "bant", "authority", "I'm the CFO here, so the purchase is mine to approve."),
  yes("t2", "champ", "authority", "Hi,\n\nWe'd like to get moving on the rostering piece and I can sign this month.\n\nCheers,\nPriya Lal\nHead of Operations | Tallow Creek Foods"),
  yes("t3", "bant", "authority", "Name: Gus Ferreira\nRole: Owner\nMessage: looking for a booking tool for my two barbershops"),
  yes("t4", "bant", "authority", "as founder I pick our tooling, nobody else weighs in"),
  yes("t5", "champ", "authority", "Our finance director approves anything over ten thousand, so she'll sign."),
  yes("t6", "bant", "authority", "hey, I run the garage with my brother and we decide on stuff like this together"),
  no("t7", "bant", "authority", "Thanks for the deck. Our CFO will want to see it before anything moves."),
  no("t8", "champ", "authority", "Good call yesterday. I'll loop in the VP on the next thread."),
  no("t9", "bant", "authority", "Could you cc our COO on the proposal? She asked to be kept in the loop."),
  no("t10", "champ", "authority", "Subject: intro\n\nOur new director starts in March and wants to meet vendors then. Can you send a short overview?"),
  no("t11", "bant", "authority", "I'll forward this to the owner when she's back from the market."),
  no("t12", "champ", "authority", "The head of IT mentioned your tool at lunch, so I thought I'd ask for a price list."),
  no("t13", "bant", "authority", "Can you share the case study with our CEO? He likes reading those."),
  no("t14", "champ", "authority", "My director forwarded me your email and asked me to reply with a few questions."),
  yes("t15", "meddic", "economic_buyer", "Whatever we pick, our CFO holds the budget and signs it off."),
  no("t16", "meddic", "economic_buyer", "Please send the slides, I want to show our VP what the dashboards look like."),
  no("t17", "bant", "authority", "Looping in Dana, our VP of Finance, who will want the numbers."),
  no("t18", "champ", "authority", "Adding our head of ops to this thread.\n\nBest,\nKit"),
  no("t19", "spiced", "decision", "Our COO is copied here so she has the background."),
  no("t20", "meddic", "economic_buyer", "The owner liked the demo a lot, thanks again."),
  no("t21", "meddic", "economic_buyer", "Our founder saw your talk at the expo and asked me to reach out."),
  no("t22", "bant", "authority", "Ticket #5521\nFrom: front desk\nNote: our managing director would like to meet you when you're in town."),
  // The title beside a decision word still reads: only the title is hidden.
  yes("t23", "bant", "authority", "Please loop in our CFO, she signs off anything above 10k."),
  yes("t24", "champ", "authority", "I'll forward this to our MD, she makes the final call."),
  yes("t25", "meddic", "economic_buyer", "Copying our finance director, who holds the budget for this."),
  yes("t26", "spiced", "decision", "I'm the managing director and I sign."),
  yes("t27", "bant", "authority", "Our COO wants to see a demo before she signs."),
  yes("t31", "meddic", "economic_buyer", "Our CFO will be at the demo and she signs off on anything over 5k."),
  yes("t32", "meddic", "economic_buyer", "Please loop in our CFO, she signs off anything above 10k."),
  no("t33", "champ", "authority", "Our CEO will join the call on Thursday, she's curious about the reporting."),
  no("t34", "bant", "authority", "Our CTO has a few questions about the API, can you send the docs?"),
  no("t35", "champ", "authority", "Not my call, I'm only the office manager."),
  yes("t36", "bant", "authority", "I'm just the office manager, the partners decide on software."),
  yes("t37", "spiced", "decision", "Contact role: Finance Director\nWhat you need: a quote for 12 seats"),
  yes("t38", "champ", "authority", "I'll pass this to the owner, he makes the decisions here."),
  // Words passed on from the title are theirs, not the title getting the message.
  yes("t39", "meddic", "economic_buyer", "Forwarding the note from our CFO, she signs off."),
  no("t28", "bant", "authority", "My bank has to approve the transfer before I can pay you."),
  no("t29", "spiced", "decision", "Sorry for the delay, our bank needs to clear the payment first."),
  yes("t30", "bant", "authority", "The bank won't matter here, the purchase is my call.")
]

/** 2. A champion told in plain words; refusing is a denial, someone else's liking is not the sender championing. */
export const CHAMPION_CASES: ReadonlyArray<Packs4Case> = [
  yes("c1", "meddic", "champion", "I've been pushing for this since spring and finally got a meeting with the partners."),
  yes("c2", "meddic", "champion", "Leave the directors to me, I'll make the case to the board on the 14th."),
  yes("c3", "meddic", "champion", "For context, I'm the one who brought you in, the rest of the team hadn't heard of you."),
  yes("c4", "meddic", "champion", "hi! I've banged the drum for a proper ticketing tool here for a year"),
  yes("c5", "meddic", "champion", "Notes: Lena (ops) is our inside ally, she's been selling it to the clinic leads all month."),
  yes("c6", "meddic", "champion", "I'll put it in front of our leadership team myself and argue for the annual plan."),
  yes("c7", "meddic", "champion", "Between us, I've been talking it up to the partners every week since the demo."),
  yes("c8", "meddic", "champion", "I found you and I'm the person getting everyone else behind it."),
  denied("c9", "meddic", "champion", "Just so you know, I won't be the one selling this upstairs."),
  denied("c10", "meddic", "champion", "I'm happy to test it, but I'm not going to push this internally."),
  no("c11", "meddic", "champion", "My boss likes you, by the way, he said the demo was sharp."),
  no("c12", "meddic", "champion", "Our accountant recommended you to us last week."),
  no("c13", "meddic", "champion", "We've been pushing our suppliers for better delivery slots since spring."),
  no("c14", "meddic", "champion", "I've been running the warehouse since spring, so I know where the gaps are."),
  no("c15", "meddic", "champion", "Who on your side would we talk to about an integration?"),
  no("c16", "meddic", "champion", "Subject: Sponsorship for the village fete\n\nWould you be willing to back our summer fete this year?"),
  no("c17", "meddic", "champion", "We sell it to our customers as a bundle with the installation."),
  no("c18", "meddic", "champion", "Honestly the sales rep talked it up a bit too much on the call."),
  yes("c19", "meddic", "champion", "Hi Jo,\n\nQuick update: I sold the idea to our directors on Friday, they want a proposal.\n\nRegards,\nSam Okafor\nWarehouse Lead"),
  yes("c21", "meddic", "champion", "I've been the loudest voice for changing our CRM."),
  yes("c22", "meddic", "champion", "Form\nYour role: Ops coordinator\nAnything else: I put your name forward to our directors last month."),
  no("c23", "meddic", "champion", "The event organisers put forward a new date for the fair."),
  yes("c20", "meddic", "champion", "Champion: me (ops lead), been lobbying the board for months")
]

/** 3. A stated problem vs an offer, a plan or a goal. */
export const PAIN_CASES: ReadonlyArray<Packs4Case> = [
  no("p1", "champ", "challenges", "Thanks Rob, I appreciate you sorting this out so quickly."),
  no("p2", "champ", "challenges", "Happy to jump on a call and get the contract details sorted out this week."),
  no("p3", "meddic", "identify_pain", "We'd like to cut onboarding time for new drivers next year."),
  no("p4", "spiced", "pain", "Our goal for the year is to reduce the time each quote takes."),
  no("p5", "champ", "challenges", "We want to speed up how we send invoices, and we're comparing a few options."),
  no("p6", "meddic", "identify_pain", "I'll be sorting out the logins for the team once we sign."),
  no("p7", "spiced", "pain", "We're planning to cut the number of tools we pay for."),
  no("p8", "champ", "challenges", "Form\nCompany: Pell & Daughters\nGoal: reduce admin time for site managers\nTeam size: 12"),
  yes("p9", "meddic", "identify_pain", "Onboarding a new driver takes us three weeks of paperwork and we lose people before they start."),
  yes("p10", "spiced", "pain", "Quotes take forever right now, customers go elsewhere while they wait."),
  yes("p11", "champ", "challenges", "We'd like to cut onboarding time because right now new hires sit idle for a week without logins."),
  yes("p12", "champ", "challenges", "Our invoices go out late every month because someone types them up by hand."),
  yes("p13", "meddic", "identify_pain", "Sorting out the rota by hand eats my whole Monday."),
  yes("p14", "bant", "need", "We'd like to cut onboarding time for new drivers next year."),
  no("p15", "meddic", "identify_pain", "Cheers for fixing it, all good now."),
  no("p16", "champ", "challenges", "No worries, I'll sort that out on our side before Friday."),
  yes("p17", "champ", "challenges", "Thanks for fixing that. The export still breaks every Friday though."),
  no("p18", "spiced", "pain", "You must be swamped with the holidays, get back to me whenever."),
  yes("p19", "spiced", "pain", "We're swamped every December and orders slip through."),
  yes("p20", "meddic", "identify_pain", "Nobody can sort this out for us, the reports are wrong every month.")
]

/** 4. Someone else's rule is no buyer's decision process; a courtesy is no demand. */
export const OTHER_RULE_CASES: ReadonlyArray<Packs4Case> = [
  no("o1", "meddic", "decision_process", "My bank won't let me pay until the 5th, is that ok?"),
  no("o2", "spiced", "decision", "My bank won't let me pay until the 5th, is that ok?"),
  no("o3", "meddic", "economic_buyer", "The card company needs me to confirm the payment by text first."),
  no("o4", "meddic", "decision_process", "Our landlord has to approve any new signage, but that's separate from this."),
  no("o5", "champ", "prioritization", "You must be busy this week, so no rush on the reply."),
  no("o6", "champ", "prioritization", "You must be swamped with the holidays, get back to me whenever."),
  no("o7", "spiced", "critical_event", "You must be busy, I'll call again Monday."),
  yes("o8", "meddic", "decision_process", "Legal has to review the contract, then the MD signs, probably two weeks end to end."),
  yes("o9", "champ", "prioritization", "We must get this live before the audit, it's top of my list."),
  no("o10", "meddic", "decision_criteria", "You must be busy this week, so no rush on the reply."),
  no("o11", "meddic", "decision_criteria", "You must get this question all the time, but is there a trial?"),
  no("o12", "meddic", "decision_criteria", "You must have loads of clients asking for this."),
  yes("o13", "meddic", "decision_criteria", "You must have SSO and audit logs or we can't consider you."),
  yes("o14", "meddic", "decision_criteria", "Requirements\n- must be hosted in the EU\n- must work offline on tablets")
]

export const PACKS4_CASES: ReadonlyArray<Packs4Case> = [...TITLE_CASES, ...CHAMPION_CASES, ...PAIN_CASES, ...OTHER_RULE_CASES]
