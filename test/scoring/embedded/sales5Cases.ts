// Messages of our own (sales5, 11-29): BANT timeline and budget read where none is stated (a
// note's own date, a follow-up dated, a problem's duration, a booking code's quarter, a headcount
// paid, somebody else's or a long-past spend, a budget put off "for later"), a few SPICED/CHAMP
// pains told plainly, and purchase wishes told with enrol, book onto or try a plan. Trades no other
// test uses: a rowing club, a pottery studio, a drone survey firm, a boatyard, a sailing school, a
// cider press, a choir, a language school. About a third are near misses. `yes` names the
// detectors stated, `maybe` the ones a careful reader could label either way. Run by sales5.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

/** Dates that are not the purchase's: a note's header, a follow-up, a duration, a cost code. */
export const TIMELINE_NEAR: ReadonlyArray<MessyCase> = [
  m("tn1", "bant", "Call notes 3 Feb - Owen Price, head groundsman at Marlow Rowing Club.\nIssue: boat bookings clash on the shared calendar most weekends.\nHe decides on club kit under 5k himself.\nNo date mentioned for a switch.", ["need", "authority"], ["budget"]),
  m("tn2", "bant", "[agent] Is there a budget for this?\n[user] not sure honestly, I'll ask our treasurer on Thursday\n[agent] And who would sign it off?\n[user] the committee, as a group", [], ["authority"]),
  m("tn3", "bant", "Our glaze orders sit waiting for approval for three weeks at a time, and the kilns stand idle.", ["need"]),
  m("tn4", "bant", "Meeting notes 12 March: drone survey team.\nPain: flight logs get typed up twice.\nBudget not discussed.", ["need"], ["budget"]),
  m("tn5", "bant", "Thanks, I'll get back to you next week once I've spoken to the owners.", [], ["authority"]),
  m("tn6", "bant", "The repairs to the slipway dragged on for two months and we lost a whole season of lifts.", [], ["need"]),
  m("tn7", "bant", "Finance has confirmed 12k, coded to Q2 capex. I run the boatyard and the call is mine. We need it because the crane log is still on paper.", ["budget", "authority", "need"]),
  m("tn8", "bant", "Forwarding this from our finance lead.\n\nFrom: Sam Oduya\nDate: Tue, 10 Mar 2026 at 14:02\nSubject: kiln sensors\n\nThe 9k for the kiln sensors is approved.", ["budget"])
]

/** Timelines that must stay read beside the same kinds of words. */
export const TIMELINE_KEPT: ReadonlyArray<MessyCase> = [
  m("tk1", "bant", "I'll check with finance, but we want it running before the autumn term starts.", ["timeline"], ["need"]),
  m("tk2", "bant", "Call notes 3 Feb: they need it live by 1 April, when the new season opens.", ["timeline"], ["need"]),
  m("tk3", "bant", "We need this in place within two weeks, the inspector is coming.", ["timeline"], ["need"]),
  m("tk4", "bant", "Let's talk next week; we have to order before the end of March.", ["timeline"])
]

/** Money that is not the buyer's budget: another body's spend, a past budget, people paid. */
export const BUDGET_NEAR: ReadonlyArray<MessyCase> = [
  m("bn1", "bant", "Our sister school across town spent about 15k on a timetabling system, but we're much smaller.", [], ["need"]),
  m("bn2", "bant", "A friend who runs a cider press told me she paid nearly 8k for hers, which seems a lot.", []),
  m("bn3", "bant", "The head office in Rotterdam bought a rival product with a huge budget behind it. Here at the branch we just want something that logs deliveries.", ["need"]),
  m("bn4", "bant", "We had a 20k budget then and the project got scrapped, so there's no appetite now.", []),
  m("bn5", "bant", "We pay around 40 seasonal instructors through a spreadsheet and the holiday pay is always wrong.", ["need"]),
  m("bn6", "bant", "Money isn't really the problem, we just don't see a use for it.", [], ["budget"])
]

/** Budgets that must stay read. */
export const BUDGET_KEPT: ReadonlyArray<MessyCase> = [
  m("bk1", "bant", "The owners have put aside around 6k for the new booking system.", ["budget"]),
  m("bk2", "bant", "Unlike our sister company, we have a proper budget: 25k approved for this year.", ["budget"], ["timeline"]),
  m("bk3", "bant", "We paid 3k for the last system and we've got roughly the same again for this one.", ["budget"]),
  m("bk4", "bant", "Budget is 10k, and we can talk about the rest later.", ["budget"]),
  m("bk5", "bant", "The budget was signed off after that meeting: 14k for the year.", ["budget"], ["timeline"])
]

/** A budget put off until the price is known, told with "later", "after that", "a talk for". */
export const BUDGET_DEFERRED: ReadonlyArray<MessyCase> = [
  m("bd1", "bant", "Send me your rates first; the budget is a chat for the trustees after that.", [], ["authority"]),
  m("bd2", "bant", "Budget comes later, once we've seen what it costs.", []),
  m("bd3", "champ", "Pricing first please, money is a conversation for the partners later on.", [], ["authority"]),
  m("bd4", "bant", "Quote us for twelve seats. Budget is a question for after that.", [])
]

/** Pains told plainly (SPICED pain, CHAMP challenges), with near misses. */
export const PAIN_PLAIN: ReadonlyArray<MessyCase> = [
  m("pp1", "spiced", "Half our pottery classes start late because the kiln room is double-booked, and students have started asking for refunds.", ["pain"], ["impact", "situation"]),
  m("pp2", "spiced", "Every Saturday the queue at the till goes out the door and people walk off without buying.", ["pain"], ["impact", "situation"]),
  m("pp3", "spiced", "We used to have double bookings, but the new diary sorted that out last spring.", [], ["situation"]),
  m("pp4", "champ", "Our singers keep turning up to locked halls because nobody updates the rota.", ["challenges"]),
  m("pp5", "champ", "How do other choirs handle their rota?", [])
]

export type IntentCase = readonly [id: string, detector: string, text: string, want: boolean]

/** A purchase told with enrol, book onto, or trying a plan; near misses in the past, declined or about others. */
export const PURCHASE_VERBS: ReadonlyArray<IntentCase> = [
  ["pv1", "purchase_interest", "We'd love to enrol both kids in your Saturday sailing lessons.", true],
  ["pv2", "purchase_interest", "Could you book me onto the beginners' pottery course in May?", true],
  ["pv3", "purchase_interest", "I'd like to try the paid plan for a month.", true],
  ["pv4", "purchase_interest", "Can I try the free month first?", true],
  ["pv5", "purchase_interest", "Please enrol me on the evening Spanish class.", true],
  ["pv6", "purchase_interest", "Hi, can you put my partner and me onto the Tuesday improvers' course? Thanks, Bea", true],
  ["pn1", "purchase_interest", "My daughter enrolled in your lessons last year and loved them.", false],
  ["pn2", "purchase_interest", "I tried the paid plan last spring and it wasn't for us.", false],
  ["pn3", "purchase_interest", "We're not going to enrol this term, sorry.", false],
  ["pn4", "purchase_interest", "Do your instructors book onto their own refresher courses?", false],
  ["pn5", "purchase_interest", "Someone booked me onto the course by mistake, please cancel it.", false],
  // A login, not a place taken (a "get onto" cue was narrowed to "book onto" for it).
  ["pn6", "purchase_interest", "We keep trying to get onto your site but it times out.", false]
]
