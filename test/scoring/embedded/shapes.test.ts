// Value shapes and quantities in sentences written for these tests.
import { describe, expect, it } from "vitest"
import { shapesIn } from "../../../src/scoring/embedded/text/shapes.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { quantitiesIn, rangeOf } from "../../../src/scoring/embedded/text/quantities.js"

const shapes = (text: string) => shapesIn(text).map((s) => [s.kind, text.slice(s.start, s.end), s.attr] as const)
const kinds = (text: string) => shapesIn(text).map((s) => s.kind)
const quantities = (text: string) => quantitiesIn(text).map((q) => [q.kind, q.value] as const)

describe("value shapes", () => {
  it("tells a company address from a free-mail one", () => {
    expect(shapes("write to ana.lima@quarrytech.io or ana1990@gmail.com")).toEqual([
      ["email", "ana.lima@quarrytech.io", "company"],
      ["email", "ana1990@gmail.com", "free"]
    ])
  })

  it("reads phone numbers with a trunk or country prefix, not short numbers", () => {
    expect(shapes("ring 0161 496 0732 or +33 1 84 88 12 34")).toEqual([
      ["phone", "0161 496 0732", null],
      ["phone", "+33 1 84 88 12 34", null]
    ])
    expect(kinds("we have 12 vans")).not.toContain("phone")
  })

  it("reads North American numbers and any number a phone word announces, not a bare digit group", () => {
    expect(shapes("text me at 312-555-0187")).toEqual([["phone", "312-555-0187", null]])
    expect(shapes("Mobile: 7911 123 456")).toEqual([["phone", "7911 123 456", null]])
    expect(kinds("membership 512 884 3310")).toEqual(["id"])
  })

  it("reads full dates, numeric and written, apart from days without a year", () => {
    expect(shapes("born 07/11/1992")).toEqual([["date", "07/11/1992", "past"]])
    expect(shapes("DOB 5/6/88")).toEqual([["date", "5/6/88", null]])
    expect(shapes("my birthday is the 2nd of August 1975")).toEqual([["date", "2nd of August 1975", null]])
    expect(kinds("can you come on Thursday after 2pm?")).toEqual(["moment", "moment"])
    expect(kinds("free from July 9")).toEqual(["moment"])
  })

  it("reads a day and month in figures by the tokenizer's rule: a score or round the clock is no day", () => {
    expect(shapes("the van can come on 4/11")).toEqual([["moment", "4/11", "point"]])
    expect(shapes("the tiles arrive 21/6")).toEqual([["moment", "21/6", "point"]])
    expect(kinds("customers give the cafe 7/10, open 24/7")).toEqual([])
    expect(kinds("build 31.13.2025")).not.toContain("date")
    // A two-figure year only after slashes: dotted or dashed figures are a version or a code.
    expect(kinds("upgrade the app to 3.5.12 first")).not.toContain("date")
    expect(kinds("part 4-2-19 is out of stock")).not.toContain("date")
    expect(kinds("delivered 3/5/24")).toContain("date")
    expect(tokenize("running firmware 1.7.10 now").some((t) => t.cue === "{month}")).toBe(false)
    // One rule for both: a shape here is a month to cue patterns. Each side is asserted, as an
    // equality alone would pass with both wrong alike.
    const cases: ReadonlyArray<readonly [string, boolean]> = [["by 21/6", true], ["rate it 4/10", false], ["on 3.4.2027", true], ["a 2/5 rating", false], ["since 1/12", true]]
    for (const [text, day] of cases) {
      expect(kinds(text).length > 0, text).toBe(day)
      expect(tokenize(text).some((t) => t.cue === "{month}"), text).toBe(day)
    }
  })

  it("reads a street address, a flat number and a postcode", () => {
    expect(kinds("We're at 7 Willow Crescent, flat 2")).toEqual(["address", "address"])
    expect(shapes("postcode LS6 2QT")).toEqual([["address", "LS6 2QT", null]])
    expect(shapes("Austin, TX 78701")).toEqual([["address", "TX 78701", null]])
    expect(shapes("Member ID 48172")).toEqual([["id", "48172", null]])
  })

  it("reads identifiers, error codes and quoted messages", () => {
    expect(shapes("order #A-5521 and account 7731902")).toEqual([
      ["id", "#A-5521", null],
      ["id", "7731902", null]
    ])
    expect(kinds("the installer stops with 0x80004005")).toEqual(["code"])
    expect(shapes("the app shows 'Sync paused by admin' all morning")).toEqual([
      ["quoted", "Sync paused by admin", null],
      ["moment", "morning", null]
    ])
    expect(kinds("it's 'fine' I guess")).toEqual([])
  })

  it("reads a short code an identifier word announces", () => {
    expect(shapes("it's about order 4471")).toEqual([["id", "4471", null]])
    expect(shapes("Booking ref: k7-22b")).toEqual([["id", "k7-22b", null]])
    expect(kinds("my order arrived in 3 days")).not.toContain("id")
  })

  it("does not read a year or a plain count as an identifier", () => {
    expect(kinds("we started in 2019 with 40 clients")).toEqual([])
  })
})

describe("quantities", () => {
  it("counts people in many phrasings", () => {
    expect(quantities("we have roughly 250 employees")).toEqual([["count", 250]])
    expect(quantities("a team of 8")).toEqual([["count", 8]])
    expect(quantities("there are five of us")).toEqual([["count", 5]])
    expect(quantities("it's me and three friends")).toEqual([["count", 4]])
    expect(quantities("only me for now")).toEqual([["count", 1]])
    expect(quantities("about 1,200 full-time staff")).toEqual([["count", 1200]])
  })

  it("does not count what is not people", () => {
    expect(quantities("we run 30 stores and a lot of people visit")).toEqual([])
  })

  it("reads amounts and durations with their values", () => {
    expect(quantities("we can spend $40k")).toEqual([["money", 40000]])
    expect(quantities("it has been broken for three weeks")).toEqual([["duration", 21]])
    expect(quantities("about an hour ago")).toEqual([["duration", 1 / 24]])
  })

  it("takes a range's middle on a log scale", () => {
    expect(rangeOf("10-40")).toBeCloseTo(20)
    expect(rangeOf("2 to 3 million")).toBeCloseTo(Math.sqrt(2e6 * 3e6))
  })
})
