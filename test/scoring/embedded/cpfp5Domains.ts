// The cpfp5 challenge (cpfp5.test.ts). First family: a custom rubric's fields found in a message from someone
// asking the business for work — a job application, a shift or placement asked for, a CV sent —
// which asks for none of the business's services. Four rubrics of our own, a wholesale bakery, a
// pool maintenance firm, a window fitter and a staffing agency (whose own examples are about
// people seeking work, so applicants are its customers and must still be read). About a third are
// near misses: customers who mention hiring, experience or their own staff while ordering, which
// must keep their finds. Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

const bakery: FpDomain = {
  name: "a wholesale bakery",
  criteria: {
    custom_detectors: [
      field("order_size", ["about 40 loaves a day", "six dozen croissants each morning", "Quantity: 120 rolls"]),
      field("delivery_day", ["deliveries on Tuesdays and Fridays", "we'd need it by 7am every weekday", "Delivery: Saturday mornings"]),
      trigger("food_safety_issue", "Something wrong with food we supplied that could make people ill", [
        "there was a piece of metal in one of your loaves",
        "several customers were sick after eating your pastries",
        "the sandwiches you sent were mouldy"
      ], ["can you do gluten-free?"])
    ],
    escalation: { triggers: [{ field: "food_safety_issue" }] }
  },
  cases: [
    ["b01", "Hi,\n\nDo you have any early morning baking jobs going? I can work weekdays from 4am and have my own transport.\n\nThanks,\nMarek", "FAILED", { order_size: false, delivery_day: false, food_safety_issue: false }],
    ["b02", "Dear Hiring Manager,\n\nPlease find attached my CV for the delivery driver position advertised on your website. I have four years of experience doing early morning drops for a dairy.\n\nKind regards,\nLeanne Foster\n\nThis email is confidential; it is intended for the named addressee only.", "FAILED", { order_size: false, delivery_day: false, food_safety_issue: false }],
    ["b03", "hiya are u hiring for saturdays? i worked in a bakery before, 2 yrs", "FAILED", { order_size: false, delivery_day: false, food_safety_issue: false }],
    ["b04", "Name: Tomasz Nowak\nRole applied for: Night baker\nAvailability: Mon-Fri nights\nExperience: 6 years in a plant bakery", "FAILED", { order_size: false, delivery_day: false, food_safety_issue: false }],
    ["b05", "Hello, I'm a catering student at the local college and I'm looking for a work experience placement in a bakery over Easter. Would you have room for me?", "FAILED", { order_size: false, delivery_day: false, food_safety_issue: false }],
    ["b06", "We've just hired two new baristas for the café so we'll be busier: could we go up to 60 loaves a day, delivered Monday to Saturday?", "QUALIFIED", { order_size: true, delivery_day: true, food_safety_issue: false }],
    ["b07", "I run a deli with ten years of experience in the trade. We'd like 30 sourdough loaves delivered every Friday morning.", "QUALIFIED", { order_size: true, delivery_day: true, food_safety_issue: false }],
    ["b08", "Two of our customers were sick last night after eating your sausage rolls. One of our staff who used to work in a bakery thinks they were undercooked.", "ESCALATE", { food_safety_issue: true }],
    ["b09", "Our café is recruiting, so we're open longer: could we add 24 croissants to the Tuesday delivery?", "QUALIFIED", { order_size: true, delivery_day: true, food_safety_issue: false }]
  ]
}

const pools: FpDomain = {
  name: "a pool maintenance firm",
  criteria: {
    custom_detectors: [
      field("pool_type", ["an outdoor in-ground pool", "it's an above-ground pool", "Pool: indoor, heated"]),
      field("service_wanted", ["a weekly clean through the summer", "we need the pool closed down for winter", "Service: pump repair"]),
      trigger("chemical_exposure", "Someone harmed by pool chemicals", [
        "my son's eyes are burning after swimming and the water smells strongly of chlorine",
        "the chlorine tablets spilled and my wife breathed in the fumes",
        "there's a rash all over the kids after the pool was dosed"
      ], ["how often should we test the water?"])
    ],
    escalation: { triggers: [{ field: "chemical_exposure" }] }
  },
  cases: [
    ["p01", "Good afternoon,\n\nI saw your advert for a pool technician and would like to apply. I hold a pool plant operator certificate and have three years' experience servicing hotel pools. My CV is attached.\n\nBest wishes,\nCallum Reid", "FAILED", { pool_type: false, service_wanted: false, chemical_exposure: false }],
    ["p02", "Are you taking on any seasonal staff this summer? I'm a lifeguard at the leisure centre and can work weekends.", "FAILED", { pool_type: false, service_wanted: false, chemical_exposure: false }],
    [
      "p03",
      [user("hi, do you have any vacancies?"), agent("Thanks for asking! What kind of role are you after?"), user("anything outdoors really, I've cleaned pools at a campsite for two summers")],
      "FAILED",
      { pool_type: false, service_wanted: false, chemical_exposure: false }
    ],
    ["p04", "Hello, my name is Ines and I'm looking for part-time work. I've handled pool chemicals safely at a spa for a year and can start next month. Please keep my details on file.", "FAILED", { pool_type: false, service_wanted: false, chemical_exposure: false }],
    ["p05", "We have an outdoor in-ground pool and need a weekly clean from May. Our gardener used to work for a pool company and recommended you.", "QUALIFIED", { pool_type: true, service_wanted: true, chemical_exposure: false }],
    ["p06", "Our au pair has just started and the kids' eyes are burning after swimming, the water smells strongly of chlorine. It's an indoor pool.", "ESCALATE", { pool_type: true, chemical_exposure: true }],
    ["p07", "I've got years of experience looking after our own above-ground pool, but the pump has died and I need a repair.", "QUALIFIED", { pool_type: true, service_wanted: true, chemical_exposure: false }],
    ["p08", "Could you close our heated indoor pool down for winter? We're hiring a new caretaker for the house and want it done before he starts.", "QUALIFIED", { pool_type: true, service_wanted: true, chemical_exposure: false }]
  ]
}

const windows: FpDomain = {
  name: "a window fitter",
  criteria: {
    custom_detectors: [
      field("window_count", ["we need 8 windows replaced", "three sash windows at the front", "Windows: 5"]),
      field("frame_material", ["we'd like uPVC frames", "timber, to match the originals", "Frames: aluminium"]),
      trigger("glass_injury", "Someone hurt by broken glass", [
        "a pane fell out and cut my daughter's arm",
        "the glass shattered and my husband has a deep cut on his hand",
        "someone walked into the patio door and it broke on him"
      ], ["is your glass toughened?"])
    ],
    escalation: { triggers: [{ field: "glass_injury" }] }
  },
  cases: [
    ["w01", "To whom it may concern,\n\nI am writing to apply for the apprentice window fitter role posted on Indeed. I recently finished a carpentry course and I'm keen to learn the trade.\n\nYours faithfully,\nJordan Blake\n\n--\nSent from my phone", "FAILED", { window_count: false, frame_material: false, glass_injury: false }],
    ["w02", "Hi, are you hiring fitters at the moment? Fully qualified, 8 years fitting uPVC and aluminium, own van and tools. Day rate negotiable.", "FAILED", { window_count: false, frame_material: false, glass_injury: false }],
    ["w03", "Full name: Priya Shah\nPosition: Office administrator\nNotice period: one month\nMessage: I would love to bring my skills to your team.", "FAILED", { window_count: false, frame_material: false, glass_injury: false }],
    ["w04", "Morning, any labouring work going on your jobs? Happy to carry frames and clear up, can start Monday.", "FAILED", { window_count: false, frame_material: false, glass_injury: false }],
    ["w05", "I'm a retired joiner with 40 years of experience, so I know what I want: timber frames for the three sash windows at the front.", "QUALIFIED", { window_count: true, frame_material: true, glass_injury: false }],
    ["w06", "The patio door glass shattered this morning and my son has a deep cut on his foot. It was one of yours fitted last year.", "ESCALATE", { glass_injury: true }],
    ["w07", "We're a small lettings firm, just hired a new property manager, and she wants 6 windows in the flat on Crane Street done in uPVC.", "QUALIFIED", { window_count: true, frame_material: true, glass_injury: false }],
    ["w08", "> Are you hiring fitters?\nNo, sorry, that was my nephew asking! I actually need 4 windows replaced, aluminium frames please.", "QUALIFIED", { window_count: true, frame_material: true, glass_injury: false }]
  ]
}

/**
 * The second family: an escalation trigger found on the customer's own wish for the service, which
 * names the setting the trigger's examples share ("I'm looking for a sitter for our cat" beside
 * "the cat was hurt while you were sitting"). About a third are near misses: the incident told
 * inside or beside the wish, which must still escalate.
 */
const catSitter: FpDomain = {
  name: "a cat sitter",
  criteria: {
    custom_detectors: [
      field("visit_dates", ["from 3 to 10 August", "every day while we're away next week", "Dates: 12-19 May"]),
      field("cat_count", ["we have two cats", "just the one cat", "Cats: 3"]),
      trigger("cat_harmed", "A cat in our care hurt or ill", [
        "our cat has been limping since your visit",
        "the cat was sick all over the kitchen after you fed her",
        "our cat got out while you were sitting and came back with a wound"
      ], ["do you give medication?"])
    ],
    escalation: { triggers: [{ field: "cat_harmed" }] }
  },
  cases: [
    ["k01", "Hi, I'm looking for someone to feed our two cats from 3 to 10 August while we're in Spain.", "QUALIFIED", { visit_dates: true, cat_count: true, cat_harmed: false }],
    ["k02", "hello we want a sitter for the cat next week, she is old and a bit shy", "QUALIFIED", { visit_dates: true, cat_count: true, cat_harmed: false }],
    ["k03", "Good evening,\n\nWe would need daily visits for our cat over Christmas. She's on a special diet, nothing complicated.\n\nBest,\nOlu", "QUALIFIED", { visit_dates: true, cat_count: true, cat_harmed: false }],
    ["k04", "I'd like you to look after our three cats again, same as last year. Dates: 12-19 May.", "QUALIFIED", { visit_dates: true, cat_count: true, cat_harmed: false }],
    ["k05", "Our cat has been limping since your visit on Tuesday and won't eat. We need someone to explain what happened.", "ESCALATE", { cat_harmed: true }],
    ["k06", "I want to let you know the cat was sick all over the kitchen after your sitter fed her this morning.", "ESCALATE", { cat_harmed: true }]
  ]
}

const scaffold: FpDomain = {
  name: "a scaffold hire firm",
  criteria: {
    custom_detectors: [
      field("site_address", ["the job is at 14 Marsh Lane, Hull", "Site: 3 Quay Street, Bristol BS1", "we're at 22 Oak Road, Leeds LS7"]),
      field("scaffold_use", ["for a re-roof", "we're rendering the front", "Job: chimney repair"]),
      trigger("scaffold_collapse", "Scaffold on a site falling or unsafe now", [
        "the scaffold has come away from the wall and is leaning",
        "boards fell off the scaffold onto the pavement",
        "a tube snapped and the top lift has dropped"
      ], ["do you do tower hire?"])
    ],
    escalation: { triggers: [{ field: "scaffold_collapse" }] }
  },
  cases: [
    ["f01", "We'd need scaffolding put up along the side of the house for a re-roof, the job is at 9 Mill Row, York.", "QUALIFIED", { site_address: true, scaffold_use: true, scaffold_collapse: false }],
    ["f02", "Hi, I want a scaffold tower along the back wall so we can render it. Could you quote?", "PARTIAL", { scaffold_use: true, scaffold_collapse: false }],
    ["f03", "Job: chimney repair\nMessage: we're looking for scaffold to the chimney stack only, two lifts", "PARTIAL", { scaffold_use: true, scaffold_collapse: false }],
    ["f04", "The scaffold you put up at 14 Marsh Lane has come away from the wall and is leaning over the road. We need someone now!", "ESCALATE", { site_address: true, scaffold_collapse: true }],
    ["f05", "I need someone out today, boards fell off the scaffold onto the pavement overnight.", "ESCALATE", { scaffold_collapse: true }]
  ]
}

/** A staffing agency: applicants are its customers, its examples tell of work sought, so a job seeker's message is read as ever. */
const staffing: FpDomain = {
  name: "a staffing agency for warehouse work",
  criteria: {
    custom_detectors: [
      field("shift_pattern", ["I can do nights", "looking for weekend shifts", "Availability: Monday to Friday, days"]),
      field("experience", ["I have two years' experience picking and packing", "I've driven forklifts for five years", "Experience: warehouse operative"]),
      trigger("injured_on_site", "A worker we placed hurt at work", [
        "I hurt my back lifting boxes on my shift today",
        "a pallet fell on my foot at the warehouse",
        "I cut my hand on the shrink wrap machine"
      ], ["when do I get paid?"])
    ],
    escalation: { triggers: [{ field: "injured_on_site" }] }
  },
  cases: [
    ["s01", "Hi, do you have any warehouse jobs going? I can do nights and I've got three years' experience picking.", "QUALIFIED", { shift_pattern: true, experience: true, injured_on_site: false }],
    ["s02", "Please find attached my CV. I'm looking for weekend shifts and have driven forklifts for four years.", "QUALIFIED", { shift_pattern: true, experience: true, injured_on_site: false }],
    ["s03", "I hurt my back lifting boxes on my shift today and can't stand up straight.", "ESCALATE", { injured_on_site: true }]
  ]
}

export const CPFP5_DOMAINS: ReadonlyArray<FpDomain> = [bakery, pools, windows, staffing, catSitter, scaffold]
