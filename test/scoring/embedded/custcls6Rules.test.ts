// Branch custcls6's readings, on sentences of our own with their near misses: an option the sender
// says they are not after or do not need is set aside (setAside.ts), and a category named by a plain
// adjective ("new") is not read off its opposite ("old") by sentence vector (nameAntonyms.ts); a
// question whether the vendor also offers something names no category beside another sentence
// (alsoOffered.ts); thanks with the thing done praised is manners (courtesy.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { isCourtesySentence } from "../../../src/scoring/embedded/text/courtesy.js"
import { setAside } from "../../../src/scoring/embedded/text/setAside.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { cls } from "./fewExampleRubric.js"
import { user } from "./presenceCases.js"

/** The words of a sentence the sender sets aside, joined. */
const asideOf = (s: string): string => {
  const t = tokensOfText(s)
  const out = setAside(t)
  return t.filter((_, k) => out[k]).map((x) => x.norm).join(" ")
}

describe("an option not wanted is set aside (setAside.ts)", () => {
  it.each([
    ["We're not after a quote for new tiles, the grout just needs redoing", "not after a quote for new tiles"],
    ["I don't need a delivery, I can pick it up", "not need a delivery"],
    ["we do not want a replacement, can it be fixed?", "not want a replacement"],
    ["Not looking for a full service, only the brakes checked", "not looking for a full service"],
    ["Not a complaint, I just wondered about the timings", "not a complaint"],
    ["The van doesn't need a service, only the wipers looked at", "not need a service"]
  ])("%s", (s, aside) => expect(asideOf(s)).toBe(aside))

  it.each([
    // a thing that will not work is a fault, not an option declined
    "the lid doesn't want to close properly",
    "the app is not looking right on my phone",
    // a negation of something else than a wish
    "not a single page prints any more",
    "the dishwasher does not drain"
  ])("nothing set aside: %s", (s) => expect(asideOf(s)).toBe(""))
})

describe("a plain adjective's opposite names no category (nameAntonyms.ts)", () => {
  const scorer = compileEmbedded(
    compileManifest({
      template: "custom",
      custom_detectors: [
        cls("order", [
          ["We want a fitted wardrobe built for the spare room", "new"],
          ["The sliding door on our wardrobe has come off its runner", "repair"],
          ["Do you sell handles on their own?", "other"]
        ])
      ]
    } as never)
  )
  const read = (s: string) => {
    const d = scorer.score([user(s)]).order!
    return d.found ? d.value : null
  }
  it.each(["our old cupboard", "an old chest of drawers", "the existing shelves"])("no category from '%s' alone", (s) => expect(read(s)).toBeNull())
  it("the name itself still reads", () => expect(read("something new for the landing")).toBe("new"))
})

describe("a question whether the vendor also offers something (alsoOffered.ts)", () => {
  const scorer = compileEmbedded(
    compileManifest({
      template: "custom",
      custom_detectors: [
        cls("work", [
          ["Please can you fit a new lock on our back door", "new"],
          ["Our front door lock is jammed and the key won't turn", "repair"],
          ["Are your locksmiths DBS checked?", "other"]
        ])
      ]
    } as never)
  )
  const read = (s: string) => {
    const d = scorer.score([user(s)]).work!
    return d.found ? d.value : null
  }
  it.each([
    "Do you repair locks as well? We've just moved into the flat and want the locks changed.",
    "Do you do repairs too? We'd like an extra deadbolt put on the back door."
  ])("beside the customer's own request it names nothing: %s", (s) => expect(read(s)).toBe("new"))
  it("beside a fault told, the fault decides", () => expect(read("Do you fit locks too? The key is jammed in our front door lock.")).toBe("repair"))
  it("alone, it is read as before", () => expect(read("Do you repair locks as well?")).toBe("repair"))
})

describe("thanks with the thing done praised is manners (courtesy.ts)", () => {
  it.each(["Thanks, the curtains look lovely in the lounge.", "Thank you, my bike is like new!", "Many thanks, the cake was perfect."])("manners: %s", (s) =>
    expect(isCourtesySentence(s)).toBe(true))
  it.each([
    // an offer praised tells interest; a contrast or a fault says more
    "Thanks, the proposal looks great.",
    "Thanks, the curtains look lovely but one hook has snapped.",
    "Thanks, the hem is too short."
  ])("more than manners: %s", (s) => expect(isCourtesySentence(s)).toBe(false))
})
