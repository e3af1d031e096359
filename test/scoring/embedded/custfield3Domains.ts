import type { FieldDomain } from "./custfieldDomains.js"

// Custom rubrics of our own whose fields are a wanted date or range, a place, a headcount or an
// asset's number, plus one classification each (custfield3.test.ts). Values are told loosely ("the
// second weekend of May", "any Tuesday after the 10th", "round at my sister's in Hove", "we'll be
// about forty", "the one by the loading bay, number 3"); near misses hold a date that is not the
// wanted one (a past event, an invoice date), the business's own place, or a count of something
// else. A case lists the detectors it states; the others must not be found.
const pres = (name: string, examples: ReadonlyArray<string>) => ({ name, type: "presence", examples: [...examples] })
const cls = (name: string, examples: ReadonlyArray<readonly [string, string]>) => ({
  name, type: "classification", categories: [...new Set(examples.map(([, c]) => c))],
  examples: examples.map(([text, category]) => ({ text, category }))
})

const swarms: FieldDomain = {
  name: "a beekeepers' swarm line",
  criteria: {
    custom_detectors: [
      pres("swarm_location", ["In the hedge at 12 Orchard Road, Bampton", "On a fence post behind the Co-op in Witney", "Hanging from our apple tree, 4 Mill Lane"]),
      pres("cluster_height", ["About six feet off the ground", "Roughly 3 metres up", "At head height"]),
      cls("settled_on", [["They're on a branch of the cherry tree", "tree"], ["Clustered on the shed wall", "structure"], ["In the eaves of the house", "structure"], ["On a low bush in the park", "tree"]])
    ]
  },
  cases: [
    ["There's a big ball of bees on the wheelie bin round the back of 7 Cherry Close, Eynsham, about waist height.", ["swarm_location", "cluster_height", "settled_on"]],
    ["Swarm in the sycamore at the end of Bridge Street in Standlake, it's maybe twenty feet up.", ["swarm_location", "cluster_height", "settled_on"]],
    ["Do you remove wasp nests? We had one last summer and paid £60.", []],
    ["The bees are in my neighbour's chimney, number 22 Church View, Ducklington.", ["swarm_location", "settled_on"]],
    ["We had a swarm two years ago in the same garden and a very kind lady took it away.", []],
    ["I'm a beekeeper myself, based in Cumnor, and I can help with collections if you're short.", []],
    ["They've landed on the wing mirror of my car, parked on Queen Street opposite the library.", ["swarm_location", "settled_on"]],
    ["How high can your volunteers reach safely with a ladder?", []],
    ["Bees all over the gatepost at Manor Farm, Hailey, just below my shoulder.", ["swarm_location", "cluster_height", "settled_on"]],
    ["My number is 07700 900 318, please ring, I'm scared of them.", []]
  ]
}

const cruises: FieldDomain = {
  name: "a canal boat hire firm",
  criteria: {
    custom_detectors: [
      pres("cruise_dates", ["From Friday 8 August for a week", "The week of 14 July", "3rd to 10th September 2026"]),
      pres("party_size", ["There will be 6 of us", "Four adults and two children", "A party of 8"]),
      cls("boat_choice", [["A small boat for two", "small"], ["Something that sleeps eight", "large"], ["Our biggest family boat please", "large"], ["Just a cosy one for a couple", "small"]])
    ]
  },
  cases: [
    ["We'd like a boat for the second weekend of May, we'll be about ten so something that sleeps us all.", ["cruise_dates", "party_size", "boat_choice"]],
    ["Any Tuesday after the 10th of June would suit us, just the two of us and the dog.", ["cruise_dates", "party_size", "boat_choice"]],
    ["We hired from you in August 2023 and loved it. Is the lock flight at Hatton still closed?", []],
    ["Your invoice dated 2 March shows the wrong deposit, we paid £250 not £200.", []],
    ["Hoping to go out over the late May bank holiday with my parents and our three kids.", ["cruise_dates", "party_size"]],
    ["How many locks are there between the marina and Warwick?", []],
    ["Is there room on the towpath for 40 bikes if our cycling club meets you there?", []],
    ["Dates: first fortnight of October\nPeople: 5 adults", ["cruise_dates", "party_size"]],
    ["Could we take the narrowboat from the 19th through to the 26th? There'll be a dozen of us, so your largest.", ["cruise_dates", "party_size", "boat_choice"]],
    ["Your boats are lovely, we saw one moored at your yard in Braunston last week.", []]
  ]
}

const lifts: FieldDomain = {
  name: "an access platform hire depot",
  criteria: {
    custom_detectors: [
      pres("lift_id", ["Machine number SL-204", "The scissor lift with fleet no. 1187", "Boom lift ID BL07"]),
      pres("yard_location", ["It's on site at the Kingsway retail park, unit 4", "On the job at 18 Dock Road, Tilbury", "At our yard in Grays, off London Road"]),
      cls("fault_kind", [["It won't go up at all", "lifting"], ["The platform drops slowly on its own", "lifting"], ["The battery won't charge", "power"], ["It's dead, no power on the controls", "power"]])
    ]
  },
  cases: [
    ["The one by the goods entrance, number 3, won't raise past half way. We're at the new Lidl build on Stanford Road.", ["lift_id", "yard_location", "fault_kind"]],
    ["Scissor lift 2231 is completely flat and won't take a charge, it's at the school job in Corringham.", ["lift_id", "yard_location", "fault_kind"]],
    ["Can you collect your machines from us on Friday? We finish on site at 3.", []],
    ["Invoice 44107 charged us for two weeks, we only had it for nine days.", []],
    ["Your depot at Purfleet was shut when our driver called in this morning.", []],
    ["The boom on fleet no. 0938 creeps down with nobody on it.", ["lift_id", "fault_kind"]],
    ["Hi, we've got it round the back of the warehouse at Thurrock Park Way, unit 12, and the controls are dead.", ["yard_location", "fault_kind"]],
    ["How many lifts do you have available next week? We might need 3.", []],
    ["Machine BL-15 has a flat tyre, it's sat in our compound off Butts Lane, Stanford-le-Hope.", ["lift_id", "yard_location"]],
    ["We hired 4 machines from you in 2024 for the hospital job.", []]
  ]
}

const florist: FieldDomain = {
  name: "a wedding florist",
  criteria: {
    custom_detectors: [
      pres("wedding_date", ["We're getting married on 20 June 2026", "The wedding is Saturday 5 September", "Our date is 12/04/2027"]),
      pres("venue", ["The ceremony is at St Mary's Church, Lewes", "Reception at Glynde Place", "At the Old Barn, Firle"]),
      cls("style", [["Wild and meadowy, lots of grasses", "rustic"], ["Classic white roses and peonies", "classic"], ["Very natural, like it's just been picked", "rustic"], ["Elegant and formal, all white", "classic"]])
    ]
  },
  cases: [
    ["We're tying the knot the Saturday after Easter next year, round at my mum's in Hove, she has a big garden. We love anything wild and loose.", ["wedding_date", "venue", "style"]],
    ["My parents married on 14 May 1986 and I'd love to recreate her bouquet, all white and very formal.", ["style"]],
    ["Do you deliver to venues outside Sussex?", []],
    ["Date: late September, not fixed yet\nPlace: a marquee in the field behind the Ram Inn, Firle", ["wedding_date", "venue"]],
    ["I run a flower shop myself at 3 High Street, Lewes, and would happily share stock with you.", []],
    ["We'll marry at Brighton town hall on the 2nd of August, then lunch at a pub.", ["wedding_date", "venue"]],
    ["How far ahead do people usually book you?", []],
    ["Saw your flowers at my cousin's wedding in June, they were stunning.", []],
    ["It's a small wedding, about 30 guests, sometime in spring 2027 and we want classic roses.", ["wedding_date", "style"]],
    ["Please send me your price list, I'll be at the wedding fair at the racecourse on Sunday.", []]
  ]
}

const pianos: FieldDomain = {
  name: "a piano tuner",
  criteria: {
    custom_detectors: [
      pres("preferred_dates", ["Any day next week", "Ideally Monday 9 or Tuesday 10 March", "Sometime between the 3rd and the 7th"]),
      pres("piano_location", ["It's at 27 Marine Parade, Whitby", "At the village hall in Sleights", "Our house, 5 Abbey Terrace"]),
      cls("piano_kind", [["An old upright", "upright"], ["A Yamaha baby grand", "grand"], ["A 1920s upright in the hall", "upright"], ["A concert grand", "grand"]])
    ]
  },
  cases: [
    ["Could you tune our upright at the chapel on Flowergate? Any Wednesday afternoon in the next month is fine.", ["preferred_dates", "piano_location", "piano_kind"]],
    ["We bought a second-hand grand in March and it was tuned by the shop then, but it's drifted.", ["piano_kind"]],
    ["Is it all right if I leave the key with next door? I work at the hospital.", []],
    ["Hoping for a date in the week of the 16th, it's a baby grand at Ruswarp Hall, the school there.", ["preferred_dates", "piano_location", "piano_kind"]],
    ["Your card says you're in Pickering, do you come as far as the coast?", []],
    ["My invoice from 4 February still hasn't arrived.", []],
    ["Anytime after the 20th, we're at 9 Chubb Hill Road.", ["preferred_dates", "piano_location"]],
    ["How often should an upright be tuned if it sits by a radiator?", []],
    ["Our recital is on 30 May so it would need doing the week before, at St Hilda's church hall.", ["preferred_dates", "piano_location"]],
    ["We have 2 pianos and 3 guitars, do you also restring guitars?", []]
  ]
}

const anniversary: FieldDomain = {
  name: "a restaurant's private dining",
  criteria: {
    custom_detectors: [
      pres("anniversary_date", ["Our anniversary is on 18 October", "Friday 6 June for our 25th", "The night of 2 February"]),
      pres("headcount", ["A table for 12", "About 20 of us", "There'll be 14 people"]),
      cls("occasion", [["It's our silver wedding", "anniversary"], ["My dad's 70th birthday", "birthday"], ["Celebrating 40 years married", "anniversary"], ["A surprise birthday meal", "birthday"]])
    ]
  },
  cases: [
    ["We'll be about forty for my parents' ruby wedding, any chance of the whole upstairs on the last Saturday in November?", ["anniversary_date", "headcount", "occasion"]],
    ["A table for two on our anniversary please, it falls on the 9th this year.", ["anniversary_date", "headcount", "occasion"]],
    ["We got engaged at your restaurant on 14 February 2019, it means a lot to us.", []],
    ["Do you have a room that seats 60? Asking for a work do next year.", []],
    ["Hi, it's my husband's 50th and I'd like to book for the family, 8 adults and 3 children, Sunday lunch on the 12th.", ["anniversary_date", "headcount", "occasion"]],
    ["Your set menu says 3 courses for £45, does that include wine?", []],
    ["Our wedding anniversary - could we come in the Friday after next? Just us.", ["anniversary_date", "headcount", "occasion"]],
    ["My receipt from the 3rd says we paid for 6 desserts but only 4 came.", []],
    ["The upstairs room at your Clifton branch looked lovely when we were there in spring.", []],
    ["Numbers: roughly 25\nWhen: Sat 4 April\nWhy: my folks' golden wedding", ["anniversary_date", "headcount", "occasion"]]
  ]
}

const yards: FieldDomain = {
  name: "a skip hire firm",
  criteria: {
    custom_detectors: [
      pres("start_date", ["From Monday 2 March", "We need it on the 15th", "Starting next Thursday"]),
      pres("drop_site", ["On the drive at 41 Beech Road, Didcot", "In the yard behind the Crown, Wallingford", "On the street outside 7 Park Lane"]),
      cls("skip_size", [["A mini skip", "small"], ["A 4 yard skip", "small"], ["The biggest builder's skip", "large"], ["An 8 yard one", "large"]])
    ]
  },
  cases: [
    ["Could you drop a big builder's skip on the gravel by our side gate, 3 Wantage Road, Harwell, from the Monday after next?", ["start_date", "drop_site", "skip_size"]],
    ["Your yard on Hithercroft was very helpful last time, thank you.", []],
    ["Mini skip please, any day after the 21st, it can go on the verge outside number 16 Station Road.", ["start_date", "drop_site", "skip_size"]],
    ["We hired a skip in June 2025 and the invoice dated 30 June still shows unpaid, but we paid by card.", []],
    ["Do I need a permit if it sits on the road? How many days does that take?", []],
    ["We're clearing out 30 years of junk from mum's bungalow at 8 The Croft, Blewbury, starting the first week of July.", ["start_date", "drop_site"]],
    ["How many skips do you have, we might need 2 for a week.", []],
    ["Start: early next month\nWhere: field entrance off Lady Lane, Sutton Courtenay\nSize: largest you do", ["start_date", "drop_site", "skip_size"]],
    ["Your driver damaged our wall when he collected on the 4th.", []],
    ["Any chance of something small on Friday? We're doing the bathroom.", ["start_date", "skip_size"]]
  ]
}

export const CUSTFIELD3_DOMAINS: ReadonlyArray<FieldDomain> = [swarms, cruises, lifts, florist, pianos, anniversary, yards]
