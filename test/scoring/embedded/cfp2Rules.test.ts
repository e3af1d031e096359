// The cfp2 readings on sentences of our own, each beside near misses that keep their old reading:
// a form label naming a trigger only by the domain word it shares with a field (domainLabel.ts), a
// line of manners read for a problem (mannersOnly), a whole short message whose sentences are each
// far from the trigger (wholeBacked.ts), and a bare time of day as a greeting (courtesy.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { isCourtesyLine, isCourtesySentence } from "../../../src/scoring/embedded/text/courtesy.js"
import { field, trigger } from "./custfpDomains.js"

describe("a bare time of day greets only with its comma or '!' (courtesy.ts)", () => {
  it.each(["Morning,", "Afternoon all!", "Evening everyone,", "Good morning,"])("manners: %s", (s) => expect(isCourtesyLine(s)).toBe(true))
  it.each(["Afternoon.", "Morning works best", "Evening slots on Thursday please", "Morning, the gate is jammed open"])("not manners: %s", (s) => expect(isCourtesySentence(s)).toBe(false))
})

// A kayak hire: the trigger's name shares "kayak" with a field's.
const kayak = compileManifest({
  template: "custom",
  custom_detectors: [
    field("kayak_model", ["a sit-on-top double", "two touring kayaks", "a single whitewater boat"]),
    field("hire_day", ["Sunday morning", "the bank holiday Monday", "any day next week"]),
    trigger("kayak_accident", "A paddler hurt or a kayak lost or holed on a hire", [
      "My daughter capsized under the weir this morning and swallowed a lot of water",
      "The hull split on the rocks and the boat sank",
      "We lost a kayak downstream when the rope came off"
    ], ["Do you supply buoyancy aids?", "Is parking free?"])
  ],
  escalation: { triggers: [{ field: "kayak_accident" }] }
} as never)
const scorer = compileEmbedded(kayak)
const found = (text: string) => scorer.score([{ role: "user", content: text }]).kayak_accident!.found

describe("a label naming the trigger only by the domain word (domainLabel.ts)", () => {
  it.each([
    "Kayak: a red sit-on-top double\nDay: Sunday",
    "Kayak: two touring boats, blue\nHire day: Saturday"
  ])("not found: %s", (s) => expect(found(s)).toBe(false))
  it.each([
    "Kayak: a single\nAccident: my son capsized at the weir and hurt his shoulder",
    "Kayak accident: the double hit a rock and split open, my friend cut her leg"
  ])("found: %s", (s) => expect(found(s)).toBe(true))
})

describe("a line of manners reports no incident (mannersOnly)", () => {
  it.each([
    "Morning,\n\nCould we book a double for Sunday morning?\n\nCheers,\nAled",
    "Thank you for looking after us so well on the river last summer.\n\nWe'd like two touring kayaks again, any day next week."
  ])("not found: %s", (s) => expect(found(s)).toBe(false))
  it("found: an incident after a greeting", () =>
    expect(found("Morning,\n\nWe capsized under the weir on your hire this morning and my son swallowed a lot of river water.")).toBe(true))
})

describe("a whole message's find stands only where a sentence backs it (wholeBacked.ts)", () => {
  it.each([
    "Name: Rhys Owen\nPhone: 07700 900777\nKayak: a double sit-on-top\nDay: Sunday morning, back by noon",
    "Hi,\n\nWe'll bring the two touring kayaks back to the slipway on Monday.\n\nThanks,\nNia"
  ])("not found: %s", (s) => expect(found(s)).toBe(false))
  it("found: an incident over two short sentences", () =>
    expect(found("We were on the single under the weir. It flipped and the boat sank.")).toBe(true))
})
