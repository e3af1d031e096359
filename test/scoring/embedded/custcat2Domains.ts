// Six custom classification rubrics of our own (a public library, a marina, a museum, a
// translation agency, a climbing wall, a ferry line), one example a category, written as a customer
// would: categories told in other words, in form fields, in emails with a signature, and messages
// whose form label or side remark shares a word verbatim with another category's example ("Card
// number:" beside lost_card, "Berth:" beside berth). A want is the category stated, or null for none.
import type { Message } from "../../../src/domain/types.js"
import type { CatDomain } from "./classificationChallenge.js"
import { cls } from "./fewExampleRubric.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

const library: CatDomain = {
  detectors: [
    cls("request", [
      ["Can I renew the books I have out?", "renewal"],
      ["I've lost my library card", "lost_card"],
      ["We'd like to book the meeting room on Friday", "room_booking"],
      ["Why have I been charged a late fee?", "fine"]
    ])
  ],
  cases: [
    ["l01", "I've still got three novels that are due back tomorrow, could I keep them another fortnight?", { request: "renewal" }],
    ["l02", "My purse was stolen on the bus yesterday and my membership card was in it.", { request: "lost_card" }],
    ["l03", "Name: Tom Reid\nCard number: 2038 4471\nEnquiry: there's a £4.20 charge on my account for a DVD I returned on time", { request: "fine" }],
    ["l04", "Hello,\n\nOur knitting circle is looking for somewhere to meet on Tuesday afternoons, about twelve of us. Is the community space free?\n\nBest wishes,\nMaggie Lund\nChair, Hillside Knitters", { request: "room_booking" }],
    ["l05", "I was told I owe money for overdue items but I'm sure I brought them back in March.", { request: "fine" }],
    ["l06", "Can't find my card anywhere, I think it went through the wash. Can I get a replacement?", { request: "lost_card" }],
    ["l07", "Thanks for the lovely storytime session on Saturday, the kids adored it.", { request: null }],
    ["l08", "The reading room was booked for my book club last week and it went really well. I just need another month on the two cookery books I borrowed.", { request: "renewal" }],
    ["l09", [agent("Library services, how can I help?"), user("the website says my loans are overdue but I want to hang on to them a bit longer")], { request: "renewal" }],
    ["l10", "What time does the library open on Sundays?", { request: null }]
  ]
}

const marina: CatDomain = {
  detectors: [
    cls("request", [
      ["We need a visitor berth for two nights", "berth"],
      ["The engine won't start", "repair"],
      ["Can we have the boat lifted out for the winter?", "storage"],
      ["How much is diesel at the pontoon?", "fuel"]
    ]),
    cls("vessel", [
      ["It's a 30ft sailing yacht", "sailing"],
      ["Our motor cruiser", "motor"],
      ["A narrowboat", "narrowboat"]
    ])
  ],
  cases: [
    ["b01", "Berth: C12\nBoat: Halcyon, a 26ft sailing yacht\nProblem: the bilge pump runs every ten minutes and there's water under the floorboards", { request: "repair", vessel: "sailing" }],
    ["b02", "We're arriving Saturday afternoon and would like somewhere to tie up until Monday morning. 34ft yacht.", { request: "berth", vessel: "sailing" }],
    ["b03", "Hi, we'd like to keep our cruiser out of the water from November to March. Can you quote for hauling and hardstanding?", { request: "storage", vessel: "motor" }],
    ["b04", "Could we fill the tank on our way out tomorrow?", { request: "fuel" }],
    ["b05", "The outboard keeps cutting out when I open the throttle. Small motor launch.", { request: "repair", vessel: "motor" }],
    ["b06", "Dear Harbour Office,\n\nThe steering on our narrowboat has gone very stiff and the tiller barely moves.\n\nKind regards,\nPeter Hollis\nNB Kingfisher, berth 14", { request: "repair", vessel: "narrowboat" }],
    ["b07", "Do you sell charts and tide tables in the chandlery?", { request: null, vessel: null }],
    ["b08", "Our winter storage went smoothly last year, thanks. This time we only need a night on the visitors' pontoon on the 3rd.", { request: "berth" }],
    ["b09", [agent("Marina office."), user("hi can someone look at our yacht, the mast lights have stopped working")], { request: "repair", vessel: "sailing" }],
    ["b10", "Which pontoon has the pump? We'll be coming in low on diesel tomorrow evening.", { request: "fuel" }]
  ]
}

const museum: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["We'd like to bring a Year 5 class on a visit", "school_visit"],
      ["Could we hire the main hall for a private dinner?", "venue_hire"],
      ["I have some old letters my grandfather left, would you want them for the collection?", "donation"],
      ["Is there a lift to the upper galleries?", "access"]
    ])
  ],
  cases: [
    ["m01", "Event: staff summer party, 120 guests\nDate: 19 July\nClass size: n/a\nQuestion: is the atrium free in the evening?", { enquiry: "venue_hire" }],
    ["m02", "Thirty pupils and six teachers from Greenbank Primary would like to come in March for the Romans topic.", { enquiry: "school_visit" }],
    ["m03", "My aunt kept a box of wartime ration books and photographs. Would the museum be interested in taking them?", { enquiry: "donation" }],
    ["m04", "My husband uses a wheelchair. Can he get to every floor, and is there a ramp at the front?", { enquiry: "access" }],
    ["m05", "Hello,\n\nWe're planning our reception and love the idea of holding it among the exhibits. What would an evening cost?\n\nWarm regards,\nElla & Raj", { enquiry: "venue_hire" }],
    ["m06", "We came with my class years ago and loved it. I'd now like to offer you my father's collection of old cameras.", { enquiry: "donation" }],
    ["m07", "What's on in the galleries this half term?", { enquiry: null }],
    ["m08", [agent("Museum bookings, hello."), user("I teach year 3 and we're doing the Egyptians next term, can I bring them in?")], { enquiry: "school_visit" }],
    ["m09", "Are there quiet hours for visitors with autism, and is there step-free entry?", { enquiry: "access" }],
    ["m10", "Loved the dinosaur exhibition, thank you!", { enquiry: null }]
  ]
}

const translation: CatDomain = {
  detectors: [
    cls("service", [
      ["I need my birth certificate translated into English", "document_translation"],
      ["We need an interpreter for a hospital appointment", "interpreting"],
      ["Can you proofread our French website?", "proofreading"],
      ["We want subtitles for our training videos", "subtitling"]
    ]),
    cls("turnaround", [
      ["We need it back by tomorrow", "urgent"],
      ["No rush, within a month is fine", "standard"]
    ])
  ],
  cases: [
    ["d01", "Our solicitor has asked for an English version of my Polish marriage certificate. No hurry, any time in the next few weeks.", { service: "document_translation", turnaround: "standard" }],
    ["d02", "My mother sees her GP on Thursday and doesn't speak English well. Could someone come with her to help her talk to the doctor?", { service: "interpreting" }],
    ["d03", "Service: checking\nText: our Spanish brochure, already translated by a colleague\nDeadline: end of next month", { service: "proofreading", turnaround: "standard" }],
    ["d04", "We've got twelve short clips in English and need captions in Arabic along the bottom.", { service: "subtitling" }],
    ["d05", "Hi,\n\nCould you look over the German version of our app store listing for mistakes? We go live tomorrow morning.\n\nCheers,\nLeo\nProduct lead, Brightpath", { service: "proofreading", turnaround: "urgent" }],
    ["d06", "I need my degree certificate done in Portuguese today if at all possible, the embassy closes at 4.", { service: "document_translation", turnaround: "urgent" }],
    ["d07", "Do your translators have professional qualifications?", { service: null, turnaround: null }],
    ["d08", "Last year you interpreted at our board meeting and it was great. Now we need the minutes of that meeting put into Italian.", { service: "document_translation" }],
    ["d09", [agent("How can we help?"), user("we need someone at a court hearing who speaks Tigrinya"), agent("When is it?"), user("the 14th of next month, so no mad rush")], { service: "interpreting", turnaround: "standard" }],
    ["d10", "Date: Tuesday 10am\nLanguage: Mandarin\nWhat's needed: someone to sit in on a parents' evening with a family who speak no English", { service: "interpreting" }]
  ]
}

const climbing: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["How much is a monthly membership?", "membership"],
      ["I'm new and need an induction", "induction"],
      ["I left my shoes in the changing room", "lost_property"],
      ["Can we book a birthday party for my son?", "party"]
    ])
  ],
  cases: [
    ["c01", "Hi! I've never climbed before and want to learn how to belay safely before I come on my own. When are the intro sessions?", { enquiry: "induction" }],
    ["c02", "Name: Jo Park\nMembership no: 5512\nMessage: I think I left a blue chalk bag by the bouldering wall on Tuesday", { enquiry: "lost_property" }],
    ["c03", "My daughter turns nine next month and she'd love to celebrate at the wall with eight friends.", { enquiry: "party" }],
    ["c04", "Is there a discount for students if I sign up for the year?", { enquiry: "membership" }],
    ["c05", "Good morning,\n\nI forgot my harness and a water bottle after Sunday's session. Has anyone handed them in?\n\nThanks,\nSam", { enquiry: "lost_property" }],
    ["c06", "What's the cheapest way to climb twice a week, pay per visit or a pass?", { enquiry: "membership" }],
    ["c07", "The party room smelled damp when we visited. Anyway, I'd like to start climbing, do I need a safety briefing first?", { enquiry: "induction" }],
    ["c08", "Love the new routes on the cave wall!", { enquiry: null }],
    ["c09", [agent("Hi, how can I help?"), user("my car keys are missing, I was in yesterday evening, has anyone found them")], { enquiry: "lost_property" }],
    ["c10", "Are dogs allowed in the café?", { enquiry: null }]
  ]
}

const ferry: CatDomain = {
  detectors: [
    cls("request", [
      ["I want to book a crossing for a car and two adults", "booking"],
      ["Can I change my sailing to the later one?", "amendment"],
      ["I need a refund for my cancelled trip", "refund"],
      ["I left my jacket on the ferry", "lost_property"]
    ]),
    cls("travelling", [
      ["I'm travelling on foot", "foot"],
      ["We're bringing the car", "vehicle"]
    ])
  ],
  cases: [
    ["f01", "Booking ref: FX2291\nVehicle: van\nRequest: we'd like to go on the Thursday morning boat instead of Wednesday", { request: "amendment", travelling: "vehicle" }],
    ["f02", "Your boat was called off because of the storm and I still haven't had my money back.", { request: "refund" }],
    ["f03", "Two of us walking on, no car, for the 7am to the island on the 12th.", { request: "booking", travelling: "foot" }],
    ["f04", "Dear Sir or Madam,\n\nMy son left his rucksack under a seat in the lounge on the 18:30 sailing yesterday. It's green with a football badge.\n\nYours faithfully,\nGwen Rhys", { request: "lost_property" }],
    ["f05", "Could you move us from the Friday crossing to the Saturday one? We're driving a camper.", { request: "amendment", travelling: "vehicle" }],
    ["f06", "Are the boats running today with this wind?", { request: null, travelling: null }],
    ["f07", "The refund for last month's trip came through fine. Now I'd like to reserve space for our car on the 2nd of August.", { request: "booking", travelling: "vehicle" }],
    ["f08", [agent("Ferry bookings, hello."), user("we paid for a crossing that you then cancelled, can we get our money returned")], { request: "refund" }],
    ["f09", "A cabin on the overnight boat for my wife and me, please. We'll be foot passengers.", { request: "booking", travelling: "foot" }],
    ["f10", "Hello,\n\nWe're booked on the 9:15 tomorrow but the kids are ill. Could we push it to next week?\n\nThanks,\nOwen Price\nBooking ref: QT7710", { request: "amendment" }]
  ]
}

export const CUSTCAT2_DOMAINS: ReadonlyArray<CatDomain> = [library, marina, museum, translation, climbing, ferry]
