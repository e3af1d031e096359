import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { shapesIn } from "../../../src/scoring/embedded/text/shapes.js"

// The custshape round's readings, each beside its near miss, on sentences of our own
// (custshape.test.ts holds the whole messages).
const kinds = (text: string): Array<string> => shapesIn(text).map((s) => `${s.kind}${s.attr === null ? "" : `/${s.attr}`}:${text.slice(s.start, s.end)}`)

describe("value shapes told in words", () => {
  it.each([
    ["Can the kayaks come on the second of next month?", "moment/point:the second of next month"],
    ["We fly back on the twenty-first of June, late.", "moment/point:the twenty-first of June"],
    ["Any chance of the 4th of this month?", "moment/point:the 4th of this month"],
    ["We'd want the hut for the weekend after Easter.", "moment/point:the weekend after Easter"],
    ["Deliver the hamper on Christmas Eve please", "moment/point:Christmas Eve"],
    ["Tickets: 14 Bonfire Night passes", "moment/point:Bonfire Night"],
    ["Guests: about 35", "count:Guests: about 35"],
    ["Covers - 60", "count:Covers - 60"],
    ["We'd like half a cubic metre of bark chips", "measure/volume:half a cubic metre"],
    ["The pond holds 1200 litres", "measure/volume:1200 litres"],
    ["Tank on the label: 900L", "measure/volume:900L"],
    ["The regatta dinner is at Kelham Rowing Club this year", "place/site:Kelham Rowing Club"],
    ["Pick the boats up from the Riverside Hotel car park", "place/site:Riverside Hotel"]
  ])("%s", (text, want) => {
    expect(kinds(text)).toContain(want)
  })

  it.each([
    // a third time, a third child: no day without the month
    ["It's the third time the pump has failed.", "moment"],
    // a unit of hire, not a time of day
    ["What would you charge for an evening?", "moment"],
    // a rate's period, not a slot
    ["We wash about 40 kilos every week.", "moment"],
    // a date over a form label is no count of people
    ["When: Fri 6 Nov\nGuests: 25", "count:6 Nov"],
    // a small l is too often something else
    ["flat 2l on the left", "measure"],
    // a site's word with no capitalised name before it, or no word of where
    ["We met in the club house after the race", "place"],
    ["Rowing Club members get a discount?", "place"]
  ])("%s reads no %s", (text, not) => {
    expect(kinds(text).some((k) => k.startsWith(not))).toBe(false)
  })

  it("a slot told every week with no amount before it stays a time", () => {
    expect(kinds("Please collect every week, Tuesdays ideally.")).toContain("moment/recurring:every week")
  })
})

const pres = (name: string, examples: ReadonlyArray<string>) => ({ name, type: "presence", examples: [...examples], non_examples: [] })
const scorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      pres("kayak_count", ["About 12 paddlers", "There'll be 8 of us", "Roughly 20 people"]),
      pres("kit_code", ["Catalogue number KY-2204", "The boat coded PX3310", "Model ref SB-1190"]),
      pres("pond_volume", ["It's a 900 litre pond", "About 2000 litres", "Roughly 4,000 litres"])
    ]
  } as never)
)
const found = (text: string) => Object.entries(scorer.score([{ role: "user", content: text }])).filter(([, v]) => v.found).map(([k]) => k)

const venueScorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [pres("regatta_venue", ["It's at Kelham Boat House, 4 River Lane, Newark", "The field by Averham Mill near Newark", "In the marquee on the towpath"])]
  } as never)
)

describe("a field of where", () => {
  it("takes a street address where one example gives it beside a named site the others share", () => {
    const got = venueScorer.score([{ role: "user", content: "The regatta is in the meadow behind 12 Mill Street, Southwell, on the first Saturday in July." }])
    expect(got.regatta_venue?.found).toBe(true)
  })
})

describe("fields that need a value of their own", () => {
  it("a field of counts needs a number: a past trip or a year is none", () => {
    expect(found("We paddled with you on the Wye in 2021 and loved it.")).not.toContain("kayak_count")
    expect(found("There'll be 14 of us, mostly beginners.")).toContain("kayak_count")
    expect(found("A dozen of us, all beginners, on a Saturday.")).toContain("kayak_count")
  })

  it("a field of volumes needs a number: 'the big one by the shed' is no volume", () => {
    expect(found("Our pond is the big one by the shed, lots of fish.")).not.toContain("pond_volume")
    expect(found("Our pond holds about 3,500 litres, lots of fish.")).toContain("pond_volume")
  })

  it("a field of codes needs figures of its own: an order's number or a date is none", () => {
    expect(found("My order number is 551902 and a paddle is missing.")).not.toContain("kit_code")
    expect(found("We'd like the long red boat with the rudder, for the 28th of this month.")).not.toContain("kit_code")
    expect(found("Could we order the KY-2290 and two paddles?")).toContain("kit_code")
  })
})

const rateScorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [pres("weekly_load", ["About 30 kg of towels a week", "Roughly 50kg weekly", "20 kilos per week"]), pres("crew_size", ["About 6 rowers", "There'll be 9 of us", "Roughly 12 people"])]
  } as never)
)
const rateFound = (text: string) => Object.entries(rateScorer.score([{ role: "user", content: text }])).filter(([, v]) => v.found).map(([k]) => k)

describe("a quantity told another way than the field's", () => {
  it("a field of rates is not met by a weight with no period", () => {
    expect(rateFound("Our washer takes 9 kg and it leaks.")).not.toContain("weekly_load")
    expect(rateFound("We send about 45 kg of towels every week.")).toContain("weekly_load")
  })

  it("a quantity told as a habit given up is not the field's", () => {
    expect(rateFound("We used to send about 60kg a week before the gym shut.")).not.toContain("weekly_load")
    expect(rateFound("We used to row with 4 of us, there'll be 8 of us this time.")).toContain("crew_size")
  })
})

const dateScorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [pres("outing_date", ["Saturday 9 May 2026", "We'd like Friday 12 June", "The trip is on 4th July 2026"])]
  } as never)
)

describe("a day of a month for a field of dates", () => {
  it("is the field's value in a sentence about something else", () => {
    expect(dateScorer.score([{ role: "user", content: "Could four of us borrow canoes and a guide for a stag do on the second of next month?" }]).outing_date?.found).toBe(true)
  })
  it("a past one is not", () => {
    expect(dateScorer.score([{ role: "user", content: "We borrowed canoes from you for a stag do last year, on 14 June, great fun." }]).outing_date?.found).toBe(false)
  })
})
