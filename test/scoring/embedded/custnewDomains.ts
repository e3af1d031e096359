// Four custom rubrics of our own in domains no dataset or earlier challenge uses (a dog-grooming
// salon, a removals firm, a holiday-cottage letting agent, a print shop), written as a customer
// would: 3-4 examples a detector, a classification, an escalation trigger (a presence detector, or
// a classification value for the print shop), required fields. Each message says whether the
// status must escalate and what each detector reads: a category (null: none stated) or found.
// Half tell the signal in other words than the examples; a third are near misses (a question,
// someone else's case, a past resolved problem, a denial). Every text is our own.
import type { Message } from "../../../src/domain/types.js"
import { cls } from "./fewExampleRubric.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

export type NewCase = readonly [id: string, input: string | ReadonlyArray<Message>, escalates: boolean, want: Readonly<Record<string, string | boolean | null>>]

export interface NewDomain {
  readonly criteria: Record<string, unknown>
  readonly cases: ReadonlyArray<NewCase>
}

const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string>, required = true) => ({ name, type: "presence", required, examples: [...examples], non_examples: [...non_examples] })

const grooming: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("service", [
        ["Full cut and style for my cockapoo please", "full_groom"],
        ["Just a wash and blow-dry, no clipping", "bath_brush"],
        ["Can you clip his claws? They're clicking on the floor", "nails_only"],
        ["She's 14 weeks old and we'd like her to get used to the salon", "puppy_intro"]
      ]),
      pres("dog_breed_size", ["He's a large Labrador, about 35kg", "Miniature schnauzer", "Small terrier cross, 8 kilos"], ["He's a good boy"]),
      pres("appointment_time", ["Saturday morning if you have it", "Any weekday after 2pm", "Tuesday the 9th at 10"], ["Whenever is easiest"]),
      pres("handling_concern", ["He snapped at the last groomer", "She has a heart murmur so she can't be stressed", "He's on medication for fits"], ["He's very friendly with strangers"], false)
    ],
    escalation: { triggers: [{ field: "handling_concern" }] }
  },
  cases: [
    ["g01", "Hi, could I book my spaniel in for the works: trim, shape up round the ears and feet. She's a springer, medium sized. Thursday after lunch would be ideal.", false, { service: "full_groom", dog_breed_size: true, appointment_time: true, handling_concern: false }],
    ["g02", "My old boy has arthritis in his back legs and can't stand for long, please go gently. He's a greyhound. Just a bath.", true, { service: "bath_brush", dog_breed_size: true, appointment_time: false, handling_concern: true }],
    ["g03", "Her nails have got really long and keep catching on the carpet. Only need those done, nothing else. Shih tzu, tiny. Free Monday.", false, { service: "nails_only", dog_breed_size: true, appointment_time: true, handling_concern: false }],
    ["g04", "We just got an eight-week-old poodle pup. When can she come for a first visit, just to meet everyone and hear the dryer?", false, { service: "puppy_intro", dog_breed_size: true, appointment_time: false, handling_concern: false }],
    ["g05", "Is it true you won't take dogs that have bitten before? Asking for a friend, her dog is fine but she wondered.", false, { service: null, dog_breed_size: false, appointment_time: false, handling_concern: false }],
    ["g06", "Our terrier had a seizure two years ago but has been off the tablets and perfectly well since the vet signed him off. Full clip please, Friday 3pm.", false, { service: "full_groom", dog_breed_size: true, appointment_time: true, handling_concern: false }],
    ["g07", "He growls and will go for your hands if you touch his paws, so please muzzle him. Nails only, he's a Staffie.", true, { service: "nails_only", dog_breed_size: true, appointment_time: false, handling_concern: true }],
    ["g08", "Name: Mrs Okafor\nDog: Bichon frise, 6kg\nService: bath and fluff dry\nPreferred day: Wednesday morning\nHealth or behaviour issues: none", false, { service: "bath_brush", dog_breed_size: true, appointment_time: true, handling_concern: false }],
    ["g09", "Do you do hand-stripping? And what would you charge for a whole groom?", false, { service: null, dog_breed_size: false, appointment_time: false, handling_concern: false }],
    ["g10", [agent("Hi! How can we help?"), user("need a tidy up for my westie, she's looking like a yeti"), agent("Ha! When suits?"), user("any time saturday")], false, { service: "full_groom", dog_breed_size: true, appointment_time: true, handling_concern: false }],
    ["g11", "She's diabetic and needs her insulin at 12 on the dot, so please don't keep her past noon. Wash only. Cavalier.", true, { service: "bath_brush", dog_breed_size: true, handling_concern: true }],
    ["g12", "Thanks for last week, Bruno looked like a show dog! The lady at the park asked where we go.", false, { service: null, dog_breed_size: false, appointment_time: false, handling_concern: false }],
    ["g13", "My neighbour's husky is terrified of the hairdryer and I said I'd ask whether you're patient with nervous dogs.", false, { service: null, appointment_time: false, handling_concern: false }],
    ["g14", "Could you book our rescue greyhound in? He's never had any trouble with handling, very soft. A shampoo and de-shed please, next Tuesday at 11.", false, { service: "bath_brush", dog_breed_size: true, appointment_time: true, handling_concern: false }],
    ["g15", "Just his claws trimmed and a paw tidy please, he's a big old Newfoundland so you'll need a strong table.", false, { service: "nails_only", dog_breed_size: true, appointment_time: false, handling_concern: false }]
  ]
}

const removals: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("move_size", [
        ["Just need a sofa taken across town", "single_item"],
        ["Moving out of a one-bed flat", "flat"],
        ["Three-bedroom house, fully furnished", "house"],
        ["We're relocating our office of 20 desks", "office"]
      ]),
      pres("move_date", ["We complete on the 14th of June", "Sometime the week of 3 March", "Saturday 21st ideally"], ["Not sure when yet"]),
      pres("addresses", ["From Hove to Crawley", "Collecting from 12 Mill Road, Ely", "Going to a flat on Park Street, Bath"], ["Moving locally"]),
      pres("fragile_valuable", ["We have an upright piano", "A grandfather clock that was my grandmother's", "Several oil paintings worth a fair bit"], ["Nothing special, mostly boxes"], false)
    ],
    escalation: { triggers: [{ field: "fragile_valuable" }] }
  },
  cases: [
    ["r01", "We're leaving our two-bed apartment in Leeds for a house in York on 30 April. Mostly boxes and an IKEA wardrobe.", false, { move_size: "flat", move_date: true, addresses: true, fragile_valuable: false }],
    ["r02", "There's a baby grand in the lounge that'll need proper handling, plus a four-bedroom family home's worth of stuff.", true, { move_size: "house", move_date: false, addresses: false, fragile_valuable: true }],
    ["r03", "Only a washing machine to move, from 4 Ash Grove to 19 Kings Road, both in Luton.", false, { move_size: "single_item", move_date: false, addresses: true, fragile_valuable: false }],
    ["r04", "How much would you charge to move a piano, roughly? We don't have one yet but might inherit my aunt's.", false, { move_size: null, move_date: false, addresses: false, fragile_valuable: false }],
    ["r05", "Our accountancy practice is moving floors in the same building on the weekend of 8 November, about 12 workstations and the filing cabinets.", false, { move_size: "office", move_date: true, addresses: false, fragile_valuable: false }],
    ["r06", "Last time we moved, the firm scratched our antique dresser, so I want to know you're insured. We've sold it since, so just everyday furniture this time.", false, { move_date: false, addresses: false, fragile_valuable: false }],
    ["r07", "Moving from: 7 Quarry Lane, Stroud\nMoving to: 55 Elm Avenue, Swindon\nDate: 2 December\nProperty: three-bed semi\nSpecial items: none", false, { move_size: "house", move_date: true, addresses: true, fragile_valuable: false }],
    ["r08", "We've a collection of framed watercolours and a marble-topped table that took four men to lift in. Date not fixed yet.", true, { move_size: null, move_date: false, addresses: false, fragile_valuable: true }],
    ["r09", "Is it possible to store things with you for a few weeks between moves?", false, { move_size: null, move_date: false, addresses: false, fragile_valuable: false }],
    ["r10", [agent("Morning, what are we moving?"), user("just a bedsit really, single bed, desk, a few bags"), agent("Where from and to?"), user("Cowley Road in Oxford up to my new place in Banbury"), agent("When?"), user("friday week")], false, { move_size: "flat", move_date: true, addresses: true, fragile_valuable: false }],
    ["r11", "My neighbour is moving his pub's wine cellar and asked me to pass on your number.", false, { move_date: false, addresses: false, fragile_valuable: false }],
    ["r12", "It's a studio, nothing fancy, but I do have my late father's longcase clock which must arrive in one piece. Moving 18 May.", true, { move_size: "flat", move_date: true, addresses: false, fragile_valuable: true }],
    ["r13", "We're clearing out a whole detached house after my gran went into care, five bedrooms, by the end of the month please.", false, { move_size: "house", move_date: true, addresses: false, fragile_valuable: false }],
    ["r14", "Can you just take one armchair from Wells to Glastonbury on Saturday?", false, { move_size: "single_item", move_date: true, addresses: true, fragile_valuable: false }],
    ["r15", "No pianos, antiques or artwork, all flat-pack. Office move for eight staff, going from Portsmouth to Fareham.", false, { move_size: "office", move_date: false, addresses: true, fragile_valuable: false }]
  ]
}

const cottages: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("enquiry", [
        ["Is Sea Pink Cottage free for the first week of August?", "new_booking"],
        ["Can we move our stay back by a week?", "change_booking"],
        ["The cottage wasn't clean when we arrived", "complaint"],
        ["I have a barn conversion I'd like you to let for me", "owner_enquiry"]
      ]),
      pres("stay_dates", ["Arriving 12 July, leaving the 19th", "Seven nights from Friday 3 October", "Half-term week in February"], ["Sometime in the summer"]),
      pres("party_size", ["Two adults and a toddler", "There will be six of us", "Party of four plus our dog"], ["Just the family"]),
      pres("urgent_property_problem", ["We've arrived and there's no hot water", "The key safe code doesn't work and we're stuck outside", "Water is leaking from the bathroom ceiling"], ["The Wi-Fi was a bit slow"], false)
    ],
    escalation: { triggers: [{ field: "urgent_property_problem" }] }
  },
  cases: [
    ["c01", "Hello, we'd love to rent Old Forge for the week starting Saturday 6 June. We're a couple with two teenagers.", false, { enquiry: "new_booking", stay_dates: true, party_size: true, urgent_property_problem: false }],
    ["c02", "We got here an hour ago and the heating won't come on at all, the house is freezing and we have a baby with us.", true, { enquiry: "complaint", stay_dates: false, urgent_property_problem: true }],
    ["c03", "Our booking ref is HC4471. My husband's operation has been moved so could we push our dates to the following fortnight?", false, { enquiry: "change_booking", party_size: false, urgent_property_problem: false }],
    ["c04", "We stayed at Harbour View last Easter. A pipe burst on day two but your handyman fixed it within the hour, so no complaints. Is it available again this year?", false, { enquiry: "new_booking", party_size: false, urgent_property_problem: false }],
    ["c05", "I've inherited my parents' farmhouse in Wales and wonder whether you'd manage holiday lets for it.", false, { enquiry: "owner_enquiry", stay_dates: false, party_size: false, urgent_property_problem: false }],
    ["c06", "Property: Gull Cottage\nArrival: 21/08\nDeparture: 28/08\nAdults: 2\nChildren: 3 (ages 4, 7, 9)\nPets: 1 small dog\nMessage: first time in Cornwall!", false, { enquiry: "new_booking", stay_dates: true, party_size: true, urgent_property_problem: false }],
    ["c07", "What happens if the power goes off while we're staying? Is there someone local we can call?", false, { enquiry: null, stay_dates: false, party_size: false, urgent_property_problem: false }],
    ["c08", "The front door lock has jammed and we can't get in, it's dark and raining. Please send someone.", true, { enquiry: "complaint", stay_dates: false, party_size: false, urgent_property_problem: true }],
    ["c09", "Honestly the place was grubby, hair in the shower and crumbs in every drawer. We've gone home now but I expect some money back.", false, { enquiry: "complaint", stay_dates: false, party_size: false, urgent_property_problem: false }],
    ["c10", [agent("Hello, Coastal Cottages, how can I help?"), user("hi is the lighthouse flat free at christmas"), agent("Which dates?"), user("23rd to the 27th, me, my wife and her parents")], false, { enquiry: "new_booking", stay_dates: true, party_size: true, urgent_property_problem: false }],
    ["c11", "My friend said she was locked out of one of your cottages last summer for hours. That wouldn't happen to us, would it?", false, { enquiry: null, stay_dates: false, party_size: false, urgent_property_problem: false }],
    ["c12", "Could we add two more nights at the end? And we'll now be eight rather than six, as my brother's family is joining.", false, { enquiry: "change_booking", party_size: true, urgent_property_problem: false }],
    ["c13", "There's water dripping through the kitchen light right now and the fuse has tripped.", true, { enquiry: "complaint", stay_dates: false, party_size: false, urgent_property_problem: true }],
    ["c14", "We're looking at a long weekend in October, three nights, for a group of ten friends. Any places with a hot tub?", false, { enquiry: "new_booking", stay_dates: true, party_size: true, urgent_property_problem: false }],
    ["c15", "I'm thinking of selling my cottage rather than letting it through you any more. Nothing's wrong with the service.", false, { enquiry: "owner_enquiry", stay_dates: false, party_size: false, urgent_property_problem: false }]
  ]
}

const printShop: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("product", [
        ["500 business cards, double-sided", "business_cards"],
        ["A5 flyers for our summer fair", "flyers_leaflets"],
        ["A vinyl banner for the front of the shop", "banners_signs"],
        ["Our 24-page parish magazine, stapled", "booklets"]
      ]),
      cls("turnaround", [
        ["No rush, whenever it's ready", "standard"],
        ["Need them by Friday if possible", "express"],
        ["We need them printed today, the event is tonight", "same_day"]
      ]),
      pres("quantity", ["250 copies", "We'll need about a thousand", "Two of them, one for each entrance"], ["A few"]),
      pres("artwork_ready", ["The PDF is attached, print-ready", "I've uploaded the final design", "Artwork is done, 3mm bleed included"], ["Can you design it for us?"])
    ],
    escalation: { triggers: [{ field: "turnaround", values: ["same_day"] }] }
  },
  cases: [
    ["p01", "Hi, could you run off 300 leaflets for our dog show? The file's attached and good to go. Any time in the next fortnight is fine.", false, { product: "flyers_leaflets", turnaround: "standard", quantity: true, artwork_ready: true }],
    ["p02", "Our pull-up stand got damaged in transit and the conference opens in four hours. Can you make a replacement this afternoon? I'll email the design now.", true, { product: "banners_signs", turnaround: "same_day", artwork_ready: true }],
    ["p03", "Do you print booklets? Just wondering for next year's programme, nothing to order yet.", false, { turnaround: null, quantity: false, artwork_ready: false }],
    ["p04", "Two thousand flyers please, and could your team lay them out? We've only got a logo.", false, { product: "flyers_leaflets", turnaround: null, quantity: true, artwork_ready: false }],
    ["p05", "Name cards for the three new partners, 200 each, we need them back by Wednesday for a client pitch.", false, { product: "business_cards", turnaround: "express", quantity: true, artwork_ready: false }],
    ["p06", "Last year you did our banner same-day in an emergency, which was brilliant. This year we're organised: the design's done, no hurry at all.", false, { turnaround: "standard", quantity: false, artwork_ready: true }],
    ["p07", "Product: stapled booklet, 16 pages\nQuantity: 150\nArtwork: print-ready PDF uploaded\nDeadline: none, whenever", false, { product: "booklets", turnaround: "standard", quantity: true, artwork_ready: true }],
    ["p08", [agent("Hi, what can we print for you?"), user("a big sign for our shop front, 3 metres wide"), agent("When do you need it?"), user("we open tomorrow morning so it has to be done before you close today")], true, { product: "banners_signs", turnaround: "same_day", artwork_ready: false }],
    ["p09", "Is there a surcharge if we need something turned round the same day?", false, { product: null, turnaround: null, quantity: false, artwork_ready: false }],
    ["p10", "My colleague in Leeds rushed some posters through another printer this morning; I'm only after a quote for our own booklets, 40 copies, no deadline.", false, { product: "booklets", turnaround: "standard", quantity: true, artwork_ready: false }],
    ["p11", "Could you reprint our menus? Same design as last time, 60 copies, we need them for the weekend.", false, { product: "flyers_leaflets", turnaround: "express", quantity: true, artwork_ready: true }],
    ["p12", "We need 1,000 appointment cards, the design is finished and attached. Not urgent.", false, { product: "business_cards", turnaround: "standard", quantity: true, artwork_ready: true }],
    ["p13", "Can you print a banner for a funeral wake in two hours? I know it's short notice.", true, { product: "banners_signs", turnaround: "same_day", quantity: false, artwork_ready: false }],
    ["p14", "A mate recommended you for flyers. I'll be in touch when the band has gigs booked.", false, { product: null, turnaround: null, quantity: false, artwork_ready: false }],
    ["p15", "Please print 75 copies of the attached order-of-service leaflet, folded, ready by Thursday.", false, { product: "flyers_leaflets", turnaround: "express", quantity: true, artwork_ready: true }]
  ]
}

export const DOMAINS: ReadonlyArray<NewDomain> = [grooming, removals, cottages, printShop]
