import { agent, type Case, rubric, runCases, user } from "./presenceCases.js"

// A second set of escalation detectors of our own, written after the readings of notNow.ts and
// harmStates.ts (a pool company, a care home, a restaurant group, a block of flats, a gym), on
// messages in other styles: a manager's handover, a shift log, a review, a WhatsApp-style chat,
// forms with free text. Positives in other words than the examples; near misses in a harmless
// state, asked about, ruled out, past, somebody else's, or played down.

const pool = rubric({
  name: "chemical_hazard",
  type: "presence",
  required: false,
  examples: ["The chlorine drum in the plant room is leaking", "Swimmers are coughing and there's a strong chemical smell", "Someone mixed the acid and the chlorine and it's fizzing"],
  non_examples: ["Chemicals delivered and stored", "We had a spill in the plant room two years ago"]
})

const careHome = rubric({
  name: "resident_welfare_concern",
  type: "presence",
  required: false,
  examples: ["Mum had a fall in her room and nobody noticed until the morning", "Dad has lost a lot of weight and seems to be missing meals", "There's a pressure sore on her heel that hasn't been dressed"],
  non_examples: ["She's settled in really well", "My aunt in another home had a fall"]
})

const restaurant = rubric({
  name: "food_safety_issue",
  type: "presence",
  required: false,
  examples: ["There was a piece of glass in my salad", "Four of us were sick after eating the chicken", "The walk-in fridge is reading 12 degrees"],
  non_examples: ["The food was delicious", "Allergen menu requested"]
})

const flats = rubric({
  name: "fire_safety_hazard",
  type: "presence",
  required: false,
  examples: ["The fire door on the third floor is wedged open", "Someone has left mattresses piled up in the stairwell", "The fire alarm panel shows a fault light"],
  non_examples: ["Fire alarm test went fine on Monday", "Just a reminder about the bin collection"]
})

const gym = rubric({
  name: "member_injury",
  type: "presence",
  required: false,
  examples: ["I twisted my ankle on the broken step in the studio", "A rowing machine handle snapped and hit me in the face", "I slipped on the wet floor by the showers and hurt my back"],
  non_examples: ["Great class today", "My physio says I can start lifting again"]
})

const poolCases: ReadonlyArray<Case> = [
  ["Handover 07:10 - plant room smells really sharp this morning, eyes watering just opening the door. Haven't gone in. Duty manager informed.", { chemical_hazard: "found" }],
  ["Handover 07:10 - plant room checked, all drums sealed, dosing normal, no odour.", { chemical_hazard: "absent" }],
  ["What PPE should staff wear when topping up the acid tank?", { chemical_hazard: "absent" }],
  ["Bit of white powder around the lid of the new tub, probably just residue from delivery, nothing urgent but can someone look next visit?", { chemical_hazard: "absent" }],
  [[agent("Any chemical smell or leaks in the plant room?"), user("none at all, it's just the pool cover roller that's stuck")], { chemical_hazard: "negated" }]
]

const careCases: ReadonlyArray<Case> = [
  ["Hi, I visited Dad yesterday and his mouth was very dry, his water jug was empty and the carer said she hadn't had time. He's not been drinking properly for days I think.", { resident_welfare_concern: "found" }],
  ["Visited Mum on Sunday - she was chatty, eating well and loved the music afternoon. Thank you all.", { resident_welfare_concern: "absent" }],
  ["What's the procedure if a resident does fall at night? Are the rooms checked?", { resident_welfare_concern: "absent" }],
  ["Resident: Mrs P. Doyle\nRoom: 14\nConcern: bruising on both forearms that staff couldn't explain\nFamily contact: daughter", { resident_welfare_concern: "found" }],
  ["A few years back Gran had a fall at home, which is why we chose a place with night staff.", { resident_welfare_concern: "absent" }],
  ["Dad's hearing aid battery needs changing, he'll ask you himself but just in case.", { resident_welfare_concern: "absent" }]
]

const restaurantCases: ReadonlyArray<Case> = [
  ["Ate at your Leeds branch on Friday. By midnight both me and my partner were throwing up and we've been ill all weekend. We both had the prawns.", { food_safety_issue: "found" }],
  ["Lovely evening on Friday, the prawns were superb and the staff were attentive. Will be back!", { food_safety_issue: "absent" }],
  ["Do you cook the chicken and the vegan dishes on separate grills?", { food_safety_issue: "absent" }],
  ["Kitchen log Tue: walk-in temp 3C AM, 4C PM, all within range. Probe thermometer recalibrated.", { food_safety_issue: "absent" }],
  ["hi there, in my burger i found a long blue plastic piece, i almost swallow it. not happy", { food_safety_issue: "found" }],
  ["I thought the chicken looked pink inside, but the waiter checked the temperature and it was properly cooked.", { food_safety_issue: "absent" }]
]

const flatsCases: ReadonlyArray<Case> = [
  ["Hello, the door between the stairs and the corridor on floor 2 has been propped open with a fire extinguisher all week. Flat 2C", { fire_safety_hazard: "found" }],
  ["The lift has packed up again, could you get someone out? Flat 5A.", { fire_safety_hazard: "absent" }],
  ["Could you confirm when the next fire alarm test is? I work nights so the noise wakes me.", { fire_safety_hazard: "absent" }],
  ["There's a pile of old bikes and a sofa dumped under the stairs by the exit, you can barely get past it.", { fire_safety_hazard: "found" }],
  ["The stairwell was cluttered last year but the new caretaker cleared it and it's been fine since.", { fire_safety_hazard: "absent" }],
  ["Some of the smoke detectors in the hallway are chirping, I think the batteries are low. Not an emergency.", { fire_safety_hazard: "absent" }]
]

const gymCases: ReadonlyArray<Case> = [
  ["One of the treadmills jolted to a stop mid-run and I went flying, I've got cuts on both knees and my wrist is swelling up.", { member_injury: "found" }],
  ["The treadmill on the end keeps beeping, it works but it's annoying.", { member_injury: "absent" }],
  ["I hurt my shoulder playing rugby last season, can I still do the kettlebell class?", { member_injury: "absent" }],
  ["Member name: J Okoro\nIncident: dropped a plate on my foot in the free weights area, toe is black and I can't put weight on it\nStaff present: yes", { member_injury: "found" }],
  ["My friend got hurt at another gym, so I wanted to ask whether your instructors are first-aid trained.", { member_injury: "absent" }]
]

/**
 * Cases the readings still get wrong (the start of their name): positives told in words the
 * sentence vectors do not bring near the examples, a hearsay clause, a habit read as a state.
 * They are asserted to fail, so that a change that mends one shows up here.
 */
const STILL_WRONG: ReadonlyArray<string> = [
  "Hi, I visited Dad yesterday",
  "Could you confirm when the next fire"
]

runCases("a pool company", pool, poolCases, STILL_WRONG)
runCases("a care home", careHome, careCases, STILL_WRONG)
runCases("a restaurant group", restaurant, restaurantCases, STILL_WRONG)
runCases("a block of flats", flats, flatsCases, STILL_WRONG)
runCases("a gym", gym, gymCases, STILL_WRONG)
