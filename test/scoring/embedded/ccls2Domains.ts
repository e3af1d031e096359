// Custom classification rubrics of our own for branch ccls2 (no tune or judge text): a locksmith, a
// pool-care firm and a print shop, one or two short examples a category. The shapes: a category told
// in other words than its examples and name ("can't get back into the flat" for lockout), two
// categories whose examples share a noun where the act decides, and near misses that state none
// (hours, prices of nothing named, thanks, a detail for another detector, collection and files).
import { cls, pres } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"
import type { Message } from "../../../src/domain/types.js"

const talk = (...lines: ReadonlyArray<string>): ReadonlyArray<Message> =>
  lines.map((l) => (l.startsWith("A: ") ? { role: "agent", content: l.slice(3) } : { role: "user", content: l })) as ReadonlyArray<Message>

const locksmith: CatDomain = {
  detectors: [
    cls("job", [
      ["I've locked myself out of the house", "lockout"],
      ["please swap the cylinder on the back door", "lock_change"],
      ["we want new locks fitted after a burglary", "lock_change"],
      ["the safe in the office won't open", "safe_opening"]
    ]),
    pres("address", ["it's 14 Ferry Lane", "flat 3, 22 Mill Road"])
  ],
  cases: [
    ["k01", "Keys are sitting on the kitchen table and the door has shut behind me, I'm stuck on the doorstep.", { job: "lockout" }],
    ["k02", "My daughter snapped her key off in the front door and now none of us can get inside.", { job: "lockout" }],
    ["k03", "We've just bought the house and want every lock replaced before we move in.", { job: "lock_change" }],
    ["k04", "The old owner never handed back the spare keys so I'd like the front door lock renewed.", { job: "lock_change" }],
    ["k05", "Nobody remembers the combination for the strongbox in the back room.", { job: "safe_opening" }],
    ["k06", "Hi, do you cover the Westfield area at weekends?", { job: null }],
    ["k07", "Thanks for coming out so quickly on Tuesday, everything works fine.", { job: null }],
    ["k08", "It's 9 Orchard Close, the blue gate.", { job: null, address: true }],
    ["k09", talk("A: What's happened?", "I came home and the door won't budge, keys are inside on the hook", "A: Where are you?", "7 Brook Street"), { job: "lockout", address: true }],
    ["k10", "What do you charge to come out after midnight?", { job: null }],
    ["k11", "Our tenant moved out with both sets of keys, can you put a fresh barrel in the door at flat 2, 40 Dean Road?", { job: "lock_change", address: true }],
    ["k12", "The little wall safe upstairs is jammed shut and my passport is in it.", { job: "safe_opening" }],
    ["k13", "Can you text me when you're on your way?", { job: null }],
    ["k14", "I'd like a written quote for the landlord first, please.", { job: null }]
  ]
}

const pool: CatDomain = {
  detectors: [
    cls("issue", [
      ["the water level drops every night", "leak"],
      ["the heater won't warm the pool", "heating"],
      ["the water has gone green and cloudy", "water_quality"],
      ["we'd like the pool opened for summer", "seasonal"]
    ]),
    pres("pool_size", ["it's about 10 by 5 metres", "a small plunge pool"])
  ],
  cases: [
    ["w01", "We keep having to top it up with the hose, it loses a couple of inches a day.", { issue: "leak" }],
    ["w02", "The pool is still freezing even though the pump has been running all week.", { issue: "heating" }],
    ["w03", "There's algae all over the steps and you can't see the bottom any more.", { issue: "water_quality" }],
    ["w04", "Could you come and take the winter cover off and get everything running for the holidays?", { issue: "seasonal" }],
    ["w05", "Please close the pool down for the winter in October.", { issue: "seasonal" }],
    ["w06", "Do you sell chlorine tablets in bulk?", { issue: null }],
    ["w07", "Just to say the pool looks lovely since your visit, thank you.", { issue: null }],
    ["w08", "Ours is roughly 8 by 4 metres, outdoors.", { issue: null, pool_size: true }],
    ["w09", "The temperature won't get above 18 degrees no matter what we set it to.", { issue: "heating" }],
    ["w10", "What are your opening hours on a Saturday?", { issue: null }],
    ["w11", "There's a damp patch on the lawn beside the pool and the water keeps going down.", { issue: "leak" }],
    ["w12", "The water smells strongly and has turned a murky brown colour.", { issue: "water_quality" }],
    ["w13", "Is the technician coming the same one as last time?", { issue: null }],
    ["w14", "Everything has been great since the pump went in, just asking when the invoice will arrive.", { issue: null }]
  ]
}

const print: CatDomain = {
  detectors: [
    cls("order", [
      ["500 business cards with our logo", "business_cards"],
      ["a large vinyl banner for the shop front", "signage"],
      ["invitations for our wedding in June", "wedding_stationery"]
    ]),
    pres("deadline", ["we need them by Friday", "must be ready before the 12th"])
  ],
  cases: [
    ["p01", "I'm starting as a freelance plumber and need something to hand out with my number and name on.", { order: "business_cards" }],
    ["p02", "We'd like a big sign to hang over the entrance of the new café.", { order: "signage" }],
    ["p03", "My fiancé and I are getting married in spring and want matching save-the-dates and place names.", { order: "wedding_stationery" }],
    ["p04", "Can you print our new contact details for the sales team, about 250 each, before the trade fair on the 3rd?", { order: "business_cards", deadline: true }],
    ["p05", "How late are you open on Thursdays?", { order: null }],
    ["p06", "Thanks, the last batch came out beautifully.", { order: null }],
    ["p07", "It has to be done by next Tuesday at the latest.", { order: null, deadline: true }],
    ["p08", "We need a weatherproof board on the roadside pointing people to the farm shop.", { order: "signage" }],
    ["p09", "Do you do a student discount?", { order: null }],
    ["p10", "The reception menus and table numbers for the bride and groom's day, please.", { order: "wedding_stationery" }],
    ["p11", "What file format do you take for artwork?", { order: null }],
    ["p12", "A pull-up stand for our stall at the county show, with the brand colours.", { order: "signage" }],
    ["p13", "Can I collect the order from the side door after six?", { order: null }],
    ["p14", "Our logo is attached as a high-resolution file.", { order: null }]
  ]
}

export const CCLS2_DOMAINS: ReadonlyArray<CatDomain> = [locksmith, pool, print]
