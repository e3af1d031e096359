import type { EscDomain } from "./custescCases.js"

// Four of eight rubrics of our own (custrecallDomains2.ts holds the others): a glazier, a piano
// tuner, a pest controller and a bike workshop. Each has two required content detectors (a need,
// a request, a fault, a reason) built from short examples a busy customer writes, and messages
// stating them in other words: the situation told instead of the request, a request implied by a
// problem, the topic as a form value, a long email with the need in its third paragraph,
// non-native English; and near misses: the topic named with no need (a past job, a price
// question, somebody else's).

const glazier: EscDomain = {
  name: "a glazier",
  criteria: {
    custom_detectors: [
      { name: "repair_needed", type: "presence", examples: ["The window in the back bedroom won't shut", "Need a cracked pane replaced", "Can you fix the lock on the patio door"] },
      { name: "access_details", type: "presence", examples: ["Key is under the mat", "Side gate is unlocked", "Ring the neighbour at no 4 for the key"] }
    ]
  },
  cases: [
    ["The kitchen window has been stuck open since the storm and rain is getting in. My neighbour Sue has a spare key if nobody's home.", false, ["repair_needed", "access_details"]],
    ["One of the double glazed units in the lounge has gone all misty between the panes, could you have a look at it? The back door is left open for you.", false, ["repair_needed", "access_details"]],
    ["Hi, thanks for fitting the new conservatory roof last spring, it's been great. Just wanted to say so.", false, []],
    ["How much do you charge for a new sash window roughly? Just comparing quotes.", false, []],
    ["My sister's front door glass got smashed by a football, she's sorting it with her landlord.", false, []],
    ["Job: patio door handle snapped off\nAccess: code for the key safe is 4471", false, ["repair_needed", "access_details"]],
    ["Hello,\n\nWe moved into the house in August and are slowly getting settled.\n\nThe builders left a lot of mess which we have cleared.\n\nThe bathroom window no longer closes properly and there is a draught all night. We'd be grateful for someone to come out.\n\nThe garage side door will be open.\n\nRegards, Omar", false, ["repair_needed", "access_details"]],
    ["Please the glass in my shop door it have a big crack across, is dangerous for customers. I am there from 9 every day to open for you.", false, ["repair_needed", "access_details"]],
    ["Do you also do mirrors or only windows?", false, []]
  ]
}

const pianoTuner: EscDomain = {
  name: "a piano tuner",
  criteria: {
    custom_detectors: [
      { name: "service_request", type: "presence", examples: ["Need the piano tuned", "Can you look at a sticking key", "Our upright needs tuning before Christmas"] },
      { name: "deadline_reason", type: "presence", examples: ["It's for a concert on the 12th", "My daughter has her grade 5 exam soon", "We have a pianist playing at the wedding"] }
    ]
  },
  cases: [
    ["Our old piano sounds really out now, the middle C is way off. My son sits his grade 3 in March.", false, ["service_request", "deadline_reason"]],
    ["Two of the black notes don't come back up after you press them. There's a recital at the church on Sunday evening.", false, ["service_request", "deadline_reason"]],
    ["You tuned our Yamaha in June and it still sounds lovely, thank you!", false, []],
    ["What would a tuning cost for a grand piano?", false, []],
    ["My friend's piano teacher recommended you to her, she might get in touch.", false, []],
    ["Instrument: baby grand, hasn't been touched in years and sounds awful\nOccasion: our daughter's wedding reception in the hall", false, ["service_request", "deadline_reason"]],
    ["Dear Sir,\n\nI inherited my grandmother's piano last year and had it moved to our flat.\n\nThe movers were careful and it arrived fine.\n\nSince then it has gone badly out of tune and the pedal squeaks, would you be able to come and sort it?\n\nMy students start lessons on it again in January.\n\nKind regards", false, ["service_request", "deadline_reason"]],
    ["hello, the piano is sound very bad, some key no working. my school performance next week", false, ["service_request", "deadline_reason"]]
  ]
}

const pestControl: EscDomain = {
  name: "a pest controller",
  criteria: {
    custom_detectors: [
      { name: "pest_problem", type: "presence", examples: ["Mice in the kitchen", "There's a wasps nest under the eaves", "We've got rats in the garden"] },
      { name: "visit_request", type: "presence", examples: ["Can someone come out this week", "Need a technician to treat the loft", "Please book a visit"] }
    ]
  },
  cases: [
    ["We keep hearing scratching in the ceiling at night and found droppings behind the cooker. Could you send somebody round?", false, ["pest_problem", "visit_request"]],
    ["Little brown ants are marching across the worktop every morning, it's driving me mad. When can your man pop over?", false, ["pest_problem", "visit_request"]],
    ["Your team cleared the wasps last summer and we've had no trouble since. Thanks again.", false, []],
    ["How much is a treatment for bedbugs, just so I know?", false, []],
    ["My neighbour says she has seen a rat by the bins, not in our garden though.", false, []],
    ["Problem: something chewing through the cables in the attic\nWhat we need: someone to come and deal with it, mornings are best", false, ["pest_problem", "visit_request"]],
    ["Good afternoon,\n\nWe run a small café on the high street.\n\nOur health inspection is due next month and we are getting everything ready.\n\nStaff have spotted a couple of cockroaches near the dishwasher this week. We would like you to come and check the premises as soon as possible.\n\nMany thanks, Priya", false, ["pest_problem", "visit_request"]],
    ["there are many small flying insect in our kitchen from the bin, please somebody come to see", false, ["pest_problem", "visit_request"]],
    ["Do you use products that are safe for cats?", false, []]
  ]
}

const bikeWorkshop: EscDomain = {
  name: "a bike workshop",
  criteria: {
    custom_detectors: [
      { name: "repair_needed", type: "presence", examples: ["Need a puncture fixed", "The gears keep slipping", "Brakes need adjusting"] },
      { name: "collection_request", type: "presence", examples: ["Can you pick the bike up", "Could you collect it from my flat", "Need it collected from work"] }
    ]
  },
  cases: [
    ["The chain came off on my way home and now the pedals just spin. I can't get it to you, would your van be able to fetch it from my office?", false, ["repair_needed", "collection_request"]],
    ["Back tyre goes flat overnight every time I pump it. Is it possible for someone to come and get the bike from my house?", false, ["repair_needed", "collection_request"]],
    ["You serviced my road bike in April and it rides like new.", false, []],
    ["What do you charge for a full service?", false, []],
    ["My flatmate's bike was stolen last week, she's going to the police.", false, []],
    ["Bike: Trek hybrid, front wheel buckled after I hit a kerb\nPick-up: from 12 Mill Lane, any weekday after 5", false, ["repair_needed", "collection_request"]],
    ["Hi there,\n\nI commute about 15 miles a day and the bike has done well this year.\n\nI had a new saddle fitted elsewhere in May.\n\nThe brakes have started squealing and barely stop me on hills, which is a bit scary. I'd need you to grab it from the hospital car park as I work shifts.\n\nCheers, Dan", false, ["repair_needed", "collection_request"]],
    ["my bike the gear not change anymore, always stay on the hard one. you can take it from my home?", false, ["repair_needed", "collection_request"]],
    ["Do you sell second-hand bikes as well?", false, []]
  ]
}

export const DOMAINS: ReadonlyArray<EscDomain> = [glazier, pianoTuner, pestControl, bikeWorkshop]
