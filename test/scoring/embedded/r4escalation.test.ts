import { agent, type Case, rubric, runCases, user } from "./presenceCases.js"

// Escalation detectors declared by a caller with 3–4 examples, in made-up domains of our own (a
// day nursery, a letting agent's repairs line, a pharmacy, a haulier's depot, an events venue),
// read on messages written the way people write: emails with signatures, forms, call notes,
// driver updates, chats in non-native English. The near misses share the topic and not the state:
// the thing told fine, asked about, ruled out, long past, somebody else's, or minor by the
// sender's own word.

const nursery = rubric({
  name: "child_safety_concern",
  type: "presence",
  required: false,
  examples: [
    "Ava came home with a bruise on her arm and nobody could tell me how",
    "He was sent home wheezing and nobody gave him his inhaler",
    "The gate to the car park was propped open when I collected her",
    "A staff member shouted at my son and grabbed his wrist"
  ],
  non_examples: ["She loved the messy play today", "Last term there was a bumped head but it was all logged properly"]
})

const repairs = rubric({
  name: "tenant_hazard",
  type: "presence",
  required: false,
  examples: [
    "The smoke alarm is beeping and there's a burning smell from the fuse box",
    "Water is coming through the ceiling of the shower room",
    "The front door won't lock so anyone can walk in",
    "There's black mould spreading across the baby's bedroom wall"
  ],
  non_examples: ["The kitchen tap drips a bit", "The boiler was serviced last week and is working fine"]
})

const pharmacy = rubric({
  name: "adverse_reaction",
  type: "presence",
  required: false,
  description: "A red flag: a serious reaction to a medicine",
  examples: [
    "My lips and tongue swelled up after the first dose",
    "Since starting the new tablets my heart races and I feel faint",
    "Came out in a blistering rash all over after the antibiotics"
  ],
  non_examples: ["I've had no side effects at all", "My husband gets a rash from penicillin"]
})

const depot = rubric({
  name: "cargo_hazard",
  type: "presence",
  required: false,
  description: "A dangerous condition of a load, a vehicle or the yard",
  examples: [
    "One of the chemical drums is leaking onto the trailer floor",
    "The pallet of batteries is hot to the touch",
    "The load shifted and the trailer is leaning badly",
    "Forklift brakes failed in the loading bay"
  ],
  non_examples: ["Load secured and checked", "Last year we had a spill but it was cleaned up"]
})

const venue = rubric({
  name: "security_risk",
  type: "presence",
  required: false,
  examples: [
    "Our CEO has received threatening messages about the launch",
    "A guest's ex-partner is barred from the wedding and may try to get in",
    "There's a protest group planning to disrupt the awards night"
  ],
  non_examples: ["No special security needs", "Last year's dinner went off without any trouble"]
})

const nurseryCases: ReadonlyArray<Case> = [
  ["Hi Nadia,\n\nWhen I picked Leo up yesterday he had a deep scratch across his cheek and the incident book had nothing in it. Can someone call me?\n\nThanks,\nPriya Shah\nMum of Leo (Caterpillars room)", { child_safety_concern: "found" }],
  ["Just to say Leo's cheek has healed up nicely, the scratch from the weekend at his cousin's is barely visible now. Thanks for keeping an eye on it.", { child_safety_concern: "absent" }],
  ["What is your policy if a child gets hurt during outdoor play? Do you phone parents straight away?", { child_safety_concern: "absent" }],
  ["My friend's daughter at another nursery came home with a bite mark, so I wanted to ask how you handle biting.", { child_safety_concern: "absent" }],
  ["hello, my daughter come home today with burn on her hand, teacher say is from the radiator. nobody call me. i am very upset", { child_safety_concern: "found" }],
  ["Child: Oscar B\nRoom: Toddlers\nConcern: the outside door was left unlocked at drop-off and a toddler wandered towards the road\nContact me: yes", { child_safety_concern: "found" }],
  ["Child: Mia\nAny injuries or incidents to report?: none\nNotes: she napped well", { child_safety_concern: "negated" }],
  ["Back in spring she had a tumble off the climbing frame, the staff handled it brilliantly and she was right as rain by teatime.", { child_safety_concern: "absent" }],
  ["Could Grandad collect Sam on Friday? He'll bring his ID.", { child_safety_concern: "absent" }]
]

const repairsCases: ReadonlyArray<Case> = [
  ["Call notes 14:05 - tenant flat 3B. Says the ceiling above the shower has a bulge and is dripping onto the light fitting. Asked for someone today.", { tenant_hazard: "found" }],
  ["Flat 2 - annual check done. Smoke alarms tested and working, no damp, boiler pressure normal.", { tenant_hazard: "absent" }],
  ["Is the landlord responsible if the extractor fan stops working? It's fine at the moment, I just want to know.", { tenant_hazard: "absent" }],
  ["I thought I smelled burning near the fuse box last night but it was the neighbour's barbecue, everything in the flat is fine.", { tenant_hazard: "absent" }],
  ["the lock on the main door snapped this morning and it just swings open now, I'm on my own here with the kids", { tenant_hazard: "found" }],
  ["The toilet seat is loose and the bedroom blind is stuck halfway. Nothing urgent, whenever someone is passing.", { tenant_hazard: "absent" }],
  ["Thanks, Tuesday is fine for the gutter cleaning.\n\nOn Mon 3 Nov, Lettings wrote:\n> Do you have any water coming in anywhere or any damp?\n> We can book the gutter visit for Tuesday.", { tenant_hazard: "absent" }],
  [[agent("Any sign of water coming in or sparking sockets?"), user("No, nothing like that, it's just the oven door hinge.")], { tenant_hazard: "negated" }],
  ["good evening, i rent the flat on Canal St. since two days the socket in kitchen is making smoke and black marks when I plug kettle. I stop using it but I am worry.", { tenant_hazard: "found" }]
]

const pharmacyCases: ReadonlyArray<Case> = [
  ["Hello,\n\nI collected amoxicillin for my son on Monday. Since last night his whole face has puffed up and he's struggling a bit to swallow. Should I bring him in?\n\nRegards,\nTom", { adverse_reaction: "found" }],
  ["Are there any side effects I should watch for with the new blood pressure tablets? I haven't started them yet.", { adverse_reaction: "absent" }],
  ["Years ago I reacted to codeine, which the doctor put down to a mild intolerance, and I've taken paracetamol since with no trouble. Can I order my usual repeat?", { adverse_reaction: "absent" }],
  ["Started the statins a fortnight ago and feel absolutely fine. Please send the next month's supply.", { adverse_reaction: "absent" }],
  ["Medicine: sertraline 50mg\nProblem: since the dose went up I've been shaking and sweating and my heart won't slow down\nUrgent callback: yes", { adverse_reaction: "found" }],
  [[agent("How can I help?"), user("the cream you give me for my skin, after I put it my eyes go very swollen and red, i can not open one eye now")], { adverse_reaction: "found" }],
  ["My mum had a bad reaction to this brand once, so could I have a different manufacturer's version please?", { adverse_reaction: "absent" }],
  ["Name: R. Okafor\nAny side effects or reactions?: None\nCollection: Thursday", { adverse_reaction: "negated" }]
]

const depotCases: ReadonlyArray<Case> = [
  ["Driver update 06:40: strong smell of solvent in the back, two containers have split and there's liquid pooling near the doors. Parked up at services.", { cargo_hazard: "found" }],
  ["Driver update: straps rechecked at Lymm, load is sitting fine, no movement. ETA 14:00.", { cargo_hazard: "absent" }],
  ["Do you accept lithium batteries as a mixed load, and what labelling do you need?", { cargo_hazard: "absent" }],
  ["Please add two more pallets of bottled water to Friday's run and send the invoice to accounts.", { cargo_hazard: "absent" }],
  ["Hi team,\n\nThe racking in aisle 4 has a bent upright after the reach truck clipped it this morning, and it's still loaded with full pallets. We've taped it off.\n\nDan\nWarehouse Supervisor", { cargo_hazard: "found" }],
  ["The tail lift that jammed in March was repaired by the dealer and has passed its inspection.", { cargo_hazard: "absent" }],
  ["Reported a smell from the reefer unit earlier, engineer checked and it was just the new door seals, all clear.", { cargo_hazard: "absent" }]
]

const venueCases: ReadonlyArray<Case> = [
  ["Hi both,\n\nA heads-up for the 12th: our speaker has been getting abusive emails since her article came out, and one sender said he'd see her at the event. Could we talk about door staff?\n\nBest,\nMarta", { security_risk: "found" }],
  ["We'd like two door staff just for the cloakroom and to guide people to the lift. No concerns otherwise.", { security_risk: "absent" }],
  ["Do you do bag checks at the entrance for big events? Just curious what's standard.", { security_risk: "absent" }],
  ["We heard a wedding at another venue had gatecrashers, but our guest list is all close family.", { security_risk: "absent" }],
  ["Event: charity gala\nGuests: 220\nSecurity notes: a former employee who was dismissed has posted online that he'll come and make a scene", { security_risk: "found" }],
  [[agent("Is there anyone who shouldn't be allowed in, or any security worries?"), user("No, none at all.")], { security_risk: "negated" }]
]

/**
 * Cases the readings still get wrong (the start of their name): positives told in words the
 * sentence vectors do not bring near the examples, a hearsay clause, a habit read as a state.
 * They are asserted to fail, so that a change that mends one shows up here. (Four positives told
 * as a harmful state seen were mended by circumstances.ts, custpres.)
 */
const STILL_WRONG: ReadonlyArray<string> = [
  "We heard a wedding at another"
]

runCases("a day nursery", nursery, nurseryCases, STILL_WRONG)
runCases("a letting agent's repairs line", repairs, repairsCases, STILL_WRONG)
runCases("a pharmacy", pharmacy, pharmacyCases, STILL_WRONG)
runCases("a haulier's depot", depot, depotCases, STILL_WRONG)
runCases("an events venue", venue, venueCases, STILL_WRONG)
