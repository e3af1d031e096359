import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { namesADate, namesATime } from "../../../src/scoring/embedded/text/circumstanceWords.js"
import { stem } from "../../../src/scoring/embedded/text/stem.js"
import { namesHolder } from "../../../src/scoring/embedded/engine/labelHolder.js"
import { type DetModel, type Plain, plainOf } from "../../../src/scoring/embedded/engine/model.js"

// The cfn2 round's readings, each beside its near miss, on sentences of our own (cfn2.test.ts holds
// the whole messages): a label naming the thing a kind-of field asks about, or only the thing a
// harm detector's harm befalls; "Address:" for a field of places; "any time" beside a day or none.
const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string> = [], required = true) => ({ name, type: "presence", examples: [...examples], non_examples: [...non_examples], required })

const scorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      pres("kite_make_model", ["a Cabrinha Switchblade", "my old Naish Pivot 12m", "an Ozone Edge"]),
      pres("kite_damage", ["the canopy ripped on landing", "a strut burst when it hit the water", "the bladder split in the crash"], ["can you check my kite for wear?"], false),
      pres("sail_size", ["a 9 metre", "12m please", "the 7m"]),
      pres("pickup_day", ["Monday afternoon", "any time on the 2nd", "Saturday 6th"]),
      pres("beach_location", ["we launch at 4 Shore Road, Camber", "the car park near the lifeboat station in TN31", "by the groyne on West Parade, Hythe"])
    ],
    escalation: { triggers: [{ field: "kite_damage" }] }
  } as never)
)
const found = (text: string): Array<string> =>
  Object.entries(scorer.score([{ role: "user", content: text }]))
    .filter(([, d]) => d.found)
    .map(([n]) => n)

describe("a form label naming the thing", () => {
  it("the thing's own label answers the field of its make or model", () => {
    expect(found("Kite: Duotone Rebel, blue\nService: bladder check")).toContain("kite_make_model")
  })
  it.each([
    // the label names another thing than the field's
    ["Kite: Duotone Rebel, blue", "sail_size"],
    // nor does the thing's label tell a harm to it
    ["Kite: Duotone Rebel, blue", "kite_damage"]
  ])("%s does not give %s", (text, name) => {
    expect(found(text)).not.toContain(name)
  })
  it("a harm told in the value under the thing's label is still read", () => {
    expect(found("Kite: Duotone Rebel, the canopy ripped on landing yesterday")).toContain("kite_damage")
  })
})

describe("which names a label may hold alone", () => {
  const model = (name: string): DetModel => ({ nameStems: name.split("_").map(stem), spec: { name } }) as unknown as DetModel
  const label = (text: string): Plain => plainOf(tokenize(text))
  it.each([
    ["dog_breed_size", "Dog", true],
    ["vehicle_model", "Vehicle details", true],
    ["boat_type_length", "Boat", true],
    // the field asks the thing's owner, its name, its size or age alone: the thing's label is no answer
    ["dog_owner_name", "Dog", false],
    ["dog_size", "Dog", false],
    ["dog_age", "Dog", false],
    // a label with a word of its own, or holding the asked word itself (read by the name's coverage)
    ["dog_breed_size", "Dog walker", false],
    ["dog_breed_size", "Breed", false]
  ])("%s under %s: %s", (name, text, want) => {
    expect(namesHolder(model(name), label(text))).toBe(want)
  })
})

describe("an address label for a field of places", () => {
  it("answers the field", () => {
    expect(found("Address: 9 Dune Lane, Lydd, TN29 9AB")).toContain("beach_location")
  })
  it.each(["Email address: kitefan@example.org", "Website: https://example.org/kites"])("%s names no place", (text) => {
    expect(found(text)).not.toContain("beach_location")
  })
})

describe("any time, with a day or without", () => {
  it.each(["the 2nd, any time before 4", "any time on the 19th please", "Collection: any day next week"])("%s names a day", (text) => {
    expect(found(text)).toContain("pickup_day")
  })
  it.each(["Any time at all suits me.", "Collection: any time", "Any day is fine, I'm around."])("%s names none", (text) => {
    expect(found(text)).not.toContain("pickup_day")
  })
  it("reads a day of the month, not a count or a weekday, as a date", () => {
    expect(namesADate(tokenize("the 14th, any time"))).toBe(true)
    expect(namesADate(tokenize("3 May, any time"))).toBe(true)
    expect(namesADate(tokenize("any time Thursday"))).toBe(false)
    expect(namesADate(tokenize("you may 2 lines"))).toBe(true)
    expect(namesATime(tokenize("any time after 5"))).toBe(true)
    expect(namesATime(tokenize("any time at all"))).toBe(false)
    // A month names the span "any time" then covers; "may" as a verb does not.
    expect(namesATime(tokenize("Any time in May works for us"))).toBe(true)
    expect(namesATime(tokenize("you may come any time"))).toBe(false)
  })
})
