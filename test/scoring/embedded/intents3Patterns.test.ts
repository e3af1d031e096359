// The general patterns intents3 (11-28) added, each on sentences of our own, with the near miss
// that must stay as it was.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, text: string) => scorer.score([user(text)])[detector]!.found

describe("purchase told as places held, a booking by name, an order asked, a plan to start on", () => {
  it("finds the purchase", () => {
    expect(found("purchase_interest", "Could you hold three seats at the chef's table for Friday?")).toBe(true)
    expect(found("purchase_interest", "Please book Mrs Adeyemi in for the full colour on Thursday.")).toBe(true)
    expect(found("purchase_interest", "May we buy the display model rather than wait for stock?")).toBe(true)
    expect(found("purchase_interest", "Could we begin with the starter package for the two kiosks?")).toBe(true)
    expect(found("purchase_interest", "I'd like to set up a weekly order of sourdough for the café.")).toBe(true)
  })
  it("but a free place held or an order placed long ago is none", () => {
    expect(found("purchase_interest", "Could you save me a seat at the free webinar?")).toBe(false)
    expect(found("purchase_interest", "Where is the order I placed in May?")).toBe(false)
  })
})

describe("a rate asked by the stretch of time, or rates asked as a fragment", () => {
  it("finds the price asked", () => {
    expect(found("pricing_interest", "What's your hourly rate for bookkeeping?")).toBe(true)
    expect(found("pricing_interest", "Message: prices for a hen party of twelve in June?")).toBe(true)
  })
})

describe("a price paid, a price that settled a choice, a quote accepted, a free plan that is enough", () => {
  it("asks no price", () => {
    expect(found("pricing_interest", "How much did we spend on the gutter clearing last autumn? It's for the landlord.")).toBe(false)
    expect(found("pricing_interest", "We came to you because you were cheaper than the garage in town.")).toBe(false)
    expect(found("pricing_interest", "The estimate for the rewiring seems fair, thank you.")).toBe(false)
    expect(found("pricing_interest", "Honestly the free plan covers everything our choir needs.")).toBe(false)
  })
  it("while the price still asked is found", () => {
    expect(found("pricing_interest", "How much would the rewiring cost for a three-bed house?")).toBe(true)
  })
})

describe("one option refused and another booked; a former provider's lack of interest; an offer waved off", () => {
  it("reads the decline only where the offer is turned down", () => {
    expect(found("not_interested", "The gold membership isn't for me, but I'd like to book the ten-visit pass.")).toBe(false)
    expect(found("not_interested", "Our previous printer wasn't interested in runs under a thousand, so I'm asking you.")).toBe(false)
    expect(found("not_interested", "Please don't bother following up, we have decided to do it ourselves.")).toBe(true)
    expect(found("not_interested", "It's not for us, thanks all the same.")).toBe(true)
  })
})

describe("a person asked for as whoever runs it, and a person not wanted", () => {
  it("finds the person wished for, not the one refused", () => {
    expect(found("needs_human", "Could I talk to whoever looks after the school bookings?")).toBe(true)
    expect(found("needs_human", "I'd prefer not to talk by phone; can you put it in writing?")).toBe(false)
  })
})

describe("urgency asked as now, or as a service or a shift it must be back before", () => {
  it("finds the urgency", () => {
    expect(found("urgency", "The lift is stuck between floors, please send an engineer now.")).toBe(true)
    expect(found("urgency", "The dishwasher flooded the kitchen and we need it fixed before dinner service.")).toBe(true)
  })
  it("but a state that is fine now is none", () => {
    expect(found("urgency", "Thanks, the dishwasher is working now.")).toBe(false)
  })
})

describe("an option taken, a booking form asked for", () => {
  it("finds the purchase", () => {
    expect(found("purchase_interest", "We'll take the two-bed room for the week of the 9th.")).toBe(true)
    expect(found("purchase_interest", "Let's go for the family package then.")).toBe(true)
    expect(found("purchase_interest", "Could you email me the enrolment form for the spring term?")).toBe(true)
  })
  it("but a train taken is none", () => {
    expect(found("purchase_interest", "I'll take the train up on Friday, see you at the workshop.")).toBe(false)
  })
})

describe("what is charged, asked without a price word", () => {
  it("finds the price asked", () => {
    expect(found("pricing_interest", "Would you charge more for a Sunday removal?")).toBe(true)
    expect(found("pricing_interest", "How much would a second groomer add to the total?")).toBe(true)
    expect(found("pricing_interest", "Is installation included or extra?")).toBe(true)
  })
  it("but a battery charged is none", () => {
    expect(found("pricing_interest", "Do you charge the scanners overnight in the dock?")).toBe(false)
  })
})

describe("someone of their own found, and a use ruled out", () => {
  it("asks for no person, and declines in the conditional", () => {
    expect(found("needs_human", "We've hired somebody in the village who can mow it weekly.")).toBe(false)
    expect(found("not_interested", "Thanks, but it's not something we would need.")).toBe(true)
  })
})

describe("one of their own already doing it, told as the answer", () => {
  it("reads the decline", () => {
    expect(found("not_interested", "We already use a bookkeeper for that.")).toBe(true)
    expect(found("not_interested", "Ah, we already have a printer, thanks.")).toBe(true)
  })
  it("but not with the vendor still wanted, nor a fault with their own", () => {
    expect(found("not_interested", "We already have a caterer for this, but we'd like to compare prices.")).toBe(false)
    expect(found("not_interested", "We already have a system for rotas, but it keeps crashing.")).toBe(false)
    expect(found("needs_human", "We already have somebody who clears the gutters.")).toBe(false)
  })
})

describe("a booking agreed, a place on the waiting list, interest in what they offer, a sum owed asked", () => {
  it("finds the purchase or the price", () => {
    expect(found("purchase_interest", "Great, let's book them in.")).toBe(true)
    expect(found("purchase_interest", "Please put us on the waitlist for the autumn allotments.")).toBe(true)
    expect(found("purchase_interest", "We're interested in hiring your big marquee for the fete.")).toBe(true)
    expect(found("pricing_interest", "How much do we owe you for the extra hours?")).toBe(true)
  })
  it("but interest denied or asked of them is no purchase", () => {
    expect(found("purchase_interest", "We're not interested in your marquees any more.")).toBe(false)
    expect(found("purchase_interest", "Are you interested in our stall at the fete?")).toBe(false)
  })
})

describe("no more mail of a kind, asked for", () => {
  it("reads the opt-out", () => {
    expect(found("not_interested", "Please don't send us any more catalogues.")).toBe(true)
    expect(found("not_interested", "No more flyers, thank you.")).toBe(true)
  })
  it("but mail that ran out is none", () => {
    expect(found("not_interested", "There were no more flyers left at the stand by noon.")).toBe(false)
  })
})
