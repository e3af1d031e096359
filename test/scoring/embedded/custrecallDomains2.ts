import type { EscDomain } from "./custescCases.js"

// The other four rubrics of our own (custrecallDomains.ts tells how they were written): a dry
// cleaner, an office IT helpdesk, a carpet cleaner and an appliance repairer.

const dryCleaner: EscDomain = {
  name: "a dry cleaner",
  criteria: {
    custom_detectors: [
      { name: "garment_issue", type: "presence", examples: ["There's a wine stain on the shirt", "The zip on my coat is broken", "Need the trousers taken up"] },
      { name: "rush_reason", type: "presence", examples: ["Need it for a wedding on Saturday", "It's for a job interview tomorrow", "Flying out Friday and need it back"] }
    ]
  },
  cases: [
    ["Somebody spilled curry down the front of my silk blouse at dinner. I'm meant to wear it at my sister's hen do this weekend.", false, ["garment_issue", "rush_reason"]],
    ["The lining of my suit jacket has torn under the arm, could you mend it? I start my new job on Monday.", false, ["garment_issue", "rush_reason"]],
    ["Picked up my coat yesterday and it looks brand new, thank you.", false, []],
    ["How much is it to clean a wedding dress?", false, []],
    ["My husband ruined his tie with coffee but he's binned it already.", false, []],
    ["Item: grey wool coat, two buttons missing and the hem is coming down\nNeeded for: a funeral on Thursday", false, ["garment_issue", "rush_reason"]],
    ["Hello,\n\nI've used your shop for years and always been happy.\n\nLast month you cleaned the curtains for us.\n\nThis time my daughter's prom dress has a black mark on the skirt from a car door. The prom is on Friday night.\n\nThanks, Helen", false, ["garment_issue", "rush_reason"]],
    ["my trouser is too long, it go under the shoe. I have graduation ceremony next Tuesday", false, ["garment_issue", "rush_reason"]]
  ]
}

const officeIt: EscDomain = {
  name: "an office IT helpdesk",
  criteria: {
    custom_detectors: [
      { name: "device_fault", type: "presence", examples: ["My laptop won't turn on", "The printer keeps jamming", "The screen is flickering"] },
      { name: "setup_request", type: "presence", examples: ["Need a new starter set up with email", "Can you install Office on the new PC", "Please add Jo to the shared drive"] }
    ]
  },
  cases: [
    ["The monitor on reception goes black every few minutes and comes back. Also Tom joins us on Monday and will need an account and a login.", false, ["device_fault", "setup_request"]],
    ["My keyboard types the wrong letters since I spilled tea on it. And could you put the accounts software on Sam's machine?", false, ["device_fault", "setup_request"]],
    ["Thanks for fixing the scanner last week, all good.", false, []],
    ["What does a new laptop cost through you?", false, []],
    ["My son's games console is broken but that's not a work thing, ignore me.", false, []],
    ["Fault: desk phone in room 3 has no dial tone\nNew user: Maria Lopez, starts 2 Dec, needs email and VPN", false, ["device_fault", "setup_request"]],
    ["Hi team,\n\nHope the move went smoothly for you too.\n\nWe've unpacked everything in the new office.\n\nThe big printer by the kitchen makes a grinding noise and only prints half a page. We also want the two new desks given access to the network drive.\n\nThanks, Lee", false, ["device_fault", "setup_request"]],
    ["my computer is very slow and freeze when I open the email. also please make account for new girl in the accounts", false, ["device_fault", "setup_request"]]
  ]
}

const carpetCleaner: EscDomain = {
  name: "a carpet cleaner",
  criteria: {
    custom_detectors: [
      { name: "cleaning_need", type: "presence", examples: ["Need the lounge carpet cleaned", "Can you do the stairs and landing", "Want the rugs deep cleaned"] },
      { name: "stain_type", type: "presence", examples: ["Red wine on the cream carpet", "The dog had an accident on the rug", "There's paint on the hallway carpet"] }
    ]
  },
  cases: [
    ["We're moving out at the end of the month and the bedroom carpets look tired. The kids knocked a glass of blackcurrant over in the back room too.", false, ["cleaning_need", "stain_type"]],
    ["Our puppy has wee'd all over the dining room rug, could you come and sort it?", false, ["cleaning_need", "stain_type"]],
    ["You did our stairs in the spring and they still look great.", false, []],
    ["What's your price per room, roughly?", false, []],
    ["My mum's carpet got muddy from the builders but she's doing it herself.", false, []],
    ["Rooms: living room and hall, both filthy after the party\nMarks: candle wax by the fireplace", false, ["cleaning_need", "stain_type"]],
    ["Hello,\n\nWe had the house painted last month.\n\nThe painters did a good job on the walls.\n\nThe landing carpet has grey footprints all the way along and someone trod coffee into the lounge. Could you give the whole downstairs a proper clean?\n\nBest, Nina", false, ["cleaning_need", "stain_type"]],
    ["carpet in office very dirty, also ink from pen on it near desk, you can come clean?", false, ["cleaning_need", "stain_type"]]
  ]
}

const applianceRepair: EscDomain = {
  name: "an appliance repairer",
  criteria: {
    custom_detectors: [
      { name: "appliance_fault", type: "presence", examples: ["The washing machine won't drain", "Fridge isn't cooling", "Oven door doesn't close"] },
      { name: "part_request", type: "presence", examples: ["Need a new seal for the dishwasher door", "Can you order a replacement shelf for the fridge", "I want to buy a filter for the tumble dryer"] }
    ]
  },
  cases: [
    ["The dishwasher leaves everything covered in white grit. I'd like to get hold of a new spray arm for it as well, the old one is cracked.", false, ["appliance_fault", "part_request"]],
    ["Water sits in the bottom of the washer after every cycle. Do you stock the little pump filter for a Bosch?", false, ["appliance_fault", "part_request"]],
    ["Your engineer fixed our oven in July and it works perfectly.", false, []],
    ["How much is a callout fee?", false, []],
    ["My parents' fridge died but they've bought a new one.", false, []],
    ["Appliance: tumble dryer, drum turns but no heat at all\nPart wanted: a new door catch, the plastic one snapped", false, ["appliance_fault", "part_request"]],
    ["Hi,\n\nWe bought a range cooker from you in 2022.\n\nWe love it and use it every day.\n\nThis week the left-hand oven stopped getting hot. Also the grill pan handle came off, is it possible to order another one?\n\nThanks, Ravi", false, ["appliance_fault", "part_request"]],
    ["my freezer make ice everywhere and the door not close good. i need buy the rubber for door", false, ["appliance_fault", "part_request"]]
  ]
}

export const DOMAINS: ReadonlyArray<EscDomain> = [dryCleaner, officeIt, carpetCleaner, applianceRepair]
