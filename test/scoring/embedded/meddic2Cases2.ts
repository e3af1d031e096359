// Messages of our own (meddic2), BANT on fresh text in trades the other sets leave alone: a
// beekeepers' co-op, a wind farm, allotments, a gallery, a rowing club, a falconry centre, a
// hostel, greenhouses, a tasting room, an orchestra, a parish, a recording studio, a tea importer,
// a bowling alley. Authority told by who holds the role (the sender, someone named, a title
// deciding something else), a timeline by a date tied to a commitment (a promise, a contract
// ending, a season's first day) beside dates in passing (an opening, a closure, the vendor's
// release, a switch made). `yes` names the detectors stated, `maybe` the ones a careful reader
// could label either way; every other detector must be not found. Run by meddic2.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const BANT2_CASES: ReadonlyArray<MessyCase> = [
  // --- authority: who holds the say
  m("bt1", "bant", "Hello,\n\nI chair the co-op's equipment committee, and what we buy is decided by the three of us on it. Our honey extraction log is still kept in a ledger and traceability checks take days.\n\nWe'd want this running before the spring hive inspections in April.\n\nAnna\nHeatherside Beekeepers", ["authority", "need", "timeline"]),
  m("bt3", "bant", "Purchases like this are signed by our chief engineer, Piet; I'll forward him whatever you send.", ["authority"]),
  m("bt14", "bant", "I am the one who say yes or no for buy things in our hostel, my partner only do the cleaning part.", ["authority"]),
  m("bt22", "bant", "it's my shop, so yeah, I'm the one you'd be selling to", ["authority"]),
  m("bt28", "bant", "Anything over five hundred quid has to be okayed by our parish clerk, and this will be.", ["authority"]),
  // --- authority near misses: no say, a title deciding something else, a title away
  m("bt2", "bant", "My manager asked me to find out what options exist; I honestly don't know who would approve it.", []),
  m("bt4", "bant", "Our chief engineer decides which turbines get serviced first each week. Could you send the spec sheet for the sensors?", []),
  m("bt15", "bant", "I'm just a volunteer at the ice rink, no idea who would sign anything like this.", []),
  m("bt23", "bant", "The director of the orchestra wants the rehearsal schedule bigger, so I'm looking for an app that lets the players see it on their phones.", ["need"]),
  m("bt29", "bant", "The parish clerk is on leave until the 12th, so replies from the office may be slow.", []),
  // --- timeline: a date tied to a commitment
  m("bt5", "bant", "We've promised the council we'll have online booking for the allotments working by the first of March.", ["timeline"], ["need"]),
  m("bt8", "bant", "We must change the system until end of november because the old one stop to work after.", ["timeline", "need"]),
  m("bt9", "bant", "[agent] When would you want to start?\n[user] the day the new season's programme goes on sale, so 10 August at the latest", ["timeline"]),
  m("bt18", "bant", "Our new tasting room opens on 1 October and the online booking has to be live the week before.", ["timeline"], ["need"]),
  m("bt20", "bant", "Call notes\n- 40 seasonal pickers, hours on paper slips\n- aim: switch over during the January shutdown (2 weeks, mid-Jan)", ["timeline", "need"]),
  m("bt30", "bant", "Our harvest crews start on 2 September and we still track their hours on paper slips. We'd like them clocking in on phones from day one.", ["need", "timeline"]),
  m("bt35", "bant", "Our contract with the current provider runs out at the end of June and we're not renewing, so the replacement has to be in before then.", ["timeline"], ["need"]),
  // --- timeline near misses: an opening done, a stocktake, an event's dates, the vendor's release, a closure, a switch made
  m("bt6", "bant", "We opened the second gallery on 3 May and the queue system coped fine. Do you have a newsletter?", []),
  m("bt7", "bant", "Our annual stocktake is on 30 January. Does your scanner read barcodes on tins?", []),
  m("bt10", "bant", "The festival runs 12 to 14 July; do you rent out card readers for the weekend?", [], ["need"]),
  m("bt19", "bant", "Your salesperson said the new version would ship in spring. We'll see.", []),
  m("bt21", "bant", "We're closed from 20 December to 5 January, please don't send anything then.", []),
  m("bt31", "bant", "We switched to card-only in March and it's been fine, thanks for checking in.", []),
  // --- budget and need
  m("bt11", "bant", "We've earmarked the money from the spring fundraiser, around 2,500, for a proper kit-tracking system for the boathouse.", ["budget", "need"]),
  m("bt16", "bant", "Every Friday two of us spend the afternoon matching delivery notes to invoices for the greenhouse orders.", ["need"]),
  m("bt32", "bant", "Finance have agreed we can spend up to 600 a month on it, and I sign the order myself.", ["budget", "authority"]),
  m("bt33", "bant", "We are tea importer, we have the stock in 3 warehouse and never know what is where. We can pay around 300 dollar monthly.", ["need", "budget"]),
  // --- budget and need near misses: a past price, others' spend, a document wanted, thanks
  m("bt12", "bant", "Our old booking software cost us 90 a month. Does yours have a free tier?", []),
  m("bt17", "bant", "Our accountant needs a copy of the invoice from last month, please.", []),
  m("bt24", "bant", "How much do other ski schools usually pay for something like this?", []),
  m("bt34", "bant", "Thanks so much for yesterday's webinar, very interesting.", []),
  // --- whole messages
  m("bt13", "bant", "Organisation: Kestle Falconry Centre\nDecision maker: me (owner)\nBudget: up to £1,800\nWhen: before the summer flying displays\nWhat do you need?: a way to take deposits for experience days online", ["authority", "budget", "timeline", "need"]),
  m("bt26", "bant", "[agent] What's prompting the search?\n[user] our arena's tournament sign-ups are a mess of Google forms and DMs\n[agent] Who would sign off on it?\n[user] my co-founder and me, we split it 50/50\n[agent] Any budget in mind?\n[user] a couple of grand for the year\n[agent] And timing?\n[user] before the winter league kicks off in November", ["need", "authority", "budget", "timeline"]),
  m("bt27", "bant", "Thanks, that's helpful. I'll share it with the others.\n\nMaeve\n\n> On Mon, Sales wrote:\n> Our next release lands on 14 March and pricing starts at 40 per seat.", []),
  m("bt36", "bant", "Call notes – Pell Bridge Bowling\n- owner Gary on holiday till 18 Aug\n- lanes refurbished in 2022\n- asked about pricing, no numbers given\n- no current problem, just browsing", [])
]
