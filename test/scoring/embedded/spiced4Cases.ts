// Messages of our own (spiced4): SPICED situation, impact and pain and MEDDIC economic buyer and
// champion told without the pack's words, in trades no other test uses (an ice rink chain, a lift
// servicing firm, a sailmaker, a seed bank, a balloon operator, a stonemason's yard, a puppet
// theatre, a ferry-ticket kiosk firm, a circus school, a clock repairer). The set-up told as a count
// of the buyer's own units, impact as money paid, a price put up or a licence at stake, a buyer told
// by the spend they hold, a champion by what they did. A third are near misses: a question about
// impact, another company's trouble, a hypothetical, a count that is no set-up. `yes` names the
// detectors stated, `maybe` the ones a careful reader could label either way. Run by spiced4.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

/** The set-up as a count of the buyer's own units. */
const SETUP_COUNTED: ReadonlyArray<MessyCase> = [
  m("su1", "spiced", "Hi, we have 9 ice rinks across the north and every rink books skating lessons in its own diary.", ["situation"], ["pain"]),
  m("su2", "spiced", "We operate 23 tow vans out of two depots, and the dispatcher rings each driver in turn.", ["situation"], ["pain"]),
  m("su3", "spiced", "Each of our 4 sail lofts keeps its own order book, so a customer who calls the wrong loft gets no answer.", ["situation", "pain"]),
  m("su4", "spiced", "Family firm, 31 lifts under contract, service visits planned by hand on a wall chart.", ["situation"], ["pain"]),
  m("su5", "spiced", "We run 6 balloons and a ground crew of eleven; flights are booked by phone only.", ["situation"], ["pain"]),
  // Near misses: counts that are no set-up.
  m("sn1", "spiced", "Last weekend we sold 400 tickets for the puppet show and the queue went round the block.", [], ["situation"]),
  m("sn2", "spiced", "How many rinks do you think a system like yours could handle?", []),
  m("sn3", "spiced", "Our rival across town has 12 clock shops and they are always busy.", [])
]

/** Impact told as money paid, a price put up, or a licence at stake. */
const IMPACT_PAID: ReadonlyArray<MessyCase> = [
  m("ip1", "spiced", "When two lifts missed their safety checks the underwriters pushed our premium up by 18%.", ["impact"], ["pain"]),
  m("ip2", "spiced", "Every time a balloon flight is double-booked we have to drive the extra passengers to a rival operator and pay for their flight.", ["impact", "pain"], ["situation"]),
  m("ip3", "spiced", "Seed batches get mislabelled, and last winter the botanic garden fined us for three wrong deliveries, about £6,000 in all.", ["impact", "pain"]),
  m("ip4", "spiced", "Twice this spring a slab was cut to the wrong size and we paid the quarry to cut a new one, roughly £9k together.", ["impact", "pain"]),
  m("ip5", "spiced", "The safety inspector could suspend our operating certificate if the logbooks stay this patchy.", ["impact", "pain"]),
  m("ip6", "spiced", "Those late repairs pushed our yearly insurance bill up by a fifth.", ["impact"], ["pain"]),
  // Near misses: a question, another company, a hypothetical, a payment that is no loss.
  m("in1", "spiced", "What would a missed safety check mean for a firm like us, in your experience?", []),
  m("in2", "spiced", "A friend who runs a circus school told me their insurer put the premium up after a fall.", []),
  m("in3", "spiced", "We paid the first invoice for the new kiln last week, all fine.", []),
  m("in4", "spiced", "Does the licence come with a yearly fee or is it a one-off?", [])
]

/** The economic buyer told by the spend or funds they hold. */
const BUYER_HOLDS: ReadonlyArray<MessyCase> = [
  m("eb1", "meddic", "Greta Holm, our Finance Director, controls the spend on workshop equipment and she signs.", ["economic_buyer"]),
  m("eb2", "meddic", "The trust froze spending centrally, but the seed bank has a grant of its own and I control it.", ["economic_buyer"], ["identify_pain"]),
  m("eb3", "meddic", "Paolo, who heads the theatre's board, holds the purse for anything over two thousand.", ["economic_buyer"]),
  m("eb4", "meddic", "Our managing director, Ines Roca, approves every spend on software.", ["economic_buyer"]),
  // Near misses: a question, a control that is no spend, another firm's buyer.
  m("en1", "meddic", "Who controls the spend on tools like this at a place our size?", []),
  m("en2", "meddic", "Our stage manager, Lidia, controls the lighting desk during every show.", []),
  m("en3", "meddic", "At the ferry company next door the harbour master controls all the money, lucky them.", [])
]

/** The champion told by what they did or will do for the purchase. */
const CHAMPION_DID: ReadonlyArray<MessyCase> = [
  m("ch1", "meddic", "Call notes - Moritz (workshop lead)\n- loves the tool, offered to set up a meeting with the owner himself and brief her first", ["champion"]),
  m("ch2", "meddic", "I already showed your demo to the other three loft managers and they want it too.", ["champion"]),
  m("ch3", "meddic", "The board meets in March; I sit on it and I'll argue for your proposal.", ["champion"], ["decision_process"]),
  m("ch4", "meddic", "Our head coach has been pushing for this internally since the autumn.", ["champion"]),
  // Near misses: the vendor's own demo, an offer of a different kind, a wish for someone to champion it.
  m("cn1", "meddic", "Your colleague showed me a demo last week; nice enough.", []),
  m("cn2", "meddic", "Moritz offered to set up the chairs before the rehearsal.", []),
  m("cn3", "meddic", "Honestly we'd need someone inside to argue for it, and nobody has stepped up.", [], ["champion"])
]

/** Written after the first readings: the same shapes in transcripts and forms, and further near misses. */
const LATER: ReadonlyArray<MessyCase> = [
  m("lt1", "spiced", "[agent] Can you describe your setup?\n[user] sure, we have 7 cinemas, each one sells tickets on its own old till system", ["situation"], ["pain"]),
  m("lt2", "spiced", "[agent] What has that cost you?\n[user] The council fined us for two late safety reports, and our insurer raised our excess as well.", ["impact"], ["pain"]),
  m("lt3", "spiced", "Site: Larchfield Yard\nCurrent setup: our 2 workshops, jobs planned on paper\nProblem: stone orders go missing", ["situation", "pain"]),
  m("lt4", "spiced", "I read that a bus firm up north had its operator licence pulled last year. Scary stuff.", []),
  m("lt5", "meddic", "[agent] Who else is involved?\n[user] I volunteered to organise the call with our chief executive, and I will walk her through your numbers first.", ["champion"]),
  m("lt6", "meddic", "Our treasurer, Bill, counts the takings every Sunday after the service.", []),
  m("lt7", "meddic", "We have already forwarded your quote to the committee with a note saying we back it.", ["champion"]),
  m("lt8", "spiced", "If we ever opened a second circus tent, would the system handle 2 sites?", [])
]

export const SPICED4_CASES: ReadonlyArray<MessyCase> = [...SETUP_COUNTED, ...IMPACT_PAID, ...BUYER_HOLDS, ...CHAMPION_DID, ...LATER]
