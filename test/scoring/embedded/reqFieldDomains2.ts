// The other three custreq rubrics (reqFieldDomains.ts tells the family): a kiln repairer, a
// party-bus hire and a dog walker. Every detector is a REQUIRED presence field. Every text is our own.
import { agent, field, user, type FpDomain } from "./custfpDomains.js"

const kilnRepair: FpDomain = {
  name: "a kiln repairer",
  criteria: {
    custom_detectors: [
      field("kiln_model", ["It's a Kilncare 40L top loader", "Rohde front loader, model ME 100", "Kiln: Cromartie Hobbytech"]),
      field("kiln_fault", ["The element has burnt out", "Controller shows an error code", "It won't reach temperature", "The door seal is cracked"]),
      field("studio_area", ["Our studio is in Stroud", "Workshop at Unit 5, Dockside, Bristol", "Postcode: GL6 8NT"])
    ]
  },
  cases: [
    ["k01", "Our old Laser kiln keeps tripping the breaker about an hour into a firing. We're a pottery in Nailsworth.", "QUALIFIED", { kiln_model: true, kiln_fault: true, studio_area: true }],
    ["k02", "Kiln make/model: Northern Kilns 70L\nWhat's going on?: stalls at around 900 and never gets hotter\nWhere is it?: garage studio, Painswick", "QUALIFIED", { kiln_model: true, kiln_fault: true, studio_area: true }],
    ["k03", "Which kiln brands do you repair? We're thinking of buying a second-hand one.", "FAILED", { kiln_model: false, kiln_fault: false, studio_area: false }],
    ["k04", [agent("What kiln do you have?"), user("A Skutt, the big octagonal one."), agent("What's it doing?"), user("The lid won't shut flush any more, there's a gap."), agent("Where are you based?"), user("Just outside Cheltenham.")], "QUALIFIED", { kiln_model: true, kiln_fault: true, studio_area: true }],
    ["k05", "You replaced the thermocouple on our Kilncare in March and it's fired perfectly ever since, just wanted to say thanks.", "FAILED", { kiln_model: false, kiln_fault: false, studio_area: false }],
    ["k06", "Hi,\n\nThe controller on our Rohde just goes blank when I switch on. The studio is at 3 Brewery Yard, Tetbury.\n\nCheers,\nLiz\nClayworks Studio", "QUALIFIED", { kiln_model: true, kiln_fault: true, studio_area: true }],
    ["k07", "How long does a typical element swap take? Just planning ahead for the summer.", "FAILED", { kiln_model: false, kiln_fault: false, studio_area: false }],
    ["k08", "kiln smell burning and the bricks at back crumble. we are in Stonehouse", "PARTIAL", { kiln_model: false, kiln_fault: true, studio_area: true }],
    ["k09", "Call notes: Potclays front loader, relay clicking but elements stay cold. Customer did not give address.", "PARTIAL", { kiln_model: true, kiln_fault: true, studio_area: false }],
    ["k10", "A friend in Wotton has a kiln that sparks, she may call you. Mine is fine.", "FAILED", { kiln_model: false, kiln_fault: false, studio_area: false }],
    ["k11", "The Cromartie in our school art room is firing unevenly, the top shelf comes out underdone. School is in Minchinhampton.", "QUALIFIED", { kiln_model: true, kiln_fault: true, studio_area: true }],
    ["k12", "Do you sell kiln shelves and props? We're based in Dursley.", "PARTIAL", { kiln_model: false, kiln_fault: false, studio_area: true }]
  ]
}

const partyBus: FpDomain = {
  name: "a party-bus hire",
  criteria: {
    custom_detectors: [
      field("passenger_count", ["There'll be 16 of us", "Group size: 22", "About twenty people"]),
      field("hire_date", ["Saturday 18 July", "The night of 5 September", "Date: 21/03"]),
      field("pickup_town", ["Pick us up in Warrington", "Collection from Widnes town centre", "Pickup: Runcorn station"])
    ]
  },
  cases: [
    ["q01", "Hen do for my sister, a dozen of us, Saturday after next, collect from the Red Lion in Frodsham please!", "QUALIFIED", { passenger_count: true, hire_date: true, pickup_town: true }],
    ["q02", "How many does your biggest bus hold?", "FAILED", { passenger_count: false, hire_date: false, pickup_town: false }],
    ["q03", "Headcount: thirty-ish\nThe big night: 14/08\nWhere do we get on?: outside Lymm village hall", "QUALIFIED", { passenger_count: true, hire_date: true, pickup_town: true }],
    ["q04", [agent("How many in the party?"), user("Eighteen, maybe nineteen."), agent("And the date?"), user("The last Friday in June."), agent("Where should the bus collect you?"), user("Northwich, by the Memorial Court.")], "QUALIFIED", { passenger_count: true, hire_date: true, pickup_town: true }],
    ["q05", "We hired you for my 40th last year and it was a brilliant night. Do you still do the karaoke bus?", "FAILED", { passenger_count: false, hire_date: false, pickup_town: false }],
    ["q06", "Hi there,\n\nIt's a works Christmas do for eleven staff on Friday 11 December, starting from our office in Birchwood.\n\nThanks,\nPaul Grey\nOffice Manager", "QUALIFIED", { passenger_count: true, hire_date: true, pickup_town: true }],
    ["q07", "Do you pick up from Chester or only Warrington?", "FAILED", { passenger_count: false, hire_date: false, pickup_town: false }],
    ["q08", "prom night, 9 girls, collect from Helsby, date not fixed yet", "PARTIAL", { passenger_count: true, hire_date: false, pickup_town: true }],
    ["q09", "we are group of fifteen persons, need bus on next saturday night for birthday", "PARTIAL", { passenger_count: true, hire_date: true, pickup_town: false }],
    ["q10", "My cousin's stag had 30 on a bus from yours, he said it was great. I'm not planning anything yet though.", "FAILED", { passenger_count: false, hire_date: false, pickup_town: false }],
    ["q11", "Call notes: 25th anniversary party, roughly two dozen guests, wants the bus a week on Saturday, pickup Knutsford", "QUALIFIED", { passenger_count: true, hire_date: true, pickup_town: true }],
    ["q12", "What's the price for a Saturday night in December? Ballpark is fine.", "FAILED", { passenger_count: false, hire_date: false, pickup_town: false }]
  ]
}

const dogWalker: FpDomain = {
  name: "a dog walker",
  criteria: {
    custom_detectors: [
      field("dog_details", ["Hector is a 4 year old beagle", "Our dog Maisie, a springer spaniel, 7", "Dog: Bo, labrador, 2"]),
      field("walk_days", ["Mondays and Wednesdays", "Every weekday at lunchtime", "Days: Tue/Thu"]),
      field("owner_phone", ["My mobile is 07700 900812", "Phone: 07700 900109", "Call me on 07700 900415"])
    ]
  },
  cases: [
    ["w01", "Biscuit is a 3-year-old cockapoo with endless energy, could you take him out Tuesdays and Fridays? Ring me on 07700 900671.", "QUALIFIED", { dog_details: true, walk_days: true, owner_phone: true }],
    ["w02", "Your furry friend: Nell, border terrier, 9\nWhich days?: weekdays apart from Wednesday\nNumber: 07700 900224", "QUALIFIED", { dog_details: true, walk_days: true, owner_phone: true }],
    ["w03", "What breeds do you take? Some walkers won't do big dogs.", "FAILED", { dog_details: false, walk_days: false, owner_phone: false }],
    ["w04", [agent("Tell me about your dog?"), user("Otis, he's a greyhound, six this spring, very gentle."), agent("Which days would you want?"), user("Just Thursdays for now."), agent("Best number?"), user("07700 900388")], "QUALIFIED", { dog_details: true, walk_days: true, owner_phone: true }],
    ["w05", "My neighbour's collie Jess is walked by you and she loves it. I don't have a dog myself yet.", "FAILED", { dog_details: false, walk_days: false, owner_phone: false }],
    ["w06", "Hello,\n\nWe've a rescue whippet called Moth, about five, who needs a midday walk three times a week, Mon/Wed/Fri.\n\nBest,\nClaire\n07700 900530", "QUALIFIED", { dog_details: true, walk_days: true, owner_phone: true }],
    ["w07", "Do you walk on bank holidays? And what's your number if I need you urgently?", "FAILED", { dog_details: false, walk_days: false, owner_phone: false }],
    ["w08", "my pup is little dachshund named Frank, 8 month. need walks every day when i am at work", "PARTIAL", { dog_details: true, walk_days: true, owner_phone: false }],
    ["w09", "Our old spaniel died in the spring and we're not ready for another yet, but thank you for all the walks.", "FAILED", { dog_details: false, walk_days: false, owner_phone: false }],
    ["w10", "Call notes: owner has two labs, Bramble (5) and Sage (3), wants weekend walks only, phone 07700 900947", "QUALIFIED", { dog_details: true, walk_days: true, owner_phone: true }],
    ["w11", "Pepper the schnauzer is turning eleven and slowing down, could she have gentle walks on Tuesdays? Text me on 07700 900155.", "QUALIFIED", { dog_details: true, walk_days: true, owner_phone: true }],
    ["w12", "What days do you have free at the moment? We're thinking about it.", "FAILED", { dog_details: false, walk_days: false, owner_phone: false }]
  ]
}

export const DOMAINS2: ReadonlyArray<FpDomain> = [kilnRepair, partyBus, dogWalker]
