import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

// A trigger's routine (engine/triggerContrast.ts): the rubric's other detectors' examples say what
// the domain's everyday messages sound like, so a sentence nearer one of them than to any of the
// trigger's examples is not the trigger, however many domain words it shares with them. A boat
// hire desk of our own.

const trigger = {
  name: "vessel_in_trouble",
  type: "presence",
  required: false,
  examples: [
    "Our boat's engine has died and we're drifting towards the weir",
    "The hire boat is taking on water and the bilge pump isn't keeping up",
    "One of our party fell overboard from the boat and we can't see him"
  ]
}
const hireDate = { name: "hire_date", type: "presence", examples: ["We'd like the boat on Saturday 14th", "Booking for the first weekend in August", "Any day next week"] }
const bookingRef = { name: "booking_ref", type: "presence", examples: ["My booking ref is BH-20931", "Reference: 551207", "Ref BH-88112"] }
const boatType = {
  name: "boat_type",
  type: "classification",
  categories: ["day_boat", "narrowboat"],
  examples: [
    { text: "A small day boat with an outboard engine for the river", category: "day_boat" },
    { text: "A narrowboat for a week on the canal", category: "narrowboat" }
  ]
}

const scorer = (detectors: ReadonlyArray<object>, triggers: ReadonlyArray<object>) => {
  const s = compileEmbedded(compileManifest({ template: "custom", custom_detectors: detectors, escalation: { triggers } } as never))
  return (text: string) => s.score([{ role: "user", content: text }]).vessel_in_trouble!.found
}
const alone = scorer([trigger], [{ field: "vessel_in_trouble" }])
const inRubric = scorer([hireDate, boatType, trigger], [{ field: "vessel_in_trouble" }])
/** With a booking reference, a field: its examples say what a reference looks like, not the routine. */
const withRef = scorer([hireDate, bookingRef, boatType, trigger], [{ field: "vessel_in_trouble" }])
/** The same rubric where a day boat also escalates: that category's example is an exception, not the routine. */
const dayBoatEscalates = scorer([hireDate, boatType, trigger], [{ field: "vessel_in_trouble" }, { field: "boat_type", values: ["day_boat"] }])

const ROUTINE = [
  "Could we have a boat with a bigger engine for the river trip?",
  "We'd like a small boat with an engine for the river on Sunday",
  "Is the river calm enough for a small boat with an engine this weekend?"
]

describe("a trigger read against its rubric's routine", () => {
  it.each(ROUTINE)("%s: near the trigger alone, the routine in its rubric", (text) => {
    expect(alone(text)).toBe(true)
    expect(inRubric(text)).toBe(false)
  })
  it("a true event in other words is still found", () => {
    expect(inRubric("The engine on our hire boat cut out and the current is pushing us towards the weir")).toBe(true)
  })
  it("a routine clause does not hide the event told in the same sentence", () => {
    expect(inRubric("We hired a small day boat with an outboard engine for the river, and now it's filling with water faster than the pump can clear it")).toBe(true)
  })
  it.each(ROUTINE)("%s: still the routine beside a reference field", (text) => {
    expect(withRef(text)).toBe(false)
  })
  it.each(["Ref 730418 - help, the boat is sinking", "My booking ref is BH-64120, my son has gone over the side and is in the water"])(
    "%s: a field's examples are no routine, an event told beside a reference is found",
    (text) => {
      expect(withRef(text)).toBe(true)
    }
  )
  it("a reference with a routine question is not the trigger", () => {
    expect(withRef("My booking ref is BH-77112, can we come an hour earlier?")).toBe(false)
  })
  it("an escalating category's examples are no routine", () => {
    expect(dayBoatEscalates(ROUTINE[0]!)).toBe(true)
  })
})
