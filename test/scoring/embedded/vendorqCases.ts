// The vendorq challenge (vendorq.test.ts): custom rubrics of our own where the vendor's side is
// the subject, beside the customer's own plain statements. Three families: a question about the
// vendor's own hours or days ("do your groomers work Sundays?") that is no time of the customer's;
// a deed the vendor's side already did ("you fitted the grey frames") that is a complaint, not the
// customer's choice; a category word inside a compound whose head noun names another thing
// ("the post van", "the phone charger"). Every text is our own; a detector left out of a case's
// `want` is not scored on it.
import type { DomainCase } from "./custcls2Domains.js"
import { cls, pres } from "./fewExampleRubric.js"

export const RUBRICS = {
  groomer: [
    cls("drop_off_time", [["I can bring her in before work, about 8", "early_morning"], ["Lunchtime suits me best", "midday"], ["Late afternoon after the school run", "late_afternoon"]]),
    pres("grooming_window", ["I'm free any weekday after 3", "Saturday morning works for us", "Any time on Tuesday"])
  ],
  piano: [
    cls("lesson_slot", [["Weekday evenings after six are best", "evenings"], ["Saturday mornings would be ideal", "weekends"], ["I'm at home during the day, so daytime is fine", "daytime"]]),
    pres("can_start", ["I could start next week", "We can begin from the 3rd of March", "Ready to start straight away"])
  ],
  windows: [
    cls("frame_colour", [["I'd like white frames please", "white"], ["Anthracite grey for the frames", "grey"], ["Black frames to match the door", "black"]]),
    pres("survey_window", ["You can come and measure on Monday", "I'm in all day Thursday for the survey", "Any afternoon next week is fine to measure"])
  ],
  bakery: [
    cls("cake_size", [["A small cake for about six people", "small"], ["Medium, for a dozen guests", "medium"], ["A large one, there'll be thirty of us", "large"]]),
    cls("pickup", [["I'll collect it from the shop", "collect"], ["Please deliver it to the hall", "delivery"]])
  ],
  surgery: [
    cls("contact_by", [["Please phone me on my mobile", "phone"], ["Email is easiest for me", "email"], ["Send me a letter in the post", "post"]]),
    cls("request", [["I need a repeat prescription", "prescription"], ["Can I book a blood test?", "blood_test"], ["I'd like to see a doctor about my knee", "appointment"]])
  ],
  phoneshop: [
    cls("product", [["I want to upgrade my phone", "phone"], ["Looking for a new tablet for my son", "tablet"], ["I need a laptop for work", "laptop"]]),
    pres("trade_in", ["Can I trade in my old handset?", "I'd like to part-exchange my old phone", "How much would you give me for my old tablet?"])
  ]
} as const

const c = (rubric: keyof typeof RUBRICS, text: string, want: DomainCase["want"]): DomainCase => ({ rubric, text, want })

export const CASES: ReadonlyArray<DomainCase> = [
  // (0-13) the vendor's hours asked about: no time of the customer's
  c("groomer", "Do your groomers work on Sundays?", { drop_off_time: null, grooming_window: false }),
  c("groomer", "Are you open on bank holidays? Just wondering for the future.", { drop_off_time: null, grooming_window: false }),
  c("groomer", "What time do you open in the mornings?", { drop_off_time: null, grooming_window: false }),
  c("groomer", "Hi there,\n\nDo you do late afternoon appointments at all, or is the salon closed by then?\n\nThanks\nMaria", { drop_off_time: null, grooming_window: false }),
  c("groomer", "Is the salon open at lunchtime on Saturdays?", { drop_off_time: null, grooming_window: false }),
  c("piano", "Does your teacher work evenings, or only in the daytime?", { lesson_slot: null, can_start: false }),
  c("piano", "Are your tutors available on Saturday mornings?", { lesson_slot: null, can_start: false }),
  c("piano", "Name: Kofi\nMessage: do you teach at weekends?", { lesson_slot: null, can_start: false }),
  c("windows", "Do your surveyors come out on Saturdays?", { survey_window: false }),
  c("windows", "Are you open Monday to Friday only?", { survey_window: false }),
  // the customer's own time, beside or after such a question
  c("groomer", "Do you work Sundays? If so I'm free any time on Sunday.", { grooming_window: true }),
  c("groomer", "I can drop him off before work, around 7.30, if that's ok?", { drop_off_time: "early_morning", grooming_window: false }),
  c("piano", "Saturday mornings are best for my daughter, she has school in the week.", { lesson_slot: "weekends", can_start: false }),
  c("windows", "I'm in all day Friday if you want to measure up.", { survey_window: true }),
  // (14-27) deeds the vendor's side already did: a complaint, not the customer's choice
  c("windows", "You installed grey frames on the back bedroom.", { frame_colour: null, survey_window: false }),
  c("windows", "Your fitters put black frames in, we ordered white.", { frame_colour: "white", survey_window: false }),
  c("windows", "Hello,\n\nYour team fitted the anthracite frames to the wrong house yesterday, next door is not impressed.\n\nRegards\nPaul", { frame_colour: null, survey_window: false }),
  c("bakery", "You made the large cake instead of the medium I asked for.", { cake_size: "medium" }),
  c("bakery", "Your staff baked a small one by mistake, it won't feed everyone.", { cake_size: null }),
  c("bakery", "Your driver delivered it to the wrong hall on Saturday.", { cake_size: null, pickup: null }),
  c("phoneshop", "You sent me a tablet instead of the phone I ordered.", { product: "phone", trade_in: false }),
  c("phoneshop", "Your shop sold my mum a laptop she can't use.", { product: null, trade_in: false }),
  c("surgery", "You posted my results to my old address.", { contact_by: null, request: null }),
  c("surgery", "Your receptionist phoned me at work yesterday, which was awkward.", { contact_by: null, request: null }),
  // the customer's own choice told plainly (must still fire)
  c("windows", "We've gone for white frames throughout, please.", { frame_colour: "white", survey_window: false }),
  c("bakery", "We'd like a large cake and we'll collect it Saturday morning.", { cake_size: "large", pickup: "collect" }),
  c("phoneshop", "I'm after a new laptop, nothing fancy.", { product: "laptop", trade_in: false }),
  c("surgery", "Please send the letter by post, I don't use email.", { contact_by: "post" }),
  // (28-39) a category word inside a compound naming another thing
  c("surgery", "The post box outside the surgery is overflowing. Could I book a blood test for next week?", { contact_by: null, request: "blood_test" }),
  c("surgery", "I couldn't get through on the phone line this morning so I'm writing here: I need a repeat prescription.", { request: "prescription" }),
  c("surgery", "The post office lost my parcel, anyway I need to see a doctor about my knee. Email me please.", { contact_by: "email", request: "appointment" }),
  c("phoneshop", "My phone charger has stopped working, do you sell laptop bags?", { product: null }),
  c("phoneshop", "I need a tablet stand for the shop counter.", { product: null }),
  c("phoneshop", "Is your phone number still the same? I want to ask about a new laptop.", { product: "laptop" }),
  c("windows", "The white van outside is yours I think, is the surveyor here?", { frame_colour: null }),
  c("windows", "Can the black bin go round the side while you fit the frames?", { frame_colour: null }),
  c("bakery", "The large hall is booked, so can you deliver the medium cake there?", { cake_size: "medium", pickup: "delivery" }),
  c("bakery", "Small world, my sister ordered from you too! Ours is a large cake please.", { cake_size: "large" }),
  // the category word as the head: must still fire
  c("surgery", "Please ring my phone rather than writing.", { contact_by: "phone" }),
  c("phoneshop", "My old phone is cracked, I need a new phone.", { product: "phone" })
]
