import type { EscDomain } from "./custescCases.js"

// Rubrics of our own for custescReadings.test.ts, in domains neither the datasets nor the other
// custesc rubrics use: a removals firm with two triggers (one of its complaint examples a
// condition), a school-trip operator whose trigger shares the date field's words, and a
// locksmith whose urgent examples say "now", "tonight", "today", "asap".

export const removals: EscDomain = {
  name: "a removals firm",
  criteria: {
    custom_detectors: [
      { name: "booking_ref", type: "presence", examples: ["Booking ref RM-30418", "Booking number: 55120", "My reference is RM 7720"] },
      { name: "move_date", type: "presence", examples: ["The move is on 14 June", "Moving date: 03/09", "We're moving on Friday 5 July"] },
      { name: "job", type: "presence", examples: ["We need a three-bed house packed and moved", "Please quote for moving a piano", "Can you store our furniture for a month"] },
      {
        name: "damage_or_injury", type: "presence", required: false, description: "Belongings broken or lost, or someone hurt, during a move",
        examples: [
          "Your crew dropped our wardrobe and it smashed",
          "One of the movers hurt his back lifting the sofa and can't stand up",
          "Half our boxes never arrived at the new house",
          "The van reversed into our gate and knocked it down"
        ],
        non_examples: ["The crew arrived a bit late"]
      },
      {
        name: "formal_complaint", type: "presence", required: false, description: "A formal complaint or a threat of court or trading standards",
        examples: ["If the damage isn't paid for I'm taking you to the small claims court", "I want to make a formal complaint about your crew", "I'm reporting you to trading standards"],
        non_examples: ["When will my refund arrive?"]
      }
    ],
    escalation: { triggers: [{ field: "damage_or_injury" }, { field: "formal_complaint" }] }
  },
  cases: []
}

export const schoolTrips: EscDomain = {
  name: "a school-trip operator",
  criteria: {
    custom_detectors: [
      { name: "school_code", type: "presence", examples: ["School code ST-4410", "Our account number is 77213", "Ref: TRIP-0921"] },
      { name: "trip_date", type: "presence", examples: ["The trip is on 12 May", "Date: Thursday 3 October", "We're travelling on the 9th of June"] },
      { name: "trip_request", type: "presence", examples: ["We'd like a coach and guide for 40 pupils", "Please quote for a museum visit", "Can you add packed lunches"] },
      {
        name: "pupil_incident", type: "presence", required: false, description: "A pupil hurt, ill or missing on a trip",
        examples: [
          "A pupil went missing during the trip and hasn't been found",
          "Two children were hurt when the coach braked hard on the trip",
          "One of the pupils had an asthma attack on the trip and needed an ambulance"
        ],
        non_examples: ["A pupil left her coat on the coach"]
      }
    ],
    escalation: { triggers: [{ field: "pupil_incident" }] }
  },
  cases: []
}

export const locksmith: EscDomain = {
  name: "a locksmith",
  criteria: {
    custom_detectors: [
      { name: "address", type: "presence", examples: ["The house is at 8 Hill Road, Bath BA1 2AB", "Address: 41 Mill Street, Frome", "It's flat 2, 17 Vale Road, Bath"] },
      { name: "lock_job", type: "presence", examples: ["I need new locks fitted on the back door", "Please quote for a window lock", "Can you cut three spare keys"] },
      {
        name: "urgent_lockout", type: "presence", required: false, description: "Someone shut in or out with a person at risk, or a home left unsecured",
        examples: [
          "My toddler is locked in the car and it's getting hot, please come now",
          "I'm locked out and my baby is inside, can someone come tonight",
          "The front door lock has snapped after a break-in and I need it fixed today",
          "Burglars forced the back door and it won't shut, need a locksmith asap"
        ]
      }
    ],
    escalation: { triggers: [{ field: "urgent_lockout" }] }
  },
  cases: []
}
