import { agent, type OptDomain, user } from "./custoptCases.js"

// The custopt2 challenge (custopt2.test.ts): five rubrics of our own whose OPTIONAL extras (an ID, a
// reference, an access note: `required: false`, no escalation) stand beside required detectors
// whose examples sound like them (a date example that names a place, an address example that
// mentions a gate). A third of the messages are near misses: the required business told in words
// close to an extra's examples, without the extra.

const bikeShop: OptDomain = {
  name: "a bicycle repair shop",
  criteria: {
    custom_detectors: [
      { name: "bike", type: "presence", examples: ["It's a Trek road bike, about five years old", "My bike is a Brompton folding bike", "A kids' mountain bike with 24 inch wheels"], non_examples: ["I don't cycle much"] },
      { name: "fault", type: "presence", examples: ["The gears keep slipping when I pedal hard", "Rear brake is rubbing on the disc", "Front tyre keeps going flat overnight"], non_examples: ["It rides fine"] },
      {
        name: "frame_number", type: "presence", required: false, description: "The bike's frame or serial number",
        examples: ["Frame number WTU123X4567", "The serial under the bottom bracket reads KB-77810", "Serial no. on the frame: GT0045521"],
        non_examples: ["I don't know where the serial is"]
      },
      {
        name: "collection_note", type: "presence", required: false, description: "How or when the bike can be dropped off or collected",
        examples: ["I can only drop it off before 8am", "My partner will collect it on Saturday", "Please leave it locked in the side passage if we're out"],
        non_examples: ["How long do repairs take?"]
      }
    ]
  },
  cases: [
    ["My Brompton's gears have started slipping on hills. Frame no. is BR-2290147 if you need it for your records.", "QUALIFIED", ["bike", "fault", "frame_number"]],
    ["Hi, the back brake on my hybrid rubs all the time. I work shifts so I can only bring it in after 6pm, is that ok?", "QUALIFIED", ["bike", "fault", "collection_note"]],
    ["It's a Specialized road bike, the chain jumps off whenever I change to the small ring.", "QUALIFIED", ["bike", "fault"]],
    ["Bike: Giant Talon\nProblem: front wheel wobbles\nSerial: GTA5589021\nDrop-off: my son will bring it on Tuesday", "QUALIFIED", ["bike", "fault", "frame_number", "collection_note"]],
    ["Can you service a Dutch style town bike? Nothing is wrong with it, just a yearly check.", "PARTIAL", ["bike"]],
    ["My daughter's 20 inch bike has a puncture in the rear tyre again, third time this month.", "QUALIFIED", ["bike", "fault"]],
    ["hello my bicycle is Cube brand, the pedal make clicking noise each turn. I bring it tomorrow morning before work, 7.30 ok?", "QUALIFIED", ["bike", "fault", "collection_note"]],
    ["The disc brakes squeal loudly on my Cannondale when it's wet. I bought it second hand so no idea of the serial number sorry.", "QUALIFIED", ["bike", "fault"]],
    [[agent("Cycle workshop, how can I help?"), user("my e-bike battery won't charge past half"), agent("What's the frame number?"), user("WX4471203")], "QUALIFIED", ["bike", "fault", "frame_number"]],
    ["How much do you charge to true a wheel? Just asking for now.", "FAILED", []]
  ]
}

const groomer: OptDomain = {
  name: "a dog groomer",
  criteria: {
    custom_detectors: [
      { name: "dog", type: "presence", examples: ["She's a two year old cockapoo", "He is a large German shepherd", "Our dog is a miniature schnauzer"], non_examples: ["We're thinking of getting a puppy"] },
      { name: "appointment_day", type: "presence", examples: ["Could we come in on Thursday morning?", "Any slot next Saturday at the salon would be great", "Is 10am on the 12th free?"], non_examples: ["Whenever suits"] },
      {
        name: "microchip", type: "presence", required: false, description: "The dog's microchip number",
        examples: ["His microchip number is 985112003456789", "Chip no: 941000019283746", "Microchip 900 1640 0012 3344"],
        non_examples: ["He isn't chipped yet"]
      },
      {
        name: "handling_note", type: "presence", required: false, description: "Something the groomer must know to handle the dog safely",
        examples: ["She gets very anxious with the dryer", "He may snap if you touch his back paws", "Please muzzle him for nail clipping"],
        non_examples: ["He's very friendly"]
      }
    ]
  },
  cases: [
    ["Hi, can I book my cockapoo Bella in for Friday afternoon? She panics at loud noises, especially the hairdryer, so please go gently.", "QUALIFIED", ["dog", "appointment_day", "handling_note"]],
    ["Our labrador needs a bath and nail trim, is next Wednesday at 2 free?", "QUALIFIED", ["dog", "appointment_day"]],
    ["Dog: Shih Tzu, 4 yrs\nPreferred date: 18 March\nMicrochip: 977200008812345\nNotes: nips when his ears are handled", "QUALIFIED", ["dog", "appointment_day", "microchip", "handling_note"]],
    ["He's a really calm and easy going spaniel, loves being brushed. Could you fit him in on Monday?", "QUALIFIED", ["dog", "appointment_day"]],
    ["Do you groom cats as well as dogs?", "FAILED", []],
    ["hello I have a poodle, she need full cut. She bites when somebody touches her tail so be careful please. When do you have free place?", "PARTIAL", ["dog", "handling_note"]],
    ["Booking for Saturday the 9th please, for our border terrier Max. The vet has his chip number if you need it.", "QUALIFIED", ["dog", "appointment_day"]],
    ["Can Rolo the dachshund come in Tuesday? His microchip is 981020000554433 as the new rules ask.", "QUALIFIED", ["dog", "appointment_day", "microchip"]],
    ["Our husky moults everywhere, we'd like a deshed. Any day next week works.", "PARTIAL", ["dog"]],
    ["Is Thursday at 9 still available at the salon? It's for my golden retriever, first time being groomed.", "QUALIFIED", ["dog", "appointment_day"]]
  ]
}

const carpets: OptDomain = {
  name: "a carpet cleaner",
  criteria: {
    custom_detectors: [
      { name: "address", type: "presence", examples: ["We're at 8 Linden Avenue, Bromley", "Flat 3, 12 Carrow Road, Norwich NR1 1HS", "The house is 27 Mill Street, behind the garden gate"], non_examples: ["We're in town"] },
      { name: "rooms", type: "presence", examples: ["The lounge and hall carpets", "Three bedrooms and the stairs", "Just the living room rug"], non_examples: ["The whole place is a mess"] },
      {
        name: "access_note", type: "presence", required: false, description: "How the cleaner gets in or parks",
        examples: ["The key is in a key safe, code 4412", "Parking is tight, use the pub car park opposite", "Ring the top buzzer, the lift is out of order"],
        non_examples: ["We'll be home all day"]
      },
      {
        name: "quote_ref", type: "presence", required: false, description: "A quote or booking reference already given",
        examples: ["Your quote reference was Q-20931", "Booking ref CC/7781", "You quoted me last week under reference 55120"],
        non_examples: ["Can I have a quote?"]
      }
    ]
  },
  cases: [
    ["Please clean the lounge and stairs at 41 Birch Road, Sutton. There's no parking on our street, use the Tesco car park two minutes away.", "QUALIFIED", ["address", "rooms", "access_note"]],
    ["Quote ref Q-30417: we'd like to go ahead with the two bedrooms. Address is 6 Elm Close, Dartford DA1 2PQ.", "QUALIFIED", ["address", "rooms", "quote_ref"]],
    ["Rooms: dining room and hallway\nAddress: 19 Harbour View, Whitby YO21 3DF\nAccess: key under the blue plant pot by the back door", "QUALIFIED", ["address", "rooms", "access_note"]],
    ["The house is 5 Beech Lane, Epsom, just past the garden centre. Only the lounge carpet needs doing.", "QUALIFIED", ["address", "rooms"]],
    ["I'll be home all day so no need for keys. Hall, stairs and landing please, 88 Park Crescent, Leeds LS8 1AB.", "QUALIFIED", ["address", "rooms"]],
    ["Can you get red wine out of a wool rug? Just wondering before I call anyone.", "FAILED", []],
    ["Flat 9, Riverside Court, Exeter EX2 4AA. Ring flat 9 on the entry panel, the lift is broken so it's three floors up. It's the bedroom and living room.", "QUALIFIED", ["address", "rooms", "access_note"]],
    ["We got your quote last week, can we book the three bedrooms for the 20th? 14 Fern Road, Hove.", "QUALIFIED", ["address", "rooms"]],
    ["hello, carpet in living room has big stain from the dog. I am at Flat 2, 70 Station Road, Crewe. I leave the key with neighbour at number 72.", "QUALIFIED", ["address", "rooms", "access_note"]],
    ["We're at 3 Kiln Way, Stroud, through the gate at the side of the garage. Could you do the lounge?", "QUALIFIED", ["address", "rooms"]]
  ]
}

const tailor: OptDomain = {
  name: "a tailor's alterations",
  criteria: {
    custom_detectors: [
      { name: "garment", type: "presence", examples: ["A navy wool suit jacket", "My wedding dress needs taking in", "Two pairs of work trousers"], non_examples: ["Some clothes"] },
      { name: "needed_by", type: "presence", examples: ["I need it back before the wedding on 6 June", "It has to be ready by Friday", "For an interview on the 14th"], non_examples: ["No rush at all"] },
      {
        name: "order_number", type: "presence", required: false, description: "The shop's ticket or order number for an item already left",
        examples: ["My ticket number is 3381", "Order no. T-0452", "It's under order 7719 from last month"],
        non_examples: ["I haven't dropped anything off yet"]
      },
      {
        name: "fitting_note", type: "presence", required: false, description: "When the customer can come in for a fitting",
        examples: ["I can come for a fitting on Tuesday evening", "Fittings are easiest for me at lunchtime", "Could I try it on before the final stitching?"],
        non_examples: ["I don't need a fitting"]
      }
    ]
  },
  cases: [
    ["My suit trousers need shortening by 2cm, I need them by next Thursday for a funeral. I can pop in for a fitting any lunchtime this week.", "QUALIFIED", ["garment", "needed_by", "fitting_note"]],
    ["Hi, checking on my bridesmaid dress, ticket 5127. Is it ready? The wedding is on Saturday.", "QUALIFIED", ["garment", "needed_by", "order_number"]],
    ["Can you take in the waist of a linen dress? It's for my sister's wedding on 2 August.", "QUALIFIED", ["garment", "needed_by"]],
    ["Garment: wool overcoat, sleeves too long\nNeeded by: 30 November\nOrder no: T-8820", "QUALIFIED", ["garment", "needed_by", "order_number"]],
    ["Do you do leather jackets? No rush, just thinking about it.", "PARTIAL", ["garment"]],
    ["I want to alter a blazer for my graduation on the 19th. I'd like to try it on once before you finish, could I come Wednesday after work?", "QUALIFIED", ["garment", "needed_by", "fitting_note"]],
    ["The jeans I left are under order 4410, could they be done for Monday? Going away.", "QUALIFIED", ["garment", "needed_by", "order_number"]],
    ["my husband shirt collar is too tight, need for the party on Saturday. he cannot come to try, he works in another city.", "QUALIFIED", ["garment", "needed_by"]],
    ["I need my wedding dress hemmed before the wedding on 21 May, the venue has a long staircase so it must not drag.", "QUALIFIED", ["garment", "needed_by"]],
    ["How much do you charge to replace a zip?", "FAILED", []]
  ]
}

const windows: OptDomain = {
  name: "a window cleaner",
  criteria: {
    custom_detectors: [
      { name: "address", type: "presence", examples: ["We're at 10 Church Lane, Witney", "House is 4 The Paddocks, Banbury OX16 9FB", "2 Rose Walk, side gate on the left"], non_examples: ["Round the corner from you"] },
      { name: "property", type: "presence", examples: ["It's a three bed semi with a conservatory", "A ground floor flat, four windows", "Detached house with skylights"], non_examples: ["Just a normal house"] },
      {
        name: "gate_access", type: "presence", required: false, description: "How the cleaner gets to the back windows",
        examples: ["The side gate code is 1906", "The back gate is bolted, reach over to open it", "Come through the neighbour's garden, they don't mind"],
        non_examples: ["The front is easy to reach"]
      },
      {
        name: "account_ref", type: "presence", required: false, description: "An existing customer account number",
        examples: ["My account number is WC-4402", "Customer ref 11873", "We're account 2290 on your round"],
        non_examples: ["We're new customers"]
      }
    ]
  },
  cases: [
    ["Three bed terrace at 17 Wharf Road, Abingdon. The back windows are reached through the alley, the gate's padlock code is 2741.", "QUALIFIED", ["address", "property", "gate_access"]],
    ["Account 3318 here, we've moved to a bigger detached house at 9 Orchard Rise, Didcot, can you keep us on your round?", "QUALIFIED", ["address", "property", "account_ref"]],
    ["Address: 22 Meadow Way, Thame OX9 3TT\nProperty: bungalow with conservatory\nAccess: side gate unlocked", "QUALIFIED", ["address", "property", "gate_access"]],
    ["It's a top floor flat, the windows don't open fully. Do you use water-fed poles?", "PARTIAL", ["property"]],
    ["We're new, never had anyone before. Semi-detached with a porch, 6 Grange Road, Wantage.", "QUALIFIED", ["address", "property"]],
    ["Hi there, 31 Kingfisher Drive, Faringdon, a four bed detached. The side gate is on the left of the garage, just lift the latch.", "QUALIFIED", ["address", "property", "gate_access"]],
    ["Do you clean gutters too or only windows?", "FAILED", []],
    ["The front of our cottage is easy to reach from the lane. Small cottage with six windows, 1 Mill Cottages, Bampton.", "QUALIFIED", ["address", "property"]],
    ["Hello, we are customer number 5520 with you. Please now also do conservatory roof at our house, 40 Vicarage Lane, Faringdon, it's a link detached.", "QUALIFIED", ["address", "property", "account_ref"]],
    ["Two bed end terrace at 5 Cherry Walk, Grove. Our garden has a side gate too, we painted it green last summer.", "QUALIFIED", ["address", "property"]]
  ]
}

export const DOMAINS: ReadonlyArray<OptDomain> = [bikeShop, groomer, carpets, tailor, windows]
