import { CASES } from "./custstate3Domains.js"
import { runIdCases } from "./presenceCases.js"

// Custom presence detectors about the customer's state, eligibility or need (custstate3): a
// warranty by age or date, a free or reduced service by circumstance, experience and conditions
// told in passing, living nearby; near misses told by somebody else, asked, or past. Six rubrics
// of our own, 58 messages, 67 labels: 25 wrong on the branch point, 14 after the round (11 after round others, which mended a relative's state). Left: somebody
// else's state read by vectors only (an
// instructor's shoulder), a condition or inability in passing ("type 1
// diabetic", "registered blind and live alone, so bringing it in isn't an option"), a childhood at
// the wheel, a service remembered ("you had my Canon on the bench"), "first time on snow" for a
// detector the engine reads as a field, "long past any guarantee" read as found not denied.

/** Labels ("case id/detector") the engine still reads wrong: asserted wrong, so a mended one must leave the list. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "boa-03/helming_experience", "boa-06/course_date", "boa-08/helming_experience", "cam-01/previous_service",
  "hea-07/aid_still_covered", "sco-05/home_visit_need", "sco-08/scooter_warranty", "sco-10/home_visit_need",
  "ski-02/medical_condition", "ski-05/medical_condition", "ski-07/ski_ability"
]

runIdCases(
  "custom presence about the customer's state, eligibility or need (custstate3)",
  CASES.flatMap(([scorer, cases]) => cases.map(([id, input, wants]) => [id, scorer, input, wants] as const)),
  KNOWN_MISSES
)
