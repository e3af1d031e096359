// Messages of our own (bantfp): words that sit near budget or timeline without being either – money
// held back until a date, a sign-off limit, someone else's budget, a contract's renewal date, a
// timeline said to be missing – and about a third near misses where the budget or the date is the
// buyer's own. `yes` names the detectors stated, `maybe` the ones a careful reader could label
// either way. Run by bantfp.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const BANTFP_CASES: ReadonlyArray<MessyCase> = [
  // --- money held back until a date: the date bounds the refusal, it is no wanted start
  m("fz1", "bant", "The ice rink would love a better skate-hire system, but there's no budget for any new software until 2029.", ["need"]),
  m("fz2", "bant", "Sadly we have zero funds for tools like this until next spring, the council cut our grant.", []),
  m("fz3", "bant", "Our alpaca farm has no money for software until the autumn shearing pays out.", []),
  m("fz4", "bant", "There won't be any budget for this until the next financial year, I'm afraid.", []),
  m("fz5", "bant", "No spending on new systems until 2028 – everything is going into the roof repairs.", []),
  m("fz6", "bant", "The planetarium has nothing set aside for booking software until after the 2027 refurbishment.", []),
  // near misses: a wanted date beside the money
  m("fn1", "bant", "We have about £4,000 for a new skate-hire system and want it running before December.", ["budget", "need", "timeline"]),
  m("fn2", "bant", "Funds free up in April, and we'd like the new till live by the end of May.", ["timeline"], ["budget", "need"]),
  m("fn3", "bant", "We need the booking tool in place by March; the money is already approved.", ["budget", "timeline", "need"]),
  m("fn5", "bant", "There's no budget until April, but we'd want the system live by June once it frees up.", ["timeline"], ["need"]),
  m("fn4", "bant", "Until January we're on the old system, but we plan to switch in February.", ["timeline"], ["need"]),
  // --- a sign-off limit told about someone: authority, not a budget
  m("sl1", "bant", "Notes from Tuesday: Ines runs the sewing co-op's office and can approve purchases up to $3,000 on her own.", ["authority"]),
  m("sl2", "bant", "The harbourmaster signs off on anything below €8k himself; bigger spends go to the port board.", ["authority"]),
  m("sl3", "bant", "As bursar I can authorise spend up to £2,500 without asking the governors.", ["authority"]),
  m("sl4", "bant", "Any order over 15k needs the trustees' signatures, so we'd have to take it to them.", ["authority"]),
  // near misses: the limit and a budget both told
  m("sn1", "bant", "I can approve up to $3,000 myself, and we've set aside $2,400 a year for this.", ["authority", "budget"]),
  m("sn2", "bant", "Our budget for the orchestra's ticketing is around €6k; anything above €5k needs the chair's OK.", ["authority", "budget"]),
  m("sn4", "bant", "The board approved up to £20k for the new ticketing system last week.", ["budget", "need"], ["authority"]),
  m("sn3", "bant", "We have roughly £900 a month to spend on it, and I make the call.", ["authority", "budget"]),
  // --- someone else's budget, or one spent in the past
  m("ob1", "bant", "Our sister museum in Bergen bought a rival system last year and threw a big budget at it. We're a tiny branch and just wondering what you do.", []),
  m("ob2", "bant", "The head office in Madrid has a huge IT budget, but that's theirs, not ours.", []),
  m("ob3", "bant", "Another ski school I know spent a fortune on their booking app and hated it.", []),
  m("ob4", "bant", "My previous employer's budget for this kind of thing was enormous; here things are different.", []),
  // near misses: the budget is the writer's own
  m("on1", "bant", "Head office gave our branch its own budget of 12k for scheduling this year.", ["budget"]),
  m("on2", "bant", "Unlike our sister site, we've got about $1,500 to spend on a booking app.", ["budget"]),
  // --- a contract's renewal or end date: the current vendor's date, not a purchase date
  m("rn1", "bant", "We're with another provider and our contract auto-renews every October.", []),
  m("rn2", "bant", "Our current licence runs until June 2027, we renewed it for three years last month.", []),
  m("rn3", "bant", "The ferry booking system's subscription renews on 1 March each year.", []),
  // near misses: the end date is the deadline to switch
  m("rm1", "bant", "Our contract with the current supplier ends in June and we want to move before it renews.", ["timeline", "need"]),
  m("rm3", "bant", "Our contract runs until June, so we want the new booking tool live by then.", ["timeline"], ["need"]),
  m("rm2", "bant", "We need a replacement live before our licence expires in September.", ["timeline", "need"]),
  // --- a timeline said to be missing or loose
  m("nt1", "bant", "Call with Bo at the climbing gym: no timeline given, he said whenever it suits.", []),
  m("nt2", "bant", "Timing wasn't discussed at all on the call.", []),
  m("nt3", "bant", "He had no dates in mind; 'whenever it's ready' was all he'd say.", []),
  // near misses: a date told beside the loose words
  m("nm1", "bant", "No hard deadline, but ideally she wants it live before the summer season.", ["timeline"], ["need"]),
  m("nm2", "bant", "Whenever suits you for a call, but we need the system running by 1 April.", ["timeline"], ["need"]),
  // --- money named only as a price asked, or a question about fees
  m("pq1", "bant", "How much does the premium plan cost per user?", []),
  m("pq2", "bant", "Can you send over your prices for a chess club with forty members?", []),
  m("pq3", "bant", "Is there a discount for charities? We're a small rowing club.", []),
  // near misses: a price asked and an amount the buyer can spend
  m("pn1", "bant", "What does the starter tier cost? We can spend around €50 a month.", ["budget"]),
  m("pn2", "bant", "Is it under £200 a year? That's all the rowing club can afford.", ["budget"])
]
