// Challenge "kindfix" (11-28): a diet or allergy told as a thing kept from its holder ("no nuts
// anywhere near his plate", "she can't go near shellfish"), a food denied followed by a "but"
// clause ("can't have dairy, but …"), and a relation told by an event ("my brother was killed in
// a crash", "we lost our mum"), with near misses: the need itself denied ("no allergies in our
// group"), a "can't" of a date, a story's or a film's death, a thing lost that is no person.
// Four rubrics of our own: a caterer, a care home, a school trip, a funeral director. None of the datasets' text.
import type { Message } from "../../../src/domain/types.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

const custom = (...custom_detectors: Array<Record<string, unknown>>) => compileEmbedded(compileManifest({ template: "custom", custom_detectors } as never))

/** A caterer's diet detector and a funeral director's relation (rev10Cases.ts reads them too). */
export const DIETARY_REQUIREMENTS = { name: "dietary_requirements", type: "presence", required: false, examples: ["Two of the guests are vegan", "One child is allergic to peanuts", "My husband can't eat gluten"], non_examples: ["No special diets this time"] }
export const RELATION_TO_DECEASED = { name: "relation_to_deceased", type: "classification", categories: ["immediate_family", "extended_family", "friend"], examples: [
  { text: "my mother passed away on Tuesday", category: "immediate_family" },
  { text: "our dad died in the night", category: "immediate_family" },
  { text: "my aunt has died", category: "extended_family" },
  { text: "my grandfather passed last week", category: "extended_family" },
  { text: "a close friend of mine died", category: "friend" },
  { text: "my oldest friend passed away", category: "friend" }
] }

const scorers = {
  caterer: custom(
    DIETARY_REQUIREMENTS,
    { name: "headcount", type: "presence", examples: ["We're expecting 60", "Lunch for twelve people"], non_examples: ["Not sure how many yet"] }
  ),
  care: custom(
    { name: "mobility_needs", type: "presence", required: false, examples: ["Mum uses a walking frame", "Dad is in a wheelchair most days", "She needs a hoist to get out of bed"], non_examples: ["She gets about fine on her own"] },
    { name: "dietary_needs", type: "presence", required: false, examples: ["He's diabetic", "She's vegetarian", "He can't have anything with nuts"], non_examples: ["Eats whatever is put in front of him"] }
  ),
  trip: custom(
    { name: "allergies", type: "presence", required: false, examples: ["Sam is allergic to eggs", "She carries an EpiPen", "He's coeliac"], non_examples: ["No allergies"] },
    { name: "consent", type: "presence", examples: ["I give permission for Ella to go", "Happy for him to attend the trip"], non_examples: ["Still thinking about it"] }
  ),
  funeral: custom(RELATION_TO_DECEASED)
}
export type ScorerName = keyof typeof scorers

/** A case: the rubric, the detector read, the messages, the readings allowed ("found" / "absent" / "negated" for presence; a category or null). */
export interface KfCase {
  readonly id: string
  readonly scorer: ScorerName
  readonly detector: string
  readonly messages: ReadonlyArray<Message>
  readonly want: ReadonlyArray<string | null>
}
const user = (content: string): Message => ({ role: "user", content })
const one = (id: string, scorer: ScorerName, detector: string, text: string, ...want: Array<string | null>): KfCase => ({ id, scorer, detector, messages: [user(text)], want })
/** A near miss of a presence detector: not found, whether read as a denial or as nothing. */
const notFound = ["absent", "negated"] as const

/** What the case's detector reads: found / negated / absent for presence, the category (or null) for a classification. */
export const readingOf = (c: KfCase): string | null => {
  const d = scorers[c.scorer].score(c.messages)[c.detector]!
  if (c.scorer === "funeral") return d.found ? (d.value as string) : null
  return d.found ? "found" : d.negated ? "negated" : "absent"
}

export const KF_CASES: ReadonlyArray<KfCase> = [
  // --- (a) a food kept from its holder: the diet is there
  one("a-nuts-plate", "caterer", "dietary_requirements", "Hi, quick one - no nuts anywhere near Dev's plate please, he reacts badly.", "found"),
  one("a-gluten-me", "caterer", "dietary_requirements", "Nothing with gluten for me please, the rest of the table eats anything.", "found"),
  one("a-shellfish", "caterer", "dietary_requirements", "My husband can't go near shellfish, so please keep the prawns off his starter.", "found"),
  one("a-dairy-form", "caterer", "dietary_requirements", "Event: retirement lunch\nGuests: 30\nNotes: no dairy for table 4, please.", "found"),
  one("a-sesame-away", "trip", "allergies", "Please keep sesame away from Noah at lunch, even a trace sets him off.", "found"),
  one("a-peanut-zero", "trip", "allergies", "Zero peanuts for Ava - please make sure the packed lunch is checked.\n\nThanks,\nRuth (Ava's mum)", "found"),
  one("a-dad-sugar", "care", "dietary_needs", "Nothing sugary for Dad please, he's been told to watch it by his GP.", "found"),
  one("a-no-gluten-care", "care", "dietary_needs", "No gluten in Mum's meals, not even the gravy.", "found"),
  // near misses: the need itself denied, or nothing of a diet
  one("a-no-allergies", "caterer", "dietary_requirements", "No allergies in our group, we'll eat whatever you serve.", ...notFound),
  one("a-none-of-us", "caterer", "dietary_requirements", "None of us have any dietary requirements, so the standard menu is fine.", ...notFound),
  one("a-nobody-coeliac", "trip", "allergies", "Nobody in the class is coeliac as far as I know.", ...notFound),
  one("a-no-need-gf", "caterer", "dietary_requirements", "No need for a gluten-free option this year, the person who needed it has left.", ...notFound),
  one("a-no-allergy-form", "trip", "allergies", "Child: Mia Doyle\nAllergies: none\nConsent: yes", ...notFound),
  one("a-no-nuts-order", "caterer", "dietary_requirements", "We don't want the nut platter this time, just the sandwiches.", ...notFound),
  one("a-cake-has-none", "caterer", "dietary_requirements", "The lemon cake you sent had no nuts in it, which was handy.", ...notFound),
  one("a-eggs-left", "care", "dietary_needs", "There were no eggs left at breakfast again this morning.", ...notFound),
  one("a-nut-platter", "caterer", "dietary_requirements", "No nut platter this time, just the cheese board and fruit.", ...notFound),
  one("a-not-allergic", "trip", "allergies", "None of the group are allergic to nuts, we checked with every parent.", ...notFound),
  one("a-no-one-nut", "trip", "allergies", "No one with a nut allergy is coming on this trip.", ...notFound),
  // --- (b) a food denied, then a "but" clause: still the diet
  one("b-dairy-goat", "caterer", "dietary_requirements", "Tom can't have dairy, but goat's cheese seems to be okay for him.", "found"),
  one("b-eggs-otherwise", "care", "dietary_needs", "She can't eat eggs, but otherwise she'll happily eat anything.", "found"),
  one("b-gluten-bread", "trip", "allergies", "Leo can't have gluten, but we'll send him in with his own bread.", "found"),
  one("b-nuts-ticket", "caterer", "dietary_requirements", "My partner can't have nuts, but the rest of us are easy.\n\nBest,\nSinead Walsh\nEvents Coordinator", "found"),
  one("b-shellfish-fish", "caterer", "dietary_requirements", "I can't eat shellfish, but white fish is fine.", "found"),
  one("b-dairy-lasttime", "caterer", "dietary_requirements", "Our son can't have dairy, but he loved the lemon sorbet you made for the last party.", "found"),
  one("b-eggs-fine", "caterer", "dietary_requirements", "Priya can't eat eggs, but the meringue-free pudding you did in March was fine for her.", "found"),
  // near misses: a "can't" that is no diet, followed by "but"
  one("b-cant-friday", "caterer", "dietary_requirements", "We can't do Friday, but Saturday lunchtime works for everyone.", ...notFound),
  one("b-cant-stairs", "care", "dietary_needs", "He can't manage the stairs any more, but he eats well.", ...notFound),
  one("b-cant-wait", "caterer", "dietary_requirements", "Can't wait for the buffet, but could you send the menu first?", ...notFound),
  // --- (c) a relation told by an event
  one("c-brother-crash", "funeral", "relation_to_deceased", "My brother was killed in a crash on the bypass and we need to arrange things.", "immediate_family"),
  one("c-lost-mum", "funeral", "relation_to_deceased", "We lost our mum on Sunday and don't know where to start.", "immediate_family"),
  one("c-sister-hospital", "funeral", "relation_to_deceased", "My sister lost her fight with cancer yesterday evening.", "immediate_family"),
  one("c-uncle-heart", "funeral", "relation_to_deceased", "My uncle had a heart attack on Friday and didn't make it.", "extended_family"),
  one("c-gran-slipped", "funeral", "relation_to_deceased", "Hello, our nan slipped away peacefully in her sleep last night.", "extended_family"),
  one("c-friend-drowned", "funeral", "relation_to_deceased", "My best friend drowned on holiday and his family have asked me to help.", "friend"),
  one("c-son-stillborn", "funeral", "relation_to_deceased", "Our son was stillborn on Monday. We would like a small service.", "immediate_family"),
  one("c-dad-form", "funeral", "relation_to_deceased", "Name: Karen Obi\nEnquiry: my father was killed at work last week, we need help with the arrangements", "immediate_family"),
  one("c-wife-lost", "funeral", "relation_to_deceased", "I've just lost my wife. Can someone call me back today?", "immediate_family"),
  // near misses: no person of the sender's lost
  one("c-film", "funeral", "relation_to_deceased", "Is the chapel the one from that film where the brother gets killed in a crash?", null),
  one("c-lost-keys", "funeral", "relation_to_deceased", "I think we lost our car keys in your car park on Sunday, has anyone handed them in?", null),
  one("c-match", "funeral", "relation_to_deceased", "Sorry, unrelated, but we lost the match last spring and never got our deposit back for the hall.", null),
  one("c-price", "funeral", "relation_to_deceased", "How much is a direct cremation with no service?", null),
  one("c-crash-car", "funeral", "relation_to_deceased", "Someone crashed into our hearse booking van outside, no one was hurt.", null),
  one("c-parking", "funeral", "relation_to_deceased", "Is there parking for about twenty cars at the crematorium?", null),
  // controls already right: plain statements
  one("k-vegan", "caterer", "dietary_requirements", "Three of the guests are vegan.", "found"),
  one("k-wheelchair", "care", "mobility_needs", "Dad uses a wheelchair now, so a ground floor room please.", "found"),
  one("k-mum-died", "funeral", "relation_to_deceased", "My mum died this morning.", "immediate_family")
]
