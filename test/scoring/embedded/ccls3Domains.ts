// Custom classification rubrics of our own for round ccls (issue 22), written before any change: a
// cold-chain haulier, a memorial mason, a cleaning-contract broker and a catering-kit hire. Each
// category is named after a kind of thing ("refrigerated", "burial", "industrial", "cooking") and
// most messages name only a member of the kind ("a chest freezer", "the churchyard", "our depot",
// "two deep fat fryers"), never the category's word nor an example's. A third are near misses: the
// member asked about, denied, somebody else's, long settled, or a topic word with no request.
import { cls, pres } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const haulier: CatDomain = {
  detectors: [
    cls("load", [
      ["We need chilled pallets moved under temperature control", "refrigeration"],
      ["Twelve pallets of tinned goods to go to Derby", "ambient"],
      ["Can you carry a crane part that is four metres long?", "abnormal"]
    ]),
    pres("collection_point", ["Pick up is from our yard in Stoke", "Collect from unit 4 on the estate"])
  ],
  cases: [
    ["h01", "We have a lorry load of frozen peas that must stay at minus eighteen all the way", { load: "refrigeration" }],
    ["h02", "Twenty cases of ice cream going out of our cold store on Friday", { load: "refrigeration" }],
    ["h03", "It's a run of fresh fish from the quayside to three fishmongers inland", { load: null }],
    ["h04", "Our freezer trailer is booked with another firm, we only need dry boxed stationery moved", { load: "ambient" }],
    ["h05", "Do you ever move chillers, like the big display ones?", { load: null }],
    ["h06", "Thanks, the refrigerated run last week arrived perfectly", { load: null }],
    ["h07", "Forty pallets of bottled water, nothing fragile, from the yard in Crewe", { load: "ambient", collection_point: true }],
    ["h08", "A wind turbine blade needs escorting up the motorway overnight", { load: "abnormal" }],
    ["h09", "The cargo is yoghurt and cheese, kept between two and five degrees", { load: "refrigeration" }],
    ["h10", "Goods: frozen pastry\nPallets: 6\nFrom: our depot in Hull", { load: "refrigeration", collection_point: true }],
    ["h11", "What's your rate card for next year?", { load: null }],
    ["h12", "Not chilled or frozen at all, just cardboard flat-packs", { load: "ambient" }]
  ]
}

const mason: CatDomain = {
  detectors: [
    cls("memorial", [
      ["We are after a carved stone for my late aunt's plot", "burial"],
      ["A small plaque for the garden of remembrance where we scattered the ashes", "cremation"],
      ["The lettering on grandma's stone has faded, can you recut it?", "renovation"]
    ]),
    pres("deadline", ["We hope to have it in place by the anniversary", "It needs to be done before Easter"])
  ],
  cases: [
    ["m01", "Dad was interred in the churchyard at St Mary's last spring and we're ready to mark the spot", { memorial: "burial" }],
    ["m02", "Mum was cremated in June and we'd like something in the crematorium grounds", { memorial: "cremation" }],
    ["m03", "He was buried beside his brother in the village cemetery, we'd like a simple upright stone", { memorial: "burial" }],
    ["m04", "We kept her urn at home for a while and now want a tablet for the memorial wall", { memorial: "cremation" }],
    ["m05", "Is it cheaper to mark a plot or a niche? Just comparing for a leaflet", { memorial: null }],
    ["m06", "My neighbour used you for her husband's grave and spoke highly of you", { memorial: null }],
    ["m07", "The kerb set round my parents' plot has sunk and cracked and wants lifting and resetting", { memorial: "renovation" }],
    ["m08", "Thanks again, the new stone looks beautiful", { memorial: null }],
    ["m09", "We laid my uncle to rest in the family plot and want to add his name under his wife's", { memorial: "burial" }],
    ["m10", "Nothing has been decided yet, the family are still talking", { memorial: null }],
    ["m11", "Her ashes are going into the sea, so we'd just like a bench plaque on the seafront", { memorial: "cremation" }],
    ["m12", "Deceased: Peter Hale\nResting place: grave 14, row C, Northfield cemetery\nHoping to finish before his birthday", { memorial: "burial", deadline: true }],
    // Near misses from a review (lexfix): words of a kind with a common second meaning.
    ["m13", "We have grave doubts about the colour of the granite you sent", { memorial: null }],
    ["m14", "I'm buried in paperwork, could you email me the price list?", { memorial: null }]
  ]
}

const broker: CatDomain = {
  detectors: [
    cls("site", [
      ["We need cleaners for our office floors", "office"],
      ["A clean of our retail unit before opening", "retail"],
      ["Our industrial unit needs a deep clean", "industrial"]
    ]),
    pres("frequency", ["Every weekday evening", "Once a fortnight would do"])
  ],
  cases: [
    ["b01", "We run two bakery shops on the high street and need someone in each morning at six", { site: "retail", frequency: true }],
    ["b02", "Our warehouse floor is covered in pallet dust, it needs a sweep and scrub", { site: "industrial" }],
    ["b03", "The factory canteen and the production line both need doing after the night shift", { site: "industrial", frequency: true }],
    ["b04", "It's a single boutique selling shoes, about fifty square metres", { site: "retail" }],
    ["b05", "Do you also clean warehouses, out of interest?", { site: null }],
    ["b06", "We closed our store last year so we no longer need you", { site: null }],
    ["b07", "A distribution depot near the motorway, roughly six thousand square metres of concrete", { site: "industrial" }],
    ["b08", "Could someone cover the showroom and the tills on Sundays?", { site: "retail", frequency: true }],
    ["b09", "My brother runs a factory and might call you some time", { site: null }],
    ["b10", "Thanks for the quote, we'll have a think", { site: null }],
    ["b11", "Our manufacturing plant has oil on the floors near the presses", { site: "industrial" }],
    ["b12", "Type of premises: corner shop\nSize: 40 m2\nHow often: daily", { site: "retail", frequency: true }],
    // From a review (lexfix): "factory" or "shop" alone is no premises; "a shop unit" is.
    ["b13", "I did a factory reset on the card reader", { site: null }],
    ["b14", "The factory settings on your booking app keep resetting my password", { site: null }],
    ["b15", "Our shop unit on the retail park needs a deep clean before we open", { site: "retail" }]
  ]
}

const kitHire: CatDomain = {
  detectors: [
    cls("kit", [
      ["We need to hire a commercial cooking range for the weekend", "cooking"],
      ["Can we rent a refrigeration unit for the marquee?", "refrigeration"],
      ["Hire of a glasswasher for a party", "washing"]
    ]),
    pres("event_date", ["The wedding is on 12 June", "It's for a festival next Saturday"])
  ],
  cases: [
    ["k01", "Two deep fat fryers and a griddle for a street food stall", { kit: "cooking" }],
    ["k02", "We need a walk-in cold room behind the beer tent for three days", { kit: "refrigeration" }],
    ["k03", "Could we get a couple of upright freezers for the village fete on 3 August?", { kit: "refrigeration", event_date: true }],
    ["k04", "The chest freezer you hired us last summer was great, nothing needed this year", { kit: null }],
    ["k05", "Do your ovens run on bottled gas or mains?", { kit: null }],
    ["k06", "A six-burner stove and a hot plate for the scout camp", { kit: "cooking" }],
    ["k07", "We've already borrowed fridges from the pub, we just need a pot washer", { kit: "washing" }],
    ["k08", "Our caterer is bringing her own grill, so nothing from us", { kit: null }],
    ["k09", "A bottle cooler and a display chiller for the bar, please", { kit: "refrigeration" }],
    ["k10", "Item wanted: pizza oven\nDate: 20 July", { kit: "cooking", event_date: true }],
    ["k11", "How much notice do you need for a booking?", { kit: null }],
    ["k12", "We'll need a hog roast spit and a bain marie for the barn party", { kit: "cooking" }],
    // From a review (lexfix): "walk in", "cooler", "frozen" alone name no kit.
    ["k13", "We take walk in customers all day", { kit: null }],
    ["k14", "It is getting cooler in the evenings so the marquee needs side panels", { kit: null }],
    ["k15", "My laptop has frozen again, can you resend the booking form?", { kit: null }],
    ["k16", "We need a walk-in freezer behind the food tent", { kit: "refrigeration" }]
  ]
}

export const CCLS3_DOMAINS: ReadonlyArray<CatDomain> = [haulier, mason, broker, kitHire]
