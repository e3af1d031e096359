// Custom classification rubrics of our own for round ccls6 (issue 22), written before any change: a
// violin workshop, a mobile sauna hire, a vintage tractor restorer, a canine hydrotherapy pool and a
// letterpress studio. The shapes: a message that only asks when the vendor is open, or only about an
// invoice or a payment, names no category — unless the rubric has a category for exactly that (a
// "visit" taught by an opening-times example, a "billing" taught by an invoice one), which must
// still be read; an opening-times question beside a real request keeps the request's category.
// Chat, signed email, a form, a two-turn chat with the vendor's answer.
import { agent, user } from "./presenceCases.js"
import { cls, pres } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const violin: CatDomain = {
  detectors: [
    cls("job", [
      ["The bridge on my violin has snapped", "repair"],
      ["A seam on the cello has opened up", "repair"],
      ["Could you rehair my bow?", "rehair"],
      ["We'd like to sell our late father's viola", "sale"],
      ["What would my old fiddle be worth?", "valuation"]
    ]),
    pres("deadline", ["I have an audition on the 3rd", "It must be ready before the concert"])
  ],
  cases: [
    ["v01", "Hi, what time do you shut on Saturdays?", { job: null }],
    ["v02", "Hello,\n\nAre you open over the Easter weekend or closed until the Tuesday?\n\nKind regards,\nMaud Pellow\nSecond violins, Wexham Sinfonia", { job: null }],
    ["v03", [user("when are you open this week?"), agent("Tuesday to Saturday, ten till five."), user("lovely, thanks")], { job: null }],
    ["v04", "What are your hours on Friday? The bow has lost half its hair and needs doing", { job: "rehair" }],
    ["v05", "Do you open on Sundays? My cello's top has a crack running from the f-hole", { job: "repair" }],
    ["v06", "Hi, I was charged twice for the bridge you fitted last month, could you refund one of them?", { job: null }],
    ["v07", "Please send the receipt for my payment to my work address instead of home", { job: null }],
    ["v08", "The violin I inherited might be worth something, could you take a look and put a figure on it?", { job: "valuation" }],
    ["v09", "Name: Ravi Patel\nInstrument: viola\nWhat's wrong: the fingerboard has come unglued", { job: "repair" }]
  ]
}

const sauna: CatDomain = {
  detectors: [
    cls("booking", [
      ["We'd like the sauna trailer for a weekend in June", "hire"],
      ["Can we hire it for a birthday party?", "hire"],
      ["When are you open for people to come and try a session?", "visit"],
      ["Can I pop down to the yard to see the trailer first?", "visit"],
      ["The stove in the sauna stopped heating halfway through", "fault"]
    ]),
    pres("event_date", ["It's for the 12th of August", "Our party is next Saturday"])
  ],
  cases: [
    ["s01", "What times are you open at the yard on weekdays?", { booking: "visit" }],
    ["s02", "Are you open on bank holiday Monday?", { booking: "visit" }],
    ["s03", "We'd love it for our retreat at the start of October, three nights", { booking: "hire" }],
    ["s04", "the heater went cold an hour in and we couldn't get it going again", { booking: "fault" }],
    ["s05", "Hi there, we paid the deposit by bank transfer on Monday, has it come through?", { booking: null }],
    ["s06", "Could you put the company name on the invoice rather than mine? Thanks, Jo", { booking: null }],
    ["s07", "Thanks for a brilliant weekend, the sauna was the highlight", { booking: null }]
  ]
}

const tractor: CatDomain = {
  detectors: [
    cls("work", [
      ["The engine on our Fergie needs a full rebuild", "engine"],
      ["Could you respray my Fordson in the original blue?", "paint"],
      ["I'm after a new seat and mudguards for a David Brown", "parts"],
      ["Is there a charge on my account I don't recognise?", "billing"],
      ["My last invoice seems to have the wrong amount", "billing"]
    ]),
    pres("model", ["It's a 1956 Ferguson TE20", "A Massey 35 from 1960"])
  ],
  cases: [
    ["t01", "What time does the workshop close on a Friday?", { work: null }],
    ["t02", "Good morning,\n\nCould you let me know your opening times between Christmas and New Year?\n\nBest wishes,\nGeoff Carr\nCarr Farm Machinery Club", { work: null }],
    ["t03", "You've billed me twice for the rear wheels, please sort it", { work: "billing" }],
    ["t04", "Could you resend the invoice for the respray? Our treasurer lost it", { work: "billing" }],
    ["t05", "It knocks badly under load and blows blue smoke, the pistons are likely worn", { work: "engine" }],
    ["t06", "Opening hours? I want to drop off a Massey 35 that needs a fresh coat of red", { work: "paint", model: true }],
    ["t07", "Do you take on tractors from shows for restoration, or only local farmers? Just curious.", { work: null }],
    ["t08", "Need a replacement steering wheel and the badge for a 1958 Nuffield", { work: "parts" }]
  ]
}

const hydro: CatDomain = {
  detectors: [
    cls("session", [
      ["My spaniel had knee surgery and the vet suggested swimming", "rehab"],
      ["Could our collie come for a fun swim?", "fitness"],
      ["Is there space for a puppy to get used to the water?", "intro"]
    ]),
    pres("vet_referral", ["Our vet has written a referral", "The vet's form is attached"])
  ],
  cases: [
    ["h01", "hi are you open on sundays", { session: null }],
    ["h02", "Hiya, what are the pool's hours during half term?\n\nSent from my iPhone", { session: null }],
    ["h03", [user("what time do you close tonight?"), agent("We close at seven."), user("ok cheers")], { session: null }],
    ["h04", "Our lab is overweight and the vet wants her to build up some fitness without strain on her hips", { session: "rehab" }],
    ["h05", "I paid for a block of six by card but only got a receipt for five, can you check?", { session: null }],
    ["h06", "Please update the card we have on file, the old one has expired", { session: null }],
    ["h07", "Our 12-week-old pup has never been near water and we'd like her to get her paws wet gently", { session: "intro" }],
    ["h08", "What time do you open in the morning? Our terrier's cruciate op was last month and the surgeon sent a referral", { session: "rehab", vet_referral: true }]
  ]
}

const letterpress: CatDomain = {
  detectors: [
    cls("order", [
      ["We'd like 100 wedding invitations printed", "stationery"],
      ["Can I book a place on your Saturday workshop?", "workshop"],
      ["Do you print business cards on thick card?", "business_cards"]
    ]),
    pres("quantity", ["About 150 of them", "We need 2,000 cards"])
  ],
  cases: [
    ["l01", "Hello, is the studio open to callers on a Saturday morning?", { order: null }],
    ["l02", "What are your hours over the summer?", { order: null }],
    ["l03", "Hi, our accounts team need a VAT invoice for the cards you printed in May", { order: null }],
    ["l04", "My card payment for the course was declined, is there another way to pay?", { order: null }],
    ["l05", "We're marrying in September and want the day's stationery done with a deep impression", { order: "stationery" }],
    ["l06", "Are you open late on Thursdays? I'd love to try setting type by hand at one of your sessions", { order: "workshop" }],
    ["l07", "Need 500 cards for our new bakery with the logo pressed in, on heavy stock", { order: "business_cards", quantity: true }],
    ["l08", "Thanks for the lovely invitations, everyone commented on them!", { order: null }]
  ]
}

export const CCLS6_DOMAINS: ReadonlyArray<CatDomain> = [violin, sauna, tractor, hydro, letterpress]
