import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { saysWhen, tellsConstraint, tellsNoConstraint, tellsObservedHarm } from "../../../src/scoring/embedded/text/circumstanceWords.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"

// circumstances.ts on rubrics of our own (a piano teacher, a chimney sweep): a preference or
// constraint told as a circumstance, a hazard told as something seen, and their near misses.

const found = (criteria: Record<string, unknown>, text: string, name: string): boolean =>
  compileEmbedded(compileManifest({ template: "custom", ...criteria } as never)).score([{ role: "user", content: text }])[name]!.found

const piano = {
  custom_detectors: [
    { name: "lesson_times", type: "presence", description: "When the pupil can or cannot have lessons", examples: ["only Wednesday afternoons", "after 5pm on weekdays", "can't do Fridays"] },
    { name: "pupil_level", type: "presence", examples: ["complete beginner", "grade 3 piano", "played for two years"] }
  ]
}
const sweep = {
  custom_detectors: [
    { name: "fire_hazard", type: "presence", description: "A dangerous chimney or flue", examples: ["smoke coming back into the room", "soot falling into the grate", "a crack in the flue liner", "the chimney stack is leaning"] },
    { name: "appliance", type: "presence", examples: ["an open fire", "a wood burner", "a multi-fuel stove"] }
  ]
}

describe("circumstance shapes", () => {
  it.each([
    ["Evenings are out for us this term", true],
    ["I'm at the office till six most days", true],
    ["The only day she's free is Sunday", true],
    ["We couldn't manage Thursdays", true],
    ["It would have to be after school", true],
    ["I'd like to book lessons", false],
    ["I have to say the last teacher was lovely", false],
    ["No problem at all", false]
  ])("%s: constraint %s", (text, want) => expect(tellsConstraint(tokensOfText(text))).toBe(want))
  it.each([["any time works for us", true], ["we're flexible", true], ["Tuesday at four", false]])("%s: no constraint %s", (text, want) =>
    expect(tellsNoConstraint(tokensOfText(text))).toBe(want))
  it.each([["around midday", true], ["until 4", true], ["two pupils", false]])("%s: says when %s", (text, want) => expect(saysWhen(tokensOfText(text))).toBe(want))
  it.each([
    ["the wall by the stove is scorched", true],
    ["the render is bulging and cracking", true],
    ["the ceiling is sagging", true],
    ["the fire draws nicely", false],
    ["no smoke at all", false]
  ])("%s: harm seen %s", (text, want) => expect(tellsObservedHarm(tokensOfText(text))).toBe(want))
})

describe("a preference or constraint told as a circumstance", () => {
  it("a schedule told by the day's other commitments is found", () =>
    expect(found(piano, "Mornings are impossible because she's at nursery, so we'd need late afternoon slots.", "lesson_times")).toBe(true))
  it("a working day told with its end is found", () => expect(found(piano, "I'm at the hospital till 7 most evenings.", "lesson_times")).toBe(true))
  it("any time suiting is no constraint", () => expect(found(piano, "Any time works for us, we are very flexible.", "lesson_times")).toBe(false))
  it("somebody else's constraint is not the customer's", () => expect(found(piano, "My friend can only do Saturdays.", "lesson_times")).toBe(false))
})

describe("a hazard told as an observation", () => {
  it("a harmful state seen on the examples' topic is found", () =>
    expect(found(sweep, "When we light the stove the chimney breast gets scorching hot and the plaster beside it is crumbling.", "fire_hazard")).toBe(true))
  it("a state told fixed is not", () => expect(found(sweep, "The flue was cracked but it was relined last year and is fine now.", "fire_hazard")).toBe(false))
  it("a plain description of the appliance is not", () => expect(found(sweep, "We have a wood burner in the lounge that we use most evenings.", "fire_hazard")).toBe(false))
})
