// The cfp1 challenge (cfp1.test.ts): four rubrics of our own, an electrician, a holiday cottage
// agency, an aquarium care firm and a float spa, each with two required fields and one escalation trigger. The
// family is the trigger found where it should not be: a question to the vendor behind a lead-in
// ("Quick question - do you …?", "Hi there, are your …?"), a smell of damp or staleness beside a
// trigger of burning or fumes, somebody else's episode, a plan or a worry. About a third are near
// misses the other way: a lead-in before a statement, a report followed by a question, a burning or
// gas smell, which must still be found. Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

const electrician: FpDomain = {
  name: "an electrician",
  criteria: {
    custom_detectors: [
      field("job_needed", ["I need two extra double sockets in the lounge", "Could you rewire the garage", "Our outside light needs replacing"]),
      field("property_address", ["We're at 18 Quarry Lane, Bingley", "Address: 4 Nettle Close, Otley", "the bungalow at 2 Ferndale Rise"]),
      trigger("electrical_danger", "A live electrical hazard at the property now", [
        "sparks are coming out of the fuse box",
        "there's a burning smell from the socket behind the telly",
        "the light switch gave me a shock"
      ], ["do you test smoke alarms as well?"])
    ],
    escalation: { triggers: [{ field: "electrical_danger" }] }
  },
  cases: [
    ["e01", "Quick question - do your electricians check the smoke alarms when they do an inspection? We'd want the garage rewired at 7 Holly Bank, Ilkley.", "QUALIFIED", { job_needed: true, property_address: true, electrical_danger: false }],
    ["e02", "Hi there - do your engineers deal with burning smells from fittings, or is that a different trade? Nothing like that here, just asking.", "FAILED", { electrical_danger: false }],
    ["e03", "One more thing, do you carry fire blankets in the van?", "FAILED", { electrical_danger: false }],
    ["e04", "Sorry - do you test for faulty wiring as part of a house survey?", "FAILED", { electrical_danger: false }],
    ["e05", "Quick update - the socket in the hall is sparking again and smells of burning.", "ESCALATE", { electrical_danger: true }],
    ["e06", "The fuse box is giving off smoke - do you have anyone free right now? We're at 3 Mill Fold, Keighley.", "ESCALATE", { electrical_danger: true }],
    ["e07", "There's a smell of burning plastic from the cooker switch and it's hot to touch.", "ESCALATE", { electrical_danger: true }],
    ["e08", "The understairs cupboard smells damp and musty, could you move the meter tails while you're here for the new sockets? 11 Aire View, Shipley.", "QUALIFIED", { job_needed: true, property_address: true, electrical_danger: false }],
    ["e09", "I'd like an outside socket put in for the lawnmower. We're at 22 Bracken Way, Baildon.", "QUALIFIED", { job_needed: true, property_address: true, electrical_danger: false }],
    ["e10", "Before I book - does the quote for a rewire include making good the plaster?", "FAILED", { electrical_danger: false }],
    ["e11", "Good morning - the kitchen lights keep tripping the breaker and there's a scorched mark round the switch.", "ESCALATE", { electrical_danger: true }],
    ["e12", "Small thing, are your lads happy to work around a dog?", "FAILED", { electrical_danger: false }]
  ]
}

const cottages: FpDomain = {
  name: "a holiday cottage agency",
  criteria: {
    custom_detectors: [
      field("booking_ref", ["Booking ref HC-20417", "my reservation number is 88321", "ref: CT5521"]),
      field("cottage_name", ["we're staying at Heron Barn", "the cottage is Lark Rise", "Property: Old Forge"]),
      trigger("urgent_fault", "A fault at the cottage that needs someone out now", [
        "water is pouring through the kitchen ceiling",
        "smoke is coming out of the wood burner into the room",
        "we can smell gas in the utility room",
        "the front door lock has jammed and we can't get in"
      ], ["is the hot tub open in winter?"])
    ],
    escalation: { triggers: [{ field: "urgent_fault" }] }
  },
  cases: [
    ["c01", "Quick question - is the wood burner at Heron Barn safe for kids to be near? Booking ref HC-33109.", "QUALIFIED", { booking_ref: true, cottage_name: true, urgent_fault: false }],
    ["c02", "Hello - do your cottages have carbon monoxide alarms fitted?", "FAILED", { urgent_fault: false }],
    ["c03", "The bedroom at Lark Rise smells a bit stale, could someone air it before we arrive? Ref CT7702.", "QUALIFIED", { booking_ref: true, cottage_name: true, urgent_fault: false }],
    ["c04", "There's a musty smell in the back bedroom of Old Forge, nothing urgent. Reservation 66120.", "QUALIFIED", { booking_ref: true, cottage_name: true, urgent_fault: false }],
    ["c05", "We're at Heron Barn and there's a strong smell of gas in the kitchen, ref HC-33109.", "ESCALATE", { urgent_fault: true }],
    ["c06", "Water is coming through the bathroom light at Lark Rise and dripping onto the floor!", "ESCALATE", { urgent_fault: true }],
    ["c07", "Sorry to bother you - the wood burner at Old Forge is pushing smoke into the lounge.", "ESCALATE", { urgent_fault: true }],
    ["c08", "One thing before we arrive - are the beds made up or do we bring linen? Staying at Lark Rise, ref CT7702.", "QUALIFIED", { booking_ref: true, cottage_name: true, urgent_fault: false }],
    ["c09", "The boot room smells of wet dogs from the last guests, could it be cleaned? We're at Old Forge.", "PARTIAL", { cottage_name: true, urgent_fault: false }],
    ["c10", "Quick one, is there a spare key box at the cottage in case we lock ourselves out?", "FAILED", { urgent_fault: false }],
    ["c11", "The sitting room smells of smoke and there's a haze near the ceiling, we're at Heron Barn.", "ESCALATE", { urgent_fault: true }],
    ["c12", [agent("Coastal Cottages, how can I help?"), user("hi - do you allow dogs at Lark Rise? it's ref CT7702")], "QUALIFIED", { booking_ref: true, cottage_name: true, urgent_fault: false }]
  ]
}

const aquarium: FpDomain = {
  name: "an aquarium care firm",
  criteria: {
    custom_detectors: [
      field("tank_size", ["it's a 240 litre tank", "Tank: 4ft, about 300L", "a small 60 litre nano"]),
      field("visit_day", ["Thursdays would suit us", "could you come on the 9th", "any weekday morning"]),
      trigger("tank_emergency", "A tank failing now: leaking, cracked, or fish dying", [
        "the tank has cracked and water is all over the floor",
        "half the fish died overnight",
        "the heater has failed and the water is freezing"
      ], ["what temperature should a tropical tank be?"])
    ],
    escalation: { triggers: [{ field: "tank_emergency" }] }
  },
  cases: [
    ["a01", "Quick question - do you treat fish for white spot on a visit? It's a 180 litre tank and Fridays suit us.", "QUALIFIED", { tank_size: true, visit_day: true, tank_emergency: false }],
    ["a02", "Hiya, are your staff trained to move a tank safely?", "FAILED", { tank_emergency: false }],
    ["a03", "The filter cupboard smells a bit musty, could you clean it on Tuesday? 120 litre tank.", "QUALIFIED", { tank_size: true, visit_day: true, tank_emergency: false }],
    ["a04", "Quick update - the tank has a crack down one side and water is pooling on the carpet.", "ESCALATE", { tank_emergency: true }],
    ["a05", "Our 200 litre tank is leaking from the bottom seam - do you have anyone who can come today?", "ESCALATE", { tank_emergency: true }],
    ["a06", "Sorry, one more thing - do you sell replacement heaters?", "FAILED", { tank_emergency: false }],
    ["a07", "My neighbour's tank cracked last year, which is why we want yours checked. It's 90 litres and any Monday works.", "QUALIFIED", { tank_size: true, visit_day: true, tank_emergency: false }],
    ["a08", "Hello - most of our tetras died overnight and the water has gone cloudy, 150 litre tank.", "ESCALATE", { tank_emergency: true }],
    ["a09", "I'd like a monthly clean of our 250 litre tank, Wednesdays ideally.", "QUALIFIED", { tank_size: true, visit_day: true, tank_emergency: false }],
    ["a10", "Morning - does a heater usually need replacing every few years?", "FAILED", { tank_emergency: false }]
  ]
}

const spa: FpDomain = {
  name: "a float spa",
  criteria: {
    custom_detectors: [
      field("session_wanted", ["a 60 minute float please", "two back-to-back floats for a couple", "the 90 minute session"]),
      field("preferred_date", ["Saturday the 14th if possible", "any evening next week", "Date: 3 May"]),
      trigger("health_risk", "A health condition of the guest's that needs checking before a float", [
        "I'm pregnant, about 20 weeks",
        "I have epilepsy",
        "I've got an open wound on my leg",
        "I take medication that makes me dizzy"
      ], ["I've never floated before, is it scary?"])
    ],
    escalation: { triggers: [{ field: "health_risk" }] }
  },
  cases: [
    ["f01", "My husband has epilepsy so he's staying home, but I'd like a 60 minute float on Friday evening.", "QUALIFIED", { session_wanted: true, preferred_date: true, health_risk: false }],
    ["f02", "My sister's pregnant, so she's giving it a miss, but I'd love the 90 minute session this Sunday.", "QUALIFIED", { session_wanted: true, preferred_date: true, health_risk: false }],
    ["f03", "I'm pregnant, about 30 weeks - is a 60 minute float ok for me?", "ESCALATE", { health_risk: true }],
    ["f04", "I have epilepsy and would like the 90 minute session next Tuesday.", "ESCALATE", { health_risk: true }],
    ["f05", "Could I book a 60 minute float for Saturday? I take tablets that make me lightheaded.", "ESCALATE", { health_risk: true }],
    ["f06", "Hi there - do you let pregnant guests float?", "FAILED", { health_risk: false }],
    ["f07", "I'd like two floats back to back for me and my partner on the 20th.", "QUALIFIED", { session_wanted: true, preferred_date: true, health_risk: false }]
  ]
}

export const CFP1_DOMAINS: ReadonlyArray<FpDomain> = [electrician, cottages, aquarium, spa]
