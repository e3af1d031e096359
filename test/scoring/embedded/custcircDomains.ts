import { agent, user } from "./custescCases.js"
import type { CircDomain } from "./custcircCases.js"

// Four of eight rubrics of our own (custcircDomains2.ts holds the others): a removals firm, an
// electrician, a tutoring agency and a dog walker. Each has a constraint or preference, a hazard or
// red flag and a descriptive detector, from 3–5 examples typed as an owner would. The messages tell
// them as circumstances and observations; the near misses use the domain's words without them.

const removals: CircDomain = {
  name: "a removals firm",
  criteria: {
    custom_detectors: [
      {
        name: "access_restriction", type: "presence", description: "Anything that makes it hard to get the van or the furniture in or out",
        examples: ["third floor flat with no lift", "narrow staircase", "no parking outside the house", "the lorry can't get down our lane"]
      },
      { name: "move_date", type: "presence", examples: ["Moving on 14 March", "move date: 2 May", "we complete on Friday the 9th"] },
      { name: "bulky_items", type: "presence", description: "Heavy or awkward items to move", examples: ["we have an upright piano", "a large American fridge freezer", "a solid oak wardrobe", "a corner sofa"] }
    ]
  },
  cases: [
    ["Hi, we're moving out of a top-floor flat on the 21st of June. The building is old and the only way down is the stairs, which are very tight at the turn.", ["access_restriction", "move_date"]],
    ["Quote please for a 2 bed house move. The street outside is permit holders only and there's never a space in the day.", ["access_restriction"]],
    ["Hello, the house is at the end of a single-track farm road with a weak bridge, big vehicles are not allowed over it. Completion should be 30 August.", ["access_restriction", "move_date"]],
    ["From: 14 Elm Road (ground floor, drive for two vans)\nTo: 3 Mill Cottages\nDate: 12/09\nItems: 3 bed house, including grandma's baby grand", ["move_date", "bulky_items"]],
    ["Our new place has a big driveway and a lift straight to the door, so no issues there. We move on the 4th of October.", ["move_date"]],
    ["Do you charge extra if there are stairs at either end?", []],
    ["We have a lot of boxes, mostly books and kitchen stuff, nothing big really. Date not fixed yet.", []],
    ["Just to warn you the sofa is a monster, it took four men to get it in, and there's also a cast iron bath we're taking with us.", ["bulky_items"]],
    ["My sister used you last year and said the team were great even with her tiny stairwell.", []],
    ["Sorry, one more thing: the council has dug up the road outside our house and the works will still be there on moving day, so the van will have to park round the corner.", ["access_restriction"]],
    ["Can you confirm the booking for the 3rd? Thanks, Priya", ["move_date"]],
    ["We have nothing heavy, and parking outside is easy. Would need you sometime in spring.", []]
  ]
}

const electrician: CircDomain = {
  name: "an electrician",
  criteria: {
    custom_detectors: [
      {
        name: "safety_hazard", type: "presence", description: "A dangerous electrical fault",
        examples: ["sparks coming from the socket", "the consumer unit is hot to the touch", "exposed wires in the hallway", "the lights flicker and there's a smell of burning"]
      },
      { name: "job_type", type: "presence", description: "The work wanted", examples: ["need a new socket fitted", "rewire the kitchen", "install an EV charger", "replace the fuse box"] },
      { name: "property_type", type: "presence", examples: ["a 1930s semi", "two bed flat", "Victorian terrace", "detached bungalow"] }
    ]
  },
  cases: [
    ["Hi, there's a brown scorch mark round the plug in the kids' bedroom and it crackles when you switch the heater on. Can someone come today?", ["safety_hazard"]],
    ["Every time the washing machine spins the trip switch goes and the plug feels really warm afterwards.", ["safety_hazard"]],
    ["Could you quote for putting two double sockets in the garage? It's a detached house built in the sixties.", ["job_type", "property_type"]],
    ["We've just bought an electric car and want a charging point on the side of the house.", ["job_type"]],
    ["Subject: outdoor lighting\n\nLooking to have three lights put along the garden path. We live in a mid-terrace.", ["job_type", "property_type"]],
    ["The wiring was all checked last year and everything is safe, we just want some spotlights in the lounge.", ["job_type"]],
    ["Is it dangerous to have a fuse box that old? Ours is from the 80s.", []],
    ["When the shower is on, the light in the bathroom buzzes and I got a small shock off the pull cord yesterday.", ["safety_hazard"]],
    ["Thanks for rewiring our kitchen last month, all working perfectly.", []],
    ["A cable is hanging out of the ceiling where the old light was, bare copper showing, and my toddler keeps reaching for it.", ["safety_hazard"]],
    ["Do you do EICR certificates for landlords?", []],
    ["Our neighbour had a fire from a faulty socket, so we'd like our 1950s bungalow checked over.", ["property_type"]]
  ]
}

const tutoring: CircDomain = {
  name: "a tutoring agency",
  criteria: {
    custom_detectors: [
      { name: "schedule_preference", type: "presence", description: "When the family can or cannot have lessons", examples: ["weekday evenings after 6 are best", "only Saturdays", "can't do Mondays"] },
      { name: "learning_need", type: "presence", description: "A special educational need or difficulty", examples: ["he has dyslexia", "she struggles to focus", "he has ADHD", "she gets very anxious in exams"] },
      { name: "subject_level", type: "presence", examples: ["GCSE maths", "A level chemistry", "Year 9 English"] }
    ]
  },
  cases: [
    ["My son is in Year 11 and needs help with maths before his exams. He plays football straight after school three days a week, so it would have to be Tuesdays or Thursdays.", ["schedule_preference", "subject_level"]],
    ["Hi, I work shifts so I'm only home to sit in on lessons on Sunday afternoons.", ["schedule_preference"]],
    ["Lily was assessed last year and the school says she processes written information slowly, she needs extra time in tests. She's doing GCSE biology.", ["learning_need", "subject_level"]],
    ["He finds it almost impossible to sit still for more than ten minutes and his teachers say his attention drifts constantly.", ["learning_need"]],
    ["Subject: A-level physics\nStudent: Tom (17)\nAvailability: anytime really", ["subject_level"]],
    ["Any time works for us, she is very flexible. She needs a boost in French for her GCSE.", ["subject_level"]],
    ["Do your tutors have experience with dyslexic children?", []],
    ["We did have a tutor on Saturdays before but she moved away. No special needs, he just needs a push.", []],
    ["Mornings are out because of the school run and I'm at work until five, so could we do lessons around half six?", ["schedule_preference"]],
    ["My friend's daughter has autism and you helped her a lot, so I thought I'd ask about my son.", []],
    ["I'd like to book a trial lesson please.", []],
    ["Hello, she is in her first year of university and needs help with statistics. She panics completely when she sees a timed paper, her mind goes blank.", ["learning_need", "subject_level"]]
  ]
}

const dogWalker: CircDomain = {
  name: "a dog walker",
  criteria: {
    custom_detectors: [
      {
        name: "behaviour_warning", type: "presence", description: "A dog that may be dangerous or hard to handle",
        examples: ["he can be aggressive with other dogs", "she has bitten before", "he doesn't like men", "pulls very hard on the lead"]
      },
      { name: "walk_preference", type: "presence", description: "How or when the owner wants the dog walked", examples: ["prefer solo walks", "would like lunchtime walks", "only short walks please, he's old"] },
      { name: "dog_breed", type: "presence", examples: ["a golden retriever", "a border collie cross", "French bulldog", "a rescue greyhound"] }
    ]
  },
  cases: [
    ["Hi! Bruno is a 3 year old labrador, very friendly. I'm out 8 till 6 so he'd need letting out around midday.", ["walk_preference", "dog_breed"]],
    ["Just so you know, Meg goes for anyone in a high-vis jacket and once nipped the postman. She's a collie.", ["behaviour_warning", "dog_breed"]],
    ["He lunges and snarls when another dog comes near, so he'd have to go out on his own rather than in a group.", ["behaviour_warning", "walk_preference"]],
    ["She's 14 and has arthritis in her back legs, 20 minutes round the block is plenty for her.", ["walk_preference"]],
    ["Name: Pip\nBreed: Jack Russell\nTemperament: gentle, good with kids and other dogs", ["dog_breed"]],
    ["Do you walk dogs that are reactive? Asking for a friend whose spaniel barks at everything.", []],
    ["He used to be nervous of men when we first got him but he's been fine for years now.", []],
    ["Could you take our two for a walk on Thursday? Thanks.", []],
    ["Please don't let him off the lead, he has no recall at all and will run into the road after squirrels.", ["behaviour_warning"]],
    ["Our greyhound is a gentle soul, no issues with anyone. Happy for group walks.", ["dog_breed", "walk_preference"]],
    ["How much do you charge for an hour's walk?", []],
    ["Morning walks are impossible for us as she needs her medication first, so afternoons only please.", ["walk_preference"]]
  ]
}

export const DOMAINS: ReadonlyArray<CircDomain> = [removals, electrician, tutoring, dogWalker]
export { agent, user }
