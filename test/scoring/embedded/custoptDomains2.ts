import { agent, type OptDomain, user } from "./custoptCases.js"

// The other three rubrics of custopt.test.ts (see custoptDomains.ts): a hot-tub hire, a falconry
// display team, a locksmith's call-out line.

const hotTub: OptDomain = {
  name: "a hot-tub hire",
  criteria: {
    custom_detectors: [
      { name: "delivery_date", type: "presence", examples: ["Delivery on Saturday 2 August please", "We'd want it from the 14th to the 17th", "Date needed: 31/12"], non_examples: ["Are you busy at weekends?"] },
      { name: "garden_access", type: "presence", description: "How the tub gets to its spot", examples: ["Side gate is 90cm wide", "Access is through the garage, no steps", "There's a path round the back, about 1 metre across"], non_examples: ["We have a big garden"] },
      {
        name: "injury_or_illness", type: "presence", required: false, description: "Someone was hurt or fell ill using the tub",
        examples: ["My son came out of the tub covered in an itchy rash", "My wife slipped on the step and cut her head", "Two of us have had sickness since using the tub"],
        non_examples: ["The water was a little cold"]
      },
      { name: "booking_ref", type: "presence", required: false, examples: ["Booking ref HT-7781", "Order number 100452", "Confirmation: TUB/22/0913"], non_examples: ["I booked last week"] }
    ],
    escalation: { triggers: [{ field: "injury_or_illness" }] }
  },
  cases: [
    ["Hi, can we have the 6-person tub for the 9th to 12th of July? Access is via a side gate roughly 1.1m wide, flat all the way.", "QUALIFIED", ["delivery_date", "garden_access"]],
    ["Order 100982 — my daughter has a burning red rash all over her back and legs after last night in the tub, the GP thinks it's from the water.", "ESCALATE", ["injury_or_illness", "booking_ref"]],
    ["Is the water chemically treated? I'm worried about skin irritation because my son has eczema. Looking at the weekend of 23 August.", "PARTIAL", ["delivery_date"]],
    ["We hired from you last summer and my husband slipped getting out, totally his own fault and he was fine. Same again please for 15 June, access through the back gate (about 95cm).", "QUALIFIED", ["delivery_date", "garden_access"]],
    ["Name: Chloe Brandt\nDates: 20/09 – 22/09\nAccess: garden gate 80cm, two steps down\nBooking ref: HT/5531", "QUALIFIED", ["delivery_date", "garden_access", "booking_ref"]],
    [[agent("Hot tub hire, how can I help?"), user("my friend went dizzy and fainted after being in the tub for ages, she's come round now but is very pale")], "ESCALATE", ["injury_or_illness"]],
    ["Hello, just checking the tub is still coming Friday morning.\n\nThanks\nMark\nBooking confirmation T-22190", "PARTIAL", ["delivery_date", "booking_ref"]],
    ["My neighbour got a nasty chest infection from a cheap hot tub he bought, so I want a properly cleaned one. Delivery 1 November, there's a flat path past the bins, easily wide enough.", "QUALIFIED", ["delivery_date", "garden_access"]],
    ["The tub water looks a bit cloudy today, is that normal? Everyone's fine, ref 100731.", "FAILED", ["booking_ref"]],
    ["Hello, we are 3 days using your tub and now my two kids have vomit and diarrhoea, also me a little. Booking number 100611.", "ESCALATE", ["injury_or_illness", "booking_ref"]],
    ["What if someone cuts themselves on the cover clips, are you insured? Asking before I book for 4 October. Gate is wide, no steps.", "QUALIFIED", ["delivery_date", "garden_access"]],
    ["I booked over the phone on Monday but never got an email. Can you confirm it's the 16th?", "PARTIAL", ["delivery_date"]]
  ]
}

const falconry: OptDomain = {
  name: "a falconry display team",
  criteria: {
    custom_detectors: [
      { name: "event_date", type: "presence", examples: ["Our fete is on Sunday 8 June", "Show date: 17/08/2026", "It's the last Saturday in July"], non_examples: ["We haven't fixed a date"] },
      { name: "venue", type: "presence", examples: ["On the village green at Great Ayton", "Venue: Ripley Castle grounds", "The field behind the Red Lion, Kilburn"], non_examples: ["Somewhere local probably"] },
      {
        name: "bird_incident", type: "presence", required: false, description: "A bird has hurt someone, got loose or been hurt at an event",
        examples: ["Your owl flew off during the show and hasn't come back", "The hawk scratched a child's face at the handling session", "A dog got hold of one of the birds"],
        non_examples: ["The birds were a bit quiet in the heat"]
      },
      {
        name: "safety_papers", type: "presence", required: false, description: "The organiser asks for the team's risk assessment or insurance papers",
        examples: ["Please send your risk assessment and public liability certificate", "The council needs a copy of your insurance before the event", "Can we have your RAMS document for the safety officer"],
        non_examples: ["Are the birds safe around children?"]
      }
    ],
    escalation: { triggers: [{ field: "bird_incident" }] }
  },
  cases: [
    ["We'd love a flying display at our school summer fair on Saturday 5 July, on the playing field at Hillside Primary, Thirsk. The head will want your liability cover and a risk assessment in advance.", "QUALIFIED", ["event_date", "venue", "safety_papers"]],
    [[agent("Falconry team, hello?"), user("it's Jan at the show, your harris hawk has gone off over the woods and the handler can't get it back, he's asked me to call you")], "ESCALATE", ["bird_incident"]],
    ["Last year one of the owls was startled by fireworks, but it was fine after a rest. Can you come back for our bonfire night event, 5 November at Bedale Showground?", "QUALIFIED", ["event_date", "venue"]],
    ["Have your birds ever attacked anyone? The parish council are nervous. It would be the village green in Nunnington, date to be fixed.", "PARTIAL", ["venue"]],
    ["Event: Carlton Country Show\nDate: 24/08\nLocation: Carlton Park, main arena\nDocuments needed: insurance certificate, risk assessment, handler DBS", "QUALIFIED", ["event_date", "venue", "safety_papers"]],
    ["Hi, the buzzard caught a little boy's arm with its talon during the meet-and-greet today, he needed a plaster and his mum is upset. Please ring me.\n\nSue Hart\nEvents Officer, Malton Town Council", "ESCALATE", ["bird_incident"]],
    ["We heard another display team lost an eagle at a wedding last month. Just want to be sure of your set-up. Wedding on 13 September at Swinton Park.", "QUALIFIED", ["event_date", "venue"]],
    ["Thanks so much for yesterday, the children loved the barn owl.", "FAILED", []],
    ["Hello, we organise medieval festival in castle Scarborough, 19 and 20 of July. Our insurance company ask we must have your papers of liability before.", "QUALIFIED", ["event_date", "venue", "safety_papers"]],
    ["Do the birds come in their own van? We're at Sledmere House on 2 August.", "QUALIFIED", ["event_date", "venue"]],
    ["During the display the kestrel landed on a spectator's head and cut her scalp, she's gone to first aid. We're still at Duncombe Park now.", "ESCALATE", ["venue", "bird_incident"]],
    ["No birds were hurt or lost, the handler just wants to check the flight plan for 21 June at Castle Howard.", "QUALIFIED", ["event_date", "venue"]]
  ]
}

const locksmith: OptDomain = {
  name: "a locksmith's call-out line",
  criteria: {
    custom_detectors: [
      { name: "address", type: "presence", examples: ["I'm at 27 Kirk Street, Perth", "Address: Flat 2, 9 Dundee Road", "The shop is 112 High Street, Crieff"], non_examples: ["Near the town centre"] },
      { name: "lock_job", type: "presence", description: "What is wrong with the lock or what lock work is needed", examples: ["I've locked myself out", "The key snapped in the front door lock", "The back door won't lock at all"], non_examples: ["Do you sell safes?"] },
      {
        name: "someone_trapped", type: "presence", required: false, description: "A person or animal is shut inside and at risk",
        examples: ["My toddler is locked in the house on her own", "My elderly dad is inside, he's fallen and can't get to the door", "The baby's locked in the car and it's hot"],
        non_examples: ["I'm locked out but the house is empty"]
      },
      { name: "crime_ref", type: "presence", required: false, examples: ["Police reference 1447 of 12/03", "Crime number: CR-2291-24", "The police gave us incident 0556"], non_examples: ["We haven't called the police"] }
    ],
    escalation: { triggers: [{ field: "someone_trapped" }] }
  },
  cases: [
    ["I've shut the door with the keys and my 2-year-old inside, she's crying in the hallway, 14 Glebe Road, Scone. Please hurry", "ESCALATE", ["address", "lock_job", "someone_trapped"]],
    ["We were burgled overnight and the back door lock is smashed. Police log 0412 of today. 6 Tay Street, Perth.", "QUALIFIED", ["address", "lock_job", "crime_ref"]],
    ["Someone tried our door last night but didn't get in. We haven't reported it yet. Could you fit a better lock? 3 Rose Crescent, Perth.", "QUALIFIED", ["address", "lock_job"]],
    ["What would you do if a child was locked inside? Just wondering for future, we have a stiff front door latch at 8 Main Street, Coupar Angus.", "QUALIFIED", ["address", "lock_job"]],
    ["Address: 21 Atholl Road, Pitlochry\nProblem: uPVC door mechanism failed, won't open\nPeople inside: none\nCrime ref: n/a", "QUALIFIED", ["address", "lock_job"]],
    [[agent("Locksmiths, what's the problem?"), user("my mum's 88 and she's locked in her bedroom, the handle's come off on her side and she needs her insulin"), agent("What's the address?"), user("4 Birch Avenue, Blairgowrie")], "ESCALATE", ["address", "lock_job", "someone_trapped"]],
    ["My sister's kid got locked in a car once and it took ages to get help, so I've saved your number. No problem right now.", "FAILED", []],
    ["Could you quote for changing all the locks when we move in next month? We're buying 10 Scott Street, Perth.", "QUALIFIED", ["address", "lock_job"]],
    ["Hi, the police have boarded the shop door after the break-in and we need a new mortice lock fitted today.\n\nRavi Anand\nAnand Pharmacy, 55 South Street, Perth\nPolice incident no. PS-20260311-0871", "QUALIFIED", ["address", "lock_job", "crime_ref"]],
    ["Please help, my dog is inside flat and I am outside, key is broken in the door. Flat 3, 18 Leonard Street. The dog is old and sick, I worry.", "ESCALATE", ["address", "lock_job", "someone_trapped"]],
    ["Last winter you got my grandson out when he locked himself in the bathroom, thank you again. Now the garage padlock is seized. 7 Muirton Place.", "QUALIFIED", ["address", "lock_job"]],
    ["I'm locked out, nobody is inside, no pets, just me stuck on the step. 30 Needless Road, Perth.", "QUALIFIED", ["address", "lock_job"]]
  ]
}

export const DOMAINS: ReadonlyArray<OptDomain> = [hotTub, falconry, locksmith]
