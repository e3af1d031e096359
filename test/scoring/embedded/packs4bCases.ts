// Messages of our own (packs4b): the shapes packs3 left — money told as no obstacle beside where
// it comes from ("cost isn't a worry, the parish council grant covers it"), a colleague who keeps
// pressing the speaker to buy (a champion told by nagging), the decision process told as the
// story of the last purchase, money or a say owned by a name ("the budget is Nadia's"), bullet
// labels in call notes ("- goal: …"), a date hedged away ("might be spring, who knows") and a
// vendor's broken promise told as a past date. About half are near misses: cost dismissed
// beside a real problem, a machine or a salesperson that nags, a past purchase told with no
// steps, a thing (not a decision) owned by a name. `yes` names the detectors stated, `maybe` the
// ones a careful reader could label either way. "[agent] …" / "[user] …" lines are a transcript.
// Run by packs4b.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const PACKS4B_CHAMP: ReadonlyArray<MessyCase> = [
  // --- money as no obstacle, with its source
  m("cm1", "champ", "Cost isn't a worry for us, the parish council grant covers the whole thing.", ["money"]),
  m("cm2", "champ", "Price is not a problem: we've got lottery funding ring-fenced for exactly this.", ["money"]),
  m("cm3", "champ", "Funding isn't an issue, the trust gave us 8k for equipment this year.", ["money"]),
  m("cm4", "champ", "Budget is not a concern at all, head office has already allocated the money.", ["money"]),
  // near misses: money dismissed, the issue elsewhere
  m("cm5", "champ", "Money isn't the issue. The issue is our volunteers keep double-booking the van.", ["challenges"], ["money"]),
  m("cm6", "champ", "Honestly the price isn't what worries me, it's whether the staff will actually use it.", [], ["challenges"]),
  // --- champion told by pressing
  m("ch1", "champ", "Our head groundsman keeps nudging me about getting a proper booking tool for the pitches.", [], ["challenges", "prioritization"]),
  m("ch2", "champ", "Lena from accounts has been on at me for weeks to get this sorted, she's sick of the spreadsheets.", [], ["challenges", "prioritization"]),
  m("ch3", "champ", "My deputy keeps pushing for it, he's the one who found you.", [], ["prioritization"]),
  // near misses: a machine or the vendor nagging
  m("ch4", "champ", "The old till keeps nagging me to update and then crashes anyway.", ["challenges"]),
  // --- authority owned by a name
  m("ca1", "champ", "The final call is Marguerite's, she owns the shop.", ["authority"]),
  m("ca2", "champ", "Spending decisions are the treasurer's, not mine.", ["authority"]),
  m("ca3", "champ", "The van is Marguerite's, I just drive it on Saturdays.", [])
]

export const PACKS4B_MEDDIC: ReadonlyArray<MessyCase> = [
  // --- process told as the story of the last purchase
  m("dp1", "meddic", "Last time we bought software, IT checked it over, then legal read the contract and the MD signed.", ["decision_process"], ["economic_buyer"]),
  m("dp2", "meddic", "When we got the CRM two years ago it went to the ops committee first, then the finance director approved it.", ["decision_process"], ["economic_buyer"]),
  m("dp3", "meddic", "The way it went with our payroll system: three demos, a trial month, then the board voted.", ["decision_process"]),
  m("dp4", "meddic", "Previously our purchases went through a security review and then procurement raised the PO.", ["decision_process"]),
  // near misses: a past purchase with no steps
  m("dp5", "meddic", "Last time we bought software it was a disaster, nobody used it after a month.", [], ["identify_pain"]),
  m("dp6", "meddic", "We bought a scheduling app two years ago and cancelled it after the trial.", []),
  // --- the buyer owned by a name
  m("eb1", "meddic", "The money is Nadia's, she runs the regional budget.", ["economic_buyer"]),
  m("eb2", "meddic", "Ultimately the budget is the CFO's, so she'll have to sign.", ["economic_buyer"]),
  m("eb3", "meddic", "The sign-off is Dev's, he's the managing partner.", ["economic_buyer"]),
  m("eb4", "meddic", "The final decision is our director's, not mine.", ["economic_buyer"]),
  // near misses: a thing owned by a name
  m("eb5", "meddic", "The laptop is Nadia's, I borrowed it for the call.", []),
  m("eb6", "meddic", "That idea was Dev's originally, he saw your stand at the expo.", [], ["champion"]),
  // --- champion told by pressing
  m("cp1", "meddic", "Priti in ops keeps nudging me to move on this; she's the one who'll push it through internally.", ["champion"]),
  m("cp2", "meddic", "Our site lead has been on at me to get this sorted since the spring.", ["champion"], ["identify_pain"]),
  m("cp3", "meddic", "Your account manager keeps nudging me with emails, please ask him to stop.", []),
  // --- bullet labels in call notes
  m("bl1", "meddic", "Call notes 14/03\n- goal: cut missed deliveries from 12% to under 4%\n- contact: Rhian (ops lead)", ["metrics"], ["champion"]),
  m("bl2", "meddic", "Notes from today\n- target: halve the time spent on rotas\n- next: send pricing", ["metrics"]),
  m("bl3", "meddic", "Summary\n- target audience: small dental practices\n- next: send pricing", []),
  m("bl4", "meddic", "Call recap\n* criteria: must work offline, must export to Sage\n* timing: unclear", ["decision_criteria"]),
  m("bl5", "meddic", "Recap\n- pain: drivers wait 40 minutes at the depot every morning\n- who: Gemma, transport manager", ["identify_pain"], ["champion", "economic_buyer"])
]

export const PACKS4B_BANT: ReadonlyArray<MessyCase> = [
  // --- a date hedged away or a vendor's broken promise
  m("tx1", "bant", "We might look at it again in the spring, who knows.", []),
  m("tx2", "bant", "Maybe next quarter, maybe never, who knows with this board.", [], ["authority"]),
  m("tx3", "bant", "Your colleague promised it would be live by March and it still isn't.", []),
  m("tx4", "bant", "The last supplier swore we'd be up and running by January; we weren't.", []),
  m("tx5", "bant", "We need it live by March, before the spring lets start.", ["timeline"], ["need"]),
  m("tx6", "bant", "Realistically we'd go live in the spring, say April.", ["timeline"]),
  // --- money owned by a name / not an issue
  m("ba1", "bant", "The budget is Ahmed's, he's our finance manager, so he decides.", ["authority"], ["budget"]),
  m("ba2", "bant", "The decision is Ahmed's, he's the owner.", ["authority"]),
  m("bb1", "bant", "Money's not an issue, we have a grant of 10k for this.", ["budget"]),
  m("bb2", "bant", "Money's not an issue because we're not buying anything this year.", [])
]

export const PACKS4B_SPICED: ReadonlyArray<MessyCase> = [
  m("sp1", "spiced", "We might need it before the summer festival, who knows, it depends on the council.", [], ["situation"]),
  m("sp2", "spiced", "Your rep promised the integration would be ready by the open day, and it wasn't.", [], ["pain"]),
  m("sp3", "spiced", "Our licence runs out on 30 June, so we have to switch before then.", ["critical_event"]),
  m("sp4", "spiced", "Last time we bought kit, the head of IT tested it, then the trustees approved it.", ["decision"]),
  m("sp5", "spiced", "The choice is Marta's, she's the head teacher.", ["decision"]),
  m("sp6", "spiced", "The bike is Marta's, she lends it to the team.", []),
  m("sp7", "spiced", "Call notes\n- pain: parents ring the office all day to check bookings\n- impact: two staff lose a morning each week", ["pain", "impact"], ["situation"])
]

/** Written after the first readings: a grant in hand told without a money word, and its near misses. */
export const PACKS4B_GRANTS: ReadonlyArray<MessyCase> = [
  m("gr1", "champ", "We have a grant from the county sports partnership for this.", ["money"]),
  m("gr2", "bant", "Good news, we got the heritage grant, so the new ticketing can go ahead.", ["budget"], ["need"]),
  m("gr3", "champ", "We've applied for a grant but won't hear until autumn.", []),
  m("gr4", "bant", "If we win a grant we could look at it next year.", [], ["timeline"]),
  m("gr5", "champ", "We didn't get the grant this year, so it's on hold.", [], ["prioritization"])
]
