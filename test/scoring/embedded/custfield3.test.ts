import { CUSTFIELD3_DOMAINS } from "./custfield3Domains.js"
import { runFieldCases } from "./fieldRuns.js"

// Wanted dates, places, headcounts and asset numbers told loosely, beside dates, places and
// counts that are not the field (custfield3Domains.ts): seven custom rubrics of our own, 70
// messages, 210 labels. On the scorer before this round 40 labels were wrong, after it 30.
// docs/quality.md ("Tried", 11-28, custfield) tells what was measured.

/**
 * Readings still wrong ("case start / detector"), asserted to be wrong so a mend shows up: a place
 * with no number or site word ("on Queen Street", "round at my mum's in Hove", "the chapel on
 * Flowergate"), a height or count in a sentence far from the examples ("about waist height", "We'll
 * be about forty"), an asset told by its spot or a short number ("number 3", "fleet no. 0938"), a
 * coming day that is another event's (a wedding fair on Sunday), questions about the vendor's rules
 * read as the field, and classifications that miss an unseen wording or answer a question.
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "There's a big ball of bees on the wheeli / cluster_height",
  "There's a big ball of bees on the wheeli / settled_on",
  "Swarm in the sycamore at the end of Brid / settled_on",
  "The bees are in my neighbour's chimney,  / settled_on",
  "They've landed on the wing mirror of my  / swarm_location",
  "Bees all over the gatepost at Manor Farm / swarm_location",
  "Bees all over the gatepost at Manor Farm / settled_on",
  "Any Tuesday after the 10th of June would / boat_choice",
  "The one by the goods entrance, number 3, / lift_id",
  "The boom on fleet no. 0938 creeps down w / lift_id",
  "The boom on fleet no. 0938 creeps down w / fault_kind",
  "How many lifts do you have available nex / fault_kind",
  "We hired 4 machines from you in 2024 for / yard_location",
  "We're tying the knot the Saturday after  / venue",
  "We're tying the knot the Saturday after  / style",
  "Date: late September, not fixed yet Plac / venue",
  "We'll marry at Brighton town hall on the / venue",
  "Please send me your price list, I'll be  / wedding_date",
  "Could you tune our upright at the chapel / piano_location",
  "How often should an upright be tuned if  / piano_kind",
  "We'll be about forty for my parents' rub / anniversary_date",
  "We'll be about forty for my parents' rub / headcount",
  "We'll be about forty for my parents' rub / occasion",
  "Our wedding anniversary - could we come  / headcount",
  "Mini skip please, any day after the 21st / skip_size",
  "Do I need a permit if it sits on the roa / start_date",
  "Do I need a permit if it sits on the roa / drop_site",
  "How many skips do you have, we might nee / drop_site",
  "Start: early next month Where: field ent / drop_site"
]

runFieldCases(CUSTFIELD3_DOMAINS, KNOWN_MISSES)
