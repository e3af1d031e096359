// Custom classification rubrics of our own for branch owned, written before any change: a bicycle
// shop, an aquarium shop, a boat yard, a clock repairer and a tree surgeon. Several categories are
// named after a thing the customer may own ("bike", "tank", "mooring", "clock", "hedge"), so the
// shape under test is a noun the sender holds, keeps or is beside, while the request acts on
// something else; plus paraphrase of a repair or a sale with no shared word, and thanks.
import { cls } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const bikeShop: CatDomain = {
  detectors: [
    cls("request", [
      ["Do you have any road bikes in stock?", "bike"],
      ["I'd like to buy a bike for my son", "bike"],
      ["My brakes are squeaking", "repair"],
      ["The chain keeps slipping", "repair"],
      ["Can you set the saddle height for me?", "fitting"]
    ])
  ],
  cases: [
    ["k01", "My bike keeps throwing its chain on every climb", { request: "repair" }],
    ["k02", "Our tandem has a buckled rear wheel after the kerb", { request: "repair" }],
    ["k03", "Looking for a second-hand commuter, something light with mudguards", { request: "bike" }],
    ["k04", "Could you get my old bike running again? It has sat in the shed for years", { request: "repair" }],
    ["k05", "My bike gives me a sore back after twenty minutes, could you adjust the position", { request: "fitting" }],
    ["k06", "Thanks, the wheel is perfect now", { request: null }],
    ["k07", "My daughter's bike has grown too small for her, do you stock a 24 inch one?", { request: "bike" }],
    ["k08", "The gears on my bike jump whenever I pedal hard", { request: "repair" }]
  ]
}

const aquarium: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["Do you have any neon tetras?", "fish"],
      ["I'd like to buy some guppies", "fish"],
      ["I need a bigger tank", "tank"],
      ["Do you sell 200 litre aquariums?", "tank"],
      ["My fish have white spots", "health"],
      ["How do I treat fin rot?", "health"]
    ])
  ],
  cases: [
    ["a01", "My fish keep gasping at the surface every morning", { enquiry: "health" }],
    ["a02", "The tank in our waiting room has cloudy water and two of the mollies have ragged fins", { enquiry: "health" }],
    ["a03", "My tank has become too crowded, I want something twice the size", { enquiry: "tank" }],
    ["a04", "The angelfish in my tank are hiding and not eating", { enquiry: "health" }],
    ["a05", "Have you got any cherry shrimp or small catfish to add to a planted setup?", { enquiry: "fish" }],
    ["a06", "Thanks, the new filter is running quietly", { enquiry: null }],
    ["a07", "My tank is fine, I just want a few more corydoras for it", { enquiry: "fish" }],
    ["a08", "The goldfish in our pond have red streaks on their tails", { enquiry: "health" }]
  ]
}

const boatYard: CatDomain = {
  detectors: [
    cls("job", [
      ["I need a mooring for the summer", "mooring"],
      ["Is there a berth free on the pontoon?", "mooring"],
      ["The outboard won't start", "engine"],
      ["The engine overheats at full throttle", "engine"],
      ["I want to sell my boat", "sale"]
    ])
  ],
  cases: [
    ["y01", "Our boat on the mooring won't turn over since the weekend", { job: "engine" }],
    ["y02", "We've decided to part with the yacht for good, can you find us a buyer?", { job: "sale" }],
    ["y03", "My mooring is fine, it's the diesel that stalls whenever I go astern", { job: "engine" }],
    ["y04", "Looking for somewhere to keep a 26 foot sailing boat from April", { job: "mooring" }],
    ["y05", "The engine on my boat belches black smoke at cruising speed", { job: "engine" }],
    ["y06", "Thanks for the lift-out, she looks great", { job: null }],
    ["y07", "Could you list our motor cruiser on your brokerage page?", { job: "sale" }],
    ["y08", "The boat on my mooring has water coming from the engine housing", { job: "engine" }]
  ]
}

const clockRepair: CatDomain = {
  detectors: [
    cls("service", [
      ["My watch has stopped", "repair"],
      ["The clock strikes the wrong hour", "repair"],
      ["I need a new battery in my watch", "battery"],
      ["Can you fit a new leather strap?", "strap"],
      ["What is my grandfather clock worth?", "valuation"]
    ])
  ],
  cases: [
    ["c01", "The watch my father left me loses ten minutes a day", { service: "repair" }],
    ["c02", "The grandfather clock in our hallway chimes at random times of night", { service: "repair" }],
    ["c03", "Could you get the old mantel clock going again?", { service: "repair" }],
    ["c04", "Could you bring my grandmother's carriage clock back to working order?", { service: "repair" }],
    ["c05", "My strap is fine but the watch went dead this morning, probably the cell", { service: "battery" }],
    ["c06", "I'm thinking of insuring my late uncle's pocket watch and need a figure for it", { service: "valuation" }],
    ["c07", "Thank you, the clock is ticking happily again", { service: null }],
    ["c08", "The band on my watch has snapped at the buckle", { service: "strap" }]
  ]
}

const treeSurgeon: CatDomain = {
  detectors: [
    cls("work", [
      ["The oak needs felling", "removal"],
      ["We want the dead tree taken down", "removal"],
      ["Can you cut back the hedge?", "pruning"],
      ["The branches overhang the road", "pruning"],
      ["Is this tree safe?", "survey"]
    ])
  ],
  cases: [
    ["g01", "The hedge along our drive has grown over the path, could you take it back by a third", { work: "pruning" }],
    ["g02", "The beech by our house leans toward the garage; we'd like to know if it could come down in a storm", { work: "survey" }],
    ["g03", "Our hedge blocks all the light and we want it gone completely", { work: "removal" }],
    ["g04", "The tree in our garden has limbs resting on the neighbour's roof", { work: "pruning" }],
    ["g05", "Thanks, the garden looks so much brighter", { work: null }],
    ["g06", "The sycamore in my yard has died and I'd like it removed down to the stump", { work: "removal" }],
    ["g07", "Could someone inspect the willow by the pond for rot before we let the children climb it?", { work: "survey" }],
    ["g08", "My tree is fine, it's the neighbour's conifers hanging over our fence that need trimming", { work: "pruning" }]
  ]
}

export const OWNED_DOMAINS: ReadonlyArray<CatDomain> = [bikeShop, aquarium, boatYard, clockRepair, treeSurgeon]
