// The question whether the vendor sells a thing (stockQuestion.ts) on sentences of our own: alone,
// with what the customer is after, it names none of a service's jobs; beside a fault, a job sought,
// or for a rubric whose category is itself buying, the ordinary reading stands.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { cls } from "./fewExampleRubric.js"

const scorerOf = (examples: ReadonlyArray<readonly [string, string]>) =>
  compileEmbedded(compileManifest({ template: "custom", custom_detectors: [cls("job", examples)] } as never))
const workshop = scorerOf([
  ["the accordion bellows have a pinhole leak", "bellows"],
  ["two reeds have gone sour", "reeds"],
  ["it needs a full overhaul", "overhaul"]
])
const withShop = scorerOf([
  ["the accordion bellows have a pinhole leak", "bellows"],
  ["two reeds have gone sour", "reeds"],
  ["do you have any second-hand accordions for sale?", "buy_instrument"]
])
const read = (scorer: typeof workshop, text: string) => {
  const d = scorer.score([{ role: "user", content: text }] as never)["job"]!
  return d.found ? d.value : null
}

describe("a question whether goods are sold asks for none of a service's jobs", () => {
  it.each([
    "Do you sell padded cases for a 72-bass accordion? I'm after a black one.",
    "Hello,\n\nDoes the shop stock replacement shoulder straps?\n\nThanks,\nIvo",
    "Name: Lena Park\nMessage: do you also sell sheet music for beginners?"
  ])("%s: no category", (text) => expect(read(workshop, text)).toBe(null))

  it.each([
    ["Do you sell bellows tape? Mine has a pinhole leak and air hisses out.", "bellows"],
    ["Do you stock reeds? I'm looking for someone to retune two that have gone sour.", "reeds"]
  ])("%s: still %s", (text, cat) => expect(read(workshop, text)).toBe(cat))

  const phoneShop = scorerOf([
    ["I want to upgrade my handset", "phone"],
    ["a tablet for drawing on", "tablet"]
  ])
  it("goods named like a category are that category", () => expect(read(phoneShop, "Do you stock refurbished tablets? I'm after a cheap one.")).toBe("tablet"))

  it("a rubric whose category is buying keeps its reading", () =>
    expect(read(withShop, "Do you sell second-hand accordions? I'm after a small one for my daughter.")).toBe("buy_instrument"))
})
