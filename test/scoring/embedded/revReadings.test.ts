import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { makesIn } from "../../../src/scoring/embedded/text/properNames.js"

// Round rev's mends to round 1's readings, each with the near misses it must keep: a person named
// in a cleft ("it's Chris who rang") or after a greeting that names the one greeted ("Hello Priya,
// it's Tom") is no make (properNames.ts); "keep", "manage", "run" told of no thing kept ("keep
// getting lost in", "manage to park in", "run into traffic near") give the town no owner (placeField.ts).
const makes = (text: string) => makesIn(text).map((s) => text.slice(s.start, s.end))

describe("a person named after 'it is' is no make", () => {
  it.each([
    "I believe it's Marcus who rang about the spin cycle.",
    "Hello Yusuf, it's Bethan. The extractor fan rattles.",
    "Hi there, it is Gwen about the tumble dryer."
  ])("not: %s", (text) => expect(makes(text)).toEqual([]))
  it.each([
    ["The spin cycle is loud and it's Zanussi, about six years old.", "Zanussi"],
    ["Hello, the extractor is dead and it is Xpelair.", "Xpelair"],
    ["Our kettle leaks. It's Dualit, I think.", "Dualit"]
  ])("%s", (text, want) => expect(makes(text)).toEqual([want]))
})

const sweep = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [{ name: "venue_town", type: "presence", examples: ["we're based in Tenby", "12 Harbour Row, Aberaeron", "Llandeilo high street"] }]
  } as never)
)
const found = (text: string) => sweep.score([{ role: "user", content: text }])["venue_town"]!.found

describe("a verb of keeping told of no thing kept", () => {
  it.each([
    "I keep getting lost near Cardigan on the way to you.",
    "We manage to park in Narberth most weekends.",
    "We run into roadworks near Crymych every single time."
  ])("not: %s", (text) => expect(found(text)).toBe(false))
  it.each([
    "We keep alpacas near Cardigan and the shelter roof has blown off.",
    "I run a pottery studio in Narberth with a cracked kiln door.",
    "We manage two holiday lets outside Crymych."
  ])("%s", (text) => expect(found(text)).toBe(true))
})
