import { agent, type FieldDomain, user } from "./custfieldDomains.js"

// Four more rubrics for custfield.test.ts: a venue hire desk, a swimming school, a skip hire
// firm and a tyre fitter (a quantity, a person's name and age, a size, a registration plate).

const venueHire: FieldDomain = {
  name: "a conference venue",
  criteria: {
    custom_detectors: [
      { name: "event_date", type: "presence", examples: ["The event is on 18 September 2026", "We're looking at Thursday 5 March", "Date: 22/10/2026"] },
      { name: "guest_count", type: "presence", examples: ["About 80 guests", "Around 40 delegates", "We expect 120 people"] },
      {
        name: "room_needs", type: "presence",
        examples: ["We need a projector and a stage", "Theatre-style seating with a breakout room", "A room with daylight and a lunch buffet"]
      }
    ]
  },
  cases: [
    ["We're planning a product launch for roughly sixty people on the 14th of May. Would need a screen and microphones.", ["event_date", "guest_count", "room_needs"]],
    ["Headcount: 45\nWhen: Tue 3 Nov\nSet-up: boardroom style", ["event_date", "guest_count", "room_needs"]],
    ["What's your day rate? Our budget is £2,500.", []],
    ["We held our AGM with you on 12 March 2025 and it went brilliantly.", []],
    ["Do you have parking on site?", []],
    ["Good morning,\n\nI'm organising our annual sales conference and wondered whether the main hall is free next Thursday. There will be 150 of us and we'd like cabaret tables plus a separate quiet room for interviews.\n\nBest wishes,\nNadia Green\nEvents Coordinator\nTel 0113 496 0877", ["event_date", "guest_count", "room_needs"]],
    ["A workshop for twelve staff, any Friday in June.", ["guest_count", "event_date"]],
    ["We haven't fixed a date yet and numbers are still unknown.", []],
    ["Call me on 07700 900 731, I'll explain what we're after.", []],
    ["Could we book the garden room for 30 attendees?", ["guest_count"]],
    ["Our company has 300 employees across three offices.", []],
    ["The date would be the first Saturday in December, we'll need a dance floor.", ["event_date", "room_needs"]]
  ]
}

const swimmingSchool: FieldDomain = {
  name: "a swimming school",
  criteria: {
    custom_detectors: [
      { name: "swimmer_name", type: "presence", examples: ["My daughter is called Amelia Jones", "Swimmer: Oliver Smith", "Name: Priya Shah"] },
      { name: "swimmer_age", type: "presence", examples: ["She is 7 years old", "Age: 5", "He's nine"] },
      {
        name: "ability", type: "presence",
        examples: ["She can swim a width without armbands", "He's nervous and won't put his face in", "Can do 25 metres front crawl"]
      }
    ]
  },
  cases: [
    ["I'd like to enrol my son Theo Martin, he's six and can't swim yet.", ["swimmer_name", "swimmer_age", "ability"]],
    ["Child: Isla Brown\nDOB: 04/02/2019\nLevel: happy in the water, can float on her back", ["swimmer_name", "swimmer_age", "ability"]],
    ["How much are lessons per term? We paid £65 last term.", []],
    ["Do you have any spaces on Saturday mornings?", []],
    ["My twins are eight and both swim 10 metres on their front.", ["swimmer_age", "ability"]],
    ["Hi, Jacob is scared of the deep end, could he go in a smaller group?", ["swimmer_name", "ability"]],
    ["Hello,\n\nWe have just moved to the area and my daughter, Mia Clarke, aged 10, was at stage 5 at her old club. Could you let me know which class she should join?\n\nThanks,\nLaura Clarke", ["swimmer_name", "swimmer_age", "ability"]],
    ["There are 3 of us who'd want to watch from the gallery, is that ok?", []],
    ["Call me on 07700 900 512 please.", []],
    ["I'll send his details later when I've checked with his dad.", []],
    ["Age 4, loves splashing but won't let go of the side.", ["swimmer_age", "ability"]],
    ["The lesson lasts 30 minutes, right?", []]
  ]
}

const skipHire: FieldDomain = {
  name: "a skip hire firm",
  criteria: {
    custom_detectors: [
      { name: "site_postcode", type: "presence", examples: ["Postcode is M14 5RT", "Drop it at 27 Wilton Avenue, M20 2PL", "Site: SK4 3DN"] },
      { name: "skip_size", type: "presence", examples: ["An 8 yard skip", "A 6 cubic yard one", "The biggest you have, 12 yards"] },
      { name: "delivery_date", type: "presence", examples: ["Delivered on Monday 2 March", "We need it by 15/04", "Drop-off Friday please"] }
    ]
  },
  cases: [
    ["Can I get a four-yard skip dropped at M145RT on the 9th?", ["site_postcode", "skip_size", "delivery_date"]],
    ["Location: 3 Ash Walk, Stockport\nSize needed: midi\nWhen: next Monday", ["site_postcode", "skip_size", "delivery_date"]],
    ["How much is an 8 yarder for a week? Budget around £250.", ["skip_size"]],
    ["The last skip you dropped on 3 February 2025 was collected late.", []],
    ["We'll have about 3 tonnes of rubble and soil from the patio.", []],
    ["Hi there,\n\nWe're renovating the kitchen and need a skip on the drive for a fortnight. The address is 12 Fern Crescent, Didsbury, M20 6QT. Could it come on Tuesday morning? A 6 yard should be plenty.\n\nCheers,\nTom", ["site_postcode", "skip_size", "delivery_date"]],
    ["Do I need a permit if it goes on the road?", []],
    ["Ring me on 0161 496 0099 to sort it.", []],
    ["Not sure of the size yet, could someone come and look?", []],
    ["Drop it at the back of the pub, The Red Lion, Chapel Street, SK1 3TA, this Friday.", ["site_postcode", "delivery_date"]],
    ["There are 2 of us clearing the loft this weekend.", ["delivery_date"]],
    ["I'd need it for 14 days from the 1st of June.", ["delivery_date"]]
  ]
}

const tyreFitter: FieldDomain = {
  name: "a mobile tyre fitter",
  criteria: {
    custom_detectors: [
      { name: "registration", type: "presence", examples: ["Reg is AB12 CDE", "Car registration: KX68 PLM", "It's a Golf, reg YD19 XTR"] },
      { name: "tyre_size", type: "presence", examples: ["205/55 R16", "Tyre size 225/45R17", "They're 195/65 R15 91V"] },
      {
        name: "tyre_need", type: "presence",
        examples: ["I've got a puncture in the front left", "Need two new rear tyres", "The tread is down to the legal limit"]
      }
    ]
  },
  cases: [
    ["Flat tyre on the M62 services, reg LN70 HGB.", ["registration", "tyre_need"]],
    ["Vehicle: Ford Fiesta\nPlate: WR66 TFZ\nSize: 195/55/16\nJob: replace both fronts", ["registration", "tyre_size", "tyre_need"]],
    ["How much for four budget tyres? I was quoted £320 elsewhere.", ["tyre_need"]],
    ["Ring me on 07700 900 843 when you're nearby.", []],
    ["I don't know the size, it's whatever a 2018 Corsa takes.", []],
    ["Hi,\n\nMy wife's car has a slow puncture on the rear nearside and it's losing air overnight. The tyres are 215 55 17 and the registration is SN17 OKP. Could someone come to her work?\n\nThanks,\nGreg", ["registration", "tyre_size", "tyre_need"]],
    ["Are you open on bank holidays?", []],
    ["You fitted my tyres on 2 May 2025, all good so far.", []],
    ["It says 225 45 R18 on the side wall.", ["tyre_size"]],
    ["I've done 12,000 miles since the last change.", []],
    [[agent("What's the registration?"), user("BD51 SMR")], ["registration"]],
    ["Booking ref 44120, just confirming Thursday.", []]
  ]
}

export const DOMAINS: ReadonlyArray<FieldDomain> = [venueHire, swimmingSchool, skipHire, tyreFitter]
