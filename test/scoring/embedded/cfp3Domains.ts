// The cfp3 challenge (cfp3.test.ts): four rubrics of our own, a hot tub servicing firm, a self-storage
// site, a children's swimming school and a village hall's bookings, each with two required fields and
// one escalation trigger. The family is the trigger found on an everyday clause that shares only a
// setting word (an object, a room, a person) with an example: "the tub sits on the patio" beside
// "the tub is sparking", "my daughter is six" beside "my daughter was hurt", a mild state told with an
// emergency's object ("the water is a bit cool"). About a third are near misses the other way: the
// same setting with the event told (a real smell of burning at the tub, a child hurt in the pool),
// which must still be found. Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

const hotTubs: FpDomain = {
  name: "a hot tub servicing firm",
  criteria: {
    custom_detectors: [
      field("tub_model", ["it's a Lay-Z-Spa Milan", "we have a six-seater acrylic tub from Jacuzzi", "Model: Wellis Kilimanjaro"]),
      field("postcode", ["postcode BA2 6QT", "we're in Frome, BA11", "Address: 3 Orchard Row, Keynsham"]),
      trigger("tub_hazard", "An electrical or fire danger at the tub now", [
        "the control panel on the tub is sparking",
        "there's a burning smell coming from the pump housing",
        "the tub's power lead has melted"
      ], ["do you fit covers as well?"])
    ],
    escalation: { triggers: [{ field: "tub_hazard" }] }
  },
  cases: [
    ["h01", "We'd like an annual service on our tub, it's a Lay-Z-Spa Vegas, postcode BA1 4RR.", "QUALIFIED", { tub_model: true, postcode: true, tub_hazard: false }],
    ["h02", "The tub sits on the patio by the back door, is there room for your van on the drive?", "FAILED", { tub_hazard: false }],
    ["h03", "The control panel is hard to read in sunlight, could you fit a shade? It's a Wellis Palermo.", "PARTIAL", { tub_model: true, tub_hazard: false }],
    ["h04", "Our power lead is a bit short to reach the outdoor socket, do you sell longer ones?", "FAILED", { tub_hazard: false }],
    ["h05", "The pump housing is behind a wooden panel on the left side of the tub.", "FAILED", { tub_hazard: false }],
    ["h06", "The control panel on our Wellis Kilimanjaro started sparking this morning, we've switched it off at the wall.", "ESCALATE", { tub_hazard: true }],
    ["h07", "There's smoke coming out of the pump housing and a smell of burning plastic, postcode BA2 9LL.", "ESCALATE", { tub_hazard: true }],
    ["h08", "The power lead to the tub has gone soft and melted near the plug.", "ESCALATE", { tub_hazard: true }],
    ["h09", "The water in the tub is only lukewarm since the weekend, it's a Lay-Z-Spa Milan in Bath, BA1 3XJ.", "QUALIFIED", { tub_model: true, postcode: true, tub_hazard: false }],
    ["h10", "Sorry, one more thing - the tub's cover has a small tear on one corner.", "FAILED", { tub_hazard: false }],
    ["h11", "I can smell burning from the tub's control box and the lights keep flickering.", "ESCALATE", { tub_hazard: true }]
  ]
}

const storage: FpDomain = {
  name: "a self-storage site",
  criteria: {
    custom_detectors: [
      field("unit_number", ["unit 214", "my locker is C-17", "Unit: 58B"]),
      field("account_name", ["the account is under Harriet Voss", "it's booked in the name of Okafor Removals", "Account holder: T. Lindqvist"]),
      trigger("unit_breach", "A unit broken into, flooded or on fire", [
        "the padlock on my unit has been cut and things are missing",
        "water is leaking into the unit through the roof",
        "smoke is coming from under the shutter"
      ], ["how secure is the site at night?"])
    ],
    escalation: { triggers: [{ field: "unit_breach" }] }
  },
  cases: [
    ["s01", "I'd like to move from unit 214 to a bigger one, account under Harriet Voss.", "QUALIFIED", { unit_number: true, account_name: true, unit_breach: false }],
    ["s02", "The padlock I bought from your shop is a bit stiff to open, unit 88.", "PARTIAL", { unit_number: true, unit_breach: false }],
    ["s03", "The roof over the loading bay makes a racket when it rains, is that normal?", "FAILED", { unit_breach: false }],
    ["s04", "The shutter on my unit is heavy to lift, could someone oil it? Unit 301.", "PARTIAL", { unit_number: true, unit_breach: false }],
    ["s05", "My things in the unit are mostly boxes of books and a sofa, booked as Okafor Removals.", "PARTIAL", { account_name: true, unit_breach: false }],
    ["s06", "Someone has cut the padlock on unit 214 and my bike is gone!", "ESCALATE", { unit_breach: true }],
    ["s07", "There's water dripping from the roof onto my boxes in unit 58B.", "ESCALATE", { unit_breach: true }],
    ["s08", "The unit door has been forced open and half my tools have been stolen.", "ESCALATE", { unit_breach: true }],
    ["s09", [agent("Stowaway Storage, how can I help?"), user("hi, my unit is 112, can I get a second key cut for my partner? account is T. Lindqvist")], "QUALIFIED", { unit_number: true, account_name: true, unit_breach: false }],
    ["s10", "Water from the car wash next door runs across the yard, a bit slippery by the gate.", "FAILED", { unit_breach: false }],
    ["s11", "I can see smoke drifting out from under the shutter of the unit next to mine, C-19.", "ESCALATE", { unit_breach: true }],
    ["s12", "Could you tell me the opening times for the unit blocks over Easter?", "FAILED", { unit_breach: false }]
  ]
}

const swimming: FpDomain = {
  name: "a children's swimming school",
  criteria: {
    custom_detectors: [
      field("child_age", ["she's 7", "my son is four and a half", "Age: 9"]),
      field("lesson_level", ["he's on stage 3", "she can do a width without armbands", "Level: beginner"]),
      trigger("child_harm", "A child hurt or put at risk in a lesson", [
        "my daughter slipped on the poolside and cut her head",
        "my son swallowed a lot of water and was sick in the changing room",
        "a teacher grabbed my child by the arm hard enough to leave a mark"
      ], ["are your teachers first aid trained?"])
    ],
    escalation: { triggers: [{ field: "child_harm" }] }
  },
  cases: [
    ["w01", "My daughter is six and can swim a width on her back, could she join stage 2?", "QUALIFIED", { child_age: true, lesson_level: true, child_harm: false }],
    ["w02", "My son loves the changing room lockers, he's 5 and a complete beginner.", "QUALIFIED", { child_age: true, lesson_level: true, child_harm: false }],
    ["w03", "Is the poolside warm enough for little ones waiting their turn?", "FAILED", { child_harm: false }],
    ["w04", "My child is a bit nervous of the deep end, she's eight.", "PARTIAL", { child_age: true, child_harm: false }],
    ["w05", "Her teacher on Tuesdays is lovely, my daughter talks about her all week.", "FAILED", { child_harm: false }],
    ["w06", "My daughter slipped by the steps at Saturday's lesson and has a bump on her head.", "ESCALATE", { child_harm: true }],
    ["w07", "My son came out of his lesson with a cut on his knee and nobody told me.", "ESCALATE", { child_harm: true }],
    ["w08", "A teacher shouted at my son and pulled him out of the pool by his arm, he's 6.", "ESCALATE", { child_harm: true }],
    ["w09", [agent("Splash Academy, how can we help?"), user("hi, my son is 7 and on stage 4, can he move to the Thursday class?")], "QUALIFIED", { child_age: true, lesson_level: true, child_harm: false }],
    ["w10", "My daughter left her goggles in the changing room on Sunday, she's 9.", "PARTIAL", { child_age: true, child_harm: false }],
    ["w11", "My child was sick on the poolside after swallowing pool water during the lesson.", "ESCALATE", { child_harm: true }]
  ]
}

const hall: FpDomain = {
  name: "a village hall's bookings",
  criteria: {
    custom_detectors: [
      field("event_date", ["Saturday 14 June", "we'd like the 3rd of May", "Date: 21/09"]),
      field("room_wanted", ["the main hall", "just the small committee room", "Room: kitchen and main hall"]),
      trigger("hall_emergency", "A danger at the hall during a hire", [
        "water is pouring from the ceiling in the main hall",
        "the fire alarm is going off and there's smoke in the kitchen",
        "someone has fallen on the stage steps and can't get up"
      ], ["where are the fire exits?"])
    ],
    escalation: { triggers: [{ field: "hall_emergency" }] }
  },
  cases: [
    ["v01", "Could we hire the main hall on Saturday 14 June for a birthday party?", "QUALIFIED", { event_date: true, room_wanted: true, hall_emergency: false }],
    ["v02", "Is there a kettle in the kitchen or should we bring our own? It's the small committee room on the 3rd.", "QUALIFIED", { event_date: true, room_wanted: true, hall_emergency: false }],
    ["v03", "The stage steps look a bit steep for older guests, do you have a handrail?", "FAILED", { hall_emergency: false }],
    ["v04", "The ceiling in the main hall is lovely, we'd like to hang bunting from it on the 21st.", "QUALIFIED", { event_date: true, room_wanted: true, hall_emergency: false }],
    ["v05", "The water from the kitchen taps was only warm at our last booking.", "FAILED", { hall_emergency: false }],
    ["v06", "We're in the main hall now and water is coming through the ceiling onto the floor!", "ESCALATE", { hall_emergency: true }],
    ["v07", "The fire alarm has gone off and the kitchen is full of smoke, we've got everyone outside.", "ESCALATE", { hall_emergency: true }],
    ["v08", "An elderly guest has fallen down the stage steps and is bleeding from her arm.", "ESCALATE", { hall_emergency: true }],
    ["v09", "Someone on the committee said the fire alarm gets tested on Mondays, is that right?", "FAILED", { hall_emergency: false }],
    ["v10", "We'll need the stage for a school play on the 3rd of May, main hall please.", "QUALIFIED", { event_date: true, room_wanted: true, hall_emergency: false }],
    ["v11", "There's a leak from the kitchen ceiling dripping onto the cooker right now.", "ESCALATE", { hall_emergency: true }]
  ]
}

export const CFP3_DOMAINS: ReadonlyArray<FpDomain> = [hotTubs, storage, swimming, hall]
