// Custom rubrics whose REQUIRED presence fields are told without the examples' wording (custreq):
// six rubrics of our own (reqFieldDomains.ts, reqFieldDomains2.ts), 72 messages, each labelled
// "id/status" and "id/detector". A required field missed turns QUALIFIED into PARTIAL; one found
// off its topic alone (a question, somebody else's, a past job) does the reverse. KNOWN_MISSES are
// asserted still wrong, so a reading that mends one must take it off the list.
import { DOMAINS } from "./reqFieldDomains.js"
import { DOMAINS2 } from "./reqFieldDomains2.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong (on main 33 statuses and 82 of 288 labels; after this round 27 and 67). Missed: a
 * piano's sort asked as "What sort of piano is it?" (the name's "type" not in the question), a make or
 * type told in passing with no example's frame (an old Bechstein upright, our Laser kiln, the
 * Cromartie in the art room), faults told by a verb far from the examples (keeps tripping the breaker,
 * stalls at 900, goes blank, firing unevenly, a bent derailleur), counts in words with no counted noun
 * ("just the one", "a pair", "a hog"), a pick-up told with no "in" before the town ("pickup
 * Knutsford", "from our office in Birchwood" under a field of journey starts), a place with no town
 * ("behind the allotments at Westfield"), a relative day beside a verbless opening read as
 * hypothetical ("Hen do for my sister, …, Saturday after next"), form labels in other words ("What's
 * up with it?:", "What's going on?:", "Spotted at:", "Where do we get on?:"), "9 girls" as a count. (A dog
 * "turning eleven" beside its breed was mended by cpfn5: the breed field keeps the pet kind.) Found where absent: "date not fixed yet" as a date, a past
 * job the vendor did (a piano moved in 2019, a thermocouple replaced, a 40th birthday bus), a question
 * to the vendor naming a town ("Do you pick up from Chester …?"), a request with no place ("Can you
 * come this weekend?"), a keyboard for a piano, other walkers' habits read as a dog's details.
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "p01/status", "p01/piano_type", "p04/status", "p04/piano_type", "p05/status", "p05/piano_type", "p05/move_date", "p06/status", "p06/piano_type", "p08/status",
  "p08/piano_type", "p08/move_date", "p11/move_date", "p12/status", "p12/piano_type", "b02/status", "b02/bike_fault", "b11/bike_fault",
  "b12/status", "b12/visit_location", "h02/status", "h02/found_where", "h06/status", "h06/hedgehog_count", "h06/found_where",
  "h07/status", "h07/found_where", "h08/hedgehog_count", "h10/status", "h10/hedgehog_count", "k01/status", "k01/kiln_model",
  "k01/kiln_fault", "k02/status", "k02/kiln_fault", "k04/status", "k04/kiln_fault", "k05/status", "k05/kiln_model", "k06/status",
  "k06/kiln_model", "k06/kiln_fault", "k07/status", "k07/kiln_fault", "k09/kiln_fault", "k11/status", "k11/kiln_model",
  "k11/kiln_fault", "q01/status", "q01/passenger_count", "q01/hire_date", "q03/status", "q03/pickup_town",
  "q06/status", "q06/pickup_town", "q07/status", "q07/pickup_town", "q08/passenger_count", "q08/hire_date",
  "q11/status", "q11/pickup_town", "w03/status", "w03/dog_details"
]

runStatusCases("custom rubrics, required fields told in other words (custreq)", [...DOMAINS, ...DOMAINS2], KNOWN_MISSES)
