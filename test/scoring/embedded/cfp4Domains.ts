// The cfp4 challenge (cfp4.test.ts): four rubrics of our own, a climbing wall, a lift maintenance
// firm, a riding stables and a chimney sweep, each with two fields and one escalation trigger.
// The family is the trigger found on a mention that is not the event now: a question to the vendor
// about its safety ways ("are your instructors first-aid trained?", "could you send your risk
// assessment?", "is it safe if ...?"), and an episode told long over and settled ("the lift stuck
// once last spring, your engineer freed us within the hour, all fine since"). About a third are
// near misses the other way: the event told now, sometimes beside a question, which must still
// be found. Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

const climbing: FpDomain = {
  name: "a climbing wall",
  criteria: {
    custom_detectors: [
      field("group_size", ["there will be eight of us", "a party of 12 children", "Group: 6 adults"]),
      field("session_date", ["Saturday 14th in the afternoon", "we'd like to come on 3 May", "Date: next Friday"]),
      trigger("climber_injured", "A climber hurt or taken ill at the wall", [
        "my son fell off the bouldering wall and his arm is swollen",
        "a climber has hit his head and is dizzy",
        "she twisted her ankle on the crash mat and can't stand"
      ], ["do you hire out shoes?"])
    ],
    escalation: { triggers: [{ field: "climber_injured" }] }
  },
  cases: [
    ["c01", "Could we book a party for ten kids on Saturday 21st? Are all your instructors first-aid trained?", "QUALIFIED", { group_size: true, session_date: true, climber_injured: false }],
    ["c02", "Before we book for six of us, what happens if someone falls from the top of the wall? Is it safe for beginners?", "PARTIAL", { group_size: true, climber_injured: false }],
    ["c03", "Could you email me your risk assessment and accident policy? The school needs them before our visit on 9 June.", "PARTIAL", { session_date: true, climber_injured: false }],
    ["c04", "My daughter sprained her wrist at your wall two years ago, it healed fine and she's keen to come back. Four of us on Sunday 2nd please.", "QUALIFIED", { group_size: true, session_date: true, climber_injured: false }],
    ["c05", "How do you check the ropes and harnesses, and how often?", "FAILED", { climber_injured: false }],
    ["c06", "My son has just fallen off the bouldering wall and his wrist is badly swollen, can someone come?", "ESCALATE", { climber_injured: true }],
    ["c07", "A woman in our group of five hit her head on a hold and feels sick and dizzy.", "ESCALATE", { climber_injured: true }],
    ["c08", "Are your staff trained? I ask because my friend just twisted her knee on the mat and can't put weight on it.", "ESCALATE", { climber_injured: true }],
    ["c09", "Do your instructors hold first-aid certificates? We're a group of nine on 30 March.", "QUALIFIED", { group_size: true, session_date: true, climber_injured: false }],
    ["c10", "Last summer my lad grazed his knee there, nothing serious and the staff were lovely. Can we book again for eight?", "PARTIAL", { group_size: true, climber_injured: false }],
    ["c11", "He slipped off the traverse wall ten minutes ago and thinks his ankle is broken.", "ESCALATE", { climber_injured: true }]
  ]
}

const lifts: FpDomain = {
  name: "a lift maintenance firm",
  criteria: {
    custom_detectors: [
      field("building_address", ["the block is at 40 Harbour Road, Poole", "Address: Unit 7, Kingsway Park", "we're at 12 Mill Lane, Derby DE1 3AB"]),
      field("lift_make", ["it's an Otis Gen2", "the lift is a Kone MonoSpace", "Make: Schindler 3300"]),
      trigger("person_trapped", "Someone stuck inside a lift now", [
        "a resident is stuck in the lift between floors",
        "the lift doors won't open and there's a man inside",
        "two people are trapped in the lift and the alarm is ringing"
      ], ["can you quote for a yearly service?"])
    ],
    escalation: { triggers: [{ field: "person_trapped" }] }
  },
  cases: [
    ["l01", "What happens if the power goes while someone is in the lift? Do the doors open by themselves? It's a Kone MonoSpace.", "PARTIAL", { lift_make: true, person_trapped: false }],
    ["l02", "Your engineer freed a tenant from our lift last spring, quick work and no trouble since. We'd now like a yearly service at 40 Harbour Road, Poole.", "PARTIAL", { building_address: true, person_trapped: false }],
    ["l03", "Could you send over your emergency call-out procedure for the residents' handbook? The lift is a Schindler 3300.", "PARTIAL", { lift_make: true, person_trapped: false }],
    ["l04", "Do your engineers carry keys to release the doors if a passenger gets stuck?", "FAILED", { person_trapped: false }],
    ["l05", "Someone is stuck in the lift at 12 Mill Lane, Derby, between the second and third floors!", "ESCALATE", { person_trapped: true }],
    ["l06", "The lift doors won't open and my elderly neighbour is inside, the alarm bell is going.", "ESCALATE", { person_trapped: true }],
    ["l07", "We had a passenger stuck once in 2022, your team had him out in forty minutes, no complaints. Quote for a service on our Otis Gen2?", "PARTIAL", { lift_make: true, person_trapped: false }],
    ["l08", "Quote please for servicing an Otis Gen2 at Unit 7, Kingsway Park.", "QUALIFIED", { building_address: true, lift_make: true, person_trapped: false }],
    ["l09", "Is there a phone inside the car in case somebody gets trapped? Asking for our new block.", "FAILED", { person_trapped: false }],
    ["l10", "Two children are trapped in the lift and crying, it stopped between floors.", "ESCALATE", { person_trapped: true }],
    ["l11", "How quickly do you usually reach a building when a resident is shut in?", "FAILED", { person_trapped: false }]
  ]
}

const stables: FpDomain = {
  name: "a riding stables",
  criteria: {
    custom_detectors: [
      field("rider_age", ["she's nine", "my son is 14", "Rider age: 11"]),
      field("riding_level", ["complete beginner", "he can trot and canter", "Level: intermediate"]),
      trigger("rider_hurt", "A rider thrown, kicked or hurt at the stables", [
        "my daughter was thrown from the pony and hurt her back",
        "a horse kicked my son in the yard and his leg is bleeding",
        "she fell off during the hack and is complaining of neck pain"
      ], ["do you offer pony days?"])
    ],
    escalation: { triggers: [{ field: "rider_hurt" }] }
  },
  cases: [
    ["r01", "My daughter is nine and a complete beginner. Do the ponies ever throw children off? How do you keep them safe?", "QUALIFIED", { rider_age: true, riding_level: true, rider_hurt: false }],
    ["r02", "Could you send me your safety rules and the form for hats and body protectors? My son is 14.", "PARTIAL", { rider_age: true, rider_hurt: false }],
    ["r03", "She fell off a pony at another yard years ago, fully recovered and keen again. She's eleven and can trot.", "QUALIFIED", { rider_age: true, riding_level: true, rider_hurt: false }],
    ["r04", "My son was kicked by one of your horses in the yard just now and his leg is bleeding.", "ESCALATE", { rider_hurt: true }],
    ["r05", "Our daughter came off during the hack this morning and says her neck hurts, she's 12.", "ESCALATE", { rider_hurt: true }],
    ["r06", "Are your instructors qualified? He's a complete beginner, aged seven.", "QUALIFIED", { rider_age: true, riding_level: true, rider_hurt: false }],
    ["r07", "What would happen if a pony bolted with a beginner on board?", "FAILED", { rider_hurt: false }],
    ["r08", "My girl was thrown today and hurt her back badly, what do we do about the lesson fee?", "ESCALATE", { rider_hurt: true }],
    ["r09", "Is it safe for an intermediate rider to hack on the roads?", "PARTIAL", { riding_level: true, rider_hurt: false }],
    ["r10", "Lessons for my son please, he is 10 and can canter.", "QUALIFIED", { rider_age: true, riding_level: true, rider_hurt: false }],
    ["r11", "Do you check the girths before every ride? A friend's child was thrown elsewhere because of a loose saddle.", "FAILED", { rider_hurt: false }]
  ]
}

const sweep: FpDomain = {
  name: "a chimney sweep",
  criteria: {
    custom_detectors: [
      field("fire_type", ["an open fire", "a multi-fuel stove", "Appliance: wood burner"]),
      field("town", ["we're in Ludlow", "Town: Church Stretton", "the house is in Bishops Castle"]),
      trigger("chimney_fire", "A chimney fire or smoke coming into the room now", [
        "the chimney is on fire and roaring",
        "smoke is pouring back into the lounge from the stove",
        "there are sparks and flames coming out of the chimney pot"
      ], ["how much is a sweep?"])
    ],
    escalation: { triggers: [{ field: "chimney_fire" }] }
  },
  cases: [
    ["w01", "How often should a wood burner be swept to stop a chimney fire? We're in Ludlow.", "QUALIFIED", { fire_type: true, town: true, chimney_fire: false }],
    ["w02", "We had a small chimney fire about five years ago, all repaired and lined since. Sweep for our multi-fuel stove in Ludlow please.", "QUALIFIED", { fire_type: true, town: true, chimney_fire: false }],
    ["w03", "Could you send your certificate and insurance details? The landlord wants them for our open fire.", "PARTIAL", { fire_type: true, chimney_fire: false }],
    ["w04", "Our chimney is on fire, there's a roaring noise and sparks out of the pot!", "ESCALATE", { chimney_fire: true }],
    ["w05", "Smoke is pouring back into the lounge from the wood burner, we've opened every window. Church Stretton.", "ESCALATE", { chimney_fire: true }],
    ["w06", "Is it safe to light the open fire if the pot has a bird's nest in it?", "PARTIAL", { fire_type: true, chimney_fire: false }],
    ["w07", "What should we do if smoke ever comes back into the room?", "FAILED", { chimney_fire: false }],
    ["w08", "Flames are coming out of the top of the chimney, fire brigade is on the way, we're in Bishops Castle.", "ESCALATE", { chimney_fire: true }],
    ["w09", "A sweep for our open fire in Church Stretton please, any weekday.", "QUALIFIED", { fire_type: true, town: true, chimney_fire: false }],
    ["w10", "Do your sweeps do a smoke test afterwards? It's a multi-fuel stove.", "PARTIAL", { fire_type: true, chimney_fire: false }],
    ["w11", "Our neighbour's chimney caught fire last winter, so we'd like ours done sooner this year. We're in Ludlow.", "PARTIAL", { town: true, chimney_fire: false }]
  ]
}

export const CFP4_DOMAINS: ReadonlyArray<FpDomain> = [climbing, lifts, stables, sweep]
