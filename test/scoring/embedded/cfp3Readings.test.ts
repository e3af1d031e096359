// The cfp3 reading on sentences of our own (engine/settingOnly.ts): a clause that comes near a
// trigger's examples only by their setting (an object, a room, a person) tells no incident; the same
// setting with the event told, in the examples' words or in words of an incident, is still found.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { drain } from "../../../src/domain/steps.js"
import { compileSteps } from "../../../src/scoring/embedded/engine/compile.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { settingOnly } from "../../../src/scoring/embedded/engine/settingOnly.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { field, trigger } from "./custfpDomains.js"

// A bakery's delivery round: vans and ovens are the setting, a fire or a crash the event.
const bakery = compileManifest({
  template: "custom",
  custom_detectors: [
    field("shop_name", ["the order is for Crumb & Co", "Shop: The Corner Deli", "it's for Mill Lane Cafe"]),
    field("delivery_day", ["Tuesdays and Fridays", "every morning before 7", "Day: Saturday"]),
    trigger("round_emergency", "A danger on the delivery round or at the ovens", [
      "the oven door is smoking and the alarm went off",
      "our driver crashed the van on the ring road",
      "the proving cabinet gave my apprentice an electric shock"
    ], ["do you deliver on bank holidays?"])
  ],
  escalation: { triggers: [{ field: "round_emergency" }] }
} as never)
const scorer = compileEmbedded(bakery)
const model = drain(compileSteps(bakery)).models.find((m) => m.spec.name === "round_emergency")!
const found = (s: string): boolean => scorer.score([{ role: "user", content: s }]).round_emergency!.found

describe("a clause near a trigger only by its setting words tells no incident", () => {
  it.each([
    "The van usually parks round the back by the bins.",
    "Our oven door is a lovely shade of blue.",
    "The proving cabinet is in the room behind the counter.",
    "My apprentice starts at six on weekdays.",
    "Could the driver use the side gate instead?"
  ])("not found: %s", (s) => expect(found(s)).toBe(false))
  it.each([
    "The oven door is smoking badly right now.",
    "Our driver has crashed the van outside the school.",
    "The proving cabinet just gave me a shock when I touched it.",
    "There's smoke pouring out of the oven."
  ])("found: %s", (s) => expect(found(s)).toBe(true))
  // An act told in other words on the same setting is left to the vectors, not capped as setting only.
  it.each([
    ["The van is rolling down the hill with nobody in it.", "an -ing after 'is'"],
    ["My apprentice touched the proving cabinet and it threw him across the floor.", "an act's irregular past"],
    ["The driver skidded and the van ended up in a ditch.", "a regular past"],
    ["The oven door is loose on one hinge.", "a state that is itself a danger"]
  ])("not capped: %s (%s)", (s) => expect(settingOnly(model, tokensOfText(s))).toBe(false))
  it.each(["The van is white with our name on the side.", "My apprentice left his apron in the van.", "The driver heard the oven door is new."])(
    "capped: %s",
    (s) => expect(settingOnly(model, tokensOfText(s))).toBe(true)
  )
})
