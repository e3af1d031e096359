import { agent, type EscDomain, user } from "./custescCases.js"

// Four of eight rubrics of our own (custrelDomains2.ts holds the others): a marina, a tutoring
// agency, a solar installer and a lift maintenance firm. Each has one escalation trigger, one or
// two content detectors (a need, a fault, a request) and one field. Most messages are near misses
// of the content: a question about policy or price, a general enquiry, a past resolved event, a
// hypothetical, someone else's case, a denial, a routine mention, a signature line; the rest
// state the content in other words than the examples.

const marina: EscDomain = {
  name: "a marina",
  criteria: {
    custom_detectors: [
      { name: "berth_number", type: "presence", examples: ["Berth C14", "We're on pontoon B, berth 22", "Berth no: A07"] },
      {
        name: "service_needed", type: "presence",
        examples: ["We need the hull cleaned and antifouled before May", "Can someone service the outboard engine", "The bilge pump needs replacing"]
      },
      {
        name: "vessel_in_danger", type: "presence", required: false,
        examples: ["Our boat is taking on water at the mooring", "The yacht has broken loose and is drifting into the channel", "She's sinking, the cabin floor is under water"]
      }
    ],
    escalation: { triggers: [{ field: "vessel_in_danger" }] }
  },
  cases: [
    ["Berth C9 - the stern is sitting really low this morning and there's water sloshing over the floorboards inside, the pump isn't keeping up", true, ["berth_number"]],
    ["Do your berthing fees include the cost of lifting a boat out if it sinks?", false, []],
    ["How much would it be to have the hull scrubbed and antifouled? Just getting prices for now.", false, []],
    ["Last winter our boat took on a bit of water through the stern gland, your team fixed it and it's been dry since. Berth A12.", false, ["berth_number"]],
    ["If a mooring line ever snapped overnight, would your staff secure the boat?", false, []],
    ["Our neighbour's dinghy sank in the storm, awful sight. Can you replace the fenders on ours? Berth D3.", false, ["berth_number", "service_needed"]],
    ["No leaks, nothing like that, the boat's fine. We'd just like the engine serviced before the summer. Pontoon F, berth 8.", false, ["berth_number", "service_needed"]],
    ["The ropes on the motor cruiser next to us have come undone and it's swinging out into the fairway right now, nobody is on board", true, []],
    ["Berth no: E17\nWork: new seacocks fitted and the rudder bearing checked", false, ["berth_number", "service_needed"]],
    ["Thanks for the lovely welcome at the weekend, see you in spring.\n\nFair winds,\nTom Hale\nSkipper, Harbour Rescue Volunteer Crew", false, []],
    ["What's your policy on liveaboards over the winter?", false, []],
    ["The gearbox makes an awful grinding noise when we go astern, could you have a look at it? We're at G4.", false, ["berth_number", "service_needed"]]
  ]
}

const tutoring: EscDomain = {
  name: "a tutoring agency",
  criteria: {
    custom_detectors: [
      { name: "year_group", type: "presence", examples: ["She's in Year 9", "My son is in year 11", "Year group: 6"] },
      {
        name: "subject_need", type: "presence",
        examples: ["He needs help with maths for his GCSE", "She's struggling with chemistry", "We'd like a tutor for English essays"]
      },
      {
        name: "safeguarding_concern", type: "presence", required: false,
        examples: ["The tutor sent my daughter private messages asking to meet alone", "My son says the tutor hit him", "The tutor asked her to keep their conversations secret"]
      }
    ],
    escalation: { triggers: [{ field: "safeguarding_concern" }] }
  },
  cases: [
    ["My daughter showed me texts from her tutor late at night telling her not to tell us about them", true, []],
    ["What safeguarding checks do your tutors go through?", false, []],
    ["How much is an hour of physics tuition for a secondary pupil?", false, []],
    ["A girl at my niece's school had a horrible experience with a private tutor, so I want to ask: are all of yours DBS checked?", false, []],
    ["If a tutor ever behaved inappropriately, how would I report it?", false, []],
    ["Our tutor has been wonderful, nothing inappropriate at all, my son just wants to change the day. He's in Year 8.", false, ["year_group"]],
    ["He's in year 7 and finds reading really hard, he can't get through a page without losing track.", false, ["year_group", "subject_need"]],
    ["The tutor grabbed my son by the collar during the session and he came out shaking", true, []],
    ["Year group: 12\nSubject: A-level biology, mostly the genetics topics", false, ["year_group", "subject_need"]],
    ["Do you offer tutoring in French?", false, []],
    ["Could we book a trial lesson next week? Thanks,\nAnna Price\nDesignated Safeguarding Lead, St Mary's Academy", false, []],
    ["She's in Year 5 and her times tables have fallen apart since the move, she panics at any sum.", false, ["year_group", "subject_need"]]
  ]
}

const solar: EscDomain = {
  name: "a solar installer",
  criteria: {
    custom_detectors: [
      { name: "system_id", type: "presence", examples: ["System ID SOL-44190", "Our installation number is 20817", "Inverter serial: INV-7731-K"] },
      {
        name: "fault_reported", type: "presence",
        examples: ["The panels have stopped generating", "The inverter shows a red error light", "We're only getting half the usual output"]
      },
      {
        name: "fire_risk", type: "presence", required: false,
        examples: ["There's smoke coming from the inverter", "The isolator switch is scorched and smells of burning", "Sparks are coming out of the junction box on the roof"]
      }
    ],
    escalation: { triggers: [{ field: "fire_risk" }] }
  },
  cases: [
    ["The box in the loft that the panel cables go into has gone black around the edges and it's hot to touch, there's a plasticky burnt smell", true, ["fault_reported"]],
    ["Are your installations certified against fire risk? Our insurer is asking.", false, []],
    ["How much does a battery add to the price of a 4kW system?", false, []],
    ["Two years ago the inverter overheated and your engineer replaced it, no problems since. System ID SOL-30112.", false, ["system_id"]],
    ["What would happen if the inverter ever caught fire while we were away?", false, []],
    ["My brother's panels caught fire last month, which is worrying. Could you inspect ours? Installation number 51320.", false, ["system_id"]],
    ["No burning smell or anything, just the app says zero kWh since Friday. Inverter serial INV-2209-A.", false, ["system_id", "fault_reported"]],
    ["Crackling noise and a flash from the isolator by the meter just now, I've turned the main switch off", true, []],
    ["System ID: SOL-88014\nIssue: generation down to a trickle even on sunny days", false, ["system_id", "fault_reported"]],
    ["Could you send me the warranty documents again please?\n\nRegards,\nPaul Grant\nFire Safety Officer, Hillside Council", false, []],
    ["Is it normal for output to drop in winter?", false, []],
    ["Our meter hasn't moved for three days and the inverter screen is blank. Installation 40288.", false, ["system_id", "fault_reported"]]
  ]
}

const lifts: EscDomain = {
  name: "a lift maintenance firm",
  criteria: {
    custom_detectors: [
      { name: "lift_id", type: "presence", examples: ["Lift ID L-2231", "It's lift 4 at Carlton House", "Lift no: PX-118"] },
      {
        name: "fault_reported", type: "presence",
        examples: ["The lift doors won't close", "The lift is stuck on the third floor", "The lift is juddering between floors"]
      },
      {
        name: "person_trapped", type: "presence", required: false,
        examples: ["Someone is stuck inside the lift", "There's a resident trapped in the lift between floors", "My colleague is shut in the lift and can't get out"]
      }
    ],
    escalation: { triggers: [{ field: "person_trapped" }] }
  },
  cases: [
    ["An elderly man has been in the lift car for twenty minutes, the doors won't open and he's pressing the alarm. Lift ID L-5520.", true, ["lift_id", "fault_reported"]],
    ["What's your response time if someone gets stuck in a lift?", false, []],
    ["How much is an annual maintenance contract for two passenger lifts?", false, []],
    ["Last month a tenant was stuck for ten minutes and your engineer came quickly, thank you. Lift 4 at Carlton House is working well.", false, ["lift_id"]],
    ["If a wheelchair user were trapped, would the fire brigade be called too?", false, []],
    ["Nobody is inside, but lift no PX-204 has stopped between the second and third floors.", false, ["lift_id", "fault_reported"]],
    ["A building across the road had people trapped in their lift yesterday. Please can we book our routine inspection? Lift L-3310.", false, ["lift_id"]],
    ["my daughter can't get out of the lift at Marsh Court, she's on her phone to me crying, it's stopped dead", true, ["fault_reported"]],
    ["Lift ID: L-9081\nProblem: the car stops about ten centimetres below floor level", false, ["lift_id", "fault_reported"]],
    ["Please send the certificate for the last inspection.\n\nBest,\nJo Mills\nEmergency Response Coordinator, Carlton House", false, []],
    ["Do your engineers carry release keys for trapped passengers?", false, []],
    ["The lift at Dock Street makes a loud bang every time it reaches the ground floor.", false, ["fault_reported"]]
  ]
}

export const DOMAINS: ReadonlyArray<EscDomain> = [marina, tutoring, solar, lifts]
export { agent, user }
