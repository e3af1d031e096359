import { checkCirc } from "./custcircCases.js"
import { DOMAINS } from "./custcircDomains.js"
import { DOMAINS as DOMAINS2 } from "./custcircDomains2.js"

// Eight custom rubrics of our own (removals, an electrician, tutoring, a dog walker, a holiday
// cottage, a building surveyor, a driving school, a personal trainer), 96 messages, 276 labels:
// preferences and constraints told as circumstances, hazards told as observations, descriptive
// fields, and near misses in the domain's words. On main 32 labels missed and 34 found where
// absent; with circumstances.ts 25 and 32.

/**
 * Labels still wrong ("case start / detector"), listed, not asserted either way. Missed: states the
 * static vectors put nowhere near the examples and no shape reads (a trip switch, a gap under a
 * door, arthritis, registered blind, a frame to walk with, a car without a clutch, a goal told as a
 * dress size), a constraint beside a request to the vendor ("…, so could we do half six?"). Found
 * where absent: the domain's words in a description, a past or flexible schedule, a form's other
 * lines, a question about the vendor's surveys, somebody else's pet, a state told fine years on.
 */
const KNOWN_WRONG: ReadonlyArray<string> = [
  "Just to warn you the sofa is a monster,  / bulky_items",
  "Can you confirm the booking for the 3rd? / move_date",
  "Every time the washing machine spins the / safety_hazard",
  "We've just bought an electric car and wa / job_type",
  "Subject: outdoor lighting Looking to hav / job_type",
  "The wiring was all checked last year and / job_type",
  "When the shower is on, the light in the  / safety_hazard",
  "Our neighbour had a fire from a faulty s / property_type",
  "He finds it almost impossible to sit sti / learning_need",
  "Mornings are out because of the school r / schedule_preference",
  "Hi! Bruno is a 3 year old labrador, very / dog_breed",
  "She's 14 and has arthritis in her back l / walk_preference",
  "Please don't let him off the lead, he ha / behaviour_warning",
  "Hello, we are three couples looking for  / accessibility_need",
  "Hi, is the cottage suitable for someone  / accessibility_need",
  "Hi, is the cottage suitable for someone  / party_size",
  "Hi, is the cottage free the week of 12 A / accessibility_need",
  "We're buying a house from around 1900 an / structural_red_flag",
  "It's a fairly modern flat, built about t / property_age",
  "It's a fairly modern flat, built about t / survey_level",
  "Hi, looking for lessons in a car without / gearbox",
  "I'm 56 and my doctor has put me on table / fitness_goal",
  "Hi, I have a wedding in June and would l / fitness_goal",
  "My back goes into spasm if I lift anythi / health_condition",
  "Goal: run 10k without stopping Injuries: / fitness_goal",
  "From: 14 Elm Road (ground floor, drive f / access_restriction",
  "Our new place has a big driveway and a l / access_restriction",
  "Sorry, one more thing: the council has d / bulky_items",
  "We have nothing heavy, and parking outsi / access_restriction",
  "We have nothing heavy, and parking outsi / move_date",
  "We've just bought an electric car and wa / safety_hazard",
  "Is it dangerous to have a fuse box that  / job_type",
  "Is it dangerous to have a fuse box that  / property_type",
  "My son is in Year 11 and needs help with / learning_need",
  "Subject: A-level physics Student: Tom (1 / learning_need",
  "We did have a tutor on Saturdays before  / schedule_preference",
  "Name: Pip Breed: Jack Russell Temperamen / behaviour_warning",
  "He used to be nervous of men when we fir / behaviour_warning",
  "Could you take our two for a walk on Thu / walk_preference",
  "Hi, is the cottage free the week of 12 A / pet_request",
  "The photos of the spiral staircase look  / accessibility_need",
  "The photos of the spiral staircase look  / party_size",
  "The photos of the spiral staircase look  / pet_request",
  "Dear owner, we are family from Germany,  / pet_request",
  "We'll have the cat with us as there is n / party_size",
  "Thank you for a lovely stay, the garden  / pet_request",
  "What's the difference between your level / survey_level",
  "Please send your availability next week. / survey_level",
  "I managed to get a cancellation slot at  / lesson_availability",
  "I managed to get a cancellation slot at  / gearbox",
  "Name: Ayesha Lessons wanted: 2 a week Ca / test_booked",
  "I failed my test last week, I'd like mor / lesson_availability",
  "I failed my test last week, I'd like mor / test_booked",
  "hello i want driving lesson but only sun / test_booked",
  "hello i want driving lesson but only sun / gearbox",
  "My back goes into spasm if I lift anythi / fitness_goal",
  "I had a knee operation years ago but it' / health_condition"
]

checkCirc([...DOMAINS, ...DOMAINS2], KNOWN_WRONG)
