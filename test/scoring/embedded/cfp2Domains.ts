// Custom escalation triggers found where they should not be (cfp2): four rubrics of our own — a
// horse livery yard, a bicycle repair shop, a piano tuner and a boat marina. Each trigger's name
// shares its domain word with another detector's name (horse_injury beside horse_details), and
// each rubric's routine is told in the trigger's domain words. The near misses: a form line
// labelled with the shared domain word only ("Horse: grey mare"), and a short routine message
// whose sentences are each far from the trigger though the message read whole comes near.
// The finds: a label naming the trigger's own word ("Injury: …"), an incident told in a sentence,
// an incident spread over two short sentences. Every text is our own.
import { type FpDomain, field, trigger, user, agent } from "./custfpDomains.js"

const livery: FpDomain = {
  name: "a horse livery yard",
  criteria: {
    custom_detectors: [
      field("horse_details", ["a 15.2hh Welsh cob gelding", "my mare is a 16hh thoroughbred", "small pony, about 12 hands"]),
      field("livery_type", ["full livery with turnout", "DIY livery, just a stable and grazing", "part livery weekdays only"]),
      trigger("horse_injury", "A horse hurt, lame or ill at the yard", [
        "My gelding came in from the field with a deep gash on his hind leg",
        "She's hopping lame on the front left since yesterday",
        "He's rolling and sweating, I think it's colic"
      ], ["Do you have a vet you use?", "Is the arena floodlit?"])
    ],
    escalation: { triggers: [{ field: "horse_injury" }] }
  },
  cases: [
    ["liv01", "Owner: Priya Nandi\nHorse: grey Connemara mare, 14.2hh\nLivery: full livery with turnout\nStart: first of March", "QUALIFIED", { horse_injury: false, horse_details: true }],
    ["liv02", "Horse: bay cob, 15hh, good to shoe and clip\nLivery wanted: DIY", "QUALIFIED", { horse_injury: false }],
    ["liv03", "Horse: chestnut gelding 16hh\nInjury: a swollen hock since Sunday, he won't put weight on it\nLivery: full", "ESCALATE", { horse_injury: true }],
    ["liv04", "Hello,\n\nWe'd like to move our two ponies onto part livery from April, weekdays only if you have space.\n\nBest wishes,\nTom", "QUALIFIED", { horse_injury: false, livery_type: true }],
    ["liv05", "My mare came in from the top paddock with blood pouring from a cut above her hoof. Can someone come and look now?", "ESCALATE", { horse_injury: true }],
    ["liv06", "Is the arena floodlit in winter? I'd want to ride after work.", "FAILED", { horse_injury: false }],
    ["liv07", "He was lame for a month two winters ago but he's been sound ever since. Looking for full livery.", "QUALIFIED", { horse_injury: false }],
    ["liv08", "My friend's pony got colic at her old yard, so I'm asking how often the grass is checked.", "FAILED", { horse_injury: false }],
    ["liv09", [user("We're after a stable for a 15hh cob."), agent("Lovely, what kind of livery?"), user("DIY please, I'll muck out myself.")], "QUALIFIED", { horse_injury: false }],
    ["liv10", "Stable 4 here. The gelding is pawing the ground and keeps lying down and getting up again. He hasn't touched his hay.", "ESCALATE", { horse_injury: true }],
    ["liv11", "Horse injury: none\nHorse: dun pony, 13hh\nLivery: part livery", "QUALIFIED", { horse_injury: false }]
  ]
}

const bikes: FpDomain = {
  name: "a bicycle repair shop",
  criteria: {
    custom_detectors: [
      field("bike_model", ["a Trek Domane road bike", "my old Raleigh three-speed", "a Brompton folding bike"]),
      field("repair_wanted", ["a full service before the summer", "new brake pads and a chain", "true the back wheel please"]),
      trigger("bike_failure_injury", "A bike failed while ridden and someone was hurt", [
        "The fork snapped on a descent and I went over the bars",
        "My brakes failed after your service and I hit a parked van",
        "The crank came off mid ride and my son cut his knee open"
      ], ["Do you fit disc brakes?", "How long does a service take?"])
    ],
    escalation: { triggers: [{ field: "bike_failure_injury" }] }
  },
  cases: [
    ["bik01", "Name: Ola Berg\nBike: Specialized Allez, 2019\nWork: new chain, cassette and bar tape", "QUALIFIED", { bike_failure_injury: false, bike_model: true }],
    ["bik02", "Bike: a Dawes tourer\nRepair: the gears skip on the big cog", "QUALIFIED", { bike_failure_injury: false }],
    ["bik03", "Bike: Cube hybrid\nFailure: the front wheel folded on a pothole and I broke my wrist\nRepair: whatever it needs", "ESCALATE", { bike_failure_injury: true }],
    ["bik04", "Hi,\n\nMy Brompton's hinge clamp is stiff and the rear tyre is bald. Could I drop it in on Friday?\n\nThanks,\nMia", "QUALIFIED", { bike_failure_injury: false }],
    ["bik05", "The handlebar stem you tightened last week slipped as I turned into the junction and I came off onto the road. My elbow is badly grazed.", "ESCALATE", { bike_failure_injury: true }],
    ["bik06", "Do you fit disc brakes to an older frame?", "FAILED", { bike_failure_injury: false }],
    ["bik07", "What would happen if a spoke broke on a fast descent?", "FAILED", { bike_failure_injury: false }],
    ["bik08", "A colleague crashed when his chain snapped last year, so I'd like mine checked properly: a Trek road bike, full service.", "QUALIFIED", { bike_failure_injury: false }],
    ["bik09", [user("I need my kid's bike sorted before school starts."), agent("Sure, what is it?"), user("A little Frog 44, the brakes need adjusting.")], "QUALIFIED", { bike_failure_injury: false }],
    ["bik10", "My daughter was riding home on the Raleigh. The pedal sheared off and she hit the kerb face first.", "ESCALATE", { bike_failure_injury: true }],
    ["bik11", "Bike failure or injury: no\nBike: Brompton\nRepair: new tyres", "QUALIFIED", { bike_failure_injury: false }]
  ]
}

const piano: FpDomain = {
  name: "a piano tuner",
  criteria: {
    custom_detectors: [
      field("piano_type", ["an upright Yamaha from the eighties", "a baby grand", "an old Broadwood overstrung upright"]),
      field("visit_day", ["any weekday morning", "Saturday the 9th", "after school on Thursday"]),
      trigger("piano_damage", "A piano damaged by water, a fall or a move", [
        "The removal men dropped the piano down the last three steps and the side is split",
        "A radiator leaked into the back of the piano overnight and the keys stick",
        "The castor snapped and the whole upright tipped against the wall"
      ], ["How often should a piano be tuned?", "Do you tune digital pianos?"])
    ],
    escalation: { triggers: [{ field: "piano_damage" }] }
  },
  cases: [
    ["pia01", "Piano: Kemble upright, bought new in 2004\nWhen: Tuesday morning\nNotes: it's about a semitone flat", "QUALIFIED", { piano_damage: false, piano_type: true }],
    ["pia02", "Piano: Steinway model M\nDamage: the lid was dropped during the move and two hinges are torn out\nWhen: Thursday after school", "ESCALATE", { piano_damage: true }],
    ["pia03", "Good morning,\n\nOur baby grand hasn't been tuned since we moved in. Could you come on Saturday the 9th?\n\nKind regards,\nHelen", "QUALIFIED", { piano_damage: false }],
    ["pia04", "Water came through the ceiling onto our upright last night. The keys are all swollen and several won't come back up.", "ESCALATE", { piano_damage: true }],
    ["pia05", "How often should a concert grand be tuned?", "FAILED", { piano_damage: false }],
    ["pia06", "My neighbour's piano was ruined by a burst pipe, so is it worth a cover on ours?", "FAILED", { piano_damage: false }],
    ["pia07", [user("Hi, could you tune an upright for us?"), agent("Of course, what make is it?"), user("A Challen, quite old, and any weekday morning works.")], "QUALIFIED", { piano_damage: false }],
    ["pia08", "The movers tipped our upright on its back going round the landing. Now one pedal hangs loose and the case is cracked.", "ESCALATE", { piano_damage: true }],
    ["pia09", "Piano damage: none\nPiano: a baby grand\nWhen: Friday", "QUALIFIED", { piano_damage: false }],
    ["pia10", "Piano: Bechstein upright\nWhen: Wednesday afternoon", "QUALIFIED", { piano_damage: false }]
  ]
}

const marina: FpDomain = {
  name: "a boat marina",
  criteria: {
    custom_detectors: [
      field("boat_details", ["a 32ft sailing yacht", "a small motor cruiser, about 24 feet", "a narrowboat, 57ft"]),
      field("berth_period", ["a year's berth from April", "just the summer months", "two weeks in August"]),
      trigger("boat_emergency", "A boat sinking, on fire or adrift in the marina", [
        "Our boat is taking on water fast and the bilge pump can't keep up",
        "There's smoke pouring out of the engine bay on pontoon C",
        "The mooring lines have parted and the yacht is drifting towards the harbour wall"
      ], ["Do you have pump-out facilities?", "Is there a fuel berth?"])
    ],
    escalation: { triggers: [{ field: "boat_emergency" }] }
  },
  cases: [
    ["mar01", "Boat: Westerly Konsort, 29ft, bilge keel\nBerth: a year from April\nContact: 07700 900123", "QUALIFIED", { boat_emergency: false, boat_details: true }],
    ["mar02", "Boat: a 24ft motor cruiser\nEmergency: she's listing and water is over the cabin floor\nBerth: visitor's pontoon", "ESCALATE", { boat_emergency: true }],
    ["mar03", "Hello,\n\nWe bring our narrowboat down the river every August and would like two weeks on a pontoon near the showers.\n\nCheers,\nBen", "QUALIFIED", { boat_emergency: false }],
    ["mar04", "The yacht next to ours on B pontoon has slipped her lines and is drifting across the fairway right now.", "ESCALATE", { boat_emergency: true }],
    ["mar05", "Is there a fuel berth, and do you take cards?", "FAILED", { boat_emergency: false }],
    ["mar06", "We had a small engine fire off the Needles three years ago, long since rebuilt. Looking for a summer berth for the yacht.", "QUALIFIED", { boat_emergency: false }],
    ["mar07", [user("Looking for a berth for a 32ft sailing boat."), agent("For how long?"), user("Just the summer months, May to September.")], "QUALIFIED", { boat_emergency: false }],
    ["mar08", "I'm on the cruiser at D12. The cabin is filling with black smoke. We've got off onto the pontoon.", "ESCALATE", { boat_emergency: true }],
    ["mar09", "Boat emergency: none\nBoat: narrowboat, 57ft\nBerth: winter only", "QUALIFIED", { boat_emergency: false }],
    ["mar10", "Boat: a Jeanneau Sun Odyssey 36\nBerth: twelve months", "QUALIFIED", { boat_emergency: false }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [livery, bikes, piano, marina]
