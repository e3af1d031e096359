// Five custom classification rubrics of our own for branch custcls4 (a dog groomer, a kayak hire,
// a broadband provider, a letting agent's maintenance line, a gym), written before any change so
// the act readings brought back from custcat3 are measured on text nobody fitted them to. Category
// names are snake_case ("price_question", "billing_dispute", "lost_property") and the examples
// share few words with the messages: about half tell the category in other words, a third are
// near misses (the name word said in passing, a deed already done, a thanks), the rest off-topic.
// Chat, email with signature or quoted reply, forms, call notes and non-native English.
import type { Message } from "../../../src/domain/types.js"
import { cls } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

const groomer: CatDomain = {
  detectors: [
    cls("reason", [
      ["Can I bring Max in for a wash and trim on Friday?", "appointment"],
      ["How much is a full groom for a spaniel?", "price_question"],
      ["You cut his ears far too short and he was upset for days", "complaint"]
    ])
  ],
  cases: [
    ["d01", "hiya what do u charge for a cockapoo, full clip and nails?", { reason: "price_question" }],
    ["d02", "Dear team,\n\nI'm really unhappy with how Bella came home yesterday: her coat was patchy and she had a nick on her leg.\n\nKind regards,\nSandra Lowe\n07700 900123", { reason: "complaint" }],
    ["d03", "is there any space on saturday morning for a small terrier, just a bath", { reason: "appointment" }],
    ["d04", "The price list in your window is lovely and clear, thanks. See you next month!", { reason: null }],
    ["d05", "My neighbour complained that Rufus was barking in your van, sorry about that!", { reason: null }],
    ["d06", "Call notes: owner rang, wants the cost of a de-shedding treatment for a husky before summer", { reason: "price_question" }],
    ["d07", "Hello, my dog is very dirty after the beach, it is possible to come tomorrow afternoon for washing?", { reason: "appointment" }],
    ["d08", "Do you sell the shampoo you used on him? It smelled amazing.", { reason: null }]
  ]
}

const kayakHire: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["I'd like to hire two kayaks for Sunday", "hire_booking"],
      ["Please cancel our paddleboard session on the 3rd", "cancellation"],
      ["I left my sunglasses in your changing hut", "lost_property"]
    ])
  ],
  cases: [
    ["k01", "Something's come up and we can't make Saturday after all, can we call it off and get the deposit back?", { enquiry: "cancellation" }],
    ["k02", "Hi, my son dropped his phone somewhere near the launch jetty yesterday, has anyone handed one in?", { enquiry: "lost_property" }],
    ["k03", "are there any canoes free for 4 adults next weekend?", { enquiry: "hire_booking" }],
    ["k04", "We hired kayaks from you last summer and loved it. Do you also run guided trips?", { enquiry: null }],
    ["k05", "Thanks, that works for us.\n\n> On Tue, River Hire wrote:\n> Your booking for 2 kayaks is confirmed for Sunday 10am.", { enquiry: null }],
    ["k06", "Name: Tomasz Nowak\nDate: 12 August\nGroup size: 6\nBoats: 3 doubles", { enquiry: "hire_booking" }],
    ["k07", "my wallet is gone, i think i put it down on the bench by your hut. black leather", { enquiry: "lost_property" }],
    ["k08", "How deep is the river near the weir? Asking for my kids' safety.", { enquiry: null }]
  ]
}

const broadband: CatDomain = {
  detectors: [
    cls("topic", [
      ["My internet keeps dropping out every evening", "fault_report"],
      ["I've been charged twice this month", "billing_dispute"],
      ["I'd like to move to the faster fibre package", "upgrade"]
    ])
  ],
  cases: [
    ["n01", "the router lights are all red and nothing connects since the storm last night", { topic: "fault_report" }],
    ["n02", "Why has my direct debit gone up by £12 when my contract says the amount is fixed? I want this refunded.", { topic: "billing_dispute" }],
    ["n03", "We're both working from home now and the current speed just isn't enough, what's the next tier up?", { topic: "upgrade" }],
    ["n04", [user("hi"), user("wifi dead again"), user("third time this week")], { topic: "fault_report" }],
    ["n05", "Just to say the engineer sorted the fault yesterday and everything's great now, thanks.", { topic: null }],
    ["n06", "Sir, on my bill there is amount for calls abroad but I never make such calls. Please correct it.", { topic: "billing_dispute" }],
    ["n07", "I'm moving house on the 20th, how do I take my broadband with me?", { topic: null }],
    ["n08", "Call log 14:05 - customer disputes the exit fee on her last invoice, says she was told it would be waived", { topic: "billing_dispute" }]
  ]
}

const lettings: CatDomain = {
  detectors: [
    cls("request_kind", [
      ["The boiler in my flat has stopped working", "repair"],
      ["When is my rent due this month?", "rent_query"],
      ["The contractor you sent never turned up and didn't call", "complaint"]
    ])
  ],
  cases: [
    ["l01", "There's water coming through the kitchen ceiling of our new flat from the bathroom above", { request_kind: "repair" }],
    ["l02", "We moved into our new flat last week. Can I pay by standing order instead of card each month?", { request_kind: "rent_query" }],
    ["l03", "The extractor fan over the hob makes a loud rattling noise and doesn't clear the steam", { request_kind: "repair" }],
    ["l04", "I have reported the damp three times now and nobody has come. This is appalling and I want a manager to ring me.", { request_kind: "complaint" }],
    ["l05", "Hi, I paid an extra £50 by mistake in March, could that come off next month's payment?", { request_kind: "rent_query" }],
    ["l06", "Just letting you know I'll be away for two weeks from Friday, the neighbours have a key.", { request_kind: null }],
    ["l07", "Tenant: A. Okafor\nProperty: Flat 3, 18 Quay St\nIssue: front door lock sticks and the key won't turn", { request_kind: "repair" }],
    ["l08", [agent("Hi, how did the visit go?"), user("The plumber was lovely and sorted the tap in ten minutes, please thank him.")], { request_kind: null }]
  ]
}

const gym: CatDomain = {
  detectors: [
    cls("member_request", [
      ["Can I get a place in Tuesday's spin class?", "class_booking"],
      ["I want to cancel my membership", "membership_cancellation"],
      ["Treadmill 4 has a torn belt", "equipment_fault"],
      ["Someone took my headphones from the changing room", "theft_report"]
    ])
  ],
  cases: [
    ["m01", "I'm relocating for work in September so I won't need the membership after August. What notice do you need?", { member_request: "membership_cancellation" }],
    ["m02", "the rowing machine by the window shows an error and the seat is jammed", { member_request: "equipment_fault" }],
    ["m03", "Is there room for me in the Saturday 9am yoga? It says full online", { member_request: "class_booking" }],
    ["m04", "My bag was broken into in the locker room while I was swimming, my car keys are gone", { member_request: "theft_report" }],
    ["m05", "I cancelled my Thursday pilates by mistake in the app, can you put me back on it?", { member_request: "class_booking" }],
    ["m06", "I hate the new music in the weights area, it's far too loud", { member_request: null }],
    ["m07", "Hello, the bike number 7 is not working, the pedals turn but nothing happens on the screen", { member_request: "equipment_fault" }],
    ["m08", "Do you offer a student discount on the monthly plan?", { member_request: null }]
  ]
}

export const CUSTCLS4_DOMAINS: ReadonlyArray<CatDomain> = [groomer, kayakHire, broadband, lettings, gym]
