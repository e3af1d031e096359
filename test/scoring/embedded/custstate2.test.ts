import { CASES } from "./custstate2Domains.js"
import { runIdCases } from "./presenceCases.js"

// Custom presence detectors about the customer's own state (custstate2): the shapes custstate left
// as misses (a warranty told by age or date, a concession by circumstance, a need by an inability
// or a negated habit, denials in other words, other people's state, a past stay), in five rubrics
// of our own.

/** Labels ("case id/detector") the engine still reads wrong: asserted wrong, so a mended one must leave the list. */
const KNOWN_MISSES: ReadonlyArray<string> = []

runIdCases(
  "custom presence about the customer's own state (custstate2)",
  CASES.flatMap(([scorer, cases]) => cases.map(([id, input, wants]) => [id, scorer, input, wants] as const)),
  KNOWN_MISSES
)
