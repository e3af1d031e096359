import type { Message } from "../../../src/domain/types.js"
import { agent, user } from "./triggerCases.js"

// Custom rubrics of our own whose required details are fields (custfield.test.ts): an
// identifier, a date, an address or postcode, a quantity, a name. Each message states some of
// them in another format than the examples (a date in words, "next Tuesday", a postcode without
// its space, an ID with a prefix or spaced digits), under a form label worded otherwise, inside a
// long email or a signature; near misses give a number of another kind (a price, a phone number,
// a count) where an ID is asked, a past date, or say the detail is not at hand. A case lists the
// detectors it states; the others must not be found.
export type FieldCase = readonly [string | ReadonlyArray<Message>, ReadonlyArray<string>]

export interface FieldDomain {
  readonly name: string
  readonly criteria: Record<string, unknown>
  readonly cases: ReadonlyArray<FieldCase>
}

const storage: FieldDomain = {
  name: "a self-storage firm",
  criteria: {
    custom_detectors: [
      { name: "unit_number", type: "presence", examples: ["Unit number B-114", "My unit is C212", "Storage unit no. 3047"] },
      { name: "move_in_date", type: "presence", examples: ["Moving in on 14 March", "I'd like to start on 02/06/2026", "Need it from Saturday 9 May"] },
      {
        name: "items", type: "presence",
        examples: ["Mostly furniture from a two-bed flat", "About twenty boxes of books and a bike", "Stock for my online shop, clothing rails and boxes"]
      }
    ]
  },
  cases: [
    ["Hi, I rent unit D 0419 and need to add my partner as a key holder.", ["unit_number"]],
    ["We'd like to move our sofa, beds and a washing machine in next Tuesday if you have space.", ["move_in_date", "items"]],
    ["Unit: A-27\nStart: 1st of July\nContents: garden tools and a lawnmower", ["unit_number", "move_in_date", "items"]],
    ["How much is a 50 sq ft unit per month? I've got about 30 boxes.", ["items"]],
    ["I paid £89.50 for this month but was charged twice. Call me on 07700 900 441.", []],
    ["I don't have my unit number to hand, sorry, it's the one near the lift.", []],
    ["Hello,\n\nI'm clearing my late father's house and will need somewhere for his furniture and paintings for about six months. Could we begin on the 3rd of August? I can bring everything in a van that weekend.\n\nMany thanks,\nRuth", ["move_in_date", "items"]],
    ["We moved in on 4 January 2024 and everything has been fine, just checking the gate code.", []],
    ["What are your opening hours on a Sunday?", []],
    ["Locker ref #B118 - the padlock is stuck, can someone help?", ["unit_number"]],
    ["Could I start on the twentieth of next month? It's only a few boxes of files.", ["move_in_date", "items"]],
    ["Space 2210, renewing for another year please.", ["unit_number"]]
  ]
}

const pianoTuning: FieldDomain = {
  name: "a piano tuner",
  criteria: {
    custom_detectors: [
      { name: "address", type: "presence", examples: ["14 Mill Lane, York YO1 7HB", "Flat 3, 22 Victoria Road", "The house is at 5 Elm Grove, LS6 2AB"] },
      { name: "visit_day", type: "presence", examples: ["Could you come on Thursday 12 June", "Any time on 20/06 works", "Friday morning would suit"] },
      {
        name: "piano_issue", type: "presence",
        examples: ["Two keys in the middle stick", "It hasn't been tuned in years and sounds flat", "The sustain pedal squeaks badly"]
      }
    ]
  },
  cases: [
    ["Our upright sounds awful after the move. We're at Rose Cottage, Church Street, Ripon HG4 1PL.", ["address", "piano_issue"]],
    ["Can you come next Wednesday? The top C buzzes.", ["visit_day", "piano_issue"]],
    ["Postcode ls61ab, any day after the 15th is fine.", ["address", "visit_day"]],
    ["How much do you charge for a standard tuning? We paid £70 last time.", []],
    ["You tuned it on 3 March 2025 and it's held well, thank you!", []],
    ["Address: 9 Holly Close, Harrogate\nBest day: Monday 7 July\nProblem: a few notes go out quickly", ["address", "visit_day", "piano_issue"]],
    ["Dear Sir,\n\nI have inherited my grandmother's baby grand and several of the hammers seem to hit two strings at once. I would be grateful for a visit on the morning of Tuesday the 8th.\n\nYours faithfully,\nH. Patel\n41 Orchard Way\nKnaresborough HG5 0QT", ["address", "visit_day", "piano_issue"]],
    ["Do you cover the Leeds area?", []],
    ["I'm not sure when I'll be free yet, I'll let you know.", []],
    ["Call me on 01423 555 019 to arrange.", []],
    ["Could you come the week after next? It's a Yamaha and the bass is muddy.", ["visit_day", "piano_issue"]],
    ["Please come to the school hall at St Mary's Primary, Park Road, on Friday 4th.", ["address", "visit_day"]]
  ]
}

const travelClaims: FieldDomain = {
  name: "a travel insurer's claims desk",
  criteria: {
    custom_detectors: [
      { name: "policy_number", type: "presence", examples: ["Policy number TRV-558210", "My policy is 7730 1182", "Policy no: TI/20931"] },
      { name: "trip_dates", type: "presence", examples: ["We travelled from 2 May to 16 May", "Outbound 12/08/2026, back 19/08/2026", "The trip was 3rd to 10th June"] },
      {
        name: "what_happened", type: "presence",
        examples: ["My suitcase never arrived in Lisbon", "I broke my wrist skiing and needed a cast", "Our flight was cancelled and we paid for a hotel"]
      }
    ]
  },
  cases: [
    ["Hello, my cover ref is TRV 661 204. My bag was stolen on the beach in Crete.", ["policy_number", "what_happened"]],
    ["We were away 4-11 September and my husband was taken to hospital with food poisoning.", ["trip_dates", "what_happened"]],
    ["Policy: 77301182\nDates away: 1 Oct - 9 Oct\nClaim for: lost camera", ["policy_number", "trip_dates", "what_happened"]],
    ["I spent €240 on a replacement phone, receipt attached. Ring me on +44 7700 900 218.", []],
    ["I can't find my policy number, it's in an email somewhere.", []],
    ["Does my policy cover winter sports?", []],
    ["Hi,\n\nI'm writing about our family holiday to Portugal. We left on the 2nd of April and came home on the 9th. On day three my son fell off a wall and needed stitches, and the clinic asked for payment up front.\n\nKind regards,\nDaniel Osei\nPolicy TI/44120", ["policy_number", "trip_dates", "what_happened"]],
    ["I'm going to Spain next month, what's the excess on my policy?", []],
    ["Membership number 4410 9923 - my flight home was delayed by 14 hours.", ["policy_number", "what_happened"]],
    ["Reference: TRV-220019. Travel dates: 22nd to 29th July. My passport was taken from the hotel safe.", ["policy_number", "trip_dates", "what_happened"]],
    ["Hi, how long do claims usually take? I sent everything 3 weeks ago.", []],
    ["There were 4 of us on the booking, 2 adults and 2 children.", []]
  ]
}

const furnitureDelivery: FieldDomain = {
  name: "a furniture retailer's delivery team",
  criteria: {
    custom_detectors: [
      { name: "order_number", type: "presence", examples: ["Order number FD-209311", "My order is #48817", "Order ref 600213"] },
      { name: "delivery_address", type: "presence", examples: ["Deliver to 8 Beech Road, Bath BA2 3JP", "Address: Flat 12, 40 King Street", "It's going to 71 Station Road, CF10 1AA"] },
      {
        name: "delivery_problem", type: "presence",
        examples: ["The wardrobe arrived with a cracked door", "Nobody turned up on the delivery day", "Two of the chair legs are missing"]
      }
    ]
  },
  cases: [
    ["Order FD 209 555 - the table top is scratched right across.", ["order_number", "delivery_problem"]],
    ["Please send it to Ivy House, Mill Road, Cambridge CB13DR instead.", ["delivery_address"]],
    ["The sofa cost £1,299 and the driver left it in the rain. Phone 0117 496 0021.", ["delivery_problem"]],
    ["I've lost the confirmation email so I don't have the order number, sorry.", []],
    ["Do you deliver on Saturdays?", []],
    ["Purchase ID: 48817\nShip to: 15 Windsor Terrace, Bristol BS8 4LW\nIssue: bed frame came without the slats", ["order_number", "delivery_address", "delivery_problem"]],
    ["Good afternoon,\n\nWe bought a dining set from your Leeds showroom and were told it would come on Friday. We waited in all day and nobody came or called. Our order reference is 600 871.\n\nRegards,\nM. Kowalski", ["order_number", "delivery_problem"]],
    ["We ordered 6 chairs and a table last month.", []],
    ["Can you deliver to my work instead? It's Unit 7, Hawthorn Business Park.", ["delivery_address"]],
    ["Everything arrived perfectly, thanks very much.", []],
    ["Order #77120, the drawers don't close and one handle came off.", ["order_number", "delivery_problem"]],
    ["How much is delivery to postcode area NE?", []]
  ]
}

export const DOMAINS: ReadonlyArray<FieldDomain> = [storage, pianoTuning, travelClaims, furnitureDelivery]
export { agent, user }

/** A custom presence detector as a customer writes one: examples, non-examples, required unless told. */
export const presenceField = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string> = [], required = true) => ({
  name,
  type: "presence",
  examples: [...examples],
  non_examples: [...non_examples],
  required
})

