// Six custom rubrics of our own (a dental clinic, a car rental desk, a letting agent, a software
// licence desk, a caterer, a gym), each with two classification detectors written as a customer
// would (one example per category, some two) and a presence detector, and messages whose category
// is stated in words far from its example: synonyms, the situation described, a form value, the
// category named indirectly. Every text is our own. Labels: the category a careful reader picks,
// null when the message does not state one.
import { cls, pres } from "./fewExampleRubric.js"

export interface DomainCase {
  readonly rubric: string
  /** The customer's message, or a chat: agent and customer lines alternating, the agent's first. */
  readonly text: string | ReadonlyArray<string>
  /** Per classification detector, the category the message states (null: none). */
  readonly want: Readonly<Record<string, string | null>>
}


export const RUBRICS = {
  dental: [
    cls("visit_reason", [
      ["I'd like to book my six-monthly check-up", "check_up"],
      ["I've broken a tooth and I'm in a lot of pain", "emergency"],
      ["I'm interested in teeth whitening", "cosmetic"],
      ["How much are veneers?", "cosmetic"],
      ["Can I book a scale and polish with the hygienist?", "hygiene"]
    ]),
    cls("patient_type", [
      ["We've just moved to the area and want to join the practice", "new_patient"],
      ["I've been coming to you for years", "registered_patient"],
      ["It's for my daughter, she's seven", "child_patient"]
    ]),
    pres("insurance_plan", ["I have Denplan cover", "My employer's dental insurance covers it"])
  ],
  rental: [
    cls("request_type", [
      ["I need a car from the airport on 12 May for a week", "new_booking"],
      ["Can I move my pick-up to the afternoon?", "change_booking"],
      ["Please cancel my reservation, our trip is off", "cancellation"],
      ["I scratched the bumper in a car park", "damage_report"]
    ]),
    cls("vehicle_class", [
      ["Something compact for city driving", "small"],
      ["We need room for five and a pushchair", "family"],
      ["I'm moving flat and need something to carry furniture", "van"],
      ["A premium saloon for a wedding", "luxury"]
    ]),
    pres("young_driver", ["The driver is 21", "I'm under 25"])
  ],
  letting: [
    cls("enquiry_kind", [
      ["Can I come and see the flat on Harbour Street?", "viewing"],
      ["The kitchen tap has been dripping for a week", "repair"],
      ["My rent will be a few days late this month", "rent_payment"],
      ["I'm giving notice, I'll be moving out in two months", "end_of_tenancy"]
    ]),
    cls("sender_role", [
      ["I rent the ground floor flat from you", "tenant"],
      ["I own the property and you manage it for me", "landlord"],
      ["I'm looking for somewhere to rent", "applicant"]
    ]),
    pres("has_pets", ["We have a small dog", "My cat would be moving in with me"])
  ],
  licence: [
    cls("licence_request", [
      ["We need five more licences for new starters", "add_seats"],
      ["Our subscription expires next month, please send a renewal quote", "renewal"],
      ["Can the licence move from Anna's laptop to mine?", "transfer"],
      ["We were charged for a plan we never used, I want my money back", "refund"]
    ]),
    cls("plan_tier", [
      ["It's just for me as a freelancer", "personal"],
      ["About a dozen of us in the design studio use it", "team"],
      ["We roll it out across the whole group with single sign-on", "enterprise"]
    ]),
    pres("order_reference", ["Order number INV-20931", "My reference is Q-7781"])
  ],
  catering: [
    cls("event_type", [
      ["Catering for our wedding reception in June", "wedding"],
      ["A working lunch for our board meeting", "corporate"],
      ["My husband's 50th birthday at home", "private_party"],
      ["Food for the wake after my father's service", "funeral"]
    ]),
    cls("menu_style", [
      ["People helping themselves from a long table", "buffet"],
      ["A sit-down three-course meal served at the tables", "plated"],
      ["Small bites passed round while guests mingle", "canapes"]
    ]),
    pres("dietary_needs", ["Two guests are vegan", "One of us is coeliac"])
  ],
  gym: [
    cls("membership_request", [
      ["How do I sign up?", "join"],
      ["Can I pause my membership while I'm abroad?", "freeze"],
      ["I want to end my membership", "cancel"],
      ["I'd like to add classes and the pool to my plan", "upgrade"]
    ]),
    cls("fitness_goal", [
      ["I want to drop a couple of dress sizes", "weight_loss"],
      ["I'm trying to build muscle", "strength"],
      ["Getting back to fitness after knee surgery", "rehab"]
    ]),
    pres("injury", ["I have a bad back", "My shoulder is still weak from a fall"])
  ]
} as const

const c = (rubric: string, text: string | ReadonlyArray<string>, want: Record<string, string | null>): DomainCase => ({ rubric, text, want })

export const CASES: ReadonlyArray<DomainCase> = [
  // Dental clinic
  c("dental", "Hi,\n\nA filling came out last night and now my jaw is throbbing, I couldn't sleep. Do you have anything today?\n\nThanks,\nRuth", { visit_reason: "emergency", patient_type: null }),
  c("dental", "Name: Tomasz Nowak\nReason: routine examination, it's been a while\nAlready registered?: yes", { visit_reason: "check_up", patient_type: "registered_patient" }),
  c("dental", "My smile is quite yellow from coffee and I want it brighter before my wedding", { visit_reason: "cosmetic", patient_type: null }),
  c("dental", "Hello, my gums bleed when I brush and I think I need a proper clean. I am with you since 2015.", { visit_reason: "hygiene", patient_type: "registered_patient" }),
  c("dental", "We relocated here from Leeds in the summer and none of us has a dentist yet. Are you taking people on?", { visit_reason: null, patient_type: "new_patient" }),
  c("dental", "My son is 9 and needs his teeth looked at, nothing hurts, just the usual yearly look.", { visit_reason: "check_up", patient_type: "child_patient" }),
  c("dental", "hello i have very bad toothache since two days, face is swollen, please help asap", { visit_reason: "emergency", patient_type: null }),
  c("dental", "Dear team,\nI'm a patient of Dr Shah for a long time. Could I have my regular examination next month? Mornings are best.\nKind regards,\nPeter Lowe", { visit_reason: "check_up", patient_type: "registered_patient" }),
  c("dental", "Do you do straightening with clear aligners? I'm self-conscious about a gap at the front.", { visit_reason: "cosmetic", patient_type: null }),
  c("dental", "Patient: Lily (aged 4)\nConcern: first ever visit, just to get her used to the chair", { visit_reason: "check_up", patient_type: "child_patient" }),
  c("dental", "I'd like my teeth cleaned of the tartar build-up, the last clean was over a year ago.", { visit_reason: "hygiene", patient_type: null }),
  c("dental", "Can you tell me where you park? I'm coming by car on Tuesday.", { visit_reason: null, patient_type: null }),
  c("dental", "I haven't been to any dentist in this town before, I'd like to register. Also my wisdom tooth has been aching badly all weekend.", { visit_reason: "emergency", patient_type: "new_patient" }),
  c("dental", "Thanks for the reminder letter, I'll call back to arrange it.", { visit_reason: null, patient_type: null }),
  // Car rental desk
  c("rental", "Hello, we land at Gatwick on the 3rd and would like a vehicle until the 10th. Seven of us with luggage.", { request_type: "new_booking", vehicle_class: "family" }),
  c("rental", "Booking ref: CR-4412\nWhat do you need: the return date pushed back by two days", { request_type: "change_booking", vehicle_class: null }),
  c("rental", "Our flight was cancelled so we won't need the car after all. Please refund us.", { request_type: "cancellation", vehicle_class: null }),
  c("rental", "Someone reversed into the hire car while it was parked, there is a dent in the door. What do I do?", { request_type: "damage_report", vehicle_class: null }),
  c("rental", "I need to shift a sofa and a fridge across town on Saturday, what can you offer?", { request_type: "new_booking", vehicle_class: "van" }),
  c("rental", "Could I have something small and cheap that's easy to park in the old town? Just me and my wife, next weekend.", { request_type: "new_booking", vehicle_class: "small" }),
  c("rental", "Hi, the windscreen got a crack from a stone on the motorway yesterday.", { request_type: "damage_report", vehicle_class: null }),
  c("rental", "Dear Sir, for the gala evening of our company we wish a high-end car with chauffeur look, black, leather seats. Best regards, Mr. Okafor", { request_type: "new_booking", vehicle_class: "luxury" }),
  c("rental", "Can you make the collection two hours later? My train is delayed.", { request_type: "change_booking", vehicle_class: null }),
  c("rental", "Please don't keep the booking for the 14th, we have decided to drive our own car.", { request_type: "cancellation", vehicle_class: null }),
  c("rental", "Pick-up: Manchester airport\nDates: 2-9 August\nPassengers: 2 adults, 3 kids, a buggy", { request_type: "new_booking", vehicle_class: "family" }),
  c("rental", "Is there a fuel station near your return car park?", { request_type: null, vehicle_class: null }),
  c("rental", "I'd like to swap the car on my booking for a bigger one, we now have the grandparents coming. Five seats won't be enough.", { request_type: "change_booking", vehicle_class: "family" }),
  c("rental", "The mirror on the passenger side snapped off when I hit a post, sorry.", { request_type: "damage_report", vehicle_class: null }),
  // Letting agent
  c("letting", "Hello, is the two-bed on Mill Road still available? I'd love to have a look round this week.", { enquiry_kind: "viewing", sender_role: "applicant" }),
  c("letting", "The boiler in my flat has stopped giving hot water since Sunday. I'm the tenant at 4 Elm Court.", { enquiry_kind: "repair", sender_role: "tenant" }),
  c("letting", "Just to let you know my wages are delayed and I can only pay on the 8th instead of the 1st. Sorry for that.", { enquiry_kind: "rent_payment", sender_role: "tenant" }),
  c("letting", "I've accepted a job in Bristol so I'll be handing back the keys at the end of March.", { enquiry_kind: "end_of_tenancy", sender_role: "tenant" }),
  c("letting", "Property: 12 Park Lane (which you manage on my behalf)\nIssue: the tenants report damp in the bedroom, please send someone", { enquiry_kind: "repair", sender_role: "landlord" }),
  c("letting", "Hi, my house on Queen Street is let through you, when will this month's income reach my account?", { enquiry_kind: "rent_payment", sender_role: "landlord" }),
  c("letting", "There's mould all over the bathroom ceiling and the window won't shut. Can someone come?", { enquiry_kind: "repair", sender_role: null }),
  c("letting", "We are a couple relocating for work, searching for a furnished place near the station. Could we arrange to visit any?", { enquiry_kind: "viewing", sender_role: "applicant" }),
  c("letting", "Dear agent, my lease finishes in June and I don't want to renew it. What do I need to do about the deposit?\nThanks, Amira", { enquiry_kind: "end_of_tenancy", sender_role: "tenant" }),
  c("letting", "hello, the standing order bounced, i will transfer the money for the flat tomorrow", { enquiry_kind: "rent_payment", sender_role: "tenant" }),
  c("letting", "I bought a flat as an investment and want you to find occupants for it and look after it.", { enquiry_kind: null, sender_role: "landlord" }),
  c("letting", "Do you have office hours on Saturdays?", { enquiry_kind: null, sender_role: null }),
  c("letting", "Name: J. Bryce\nI am: currently living in one of your properties\nMessage: front door lock is broken, can't lock it from outside", { enquiry_kind: "repair", sender_role: "tenant" }),
  c("letting", "We'd like to see the cottage before we apply, any chance on Thursday after 5?", { enquiry_kind: "viewing", sender_role: "applicant" }),
  // Software licence desk
  c("licence", "Hi, three people joined our team this week and they all need access to the app. Can we increase our user count?", { licence_request: "add_seats", plan_tier: "team" }),
  c("licence", "Our annual plan runs out on 30 June. We want to carry on for another year, can you invoice us?", { licence_request: "renewal", plan_tier: null }),
  c("licence", "I got a new computer, how do I get the software activated on it and off the old one?", { licence_request: "transfer", plan_tier: null }),
  c("licence", "Company: Halden Group (4,000 employees)\nRequest: extend the agreement for all business units for 2027", { licence_request: "renewal", plan_tier: "enterprise" }),
  c("licence", "I bought the wrong edition by mistake yesterday and would like it reversed please.", { licence_request: "refund", plan_tier: null }),
  c("licence", "I'm a one-person business, I only need a single copy for myself, and I'd like to buy two more for my assistants later.", { licence_request: "add_seats", plan_tier: "personal" }),
  c("licence", "Our colleague Mark left the firm, please reassign his seat to Priya who replaces him.", { licence_request: "transfer", plan_tier: null }),
  c("licence", "Dear support,\nWe were billed twice for October. Please return the duplicate payment to our card.\nBest regards,\nAccounts, Ferris Studio", { licence_request: "refund", plan_tier: null }),
  c("licence", "We are a small agency of 10 designers and the trial ends Friday, we'd like to keep going on a paid plan.", { licence_request: null, plan_tier: "team" }),
  c("licence", "Do you have a dark mode?", { licence_request: null, plan_tier: null }),
  c("licence", "hello we are need more accounts, 20 people from new office start Monday", { licence_request: "add_seats", plan_tier: null }),
  c("licence", "Please quote us a site-wide deal covering every department of the university, with central admin and SSO.", { licence_request: null, plan_tier: "enterprise" }),
  c("licence", "Thanks, the invoice arrived fine.", { licence_request: null, plan_tier: null }),
  c("licence", "Could you move my activation to my home PC? I'm working from there now.", { licence_request: "transfer", plan_tier: null }),
  // Catering
  c("catering", "Hello! We're getting married next spring and looking for someone to feed 120 guests after the ceremony.", { event_type: "wedding", menu_style: null }),
  c("catering", "We're hosting a client training day for 30 and need sandwiches and coffee at noon.", { event_type: "corporate", menu_style: null }),
  c("catering", "My mum passed away last week and the family will gather at the church hall after the funeral. Something simple people can pick up themselves.", { event_type: "funeral", menu_style: "buffet" }),
  c("catering", "It's my daughter's 18th in the garden, about 40 teenagers, finger food they can grab while dancing.", { event_type: "private_party", menu_style: "canapes" }),
  c("catering", "Event: Annual staff awards night\nGuests: 90\nService: a proper dinner with waiters bringing each course", { event_type: "corporate", menu_style: "plated" }),
  c("catering", "For the reception after our vows we'd like everyone seated and served a starter, main and dessert.", { event_type: "wedding", menu_style: "plated" }),
  c("catering", "Do you deliver to villages outside the city?", { event_type: null, menu_style: null }),
  c("catering", "Dear caterer,\nwe organise a memorial gathering for my grandfather, about 60 people. Please offer trays so guests serve themselves.\nRegards,\nElena", { event_type: "funeral", menu_style: "buffet" }),
  c("catering", "A drinks reception for our product launch, staff will walk round with little nibbles, about 150 people.", { event_type: "corporate", menu_style: "canapes" }),
  c("catering", "We're throwing a surprise anniversary do for my parents at our house, 25 people.", { event_type: "private_party", menu_style: null }),
  c("catering", "Style: self-service\nOccasion: christening of our son", { event_type: "private_party", menu_style: "buffet" }),
  c("catering", "Could you send me your price list?", { event_type: null, menu_style: null }),
  c("catering", "hi, our firm have conference 2 days, need lunch both days for 50 person, all sit at table, served", { event_type: "corporate", menu_style: "plated" }),
  c("catering", "The bride and groom would like small mouthfuls handed out while photos are taken.", { event_type: "wedding", menu_style: "canapes" }),
  // Gym
  c("gym", "Hi, I'm new in town and would like to become a member, what are the steps?", { membership_request: "join", fitness_goal: null }),
  c("gym", "I'm going travelling for three months, is it possible to put my subscription on hold?", { membership_request: "freeze", fitness_goal: null }),
  c("gym", "Please stop taking my monthly payments, I'm moving away and won't be coming any more.", { membership_request: "cancel", fitness_goal: null }),
  c("gym", "I'd like to switch to the premium tier so I can use the spa as well.", { membership_request: "upgrade", fitness_goal: null }),
  c("gym", "My doctor says I should lose around 10 kilos and I'd like a programme to help me slim down.", { membership_request: null, fitness_goal: "weight_loss" }),
  c("gym", "I want to get stronger and lift heavier, especially deadlifts. Do you have a personal trainer?", { membership_request: null, fitness_goal: "strength" }),
  c("gym", "After my hip replacement the physio told me to keep moving gently. Could I join and get a plan for recovery?", { membership_request: "join", fitness_goal: "rehab" }),
  c("gym", "Name: Sara K\nRequest: terminate my contract from next month\nReason: cost", { membership_request: "cancel", fitness_goal: null }),
  c("gym", "hello I am pregnant, can I suspend my membership until after the baby?", { membership_request: "freeze", fitness_goal: null }),
  c("gym", "What time does the pool close on Sundays?", { membership_request: null, fitness_goal: null }),
  c("gym", "I'd like to bulk up before the rugby season, maybe with a trainer twice a week.", { membership_request: null, fitness_goal: "strength" }),
  c("gym", "Dear gym,\nI broke my ankle in the spring and it's healed now, but I need to rebuild it slowly. Could you suggest classes?\nBest,\nOmar", { membership_request: null, fitness_goal: "rehab" }),
  c("gym", "Goal: burn fat and get my weight down\nMembership: want to sign on today", { membership_request: "join", fitness_goal: "weight_loss" }),
  c("gym", "Thanks for the tour yesterday, the staff were lovely.", { membership_request: null, fitness_goal: null }),
  // Chats: the agent asks about a detector and the reply answers in words far from its example
  c("dental", ["Hello! What's the reason for your visit?", "a molar cracked on a nut and it's killing me"], { visit_reason: "emergency", patient_type: null }),
  c("dental", ["Are you an existing patient with us?", "yes, my whole family has been with you since the practice opened"], { visit_reason: null, patient_type: "registered_patient" }),
  c("rental", ["What type of vehicle are you after?", "something we can fit the whole family and the dog in"], { request_type: null, vehicle_class: "family" }),
  c("rental", ["Hi, how can I help with your booking?", "I'd like to bring the drop-off forward a day, we're flying home earlier"], { request_type: "change_booking", vehicle_class: null }),
  c("letting", ["Hi, what is your enquiry about?", "the shower has no pressure at all since Friday"], { enquiry_kind: "repair", sender_role: null }),
  c("letting", ["Are you a tenant, a landlord or looking to rent?", "I have two houses that I let out"], { enquiry_kind: null, sender_role: "landlord" }),
  c("licence", ["Which plan tier would suit you?", "it's only me using it, I work alone"], { licence_request: null, plan_tier: "personal" }),
  c("catering", ["What kind of event is it?", "a christening for our little boy"], { event_type: "private_party", menu_style: null }),
  c("catering", ["And what menu style do you have in mind?", "nothing formal, people can fill their own plates"], { event_type: null, menu_style: "buffet" }),
  c("gym", ["What is your main fitness goal?", "to shift the weight I put on over lockdown"], { membership_request: null, fitness_goal: "weight_loss" }),
  c("gym", ["Hi! What can I do for you regarding your membership?", "I'd like to stop it for the summer while I'm away, not end it"], { membership_request: "freeze", fitness_goal: null })
]
