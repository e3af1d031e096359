// Messages of our own (packs7): a need only wondered about ("whether we even need one"), a form's
// need answered "just looking", an errand on the account ("I only wanted to change the card") and a
// question whether sign-off is needed at all; about half near misses where the need or the decider
// is told beside the same words. `yes` names the detectors stated, `maybe` the ones a careful
// reader could label either way. Run by packs7.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const PACKS7_CASES: ReadonlyArray<MessyCase> = [
  // --- a need only wondered about
  m("wd1", "bant", "I'm trying to figure out whether we even need a dedicated rota app or whether a spreadsheet will do.", []),
  m("wd2", "bant", "Before anything else, our crew leads want to know if we really need a booking system at all – the climbing wall only has twelve lanes.", []),
  m("wd3", "bant", "Honestly not sure whether we need software for this; the vineyard tastings are booked by phone and that mostly works.", []),
  m("wd4", "bant", "We're weighing up whether the observatory needs a ticketing tool or whether the council's system can stretch to it.", []),
  m("wd5", "bant", "Our trustees asked if we even need a new database when the old one still runs.", []),
  m("wd6", "bant", "We're still debating if we need any tool at all for the festival's volunteer rota.", []),
  m("wd7", "bant", "Can you tell me whether I need the premium tier for two users?", [], ["need"]),
  // near misses: the need told beside the doubt
  m("wn1", "bant", "We need a way to log which ferries have had their life rafts serviced, whether that's your tool or something else.", ["need"]),
  m("wn2", "bant", "I doubt our spreadsheet can cope much longer; we need a proper stock system for the hive frames.", ["need"]),
  m("wn3", "bant", "Whether or not the grant comes through, we need to stop tracking piano tuning visits on paper.", ["need"], ["budget"]),
  m("wn4", "bant", "The question isn't whether we need a scheduling tool – we clearly do, our riders double-book every Friday.", ["need"]),
  m("wn5", "bant", "If we need more seats later we'll ask. For now the main need is getting the choir's attendance off paper.", ["need"]),
  m("wn6", "bant", "Whether we like it or not, we need a ticketing system before the new season.", ["need"], ["timeline"]),
  // --- a form's need answered "just looking"
  m("lk1", "bant", "Name: Oskar Lind\nCompany: Lind Falconry\nWhat do you need from us?: just looking", []),
  m("lk2", "bant", "Name: Mira Das\nBudget: £1,000-£2,000\nWhat are you looking for?: only browsing for now", ["budget"]),
  m("lk3", "bant", "[agent] What brings you to us today?\n[user] just looking really", []),
  m("lk4", "bant", "Interest: just browsing, nothing specific", []),
  // near misses: "just looking" opening a need
  m("ln1", "bant", "What do you need from us?: just looking for a way to send our tide timetables by text", ["need"]),
  m("ln2", "bant", "[agent] What are you hoping to fix?\n[user] just looking to stop the double bookings on the kayak rentals", ["need"]),
  m("ln3", "bant", "Problem: our print co-op loses track of paper stock\nWhat do you need?: a stock tracker, just looking at options", ["need"]),
  m("ln4", "bant", "Interest: just looking into a way to log vet visits for the stables", ["need"]),
  // --- an errand on the account
  m("er1", "bant", "hi, I think I clicked the wrong chat – all I was after was changing the delivery address on our account", []),
  m("er2", "bant", "[user] hello, wrong window probably, I just wanted to change the card on file for our account\n[agent] No problem, here is the link.\n[user] great thanks", []),
  m("er3", "bant", "Hi, I need to update the email address on our subscription, the old one belonged to a volunteer who left.", []),
  m("er4", "bant", "Could someone help me change the password on our admin login? That's all I need.", []),
  m("er5", "bant", "I just need the billing address changed to our new office, nothing else.", []),
  // near misses: a change of how the work is done is a need
  m("en1", "bant", "We want to change the way we take bookings – at the moment members phone the front desk and it's chaos.", ["need"]),
  m("en2", "bant", "We need to update our whole membership system; the current one can't handle family passes.", ["need"]),
  m("en3", "bant", "I wanted to change the card on file, and while I'm here: we'd also like a way to send riders their routes by text.", ["need"]),
  m("en4", "bant", "We need to change supplier – the current rota app drops shifts every week.", ["need"]),
  // --- whether sign-off is needed at all, asked
  m("so1", "bant", "Do we need approval from head office for a pilot?", []),
  m("so2", "bant", "Does a trial need sign-off from our finance team, or can I just start one?", []),
  m("so3", "bant", "Who usually signs these off at the customer's end – operations or the owner?", []),
  m("so4", "champ", "Do we need approval from the trust's board to run a pilot?", []),
  m("so6", "bant", "Would a trial run even need budget approval on our side? Just trying to understand your process.", []),
  m("so5", "meddic", "Does a pilot need sign-off from procurement here? No idea, I'm new.", []),
  // near misses: the decider told
  m("sn1", "bant", "Any trial needs sign-off from our finance director, Ines, and she's back on Monday.", ["authority"], ["timeline"]),
  m("sn2", "bant", "We need approval from the parish council before we can commit, and they meet on the 3rd.", ["authority"], ["timeline"]),
  m("sn3", "bant", "Do I need anyone's approval? No – I run the studio alone and I make these calls.", ["authority"]),
  m("sn4", "champ", "Our operations director approves anything like this, so I'd need her sign-off.", ["authority"]),
  m("sn6", "bant", "Anything over £2k needs budget approval here, and our £10k pot for this year is already agreed.", ["budget"], ["authority", "timeline"]),
  m("sn5", "meddic", "Procurement has to sign off any pilot here, and Dana Okafor there owns the budget.", ["economic_buyer"], ["decision_process"]),
  // --- a call asked for on a date (no date of the purchase)
  m("cl1", "bant", "Could we have a call next week to go over the quote?", []),
  m("cl2", "bant", "Can I grab a quick chat with you on Thursday afternoon?", []),
  m("cl3", "bant", "Shall we do a 30-minute walkthrough next Tuesday?", []),
  // near misses: the purchase's own date told beside it
  m("cn1", "bant", "Could we have a call next week? We have to be live before the spring regatta on 12 April.", ["timeline"]),
  m("cn2", "bant", "Can we do a demo tomorrow – our new branch opens in May and the system must be running by then.", ["timeline"], ["need"]),
  m("cn3", "bant", "Could we have it running next week? The first course starts on Monday.", ["timeline"]),
  // --- all four told plainly (a guard)
  m("pl1", "bant", "Budget: 5k\nDecision maker: me\nNeed: our bike couriers' routes are planned on a whiteboard\nTimeline: by June", ["budget", "authority", "need", "timeline"]),
  m("pl2", "bant", "We run three climbing gyms and waivers are still signed on paper, so we want them online. I hold the budget, about £300 a month, and we'd like it live before the autumn term.", ["budget", "authority", "need", "timeline"])
]
