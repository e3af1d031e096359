import type { FieldDomain } from "./custfieldDomains.js"

// Custom rubrics of our own whose required details are fields (custshape.test.ts): a date, a
// headcount, a volume or weight, a place, a time window, a catalogue reference. Each domain tells
// some values in words ("two dozen of us", "the third of next month", "the concrete one by the
// gate"), under a form label worded otherwise, or in a sentence mostly about something else; near
// misses hold a number that is not the field (a price, a phone number, an order number, the year
// of a past event). A case lists the detectors it states; the others must not be found.
const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string> = []) => ({ name, type: "presence", examples: [...examples], non_examples: [...non_examples] })

const ceilidh: FieldDomain = {
  name: "a ceilidh band",
  criteria: {
    custom_detectors: [
      pres("event_date", ["Saturday 14 June", "The wedding is on 3rd October 2026", "We're thinking Friday 21 November"], ["What dates are you free?"]),
      pres("guest_count", ["About 80 guests", "Roughly 120 people, adults and kids", "There'll be 60 of us"], ["How many can you play for?"]),
      pres("venue", ["It's at Ashby Village Hall, 2 Church Lane, Ashby", "The barn at Holt Farm near Melton", "In the function room of the Red Lion, Oakham"], ["Do you travel far?"])
    ]
  },
  cases: [
    ["Hi! We'd love a ceilidh band for our wedding on Saturday 12 September 2026 at Brook Barn near Uppingham, about 90 guests.", ["event_date", "guest_count", "venue"]],
    ["Could you play a barn dance for about two dozen of us on the third of next month? It's only a small do.", ["event_date", "guest_count"]],
    ["Date: Sat 7 March\nWhere: Langham Scout Hut, Burley Road\nBodies: 45 or so", ["event_date", "guest_count", "venue"]],
    ["How much do you charge for a three hour set? We paid £650 for a band in 2019 and they were brilliant.", []],
    ["It's my parents' ruby anniversary, the whole village is invited so probably a hundred and fifty, at the church hall in Cottesmore.", ["guest_count", "venue"]],
    ["Please ring me on 07700 900 412 after six, I'd rather talk it through.", []],
    ["We're after a caller and band for the week after Easter, venue still to be decided.", ["event_date"]],
    ["We had you at our harvest supper back in October 2023 and everyone still talks about it!", []],
    ["Hello,\n\nOur school PTA would like a family ceilidh in the sports hall at Catmose College on Friday 6 February. We expect sixty-odd families.\n\nThanks,\nDebbie", ["event_date", "guest_count", "venue"]],
    ["Booking ref 44218 - can you confirm you got the deposit?", []],
    ["Numbers: roughly 70\nDo: 50th birthday\nWhen: first Saturday in May", ["event_date", "guest_count"]],
    ["Is the price the same for a smaller crowd? There are 12 of us on the committee deciding.", []],
    ["The party is in our garden at 5 Mill Street, Empingham, on the 22nd of August.", ["event_date", "venue"]],
    ["We're a group of around thirty walkers and want a dance at the youth hostel on our last night.", ["guest_count", "venue"]]
  ]
}

const firewood: FieldDomain = {
  name: "a firewood merchant",
  criteria: {
    custom_detectors: [
      pres("load_volume", ["2 cubic metres of hardwood", "A 1.5 cubic metre bulk bag", "About 3 cubic metres, seasoned ash"], ["What sizes do the bags come in?"]),
      pres("drop_address", ["Please deliver to 14 Heron Way, Ludlow", "We're at Mill Cottage, Clee Hill, SY8 3NP", "Drop at 2 Castle View, Bitterley"], ["Do you deliver out of town?"]),
      pres("delivery_window", ["Any weekday morning", "Thursday after 2pm", "Saturday between 9 and 12"], ["How long does delivery take?"])
    ]
  },
  cases: [
    ["Can I order 2 cubic metres of kiln-dried oak to 8 Linney Road, Ludlow SY8 1EF? Any weekday morning is fine.", ["load_volume", "drop_address", "delivery_window"]],
    ["We burn through a lot, probably three or four cubic metres over the winter, please drop at Brook House, Onibury, SY7 9AW.", ["load_volume", "drop_address"]],
    ["How much is a bulk bag? Last year we paid £140 and it was mostly bark.", []],
    ["Volume: 2 m3\nAddress: 3 Tower Street, Ludlow\nBest time: Friday afternoon", ["load_volume", "drop_address", "delivery_window"]],
    ["Could the driver come on Tuesday after lunch? Nobody's in before then. It's for 11 Corve Street.", ["drop_address", "delivery_window"]],
    ["My order number is 558120, it still hasn't turned up.", []],
    ["We'd like half a cubic metre of kindling delivered to the farm shop, YO8 3QT, weekends only please.", ["load_volume", "drop_address", "delivery_window"]],
    ["Our log store holds about 4 cubic metres when full. Do you sell birch?", []],
    ["Call me on 01584 872 119 to arrange, we're not on email much.", []],
    ["Hello, a 3 cubic metre load please, to Orleton, HR6 4HX. Thursday between 10 and 1 suits us best.", ["load_volume", "drop_address", "delivery_window"]],
    ["We moved to 6 Dinham Close in 2022 and have used you ever since, thanks.", []],
    ["Hi, same as last time please: 2 cubic metres of ash, any morning after half eight.", ["load_volume", "delivery_window"]],
    ["Do you deliver on bank holidays? My invoice number is INV-20931.", []]
  ]
}

const laundry: FieldDomain = {
  name: "a commercial laundry",
  criteria: {
    custom_detectors: [
      pres("weekly_weight", ["About 80kg of linen a week", "Roughly 120 kg weekly", "40 kilos per week"], ["Is there a minimum weight?"]),
      pres("collection_slot", ["Monday before 8am", "Tuesday and Friday mornings", "Any day after 3pm"], ["When do your vans run?"]),
      pres("premises", ["The Harbour Cafe, 3 Quay Street, Whitby", "The hotel at 12 West Cliff, YO21 3EN", "Our kitchen at Unit 4, Fishburn Park"], ["Where are you based?"])
    ]
  },
  cases: [
    ["We're a 20-bed guest house at 9 Royal Crescent, Whitby YO21 3EJ, roughly 150kg a week in season, collection Monday before nine.", ["weekly_weight", "collection_slot", "premises"]],
    ["We get through about 60 kilos of napkins and tablecloths every week.", ["weekly_weight"]],
    ["Your quote of £1.90 per kilo seems high, our last supplier charged £1.40 back in 2024.", []],
    ["Business: The Sandbar Bistro\nLocation: 7 Pier Road, Whitby\nPickup: Wednesdays after 3pm", ["collection_slot", "premises"]],
    ["Can you collect on Thursday afternoon? Our old laundry let us down.", ["collection_slot"]],
    ["Please call Sam on 01947 600 218 about the invoice.", []],
    ["Around 90 kg a week, picked up from the back door of 14 Flowergate on Friday mornings.", ["weekly_weight", "collection_slot", "premises"]],
    ["Our dryer is rated at 11 kg and it broke last week, so we need help fast.", []],
    ["Hi, we've opened a second café at Unit 2, Esk Quay. Volume is maybe 50kg weekly.", ["weekly_weight", "premises"]],
    ["Order 77104 came back with two tablecloths missing.", []],
    ["Kilos/wk: 200\nCollect: Mon & Thu before 7am", ["weekly_weight", "collection_slot"]],
    ["We used to send about 100kg a week to you before we closed for the refit in 2023.", []],
    ["Any morning works for collection from the Marine Hotel, 22 Khyber Pass, Whitby.", ["collection_slot", "premises"]]
  ]
}

const trophies: FieldDomain = {
  name: "a trophy engraver",
  criteria: {
    custom_detectors: [
      pres("trophy_ref", ["Catalogue number TR-4410", "The cup coded GX2207", "Model ref CM-1805"], ["Do you have a catalogue?"]),
      pres("needed_by", ["We need them by 14 May 2026", "Collection on Friday 3 July", "Before Saturday 20 June please"], ["How long does engraving take?"])
    ]
  },
  cases: [
    ["Could we order six of the TR-4412 shields for our darts league, needed by Saturday 9 May?", ["trophy_ref", "needed_by"]],
    ["The presentation night is on the 28th of this month so the cups have to be ready before then.", ["needed_by"]],
    ["Item: GX-3190 glass star\nWanted for: Fri 12 June", ["trophy_ref", "needed_by"]],
    ["How much would engraving cost per letter? Last year's order came to £86.", []],
    ["Our club was founded in 1987, could the engraving say that under the crest?", []],
    ["Please ring the clubhouse on 01733 555 902, ask for Geoff.", []],
    ["The medal we liked is MD-2208 on page 14 of your brochure. Any chance of having twenty by the week before the summer fete?", ["trophy_ref", "needed_by"]],
    ["My order number is 300917 and one name is spelt wrong on the plate.", []],
    ["We'd like the big silver cup, the one with the lid, for the end-of-season do on Sunday 21 June.", ["needed_by"]],
    ["Hi, it's for our bowls club's annual dinner, the third of next month. Code on the website says CR5510.", ["trophy_ref", "needed_by"]],
    ["Our winners from 2025 have their names on the old plinth already.", []],
    ["Reference in your catalogue: AW-7702. Quantity 12.", ["trophy_ref"]],
    ["No rush on these at all, whenever suits you.", []]
  ]
}

const cesspit: FieldDomain = {
  name: "a septic tank emptier",
  criteria: {
    custom_detectors: [
      pres("tank_volume", ["It's a 3,000 litre tank", "About 4000 litres", "A 1,500 gallon septic tank"], ["What size tanks do you empty?"]),
      pres("tank_site", ["The tank is at Hill Farm, Long Lane, Wem, SY4 5TB", "Behind the barn at 4 Mill Row, Prees", "In the paddock at Yew Tree Cottage, Loppington"], ["Do you cover our area?"]),
      pres("visit_window", ["Any weekday after 10am", "Tuesday morning", "Saturday before noon"], ["How soon can you come?"])
    ]
  },
  cases: [
    ["Our tank is roughly 2,700 litres, it's in the field behind Oak House, Tilley, SY4 5HE. Monday morning would suit.", ["tank_volume", "tank_site", "visit_window"]],
    ["The tank is the big concrete one by the gate at Lowe Farm, Myddle. Any weekday afternoon.", ["tank_site", "visit_window"]],
    ["What do you charge to empty one? The last firm wanted £280 in 2024.", []],
    ["Tank size: about 4,500 litres\nLocation: 12 Church Street, Wem SY4 5AL\nAccess: Thursday after 1pm", ["tank_volume", "tank_site", "visit_window"]],
    ["It's a small one, maybe 1,800 litres, but the lid is heavy.", ["tank_volume"]],
    ["My mobile is 07700 900 377, please text when the tanker is on its way.", []],
    ["Could you come on Friday before lunch? The tank's at the back of 3 Station Road, Yorton.", ["tank_site", "visit_window"]],
    ["We had it emptied in 2021 by you and it overflowed last week.", []],
    ["Job number 66120, the driver left the manhole cover off.", []],
    ["Hello, we've just bought Brook Cottage, Lee Brockhurst SY4 5QJ and the survey said the tank holds 3,200 litres. Any Saturday morning please.", ["tank_volume", "tank_site", "visit_window"]],
    ["Capacity on the plate says 2000L, and we're at Unit 5, Wem Industrial Estate.", ["tank_volume", "tank_site"]],
    ["Our house is 200 years old and the drains are original.", []],
    ["Sometime next week would be great, mornings best.", ["visit_window"]]
  ]
}

const photobooth: FieldDomain = {
  name: "a photo booth hire",
  criteria: {
    custom_detectors: [
      pres("party_date", ["Saturday 5 September 2026", "Our party is on Friday 11 December", "The evening of 19 June"], ["Are you free in summer?"]),
      pres("guest_count", ["Around 150 guests", "About 90 people in the evening", "We expect 200 adults"], ["Is there a limit on numbers?"]),
      pres("hire_hours", ["For 3 hours", "From 8 till 11, so three hours", "Four hours please"], ["How long is the standard hire?"])
    ]
  },
  cases: [
    ["We'd like the booth for 3 hours at our wedding on Saturday 18 July 2026, around 120 guests in the evening.", ["party_date", "guest_count", "hire_hours"]],
    ["It's our company Christmas do on Friday 4 December, roughly 200 staff, two hours would do.", ["party_date", "guest_count", "hire_hours"]],
    ["What's your price for an evening? We paid £395 for a booth at our last event in 2023.", []],
    ["Date of do: Sat 3 Oct\nHeads: approx 80\nDuration: 4 hrs", ["party_date", "guest_count", "hire_hours"]],
    ["Could we have it for a couple of hours at our prom? There'll be about a hundred and forty students.", ["guest_count", "hire_hours"]],
    ["Phone 0113 496 0551 and ask for the events team.", []],
    ["We're looking at the Saturday after Valentine's for a 30th, not sure of numbers yet.", ["party_date"]],
    ["Booking number 20447 - can we add props?", []],
    ["Our venue holds 250 but we don't know who's coming yet.", []],
    ["The party's on the 9th of next month and we'd want the booth from nine till midnight.", ["party_date", "hire_hours"]],
    ["We had your booth at our wedding in 2022 and loved it!", []],
    ["Just the two of us organising it, happy to chat.", []],
    ["About 60 guests, a small engagement party, for three hours.", ["guest_count", "hire_hours"]]
  ]
}

export const CUSTSHAPE_DOMAINS: ReadonlyArray<FieldDomain> = [ceilidh, firewood, laundry, trophies, cesspit, photobooth]
