import { CPFN_DOMAINS } from "./cpfnDomains.js"
import { runFieldCases } from "./fieldRuns.js"

// Custom presence fields told by another member of the examples' kind (cpfnDomains.ts): three
// custom rubrics of our own, 29 messages, 87 labels. On the scorer before this round 14 labels were
// wrong, after it 6. docs/quality.md ("Tried", 11-29, cpfn) tells what was measured.

/**
 * Readings still wrong ("case start / detector"), asserted to be wrong so a mend shows up: a breed
 * in the same sentence as a harm (the kind goes to the trigger's reading), a breed wished for
 * (close to the examples by sentence vector, not by kind), a month told as "the whole of", and a
 * body part the examples do not name (no kind of body parts: an injury trigger would take it too).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "Our schnauzer came back from yesterday's / dog_breed",
  "We're thinking about getting a corgi nex / dog_breed",
  "Our sphynx needs a jumper on in the even / visit_dates",
  "We may adopt a maine coon later this yea / cat_breed",
  "I'm 22 and would love a nostril stud, an / piercing_spot",
  "Could I book in for a tongue piercing? I / piercing_spot"
]

runFieldCases(CPFN_DOMAINS, KNOWN_MISSES)
