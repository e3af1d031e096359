import type { EscDomain } from "./custescCases.js"

// Rubrics of our own for custqReadings.test.ts (custq round): six domains, one urgent trigger
// each, and messages that are mostly near misses of it: questions about the event, hypotheticals,
// other people's cases. A case is [message, whether it must escalate].

const rubric = (name: string, routine: ReadonlyArray<[string, ReadonlyArray<string>]>, trigger: [string, string, ReadonlyArray<string>]): EscDomain => ({
  name,
  cases: [],
  criteria: {
  custom_detectors: [
    ...routine.map(([n, examples]) => ({ name: n, type: "presence", examples })),
    { name: trigger[0], type: "presence", required: false, description: trigger[1], examples: trigger[2] }
  ],
  escalation: { triggers: [{ field: trigger[0] }] }
  }
})

export const heating = rubric(
  "heating engineer",
  [["service_request", ["I'd like my boiler serviced", "Can you book an annual gas safety check", "Please quote for a new radiator"]]],
  ["gas_emergency", "A gas leak or carbon monoxide at the customer's home", ["I can smell gas in the kitchen", "The carbon monoxide alarm is going off", "There's a gas leak by the boiler and we've opened the windows"]]
)

export const dogWalker = rubric(
  "dog walking service",
  [["walk_booking", ["Can you walk Bella on weekdays at noon", "I'd like to book a group walk for Monday", "We need a sitter for two nights"]]],
  ["dog_harmed", "The customer's dog hurt, sick or lost", ["My dog was bitten on the walk and is bleeding", "Rex came back limping and won't put weight on his leg", "Our dog has been sick all night after the walk", "The walker lost our dog in the park"]]
)

export const nursery = rubric(
  "day nursery",
  [["place_request", ["Is there a place for my daughter from September", "We'd like three days a week", "Can we visit the nursery next week"]]],
  ["child_harmed", "A child hurt, ill or having a reaction", ["My son came home with a big bump on his head and has been sick", "Our daughter had an allergic reaction after lunch and her lips swelled", "Maya has a rash all over and a high temperature since pick-up"]]
)

export const roofer = rubric(
  "roofing firm",
  [["quote_request", ["Please quote for replacing the gutters", "Can you look at some loose tiles", "We want a new flat roof on the garage"]]],
  ["roof_failure", "Water pouring in or part of a roof coming down", ["Water is pouring through the bedroom ceiling", "Part of the roof has caved in after the storm", "The ceiling is bulging with water and about to come down"]]
)

export const breakdown = rubric(
  "breakdown cover",
  [["membership", ["I want to renew my membership", "Can I add my partner to the policy", "What's my membership number"]]],
  ["stranded", "A member broken down or crashed somewhere unsafe", ["My car has broken down on the motorway hard shoulder", "I've crashed into a barrier and can't move the car", "We're stuck on a country lane with a flat battery and two kids in the back"]]
)

export const pharmacy = rubric(
  "pharmacy",
  [["repeat_order", ["I need my repeat prescription", "Can you deliver my tablets on Friday", "Please order more inhalers"]]],
  ["medicine_reaction", "A patient given the wrong medicine or reacting badly to one", ["You gave my mum the wrong tablets and she's taken two", "My face has swollen up since I started the new antibiotics", "I took a double dose by mistake and feel dizzy"]]
)
