import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { shapesIn } from "../../../src/scoring/embedded/text/shapes.js"
import { stem } from "../../../src/scoring/embedded/text/stem.js"

// A made-up garage's booking form: a field of identifiers (the customer's account with the garage)
// and one of dates. A phone number, a date or a price is another kind of value, not an account.
const scorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "customer_account", type: "presence", examples: ["Account no. 5581203", "Customer ref 77340192", "Fleet account: 40021877"], non_examples: ["I've been coming to you for years"] },
      {
        name: "collection_day",
        type: "presence",
        examples: ["You can collect it Thursday", "Pick-up from 3 March suits me", "I'll come for it tomorrow"],
        non_examples: ["Not sure when I can get there"]
      },
      { name: "last_service", type: "presence", examples: ["Last serviced on 02/03/2024", "The previous service was 14 June 2023"], non_examples: ["It's been a while"] }
    ]
  })
)
const of = (name: string, text: string) => scorer.score([{ role: "user", content: text }])[name]!

describe("a field of identifiers is not found from another kind of value", () => {
  it.each([
    "Mob: 07700 900 123",
    "I paid £340 last time for the clutch, call me on 0161 496 0732 when there's a slot.",
    "Hi,\n\nCould I drop it in Tuesday before 9?\n\nThanks,\nMark\nMob: 07700 900 123",
    "Date of purchase: 12/05/2019"
  ])("%s", (text) => {
    expect(of("customer_account", text).found).toBe(false)
  })

  it.each(["Account no: 0042 1183 77", "Customer number 0161 496 0732", "Fleet account: 30118842, call me on 07700 900 123"])("still finds the identifier: %s", (text) => {
    expect(of("customer_account", text).found).toBe(true)
  })

  it("reads digit groups after an identifier's word as that identifier, not a phone number", () => {
    expect(shapesIn("account no. 0042 1183 77").map((s) => s.kind)).toEqual(["id"])
    expect(shapesIn("call me on 0161 496 0732").map((s) => s.kind)).toEqual(["phone"])
  })

  it("a field of dates is not found from a phone number", () => {
    expect(of("last_service", "Best number is 07700 900 123").found).toBe(false)
    expect(of("last_service", "It was last serviced 09/10/2023").found).toBe(true)
  })
})

describe("a field of one occasion is not found from a routine", () => {
  it("a routine is no day to collect", () => {
    expect(of("collection_day", "I work shifts, usually nights or weekends.").found).toBe(false)
    expect(of("collection_day", "We're open to customers every morning.").found).toBe(false)
  })

  it("still finds the occasion", () => {
    expect(of("collection_day", "I could swing by to collect it Friday").found).toBe(true)
  })

  it("tells a moment's sort", () => {
    const sorts = (text: string) => shapesIn(text).filter((s) => s.kind === "moment").map((s) => s.attr)
    expect(sorts("Mondays and weekends")).toEqual(["recurring", "recurring"])
    expect(sorts("next week or on Monday, or on 3 March")).toEqual(["point", "point", "point"])
    expect(sorts("any time after 3pm")).toEqual([null, null])
  })
})

describe("a field of coming occasions is not found from a past date", () => {
  it.each(["I was born on 03/11/1990 and started at the depot on 4 January 2021.", "The car was delivered two weeks ago.", "We bought it last Monday."])("%s", (text) => {
    expect(of("collection_day", text).found).toBe(false)
  })

  it("still finds a coming occasion beside a past one", () => {
    expect(of("collection_day", "It was delivered on 2 March, so I can collect it tomorrow").found).toBe(true)
  })

  it("tells a past time", () => {
    expect(shapesIn("born on 03/11/1990, joined on 4 May 2020, due next week").map((s) => s.attr)).toEqual(["past", "past", "point"])
    expect(shapesIn("We collected our last order on 2 May 2024 and it was fine.").map((s) => s.attr)).toEqual(["past"])
  })

  it("a time a past act is for, or one after a comma, is no past time", () => {
    expect(shapesIn("We booked the van for Saturday 14 June").map((s) => s.attr)).toEqual(["point", "point"])
    expect(shapesIn("We visited last spring, and we'd like to come back on Friday").map((s) => s.attr)).toEqual(["point"])
  })
})

describe("a sentence that puts the answer off states nothing yet", () => {
  it("a put-off and a promise to answer later", () => {
    expect(of("collection_day", "Let me ask my lodger which day he's around first, I'll call you back this evening").found).toBe(false)
  })

  it("an answer after the put-off still counts", () => {
    expect(of("collection_day", "I need to check with my lodger, but I could collect it Friday").found).toBe(true)
  })
})

describe("British and American spellings of one word share a stem", () => {
  it.each([
    ["licence", "licensed"],
    ["defence", "defense"],
    ["offences", "offense"]
  ])("%s ~ %s", (a, b) => {
    expect(stem(a)).toBe(stem(b))
  })
})
