import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { measuresIn } from "../../../src/scoring/embedded/text/measures.js"
import { quantitiesIn } from "../../../src/scoring/embedded/text/quantities.js"
import { shapesIn } from "../../../src/scoring/embedded/text/shapes.js"

// The readings of the custfield round, each with near misses: new value shapes (an age, a
// measure, a registration plate, letters then figure groups, a lower-case postcode announced,
// people a venue counts), and what a field makes of a value of another kind or sort.
const kinds = (text: string) => shapesIn(text).map((s) => [s.kind, text.slice(s.start, s.end)])

describe("ages and measures", () => {
  it.each([
    ["She is aged 7", "Aged 7"], ["Age: 5", "Age: 5"], ["our lad is six years old", "six years old"], ["he's nine.", "he's nine"], ["a 4yo", "4yo"]
  ])("an age: %s", (text, value) => {
    expect(measuresIn(text).filter((m) => m.kind === "age").map((m) => text.slice(m.start, m.end).toLowerCase())).toEqual([value.toLowerCase()])
  })

  it.each(["they're 20 minutes away", "he's 6 foot tall", "age of the roof is unknown", "the 5g signal is poor"])("no age: %s", (text) => {
    expect(measuresIn(text).filter((m) => m.kind === "age")).toEqual([])
  })

  it("tells a measure's family", () => {
    const fam = (text: string) => measuresIn(text).map((m) => m.attr)
    expect(fam("a 6 cubic yard skip")).toEqual(["volume"])
    expect(fam("an eight-yard one")).toEqual(["length"])
    expect(fam("roughly 3 tonnes of soil")).toEqual(["weight"])
    expect(fam("a 40 sq ft locker")).toEqual(["area"])
    expect(fam("tyres are 205/55 R16")).toEqual(["size"])
    expect(fam("it says 215 55 17 on the wall")).toEqual(["size"])
    expect(fam("a rug 2.4m x 1.6m")).toEqual(["size"])
  })

  it.each(["my 5g router", "call in 10 mins", "on 12/05/2026", "rated 8/10"])("no measure: %s", (text) => {
    expect(measuresIn(text).filter((m) => m.kind === "measure")).toEqual([])
  })

  it("'7 years old' is an age, not a duration", () => {
    expect(kinds("She is 7 years old")).toEqual([["age", "7 years old"]])
  })
})

describe("keys and counts", () => {
  it("a UK registration plate is a key of its own", () => {
    expect(kinds("reg KX19 PLM")).toEqual([["plate", "KX19 PLM"]])
    expect(kinds("stuck near the M62 junction")).toEqual([])
  })

  it("letters, then figures in groups, are an identifier", () => {
    expect(kinds("ref TRV 661 204")).toEqual([["id", "TRV 661 204"]])
    expect(kinds("Order FD 2093311")).toEqual([["id", "FD 2093311"]])
    expect(kinds("see you at 10 am")).toEqual([["moment", "10 am"]])
    expect(kinds("about AB 12 of them")).toEqual([])
  })

  it("a lower-case postcode counts only after the word", () => {
    expect(kinds("postcode is m145rt")).toEqual([["address", "m145rt"]])
    expect(kinds("my code is m145rt")).toEqual([])
  })

  it("people a venue counts, and a headcount label", () => {
    const counts = (text: string) => quantitiesIn(text).filter((q) => q.kind === "count").map((q) => q.value)
    expect(counts("around 60 guests")).toEqual([60])
    expect(counts("twelve attendees")).toEqual([12])
    expect(counts("Headcount: 45")).toEqual([45])
    expect(counts("45 boxes of books")).toEqual([])
  })
})

describe("times and their sorts", () => {
  const sorts = (text: string) => shapesIn(text).map((s) => s.attr)
  it("'a Sunday' is any Sunday, a routine", () => {
    expect(sorts("are you open on a Sunday")).toEqual(["recurring"])
    expect(sorts("could you come on Sunday")).toEqual(["point"])
  })

  it("a verb opening a note or put ahead is no past act", () => {
    expect(sorts("Delivered on Monday 2 March please")).toEqual(["point", "point"])
    expect(sorts("It needs to be delivered on 3 May 2026")).toEqual([null])
    expect(sorts("It was delivered on 2 March")).toEqual(["past"])
    expect(sorts("You fitted them on 2 May 2025")).toEqual(["past"])
  })
})

// A made-up removals firm: a field of coming days (in words), one of dates, one of ages, one of
// sizes, one of policy numbers, one of guests.
const scorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "move_day", type: "presence", examples: ["Moving on Friday 3 July", "We'd like to go on Monday", "Could you come on the 14th"] },
      { name: "survey_date", type: "presence", examples: ["Survey on 12/06/2026", "The survey could be 4 July 2026", "Survey date 2026-06-20"] },
      { name: "mover_age", type: "presence", examples: ["I'm moving my son, he's 19", "Age: 82", "She is 75 years old"] },
      { name: "van_size", type: "presence", examples: ["A 3.5 tonne van", "The 18 tonne lorry", "A 7.5 tonne truck please"] },
      { name: "cover_number", type: "presence", examples: ["Cover no. MV-40212", "Insurance ref 55810293", "Cover number: MV 88120"] },
      { name: "guests", type: "presence", examples: ["For about 30 guests", "We'll be 45 guests", "It's 80 guests on the day"] }
    ]
  })
)
const found = (name: string, text: string) => scorer.score([{ role: "user", content: text }])[name]!.found

describe("a field and a value of another kind or sort", () => {
  it("a past date is no coming day, a coming one is", () => {
    expect(found("move_day", "We moved here on 4 January 2024, it went fine.")).toBe(false)
    expect(found("move_day", "We'd like to move on 4 September 2026 if you're free.")).toBe(true)
  })

  it("a phone number is no age, a price no size, a length of time no day", () => {
    expect(found("mover_age", "Ring me on 07700 900 512 please.")).toBe(false)
    expect(found("mover_age", "My dad is aged 84 and can't lift much.")).toBe(true)
    expect(found("van_size", "I was quoted £320 for the van.")).toBe(false)
    expect(found("move_day", "We'll need the van for 3 days.")).toBe(false)
    expect(found("move_day", "We'd like to move in two weeks, on the Friday, and need the van for 3 days.")).toBe(true)
  })

  it("a policy number is not found from a sentence with a time but no figures", () => {
    expect(found("cover_number", "I'm moving next month, what does my cover include?")).toBe(false)
    expect(found("cover_number", "Next month's move is under cover MV-77310.")).toBe(true)
  })

  it("a form line's value of the field's kind answers it, whatever the label says", () => {
    expect(found("guests", "Headcount: 45\nVenue: the barn")).toBe(true)
    expect(found("guests", "Budget: £2,000\nVenue: the barn")).toBe(false)
  })
})

describe("a field's value given inside a question to the vendor is still given", () => {
  const scorer = compileEmbedded(
    compileManifest({
      template: "custom",
      custom_detectors: [
        { name: "delivery_postcode", type: "presence", examples: ["Postcode LS6 2AB", "Deliver to M14 5RT please", "It's BS3 4DN"] },
        { name: "wants_delivery", type: "presence", examples: ["Can you deliver the sofa next week", "We need it brought to the flat", "Please drop it off at home"] }
      ]
    } as never)
  )
  const read = (text: string) => scorer.score([{ role: "user", content: text }])
  it("a postcode asked about is the postcode", () => {
    expect(read("Do you deliver to LS7 3QF on Saturdays?").delivery_postcode!.found).toBe(true)
  })
  it("the same question states no wish of its own for a content detector", () => {
    expect(read("Do you deliver on Saturdays?").wants_delivery!.found).toBe(false)
  })
})
