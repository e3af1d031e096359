import { agent, type OptDomain, user } from "./custoptCases.js"

// Three of the six rubrics of custopt.test.ts (custoptDomains2.ts holds the others): a chimney
// sweep, a school minibus hire, a piano tuner (no escalation at all: both optional detectors are
// extras). The optional thing is told in other words than its examples, as a form line, in a
// signature; a third of the messages are near misses (the topic without the event, a question,
// a past or hypothetical case, someone else's, a denial, routine business).

const sweep: OptDomain = {
  name: "a chimney sweep",
  criteria: {
    custom_detectors: [
      { name: "address", type: "presence", examples: ["14 Mill Lane, Hebden Bridge", "We're at Rose Cottage, Upper Street, Ashby", "Address: 3 Orchard Close, HX7 2BT"], non_examples: ["We're out in the countryside"] },
      { name: "appliance", type: "presence", examples: ["It's an open fire in the lounge", "We have a multi-fuel stove fitted in 2019", "Two chimneys, a wood burner and an Aga"], non_examples: ["We haven't lit anything yet this year"] },
      {
        name: "chimney_fire", type: "presence", required: false, description: "Fire or smoke inside the chimney or flue right now",
        examples: ["There's a roaring noise in the chimney and sparks coming out of the pot", "Smoke is pouring back into the living room from the stove", "The chimney breast is red hot to touch"],
        non_examples: ["The stove smokes a bit when I first light it"]
      },
      {
        name: "sweep_certificate", type: "presence", required: false, description: "The customer wants a sweeping certificate or quotes one",
        examples: ["Could you leave a sweep certificate for my insurer?", "Our last certificate number was CS-55812", "I need the certificate for the house sale"],
        non_examples: ["How often should a chimney be swept?"]
      }
    ],
    escalation: { triggers: [{ field: "chimney_fire" }] }
  },
  cases: [
    ["Hi, could you sweep our wood burner next week? Address is 22 Fold Road, Todmorden OL14 5RT. My home insurance wants proof it's been done so please bring the paperwork.", "QUALIFIED", ["address", "appliance", "sweep_certificate"]],
    ["There's a horrible rumbling up the flue and burning bits dropping out of the stove door, the bricks above it are too hot to touch. 9 Beck Side, Sowerby.", "ESCALATE", ["address", "appliance", "chimney_fire"]],
    ["What should we do if we ever had a chimney fire? We have an open fire at 5 Water Street, Ripponden.", "QUALIFIED", ["address", "appliance"]],
    ["We had a chimney fire about ten years ago and had it relined since, all fine now. Just the annual sweep please for the log burner, Oak Barn, Moor Lane, Holmfirth.", "QUALIFIED", ["address", "appliance"]],
    ["Name: Peter Oduya\nAddress: 41 Station Parade, Elland HX5 0AB\nAppliance: woodburner (Clearview)\nCertificate ref from last year: SW/2291/23\nNotes: none", "QUALIFIED", ["address", "appliance", "sweep_certificate"]],
    ["Our neighbour's chimney caught fire on Saturday and the fire brigade came, it's made us nervous. Can you do our multi-fuel stove? We're next door at number 18 Hill Crest, Luddenden.", "QUALIFIED", ["address", "appliance"]],
    ["Please can you book us in for a sweep in October, we'll confirm the address nearer the time.", "FAILED", []],
    [[agent("Sweep line, how can I help?"), user("smoke keeps billowing back into the front room whenever we light the burner, the alarm is going off right now")], "ESCALATE", ["appliance", "chimney_fire"]],
    ["Hello, the solid fuel Rayburn at our holiday let needs doing before the guests arrive on the 3rd.\n\nThanks,\nGillian Marsh\nThe Old Forge, Church Street, Heptonstall HX7 7LU\n07700 900412", "QUALIFIED", ["address", "appliance"]],
    ["Hello, I am new in this house, there is a fireplace open, we want to use in winter. Please I need also paper for my landlord that chimney is clean. House is 7 Queens Road, Halifax.", "QUALIFIED", ["address", "appliance", "sweep_certificate"]],
    ["Do you have to be HETAS registered to sweep a chimney? Just curious before I book anyone.", "FAILED", []],
    ["No smoke coming back at all, it draws nicely, just due its yearly sweep. Log burner, 2 Ash Grove, Mytholmroyd.", "QUALIFIED", ["address", "appliance"]]
  ]
}

const minibus: OptDomain = {
  name: "a school minibus hire",
  criteria: {
    custom_detectors: [
      { name: "trip_date", type: "presence", examples: ["We need it on Friday 14 March", "Trip date: 22/06", "For the week of 7 July"], non_examples: ["Sometime in the summer term maybe"] },
      { name: "passengers", type: "presence", examples: ["There will be 15 pupils and 2 staff", "Seats needed: 12", "About sixteen children from Year 5"], non_examples: ["How many seats does the bus have?"] },
      {
        name: "wheelchair_access", type: "presence", required: false, description: "A passenger uses a wheelchair and needs a lift or ramp",
        examples: ["One of our pupils uses a wheelchair so we'll need the tail lift", "We need a ramp for a wheelchair user", "Wheelchair space required for one child"],
        non_examples: ["Is there room for pushchairs?"]
      },
      {
        name: "permit_number", type: "presence", required: false, description: "The school's permit for running the bus",
        examples: ["Our Section 19 permit number is PB0041982", "Permit no. S19/77031", "We hold a small bus permit, ref 4471-SB"],
        non_examples: ["Do we need a permit to drive it?"]
      },
      {
        name: "breakdown", type: "presence", required: false, description: "The hired bus has broken down or had an accident during a trip",
        examples: ["The minibus has broken down on the motorway with the children on board", "We've had a bump in the car park and the back light is smashed", "The engine warning came on and it's lost power, we're stuck in a lay-by"],
        non_examples: ["It was a bit noisy on the way back"]
      }
    ],
    escalation: { triggers: [{ field: "breakdown" }] }
  },
  cases: [
    ["Hello, Year 6 are going to the coast on Thursday 19 June, that's 14 children and 2 teachers. One girl is in a wheelchair so we need the version with the lift at the back.", "QUALIFIED", ["trip_date", "passengers", "wheelchair_access"]],
    ["We're on the hard shoulder of the A64 in your bus, it made a loud bang and won't go, 13 kids with us. Please send someone.", "ESCALATE", ["passengers", "breakdown"]],
    ["School: Brookfield Primary\nDate of trip: 03/10\nPupils: 11 + 2 adults\nPermit: S19-22018\nAccess needs: none", "QUALIFIED", ["trip_date", "passengers", "permit_number"]],
    ["Last time we hired from you the bus broke down near Pickering, but the replacement came fast. Could we book again for 5 May? 16 pupils.", "QUALIFIED", ["trip_date", "passengers"]],
    ["What happens if the minibus breaks down while we're away? We're thinking of a trip in the spring but haven't got numbers yet.", "FAILED", []],
    ["Hi, please can we have the 17-seater on Wednesday 12 November for the football team, 15 boys plus me.\n\nMr D. Khan\nPE Department, Oakfield Academy\nCommunity transport permit PB 0093317", "QUALIFIED", ["trip_date", "passengers", "permit_number"]],
    ["Do your buses take wheelchairs? Nobody needs one this time but we might in future. It's 10 children on 2 April.", "QUALIFIED", ["trip_date", "passengers"]],
    ["Another school told us their hire bus conked out on the way to the zoo, which is why we're careful. We need one for 28 February, 12 seats.", "QUALIFIED", ["trip_date", "passengers"]],
    [[agent("Minibus bookings, how can I help?"), user("hi we're out with your bus now and reversed into a bollard, the rear door won't shut properly, kids are all ok")], "ESCALATE", ["breakdown"]],
    ["Just returning the keys tomorrow morning, thanks for the bus.", "FAILED", []],
    ["Good morning, our school want to rent bus for trip to museum on 9th of December, we are 18 persons with teachers. One boy cannot walk, he sit in the wheelchair.", "QUALIFIED", ["trip_date", "passengers", "wheelchair_access"]],
    ["Do the teachers need a special licence or permit to drive your minibus? Trip is the 21st of March for about 14 pupils.", "QUALIFIED", ["trip_date", "passengers"]]
  ]
}

const piano: OptDomain = {
  name: "a piano tuner",
  criteria: {
    custom_detectors: [
      { name: "piano", type: "presence", examples: ["It's a Yamaha upright", "A baby grand, a Bechstein from the 1920s", "Piano: Kawai K-200"], non_examples: ["We're thinking of buying a piano"] },
      { name: "area", type: "presence", examples: ["We're in Didsbury, M20", "Postcode SK4 3EX", "Our flat is in central Bath"], non_examples: ["Do you travel far?"] },
      {
        name: "damage", type: "presence", required: false, description: "The piano is physically damaged: water, a break, a fall, pests",
        examples: ["Water got into it when the ceiling leaked", "One of the legs snapped when it was moved", "Mice have chewed the felts"],
        non_examples: ["It's just a bit out of tune"]
      },
      {
        name: "customer_number", type: "presence", required: false,
        examples: ["Customer number 40127", "My account with you is PT-3381", "Your ref on my last invoice: 2291/B"],
        non_examples: ["I've used you before"]
      }
    ]
  },
  cases: [
    ["Hi, our Broadwood upright in Chorlton (M21) hasn't been tuned since we moved in. Customer no. 5521 from the previous owner's account if that helps.", "QUALIFIED", ["piano", "area", "customer_number"]],
    ["The removal men dropped our Steinway grand coming off the lorry and the lid hinge has torn out, could you look at it? We're in Altrincham WA14.", "QUALIFIED", ["piano", "area", "damage"]],
    ["Is it worth tuning a piano that's had a flood? Asking for my mum. Thanks.", "FAILED", []],
    ["Our Chappell upright is in perfect condition, no damage at all, just sounds flat. Postcode M19 2PL.", "QUALIFIED", ["piano", "area"]],
    ["Instrument: Petrof upright\nLocation: Sale, M33\nCondition: some keys stick since the damp got in over winter\nAccount: C-00417", "QUALIFIED", ["piano", "area", "damage", "customer_number"]],
    ["Dear tuner, please could you come to tune the school's Yamaha U1 before the concert.\n\nRegards,\nAnita Bose\nMusic Dept, St Anne's School, Stockport SK2 6HJ\nInvoice account 7732", "QUALIFIED", ["piano", "area", "customer_number"]],
    ["Something has been nesting inside the piano, there's droppings and shredded paper under the hammers. It's a Danemann upright in Heaton Moor.", "QUALIFIED", ["piano", "area", "damage"]],
    ["Thanks for last week's tuning, it sounds lovely.", "FAILED", []],
    ["We're moving house next month, should the piano be tuned before or after the move? It's a Knight upright.", "PARTIAL", ["piano"]],
    ["Hello, I have old piano from my grandmother, German, Blüthner. The wood is cracked on the side after summer near the radiator. I live in Levenshulme.", "QUALIFIED", ["piano", "area", "damage"]],
    [[agent("Piano tuning, can I take your customer number?"), user("yes it's 30-1188, I'm in Prestwich and it's the same Kemble as before")], "QUALIFIED", ["piano", "area", "customer_number"]],
    ["I've had you out twice before but I've lost the paperwork. Could you do the baby grand in Hale?", "QUALIFIED", ["piano", "area"]]
  ]
}

export const DOMAINS: ReadonlyArray<OptDomain> = [sweep, minibus, piano]
