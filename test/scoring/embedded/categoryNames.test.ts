// A classification value is the category the chosen sentence states, not one it merely lists
// or sets aside (decisions §11).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    {
      name: "availability",
      type: "classification",
      categories: ["mornings", "evenings", "weekends", "flexible"],
      examples: [
        { text: "I'm at my best before lunch", category: "mornings" },
        { text: "After six o'clock works for me", category: "evenings" },
        { text: "Only Saturdays and Sundays, I study in the week", category: "weekends" },
        { text: "Any time at all is fine with me", category: "flexible" }
      ]
    }
  ]
})
const scorer = compileEmbedded(manifest)
const of = (...messages: Array<string>) => scorer.score(messages.map((content) => ({ role: "user", content })))["availability"]!

describe("category names in the customer's sentence", () => {
  it("a sentence naming one category gives that category", () => {
    expect(of("Evenings suit me best because of the school run.")).toMatchObject({ found: true, value: "evenings" })
  })

  it("a sentence listing several categories as alternatives names none of them", () => {
    expect(of("Mornings, evenings or weekends are all fine with me.")).toMatchObject({ found: true, value: "flexible" })
  })
})
