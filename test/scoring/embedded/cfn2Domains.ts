import { type FieldDomain, presenceField as pres } from "./custfieldDomains.js"
import { agent, user } from "./triggerCases.js"

// Custom presence fields told where the examples' words are not (cfn2.test.ts): four rubrics of our
// own (a reptile boarding service, a bicycle workshop, a marina, a camera repairer). Each asks what a thing is (a
// reptile's species and size, a bike's make, a boat's type and length, a camera's model), a day and
// a place, and has a trigger of harm to that thing. Positives give the thing under a form label
// that names the thing only ("Reptile: ..."), the place under "Address:", a day narrowed by "any
// time" ("the 9th, any time after lunch"); near misses leave the label blank or undecided, give
// another kind of address, say any time at all, or give the thing's label beside a trigger
// named for it with no harm in the value. A case lists the detectors it states.
const reptiles: FieldDomain = {
  name: "a reptile boarding service",
  criteria: {
    custom_detectors: [
      pres("reptile_species_size", ["a 4ft corn snake", "adult bearded dragon", "small leopard gecko"]),
      pres("dropoff_day", ["Tuesday afternoon ideally", "any time on the 9th", "Friday 12th"]),
      pres("home_location", ["We live at 3 Fern Close, Ockley", "We're near the common in RH5", "It's the flat above the chemist on Church Road, Dorking"]),
      pres("reptile_injury", ["he has a burn on his belly from the heat mat", "her tail tip has gone black and dry", "he cut his jaw on the glass and it's bleeding"], ["do you take reptiles with shedding problems?"], false)
    ],
    escalation: { triggers: [{ field: "reptile_injury" }] }
  },
  cases: [
    ["Owner: Tom Reyes\nReptile: royal python, about 3ft\nStay: ten nights\nDrop-off: Wed 17th", ["reptile_species_size", "dropoff_day"]],
    ["Address: 12 Tanners Row, Capel, RH5 5QT\nReptile: crested gecko, adult", ["reptile_species_size", "home_location"]],
    ["Reptile: Hermann's tortoise, 15cm shell\nDrop-off: Monday", ["reptile_species_size", "dropoff_day"]],
    ["Reptile: blue-tongued skink\nNotes: she has a raw patch on her nose from rubbing the vivarium door", ["reptile_species_size", "reptile_injury"]],
    ["Reptile:\nDrop-off: Thursday 4th", ["dropoff_day"]],
    ["Reptile: TBC\nPhone: 07700 900 318", []],
    ["Email address: mia.h@example.org\nPhone: 07700 900 411", []],
    [[user("Could you board my corn snake while we're away?"), agent("Of course, which day would you drop her off?"), user("the 9th, any time after lunch")], ["reptile_species_size", "dropoff_day"]],
    ["Any time at all is fine by us, we're retired and always in.", []],
    ["Any day suits, just ring first.", []],
    ["Could we drop him off any time Thursday? It's a chameleon, about 40cm with the tail.", ["reptile_species_size", "dropoff_day"]],
    ["Owner: Jo Pike\nReptile: kingsnake, 4ft\nStay: a week", ["reptile_species_size"]],
    ["Address: The Old Dairy, Brockham Lane\nReptile: panther chameleon", ["reptile_species_size", "home_location"]]
  ]
}

const bikes: FieldDomain = {
  name: "a bicycle workshop",
  criteria: {
    custom_detectors: [
      pres("bike_make_model", ["a Brompton M6L", "my Trek Domane road bike", "an old Raleigh tourer"]),
      pres("collection_day", ["Saturday morning", "any time on the 3rd", "Thursday 8th after work"]),
      pres("bike_damage", ["the frame cracked when I hit a pothole", "the fork snapped on the way home", "the back wheel buckled after a crash"], ["can you check a frame for cracks?"], false)
    ],
    escalation: { triggers: [{ field: "bike_damage" }] }
  },
  cases: [
    ["Bike: Specialized Sirrus, 2019\nJob: full service\nCollection: Sat 5th", ["bike_make_model", "collection_day"]],
    ["Bike: Genesis Croix de Fer\nJob: gears skipping under load", ["bike_make_model"]],
    ["Bike: Cannondale hybrid, the rear rim bent when a car clipped me", ["bike_make_model", "bike_damage"]],
    ["Bike: don't know yet, buying one second hand", []],
    ["Bike:\nCollection: Tuesday 10th", ["collection_day"]],
    [[user("Can you fit new brake pads to my Dawes tourer?"), agent("Yes. When would you like to collect it?"), user("the 12th, any time before 5")], ["bike_make_model", "collection_day"]],
    ["Any time suits me, I work from home.", []],
    ["Whenever is easiest for you, I'm flexible.", []],
    ["Could I pick it up any time on Friday? It's the Ridgeback with the child seat.", ["bike_make_model", "collection_day"]],
    ["Is there a charge for storing a bike if I can't collect straight away?", []]
  ]
}

const marina: FieldDomain = {
  name: "a marina",
  criteria: {
    custom_detectors: [
      pres("boat_type_length", ["a 28ft sailing yacht", "narrowboat, 57 foot", "small rib with an outboard"]),
      pres("arrival_day", ["Friday evening", "any time on the 21st", "Sunday 2nd"]),
      pres("current_location", ["we're moored at Shepperton", "The boat is at 7 Wharf Road, Ellesmere", "on the canal near Stone, ST15"]),
      pres("boat_damage", ["the hull is holed and taking on water", "we hit the pontoon and cracked the bow", "the engine caught fire on the way in"], ["do you lift boats with deep keels?"], false)
    ],
    escalation: { triggers: [{ field: "boat_damage" }] }
  },
  cases: [
    ["Boat: Westerly Centaur, 26ft\nArrival: Fri 21st", ["boat_type_length", "arrival_day"]],
    ["Boat: 30ft Bavaria\nNotes: the keel bolts are weeping and there is water over the floorboards", ["boat_type_length", "boat_damage"]],
    ["Boat: wooden launch, 18 foot\nArrival: any time", ["boat_type_length"]],
    ["Address: 5 Quay Street, Maldon, CM9 5HN\nBoat: Hurley 22", ["boat_type_length", "current_location"]],
    ["Boat:\nArrival: Sun 2nd", ["arrival_day"]],
    ["Boat: TBC\nArrival: TBC", []],
    ["Email address: skipper@example.net\nPhone: 07700 900 122", []],
    ["Boat: Nicholson 32, blue hull\nArrival: we'll come any time after 4 on the 14th", ["boat_type_length", "arrival_day"]],
    ["Any time is fine for the lift, the boat is already ashore.", []],
    ["Home address: 17 Ferry Lane, Shepperton TW17 9LQ\nBoat: Hunter 19", ["boat_type_length", "current_location"]],
    ["Do you have room for catamarans over the winter?", []]
  ]
}

const cameras: FieldDomain = {
  name: "a camera repairer",
  criteria: {
    custom_detectors: [
      pres("camera_model", ["a Canon AE-1", "my Nikon D750 body", "an old Pentax K1000"]),
      pres("return_address", ["please post it back to 9 Elm Road, Frome, BA11 2QP", "send it to my work, Unit 4 Kiln Yard, Bath", "the address is Flat 3, 21 High Street, Wells"]),
      pres("camera_damage", ["I dropped it on the pavement and the lens cracked", "it got soaked in the rain and won't switch on", "the screen smashed when it fell"], ["is it weatherproof?"], false)
    ]
  },
  cases: [
    ["Camera: Nikon FM2, black\nJob: clean and service", ["camera_model"]],
    ["Camera: Ricoh GR, the screen cracked when it slid off a table", ["camera_model", "camera_damage"]],
    ["Camera: Olympus OM-1\nAddress: 44 Bridge Street, Bradford on Avon, BA15 1BY", ["camera_model", "return_address"]],
    ["Camera:\nJob: shutter sticks on slow speeds", []],
    ["Camera: not sure, it was my grandad's", []],
    ["Email address: lens.fan@example.com", []],
    ["Camera: Leica M6\nNotes: fell into a rock pool last week and now the meter is dead", ["camera_model", "camera_damage"]],
    ["Do you repair Hasselblad lenses or only bodies?", []],
    ["Please send it back to the same place as before.", []],
    ["Camera: Fuji X100V, silver\nReturn to: 2 Chapel Row, Shepton Mallet, BA4 5LX", ["camera_model", "return_address"]]
  ]
}

export const CFN2_DOMAINS: ReadonlyArray<FieldDomain> = [reptiles, bikes, marina, cameras]
