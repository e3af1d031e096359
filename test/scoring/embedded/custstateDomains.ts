// Seven invented rubrics whose custom presence detectors are about the CUSTOMER'S OWN STATE or
// standing (a warranty still valid, a concession, prior experience, an access need, a diet, a
// membership, a booking held), and messages of our own that tell it indirectly ("got it in May so
// it should still be covered", "I've flown tandem twice before") beside near misses: the state only
// asked about, denied (negated, decisions §2), somebody else's, hypothetical or long lapsed.
// Used by custstate.test.ts.
import type { Case } from "./presenceCases.js"
import { agent, rubric, user } from "./presenceCases.js"

export type StateCase = readonly [string, Case[0], Case[1]]

export const mowerRepair = rubric(
  {
    name: "under_warranty",
    type: "presence",
    examples: ["It's still under warranty", "The mower has a two-year guarantee and I bought it last summer", "My warranty runs until next June"],
    non_examples: ["The warranty ran out ages ago"]
  },
  { name: "mower_model", type: "presence", examples: ["It's a Hayter Harrier 48", "Petrol Honda HRX, self-propelled"], non_examples: ["It's a lawnmower"] }
)

export const leisureCentre = rubric(
  {
    name: "concession_eligible",
    type: "presence",
    examples: ["I'm a pensioner so I get the reduced rate", "I'm on Universal Credit, do I qualify for the discount?", "I have a student card"],
    non_examples: ["I'll pay the full adult price"]
  },
  { name: "activity", type: "presence", examples: ["Lane swimming in the mornings", "The Tuesday aqua aerobics class"], non_examples: ["Something to keep fit"] }
)

export const paragliding = rubric(
  {
    name: "prior_experience",
    type: "presence",
    examples: ["I've done a tandem flight before", "I did a taster day in the Alps last year", "I've got my club pilot rating"],
    non_examples: ["I've never flown before"]
  },
  { name: "flight_date", type: "presence", examples: ["Any Saturday in August", "The weekend of the 14th"], non_examples: ["Sometime"] }
)

export const theatre = rubric(
  {
    name: "access_need",
    type: "presence",
    examples: ["I use a wheelchair and need a space", "My son is autistic and needs a relaxed performance", "I'm hard of hearing so a captioned show would help"],
    non_examples: ["We don't need any special seating"]
  },
  { name: "show", type: "presence", examples: ["Tickets for Macbeth on Friday", "The Christmas panto matinee"], non_examples: ["A show"] }
)

export const supperClub = rubric(
  {
    name: "dietary_need",
    type: "presence",
    examples: ["I'm vegan", "My partner is coeliac so no gluten please", "One of us has a shellfish allergy"],
    non_examples: ["We eat everything"]
  },
  { name: "guest_count", type: "presence", examples: ["A table for four", "There'll be six of us"], non_examples: ["A few friends"] }
)

export const coworking = rubric(
  {
    name: "existing_member",
    type: "presence",
    examples: ["I'm already a member at your Leith space", "I've got a hot-desk membership", "My membership number is CW-4410"],
    non_examples: ["I'd like to join"]
  },
  { name: "room_request", type: "presence", examples: ["I need a meeting room for eight on Thursday", "Can I book the podcast booth?"], non_examples: ["Just browsing"] }
)

export const glamping = rubric(
  {
    name: "existing_booking",
    type: "presence",
    examples: ["We've booked the shepherd's hut for July", "I have a reservation under Okafor", "Our booking reference is GL-2291"],
    non_examples: ["We're thinking of booking"]
  },
  { name: "change_request", type: "presence", examples: ["Can we arrive a day later?", "We'd like to add a hot tub"], non_examples: ["All good"] }
)

export const CASES: ReadonlyArray<readonly [ReturnType<typeof rubric>, ReadonlyArray<StateCase>]> = [
  [
    mowerRepair,
    [
      ["mow-01", "Bought it new in March, so it should still be covered. It's a Mountfield SP53 and the blade won't engage.", { under_warranty: "found", mower_model: "found" }],
      ["mow-02", "The machine is only eight months old and came with three years' cover from the shop.", { under_warranty: "found" }],
      ["mow-03", "Hi, I registered it for the extended five-year guarantee when I got it, receipt attached.\nThanks,\nGwen", { under_warranty: "found" }],
      ["mow-04", "Is it still under warranty if I bought it secondhand?", { under_warranty: "absent" }],
      ["mow-05", "It's well out of warranty, it's about nine years old, just want it serviced.", { under_warranty: "negated" }],
      ["mow-06", "Does the guarantee cover the battery as well as the motor?", { under_warranty: "absent" }],
      ["mow-07", "My neighbour's mower was still under guarantee when it broke, mine is older.", { under_warranty: "absent" }],
      ["mow-08", "Purchase date: 02/2025\nWarranty: yes, 3 years\nModel: Stihl RMA 339", { under_warranty: "found", mower_model: "found" }],
      ["mow-09", "No warranty on it unfortunately, I got it at a car boot sale.", { under_warranty: "negated" }],
      ["mow-10", "The engine cuts out after a minute. How much would a repair cost?", { under_warranty: "absent" }],
      ["mow-11", "We're covered by the manufacturer until 2027 according to the paperwork.", { under_warranty: "found" }]
    ]
  ],
  [
    leisureCentre,
    [
      ["lei-01", "I'm over 60 and on pension credit, what would lane swimming cost me?", { concession_eligible: "found", activity: "found" }],
      ["lei-02", "I'm a full-time carer for my mum and get carer's allowance.", { concession_eligible: "found" }],
      ["lei-03", "I'm 72 and retired, looking to join the seniors' badminton on Wednesdays.", { concession_eligible: "found" }],
      ["lei-04", "Do you offer any concessions for students?", { concession_eligible: "absent" }],
      ["lei-05", "I'm not on any benefits and I'm 34, just want the gym.", { concession_eligible: "absent" }],
      ["lei-06", "My grandad gets a discount because he's a veteran, can he bring me?", { concession_eligible: "absent" }],
      ["lei-07", "I'm registered disabled and have a blue badge, so I think I get the lower price for the pool.", { concession_eligible: "found" }],
      ["lei-08", "I'm a student at the college and would like the climbing wall induction.", { concession_eligible: "found" }],
      ["lei-09", "What's on at the sports hall on Saturday mornings?", { concession_eligible: "absent" }],
      ["lei-10", "I used to get the reduced rate when I was on jobseeker's, but I'm working now.", { concession_eligible: "absent" }],
      ["lei-11", "Name: Harold Bright\nAge: 67\nConcession: pensioner\nActivity: aqua fit", { concession_eligible: "found", activity: "found" }]
    ]
  ],
  [
    paragliding,
    [
      ["par-01", "I've flown tandem twice before, once in Nepal and once in Wales.", { prior_experience: "found" }],
      ["par-02", "We did a two-day elementary course with another school last spring.", { prior_experience: "found" }],
      ["par-03", "I hold a CP licence and have about 40 hours airtime.", { prior_experience: "found" }],
      ["par-04", "Do I need any experience before the tandem flight?", { prior_experience: "absent" }],
      ["par-05", "Complete beginner here, never been off the ground! Any Sunday in June works.", { prior_experience: "negated", flight_date: "found" }],
      ["par-06", "My brother has done loads of flying and recommended you.", { prior_experience: "absent" }],
      ["par-07", "I used to fly hang-gliders in the eighties, so I know the basics.", { prior_experience: "found" }],
      ["par-08", "Have you run courses for people who've done a taster before?", { prior_experience: "absent" }],
      ["par-09", "Hi, is the weekend of the 21st free for a tandem? No experience at all.", { prior_experience: "negated", flight_date: "found" }],
      ["par-10", "I'd love to try it one day if my knee holds up.", { prior_experience: "absent" }],
      ["par-11", [agent("Have you flown before?"), user("Yes, a couple of tandems in Spain.")], { prior_experience: "found" }]
    ]
  ],
  [
    theatre,
    [
      ["the-01", "My dad uses a wheelchair, so we'll need the accessible box for the panto matinee.", { access_need: "found", show: "found" }],
      ["the-02", "I'm registered blind and would like an audio-described performance.", { access_need: "found" }],
      ["the-03", "I can't manage stairs since my hip operation, so stalls seats please.", { access_need: "found" }],
      ["the-04", "Is the theatre wheelchair accessible?", { access_need: "absent" }],
      ["the-05", "None of our group has any access requirements, just four tickets for Saturday.", { access_need: "negated" }],
      ["the-06", "Do you have a hearing loop in the main auditorium?", { access_need: "absent" }],
      ["the-07", "My daughter has sensory issues and loud bangs upset her.", { access_need: "found" }],
      ["the-08", "Two tickets for Hamlet on Friday please, aisle seats if possible.", { access_need: "absent", show: "found" }],
      ["the-09", "I'll be bringing my guide dog, is that alright?", { access_need: "found" }],
      ["the-10", "The lady next to me last time was in a wheelchair and had a great view.", { access_need: "absent" }],
      ["the-11", "Access requirements: none\nShow: The Nutcracker, Sat 14th", { access_need: "negated", show: "found" }]
    ]
  ],
  [
    supperClub,
    [
      ["sup-01", "Table for five on Friday. Just so you know, my wife can't eat anything with dairy in it.", { dietary_need: "found", guest_count: "found" }],
      ["sup-02", "I don't eat meat or fish, would the menu work for me?", { dietary_need: "found" }],
      ["sup-03", "Two of us keep kosher.", { dietary_need: "found" }],
      ["sup-04", "Can the menu be made nut-free if needed?", { dietary_need: "absent" }],
      ["sup-05", "No allergies or dietary requirements in our party, we'll eat whatever the chef makes.", { dietary_need: "negated" }],
      ["sup-06", "What's on the tasting menu this month?", { dietary_need: "absent" }],
      ["sup-07", "My husband's diabetic so he has to watch the desserts.", { dietary_need: "found" }],
      ["sup-08", "We had the vegan night last time and loved it. A table for four please.", { dietary_need: "absent", guest_count: "found" }],
      ["sup-09", "Dietary requirements: pescatarian x2\nGuests: 6", { dietary_need: "found", guest_count: "found" }],
      ["sup-10", "I'm pregnant so no raw fish or unpasteurised cheese for me.", { dietary_need: "found" }],
      ["sup-11", "Do you cater for coeliacs?", { dietary_need: "absent" }]
    ]
  ],
  [
    coworking,
    [
      ["cow-01", "I've been on your flex plan since January, can I book the boardroom Thursday?", { existing_member: "found", room_request: "found" }],
      ["cow-02", "I pay monthly for a dedicated desk at the Canal Street site.", { existing_member: "found" }],
      ["cow-03", "We're thinking of becoming members, what's included?", { existing_member: "absent" }],
      ["cow-04", "I'm not a member but could I rent a meeting room for one afternoon?", { existing_member: "negated", room_request: "found" }],
      ["cow-05", "Hi, my team of three already works out of your Harbour building. Do members get free printing?", { existing_member: "found" }],
      ["cow-06", "Do members get discounts on event space?", { existing_member: "absent" }],
      ["cow-07", "I cancelled my membership last year but would like to come back.", { existing_member: "absent" }],
      ["cow-08", "Member ID: 20931\nRequest: phone booth for 2 hours on Monday", { existing_member: "found", room_request: "found" }],
      ["cow-09", "My colleague has a membership with you, can she bring a guest?", { existing_member: "absent" }],
      ["cow-10", "As a current member I'd like to upgrade to a private office.", { existing_member: "found" }],
      ["cow-11", "How much is a day pass?", { existing_member: "absent" }]
    ]
  ],
  [
    glamping,
    [
      ["gla-01", "We're due with you on the 12th for three nights in the yurt. Could we arrive a day later?", { existing_booking: "found", change_request: "found" }],
      ["gla-02", "I paid the deposit for the treehouse last week and wanted to check parking.", { existing_booking: "found" }],
      ["gla-03", "Is the bell tent free over the bank holiday?", { existing_booking: "absent" }],
      ["gla-04", "We don't have a booking yet, just checking if dogs are allowed.", { existing_booking: "absent" }],
      ["gla-05", "Hello, we're staying in the cabin from Friday and wondered if there's a shop nearby.\nCheers, Priya", { existing_booking: "found" }],
      ["gla-06", "How far in advance do people usually book for August?", { existing_booking: "absent" }],
      ["gla-07", "We stayed with you two summers ago and loved it, is the pod free in May?", { existing_booking: "absent" }],
      ["gla-08", "Booking ref: GP-7781\nRequest: late check-in around 10pm", { existing_booking: "found", change_request: "found" }],
      ["gla-09", "My sister has the bell tent booked for June, is the one next to it free?", { existing_booking: "absent" }],
      ["gla-10", "Confirmation came through for the hut on the 3rd. Can we add a firepit pack?", { existing_booking: "found", change_request: "found" }],
      ["gla-11", "If we booked the yurt, could we bring a dog?", { existing_booking: "absent" }]
    ]
  ]
]
