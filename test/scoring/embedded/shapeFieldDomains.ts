import type { FieldDomain } from "./custfieldDomains.js"

// Custom rubrics of our own whose details are fields of a shape (shapeFields.test.ts): a place,
// a route or one end of it, a person's or an animal's name, an age, a make and model, a size.
// Each message tells some of them in passing or in another shape than the examples; a third are
// near misses: a signature's company address for a job site, a staff member's or a child's name
// for the patient's, a building's or a car's age for a person's, a phone model in a footer, a
// past journey for the route asked for.
const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string> = []) => ({ name, type: "presence", examples: [...examples], non_examples: [...non_examples] })

const skipHire: FieldDomain = {
  name: "a skip-hire firm",
  criteria: {
    custom_detectors: [
      pres("site_location", ["Drop it on the drive at 17 Fern Road", "It's for a site in Gloucester GL2 4PL", "The skip goes outside the unit on Brook Industrial Estate"], ["Our office is in town", "Not sure where yet"]),
      pres("skip_size", ["A 6 yard skip", "Probably a midi, about 4 cubic yards", "The biggest you do, 12 yard"], ["How big are your skips?"]),
      pres("waste_type", ["Mostly rubble and soil", "Old kitchen units and plasterboard", "Garden waste"])
    ]
  },
  cases: [
    ["Hi, need an 8 yarder dropped at 3 Quarry Close, Stroud for some bricks and broken tiles. Thanks", ["site_location", "skip_size", "waste_type"]],
    ["Could we get a skip at the back of the church hall on Mill Street? It's for clearing out old pews.", ["site_location", "waste_type"]],
    ["Hello,\n\nWe're knocking through a wall and need something to take the rubble. Postcode GL5 3HT.\n\nRegards,\nDan Price\nPrice Builders Ltd\n40 Station Road, Nailsworth", ["site_location", "waste_type"]],
    ["Just checking what sizes you do and what they cost?\n\nThanks,\nKaren\nWilson & Co, 12 Canal Walk, Bristol BS1 6QR", []],
    ["Site: Plot 4, Hilltop Farm, near Dursley\nSize: mini\nWaste: garden", ["site_location", "skip_size", "waste_type"]],
    ["The one you dropped last week was collected already, thanks. Our yard is 200 square metres so plenty of room.", []],
    ["can u do 2 skips, both the small ones, to the new build off Cheltenham Road in Painswick. plaster and timber mainly", ["site_location", "skip_size", "waste_type"]],
    ["I live in Cirencester but the job's not decided yet, will let you know where. It'll be soil from a pond dig.", ["waste_type"]],
    ["Call notes: customer wants a 4 yard for a bathroom strip-out, tiles and an old bath; she's on Linden Avenue, house number 22", ["site_location", "skip_size", "waste_type"]],
    ["What's the number for your Swindon depot? Ours is a 7.5 tonne lorry so we can collect.", []],
    ["Need one asap, a 10x10 patch of concrete to break up, we're the farmhouse just past the village hall in Upton", ["site_location", "waste_type"]]
  ]
}

const mobileVet: FieldDomain = {
  name: "a mobile vet",
  criteria: {
    custom_detectors: [
      pres("pet_name", ["Our cat is called Mishka", "It's for Biscuit, our spaniel", "Patient: Roly (rabbit)"], ["My name is Helen", "We have two cats"]),
      pres("pet_age", ["She's 12", "He turned three in March", "Born June 2019"], ["We've had her for years"]),
      pres("home_area", ["We're in Headingley", "Out near Otley, LS21", "Flat 9, 31 Cardigan Road"], ["I work in the city centre"])
    ]
  },
  cases: [
    ["Hi, my old boy Rufus is 14 and struggling with stairs, could you visit us in Horsforth?", ["pet_name", "pet_age", "home_area"]],
    ["Name of pet: Tilly\nSpecies: guinea pig\nAge: 2\nAddress: 5 Grange View, Pudsey", ["pet_name", "pet_age", "home_area"]],
    ["Hello, I'm Sarah Kent, the practice manager at Meadow Surgery. Our clinic has been open 20 years. Do you cover evenings?", []],
    ["can you come do jabs for our two kittens, they're about 9 weeks old, we live on the edge of Guiseley", ["pet_age", "home_area"]],
    ["Poppy (the greyhound) has a limp again. We're at 14 Ash Lane, Rawdon.", ["pet_name", "home_area"]],
    ["My daughter Emily, who's seven, is desperate to be there when you see the dog. Is that alright?", []],
    ["Dear vet,\n\nWe've just adopted a rescue lurcher called Pip, they think he's around five. Could you do a health check at home?\n\nKind regards,\nTom Ellis\nEllis Joinery, Unit 3, Kirkstall Trading Estate", ["pet_name", "pet_age"]],
    ["We used to live in Bramley but have moved away, can you send her records to the new vet?", []],
    ["he's a bit of an old gent now, 11 next month, collie cross, name's Barney", ["pet_name", "pet_age"]],
    ["Call notes: owner in Yeadon, cat Smudge off food 3 days, elderly (16)", ["pet_name", "pet_age", "home_area"]],
    ["Our car is a 2015 Berlingo so we can't really bring the crate in, that's why we want a home visit.", []]
  ]
}

const boatDelivery: FieldDomain = {
  name: "a boat-delivery skipper",
  criteria: {
    custom_detectors: [
      pres("route", ["From Falmouth to Plymouth", "Bring her round from the Hamble up to Ipswich", "Pick up in Cherbourg, deliver to Poole"], ["We sail mostly on the Solent"]),
      pres("boat_model", ["A Westerly Centaur", "She's a 2008 Beneteau Oceanis 37", "Moody 346"], ["A sailing yacht"]),
      pres("boat_length", ["She's 32 feet", "About 11 metres overall", "LOA 9.5m"])
    ]
  },
  cases: [
    ["We've bought a Hallberg-Rassy 31 in Brixham and need it moved to our mooring at Conwy", ["route", "boat_model"]],
    ["Boat: Jeanneau Sun Odyssey 36i\nLength: 11.2 m\nFrom: Lymington\nTo: Dartmouth", ["route", "boat_model", "boat_length"]],
    ["I keep her in Chichester harbour and just want someone to show me around the instruments. I'm 67 so it's more about confidence.", []],
    ["She's a 40ft motor cruiser, needs to come out of Ramsgate and head up the coast to Lowestoft", ["route", "boat_length"]],
    ["Can you take a Hunter Channel 27 down to Falmouth? Don't have a date yet", ["route", "boat_model"]],
    ["Hi, interested in your delivery service in general.\n\nBest,\nMark Jones\nSales Director, Harbourside Marine\nQuay Street, Ipswich IP3 0BE\nTel 01473 555 120", []],
    ["Ovni 395, ~12m, currently lying in La Rochelle. want her back to Southampton before winter", ["route", "boat_model", "boat_length"]],
    ["Our previous boat was a Sadler 26 but we sold her in 2019. We're looking at something around 35 feet now, can you advise?", []],
    ["Call notes: yacht currently in Milford Haven, destination Bangor (N. Wales), owner says ~30ft, sloop", ["route", "boat_length"]],
    ["I drove from Bristol to Weymouth yesterday to see the boat and it needs work before it can go anywhere.", []]
  ]
}

const stairLift: FieldDomain = {
  name: "a stair-lift fitter",
  criteria: {
    custom_detectors: [
      pres("user_name", ["It's for my father, Alan Brooks", "The lift is for Mrs Doreen Hall", "Mum (Jean Carter) uses a stick"], ["My name is Peter", "Speak to our office manager"]),
      pres("user_age", ["She's 84", "Dad is in his nineties", "DOB 02/11/1939"], ["The house was built in 1930"]),
      pres("stair_shape", ["A straight staircase, 13 steps", "The stairs turn at a half landing", "Curved stairs with a window at the top"])
    ]
  },
  cases: [
    ["My mum Margaret Ellis is 89 and can't manage our straight stairs any more", ["user_name", "user_age", "stair_shape"]],
    ["Hi, I'm Gareth from the housing association. The property is a 1960s semi. Please call me back.", []],
    ["Client: Mr Frank Dobson\nDOB: 14/07/1936\nStairs: curve at the bottom", ["user_name", "user_age", "stair_shape"]],
    ["For my gran, she's ninety-one, the stairs have a bend halfway up", ["user_age", "stair_shape"]],
    ["Could you quote for my husband? Ron's just turned 78 after his hip op.", ["user_name", "user_age"]],
    ["Our house is 100 years old and the stairs are steep and straight, there are 14 of them. I'm the one who'll use it.", ["stair_shape"]],
    ["Dear Sir or Madam,\n\nI'm enquiring on behalf of my aunt, Miss Vera Holt, who lives alone. She is in her late eighties.\n\nRegards,\nSandra Holt\nCare Coordinator", ["user_name", "user_age"]],
    ["Please ask for Jenny, our surveyor, when you arrive. She'll let you in.", []],
    ["stairlift needed asap for dad (Harold), 82, stairs straight but narrow", ["user_name", "user_age", "stair_shape"]],
    ["We bought our last stairlift 12 years ago from another firm and it's broken.", []]
  ]
}

const applianceRepair: FieldDomain = {
  name: "an appliance repairer",
  criteria: {
    custom_detectors: [
      pres("appliance_model", ["A Bosch Serie 4 dishwasher", "Beko fridge freezer, model CFG1582", "an old Hotpoint washer"], ["My washing machine"]),
      pres("fault", ["It won't drain", "Shows error E15 and stops", "Leaking from the bottom"]),
      pres("appliance_age", ["It's about 3 years old", "Bought it in 2021", "Still under its 5 year warranty"])
    ]
  },
  cases: [
    ["My Samsung EcoBubble won't spin, it's only 2 years old", ["appliance_model", "fault", "appliance_age"]],
    ["Miele G5000 dishwasher, bought 2020, leaves everything gritty", ["appliance_model", "fault", "appliance_age"]],
    ["I'm 72 and live alone so I'd need someone to help carry the washing machine out. It's fine, just replacing it.", []],
    ["fridge making a clicking noise all night, it's a Smeg one, the retro style", ["appliance_model", "fault"]],
    ["Hi, can you tell me your call-out charge?\n\nSent from my iPhone 14", []],
    ["Appliance: tumble dryer\nMake/model: Indesit IDC8T3B\nAge: approx 6 yrs\nProblem: no heat", ["appliance_model", "fault", "appliance_age"]],
    ["Our kitchen was fitted in 2015 by Howdens, it's a lovely space. Do you also sell new cookers?", []],
    ["Call notes: AEG oven, fan not turning, customer says it's a few years old", ["appliance_model", "fault", "appliance_age"]],
    ["the washer we got when we moved in five years ago is now leaking", ["fault", "appliance_age"]],
    ["Hi, I work for Whirlpool as an engineer and wondered if you're hiring?", []]
  ]
}

const manWithVan: FieldDomain = {
  name: "a man-with-a-van firm",
  criteria: {
    custom_detectors: [
      pres("pickup_place", ["Collecting from 8 Park Row, Leeds", "Pick up is in Harrogate", "Moving out of a flat in Chapel Allerton"], ["Where are you based?"]),
      pres("dropoff_place", ["Delivering to Hull", "Going to my new place at 2 Ferry Lane, Selby", "Moving into a house in York"]),
      pres("load_size", ["About two van loads", "Everything from a 3-bed semi", "Just a sofa and a dozen boxes"])
    ]
  },
  cases: [
    ["Moving from a 2-bed flat in Roundhay to a house in Wetherby on the 3rd", ["pickup_place", "dropoff_place", "load_size"]],
    ["collect in Leeds, drop in Hull, just a wardrobe and a bed", ["pickup_place", "dropoff_place", "load_size"]],
    ["Hi, just wondering whether you cover Sheffield at all? Thanks, Amy", []],
    ["Pick up: 41 Bankside, Otley\nDrop off: TBC\nLoad: about 40 square metres of office furniture", ["pickup_place", "load_size"]],
    ["My daughter's moving into halls in Durham in September, could you take her stuff up there? Maybe 15 boxes.", ["dropoff_place", "load_size"]],
    ["We moved to Leeds from London two years ago and you were brilliant then. Our company address is 4 Wellington Place LS1 4AP if you need it for the invoice.", []],
    ["Hello,\n\nI'm clearing my late mum's bungalow in Ilkley, it's a small two-bedroom place.\n\nBest wishes,\nPaul", ["pickup_place", "load_size"]],
    ["Do you have a 3.5 tonne van or only the small ones? We're in a rush.", []],
    ["moving out of my bedsit in Hyde Park, into my partner's in Kirkstall, not much stuff, car boot's worth really", ["pickup_place", "dropoff_place", "load_size"]],
    ["Call notes: customer relocating to Edinburgh, 4-bed detached, needs packing service", ["dropoff_place", "load_size"]]
  ]
}

export const SHAPE_DOMAINS: ReadonlyArray<FieldDomain> = [skipHire, mobileVet, boatDelivery, stairLift, applianceRepair, manWithVan]
