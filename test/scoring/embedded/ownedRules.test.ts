// Branch owned's readings, on sentences of our own with their near misses: a category's name said
// only of a thing the sender holds gives way to a category named for an act (heldNames.ts); a thing
// asked brought back to working is a repair asked (actWords.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { performs } from "../../../src/scoring/embedded/text/actWords.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { cls } from "./fewExampleRubric.js"
import { user } from "./presenceCases.js"

describe("a thing asked brought back to working is a fault act (actWords.ts)", () => {
  it.each([
    "Could you get the old lawnmower running again?",
    "Can you bring the music box back into working order?",
    "We need the printer back up and running"
  ])("fault: %s", (s) => expect(performs("fault", tokensOfText(s))).toBe(true))

  it.each([
    // Going again told of the sender, or a thing going back somewhere, asks no repair.
    "We are going again next summer",
    "Please send it back to our office"
  ])("no fault: %s", (s) => expect(performs("fault", tokensOfText(s))).toBe(false))
})

describe("a held thing's name gives way to the act-named category (heldNames.ts)", () => {
  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [cls("job", [
      ["Do you sell folding kayaks?", "kayak"],
      ["I'd like to buy a kayak for the lake", "kayak"],
      ["The hatch cover is cracked", "repair"],
      ["A seam keeps letting water in", "repair"]
    ])]
  } as never))
  const read = (s: string) => {
    const d = scorer.score([user(s)]).job!
    return d.found ? d.value : null
  }

  it.each([
    ["My kayak keeps letting water in at the seam", "repair"],
    ["Could you get our old canoe working again?", "repair"]
  ])("%s", (s, want) => expect(read(s)).toBe(want))

  it.each([
    // A wish acting on the thing: the thing is the request.
    ["I want to sell my kayak and buy a kayak for two", "kayak"],
    ["Do you have a kayak like my friend's?", "kayak"]
  ])("the thing asked for: %s", (s, want) => expect(read(s)).toBe(want))
})

describe("where categories are kinds of thing, the held thing is the answer", () => {
  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [cls("animal", [
      ["My dog has a cough", "dog"],
      ["Our cat is off her food", "cat"],
      ["The rabbit won't eat", "rabbit"]
    ])]
  } as never))
  it("my cat is limping reads cat", () => {
    const d = scorer.score([user("My cat is limping since Sunday")]).animal!
    expect(d.found ? d.value : null).toBe("cat")
  })
})
