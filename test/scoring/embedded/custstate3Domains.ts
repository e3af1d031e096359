// Six invented rubrics whose custom presence detectors are about the customer's STATE, ELIGIBILITY
// or NEED, told as a circumstance rather than in the examples' words: a warranty by the item's age
// or purchase date, a free or reduced service by a benefit, an age or a caring role, experience by a
// count or a denial in other words, a condition or aid told in passing, living nearby. About half are
// near misses: somebody else's state, eligibility asked about without being told, a state now past.
// Used by custstate3.test.ts.
import type { Case } from "./presenceCases.js"
import { agent, rubric, user } from "./presenceCases.js"

export type StateCase = readonly [string, Case[0], Case[1]]

export const hearingClinic = rubric(
  {
    name: "free_test_eligible",
    type: "presence",
    examples: ["I'm over 60 so I think I qualify for the free test", "I receive pension credit", "I'm on income support, does that make the test free?", "I'm a registered carer for my husband"],
    non_examples: ["I'd like to pay for a private test", "What does a hearing test cost?"]
  },
  {
    name: "aid_still_covered",
    type: "presence",
    examples: ["My hearing aids are still under warranty", "I got them from you eighteen months ago and they have a three-year guarantee", "The aids are covered by your aftercare plan"],
    non_examples: ["The warranty on my aids ran out last year", "Are repairs covered?"]
  },
  { name: "appointment_wanted", type: "presence", examples: ["Could I book a hearing test next week?", "I'd like an appointment on Tuesday morning"], non_examples: ["Just a general question"] }
)

export const boatCourse = rubric(
  {
    name: "helming_experience",
    type: "presence",
    examples: ["I've skippered a narrowboat on the Grand Union before", "We've hired canal boats three times", "I did my RYA day skipper a few years ago", "I sail dinghies most summers"],
    non_examples: ["I've never been on a boat", "Does the course suit first-timers?"]
  },
  { name: "course_date", type: "presence", examples: ["The two-day course starting 14 June", "Any weekend in September"], non_examples: ["At some point"] }
)

export const gardenWaste = rubric(
  {
    name: "reduced_rate_eligible",
    type: "presence",
    examples: ["I'm on universal credit, is there a cheaper rate?", "I get council tax reduction", "I'm a pensioner living alone", "I'm disabled and get PIP"],
    non_examples: ["Full price is fine", "How much is a subscription?"]
  },
  {
    name: "local_resident",
    type: "presence",
    examples: ["I live in the borough", "We're residents of Elmhurst ward", "Our house is on Larch Road, within your collection area"],
    non_examples: ["We're moving to the area next year", "Do you collect in Hadley?"]
  },
  { name: "extra_bin", type: "presence", examples: ["Could we have a second green bin?", "I'd like an additional brown bin"], non_examples: ["One bin is enough"] }
)

export const skiHire = rubric(
  {
    name: "medical_condition",
    type: "presence",
    examples: ["I had a knee operation last year", "I have a bad back so I need lighter boots", "My son has epilepsy", "I've got arthritis in both ankles"],
    non_examples: ["Nobody in our group has any injuries", "Do you offer insurance?"]
  },
  {
    name: "ski_ability",
    type: "presence",
    examples: ["I've skied for ten years", "We're intermediate, happy on red runs", "I did a week in Val Thorens last winter"],
    non_examples: ["Never skied before", "Which skis suit beginners?"]
  },
  { name: "boot_size", type: "presence", examples: ["My boot size is 27.5", "I'm a UK 9"], non_examples: ["Normal size"] }
)

export const scooterRepair = rubric(
  {
    name: "scooter_warranty",
    type: "presence",
    examples: ["The scooter is still under warranty", "I bought it from you last year and it came with a two-year guarantee", "It's covered until next March"],
    non_examples: ["The warranty expired ages ago", "How long is the warranty?"]
  },
  {
    name: "home_visit_need",
    type: "presence",
    examples: ["I can't get to the workshop, could someone come to me?", "I'm housebound", "I can't drive and have no way to bring it in"],
    non_examples: ["I'll drop it off on Monday", "Do you do home visits?"]
  },
  { name: "fault", type: "presence", examples: ["The battery won't hold a charge", "It cuts out going uphill"], non_examples: ["It runs fine"] }
)

export const cameraRepair = rubric(
  {
    name: "previous_service",
    type: "presence",
    examples: ["You serviced this camera for me in 2021", "I've had two lenses cleaned by you before", "I'm a returning customer, you fixed my Leica last spring"],
    non_examples: ["I've never used you before", "Do you service Rolleiflex cameras?"]
  },
  { name: "camera_model", type: "presence", examples: ["It's a Pentax K1000", "A Nikon FM2 from 1983"], non_examples: ["An old camera"] }
)

export const CASES: ReadonlyArray<readonly [ReturnType<typeof rubric>, ReadonlyArray<StateCase>]> = [
  [
    hearingClinic,
    [
      ["hea-01", "I'm sixty-eight and my daughter says I'm entitled to a free hearing check.", { free_test_eligible: "found" }],
      ["hea-02", "I look after my mother full time and get carer's allowance for it.", { free_test_eligible: "found" }],
      ["hea-03", "Is the test free for people on benefits?", { free_test_eligible: "absent" }],
      ["hea-04", "My neighbour got her test free because she's over 70, I'm 52 and working.", { free_test_eligible: "absent" }],
      ["hea-05", "These aids aren't even a year old and the left one keeps whistling.", { aid_still_covered: "found" }],
      ["hea-06", "Bought them from your Harrogate branch in March, now one won't switch on.", { aid_still_covered: "found" }],
      ["hea-07", "My aids are nearly six years old, long past any guarantee, what would a new pair cost?", { aid_still_covered: "negated" }],
      ["hea-08", "My husband's aids are still under warranty but mine aren't.", { aid_still_covered: "absent" }],
      ["hea-09", "Could I come in on Thursday afternoon for a test?", { appointment_wanted: "found", free_test_eligible: "absent" }],
      ["hea-10", "I was on jobseeker's allowance years ago but I'm working full time now.", { free_test_eligible: "absent" }]
    ]
  ],
  [
    boatCourse,
    [
      ["boa-01", "We've done the Llangollen canal twice with a hired boat.", { helming_experience: "found" }],
      ["boa-02", "I've never helmed anything larger than a dinghy, so go easy on me!", { helming_experience: "negated" }],
      ["boa-03", "Grew up on the Broads, my dad had a cruiser and I was at the wheel from age twelve.", { helming_experience: "found" }],
      ["boa-04", "My brother-in-law has been boating for years, he's coming along to watch.", { helming_experience: "absent" }],
      ["boa-05", "Do I need to have helmed before the course?", { helming_experience: "absent" }],
      ["boa-06", "Complete landlubber here. Is the June course still open?", { helming_experience: "negated", course_date: "found" }],
      ["boa-07", "I spent three seasons crewing yachts in Croatia.", { helming_experience: "found" }],
      ["boa-08", "Any availability on the weekend of 6 September?", { course_date: "found", helming_experience: "absent" }],
      ["boa-09", "Our whole group are first-timers apart from Sue, who used to own a barge.", { helming_experience: "absent" }],
      ["boa-10", "I have an ICC and take a boat out on the Thames most weekends.", { helming_experience: "found" }]
    ]
  ],
  [
    gardenWaste,
    [
      ["gar-01", "I'm 74 and on the state pension only, is there any discount on the brown bin?", { reduced_rate_eligible: "found" }],
      ["gar-02", "We're on universal credit at the moment, so money is tight.", { reduced_rate_eligible: "found" }],
      ["gar-03", "Do pensioners get a reduced rate?", { reduced_rate_eligible: "absent" }],
      ["gar-04", "We live two streets away from the depot, in Foxglove Close.", { local_resident: "found" }],
      ["gar-05", "My parents live in your area but I'm over in Wexley, can I pay for their bin?", { local_resident: "absent" }],
      ["gar-06", "We moved out of the district in May, please cancel our subscription.", { local_resident: "absent" }],
      ["gar-07", "Could we get a second bin? The hedge throws off loads in autumn.", { extra_bin: "found", reduced_rate_eligible: "absent" }],
      ["gar-08", "I'm a full-time carer for my son and we get by on carer's allowance.", { reduced_rate_eligible: "found" }],
      ["gar-09", "My sister gets the reduced rate because she's on pension credit.", { reduced_rate_eligible: "absent" }],
      ["gar-10", "Born and raised in this town, been at the same address 40 years.", { local_resident: "found" }]
    ]
  ],
  [
    skiHire,
    [
      ["ski-01", "Heads up, I'm six months on from a knee replacement so nothing too stiff please.", { medical_condition: "found" }],
      ["ski-02", "My daughter is type 1 diabetic, she'll carry her kit in her jacket.", { medical_condition: "found" }],
      ["ski-03", "Do you do boots for people with wide feet?", { medical_condition: "absent" }],
      ["ski-04", "I broke my wrist skiing as a kid but it's been fine for decades.", { medical_condition: "absent" }],
      ["ski-05", "The instructor last year had a bad shoulder, hope he's better!", { medical_condition: "absent" }],
      ["ski-06", "We've had four seasons in the Alps and ski blacks comfortably.", { ski_ability: "found" }],
      ["ski-07", "First time on snow for all of us, what package do you suggest?", { ski_ability: "negated" }],
      ["ski-08", "My boots are a 28 mondo, I'm happy on reds.", { boot_size: "found", ski_ability: "found" }],
      ["ski-09", "My wife skis but I've only been on a dry slope once.", { ski_ability: "found" }],
      ["ski-10", "Dad uses a walking frame at home, but he's only coming to watch.", { medical_condition: "absent" }]
    ]
  ],
  [
    scooterRepair,
    [
      ["sco-01", "It's not even a year old and the battery won't hold a charge.", { scooter_warranty: "found", fault: "found" }],
      ["sco-02", "I got it from you in February, so it should still be covered.", { scooter_warranty: "found" }],
      ["sco-03", "It's twelve years old and came from a house clearance, no paperwork.", { scooter_warranty: "absent" }],
      ["sco-04", "Does the guarantee include the tyres?", { scooter_warranty: "absent" }],
      ["sco-05", "I had a hip replacement in the spring and can't get out to you at the moment.", { home_visit_need: "found" }],
      ["sco-06", "My son will bring it round on Saturday in his van.", { home_visit_need: "absent" }],
      ["sco-07", "Could you send an engineer to the house? I don't leave home these days.", { home_visit_need: "found" }],
      ["sco-08", "My friend's scooter is under warranty with you, mine isn't.", { scooter_warranty: "negated" }],
      ["sco-09", "It cuts out on the slope by the post office.", { fault: "found", scooter_warranty: "absent" }],
      ["sco-10", "I'm registered blind and live alone, so bringing it in isn't an option.", { home_visit_need: "found" }]
    ]
  ],
  [
    cameraRepair,
    [
      ["cam-01", "You had my Canon AE-1 on the bench a couple of years back for a shutter squeal.", { previous_service: "found", camera_model: "found" }],
      ["cam-02", "First time writing to you, a friend recommended you.", { previous_service: "absent" }],
      ["cam-03", "My late father used to send his cameras to you in the eighties.", { previous_service: "absent" }],
      ["cam-04", "Have you ever worked on a Yashica Mat?", { previous_service: "absent" }],
      ["cam-05", "This is the third camera I've sent you, the last two came back perfect.", { previous_service: "found" }],
      ["cam-06", "An Olympus OM-1 with a sticky aperture, never been serviced by anyone.", { camera_model: "found", previous_service: "absent" }],
      ["cam-07", "Another repairer did the light seals last year but they're leaking again.", { previous_service: "absent" }],
      ["cam-08", [agent("Have we worked on this camera before?"), user("Yes, back in 2022 I think.")], { previous_service: "found" }]
    ]
  ]
]
