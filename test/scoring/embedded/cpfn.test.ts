import { CPFN_DOMAINS } from "./cpfnDomains.js"
import { runFieldCases } from "./fieldRuns.js"

// Custom presence fields told by another member of the examples' kind (cpfnDomains.ts): three
// custom rubrics of our own, 29 messages, 87 labels. docs/quality.md ("Tried", 11-29, cpfn) tells what was measured.

/**
 * Readings still wrong ("case start / detector"), asserted to be wrong so a mend shows up: a breed
 * the examples do not name, whenever a harm trigger's examples name the animal too (both lose the
 * kind), a breed wished for, a month told as "the whole of", a body part the examples do not name.
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "Hi, we've just moved here and need someo / dog_breed",
  "Our dachshund is getting a bit round, co / dog_breed",
  "She's a rescue greyhound, very calm, and / dog_breed",
  "I've got a young rottweiler who needs a  / dog_breed",
  "Looking for a walker for my chihuahua, W / dog_breed",
  "Our schnauzer came back from yesterday's / dog_breed",
  "We're thinking about getting a corgi nex / dog_breed",
  "We have a siamese who is very chatty, co / cat_breed",
  "Our siamese cat needs feeding twice a da / cat_breed",
  "Our sphynx needs a jumper on in the even / cat_breed",
  "Our sphynx needs a jumper on in the even / visit_dates",
  "It's just an ordinary tabby, very easy g / cat_breed",
  "We may adopt a maine coon later this yea / cat_breed",
  "I'm 22 and would love a nostril stud, an / piercing_spot",
  "Could I book in for a tongue piercing? I / piercing_spot"
]

runFieldCases(CPFN_DOMAINS, KNOWN_MISSES)
