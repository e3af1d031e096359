// Messages of our own (impact round), SPICED: impact told indirectly (money, time, people or
// customers lost; a temp taken on; a rating that fell), the decision told as steps or people
// and who picks, in chat, emails with signatures, call notes and transcripts from businesses the
// other sets do not visit (beekeeping co-op, ferry crews, ambulance service, a garage, a mill).
// About a third are near misses: impact asked by the agent and not told, a hypothetical loss, a
// third party's loss, the vendor's price rise, a product's speed, a decision about the day's
// work, the vendor's own approval, a decider not yet known. `yes` names the detectors stated,
// `maybe` the ones a careful reader could label either way. Run by impact.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

const ALL = ["situation", "pain", "impact", "critical_event", "decision"]

export const IMPACT_SPICED: ReadonlyArray<MessyCase> = [
  m("sp1", "spiced", "Hi Jonas,\n\nWe're a cooperative of 22 beekeepers selling honey through one shared webshop. Orders are split between members by hand every Sunday night, and half the time two people ship the same order. Last autumn we refunded about 140 double deliveries and lost our biggest café customer over it.\n\nThe spring harvest starts shipping on 1 May and we can't go through another season like that. The members vote at the AGM in March; I'll put two options in front of them.\n\nRegards,\nElke Brandt\nCo-op secretary", ALL),
  m("sp2", "spiced", "Call notes - Fenwick Vet Referrals\n- 3 surgeons, 1 imaging suite; referral letters arrive by fax and post\n- Problem: letters get misfiled, surgeons open cases without the history\n- Consequence: two procedures rescheduled this month, each a lost theatre slot worth ~£2.5k\n- Nothing forcing a date, they're getting ahead of it\n- Clinical director Dr Amin + practice owner decide jointly", ["situation", "pain", "impact", "decision"]),
  m("sp4", "spiced", "Our school's three office staff spend every Monday morning phoning parents about absences that were already reported by text. It's roughly a day and a half of work gone each week, and the head has had to pull a teaching assistant off classroom duty to cover reception.", ["pain", "impact"], ["situation"]),
  m("sp5", "spiced", "Since the booking page went down for the third weekend in a row, regulars have started going to the climbing wall across town. Saturday sessions used to be full; last week we had eleven people.", ["pain", "impact"], ["situation"]),
  m("sp11", "spiced", "We're a family-run ferry booking agency. Our payment provider is closing its old API on 15 January, and until we've moved no bookings can be taken at all. In peak season every day without bookings is roughly €6,000 in lost sales.", ["situation", "impact", "critical_event"], ["pain"]),
  m("sp12", "spiced", "Taxi firm, 40 cars. Two of our five dispatchers handed in their notice this spring; both said the overnight paperwork was the reason. We now run the night shift with one person, so calls wait up to twenty minutes.", ["situation", "pain", "impact"]),
  m("sp13", "spiced", "Hello, I manage a small private ambulance service. Our vehicle checks are ticked on paper and sheets go missing. The regulator flagged it at our last visit and we're now on a warning notice, so one more miss could cost us our licence to operate.", ["situation", "pain", "impact"], ["critical_event"]),
  m("sp18", "spiced", "Tenants wait on average nine days for a repair to be booked because requests come in by voicemail and get typed up once a week. Complaints to the housing ombudsman doubled this year.", ["situation", "pain", "impact"]),
  m("sp19", "spiced", "Month-end at our print shop means the two of us in accounts stay till 10pm for a week, and the overtime bill last quarter came to £3,800.", ["impact"], ["situation", "pain"]),
  m("sp21", "spiced", "A guest posted photos of the double-booked room online and our rating dropped from 4.7 to 4.1 in a fortnight; direct bookings have fallen ever since.", ["pain", "impact"], ["situation"]),
  m("sp23", "spiced", "We didn't make the shortlist for the council grounds contract because we couldn't produce our maintenance logs in time. That contract was worth about a third of our annual work.", ["impact"], ["pain"]),
  m("sp26", "spiced", "[agent] What does that mean for the business?\n[user] the kitchen throws out about a fifth of what we prep on quiet days\n[agent] And when would you want it sorted?\n[user] no rush, honestly", ["impact"], ["pain"]),
  m("sp27", "spiced", "Hi,\n\nOur drivers log deliveries on paper manifests. When a manifest goes missing we can't prove delivery, and last month that meant writing off four invoices.\n\nOur fleet lease ends in October and we're replacing the handhelds at the same time.\n\nThanks,\nGordon Pike\nFinance Manager\nPike & Sons Haulage", ["situation", "pain", "impact", "critical_event"]),
  m("sp31", "spiced", "Because the loan paperwork sits in a queue, two buyers walked away from their house purchases last month and we lost the commission on both.", ["impact"], ["pain"]),
  m("sp32", "spiced", "We've had to take on a temp three days a week just to keep up with the invoice matching.", ["impact"], ["pain"]),
  m("sp33", "spiced", "The knock-on is that our surgeons start late and the last list of the day regularly gets cancelled.", ["impact"], ["pain"]),
  m("sp35", "spiced", "Every project handover slips by about a week while we dig out the drawings, and clients have started to notice.", ["impact"], ["pain"]),
  // --- the decision told as steps, people or who picks
  m("sp8", "spiced", "Once procurement has checked your insurance certificates, it goes to our estates committee, and whatever they recommend the bursar signs.", ["decision"]),
  m("sp14", "spiced", "Small architecture practice, eight of us, drawings on a NAS in the back room. I'll run it past our two partners, but it's really my call in the end.", ["situation", "decision"]),
  m("sp15", "spiced", "[agent] How will you choose?\n[user] we'll trial two tools with the night team for a fortnight\n[user] whichever they hate less, our matron will put forward to the trust board for sign-off", ["decision"]),
  m("sp22", "spiced", "The mill's insurer wants digital lockout records before the policy renews on 1 August. Our plant manager and the group safety lead will make the call together after a site trial.", ["critical_event", "decision"], ["pain"]),
  m("sp28", "spiced", "Anything above a few hundred pounds goes through our trustees' quarterly meeting; the next one is in June and I'm putting this on the agenda.", ["decision"], ["critical_event"]),
  m("sp29", "spiced", "My brother and I own the garage between us, so it's the two of us who'll pick.", ["decision"], ["situation"]),
  m("sp36", "spiced", "Decision-wise: our GM shortlists, then the family council picks in September.", ["decision"], ["critical_event"]),
  // --- near misses
  m("sp3", "spiced", "[agent] How do you schedule the ferry crews today?\n[user] a whiteboard in the harbour office and a group text\n[agent] What's that costing you when it goes wrong?\n[user] honestly I couldn't put a number on it, I'd have to ask the skipper\n[agent] Who would sign off on a new tool?\n[user] the harbour board, but I don't know when they meet next", ["situation", "decision"]),
  m("sp6", "spiced", "[agent] What happens if nothing changes?\n[user] good question, I haven't thought about it that way. we just know the spreadsheet is messy\n[agent] Fair. Any deadline?\n[user] not really", [], ["pain", "situation"]),
  m("sp7", "spiced", "If our freezer monitoring ever failed over a weekend we could lose the whole stock, so we're looking at options before that ever happens. Nothing has gone wrong so far. We're a two-site seafood wholesaler.", ["situation"]),
  m("sp9", "spiced", "Your account manager said your legal team needs to approve our custom terms before you can send a contract. How long does that usually take?", []),
  m("sp10", "spiced", "The head gardener decides which beds get replanted each spring, and the volunteers follow her plan. We keep the planting records in a paper ledger that's falling apart.", ["situation"], ["pain"]),
  m("sp16", "spiced", "If it were up to me we'd have bought something years ago. Anyway, could you send a price list for the kennel module?", []),
  m("sp17", "spiced", "Quick note after the demo: the owners loved the route planner and kept talking about it over lunch. Can you send the recording so I can show our drivers?", []),
  m("sp20", "spiced", "Does your scanner read 300 pages a minute? Our current one does about 120, which is fine for now.", [], ["situation"]),
  m("sp24", "spiced", "Your price rise will cost us an extra £200 a year. Is there a discount for charities?", []),
  m("sp25", "spiced", "A friend who runs a gym said his old system lost him half his members. We're just starting out, so it's more curiosity.", [], ["situation"]),
  m("sp30", "spiced", "The committee approved the new opening hours last week, so Saturdays are busier now. We're a community pool run by volunteers; bookings are still on a paper sheet at the front desk.", ["situation"], ["pain"]),
  m("sp34", "spiced", "What impact would switching have on our existing data? We'd hate to lose the history.", []),
  m("sp37", "spiced", "We haven't worked out who'll decide on this yet, probably whoever shouts loudest.", [])
]
