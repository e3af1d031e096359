// Held out (meddic2): 20 messages of our own written after the first pass of readings and before
// the second, never used to write a rule; their wrong labels are asserted as they read, so the
// batch tells whether the readings carry to phrasings nobody tuned for. Trades again fresh: hot-air
// balloon rides, a mushroom farm, a harp maker, snow clearing, canal boats, a bell foundry, an
// escape room, a puppet theatre, rope access, a surf school, an archery range, interpreters.
import { m, type MessyCase } from "./packs5Cases.js"

export const MEDDIC2_HELD_OUT: ReadonlyArray<MessyCase> = [
  m("h1", "meddic", "Flight bookings are all phoned in and scribbled in a diary, and last June we sold the same sunrise basket twice. The number that matters to us is getting cancelled flights rebooked within 48 hours, today it takes about a week.", ["identify_pain", "metrics"]),
  m("h2", "meddic", "We harvest around 400 kilos of oyster mushrooms a week from 6 grow rooms. Could you send the price list?", []),
  m("h3", "meddic", "Rhiannon in our workshop is the one who keeps bringing your tool up at every Monday meeting, she's determined to get it in before the autumn orders.", ["champion"]),
  m("h4", "meddic", "The salesman from your Leeds office really championed the harp-maker discount for us, lovely chap.", []),
  m("h5", "meddic", "Whichever system lets the gritter drivers log a route with gloves on is the one we'll go for.", ["decision_criteria"]),
  m("h6", "meddic", "Can your app show the gritting routes on a map? Just wondering.", []),
  m("h7", "meddic", "Spending on the fleet is signed off by Colm, our operations director, and he'll want to see three quotes before he does.", ["economic_buyer", "decision_process"]),
  m("h8", "meddic", "Colm from the council's highways team rang to say the winter contract starts in November.", []),
  m("h9", "meddic", "Process: one weekend trial on two boats, crew feedback, then the owners vote at the spring AGM.", ["decision_process"], ["economic_buyer"]),
  m("h10", "meddic", "Hi,\n\nWhen we chose our last booking system the owners just picked the cheapest one, no trial or anything.\n\nBest,\nNell\nCanal boat hire", []),
  m("h11", "bant", "Any order over £2k for the foundry goes to Mr. Hartley for a signature, and this one will.", ["authority"]),
  m("h12", "bant", "Mr. Hartley decides which bells are cast each month depending on the metal we have.", []),
  m("h13", "bant", "We've told the theatre board the new box office will be running for the Christmas season, so it has to be in by mid-November.", ["timeline"], ["need"]),
  m("h14", "bant", "Our puppet festival is 3 to 5 May every year and we always sell out.", []),
  m("h15", "bant", "I run the rope access firm with my brother and we both have to agree on anything we buy.", ["authority"]),
  m("h16", "bant", "The surf school's owner, Kai, is away surfing in Portugal until the 20th.", []),
  m("h17", "bant", "Hi, we are archery club with 90 members. Now the range booking is on paper at the door and people fight about lanes. We have 1,200 from the club fund for this and the committee say ok already. We want it before the summer league in June.", ["need", "budget", "authority", "timeline"]),
  m("h18", "bant", "We paid 600 for the last range software and it never worked. What does yours cost?", []),
  m("h19", "bant", "[agent] When do you need interpreters booked through the new system?\n[user] from the first of April, that's when the hospital contract starts\n[agent] Who would sign?\n[user] our managing director, Ines", ["timeline", "authority"], ["need"]),
  m("h20", "bant", "The interpreting agency we worked for went fully online in March. Anyway, do you do group discounts?", [])
]
