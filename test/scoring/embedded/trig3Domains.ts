// Custom escalation triggers that name an EVENT (trig3): seven rubrics of our own — a livery yard,
// a pottery kiln hire, a stage rigging firm, a canal lock keeper's desk, a bouncy castle hire, an
// ice rink and a chimney sweep. Each trigger's examples tell an incident (damage, a loss, a hazard,
// an injury); the positives tell one in words the examples do not hold (a thing gone, come off,
// given way, gone dead, an animal or a person hurt, smoke, a smell of gas, water spreading), and
// about half the messages are near misses: the incident elsewhere or with another firm, long ago
// and fixed, a "what if …" question, a question about the policy, a routine request. Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

/** A detector that is asked for but not needed: only the rubric's first field decides QUALIFIED. */
const optional = (d: ReturnType<typeof field>) => ({ ...d, required: false })

const livery: FpDomain = {
  name: "a livery yard",
  criteria: {
    custom_detectors: [
      field("livery_type", ["We'd like full livery", "Looking for DIY livery from May", "Part livery please"]),
      optional(field("horse_name", ["My mare is called Juniper", "Horse: Bracken, a 14.2 cob", "Our gelding Otis"])),
      trigger("yard_incident", "A horse hurt or loose, or kit stolen or damaged at the yard", [
        "Juniper has a deep cut on her hind leg from the fencing",
        "Someone has stolen two saddles from the tack room",
        "Otis got out of his field and was found on the lane",
        "The stable door hinge snapped and he kicked his way out"
      ], ["Can I bring my own hay?", "The arena was busy this morning"])
    ],
    escalation: { triggers: [{ field: "yard_incident" }] }
  },
  cases: [
    ["liv01", "My bridle and both of Bracken's rugs have gone from the tack room overnight and the padlock is hanging off.", "ESCALATE", { yard_incident: true }],
    ["liv02", "The post and rail along the top paddock has given way and two of the ponies are wandering round the car park.", "ESCALATE", { yard_incident: true }],
    ["liv03", "Juniper is holding her near fore off the ground this morning and there's heat in the hoof.", "ESCALATE", { yard_incident: true }],
    ["liv04", "A horse at my friend's yard got tangled in wire last week. Do you check your fencing often? We'd like full livery for Otis.", "QUALIFIED", { yard_incident: false, livery_type: true }],
    ["liv05", "What happens if a horse gets out at night, who would you ring?", "FAILED", { yard_incident: false }],
    ["liv06", "Bracken had a bad bout of colic two winters ago but has been fine ever since. Looking for part livery from June.", "QUALIFIED", { yard_incident: false, livery_type: true }],
    ["liv07", "Is there space for a trailer, and can we have DIY livery for our mare Pepper?", "QUALIFIED", { yard_incident: false, livery_type: true }],
    ["liv08", "The roof of the hay barn partly came down in the storm and one of the yard cats is trapped under the sheets.", "ESCALATE", { yard_incident: true }],
    ["liv09", "Does your insurance cover tack if it goes missing from the yard?", "FAILED", { yard_incident: false }]
  ]
}

const kiln: FpDomain = {
  name: "a pottery kiln hire",
  criteria: {
    custom_detectors: [
      field("kiln_booking", ["Kiln booking KL-2231", "Our firing slot is KL-4410", "ref KL-9075"]),
      optional(field("firing_type", ["Bisque firing to 1000 degrees", "A glaze firing at stoneware temperature", "Raku firing please"])),
      trigger("kiln_incident", "A fire, fumes, damage or injury with the hired kiln", [
        "The kiln element burnt out halfway through and there's a scorch mark on the wall",
        "Smoke started coming out of the vent and the alarm went off",
        "My assistant burned her arm on the kiln door",
        "The kiln shelf collapsed and everything inside is smashed"
      ], ["Can we book a second firing next week?", "Some of my glazes came out a bit dull"])
    ],
    escalation: { triggers: [{ field: "kiln_incident" }] }
  },
  cases: [
    ["kln01", "KL-5530: the controller went dead mid-firing and now the whole unit gives off a strong electrical smell.", "ESCALATE", { kiln_incident: true }],
    ["kln02", "There's a smell of gas round the back of the kiln room even with the burner switched off. KL-3304", "ESCALATE", { kiln_incident: true }],
    ["kln03", "The lid hinge sheared off when I lifted it and the whole lid dropped onto my hand, two fingers are really swollen.", "ESCALATE", { kiln_incident: true }],
    ["kln04", "I'd like to book a bisque firing for about forty mugs, KL-7120.", "QUALIFIED", { kiln_incident: false, kiln_booking: true }],
    ["kln05", "Our college kiln caught fire years ago and it was all sorted by the insurers; could we book a glaze firing? KL-6618", "QUALIFIED", { kiln_incident: false, kiln_booking: true }],
    ["kln06", "What would happen if a pot exploded in the kiln, would I pay for the damage?", "FAILED", { kiln_incident: false }],
    ["kln07", "Half the bowls came out with crawling glaze. Any tips on application? KL-1182", "QUALIFIED", { kiln_incident: false, kiln_booking: true }],
    ["kln08", "KL-8841 - a shelf post gave way during the glaze firing and the stack slumped into the element, it's all fused together.", "ESCALATE", { kiln_incident: true }],
    ["kln09", "A friend's kiln at another studio cracked its floor slab last month. How often do you service yours?", "FAILED", { kiln_incident: false }]
  ]
}

const rigging: FpDomain = {
  name: "a stage rigging firm",
  criteria: {
    custom_detectors: [
      field("venue", ["The venue is the Corn Exchange", "Venue: St Anne's Hall", "It's at the Riverside Theatre"]),
      optional(field("show_date", ["The show is on 14 March", "Get-in is Friday the 9th", "Performance date: 22/11"])),
      trigger("rig_incident", "Rigging or a load failing, falling or injuring someone", [
        "A lighting bar dropped a foot when the hoist slipped",
        "One of the shackles snapped during the get-in",
        "A crew member was hit on the head by a falling clamp",
        "The truss is bowing in the middle under the speakers"
      ], ["Can you add two more followspots?", "The hall was cold during the rehearsal"])
    ],
    escalation: { triggers: [{ field: "rig_incident" }] }
  },
  cases: [
    ["rig01", "During the rehearsal a par can came loose from the bar and landed a few feet from the drummer.", "ESCALATE", { rig_incident: true }],
    ["rig02", "The motor on the upstage hoist keeps creeping down on its own and the chain is making a grinding noise.", "ESCALATE", { rig_incident: true }],
    ["rig03", "One of your crew fell from the tallescope at the Corn Exchange and has been taken to A&E.", "ESCALATE", { rig_incident: true }],
    ["rig04", "We need a rig for a band night at St Anne's Hall on 14 March, about twelve movers.", "QUALIFIED", { rig_incident: false, venue: true }],
    ["rig05", "Another company's truss collapsed at a festival we played years ago, so we always ask: are your crew certified? Venue: the Riverside Theatre", "QUALIFIED", { rig_incident: false, venue: true }],
    ["rig06", "What if a clamp shakes loose during the show, do you have safety bonds on everything?", "FAILED", { rig_incident: false }],
    ["rig07", "Could the get-in at the Corn Exchange start at 8 instead of 10?", "QUALIFIED", { rig_incident: false, venue: true }],
    ["rig08", "The safety bond on the centre bar has frayed through and the bar is hanging at an angle over the stalls.", "ESCALATE", { rig_incident: true }],
    ["rig09", "The lighting desk you supplied was a bit confusing for our volunteer, is there a manual?", "FAILED", { rig_incident: false }]
  ]
}

const canal: FpDomain = {
  name: "a canal lock keeper's desk",
  criteria: {
    custom_detectors: [
      field("licence", ["Licence no. CR-55102", "Our boat licence is CR-20387", "licence CR-71145"]),
      optional(field("passage_time", ["We'd like to go through at 10am", "Passage on Tuesday morning", "Booking the 2pm slot"])),
      trigger("canal_incident", "A boat, a person or an animal in trouble at a lock or on the water", [
        "Our boat is stuck on the cill and taking on water",
        "A man has fallen into the lock chamber",
        "The paddle gear broke and the gate won't close",
        "There's a dog in the water at the bottom lock and it can't get out"
      ], ["Can we moor overnight above the lock?", "The towpath was muddy"])
    ],
    escalation: { triggers: [{ field: "canal_incident" }] }
  },
  cases: [
    ["cnl01", "The water in the pound above lock 12 has dropped so far that three boats are sitting on the mud and tilting.", "ESCALATE", { canal_incident: true }],
    ["cnl02", "There's a swan tangled in fishing line by the top gates and it's thrashing about.", "ESCALATE", { canal_incident: true }],
    ["cnl03", "My husband slipped off the lock side while working the paddles and I think his arm is broken. Licence CR-30981.", "ESCALATE", { canal_incident: true }],
    ["cnl04", "Licence CR-44120, we'd like to go through the flight at 10am on Tuesday.", "QUALIFIED", { canal_incident: false, licence: true }],
    ["cnl05", "What should we do if a boat gets caught on the cill, is there a number to ring?", "FAILED", { canal_incident: false }],
    ["cnl06", "Our boat sank at a marina up north ten years back, it was all sorted long ago. Booking the 2pm slot please, licence CR-61752.", "QUALIFIED", { canal_incident: false, licence: true }],
    ["cnl07", "Is the water point at the top lock working again? Our licence is CR-18834.", "QUALIFIED", { canal_incident: false, licence: true }],
    ["cnl08", "A lot of diesel is spreading across the surface below the bottom lock and it stinks.", "ESCALATE", { canal_incident: true }],
    ["cnl09", "A boat on the Llangollen got wedged in an aqueduct last summer according to the news, do you have width limits here?", "FAILED", { canal_incident: false }]
  ]
}

const castles: FpDomain = {
  name: "a bouncy castle hire",
  criteria: {
    custom_detectors: [
      field("castle_choice", ["The pirate ship castle please", "We'd like the small princess castle", "The 12ft jungle one"]),
      optional(field("party_date", ["The party is on Saturday 12 June", "We need it for the 3rd of August", "Date: 19/07"])),
      trigger("castle_incident", "A child hurt or the castle deflating, tearing or blowing over during a hire", [
        "A child fell off the side and banged her head on the patio",
        "The castle deflated with six kids on it",
        "A gust of wind lifted the whole castle off the ground",
        "There's a big tear in the back wall and it's losing air"
      ], ["Can you deliver before nine?", "The kids were exhausted afterwards"])
    ],
    escalation: { triggers: [{ field: "castle_incident" }] }
  },
  cases: [
    ["bcy01", "The blower has stopped and the castle is sagging in the middle with children still inside.", "ESCALATE", { castle_incident: true }],
    ["bcy02", "Two boys clashed heads on the slide and one has a nosebleed that won't stop.", "ESCALATE", { castle_incident: true }],
    ["bcy03", "One of the stakes pulled out of the lawn and the corner keeps lifting every time the wind picks up.", "ESCALATE", { castle_incident: true }],
    ["bcy04", "Is the pirate ship free on Saturday 12 June for my son's seventh?", "QUALIFIED", { castle_incident: false, castle_choice: true }],
    ["bcy05", "What happens if it rains, do we still get the castle or a refund?", "FAILED", { castle_incident: false }],
    ["bcy06", [agent("Bounce Kings, how was the party?"), user("brilliant thanks, not one bump or graze all day"), user("can we book the jungle one again for the 3rd of August?")], "QUALIFIED", { castle_incident: false, castle_choice: true }],
    ["bcy07", "A castle from a different hire firm blew into a fence at my nephew's party, how do you anchor yours?", "FAILED", { castle_incident: false }],
    ["bcy08", "The seam along the front step has split open and the whole front is flopping down.", "ESCALATE", { castle_incident: true }],
    ["bcy09", "We'd like the small princess castle for the 3rd of August please, with a side of mats.", "QUALIFIED", { castle_incident: false, castle_choice: true }]
  ]
}

const rink: FpDomain = {
  name: "an ice rink",
  criteria: {
    custom_detectors: [
      field("session", ["The 7pm public skate", "Saturday morning lesson", "Session: disco skate 8pm"]),
      optional(field("group_size", ["There will be 12 of us", "A group of 30 children", "Party of eight"])),
      trigger("rink_incident", "A skater injured, or a hazard or a loss at the rink", [
        "My daughter fell on the ice and cut her chin on a blade",
        "Someone took my son's trainers from the skate hire cubbies",
        "There's a big hole in the ice by the barrier",
        "A man collapsed at the side of the rink"
      ], ["Can we book skating aids for the little ones?", "The music was too loud"])
    ],
    escalation: { triggers: [{ field: "rink_incident" }] }
  },
  cases: [
    ["rnk01", "My wallet and car keys have vanished from locker 48 during the 7pm public skate, the door was open when I came back.", "ESCALATE", { rink_incident: true }],
    ["rnk02", "Water is seeping up through the ice near the zamboni gate and skaters keep skidding on it.", "ESCALATE", { rink_incident: true }],
    ["rnk03", "A girl in our group of 30 went down hard and her wrist looks bent the wrong way.", "ESCALATE", { rink_incident: true }],
    ["rnk04", "We're a party of eight and would like the disco skate at 8pm on Friday.", "QUALIFIED", { rink_incident: false, session: true }],
    ["rnk05", "Do you have first aiders on the ice during the Saturday morning lesson?", "QUALIFIED", { rink_incident: false, session: true }],
    ["rnk06", "My son broke his ankle at a roller rink in Leeds years ago so he's nervous. Can we book skating aids for the 7pm public skate?", "QUALIFIED", { rink_incident: false, session: true }],
    ["rnk07", "What if someone gets cut by a blade, are your staff trained?", "FAILED", { rink_incident: false }],
    ["rnk08", "The boards along the far end have come away from their fixings and one panel is leaning onto the ice.", "ESCALATE", { rink_incident: true }],
    ["rnk09", "Is it possible to bring a birthday cake to the Saturday morning lesson for a group of 12?", "QUALIFIED", { rink_incident: false, session: true }]
  ]
}

const sweep: FpDomain = {
  name: "a chimney sweep",
  criteria: {
    custom_detectors: [
      field("appliance", ["An open fire in the lounge", "Wood burner in the kitchen", "Appliance: multi-fuel stove"]),
      optional(field("address", ["14 Mill Lane, Ashby", "The address is Flat 2, 8 Kings Road", "Address: Rose Cottage, Church Street"])),
      trigger("sweep_incident", "Soot, smoke or damage left after a sweep, or a fire or fall caused by it", [
        "Your sweep left soot all over our cream carpet",
        "Since the sweep the fire keeps smoking back into the room",
        "A chimney pot fell into the garden after your visit",
        "We had a chimney fire the night after the sweep"
      ], ["Can you come on a Saturday?", "The sweep was ten minutes late"])
    ],
    escalation: { triggers: [{ field: "sweep_incident" }] }
  },
  cases: [
    ["swp01", "After yesterday's visit there are black footprints up the stairs and the hall rug is ruined.", "ESCALATE", { sweep_incident: true }],
    ["swp02", "Bits of mortar and a brick came down the flue this morning and the fireback has a crack right across it.", "ESCALATE", { sweep_incident: true }],
    ["swp03", "The bird guard your lad fitted has blown off and there's a jackdaw nest falling into the grate.", "ESCALATE", { sweep_incident: true }],
    ["swp04", "Could you sweep the wood burner in the kitchen at 14 Mill Lane, Ashby next week?", "QUALIFIED", { sweep_incident: false, appliance: true }],
    ["swp05", "We had a chimney fire in our old house years ago and it was sorted by the fire brigade; can you sweep the open fire in the lounge here?", "QUALIFIED", { sweep_incident: false, appliance: true }],
    ["swp06", "What happens if soot gets on the carpet, do you use dust sheets?", "FAILED", { sweep_incident: false }],
    ["swp07", "Your sweep was spotless and the stove draws beautifully now. Could you book us in again next autumn? Wood burner in the kitchen.", "QUALIFIED", { sweep_incident: false, appliance: true }],
    ["swp08", "There's a strong smell of smoke upstairs in the back bedroom whenever the fire is lit since you were here.", "ESCALATE", { sweep_incident: true }],
    ["swp09", "Are you insured if a pot comes off while you're on the roof?", "FAILED", { sweep_incident: false }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [livery, kiln, rigging, canal, castles, rink, sweep]
