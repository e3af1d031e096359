import { agent, type Case, rubric, runCases, user } from "./presenceCases.js"

// Custom presence detectors built from three examples in made-up domains of our own (a pool
// service, a hotel's guest desk, a removals firm, a dog kennel, a farm vet), read on messages
// written the way customers write. The near misses share a topic or a time word with an example
// and nothing else: the thing named in a fine state, a question about what might go wrong, a
// third party's trouble, a trouble now over. The positives tell the signal in other words.

const pool = rubric(
  {
    name: "water_problem",
    type: "presence",
    required: false,
    examples: ["The water's turned green", "It went cloudy after the weekend", "Swimmers say their eyes sting after a dip"],
    non_examples: ["The water looks crystal clear", "My sister's hot tub went green once"]
  },
  { name: "visit_slot", type: "presence", examples: ["Tuesday morning suits", "Any weekday after 4", "Could someone come on the 9th?"], non_examples: ["I'll check my diary"] }
)

const hotel = rubric({
  name: "noise_complaint",
  type: "presence",
  required: false,
  examples: ["The room above us was stomping around until 2am", "Couldn't sleep for the music from the bar downstairs", "Drilling started outside our window at 7"],
  non_examples: ["The room was lovely and quiet"]
})

const removals = rubric(
  {
    name: "access_problem",
    type: "presence",
    required: false,
    examples: ["The lorry won't fit down our lane", "There's no parking outside, it's a red route", "We're on the fourth floor and there's no lift"],
    non_examples: ["Plenty of room on the drive for a big van", "The old flat had a tight staircase but we sorted it"]
  },
  {
    name: "fragile_items",
    type: "presence",
    required: false,
    examples: ["We have an upright piano", "There's a glass display cabinet that will need crating", "Two large framed mirrors"],
    non_examples: ["Just boxes and flat-pack furniture"]
  }
)

const kennel = rubric(
  {
    name: "aggressive_behaviour",
    type: "presence",
    required: false,
    examples: ["He snaps at other dogs if they go near his bowl", "She bit a groomer last year", "Our terrier lunges and growls at strangers"],
    non_examples: ["He's friendly with everyone", "The neighbour's dog bit him once"]
  },
  {
    name: "collection_time",
    type: "presence",
    examples: ["We'll pick her up Sunday evening", "Collection about 5pm on the 12th", "I can collect him any time after lunch on Monday"],
    non_examples: ["Not sure when our flight lands"]
  }
)

const farmVet = rubric({
  name: "sick_animal",
  type: "presence",
  required: false,
  examples: ["Two of the ewes are lame", "The calf won't take its bottle", "One of the hens is hunched up and not eating"],
  non_examples: ["The whole flock is healthy", "Our neighbour's cows had foot rot"]
})

const poolCases: ReadonlyArray<Case> = [
  ["Hi,\n\nCould someone come Thursday afternoon for the routine service? The water's fine, we just want the filter checked before the summer.\n\nCheers,\nGreg\n07700 900 411", { water_problem: "absent", visit_slot: "found" }],
  ["Pool: outdoor, 8x4m\nIssue: it's looking like pea soup since the heatwave\nBest day: any weekday after 5", { water_problem: "found", visit_slot: "found" }],
  ["Is there any risk the water goes green if we're away for three weeks in August?", { water_problem: "absent" }],
  ["My neighbour's pool went murky after the storm, so I'd like ours checked before the same thing happens.", { water_problem: "absent" }],
  ["The kids swim every morning after breakfast.", { water_problem: "absent" }],
  [[agent("Any problems with the water itself?"), user("No, it's clear as anything, it's the pump that's noisy.")], { water_problem: "negated" }],
  ["The water was cloudy last month but the shock treatment sorted it, it's sparkling now.", { water_problem: "absent" }],
  ["If it turns green while we're on holiday, will you come out?", { water_problem: "absent" }]
]

const hotelCases: ReadonlyArray<Case> = [
  ["Dear manager,\n\nWe stayed in room 214 last weekend. The breakfast was excellent and the staff friendly. My only note is that the bar downstairs closes quite early.\n\nRegards,\nHelen", { noise_complaint: "absent" }],
  ["Barely got a wink of sleep, someone's party next door went on until 3.", { noise_complaint: "found" }],
  ["My colleague stayed last month and said the street outside was loud, so please give us a room at the back.", { noise_complaint: "absent" }],
  ["Quiet room, comfy bed, would book again.", { noise_complaint: "absent" }],
  ["The music festival in the park is on that weekend, is that why prices are higher?", { noise_complaint: "absent" }]
]

const removalsCases: ReadonlyArray<Case> = [
  ["the street is residents' permit parking only and it's always full, your van will probably have to stop round the corner", { access_problem: "found" }],
  ["Our old house had steep stairs but the new one is a bungalow, so no issues there.", { access_problem: "absent" }],
  ["Moving from: 3rd floor flat, the lift is out of order until further notice\nMoving to: a house with a drive", { access_problem: "found" }],
  ["Items: sofa, beds, wardrobe, 40 boxes\nAnything fragile?: no", { fragile_items: "negated" }],
  ["There's grandma's china cabinet, the glass doors are my main worry", { fragile_items: "found" }]
]

const kennelCases: ReadonlyArray<Case> = [
  ["Hi,\nWe'd like to book Bella in from the 3rd to the 10th. She's a soppy spaniel who loves everyone. We'll pick her up on the 10th around teatime.\nThanks,\nSue", { aggressive_behaviour: "absent", collection_time: "found" }],
  ["Breed: collie cross\nAge: 4\nBehaviour with other dogs: he can get nippy if another dog comes up behind him\nCollection: TBC", { aggressive_behaviour: "found", collection_time: "absent" }],
  ["He used to be reactive as a pup but after training classes he's as calm as anything.", { aggressive_behaviour: "absent" }]
]

const farmCases: ReadonlyArray<Case> = [
  ["Hello, could the vet call out Tuesday to do the TB test on the herd? They're all in the top field.\nThanks, Owen", { sick_animal: "absent" }],
  ["The calves are due their second vaccination next week.", { sick_animal: "absent" }],
  ["Our neighbour's pigs have had a cough going round, ours seem fine so far.", { sick_animal: "absent" }],
  ["Animals: 40 ewes, 2 rams\nAny sick or injured animals?: none at the moment\nReason for visit: annual flock health plan", { sick_animal: "negated" }],
  ["The old cow that was off her food last week is back to normal and eating well.", { sick_animal: "absent" }],
  ["We moved the hens into the new shed on Tuesday and they've settled in nicely.", { sick_animal: "absent" }]
]

runCases("a pool service", pool, poolCases)
runCases("a hotel's guest desk", hotel, hotelCases)
runCases("a removals quote", removals, removalsCases)
runCases("a dog kennel booking", kennel, kennelCases)
runCases("a farm vet's call-outs", farmVet, farmCases)
