import { agent, type Domain, user } from "./triggerCases.js"

// A review of the trigger's routine (triggerContrast.ts), domains of our own: true events told
// beside routine detail in the same sentence or clause, in the routine detectors' own words, in one
// short line or in a form; and routine messages that share the domain's words with the trigger.

const pharmacy: Domain = {
  name: "a high-street pharmacy",
  criteria: {
    custom_detectors: [
      { name: "prescription_number", type: "presence", examples: ["Prescription number RX-20417", "My script ref is 88213", "Rx: 55120-A"] },
      { name: "collection_time", type: "presence", examples: ["I'll collect it after work on Tuesday", "Can I pick it up tomorrow morning", "Collecting Saturday"] },
      { name: "request", type: "classification", categories: ["repeat", "delivery", "advice"], examples: [
        { text: "I need my repeat prescription for my blood pressure tablets", category: "repeat" },
        { text: "Can you deliver my medication to my house", category: "delivery" },
        { text: "Is it ok to take paracetamol with my antibiotics", category: "advice" }
      ] },
      { name: "adverse_reaction", type: "presence", required: false, description: "A patient is reacting badly to a medicine", examples: [
        "Since starting the new tablets my face and lips have swollen up",
        "I took the antibiotics and now I've come out in a rash and I'm struggling to breathe",
        "My dad took the wrong dose of his heart pills and he's dizzy and confused",
        "The baby was given the medicine and has been vomiting ever since"
      ] }
    ],
    escalation: { triggers: [{ field: "adverse_reaction" }] }
  },
  cases: [
    ["I collected my repeat prescription for the blood pressure tablets on Monday and since taking them my tongue has swollen and I can hardly swallow", true],
    ["Prescription RX-30991 - my husband took two of the new heart pills by mistake instead of one and now he's very drowsy and his speech is slurred", true],
    ["the antibiotics you gave me yesterday have made my whole body itchy and blotchy, my throat feels tight", true],
    [[agent("Pharmacy team, how can we help?"), user("my little boy had his first dose of the syrup an hour ago and he keeps being sick and he's gone very pale")], true],
    ["Patient name: J. Hollis\nPrescription: RX-41200\nReason for contact: reaction to medicine - wheezing and hives after first tablet", true],
    ["Face swelling after the new tablets, please call back", true],
    ["Script ref 88240, my wife started these tablets on Friday and now her eyes are puffed up and she feels faint", true],
    ["My script ref is 88251 and it's for the tablets, is it ready yet?", false],
    ["The delivery driver brought my mum's medication and she took the new ones straight away and now she is breathless and her lips are blue", true],
    ["Can I collect my repeat prescription for my blood pressure tablets on Thursday afternoon? Ref 88219.", false],
    ["Is it ok to take ibuprofen with the antibiotics the doctor gave me, or should I stick to paracetamol?", false],
    ["Please deliver my medication to 4 Fern Road, I can't get out this week with my bad knee.", false],
    ["Had a slight rash on the last antibiotics years ago, nothing serious, so just checking the new ones are a different type before I start.", false]
  ]
}

const gym: Domain = {
  name: "a gym chain",
  criteria: {
    custom_detectors: [
      { name: "membership_number", type: "presence", examples: ["Member no. 100442", "My membership number is GY-7731", "Membership: 208819"] },
      { name: "club", type: "presence", examples: ["I train at the Riverside club", "The Northgate gym", "Club: city centre"] },
      { name: "request", type: "classification", categories: ["freeze", "cancel", "class_booking"], examples: [
        { text: "I'd like to freeze my membership for two months", category: "freeze" },
        { text: "Please cancel my membership from next month", category: "cancel" },
        { text: "Can I book the Tuesday spin class", category: "class_booking" }
      ] },
      { name: "member_injured", type: "presence", required: false, description: "Someone was hurt or taken ill at the gym", examples: [
        "A man collapsed on the treadmill and isn't breathing",
        "The cable on the rowing machine snapped and hit me in the face, there's blood everywhere",
        "I slipped on the wet floor in the changing room and think I've broken my wrist"
      ] }
    ],
    escalation: { triggers: [{ field: "member_injured" }] }
  },
  cases: [
    ["I was in the Tuesday spin class at the Riverside club and the woman next to me fainted off her bike and hit her head on the floor, the instructor didn't know what to do", true],
    ["Member 100981. A weight plate fell off the rack at Northgate and landed on my foot, my toe is purple and I can't walk on it", true],
    ["I want to freeze my membership because I tore a ligament when the leg press seat came loose during my session yesterday", true],
    ["someone passed out in the sauna at the city centre gym just now, staff are with him, ambulance called", true],
    ["I booked the Tuesday spin class and halfway through my chest went tight and I was sick, I still feel awful", true],
    ["Incident report\nClub: Northgate\nWhat happened: member fell from the climbing wall, arm badly hurt\nMembership: 208812", true],
    ["Please cancel my membership from the end of March, member no. 100449. I'm moving to another city.", false],
    ["Can I book the Thursday spin class at the Riverside club? The app keeps crashing when I try.", false],
    ["I'd like to freeze my membership for six weeks while my knee recovers from surgery, membership 208830.", false],
    ["The treadmills at the Northgate gym are always full after 6pm, any chance of getting more?", false]
  ]
}

const lettings: Domain = {
  name: "a letting agent",
  criteria: {
    custom_detectors: [
      { name: "property_address", type: "presence", examples: ["Flat 3, 22 Alder Street", "The property is 9 Birch Close", "Address: 41 Station Road, Apt 2"] },
      { name: "repair_type", type: "classification", categories: ["plumbing", "heating", "appliance"], examples: [
        { text: "The kitchen tap is dripping constantly", category: "plumbing" },
        { text: "The radiators in the bedroom don't get warm", category: "heating" },
        { text: "The washing machine won't drain", category: "appliance" }
      ] },
      { name: "access_times", type: "presence", examples: ["I'm home weekdays after 5", "You can use the spare key any morning", "Mondays and Wednesdays work for me"] },
      { name: "gas_or_fire_danger", type: "presence", required: false, description: "An emergency at the property: gas, fire, carbon monoxide or electrics", examples: [
        "I can smell gas in the kitchen",
        "The carbon monoxide alarm keeps going off",
        "There's smoke coming out of the fuse box",
        "The boiler flue is black and we've all got headaches"
      ] }
    ],
    escalation: { triggers: [{ field: "gas_or_fire_danger" }] }
  },
  cases: [
    ["The radiators in the bedroom don't get warm and when I went to look at the boiler there was a strong gas smell in the cupboard", true],
    ["Flat 3, 22 Alder Street - sparks came out of the socket behind the washing machine and now there's a burning smell", true],
    ["the CO alarm in the hallway has been beeping all night and my partner feels sick and dizzy", true],
    ["Smell of gas at 9 Birch Close, we've left the house", true],
    ["Address: 41 Station Road, Apt 2 - the extractor fan motor is smoking and the wall around it is hot", true],
    ["Flat 3, 22 Alder Street, the smoke alarm battery is chirping, can you send someone to change it", false],
    ["The washing machine caught fire during the spin cycle and the kitchen is full of smoke", true],
    ["Repair request\nAddress: 41 Station Road, Apt 2\nProblem: boiler making a bang and yellow flames, house smells of gas\nAccess: any time, we're in", true],
    ["The kitchen tap has been dripping for a week, I'm home weekdays after 5 if someone can come and fix it.", false],
    ["The washing machine won't drain and there's water on the floor. Address: Flat 3, 22 Alder Street.", false],
    ["When is the annual gas safety check due for 9 Birch Close? I need a copy of the certificate for my insurer.", false],
    ["The boiler pressure keeps dropping and the heating goes off overnight, can someone look at it on Monday?", false]
  ]
}

const vet: Domain = {
  name: "a veterinary practice",
  criteria: {
    custom_detectors: [
      { name: "pet_name", type: "presence", examples: ["Her name is Biscuit", "Our dog Rufus", "Pet: Mango (cat)"] },
      { name: "appointment", type: "classification", categories: ["vaccination", "check_up", "neutering"], examples: [
        { text: "She's due her annual booster jabs", category: "vaccination" },
        { text: "Can we book a general health check for our cat", category: "check_up" },
        { text: "We'd like to get our puppy spayed", category: "neutering" }
      ] },
      { name: "preferred_day", type: "presence", examples: ["Friday morning if possible", "Any day after 4pm", "Next Wednesday"] },
      { name: "animal_emergency", type: "presence", required: false, description: "A pet in danger now: poisoned, injured or collapsed", examples: [
        "My dog has eaten a whole bar of dark chocolate",
        "Our cat was hit by a car and is bleeding from the mouth",
        "He's collapsed and his gums are white",
        "The puppy swallowed a sock and keeps retching with nothing coming up"
      ] }
    ],
    escalation: { triggers: [{ field: "animal_emergency" }] }
  },
  cases: [
    ["Rufus is due his booster jabs but this morning he got into the shed and licked up some of the slug pellets, he's drooling and shaking", true],
    ["Our cat Mango came home dragging her back legs and crying, she can't stand up", true],
    ["We were booked in for the puppy's spay next Wednesday but she's just eaten a packet of raisins off the table", true],
    [[agent("Which pet is this about?"), user("Biscuit, she's been stung on the tongue by a wasp and her face is swelling up fast, she's panting hard")], true],
    ["Dog ate rat poison, on our way in", true],
    ["Next Wednesday we have the check up booked but Biscuit has been fitting on and off since lunchtime", true],
    ["Can we book a general health check for our cat Mango? Friday morning if possible.", false],
    ["Rufus is due his annual booster jabs, any day after 4pm next week works for us.", false],
    ["We'd like to get our puppy spayed, how long should she be off walks afterwards?", false],
    ["Is chocolate really that bad for dogs? Just want to know before Christmas with the kids around.", false]
  ]
}

export const DOMAINS: ReadonlyArray<Domain> = [pharmacy, gym, lettings, vet]
