import { CPFN5_DOMAINS } from "./cpfn5Domains.js"
import { runFieldCases } from "./fieldRuns.js"

// Custom presence fields and triggers on messages of our own (cpfn5Domains.ts): four rubrics, 45
// messages. docs/quality.md ("Tried", 11-29, cpfn5) tells what was measured.

/**
 * Readings still wrong ("case start / detector"), asserted to be wrong so a mend shows up. Before
 * the round 17 of 131 readings were wrong: eight breeds beside a poisoning or injury trigger whose
 * examples name the animal (the field lost the pet kind to the trigger; five breeds were in no
 * list), three harms told in other words, four values in a shape the fields do not read, two form
 * or call-note values. Left: the harms in other words (eaten sweets, tablets swallowed, a jump and
 * a leg that takes no weight), a breed word of a second sense (siamese), a date with dots and a
 * two-figure year, a metre count fused to its figure ("10m"), nights as a stay, a call note's
 * "pax" and colours, a colour scheme told to the agent's question.
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "My beagle has just eaten a whole tray of / dog_poisoned",
  "My puppy swallowed two of my blood press / dog_poisoned",
  "Our ragdoll jumped off the shed roof and / cat_injured",
  "Could you feed our siamese from the 10th / cat_breed",
  "Big day is 12.4.27, headcount around 150 / wedding_date",
  "Do you have a colour theme in mind? / na / colour_scheme",
  "Call with the bride: date 3rd Oct, ~70 p / guest_count",
  "Call with the bride: date 3rd Oct, ~70 p / colour_scheme",
  "We have a 10m catamaran and would like a / boat_length",
  "Hi, 3 nights please for a small motor cr / mooring_period"
]

runFieldCases(CPFN5_DOMAINS, KNOWN_MISSES)
