import { agent, type EscDomain, user } from "./custescCases.js"

// The other three rubrics of custesc.test.ts (see custescDomains.ts): a plumbing firm, a pet
// insurer with two triggers, a coworking space.

const plumber: EscDomain = {
  name: "a plumbing firm",
  criteria: {
    custom_detectors: [
      { name: "job_address", type: "presence", examples: ["The house is at 22 Elm Road, Leicester LE2 3PD", "Address: Flat 3, 9 Mill Lane, Derby", "It's 47 Station Road, Nottingham"] },
      { name: "preferred_date", type: "presence", examples: ["Could someone come on Wednesday 9 April", "Any day next week after 2pm", "Appointment: 15/10"] },
      { name: "job_needed", type: "presence", examples: ["I need a new kitchen tap fitted", "The boiler needs its annual service", "Please quote for moving a radiator"] },
      {
        name: "gas_or_flood_emergency", type: "presence", required: false, description: "A gas leak, fumes or water escaping now",
        examples: [
          "I can smell gas in the kitchen",
          "Water is pouring through the ceiling from the bathroom",
          "A pipe has burst and the hallway is flooding",
          "The carbon monoxide alarm is going off near the boiler"
        ],
        non_examples: ["The tap drips slowly"]
      }
    ],
    escalation: { triggers: [{ field: "gas_or_flood_emergency" }] }
  },
  cases: [
    ["There's a strong smell of gas around the boiler cupboard, we've opened the windows. Address: Flat 3, 9 Mill Lane, Derby", true, ["job_address"]],
    ["Do you deal with gas leaks or should I ring the national emergency number?", false, []],
    ["We had a burst pipe last winter which you fixed brilliantly. This time I need a new bathroom tap fitted, could someone come on Wednesday 9 April? 47 Station Road, Nottingham.", false, ["job_address", "preferred_date", "job_needed"]],
    ["Could you replace the washer on the bathroom tap, it drips a bit, no rush. It's 22 Elm Road, Leicester LE2 3PD.", false, ["job_address", "job_needed"]],
    ["Water's coming through the light fitting in the lounge from upstairs and the ceiling is bulging", true, []],
    ["My neighbour's flat flooded yesterday so I'd like my stopcock checked. Any day next week after 2pm.", false, ["preferred_date", "job_needed"]],
    ["Address: 14 Church Street, Loughborough LE11 1AB\nPreferred date: 22/11\nJob: annual boiler service\nGas smell?: No", false, ["job_address", "preferred_date", "job_needed"]],
    ["the carbon monoxide detector keeps beeping and my daughter has a headache and feels dizzy", true, []],
    ["Our carbon monoxide alarm needs a new battery, can you fit one when you do the service?", false, ["job_needed"]],
    ["Please quote for moving a radiator to the other wall.\n\nRegards\nTom Hale\nGas Safe registered engineer (retired)", false, ["job_needed"]],
    [[agent("Plumbing line, what's the problem?"), user("the pipe under the sink has split and water is spraying everywhere, I can't find the stopcock")], true, []],
    ["If the pipes froze and burst while we're away, would your cover pay for the call-out?", false, []],
    ["I don't smell gas, it's only that one ring on the hob won't light, can you look at it? 5 Grove Place, Leicester.", false, ["job_address", "job_needed"]],
    ["Appointment: 15/10 please for the shower pump replacement.", false, ["preferred_date", "job_needed"]],
    ["The hot water cylinder is leaking steadily into the airing cupboard and the floorboards are soaked, it's dripping into the kitchen below", true, []]
  ]
}

const petInsurer: EscDomain = {
  name: "a pet insurer",
  criteria: {
    custom_detectors: [
      { name: "policy_number", type: "presence", examples: ["Policy number PT-448120", "My policy is 9920-3381", "Policy no: PI 55071"] },
      { name: "treatment_date", type: "presence", examples: ["He was seen by the vet on 3 March", "Treatment date: 12/08/2025", "The operation was on Friday 7 June"] },
      { name: "claim_request", type: "presence", examples: ["I'd like to make a claim for his vet bill", "Can I claim for her dental treatment", "Please send me a claim form"] },
      {
        name: "emergency_treatment", type: "presence", required: false, description: "A pet needing urgent treatment now, cover to confirm",
        examples: [
          "My dog has been hit by a car and the vet needs to operate tonight",
          "She's swallowed a sock and needs emergency surgery now",
          "The vet says he won't survive without an operation today, will you cover it?"
        ],
        non_examples: ["He had surgery last year"]
      },
      {
        name: "formal_complaint", type: "presence", required: false, description: "A formal complaint or a threat to take the insurer to the ombudsman",
        examples: ["If this claim isn't paid I'm going to the ombudsman", "I want to make a formal complaint about how my claim was handled", "I'm reporting you to the Financial Ombudsman"],
        non_examples: ["When will my claim be paid?"]
      }
    ],
    escalation: { triggers: [{ field: "emergency_treatment" }, { field: "formal_complaint" }] }
  },
  cases: [
    ["Policy number PT-448120. Max has just been knocked down by a van, the vet says his leg has to be pinned tonight, are we covered?", true, ["policy_number"]],
    ["What's covered if my cat ever needs emergency surgery?", false, []],
    ["I'd like to claim for Bella's ear infection, the vet saw her on 3 March. Policy no: PI 55071", false, ["policy_number", "treatment_date", "claim_request"]],
    ["Our old dog had emergency surgery years ago with a different insurer. Now I'd like a claim form for the puppy's vaccinations.", false, ["claim_request"]],
    ["This is the third time I've sent the invoice. If it isn't paid by Friday I'm taking it to the ombudsman.", true, []],
    ["I'm not complaining, just asking when the claim will be paid. My policy is 9920-3381.", false, ["policy_number"]],
    ["Milo's collapsed and is struggling to breathe, the emergency vet wants to operate straight away", true, []],
    ["Policy no: PT-300117\nDate of treatment: 12/08/2025\nClaim for: dental extraction\nComplaint: no", false, ["policy_number", "treatment_date", "claim_request"]],
    ["My sister went to the ombudsman with her car insurer, hopefully I'll never need to! Please send me a claim form.", false, ["claim_request"]],
    ["I wish to lodge an official complaint about the way my claim was turned down, nobody has explained why", true, []],
    ["The operation was on Friday 7 June and went well, he's home and recovering. I'll send the claim in this week.", false, ["treatment_date", "claim_request"]],
    ["Hi, can I claim for her allergy tablets? Policy number PT-220981.\n\nThanks, Jo\n\nThis message and any attachments are confidential. If you are not the intended recipient please notify the sender.", false, ["policy_number", "claim_request"]],
    [[agent("Pet claims, how can I help?"), user("the vet won't start treating my dog's bloat until you confirm cover and he's getting worse by the minute")], true, []],
    ["Should the vet recommend surgery at his next check-up, would I need to call you first?", false, []],
    ["Your handling of this has been a disgrace, I'm cancelling and I'll be reporting you to the financial regulator.", true, []]
  ]
}

const coworking: EscDomain = {
  name: "a coworking space",
  criteria: {
    custom_detectors: [
      { name: "member_id", type: "presence", examples: ["Member ID CW-5521", "Membership number: 77810", "My member number is 30412"] },
      { name: "location", type: "presence", examples: ["At your Shoreditch space, 18 Curtain Road", "Site: Canal Side, Manchester", "the Bristol Harbourside building"] },
      { name: "member_request", type: "presence", examples: ["I'd like to book a meeting room for six", "Can I upgrade to a dedicated desk", "I need a locker"] },
      {
        name: "safety_or_security_incident", type: "presence", required: false, description: "Theft, an intruder, a fire or someone hurt on site",
        examples: [
          "Someone has been going through the lockers and my laptop is gone",
          "A man who isn't a member followed me in and has been harassing people",
          "There's smoke coming from the kitchen and the alarm didn't go off",
          "A member fell down the stairs and is hurt"
        ],
        non_examples: ["The wifi is slow"]
      }
    ],
    escalation: { triggers: [{ field: "safety_or_security_incident" }] }
  },
  cases: [
    ["Member ID CW-5521. My laptop was taken from my desk at the Shoreditch space while I was at lunch, the cameras should show who.", true, ["member_id", "location"]],
    ["Do you have insurance in case something is stolen from a locker?", false, []],
    ["I'd like to book a meeting room for six next Tuesday at Canal Side, Manchester.", false, ["location", "member_request"]],
    ["There was a fire drill this morning, all fine. Can I get a locker? Membership number: 77810", false, ["member_id", "member_request"]],
    ["A guy who isn't a member keeps slipping in behind people and he followed one of our team into the toilets", true, []],
    ["A friend's bag was stolen at another coworking place, so does your building have cameras? I'm thinking of joining.", false, []],
    ["There's smoke coming out of the print room and the alarm isn't sounding, I'm on the second floor of the Bristol Harbourside building", true, ["location"]],
    ["Member number: 30412\nLocation: Bristol Harbourside\nRequest: upgrade to a dedicated desk from March\nIssues: none", false, ["member_id", "location", "member_request"]],
    ["The wifi has been dreadful all week at 18 Curtain Road, please can someone fix it?", false, ["location", "member_request"]],
    ["Nobody's been bothering me, I just want to move desks because the window is draughty. Member ID CW-1187.", false, ["member_id", "member_request"]],
    [[agent("Front desk chat, how can I help?"), user("someone just slipped on the wet stairs by the café and hit their head, they're not responding properly")], true, []],
    ["If a member ever behaved aggressively, would you cancel their membership?", false, []],
    ["Loved the safety induction today. Please add my colleague to our team plan.", false, ["member_request"]],
    ["Last year my phone went missing from the lounge but it turned up at reception the next day. Anyway, I need an office for four from May.", false, ["member_request"]],
    ["Hi, I need to cancel my membership.\n\nBest\nLiam\nHealth & Safety Manager, Northwind Ltd", false, ["member_request"]]
  ]
}

export const DOMAINS: ReadonlyArray<EscDomain> = [plumber, petInsurer, coworking]
