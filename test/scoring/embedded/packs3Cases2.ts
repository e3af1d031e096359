// Messages of our own (packs3), CHAMP on fresh text: authority as a final word or a partner's OK,
// money as a fund, a grant, a monthly cap or a per-user figure, priority as a rank against other
// work; a third near misses (a neighbour's spend, an echoed question, money or priority put off).
// Run by packs3.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const PACKS3_CHAMP: ReadonlyArray<MessyCase> = [
  m("qc1", "champ", "We're losing track of which volunteers have done their safeguarding training.", ["challenges"]),
  m("qc2", "champ", "I have the final word on what we buy for the studio.", ["authority"]),
  m("qc3", "champ", "There's 3k in the equipment fund we can use for this.", ["money"]),
  m("qc4", "champ", "This is top of my list for the quarter, ahead of the website refresh.", ["prioritization"]),
  m("qc5", "champ", "We're capped at 250 a month for software across the whole club.", ["money"]),
  m("qc6", "champ", "I'll need my partner's OK before we spend anything, we share the business 50/50.", ["authority"]),
  m("qc7", "champ", "It's my decision, but the committee likes to be kept in the loop.", ["authority"]),
  m("qc8", "champ", "Our bookings spreadsheet crashed twice last week and we lost a day of orders each time.", ["challenges"]),
  m("qc9", "champ", "Money isn't an issue: we have a grant of 10k ring-fenced for digital.", ["money"]),
  m("qc10", "champ", "[agent] What budget are you working with?\n[user] around 40 a user, maybe a bit more if it saves time", ["money"]),
  m("qc11", "champ", "Honestly it's the thing that keeps me up at night: drivers turning up at the wrong depot.", ["challenges"], ["prioritization"]),
  m("qc12", "champ", "I run the shop on my own, so anything we buy is down to me.", ["authority"]),
  m("qc13", "champ", "Hi Lara,\n\nShort version: our therapists double-book rooms almost weekly and clients are walking out. Fixing that is the single most important thing on my plate this spring. I own the clinic, so I'll decide, and I've put aside around £4k for it.\n\nCheers,\nMarta", ["challenges", "prioritization", "authority", "money"]),
  m("qc14", "champ", "Notes: Pembury Kennels\n- owner Dev decides alone\n- budget: 150-200/month\n- issue: phone bookings missed while staff are out walking dogs\n- priority: medium, after hiring a groomer", ["authority", "money", "challenges", "prioritization"]),
  m("qc15", "champ", "Business: Rook Tattoo Studio\nYour role: Owner\nBiggest headache: clients skipping appointments after paying no deposit\nHow urgent is this?: very, it's costing us every week\nBudget: up to 60/month", ["challenges", "prioritization", "money"], ["authority"]),
  m("qc16", "champ", "Fixing the rota comes before anything else we do this year.", ["prioritization"], ["challenges"]),
  // --- near misses
  m("qz1", "champ", "The gym next door spent a fortune on their system.", []),
  m("qz2", "champ", "[agent] Is this a priority for you right now?\n[user] a priority? we'll see, let me talk to the team first", []),
  m("qz3", "champ", "We're not ready to discuss money until we've seen a demo.", []),
  m("qz4", "champ", "My sister's firm let their finance team decide on this kind of thing.", []),
  m("qz5", "champ", "Not a priority for now, we're just gathering information.", []),
  m("qz6", "champ", "Could you tell me how other customers usually justify the cost to their boards?", []),
  m("qz7", "champ", "We covered money on the last call with your colleague; the budget's parked until the autumn review.", []),
  m("qz8", "champ", "My boss would have to approve any spend, and she's away until March.", [], ["authority"]),
  m("qz9", "champ", "It'd be nice to look at eventually, but it's way down the list behind the roof repairs.", [], ["prioritization"])
]
