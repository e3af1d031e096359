// Seven custom classification rubrics of our own (a garage-door firm, a piano school, a pharmacy,
// a bike shop, a council recycling line, a window cleaner, a phone insurer), one to three examples
// a category, written as a customer would: about half tell the category in other words (a fault
// for "repair", a question of cost for "price"), a quarter share a word with another category's
// example by chance ("the new door" in a repair, "the booking" in a complaint), a quarter are about
// something else and should find no category. A want is the category stated, or null for none.
import type { Message } from "../../../src/domain/types.js"
import type { CatDomain } from "./classificationChallenge.js"
import { cls } from "./fewExampleRubric.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

const garageDoors: CatDomain = {
  detectors: [
    cls("job_type", [
      ["The garage door is stuck halfway and won't close", "repair"],
      ["The remote stopped opening the door", "repair"],
      ["Our door is due its yearly maintenance visit", "service"],
      ["We'd like a new roller door fitted", "install"],
      ["Can you quote for putting in an electric up-and-over door?", "install"]
    ])
  ],
  cases: [
    ["g01", "one of the springs has snapped and the door just drops when we let go of it", { job_type: "repair" }],
    ["g02", "Hi there, the roller shutter on our unit makes a horrible grinding noise going up, can someone take a look this week?", { job_type: "repair" }],
    ["g03", "We've just bought the house and the old wooden doors are rotten. We're after something modern and motorised to replace them.", { job_type: "install" }],
    ["g04", "It's been about a year since you lubricated and adjusted everything, so probably time for the annual check again.", { job_type: "service" }],
    ["g05", "Name: Carla Bright\nAddress: 4 Mill Lane\nJob: door came off its track after the car nudged it", { job_type: "repair" }],
    ["g06", "The new door you fitted in March is lovely, but the remote has stopped working since the weekend.", { job_type: "repair" }],
    ["g07", "Do you sell spare remotes on their own? I just want a second one for my partner.", { job_type: null }],
    ["g08", "Hello, are you open on Saturdays? Thanks", { job_type: null }],
    ["g09", "we're building a double garage at the back and will need doors for it, an insulated sectional ideally", { job_type: "install" }],
    ["g10", "Just paying the invoice from last week's visit, what's your bank sort code please?", { job_type: null }]
  ]
}

const pianoSchool: CatDomain = {
  detectors: [
    cls("enquiry_type", [
      ["Can I book a trial lesson for my daughter?", "booking"],
      ["How much are lessons per term?", "price"],
      ["The teacher didn't turn up last week and nobody told us", "complaint"]
    ])
  ],
  cases: [
    ["p01", "What do you charge for half an hour a week with an adult beginner?", { enquiry_type: "price" }],
    ["p02", "my son is 8 and keen to start, have you got a slot on Thursday afternoons?", { enquiry_type: "booking" }],
    ["p03", "Dear Sir or Madam,\n\nI am writing to express my disappointment. Twice this month the lesson was cut short by ten minutes without explanation.\n\nRegards,\nHelen Marsh", { enquiry_type: "complaint" }],
    ["p04", "Is there a discount if both my children come?", { enquiry_type: "price" }],
    ["p05", "I'd like to reserve a place for my daughter on the summer course please.", { enquiry_type: "booking" }],
    ["p06", "I booked a trial for last Tuesday and when we arrived the room was locked and nobody was there. Not good enough.", { enquiry_type: "complaint" }],
    ["p07", "Who teaches jazz piano at your school? Just curious about their background.", { enquiry_type: null }],
    ["p08", "Thank you so much for the concert on Sunday, the children played beautifully.", { enquiry_type: null }],
    ["p09", "hello, how expensive is it for grade 5 exam preparation lessons", { enquiry_type: "price" }],
    ["p10", "We are moving away in June so this will be Lily's last term, just letting you know.", { enquiry_type: null }]
  ]
}

const pharmacy: CatDomain = {
  detectors: [
    cls("visit_reason", [
      ["I need to collect my repeat prescription", "prescription"],
      ["Can I get the flu jab here?", "vaccination"],
      ["I'd like some advice about a rash on my arm", "advice"]
    ])
  ],
  cases: [
    ["h01", "Hi, my GP says my tablets have been sent over to you, are they ready to pick up?", { visit_reason: "prescription" }],
    ["h02", "We're off to Kenya next month, do you do the travel injections?", { visit_reason: "vaccination" }],
    ["h03", "My little boy has had a cough for three days, what can I give him?", { visit_reason: "advice" }],
    ["h04", "Is my mum's medication ready? Name: Joan Pike, date of birth 12/04/1941", { visit_reason: "prescription" }],
    ["h05", "do you have any covid booster appointments left for over 75s", { visit_reason: "vaccination" }],
    ["h06", "I've got a rash of spots on my back after starting new tablets, should I be worried?", { visit_reason: "advice" }],
    ["h07", "What time do you close on Christmas Eve?", { visit_reason: null }],
    ["h08", "Your parking spaces are always taken by the gym, can something be done?", { visit_reason: null }],
    ["h09", "I get hay fever badly every May, which antihistamine would you recommend?", { visit_reason: "advice" }],
    ["h10", "Hello, I'm a student nurse looking for a placement, who should I write to?", { visit_reason: null }]
  ]
}

const bikeShop: CatDomain = {
  detectors: [
    cls("service_type", [
      ["My back tyre keeps going flat", "repair"],
      ["The gears slip when I go uphill", "repair"],
      ["Can you give my bike its annual service?", "tune_up"],
      ["I'm looking to buy a new hybrid for commuting", "purchase"]
    ])
  ],
  cases: [
    ["b01", "the chain keeps coming off whenever I change down, drives me mad", { service_type: "repair" }],
    ["b02", "Hello, the front brake squeals like mad every time I pull the lever. Could you have a look?", { service_type: "repair" }],
    ["b03", "Hi, I've done about 3000 miles this year and the bike's never had a once-over, could you check it all and adjust things?", { service_type: "tune_up" }],
    ["b04", "Do you have any electric bikes in stock around the £2000 mark? My knees aren't what they were.", { service_type: "purchase" }],
    ["b05", "My daughter has outgrown her bike and needs something bigger for her birthday.", { service_type: "purchase" }],
    ["b06", "I bought my hybrid from you last spring and now the front wheel wobbles badly.", { service_type: "repair" }],
    ["b07", "Are you hiring? I've worked as a bike mechanic for five years.", { service_type: null }],
    ["b08", "Where can I park to drop the bike off? Is there space outside the shop?", { service_type: null }],
    ["b09", [agent("Cycle Hub, what can we do for you?"), user("I'm riding coast to coast in June and would like it given a proper once-over first, wheels trued and the headset adjusted")], { service_type: "tune_up" }],
    ["b10", "Do you run any group rides on Sunday mornings?", { service_type: null }]
  ]
}

const recycling: CatDomain = {
  detectors: [
    cls("issue_area", [
      ["My recycling wasn't collected this morning", "missed_collection"],
      ["Can I order a new green bin?", "new_bin"],
      ["I need an old sofa taken away", "bulky_waste"]
    ])
  ],
  cases: [
    ["r01", "the lorry went right past our street today and the blue bins are all still sitting on the pavement", { issue_area: "missed_collection" }],
    ["r02", "Our wheelie bin was cracked by the lorry's lift and now it leaks everywhere. Need a replacement.", { issue_area: "new_bin" }],
    ["r03", "Address: 22 Fern Road\nItems: fridge freezer and a double mattress\nPreferred date: any weekday", { issue_area: "bulky_waste" }],
    ["r04", "We've just moved into a new build and there are no bins at the property at all.", { issue_area: "new_bin" }],
    ["r05", "hi, is there a charge for taking away an old wardrobe and two armchairs?", { issue_area: "bulky_waste" }],
    ["r06", "For the second fortnight in a row nobody has emptied the glass box on Elm Close. What's going on?", { issue_area: "missed_collection" }],
    ["r07", "Which day is the garden waste round in my area over the winter?", { issue_area: null }],
    ["r08", "Can pizza boxes go in the recycling or not?", { issue_area: null }],
    ["r09", "Someone has fly-tipped a pile of rubble in the alley behind the shops.", { issue_area: null }],
    ["r10", "I put my new bin out on Tuesday as you told me but it was never emptied.", { issue_area: "missed_collection" }]
  ]
}

const windowCleaner: CatDomain = {
  detectors: [
    cls("request", [
      ["How much would you charge for a three-bed semi?", "quote"],
      ["Can you come and do our windows next Friday?", "booking"],
      ["Please stop our monthly clean from now on", "cancellation"]
    ])
  ],
  cases: [
    ["w01", "Can I get a price for the front and back of a detached house, conservatory as well?", { request: "quote" }],
    ["w02", "We're selling up and moving in July, so we won't need you after this month. Thanks for everything.", { request: "cancellation" }],
    ["w03", "Hiya, are you free to do the windows before our party on the 14th?", { request: "booking" }],
    ["w04", "Hi, I'm having money troubles, so I'll have to give the window cleaning a miss going forward. Sorry.", { request: "cancellation" }],
    ["w05", "Name: Raj Patel\nProperty: 2 bed flat, ground floor\nQuestion: what would the cost be every 4 weeks?", { request: "quote" }],
    ["w06", "Our usual clean was cancelled because of the rain, can we get it rearranged for some time next week?", { request: "booking" }],
    ["w07", "Thanks, the windows look great after Monday's visit!", { request: null }],
    ["w08", "Do you clean gutters and fascias too, or just glass?", { request: null }],
    ["w09", "Your ladder left a mark on our lawn, nothing major, just letting you know.", { request: null }],
    ["w10", "can someone pop round wednesday morning to do the upstairs windows", { request: "booking" }]
  ]
}

const phoneInsurer: CatDomain = {
  detectors: [
    cls("claim_type", [
      ["I dropped my phone and the screen smashed", "damage"],
      ["My phone was stolen from my bag on the train", "theft"],
      ["I've lost my phone somewhere in town", "loss"]
    ])
  ],
  cases: [
    ["i01", "It slipped out of my hand into the bath and now it won't turn on.", { claim_type: "damage" }],
    ["i02", "Someone snatched it out of my hand outside the station last night, I've got a police reference.", { claim_type: "theft" }],
    ["i03", "I think I left it in a taxi on Friday and the driver never handed it in.", { claim_type: "loss" }],
    ["i04", "Policy no: PX-44821\nWhat happened: the back glass cracked when the phone fell off my desk", { claim_type: "damage" }],
    ["i05", "Our house was broken into while we were away and the burglars took my phone along with the laptop.", { claim_type: "theft" }],
    ["i06", "Can't find it anywhere since the festival, it must have fallen out of my pocket in a field.", { claim_type: "loss" }],
    ["i07", "How do I add my partner's phone to my policy?", { claim_type: null }],
    ["i08", "My new phone arrived today, does the cover start straight away?", { claim_type: null }],
    ["i09", "I need to change the bank account my premium comes out of.", { claim_type: null }],
    ["i10", "I lost my temper with your call centre yesterday, sorry about that. Is my claim for the smashed screen going through?", { claim_type: "damage" }]
  ]
}

export const CUSTCAT3_DOMAINS: ReadonlyArray<CatDomain> = [garageDoors, pianoSchool, pharmacy, bikeShop, recycling, windowCleaner, phoneInsurer]
