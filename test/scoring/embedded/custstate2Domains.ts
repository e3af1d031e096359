// Five invented rubrics whose custom presence detectors are about the CUSTOMER'S OWN STATE, for
// the shapes custstate left as misses: a warranty told by the item's age or purchase date, a
// concession told by a circumstance (an age, a student, out of work), a need told by an inability
// or a negated habit ("can't kneel", "never touch dairy"), denials in other words ("long out of
// guarantee", "total novice", "not a member, but…"), other people's state, and a past stay read
// as a booking held now. Used by custstate2.test.ts.
import type { Case } from "./presenceCases.js"
import { agent, rubric, user } from "./presenceCases.js"

export type StateCase = readonly [string, Case[0], Case[1]]

export const bikeWorkshop = rubric(
  {
    name: "under_warranty",
    type: "presence",
    examples: ["The frame is still under warranty", "I bought the bike from you last year and it has a two-year guarantee", "My warranty card says it's covered until 2026"],
    non_examples: ["The guarantee expired a while back"]
  },
  { name: "bike_model", type: "presence", examples: ["It's a Trek Marlin 7", "Carrera Vengeance, 2022 model"], non_examples: ["It's a bike"] }
)

export const artCinema = rubric(
  {
    name: "concession_eligible",
    type: "presence",
    examples: ["I'm a student so I'd like the concession price", "I'm over 65, is there a senior discount?", "I'm unemployed and on jobseeker's allowance"],
    non_examples: ["Two full-price adult tickets"]
  },
  {
    name: "existing_member",
    type: "presence",
    examples: ["I'm a Friends of the Picturehouse member", "My membership number is PH-2290", "I've been a member for three years"],
    non_examples: ["How do I become a member?"]
  },
  { name: "screening", type: "presence", examples: ["The 7pm showing of Paris, Texas", "Sunday's matinee of the silent film"], non_examples: ["A film"] }
)

export const canalBoats = rubric(
  {
    name: "access_need",
    type: "presence",
    examples: ["I use a mobility scooter and need step-free boarding", "My husband is partially sighted", "I need somewhere to sit down the whole trip because of my back"],
    non_examples: ["Nobody in our group needs any help"]
  },
  { name: "trip_date", type: "presence", examples: ["The Sunday afternoon cruise", "Any weekday in the first week of May"], non_examples: ["Sometime soon"] }
)

export const cookerySchool = rubric(
  {
    name: "dietary_need",
    type: "presence",
    examples: ["I'm vegetarian", "I have a severe peanut allergy", "My daughter is lactose intolerant"],
    non_examples: ["I eat anything"]
  },
  {
    name: "prior_experience",
    type: "presence",
    examples: ["I've done a bread-making course before", "I worked in a restaurant kitchen for two years", "I cook Thai food at home a lot"],
    non_examples: ["I've never cooked anything"]
  }
)

export const farmCottages = rubric(
  {
    name: "existing_booking",
    type: "presence",
    examples: ["We've booked the Old Dairy for half term", "I have a reservation under the name Lindqvist", "Our booking reference is FC-5512"],
    non_examples: ["We might book later in the year"]
  },
  { name: "change_request", type: "presence", examples: ["Could we check out a day early?", "Can we swap to the bigger cottage?"], non_examples: ["Nothing to change"] }
)

export const CASES: ReadonlyArray<readonly [ReturnType<typeof rubric>, ReadonlyArray<StateCase>]> = [
  [
    bikeWorkshop,
    [
      ["bik-01", "The bike is barely six months old and the rear hub is already grinding.", { under_warranty: "found" }],
      ["bik-02", "Got it from your Bristol shop in April, so it should still be covered. Gears slip constantly.", { under_warranty: "found" }],
      ["bik-03", "It's long out of guarantee, must be ten years old now, but I'd like a full service.", { under_warranty: "negated" }],
      ["bik-04", "Does your guarantee cover the electrics on e-bikes?", { under_warranty: "absent" }],
      ["bik-05", "My flatmate's bike was still under warranty when the frame cracked, mine's from a charity shop.", { under_warranty: "absent" }],
      ["bik-06", "The warranty on mine expired in the summer, how much is a new chain?", { under_warranty: "absent" }],
      ["bik-07", "It's a Specialized Rockhopper I bought new from you eleven weeks ago.", { under_warranty: "found", bike_model: "found" }],
      ["bik-08", "No guarantee with it, it came off a friend.", { under_warranty: "negated" }],
      ["bik-09", "Front brake squeals when wet. Can you fit me in on Friday?", { under_warranty: "absent" }],
      ["bik-10", "Still within the two years from purchase, receipt is attached.", { under_warranty: "found" }]
    ]
  ],
  [
    artCinema,
    [
      ["cin-01", "I'm seventy-one and retired, what would two tickets for the matinee cost?", { concession_eligible: "found" }],
      ["cin-02", "I'm a full-time student at the art school, can I get a cheaper seat for the 7pm showing?", { concession_eligible: "found" }],
      ["cin-03", "I lost my job in the spring and money is tight at the moment.", { concession_eligible: "found" }],
      ["cin-04", "Do you do any reduced prices for young people?", { concession_eligible: "absent" }],
      ["cin-05", "I'm not a member, but could I still come to the members' preview on Thursday?", { existing_member: "negated" }],
      ["cin-06", "My partner has a membership with you, does that cover me too?", { existing_member: "absent" }],
      ["cin-07", "I joined the film club back in January and would like to bring a guest.", { existing_member: "found" }],
      ["cin-08", "My mum is a pensioner and would like to come along with me.", { concession_eligible: "absent" }],
      ["cin-09", "I let my membership lapse last autumn, can I renew online?", { existing_member: "absent" }],
      ["cin-10", "Membership no: 44817\nFilm: Sunday matinee", { existing_member: "found", screening: "found" }]
    ]
  ],
  [
    canalBoats,
    [
      ["can-01", "I can't walk more than a few steps without my frame, so boarding needs to be level.", { access_need: "found" }],
      ["can-02", "My wife is unable to manage steps since her stroke.", { access_need: "found" }],
      ["can-03", "Is the boat suitable for wheelchair users?", { access_need: "absent" }],
      ["can-04", "The man sitting beside us on our last trip had a scooter and got on fine.", { access_need: "absent" }],
      ["can-05", "We're all fit and able, no help needed. The Sunday afternoon cruise please.", { access_need: "negated", trip_date: "found" }],
      ["can-06", "I'm deaf so I'd need the commentary written down if possible.", { access_need: "found" }],
      ["can-07", "Could we book the Tuesday morning trip for six adults?", { access_need: "absent", trip_date: "found" }],
      ["can-08", "I can't stand for long and would need a seat the whole way.", { access_need: "found" }],
      ["can-09", "My knees don't do ladders any more.", { access_need: "found" }],
      ["can-10", "Do you allow assistance dogs on board?", { access_need: "absent" }]
    ]
  ],
  [
    cookerySchool,
    [
      ["coo-01", "I don't eat pork or shellfish, is the paella class still okay for me?", { dietary_need: "found" }],
      ["coo-02", "I can't have gluten, it makes me really ill.", { dietary_need: "found" }],
      ["coo-03", "I never touch dairy, will there be an alternative to the butter?", { dietary_need: "found" }],
      ["coo-04", "Total novice here, I can barely boil an egg! Which class would suit me?", { prior_experience: "negated" }],
      ["coo-05", "My friend is vegan, can she bring her own ingredients?", { dietary_need: "absent" }],
      ["coo-06", "We eat everything, no restrictions at all.", { dietary_need: "negated" }],
      ["coo-07", "I ran a café for five years so I'd like something advanced.", { prior_experience: "found" }],
      ["coo-08", "Do your classes cater for people with allergies?", { dietary_need: "absent" }],
      ["coo-09", "My sister took your pasta class and loved it.", { prior_experience: "absent" }],
      ["coo-10", "I bake most weekends and want to get better at pastry.", { prior_experience: "found" }],
      ["coo-11", [agent("Any dietary requirements?"), user("None for me, thanks.")], { dietary_need: "negated" }]
    ]
  ],
  [
    farmCottages,
    [
      ["far-01", "We stayed in the Old Dairy three years ago and loved it, is it free for Easter?", { existing_booking: "absent" }],
      ["far-02", "We're with you from the 9th to the 16th in the Granary. Could we come a day early?", { existing_booking: "found", change_request: "found" }],
      ["far-03", "Our friends have the Barn booked that week, could we take the cottage next door?", { existing_booking: "absent" }],
      ["far-04", "We haven't booked yet, just checking whether the hot tub works in winter.", { existing_booking: "absent" }],
      ["far-05", "I paid the balance for the Stables last night, can we bring a second dog?", { existing_booking: "found", change_request: "found" }],
      ["far-06", "We holidayed here last summer and the kids still talk about the lambs.", { existing_booking: "absent" }],
      ["far-07", "Booking ref: FC-7720\nRequest: late arrival after 9pm", { existing_booking: "found" }],
      ["far-08", "How early do people book for Christmas week?", { existing_booking: "absent" }],
      ["far-09", "Hello, we arrive on Saturday for a week in the Hayloft and wondered about the nearest pub.", { existing_booking: "found" }],
      ["far-10", "We came for a weekend in October and had a lovely time, thank you.", { existing_booking: "absent" }]
    ]
  ]
]

