import { CASES } from "./custstateDomains.js"
import { runIdCases } from "./presenceCases.js"

// Custom presence detectors about the customer's own state or standing (custstate): a warranty
// still valid, a concession, prior experience, an access need, a diet, a membership, a booking
// held, told indirectly, beside near misses (asked about, denied, somebody else's, lapsed).
// Seven rubrics of our own, 77 messages, 95 labels: 36 wrong before this round, 24 after (ownStateAsked.ts,
// ownRecordFound.ts); 20 after custstate2 (a colleague's membership, a past stay: text/standingElsewhere.ts; "I don't eat meat": text/abstainedFood.ts; "complete beginner": text/beginnerWords.ts).

/** Labels ("case id/detector") the engine still reads wrong: asserted wrong, so a mended one must leave the list. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // Told in words the vectors put far from the examples.
  "mow-11/under_warranty",
  "the-03/access_need", "the-07/access_need", "the-09/access_need",
  "cow-01/existing_member", "cow-02/existing_member", "cow-08/existing_member", "gla-02/existing_booking",
  "gla-10/existing_booking", "gla-10/change_request", "mow-01/mower_model", "lei-01/activity",
  // Denied in other words ("well out of warranty", "complete beginner", "I'm not a member but …").
  "mow-05/under_warranty", "cow-04/existing_member",
  // Somebody else's, lapsed or past, or asked of people in general, read as the sender's now.
  "the-10/access_need", "sup-08/dietary_need",
  "gla-06/existing_booking"
]

runIdCases(
  "custom presence about the customer's own state (custstate)",
  CASES.flatMap(([scorer, cases]) => cases.map(([id, input, wants]) => [id, scorer, input, wants] as const)),
  KNOWN_MISSES
)
