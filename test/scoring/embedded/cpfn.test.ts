import { CPFN_DOMAINS } from "./cpfnDomains.js"
import { runFieldCases } from "./fieldRuns.js"

// Custom presence fields told by another member of the examples' kind (cpfnDomains.ts): three
// custom rubrics of our own, 29 messages, 87 labels. docs/quality.md ("Tried", 11-29, cpfn) tells what was measured.

/**
 * Readings still wrong ("case start / detector"), asserted to be wrong so a mend shows up: a breed
 * beside a harm told in the same sentence (capped as a near miss), a breed no kind lists (siamese,
 * a word of another sense too), a breed wished for, a month told as "the whole of", a body part the
 * examples do not name. Round cpfn5 mended five breeds beside a harm trigger (the field keeps the kind).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "Our schnauzer came back from yesterday's / dog_breed",
  "We're thinking about getting a corgi nex / dog_breed",
  "We have a siamese who is very chatty, co / cat_breed",
  "Our siamese cat needs feeding twice a da / cat_breed",
  "Our sphynx needs a jumper on in the even / visit_dates",
  "We may adopt a maine coon later this yea / cat_breed",
  "I'm 22 and would love a nostril stud, an / piercing_spot",
  "Could I book in for a tongue piercing? I / piercing_spot"
]

runFieldCases(CPFN_DOMAINS, KNOWN_MISSES)
