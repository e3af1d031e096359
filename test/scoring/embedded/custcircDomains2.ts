import { agent, user } from "./custescCases.js"
import type { CircDomain } from "./custcircCases.js"

// Four of eight rubrics of our own (custcircDomains.ts holds the others): a holiday cottage, a
// building surveyor, a driving school and a personal trainer, in chats, emails with signatures and
// quoted parts, forms, call notes and non-native English.

const cottage: CircDomain = {
  name: "a holiday cottage",
  criteria: {
    custom_detectors: [
      { name: "accessibility_need", type: "presence", description: "A guest who needs step-free or adapted rooms", examples: ["my husband uses a wheelchair", "we need a ground floor bedroom", "I can't manage stairs"] },
      { name: "party_size", type: "presence", examples: ["4 adults and 2 children", "party of six", "just the two of us"] },
      { name: "pet_request", type: "presence", description: "Bringing a pet", examples: ["can we bring our dog", "we'd be travelling with two cats", "is it dog friendly"] }
    ]
  },
  cases: [
    ["Hello, we are three couples looking for a week in July. My father-in-law is joining us, he had a hip replacement in spring and walks with a frame, so steps are a problem.", ["accessibility_need", "party_size"]],
    ["Hi, is the cottage suitable for someone on crutches? I broke my ankle and will still be in the boot in August. It'd be me and my partner.", ["accessibility_need", "party_size"]],
    ["Our spaniel Rosie comes everywhere with us, she's very well behaved!", ["pet_request"]],
    [[user("Hi, is the cottage free the week of 12 August?"), agent("It is! How many will be staying?"), user("Five of us, all adults. Mum is registered blind so a simple layout would help a lot.")], ["accessibility_need", "party_size"]],
    ["Guests: 2 adults\nPets: none\nSpecial requirements: none", ["party_size"]],
    ["Do you allow dogs? We don't have one ourselves, a friend asked me to check for her.", []],
    ["The photos of the spiral staircase look gorgeous! We are young and fit, no problem for us.", []],
    ["Dear owner, we are family from Germany, 2 grown-ups and 3 kids. My son is in wheelchair since his accident, is there shower without step?", ["accessibility_need", "party_size"]],
    ["What time is check-in on Saturdays?", []],
    ["We'll have the cat with us as there is nobody to feed her while we're away.", ["pet_request"]],
    ["Thank you for a lovely stay, the garden was perfect for the kids.", []],
    ["Is there a step-free entrance? Asking as we're writing a review of accessible cottages in the area.", []]
  ]
}

const surveyor: CircDomain = {
  name: "a building surveyor",
  criteria: {
    custom_detectors: [
      {
        name: "structural_red_flag", type: "presence", description: "Signs the building may be unsafe or failing",
        examples: ["a large crack running up the wall", "the ceiling is sagging", "the chimney is leaning", "water coming through the ceiling"]
      },
      { name: "property_age", type: "presence", examples: ["built in the 1930s", "Victorian terrace", "new build from 2015", "Georgian townhouse"] },
      { name: "survey_level", type: "presence", description: "Which survey the buyer wants", examples: ["a level 3 building survey", "a HomeBuyer report", "full structural survey"] }
    ]
  },
  cases: [
    ["We're buying a house from around 1900 and noticed the back bedroom door won't close any more and there's a gap where the wall meets the floor you can fit a finger in.", ["structural_red_flag", "property_age"]],
    ["The bay window has dropped, the window frames are out of square and the plaster around it is cracking in a zigzag.", ["structural_red_flag"]],
    ["Hi, could you quote for the most thorough survey you do? The place is from the 1850s.", ["survey_level", "property_age"]],
    ["It's a fairly modern flat, built about ten years ago, we just want the basic condition report.", ["property_age", "survey_level"]],
    ["The seller says there was subsidence in the 90s but it was underpinned and has been certified stable since.", []],
    ["What's the difference between your level 2 and level 3 surveys?", []],
    ["Hello, my mortgage lender has already done a valuation. Is that enough?", []],
    ["Property: semi-detached, 1960s\nSurvey: Level 2\nConcerns: none", ["property_age", "survey_level"]],
    ["After last week's storm the gable end is bulging outwards and some bricks have fallen onto the path.", ["structural_red_flag"]],
    ["Our friends had a nightmare with damp on their purchase so we want to be careful.", []],
    ["Please send your availability next week.\n\nBest wishes,\nAndrew Hale\nStructural Engineer, Hale & Co", []],
    ["In the loft some of the rafters look split and the roof dips in the middle when you look from the street.", ["structural_red_flag"]]
  ]
}

const drivingSchool: CircDomain = {
  name: "a driving school",
  criteria: {
    custom_detectors: [
      { name: "lesson_availability", type: "presence", description: "When the learner can or cannot take lessons", examples: ["I can only do lessons after 5pm", "weekends only", "not free on Tuesdays"] },
      { name: "test_booked", type: "presence", description: "A practical test already booked", examples: ["my test is on 12 June", "I've got a test booked for next month", "test date: 3 March"] },
      { name: "gearbox", type: "presence", examples: ["automatic only", "I want to learn in a manual", "auto car please"] }
    ]
  },
  cases: [
    ["I'm at college until 3 every day and then I work in a cafe at weekends, so I'd need after-college slots.", ["lesson_availability"]],
    ["I managed to get a cancellation slot at the test centre for the 19th, so I need some lessons before then. Never driven with gears, I've only had a go in my mum's automatic.", ["test_booked"]],
    ["Hi, looking for lessons in a car without a clutch as I have a bad left knee.", ["gearbox"]],
    ["Name: Ayesha\nLessons wanted: 2 a week\nCar: manual\nTest: not booked yet", ["gearbox"]],
    ["How long is the waiting list for tests in this area?", []],
    [[user("Hi, do you have an instructor in Northside?"), agent("We do. When are you free for lessons?"), user("Mornings before 11, I do night shifts at the hospital.")], ["lesson_availability"]],
    ["My brother passed with you last year! I'd like to start too, any day works.", []],
    ["My son has his practical on the 2nd of next month and wants a mock test.", ["test_booked"]],
    ["Do your cars have dual controls?", []],
    ["Because I look after my little girl in the day, evenings are the only time I can get out.", ["lesson_availability"]],
    ["I failed my test last week, I'd like more lessons before I book again.", []],
    ["hello i want driving lesson but only sunday because other days i work in factory, i have license from my country", ["lesson_availability"]]
  ]
}

const trainer: CircDomain = {
  name: "a personal trainer",
  criteria: {
    custom_detectors: [
      {
        name: "health_condition", type: "presence", description: "A medical condition or injury to train around",
        examples: ["I have a heart condition", "recently had knee surgery", "I have high blood pressure", "I'm pregnant"]
      },
      { name: "fitness_goal", type: "presence", examples: ["want to lose weight", "build muscle", "train for a marathon"] }
    ]
  },
  cases: [
    ["I'm 56 and my doctor has put me on tablets for my blood pressure. I'd like to get fitter but safely.", ["health_condition", "fitness_goal"]],
    ["I'm expecting my second baby in March and want to keep active until then.", ["health_condition", "fitness_goal"]],
    ["Hi, I have a wedding in June and would love to drop a dress size.", ["fitness_goal"]],
    ["I have no injuries or health problems, I just need someone to keep me motivated.", []],
    ["Do you work with people who have diabetes? I'm asking for my dad.", []],
    ["My back goes into spasm if I lift anything heavy, it's been like that since a car crash, so I need to be careful with weights.", ["health_condition"]],
    ["How much are your sessions and do you do couples?", []],
    ["Goal: run 10k without stopping\nInjuries: dodgy left ankle, sprained it badly twice", ["fitness_goal", "health_condition"]],
    ["I had a knee operation years ago but it's completely fine now. I want to get stronger.", ["fitness_goal"]],
    ["Hello, thanks for yesterday's session, see you Thursday!", []],
    ["I get chest pain and out of breath quickly when I climb stairs, the GP is still doing tests. Could we start with walking?", ["health_condition"]],
    ["I want to bulk up for rugby season.", ["fitness_goal"]]
  ]
}

export const DOMAINS: ReadonlyArray<CircDomain> = [cottage, surveyor, drivingSchool, trainer]
export { agent, user }
