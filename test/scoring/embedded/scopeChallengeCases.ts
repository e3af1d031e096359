// The scope challenge set's messages (scopeChallenge.test.ts): how far a negation or an
// uncertainty reaches. Each case names its rubric, the message, what each detector must read
// ("found", "absent" for nothing or a denial, "negated" for a denial) and, as "@word", the
// modality a word must carry (0 plain, 1 negated, 2 uncertain). About a third are controls whose
// negation must still hold. Chat, email with signature, form and ticket styles; every text is our own.
export type Reading = "found" | "absent" | "negated" | 0 | 1 | 2
export type ScopeCase = readonly [id: string, rubric: "bant" | "spiced" | "champ" | "intent" | "triage" | "custom", text: string, wants: Readonly<Record<string, Reading>>]

export const SCOPE_CASES: ReadonlyArray<ScopeCase> = [
  // A negation inside a relative clause says what the noun is not; the main clause stands.
  ["rel01", "custom", "The technician who didn't bring the part fixed the leak anyway.", { repair_done: "found", "@fixed": 0, "@leak": 0, "@bring": 1 }],
  ["rel02", "custom", "The engineer who never answers his phone repaired the boiler on Friday.", { repair_done: "found", "@repaired": 0, "@boiler": 0 }],
  ["rel03", "custom", "A driver who wasn't on the rota covered the Tuesday route, so we are short-staffed on weekends.", { staff_shortage: "found", "@covered": 0, "@rota": 1 }],
  ["rel04", "custom", "The engineer who didn't call ahead fixed the leak in ten minutes, thanks.", { repair_done: "found", "@fixed": 0 }],
  ["rel05", "custom", "Ticket 4411 - The fitter who wasn't booked in repaired the boiler anyway. Please close.", { repair_done: "found", refund_request: "absent", "@repaired": 0 }],
  ["rel06", "custom", "Our driver who never does weekends quit, so we're short-staffed again.", { staff_shortage: "found", "@quit": 0 }],
  ["rel07", "custom", "The van that wasn't serviced broke down, and we're short of drivers too.", { staff_shortage: "found", "@broke": 0, "@serviced": 1 }],
  ["rel08", "custom", "The parts that didn't arrive were the only thing missing; the engineer fixed the leak.", { repair_done: "found", "@only": 0, "@arrive": 1 }],
  ["rel09", "bant", "The manager who hasn't replied yet signs off on all purchases over five thousand.", { authority: "found" }],
  ["rel10", "intent", "The colleague who wasn't happy with you left, and we want to sign up now.", { purchase_interest: "found", "@left": 0 }],
  ["rel11", "triage", "The printer that doesn't work is in a cupboard, but the whole network is down right now.", { "@cupboard": 0, "@work": 1 }],
  // An uncertainty in a second clause leaves the first one plain.
  ["unc01", "bant", "We need a new roof and don't know where to start.", { need: "found", "@roof": 0, "@need": 0, "@start": 2 }],
  ["unc02", "bant", "We need a scheduling tool and aren't sure which one.", { need: "found", "@tool": 0, "@which": 2 }],
  ["unc03", "custom", "We keep running out of stock and have no idea why.", { stock_problem: "found", "@stock": 0 }],
  ["unc04", "custom", "We have hardly any drivers and no idea how to fill the rota.", { staff_shortage: "found", "@drivers": 0 }],
  ["unc05", "intent", "I'm not sure what plan fits and I need this by Friday.", { urgency: "found", "@friday": 0, "@plan": 2 }],
  ["unc06", "intent", "We don't know if we'll buy and we're not in a hurry.", { urgency: "absent", "@buy": 2 }],
  ["unc07", "bant", "We might need a new roof and a gutter.", { "@gutter": 0, "@roof": 0 }],
  ["unc08", "bant", "We're not sure about budget and timeline yet.", { budget: "absent", timeline: "absent", "@budget": 2, "@timeline": 2 }],
  ["unc09", "bant", "Budget-wise I don't know yet.", { budget: "absent", "@budget": 2 }],
  ["unc10", "bant", "Budget: not sure\nTimeline: June", { budget: "absent", timeline: "found" }],
  // Scarcity is a complaint of too little, not a denial.
  ["few01", "custom", "There are almost no drivers left for the night routes.", { staff_shortage: "found", "@drivers": 0 }],
  ["few02", "custom", "We have hardly any nurses on the weekend shifts.", { staff_shortage: "found" }],
  ["few03", "custom", "There's barely any stock on the shelves by Friday.", { stock_problem: "found" }],
  ["few04", "spiced", "We get almost no leads from the website and it's hurting us.", { pain: "found", "@leads": 0 }],
  ["few05", "custom", "Almost nothing is left on the shelves by Thursday.", { stock_problem: "found", "@left": 0 }],
  ["few06", "custom", "Next to no stock came in this week.", { stock_problem: "found", "@stock": 0 }],
  ["few07", "custom", "There are virtually no nurses on nights, and it's getting dangerous.", { staff_shortage: "found", "@nurses": 0 }],
  ["few08", "champ", "We have hardly any time to chase late invoices by hand.", { challenges: "found" }],
  // A new subject after "and", "but" or "or" opens a clause the negation does not reach.
  ["co01", "bant", "We have no budget and we need it live by March.", { budget: "negated", need: "absent", timeline: "found", "@need": 0, "@budget": 1 }],
  ["co02", "custom", "Nobody fixed the leak and I want my money back.", { refund_request: "found", "@want": 0, "@leak": 1 }],
  ["co03", "intent", "We don't need it urgently and we're not interested anymore.", { not_interested: "found", urgency: "absent", "@interested": 1 }],
  ["co04", "bant", "We don't have a budget but we need it live by March.", { budget: "negated", timeline: "found" }],
  ["co05", "bant", "We don't have a budget, and the board decides everything.", { budget: "negated", authority: "found" }],
  ["co06", "bant", "Nobody here has a budget for it, and our director signs off on everything.", { budget: "negated", authority: "found" }],
  ["co07", "custom", "I don't want a replacement, I want a refund.", { refund_request: "found" }],
  ["co08", "custom", "No refund needed, the engineer fixed the leak.", { refund_request: "negated", repair_done: "found" }],
  ["co09", "bant", "We have no budget and the launch is on 3 May.", { budget: "negated", timeline: "found", "@launch": 0 }],
  // Controls: a negation before a list, or over its own clause, still holds.
  ["neg01", "bant", "We don't have a budget or a timeline.", { budget: "negated", timeline: "negated", "@timeline": 1 }],
  ["neg02", "bant", "We have no budget, no timeline and no sign-off.", { budget: "negated", timeline: "negated" }],
  ["neg03", "bant", "There's no money for this and no date either.", { budget: "negated", timeline: "negated" }],
  ["neg04", "bant", "Neither the budget nor the timeline is fixed.", { budget: "negated", timeline: "negated" }],
  ["neg05", "bant", "We haven't got a budget as well as no approval.", { budget: "negated", "@approval": 1 }],
  ["neg06", "bant", "Hi Sam,\n\nThere's no budget, no deadline, nothing.\n\nThanks,\nRita Cole\nOps Lead", { budget: "negated", timeline: "negated" }],
  ["neg07", "bant", "We don't have a budget, a timeline or anyone to sign off.", { budget: "negated", timeline: "absent", authority: "absent", "@timeline": 1 }],
  ["neg08", "custom", "We don't have any staffing problems or stock issues.", { staff_shortage: "absent", stock_problem: "negated", "@stock": 1 }],
  ["neg09", "custom", "We have plenty of drivers and no staffing issues at all.", { staff_shortage: "absent", "@staffing": 1 }],
  ["neg10", "custom", "I don't want a refund, just a working chair.", { refund_request: "absent" }],
  ["neg11", "custom", "Not short of stock and not short of staff, just asking about prices.", { stock_problem: "absent", staff_shortage: "absent" }],
  ["neg12", "bant", "We don't need more seats, we need better reporting.", { need: "found", "@seats": 1 }],
  ["neg13", "intent", "It isn't urgent, but I'd like to speak to a real person.", { urgency: "negated", needs_human: "found" }],
  ["neg14", "bant", "Our budget is 20k and we don't need it before June.", { budget: "found", "@june": 1 }],
  ["neg15", "custom", "The engineer didn't turn up and the leak is still there.", { repair_done: "absent" }],
  ["neg16", "bant", "We can't spend anything and we have no date in mind.", { budget: "negated", timeline: "negated" }]
]
