// Custom escalation triggers that name the customer's STANCE (trigworry): a worry, a complaint, a
// demand or a threat, not an event. Seven rubrics of our own: a petting farm (an animal's welfare),
// a photo restoration service (a refund or compensation demand), a cloud backup for dentists (a
// privacy worry), a kids' coding camp (safeguarding), a sofa retailer (a legal, chargeback or
// review threat), a driving school (a formal complaint) and a garden-room builder (a structural
// worry). Each has two required fields beside the trigger. The triggers are told in paraphrase
// ("I'll be speaking to my bank", "I want every penny back", "who else can see our files?"); about
// half the messages are near misses: a routine request beside a worry word, a policy asked, a worry
// already answered, someone else's complaint, a hypothetical. Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

const farm: FpDomain = {
  name: "a petting farm",
  criteria: {
    custom_detectors: [
      field("booking_ref", ["Booking PF-2210", "Our booking ref is PF-8841", "ref PF-3307"]),
      field("group_size", ["There will be 12 children and 3 adults", "We're a group of 25 from the nursery", "Party of six"]),
      trigger("welfare_concern", "A visitor worried that an animal at the farm is neglected, hurt, unwell or mistreated", [
        "One of the goats was limping badly and nobody was looking after it",
        "The rabbits had no water in their hutch all afternoon",
        "A staff member was kicking the sheep to move them",
        "The donkey's hooves are overgrown and curling up"
      ], ["Can the children feed the lambs?", "The piglets were adorable"])
    ],
    escalation: { triggers: [{ field: "welfare_concern" }] }
  },
  cases: [
    ["pf01", "The pony in the end paddock looked thin and nobody seemed to care. We visited on booking PF-4471 with a group of 8.", "ESCALATE", { welfare_concern: true, booking_ref: true }],
    ["pf02", "I'm really upset, there was a hen with a bloody wound on its back being pecked by the others and the staff just walked past.", "ESCALATE", { welfare_concern: true }],
    ["pf03", "Is it okay for the children to bring carrots for the donkeys? We're a group of 18 from Little Acorns, booking PF-5520.", "QUALIFIED", { welfare_concern: false, booking_ref: true, group_size: true }],
    ["pf04", "My daughter was worried the calves were cold, but your keeper explained they've got heat lamps in the barn and she was reassured. Booking PF-6013, party of four.", "QUALIFIED", { welfare_concern: false, booking_ref: true }],
    ["pf05", "A lady in the café was complaining that the alpacas looked scruffy, is that just their winter coat? Ref PF-7004", "PARTIAL", { welfare_concern: false, booking_ref: true, group_size: false }],
    ["pf06", "What would happen if a child got nipped by a goat? Do you have first aiders on site?", "FAILED", { welfare_concern: false, booking_ref: false }],
    ["pf07", "The ducks' pond was just green sludge and one of them couldn't stand up. PF-2389, there were 5 of us.", "ESCALATE", { welfare_concern: true, booking_ref: true }],
    ["pf08", "If any animals ever look poorly, who should visitors tell? Booking PF-9915 for a class of 30.", "QUALIFIED", { welfare_concern: false, booking_ref: true }],
    ["pf09", "Lovely day, the animals all looked so well cared for. Could we rebook PF-1180 for 20 children in June?", "QUALIFIED", { welfare_concern: false, booking_ref: true }]
  ]
}

const restoration: FpDomain = {
  name: "a photo restoration service",
  criteria: {
    custom_detectors: [
      field("order_ref", ["Order SR-10442", "My order number is SR-20917", "SR-33015"]),
      field("photo_count", ["I have 14 photos to restore", "Three prints and one slide", "About 40 old negatives"]),
      trigger("refund_demand", "Customer demanding a refund or compensation for a restoration they are unhappy with or an original damaged or lost", [
        "I want my money back, the restored photo looks nothing like my grandmother",
        "You've lost my original print and I expect compensation",
        "Refund me in full, the scan is blurry",
        "The original came back creased and I want you to pay for it"
      ], ["How much does it cost to restore a torn photo?", "Can I pay by bank transfer?"])
    ],
    escalation: { triggers: [{ field: "refund_demand" }] }
  },
  cases: [
    ["sr01", "Order SR-40021. Frankly I want every penny back, you've turned my dad's face into a waxwork.", "ESCALATE", { refund_demand: true, order_ref: true }],
    ["sr02", "My wedding negative came back with a scratch straight through it. I'll expect you to cover the cost of a professional reprint, order SR-55310.", "ESCALATE", { refund_demand: true }],
    ["sr03", "What's your refund policy if I'm not happy with the colourisation? I've got 6 photos.", "PARTIAL", { refund_demand: false, order_ref: false }],
    ["sr04", "The refund I asked for last month on SR-61002 has already arrived, thanks. Now I've got another 12 slides to send.", "QUALIFIED", { refund_demand: false, order_ref: true }],
    ["sr05", "My sister is furious with the other restorer she used and wants a refund from them; I'm hoping you'll do better with our 9 family portraits.", "PARTIAL", { refund_demand: false, order_ref: false }],
    ["sr06", "Order SR-72215 arrived today and the work is stunning, my mum cried. I have 3 more prints to add.", "QUALIFIED", { refund_demand: false, order_ref: true }],
    ["sr07", "Nobody can tell me where my only photo of my brother has gone. SR-80093. I want compensating for this, it can't be replaced.", "ESCALATE", { refund_demand: true, order_ref: true }],
    ["sr08", "If the restoration doesn't work out, could I get a partial refund? It's 4 tintypes, order SR-91114.", "QUALIFIED", { refund_demand: false, order_ref: true }],
    ["sr09", "I'm not asking for money back, I just want the sky redone on SR-12870, it's a bit too blue.", "PARTIAL", { refund_demand: false, order_ref: true }]
  ]
}

const backup: FpDomain = {
  name: "a cloud backup for dentists",
  criteria: {
    custom_detectors: [
      field("practice_id", ["Practice ID TV-0451", "Our practice code is TV-2290", "TV-7713"]),
      field("seat_count", ["We need 6 user logins", "There are 4 dentists and 2 nurses who'll use it", "Seats: 10"]),
      trigger("privacy_worry", "A practice worried that patient records or x-rays were exposed, lost or seen by someone who shouldn't", [
        "I think another practice can see our patient x-rays",
        "Patient records from last week have disappeared from the backup",
        "We got an email with a link to our files from someone we don't know",
        "A former receptionist can still log in to our records"
      ], ["How do I restore a single file?", "Can we add another user?"])
    ],
    escalation: { triggers: [{ field: "privacy_worry" }] }
  },
  cases: [
    ["tv01", "Who else can see our files? I logged in and the folder list shows a clinic in Bristol I've never heard of. TV-3381", "ESCALATE", { privacy_worry: true, practice_id: true }],
    ["tv02", "Our old hygienist left in March and I've just realised her login still works from home. Practice TV-5092.", "ESCALATE", { privacy_worry: true, practice_id: true }],
    ["tv03", "Please add our new nurse as a user, that takes us to 7 seats. TV-6614", "QUALIFIED", { privacy_worry: false, practice_id: true }],
    ["tv04", "We were worried about GDPR before signing up but your DPA answered everything. Practice ID TV-8820, 5 logins please.", "QUALIFIED", { privacy_worry: false, practice_id: true }],
    ["tv05", "How long do you keep backups after we cancel, and are they encrypted at rest?", "FAILED", { privacy_worry: false, practice_id: false }],
    ["tv06", "I'm uneasy that patient x-rays might be sitting on a server abroad now, nobody told us you'd moved hosting. TV-1147", "ESCALATE", { privacy_worry: true, practice_id: true }],
    ["tv07", "A dentist friend had her practice's records leaked by a different backup company, so I'd like to know your breach process. We're TV-2203 with 8 users.", "QUALIFIED", { privacy_worry: false, practice_id: true }],
    ["tv08", "Half of yesterday's patient charts are missing from the restore and reception can't find them anywhere. TV-9930", "ESCALATE", { privacy_worry: true, practice_id: true }]
  ]
}

const camp: FpDomain = {
  name: "a kids' coding camp",
  criteria: {
    custom_detectors: [
      field("child_age", ["Leo is 9", "My daughter is eleven years old", "Age: 12"]),
      field("camp_week", ["The week starting 4 August", "We'd like week 2 of the summer camp", "Half-term week in October"]),
      trigger("safeguarding_concern", "A parent worried about a child's safety or wellbeing at camp: contact from an adult, bullying, being left unsupervised", [
        "A helper added my son on a gaming app and has been messaging him",
        "My daughter says she was left alone in the car park after pickup time",
        "Some older kids have been picking on him every day and the leaders did nothing",
        "She was shown videos that were not suitable for her age"
      ], ["Can he bring his own laptop?", "What time does camp finish?"])
    ],
    escalation: { triggers: [{ field: "safeguarding_concern" }] }
  },
  cases: [
    ["bc01", "One of the volunteers asked my 10 year old for her home address and told her to keep it a secret from me. She's on the August week.", "ESCALATE", { safeguarding_concern: true }],
    ["bc02", "Sam came home in tears again, he says the same two boys lock him out of the group chat and call him names and no one steps in.", "ESCALATE", { safeguarding_concern: true }],
    ["bc03", "Mila is 8, is that too young for the robotics week in July? She's nervous about not knowing anyone.", "QUALIFIED", { safeguarding_concern: false, child_age: true }],
    ["bc04", "What's your safeguarding policy and are all leaders DBS checked? My son is 11 and we'd like half-term week.", "QUALIFIED", { safeguarding_concern: false, child_age: true }],
    ["bc05", "Another mum told me her lad saw something nasty on a website at a different club, so I'd love to know what filters you use.", "FAILED", { safeguarding_concern: false, child_age: false }],
    ["bc06", "I was worried Finn wouldn't settle, but the leaders were brilliant and he's begging to come back for the Easter week. He's 7.", "QUALIFIED", { safeguarding_concern: false, child_age: true }],
    ["bc07", "My daughter (12) is booked for the week of 11 August, but after Tuesday's session she told me a leader took photos of the girls on his personal phone and I'm not comfortable sending her back.", "ESCALATE", { safeguarding_concern: true }],
    ["bc08", "If a child doesn't get picked up on time, does someone stay with them?", "FAILED", { safeguarding_concern: false }]
  ]
}

const sofas: FpDomain = {
  name: "a sofa retailer",
  criteria: {
    custom_detectors: [
      field("order_number", ["Order LW-55012", "my order number is LW-20931", "LW-88410"]),
      field("delivery_postcode", ["Delivery to LS6 2QT", "Our postcode is BS3 4HG", "Postcode: M20 6RE"]),
      trigger("legal_threat", "Customer threatening legal action, a chargeback, trading standards or a public bad review", [
        "If this isn't sorted by Friday I'm taking you to the small claims court",
        "I'll be raising a chargeback with my card company",
        "I'm reporting you to Trading Standards",
        "I'll be leaving a one star review everywhere I can"
      ], ["When will my sofa be delivered?", "Can I change the fabric colour?"])
    ],
    escalation: { triggers: [{ field: "legal_threat" }] }
  },
  cases: [
    ["lw01", "Eight weeks late and still no sofa. I'll be speaking to my bank tomorrow about getting the payment reversed. LW-40117", "ESCALATE", { legal_threat: true, order_number: true }],
    ["lw02", "This is going to the ombudsman and my solicitor has a copy of every email. Order LW-61230, delivery to CF10 1AA.", "ESCALATE", { legal_threat: true, order_number: true }],
    ["lw03", "Could you move the delivery on LW-73008 to a Saturday? Postcode is NE1 4ST.", "QUALIFIED", { legal_threat: false, order_number: true }],
    ["lw04", "I left you a glowing review on Trustpilot, the corner sofa is perfect! Order LW-31902.", "PARTIAL", { legal_threat: false, order_number: true }],
    ["lw05", "What are my rights if the sofa arrives damaged, do I need to report it within a certain time?", "FAILED", { legal_threat: false, order_number: false }],
    ["lw06", "My neighbour took another furniture shop to small claims over a saggy cushion. Ours is fine, just checking the delivery slot for LW-52114, postcode EH3 9AB.", "QUALIFIED", { legal_threat: false, order_number: true }],
    ["lw07", "The whole of Facebook is going to hear how you've treated us unless someone rings me today. LW-80045", "ESCALATE", { legal_threat: true, order_number: true }],
    ["lw08", "The leg snapped on day two. I'm not threatening anything, I'd just like a replacement leg sent to G12 8QQ, order LW-29930.", "QUALIFIED", { legal_threat: false, order_number: true }]
  ]
}

const driving: FpDomain = {
  name: "a driving school",
  criteria: {
    custom_detectors: [
      field("pupil_number", ["Pupil number DS-4410", "My learner ID is DS-9021", "DS-3316"]),
      field("lesson_time", ["Tuesdays after 4pm", "Saturday mornings suit me", "Lessons at 7am before work"]),
      trigger("formal_complaint", "A pupil or parent making a formal complaint about an instructor's conduct or the school", [
        "I want to make a formal complaint about my instructor",
        "My instructor shouted at me and was on his phone for the whole lesson",
        "Please escalate this to the manager, the way I was spoken to was unacceptable",
        "I wish to complain about being charged for lessons that were cancelled"
      ], ["Can I change my lesson time?", "My instructor is great"])
    ],
    escalation: { triggers: [{ field: "formal_complaint" }] }
  },
  cases: [
    ["ds01", "I'd like this put on record: for the third week running Gary turned up 25 minutes late and still charged me for the full hour. DS-5120", "ESCALATE", { formal_complaint: true, pupil_number: true }],
    ["ds02", "My daughter came home shaking after her lesson, her instructor made comments about her body and she won't get back in the car with him. Who do I take this to? DS-7781", "ESCALATE", { formal_complaint: true, pupil_number: true }],
    ["ds03", "Can I move my lessons to Thursday evenings? My pupil number is DS-2030.", "QUALIFIED", { formal_complaint: false, pupil_number: true }],
    ["ds04", "My friend complained about her instructor at another school and got nowhere. Do your instructors have the ADI badge? I'm DS-8812.", "PARTIAL", { formal_complaint: false, pupil_number: true }],
    ["ds05", "How would I go about making a complaint if I ever needed to?", "FAILED", { formal_complaint: false, pupil_number: false }],
    ["ds06", "I had a grumble last month about the car being dirty but it was sorted straight away, no issues now. Saturday mornings still suit me best, DS-1150.", "QUALIFIED", { formal_complaint: false, pupil_number: true, lesson_time: true }],
    ["ds07", "I've had enough. I'm putting in an official complaint about how my instructor spoke to me on Monday, it was humiliating. DS-4490", "ESCALATE", { formal_complaint: true, pupil_number: true }],
    ["ds08", "Sorry to complain but the Tuesday 4pm slot clashes with school now, could I have Wednesdays at 5 instead? DS-6603", "QUALIFIED", { formal_complaint: false, pupil_number: true, lesson_time: true }]
  ]
}

const gardenRoom: FpDomain = {
  name: "a garden-room builder",
  criteria: {
    custom_detectors: [
      field("project_ref", ["Project GR-2210", "Our job number is GR-7784", "GR-5091"]),
      field("room_size", ["about 4m by 3m", "It's a 12 square metre room", "Size: 5 x 3.5 metres"]),
      trigger("structural_worry", "Customer worried the garden room's structure is unsafe: roof, floor, walls or base failing", [
        "The roof is sagging in the middle after the rain",
        "There's a crack running up the wall by the door",
        "The floor bounces when you walk across it",
        "I'm worried the base is sinking on one side"
      ], ["Can we choose a different cladding colour?", "When will the electrician come?"])
    ],
    escalation: { triggers: [{ field: "structural_worry" }] }
  },
  cases: [
    ["gr01", "I'm worried the beam over the bifold doors won't hold, it's already dipping and the doors are starting to stick. GR-4420", "ESCALATE", { structural_worry: true, project_ref: true }],
    ["gr02", "The corner post has pulled away from the deck and you can see daylight through the joint now. GR-6608", "ESCALATE", { structural_worry: true, project_ref: true }],
    ["gr03", "Would a 4m by 3m room need planning permission if it's close to the fence?", "PARTIAL", { structural_worry: false, project_ref: false }],
    ["gr04", "I was worried about the slope of the garden, but your surveyor showed us how the ground screws level it out. Job GR-1133, about 5m by 3m.", "QUALIFIED", { structural_worry: false, project_ref: true }],
    ["gr05", "Could the electrician come on Tuesday instead of Monday? Project GR-9902.", "PARTIAL", { structural_worry: false, project_ref: true }],
    ["gr06", "Our neighbour's summer house roof caved in under the snow, is yours rated for heavy snowfall? We're thinking of a 3 x 3 metre one.", "PARTIAL", { structural_worry: false, project_ref: false }],
    ["gr07", "Every time the wind picks up the whole back wall creaks and shifts, my kids aren't going in there until someone checks it. GR-3357", "ESCALATE", { structural_worry: true, project_ref: true }],
    ["gr08", [agent("Cedar Rooms, how can I help?"), user("is there a warranty on the roof and floor?"), user("it's GR-7710, the 4 x 2.5 m one")], "QUALIFIED", { structural_worry: false, project_ref: true }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [farm, restoration, backup, camp, sofas, driving, gardenRoom]
