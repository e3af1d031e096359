import type { EscDomain } from "./custescCases.js"

// Four of eight rubrics of our own (custtopicDomains2.ts holds the others) whose required content
// detectors are given as short topic phrases, the way a busy owner types them ("oven clean",
// "hedge trim"), not as sentences. The messages state the topic inside a longer request, in other
// words (a synonym, a part for the whole), as a form value or among other topics; the near misses
// name it as done, ask about it in general, tell somebody else's, or ask for another service.

const cleaner: EscDomain = {
  name: "a domestic cleaning firm",
  criteria: {
    custom_detectors: [
      { name: "deep_clean", type: "presence", examples: ["end of tenancy clean", "a deep clean of the flat", "full house deep clean", "move out clean"] },
      { name: "oven_clean", type: "presence", examples: ["oven clean", "oven and hob cleaning", "range cooker clean"] }
    ]
  },
  cases: [
    ["We hand the keys back on the 30th, could somebody come and give the whole place a thorough going over before we leave? The oven is filthy too.", false, ["deep_clean", "oven_clean"]],
    ["Hi, is there any chance you could do the cooker as well when you come on Tuesday? The grill pan is thick with grease.", false, ["oven_clean"]],
    ["Looking for someone to properly scrub the house top to bottom before the new tenants arrive.", false, ["deep_clean"]],
    ["Service wanted: end of lease clean, 2 bed flat\nExtras: oven", false, ["deep_clean", "oven_clean"]],
    ["Your team did our end of tenancy clean last month and we got the full deposit back, thank you!", false, []],
    ["Do you do oven cleaning at all, or just general housework?", false, []],
    ["My neighbour's landlord is arranging a deep clean of her flat, she might pass on your number.", false, []],
    ["Can you quote for a fortnightly clean, two hours each visit?", false, []],
    ["Hello, we are moving out on Friday and the letting agent wants the flat professionally cleaned throughout. Could you fit us in on Thursday?", false, ["deep_clean"]],
    ["oven", false, []],
    ["Can I change my regular Wednesday slot to Thursday this week?", false, []],
    ["Please could you clean the oven and the extractor hood while you're here, both are greasy.", false, ["oven_clean"]]
  ]
}

const gardener: EscDomain = {
  name: "a garden maintenance service",
  criteria: {
    custom_detectors: [
      { name: "hedge_trim", type: "presence", examples: ["hedge trim", "hedges cut back", "privet hedge trimming", "laurel hedge cut"] },
      { name: "lawn_mowing", type: "presence", examples: ["lawn mowing", "grass cut", "lawn cut and edged"] }
    ]
  },
  cases: [
    ["The laurels along the drive have got out of hand and are blocking the path, could you come and cut them back? The back lawn could do with a mow too.", false, ["hedge_trim", "lawn_mowing"]],
    ["Could someone cut the grass at my mum's bungalow every other week over the summer?", false, ["lawn_mowing"]],
    ["We'd like the hedges along the front tidied up before the party in June.", false, ["hedge_trim"]],
    ["Job: front and back lawns mowed\nAlso: conifer hedge trimmed", false, ["hedge_trim", "lawn_mowing"]],
    ["Thanks for cutting the hedges last week, they look great.", false, []],
    ["What time of year is best for trimming a beech hedge?", false, []],
    ["Next door had their lawn done by you and it looks lovely.", false, []],
    ["Can you take away a pile of garden waste and some old fence panels?", false, []],
    ["I've put my back out and can't manage the grass any more, it's nearly knee high now, can you help?", false, ["lawn_mowing"]],
    ["Do you do tree felling? There's a dead sycamore by the shed.", false, []],
    ["hedge", false, []],
    ["Hi, I'm moving in next month; the hawthorn hedge along the lane needs shaping and the lawn is a meadow. When can you come?", false, ["hedge_trim", "lawn_mowing"]]
  ]
}

const heating: EscDomain = {
  name: "a heating engineer",
  criteria: {
    custom_detectors: [
      { name: "boiler_service", type: "presence", examples: ["boiler service", "annual boiler check", "yearly service on the combi"] },
      { name: "radiator_work", type: "presence", examples: ["radiator bleed", "new radiator fitted", "radiator valve replacement", "towel rail swap"] }
    ]
  },
  cases: [
    ["Our combi hasn't been looked at for two years now, could you book us in for its yearly check? Also two of the radiators upstairs stay cold at the top.", false, ["boiler_service", "radiator_work"]],
    ["Could you send someone to service the boiler before winter sets in?", false, ["boiler_service"]],
    ["We'd like a bigger radiator put in the back bedroom, the current one is tiny.", false, ["radiator_work"]],
    ["Work needed: replace the thermostatic valve on the hall radiator", false, ["radiator_work"]],
    ["Your engineer serviced the boiler on Monday, all good, thanks.", false, []],
    ["How often should a boiler be serviced?", false, []],
    ["My landlord gets the boiler serviced every year so I don't need to worry about that.", false, []],
    ["Can you fit a smart thermostat? We have a Worcester combi.", false, []],
    ["Hi, the gas safety check on my rental is due next week and the tenants would like the bathroom towel rail changed while you're there.", false, ["boiler_service", "radiator_work"]],
    ["Do you install heat pumps?", false, []],
    ["radiators", false, []],
    ["Please can someone bleed the radiators in the lounge, they gurgle and are only warm at the bottom.", false, ["radiator_work"]]
  ]
}

const valeter: EscDomain = {
  name: "a mobile car valeter",
  criteria: {
    custom_detectors: [
      { name: "interior_valet", type: "presence", examples: ["interior valet", "seats shampooed", "full interior clean", "upholstery deep clean"] },
      { name: "paint_polish", type: "presence", examples: ["machine polish", "paint correction", "wax and polish", "swirl removal"] }
    ]
  },
  cases: [
    ["The dog has made a right mess of the back seats and the carpets, could you come and give the inside of the car a proper clean? The paintwork is dull as well, a polish would be great.", false, ["interior_valet", "paint_polish"]],
    ["Could you get the swirl marks out of the bonnet on my black Golf?", false, ["paint_polish"]],
    ["Need the upholstery in my van cleaned before I sell it, the fabric seats are stained.", false, ["interior_valet"]],
    ["Vehicle: Ford Focus estate\nService: full valet inside, seats and mats", false, ["interior_valet"]],
    ["You did a great job polishing my Audi last month, it still shines.", false, []],
    ["Is ceramic coating worth it over a normal wax?", false, []],
    ["My brother had his car detailed by you and recommends you.", false, []],
    ["Can you do a quick exterior wash at my office car park on Fridays?", false, []],
    ["Hi, I'm after a cut and polish on a 2015 Mini, the red has faded badly on the roof. Any availability next week?", false, ["paint_polish"]],
    ["Do you clean motorbikes?", false, []],
    ["seats", false, []],
    ["Kids spilled milkshake all over the rear seats and it smells awful, can you shampoo them?", false, ["interior_valet"]]
  ]
}

export const DOMAINS: ReadonlyArray<EscDomain> = [cleaner, gardener, heating, valeter]
