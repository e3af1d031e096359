// Unit tests of the custmop readings, on sentences of our own: a period reaching up to now is not
// long past (notNow.ts), a stranger told by negated membership (disowned.ts), a category name
// that only modifies a compound's head (compoundNames.ts), a question marked idle (idleAsk.ts),
// a past occasion set against "this time" (bygone.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { tellsDisowned } from "../../../src/scoring/embedded/text/disowned.js"
import { marksIdleAsk } from "../../../src/scoring/embedded/text/idleAsk.js"
import { longPast } from "../../../src/scoring/embedded/text/notNow.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const tok = (s: string) => phraseUnit(s).tokens

describe("a period reaching up to now is not long past", () => {
  it.each(["In the last year our hives have swarmed four times.", "Over the past year the ferry has been late most mornings."])("%s", (s) => expect(longPast(tok(s))).toBe(false))
  it.each(["Last year we kept goats.", "Years ago the mill flooded."])("still long past: %s", (s) => expect(longPast(tok(s))).toBe(true))
})

describe("a stranger told by negated membership", () => {
  it.each([
    "A man who wasn't with the crew climbed onto the stage.",
    "Someone not from our lab has been using the centrifuge.",
    "A woman who is not part of your staff collected the keys."
  ])("%s", (s) => expect(tellsDisowned(tok(s))).toBe(true))
  it.each(["The guide who was with our group was lovely.", "Someone from our lab will bring the samples.", "A man who isn't well asked for water."])("no stranger: %s", (s) => expect(tellsDisowned(tok(s))).toBe(false))
})

describe("a question marked idle", () => {
  it.each(["Do ferries run on Boxing Day? Just curious.", "Out of interest, do you stock oat milk?", "For future reference, how long do refunds take?", "Just asking for the future, is there a student rate?"])("%s", (s) =>
    expect(marksIdleAsk(tok(s))).toBe(true))
  it.each(["Just checking you got my order from Monday.", "I'm just asking you to fix the gate.", "We're interested in the future of the park."])("not idle: %s", (s) => expect(marksIdleAsk(tok(s))).toBe(false))
})

const florist = compileEmbedded(compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "order_kind", type: "classification", categories: ["bouquet", "wreath", "plant"], examples: [{ text: "A bunch of roses for her birthday", category: "bouquet" }, { text: "Something for the funeral on Friday", category: "wreath" }, { text: "A fern for my office", category: "plant" }] },
    { name: "delivery", type: "classification", categories: ["courier", "pickup"], examples: [{ text: "Send it round by courier", category: "courier" }, { text: "I'll fetch it from the shop", category: "pickup" }] }
  ]
}))
const read = (text: string, det: string) => {
  const d = florist.score([{ role: "user", content: text }])[det]!
  return d.found ? d.value : null
}

const fair = compileEmbedded(compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "visitor", type: "classification", categories: ["family", "business", "school"], examples: [{ text: "Two grown-ups and three little ones", category: "family" }, { text: "A stand for our company", category: "business" }, { text: "Year 4 class trip with teachers", category: "school" }] },
    { name: "contact", type: "classification", categories: ["phone", "email", "post"], examples: [{ text: "Ring me on my mobile", category: "phone" }, { text: "Drop me an email", category: "email" }, { text: "Send me a letter", category: "post" }] }
  ]
}))
const atFair = (text: string, det: string) => {
  const d = fair.score([{ role: "user", content: text }])[det]!
  return d.found ? d.value : null
}

describe("a category name that only modifies another thing's noun", () => {
  it("the school bus is no school", () => expect(atFair("Our school bus broke down, so the family will come by car.", "visitor")).toBe("family"))
  it("the post van is no post", () => expect(atFair("Your post van took the wristbands away, ring me when they are back.", "contact")).toBe("phone"))
  it("a gathering the name sorts keeps it", () => expect(atFair("Our family reunion is coming on Saturday, ten of us.", "visitor")).toBe("family"))
  it("a detail of the thing keeps it", () => expect(atFair("Please give me a ring on my phone number.", "contact")).toBe("phone"))
})

describe("a question marked idle names no category", () => {
  it("idle", () => expect(read("Do you ever make wreaths out of dried flowers? Just curious.", "order_kind")).toBe(null))
  it("not idle", () => expect(read("Do you make wreaths out of dried flowers? I need one for Friday.", "order_kind")).toBe("wreath"))
})

describe("a past occasion set against this time", () => {
  it("this time", () => expect(read("Last year you did a lovely wreath for my gran. This time I'd like a potted plant for my new flat.", "order_kind")).toBe("plant"))
})
