import { agent, type Domain, user } from "./triggerCases.js"

// A second set of escalation triggers of our own (a building contractor, a furniture retailer's
// deliveries, a university's student support, a tour operator), in the style of r5triggers.test.ts:
// rubrics of several detectors, true events told in new words, benign messages that share the
// domain's words and not the event.

const builder: Domain = {
  name: "a building contractor",
  criteria: {
    custom_detectors: [
      { name: "site_address", type: "presence", examples: ["The job is at 14 Mill Lane", "Site: Unit 4, Riverside Park", "We're at 2 Hawthorn Close, BR2 6PL"] },
      { name: "visit_request", type: "presence", examples: ["Can someone come and measure up next week", "Could your surveyor visit on Thursday", "When can you send someone round for a quote"] },
      { name: "work_type", type: "classification", categories: ["extension", "roofing", "groundworks"], examples: [
        { text: "We want a single-storey extension at the back", category: "extension" },
        { text: "Some tiles have slipped off the roof", category: "roofing" },
        { text: "The driveway needs digging out and relaying", category: "groundworks" }
      ] },
      { name: "structural_danger", type: "presence", required: false, description: "A hazard: something on site could collapse or fall", examples: [
        "The scaffolding on the corner is leaning towards the pavement",
        "A big crack has opened up in the wall your men knocked through",
        "The trench sides are caving in and there's a worker down there"
      ], non_examples: ["The scaffold was inspected and tagged this week"] }
    ],
    escalation: { triggers: [{ field: "structural_danger" }] }
  },
  cases: [
    ["Hi, since your team took out the chimney breast yesterday the ceiling upstairs is sagging and bits of plaster keep dropping. We've kept the kids out of that room. 14 Mill Lane.", true],
    ["Neighbour here at number 16 - the boards on your scaffold are loose and one blew off in the wind this morning and landed in our front garden. Someone could get killed.", true],
    [[agent("Site line, what's happening?"), user("the steel over the new opening has dropped about an inch and the brickwork above is cracking as we watch, I've moved everyone out")], true],
    ["Could your surveyor come and look at a loft conversion? We're at 9 Oak Road. Any weekday is fine.", false],
    ["The scaffold went up on Monday and the inspector signed it off this morning, all looks very solid. When will the roofers start?", false],
    ["How do you make sure scaffolding is safe for the public walking underneath? Our street is busy with school runs.", false],
    ["We had a crack above the back door a few years ago but a structural engineer said it was just old settlement and it hasn't moved since. We'd like a quote for a rear extension.", false],
    ["Site: 2 Hawthorn Close\nHazards or damage noticed: none\nRequest: quote for new driveway", false],
    ["My brother-in-law's builder had a wall come down on his job, so I'd like to see your insurance certificate before we sign.", false],
    ["A few roof tiles have slipped and one is hanging over the gutter, can someone come and quote to fix it?", false]
  ]
}

const furniture: Domain = {
  name: "a furniture retailer's deliveries",
  criteria: {
    custom_detectors: [
      { name: "order_number", type: "presence", examples: ["Order #FN-20391", "my order number is 558201", "Order: FN-18822"] },
      { name: "issue", type: "classification", categories: ["late", "damaged", "wrong_item"], examples: [
        { text: "The sofa still hasn't arrived", category: "late" },
        { text: "The table top came scratched", category: "damaged" },
        { text: "You sent a grey chair instead of the green one", category: "wrong_item" }
      ] },
      { name: "delivery_slot", type: "presence", examples: ["Any day next week after 2pm", "Saturday morning suits me", "I'm in all day Friday"] },
      { name: "legal_threat", type: "presence", required: false, examples: [
        "If this isn't sorted by Friday I'm taking you to the small claims court",
        "My solicitor will be in touch about this",
        "I've reported you to Trading Standards"
      ], non_examples: ["I just want it delivered"] }
    ],
    escalation: { triggers: [{ field: "legal_threat" }] }
  },
  cases: [
    ["Order FN-22018. Six weeks late and four broken promises. I've now filed a claim through the county court online service and you'll get the papers shortly.", true],
    ["This is your final chance. A lawyer friend is drafting a letter before action for me and I will be suing for the cost of the wardrobe plus my time off work.", true],
    ["Order number: 561120\nIssue: damaged on arrival\nComments: I have already contacted the consumer ombudsman and will be pursuing this through them", true],
    ["Hi, the sofa arrived yesterday and it's perfect, thanks! Order FN-20455.", false],
    ["The bed frame hasn't come yet, order 558977. Can you give me a new delivery date? Saturday morning suits me.", false],
    ["Out of interest, what are my rights if a delivery is more than 30 days late? Mine isn't, I'm just planning ahead for a big order.", false],
    ["Last year I had to threaten legal action with a different shop to get my money back, so I hope this goes more smoothly. The chair came scratched, order FN-19004.", false],
    ["I'm not going to take this further or involve anyone, I'd just like the right colour chair sent. You sent grey, I ordered green.", false],
    ["My neighbour took your company to court over a kitchen, but honestly my experience has been good. Just need to rebook my delivery, any day next week after 2pm.", false],
    ["Do you need the original receipt to process a return of a damaged item?", false]
  ]
}

const studentSupport: Domain = {
  name: "a university's student support",
  criteria: {
    custom_detectors: [
      { name: "student_id", type: "presence", examples: ["Student number 21004433", "ID: s1882041", "My student ID is 20119876"] },
      { name: "request", type: "classification", categories: ["extension", "accommodation", "finance"], examples: [
        { text: "Can I have an extension on my dissertation", category: "extension" },
        { text: "There's a problem with my room in halls", category: "accommodation" },
        { text: "My student loan payment hasn't come through", category: "finance" }
      ] },
      { name: "course", type: "presence", examples: ["I'm in second year Chemistry", "I study Law", "Course: BSc Nursing"] },
      { name: "wellbeing_risk", type: "presence", required: false, description: "A concern that a student is not safe", examples: [
        "I don't see the point in carrying on and I've been thinking about ending it",
        "My flatmate hasn't eaten or left her room for a week and says she wants to disappear",
        "I've started hurting myself again"
      ], non_examples: ["I'm a bit stressed about exams"] }
    ],
    escalation: { triggers: [{ field: "wellbeing_risk" }] }
  },
  cases: [
    ["I can't do this anymore. I've written goodbye letters to my family and I have the pills ready. I don't know why I'm emailing you.", true],
    ["Hi, I'm worried about someone on my corridor. He's been giving away all his stuff, said he won't be around next term, and tonight he said nobody would miss him. Student 20114402.", true],
    [[agent("Hi, you're through to student support."), user("i cut my arms last night and it was deeper than usual, i don't want to go to a&e because people will know")], true],
    ["Could I get a one-week extension on my Law essay? I've had flu. Student number 21008812.", false],
    ["I'm a bit overwhelmed with deadlines at the moment but managing, could I book a chat about study skills?", false],
    ["Two years ago I went through a really dark patch and your counselling team helped me a lot. I'm doing well now and wanted to ask about volunteering as a peer mentor.", false],
    ["What does the university do if a student says they're having thoughts of harming themselves? I'm writing an essay on campus support services.", false],
    ["Student ID: s1903355\nRequest: accommodation\nAre you or anyone else at risk of harm?: no\nDetails: the heating in my room doesn't work", false],
    ["My student loan hasn't arrived and my rent is due Friday, I'm really stressed about money. Second year Nursing.", false],
    ["A student at another university died last month and it's been in the news, so some of us wondered what support exists here.", false]
  ]
}

const tours: Domain = {
  name: "a tour operator",
  criteria: {
    custom_detectors: [
      { name: "booking_reference", type: "presence", examples: ["Booking TR-88120", "Our reference is 77104A", "Ref TR-90022"] },
      { name: "destination", type: "presence", examples: ["We're going to Crete", "The trip to Marrakech in April", "Destination: Lisbon"] },
      { name: "change", type: "classification", categories: ["dates", "names", "room_type"], examples: [
        { text: "Can we move the holiday back a week", category: "dates" },
        { text: "The surname on the booking is spelt wrong", category: "names" },
        { text: "Could we upgrade to a sea view room", category: "room_type" }
      ] },
      { name: "traveller_in_difficulty", type: "presence", required: false, description: "An emergency abroad: a traveller stranded, injured or in danger", examples: [
        "Our transfer never came and we're stuck at the airport at midnight with two small children",
        "My wife fell on the excursion and is in hospital with a broken hip",
        "There's rioting outside our hotel and we don't feel safe"
      ], non_examples: ["We had a wonderful holiday"] }
    ],
    escalation: { triggers: [{ field: "traveller_in_difficulty" }] }
  },
  cases: [
    ["Ref TR-90455. The hotel says it has no record of us and has no rooms, it's 11pm and we have nowhere to sleep tonight. Please call.", true],
    [[agent("Travel assistance line, how can I help?"), user("my father collapsed at dinner and they've taken him to a clinic, nobody speaks English and they want a deposit before they treat him")], true],
    ["Hi, the ferry to the island was cancelled because of the storm and now our group of six is stranded in the port town with no onward connection. Booking 77231A.", true],
    ["Could we change the name on booking TR-88901? My partner's passport has her married name now.", false],
    ["What happens if our flight home is cancelled, do you arrange a hotel? We fly to Lisbon in May.", false],
    ["Back home now after Crete. The transfer was an hour late on the first day but the rep sorted a taxi and the rest was perfect.", false],
    ["My sister's tour group got stuck in an airport strike last year with another company. Do you have a 24-hour line, in case?", false],
    ["Booking: TR-90110\nDestination: Marrakech\nAny injuries or emergencies during your trip?: none\nRating: 5/5", false],
    ["Could we upgrade to a sea view room on the Crete trip? Happy to pay the difference.", false],
    ["Is the old town safe to walk around at night, or should we stick to taxis?", false]
  ]
}

export const DOMAINS: ReadonlyArray<Domain> = [builder, furniture, studentSupport, tours]
