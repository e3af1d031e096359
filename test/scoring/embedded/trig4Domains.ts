// Custom escalation EVENT triggers (trig4): four rubrics of our own — a climbing wall, a marquee
// hire, a dog groomer and a self-storage site. Each trigger's examples tell an incident, and each
// rubric has a calm non-example or a field's example that shares context words (a session, a place,
// a time) with an incident the customer tells: the rival's shared words must not outweigh the event.
// About half are near misses that stay not-found: the calm sentence itself, the routine booking, a
// "what if", somebody else's incident elsewhere. Every text is our own.
import { type FpDomain, field, trigger } from "./custfpDomains.js"

const optional = (d: ReturnType<typeof field>) => ({ ...d, required: false })

const climbing: FpDomain = {
  name: "a climbing wall",
  criteria: {
    custom_detectors: [
      field("session", ["The Tuesday evening bouldering session", "Kids' club on Saturday at 10am", "Session: Thursday lunchtime"]),
      trigger("wall_incident", "A climber hurt, kit failing or belongings stolen at the wall", [
        "A hold spun and my partner landed badly on the mat",
        "Someone stole my harness from the changing room",
        "The auto-belay cable snapped halfway down",
        "My son hurt his back coming off the top of the boulder"
      ], ["We need more chalk for the Tuesday evening session", "The changing room was crowded after kids' club"])
    ],
    escalation: { triggers: [{ field: "wall_incident" }] }
  },
  cases: [
    ["clm01", "During the Tuesday evening session a big volume came loose and crashed onto the mat right beside a climber.", "ESCALATE", { wall_incident: true }],
    ["clm02", "My phone went missing from the changing room during kids' club on Saturday at 10am.", "ESCALATE", { wall_incident: true }],
    ["clm03", "The lead rope on wall 3 is frayed right through near the top anchor.", "ESCALATE", { wall_incident: true }],
    ["clm04", "Can we book the Tuesday evening bouldering session for six of us?", "QUALIFIED", { wall_incident: false, session: true }],
    ["clm05", "The changing room was crowded again after kids' club, could you open the second one?", "FAILED", { wall_incident: false }],
    ["clm06", "What happens if a rope frays during a class, who checks them?", "FAILED", { wall_incident: false }],
    ["clm07", "My friend's harness was stolen at another gym last year, do you have lockers?", "FAILED", { wall_incident: false }],
    ["clm08", "We'll need more chalk and tape for the Thursday lunchtime session.", "QUALIFIED", { wall_incident: false, session: true }]
  ]
}

const marquee: FpDomain = {
  name: "a marquee hire",
  criteria: {
    custom_detectors: [
      field("event_date", ["The wedding is on 14 June", "Party date: 3 May", "It's for Saturday 21st"]),
      optional(field("marquee_size", ["A 9x12 marquee", "The 6 by 9 frame tent", "Something for 120 guests"])),
      trigger("marquee_incident", "The marquee failing, leaking or someone hurt during a hire", [
        "A guy rope snapped and the side wall is flapping",
        "The roof is leaking onto the dance floor",
        "A guest's heel went through the floor and she hurt her ankle",
        "The heater is giving off fumes inside the tent"
      ], ["We'd like extra fairy lights along the roof for the evening", "The dance floor was packed all night"])
    ],
    escalation: { triggers: [{ field: "marquee_incident" }] }
  },
  cases: [
    ["mrq01", "The dance floor was lifting at one corner all night and an older guest tripped and split her lip.", "ESCALATE", { marquee_incident: true }],
    ["mrq02", "One of the legs has collapsed and the roof is sagging over the top table.", "ESCALATE", { marquee_incident: true }],
    ["mrq03", "Along the roof for the evening the lights started sparking and there's a burning smell in the tent.", "ESCALATE", { marquee_incident: true }],
    ["mrq04", "The dance floor was packed and the lights along the roof looked lovely, thank you.", "FAILED", { marquee_incident: false }],
    ["mrq05", "Could we add extra fairy lights along the roof for the evening? The wedding is on 14 June.", "QUALIFIED", { marquee_incident: false, event_date: true }],
    ["mrq06", "If it rains heavily, does the roof ever leak?", "FAILED", { marquee_incident: false }],
    ["mrq07", "The last tent we hired from a different company leaked badly, so we want a 9x12 marquee this time. Party date: 3 May.", "QUALIFIED", { marquee_incident: false, event_date: true }],
    ["mrq08", "Our party is on Saturday 21st and the heater arrived today, where do we plug it in?", "QUALIFIED", { marquee_incident: false, event_date: true }]
  ]
}

const groomer: FpDomain = {
  name: "a dog groomer",
  criteria: {
    custom_detectors: [
      field("appointment", ["The Tuesday 2pm groom", "Booking for Friday at 11", "Appointment: Monday morning full groom"]),
      trigger("groom_incident", "A dog hurt, lost or its things gone while in the groomer's care", [
        "The clippers nicked Biscuit's ear and it bled all evening",
        "Our spaniel slipped her lead in your car park and ran off",
        "He came home with a burn on his belly from the dryer",
        "My dog's collar went missing while he was with you"
      ], ["Can she have a blueberry facial at the Tuesday 2pm groom?", "He came home very sleepy"])
    ],
    escalation: { triggers: [{ field: "groom_incident" }] }
  },
  cases: [
    ["grm01", "He came home limping on his back leg and won't let us touch that paw.", "ESCALATE", { groom_incident: true }],
    ["grm02", "Her lead and harness vanished from your waiting area during the Tuesday 2pm groom.", "ESCALATE", { groom_incident: true }],
    ["grm03", "There's a raw patch on Pip's neck where the skin has split since Friday's groom.", "ESCALATE", { groom_incident: true }],
    ["grm04", "He came home very sleepy and smelling lovely, thank you so much.", "FAILED", { groom_incident: false }],
    ["grm05", "Can we book the Tuesday 2pm groom for our spaniel, and could she have a facial?", "QUALIFIED", { groom_incident: false, appointment: true }],
    ["grm06", "What if he slips his lead while you're walking him to the van?", "FAILED", { groom_incident: false }],
    ["grm07", "Our old groomer nicked his ear years ago, so please be gentle. Booking for Friday at 11.", "QUALIFIED", { groom_incident: false, appointment: true }],
    ["grm08", "Is Monday morning full groom still free? He's due his nails too.", "QUALIFIED", { groom_incident: false, appointment: true }]
  ]
}

const storage: FpDomain = {
  name: "a self-storage site",
  criteria: {
    custom_detectors: [
      field("unit_number", ["Unit B14", "My unit is C-203", "unit number A-07"]),
      trigger("storage_incident", "A break-in, water, damage or pests in a customer's unit", [
        "My unit's padlock has been cut and some boxes are gone",
        "Rain is coming in under the roller door",
        "The shelving collapsed onto my furniture",
        "There are mouse droppings all over my boxes"
      ], ["Can I get access to my unit at 6am on Sunday?", "The corridor lights by my unit take a while to come on"])
    ],
    escalation: { triggers: [{ field: "storage_incident" }] }
  },
  cases: [
    ["sto01", "The corridor lights by my unit have been sparking and there's a burnt smell all along that row.", "ESCALATE", { storage_incident: true }],
    ["sto02", "Water is dripping from the ceiling onto my sofa in unit C-203.", "ESCALATE", { storage_incident: true }],
    ["sto03", "Somebody has taken my bike from unit B14 overnight, the door was left up.", "ESCALATE", { storage_incident: true }],
    ["sto04", "Can I get access to unit B14 at 6am on Sunday to collect a desk?", "QUALIFIED", { storage_incident: false, unit_number: true }],
    ["sto05", "The corridor lights by my unit take ages to come on again, could someone look?", "FAILED", { storage_incident: false }],
    ["sto06", "Do you have smoke alarms in the corridors and cameras on the gate?", "FAILED", { storage_incident: false }],
    ["sto07", "A friend's unit at another storage place was broken into; is your site alarmed?", "FAILED", { storage_incident: false }],
    ["sto08", "I'd like to move from unit A-07 to something bigger next month.", "QUALIFIED", { storage_incident: false, unit_number: true }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [climbing, marquee, groomer, storage]
