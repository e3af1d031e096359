import { describe, expect, it } from "vitest"
import { tellsDeadline, toldPast, namesWhen } from "../../../src/scoring/embedded/engine/whenElse.js"
import { readerOf, type EscDomain } from "./custescCases.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const toks = (s: string) => phraseUnit(s).tokens

describe("another thing's deadline", () => {
  it.each([
    "The library books are due back on the 6th.",
    "Our tax return deadline is the end of January.",
    "The rent is overdue since Monday, sorry.",
    "Is the deposit due before the 2nd?"
  ])("%s", (s) => expect(tellsDeadline(toks(s))).toBe(true))
  it.each([
    "I can come round any afternoon after two.",
    "There's no deadline on our side, whenever suits.",
    "Free from the 8th onwards."
  ])("not: %s", (s) => expect(tellsDeadline(toks(s))).toBe(false))
})

describe("a time told only as past", () => {
  it.each([
    "We had a gardener on Monday mornings for years.",
    "The piano teacher came on Wednesdays until she moved.",
    "She was collected at four yesterday by her gran."
  ])("%s", (s) => expect(toldPast(toks(s))).toBe(true))
  it.each([
    "I was hoping for Saturday mornings.",
    "We had Tuesdays before, but Thursdays suit us better now.",
    "I used to do nights, now I'd rather do days.",
    "Evenings after eight are best for me.",
    "Was Friday free at all?"
  ])("not: %s", (s) => expect(toldPast(toks(s))).toBe(false))
})

describe("a detector named for when", () => {
  it.each([["pickup_time", true], ["shift_preference", true], ["access_window", true], ["start_date", true], ["pet_type", false], ["budget", false]] as const)(
    "%s", (name, when) => expect(namesWhen(name)).toBe(when)
  )
})

describe("a field of times that were reads the past", () => {
  const read = readerOf({
    name: "a boat hire desk",
    criteria: { custom_detectors: [{ name: "hire_dates", type: "presence", examples: ["We had the boat from 3 to 7 July", "The hire was 12th to 15th August", "Out on 2 June, back on 5 June"] }] },
    cases: []
  } as unknown as EscDomain)
  it("a past hire told in its own words is the field", () => expect(read("We were on the river 8-12 May and the engine cut out twice.").found.has("hire_dates")).toBe(true))
})
