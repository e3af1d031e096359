// Readings mended in the custfield round (custfield3.test.ts), each on sentences of our own with
// near misses: calendar spans as coming times, a document's date and one's own people's past acts
// as past, British street endings, a headcount told by "we'll be".
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { shapesIn } from "../../../src/scoring/embedded/text/shapes.js"

const read = (text: string): ReadonlyArray<readonly [string, string | null, string]> => shapesIn(text).map((s) => [s.kind, s.attr, text.slice(s.start, s.end)] as const)
const field = (name: string, examples: ReadonlyArray<string>) => {
  const scorer = compileEmbedded(compileManifest({ template: "custom", custom_detectors: [{ name, type: "presence", examples }] } as never))
  return (text: string) => scorer.score([{ role: "user", content: text }])[name]!
}

describe("a week, a weekday or a part of a named month is one coming occasion", () => {
  it.each([
    ["Could we come on the third Friday of March?", "the third Friday of March"],
    ["The kiln course in the first week of July suits me", "the first week of July"],
    ["Somewhere around mid-October would be ideal", "mid-October"],
    ["We are thinking of the August bank holiday weekend", "the August bank holiday weekend"],
    ["Hoping to open the gallery in autumn 2027", "autumn 2027"]
  ])("%s", (text, span) => {
    expect(read(text)).toContainEqual(["moment", "point", span])
  })
  it("a month name in lower case is a verb, no time", () => {
    expect(read("the second half of what we may need").filter(([k]) => k === "moment")).toEqual([])
  })
  it("a last weekday of a month is no past 'last Saturday'", () => {
    expect(read("Any chance of the barn on the last Saturday in June?")).toContainEqual(["moment", "point", "the last Saturday in June"])
  })
})

describe("a document's date, or one's own people's past act, is past", () => {
  it.each([
    ["The statement dated 12 April has the wrong total", "12 April"],
    ["My receipt from the 6th lists two pumps", "the 6th"],
    ["My grandparents emigrated in March 1962 and kept every letter", "March 1962"],
    ["We rented the hall from you in October 2024 and it was perfect", "October 2024"]
  ])("%s", (text, span) => {
    expect(read(text).find(([, , s]) => s === span)?.[1]).toBe("past")
  })
  it("a coming date asked for stays coming", () => {
    expect(read("Our daughter wants the hall on 12 April").find(([, , s]) => s === "12 April")?.[1]).toBe("point")
  })
  const tripDates = field("trip_dates", ["From Friday 8 August for a week", "The week of 14 July", "3rd to 10th September 2026"])
  it("a date field reads the wanted time, not an old trip's or an invoice's", () => {
    expect(tripDates("Could we take the canoes out over the late May bank holiday?").found).toBe(true)
    expect(tripDates("Your invoice dated 9 March charged us twice for the paddles.").found).toBe(false)
    expect(tripDates("We paddled with you in July 2022 and loved the river.").found).toBe(false)
  })
})

describe("a house number and a street ending in a British street word is an address", () => {
  it.each([
    ["The bees are in number 5 Priory View", "5 Priory View"],
    ["Drop it at 8 The Croft please", "8 The Croft"],
    ["We moved to 14 Larch Rise last spring", "14 Larch Rise"]
  ])("%s", (text, span) => {
    expect(read(text)).toContainEqual(["address", null, span])
  })
  it("a street's word with no number before it is no address", () => {
    expect(read("The view from the Rise is lovely").filter(([k]) => k === "address")).toEqual([])
  })
})

describe("a coming gathering counted by 'we'll be' or 'there will be'", () => {
  it.each([
    ["We'll be about forty for the christening", "We'll be about forty"],
    ["There will be 12, maybe 13 with the baby", "There will be 12"]
  ])("%s", (text, span) => {
    expect(read(text)).toContainEqual(["count", null, span])
  })
  it.each(["We'll be 20 minutes late", "There'll be 3 invoices to pay"])("no count of people: %s", (text) => {
    expect(read(text).filter(([k]) => k === "count")).toEqual([])
  })
})
