// Eight invented rubrics whose custom presence detectors name a KIND of thing (a requirement class,
// a hazard, a licence, a diet, an access need, a pet; a crane licence narrowed by its name, a dog breed) from 2–3 examples, and messages of our own
// that name ANOTHER member of the kind in words the examples do not use, beside near misses (a
// denial, the vendor's own offer, a hypothetical, a price question, somebody else's need).
// Used by custkind.test.ts.
import type { Case } from "./presenceCases.js"
import { agent, rubric, user } from "./presenceCases.js"

/** A case: id, the messages, what each detector must read in them. */
export type KindCase = readonly [string, Case[0], Case[1]]

export const payroll = rubric(
  {
    name: "compliance_requirement",
    type: "presence",
    required: false,
    examples: ["Our IT team insists on single sign-on through Google Workspace", "Can you show us your SOC 2 report?", "Legal will ask you to sign a data processing agreement"],
    non_examples: ["We have no particular compliance needs"]
  },
  { name: "headcount", type: "presence", examples: ["We pay about 80 people", "Roughly 300 staff on payroll"], non_examples: ["We're growing fast"] }
)

export const appliances = rubric(
  {
    name: "fire_risk",
    type: "presence",
    required: false,
    examples: ["Sparks came out of the socket when I plugged it in", "There's a smell of burning plastic from the back", "The charger was scorching hot to touch"],
    non_examples: ["No burning smell, it just won't turn on"]
  },
  { name: "model_number", type: "presence", examples: ["Model KX-2201", "It's the HT500 kettle"], non_examples: ["I bought it last year"] }
)

export const buildersAgency = rubric(
  {
    name: "site_card",
    type: "presence",
    examples: ["I've got my CSCS card", "Full HGV licence, clean", "NPORS ticket for the 360 excavator"],
    non_examples: ["I've worked on plenty of building sites"]
  },
  { name: "availability", type: "presence", examples: ["I can start Monday", "Free from next week"], non_examples: ["I'm not sure when"] }
)

export const nursery = rubric(
  {
    name: "dietary_requirement",
    type: "presence",
    required: false,
    examples: ["She's vegetarian", "He can't have nuts at all", "Halal meals only please"],
    non_examples: ["He eats anything"]
  },
  { name: "start_month", type: "presence", examples: ["We'd like her to start in September", "From January if possible"], non_examples: ["No rush"] }
)

export const ferry = rubric(
  {
    name: "accessibility_need",
    type: "presence",
    required: false,
    examples: ["My husband uses a wheelchair", "I'm partially sighted", "Our daughter is deaf"],
    non_examples: ["None of us need any help getting on board"]
  },
  { name: "vehicle_booked", type: "presence", examples: ["We're bringing the car", "A motorhome, 7 metres long"], non_examples: ["We'll come as foot passengers"] }
)

export const cottages = rubric(
  {
    name: "pet_coming",
    type: "presence",
    required: false,
    examples: ["We'd like to bring our dog", "Our cat will be coming with us", "Can our two spaniels stay too?"],
    non_examples: ["We won't have any animals with us"]
  },
  { name: "party_size", type: "presence", examples: ["Four adults and two children", "There'll be six of us"], non_examples: ["A family holiday"] }
)

/** A name word the examples use narrows the kind to itself: a crane licence, not any licence. */
export const craneHire = rubric(
  {
    name: "crane_certified",
    type: "presence",
    examples: ["I'm certified to operate tower cranes", "Crane operator licence, renewed this spring", "I have the CPCS ticket for mobile cranes"],
    non_examples: ["I've watched cranes on site for years"]
  },
  { name: "availability", type: "presence", examples: ["I can start Monday", "Free from next week"], non_examples: ["I'm not sure when"] }
)

/** A name word outside the kind says what the kind is of: a dog is no breed. */
export const groomer = rubric(
  { name: "dog_breed", type: "presence", examples: ["a springer spaniel", "she's a border terrier", "golden retriever"], non_examples: ["a big fluffy one"] },
  { name: "coat_issue", type: "presence", examples: ["his coat is badly matted", "she's shedding loads"], non_examples: ["coat's fine"] }
)

export const CASES: ReadonlyArray<readonly [ReturnType<typeof rubric>, ReadonlyArray<KindCase>]> = [
  [
    payroll,
    [
      ["pay-01", "Hi, before we sign: every user must log in via SAML with our identity provider.\n\nThanks,\nRuth Adeyemi\nHead of People, Cobalt Freight", { compliance_requirement: "found" }],
      ["pay-02", "Employee records have to stay in EU data centres, that's a hard rule for us.", { compliance_requirement: "found" }],
      ["pay-03", "Our infosec lead will send over a vendor security questionnaire next week.", { compliance_requirement: "found" }],
      ["pay-04", "We're a clinic group and HIPAA applies to us, so we'd need a BAA in place first.", { compliance_requirement: "found" }],
      ["pay-05", "Company: Larch & Pine\nStaff: 140\nRequirements: GDPR-compliant, ISO 27001 certification", { compliance_requirement: "found", headcount: "found" }],
      ["pay-06", "We can't go live until we've seen your latest penetration test results.", { compliance_requirement: "found" }],
      ["pay-07", "We're a small bakery, no special security needs, we just want payslips done.", { compliance_requirement: "absent" }],
      ["pay-08", "How much extra is the SSO add-on per month?", { compliance_requirement: "absent" }],
      ["pay-09", "If we ever expanded into the US we might need HIPAA stuff, but not now.", { compliance_requirement: "absent" }],
      ["pay-10", "My friend's company had to get SOC 2 before their biggest client would sign.", { compliance_requirement: "absent" }],
      ["pay-11", [agent("We support SAML single sign-on and encrypt all data at rest."), user("Cool. We're about 60 people, monthly payroll.")], { compliance_requirement: "absent", headcount: "found" }],
      ["pay-12", "We want a simpler payroll tool, the current one is slow.", { compliance_requirement: "absent" }],
      ["pay-13", "Good to see your platform supports SAML. We're 40 staff, paid monthly.", { compliance_requirement: "absent", headcount: "found" }]
    ]
  ],
  [
    appliances,
    [
      ["app-01", "The plug got really hot and the plastic around the pins has melted.", { fire_risk: "found" }],
      ["app-02", "Flames shot out of the toaster slot this morning!", { fire_risk: "found" }],
      ["app-03", "Hello, the extension lead is scorched black where the kettle plugs in.\nRegards, Tom", { fire_risk: "found" }],
      ["app-04", "Smoke started pouring out of the microwave vent after two minutes.", { fire_risk: "found" }],
      ["app-05", "My dishwasher keeps tripping and now there's a charred mark on the cable.", { fire_risk: "found" }],
      ["app-06", "There's no smoke or smell at all, the fan just rattles.", { fire_risk: "absent" }],
      ["app-07", "Could the heater overheat if I leave it on overnight?", { fire_risk: "absent" }],
      ["app-08", "Does the oven come with a fire blanket, and how much is it?", { fire_risk: "absent" }],
      ["app-09", "My neighbour's tumble dryer caught fire last year, so I'm nervous. Mine works fine.", { fire_risk: "absent" }],
      ["app-12", "I worried the lead was scorched, but it was only dust on the pins, all fine now.", { fire_risk: "absent" }],
      ["app-13", "We're always anxious about fire with three kids around, so we want a kettle that switches itself off.", { fire_risk: "absent" }],
      ["app-14", "Ever since the blaze at our old flat we only buy heaters with a tip-over switch.", { fire_risk: "absent" }],
      ["app-11", "I got fired from my job so I'm returning the coffee machine unopened.", { fire_risk: "absent" }],
      ["app-10", "Our smoke alarm is fine, the kettle just won't switch off by itself. Model KT-88.", { fire_risk: "absent", model_number: "found" }]
    ]
  ],
  [
    buildersAgency,
    [
      ["bld-01", "I hold a valid CPCS ticket for telehandlers.", { site_card: "found" }],
      ["bld-02", "Name: Dev Patel\nQualifications: IPAF for scissor lifts, SMSTS\nAvailable: Monday", { site_card: "found", availability: "found" }],
      ["bld-03", "yeah i got my forklift licence done in march, can start whenever", { site_card: "found" }],
      ["bld-04", "I'm a qualified electrician with an ECS gold card.", { site_card: "found" }],
      ["bld-05", "I don't have any tickets yet but I'm keen to learn.", { site_card: "absent" }],
      ["bld-06", "How much does the CSCS test cost, and do you pay for it?", { site_card: "absent" }],
      ["bld-07", "My brother has a CPCS card and is looking for work too.", { site_card: "absent" }],
      ["bld-08", "If you sponsored the course I'd happily get my HGV licence.", { site_card: "absent" }]
    ]
  ],
  [
    groomer,
    [
      ["grm-01", "My dog hates the hairdryer, he trembles the whole time.", { dog_breed: "absent" }],
      ["grm-02", "He's a whippet, so not much fur to deal with.", { dog_breed: "found" }]
    ]
  ],
  [
    craneHire,
    [
      ["crn-01", "I've got a first aid at work certificate and my driving licence.", { crane_certified: "absent" }],
      ["crn-02", "Qualifications: IPAF for booms, SMSTS\nAvailable: from Monday", { crane_certified: "absent", availability: "found" }],
      ["crn-03", "Yes, I've done my SMSTS and I'm on site most days.", { crane_certified: "absent" }]
    ]
  ],
  [
    nursery,
    [
      ["nur-01", "Just so you know, Amira is coeliac so nothing with gluten.", { dietary_requirement: "found" }],
      ["nur-02", "Child: Leo\nDiet: vegan, no dairy or eggs\nStart: September", { dietary_requirement: "found", start_month: "found" }],
      ["nur-03", "He's lactose intolerant, milk gives him a bad tummy.", { dietary_requirement: "found" }],
      ["nur-04", "We keep kosher at home, so we'd need kosher lunches for her.", { dietary_requirement: "found" }],
      ["nur-05", "She eats everything, no allergies at all.", { dietary_requirement: "absent" }],
      ["nur-06", "Do you charge extra for gluten-free meals?", { dietary_requirement: "absent" }],
      ["nur-07", "Her cousin is vegan but Maya eats anything.", { dietary_requirement: "absent" }]
    ]
  ],
  [
    ferry,
    [
      ["fer-01", "I'll be travelling with my guide dog, Bramble.", { accessibility_need: "found" }],
      ["fer-02", "Dad has a mobility scooter and can't manage stairs, is there a lift to the lounge?", { accessibility_need: "found" }],
      ["fer-03", "Passenger 2 needs step-free access and a hearing loop if possible.", { accessibility_need: "found" }],
      ["fer-04", "Vehicle: campervan, 6.5m\nAssistance needed: none", { accessibility_need: "negated", vehicle_booked: "found" }],
      ["fer-05", "Are your ferries wheelchair accessible? Asking for a school project.", { accessibility_need: "absent" }],
      ["fer-06", "If Mum comes along she might need a wheelchair at the port.", { accessibility_need: "absent" }]
    ]
  ],
  [
    cottages,
    [
      ["cot-01", "We've got a very chilled rabbit who'd travel in his hutch, hope that's ok.", { pet_coming: "found" }],
      ["cot-02", "Guests: 2 adults\nAnimals: one elderly labrador", { pet_coming: "found", party_size: "found" }],
      ["cot-03", "Our parrot comes everywhere with us, he's very quiet.", { pet_coming: "found" }],
      ["cot-04", "No pets this time, the dog's staying with my sister.", { pet_coming: "negated" }],
      ["cot-05", "Do you charge a cleaning fee for dogs?", { pet_coming: "absent" }],
      ["cot-06", "My friend brought her puppy last summer and loved it.", { pet_coming: "absent" }],
      ["cot-07", "There'll be five of us, no animals.", { pet_coming: "negated", party_size: "found" }]
    ]
  ]
]
