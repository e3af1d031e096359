import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

// extraContrast.ts: an optional extra is not read by likeness off a sentence whose nearest example
// is a required presence detector's, unless that example holds one of the extra's own words (then
// the two are told together, and the sentence may tell the extra). Sentences of our own: a tailor.
const tailor = (garmentExamples: ReadonlyArray<string>) => {
  const manifest = compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "garment", type: "presence", examples: garmentExamples, non_examples: ["Some clothes"] },
      { name: "needed_by", type: "presence", examples: ["I need it back before the wedding on 6 June", "It has to be ready by Friday", "For an interview on the 14th"], non_examples: ["No rush at all"] },
      {
        name: "fitting_note", type: "presence", required: false, description: "When the customer can come in for a fitting",
        examples: ["I can come for a fitting on Tuesday evening", "Fittings are easiest for me at lunchtime", "Could I try it on before the final stitching?"],
        non_examples: ["I don't need a fitting"]
      }
    ]
  } as never)
  const scorer = compileEmbedded(manifest)
  return (text: string) => scorer.score([{ role: "user", content: text }])["fitting_note"]?.found
}
const GARMENTS = ["A navy wool suit jacket", "My wedding dress needs taking in", "Two pairs of work trousers"]
const ASKS_AFTER = "Any news on my bridesmaid dress? The wedding is on Saturday."

describe("an optional extra beside required detectors (extraContrast.ts)", () => {
  const fitting = tailor(GARMENTS)

  it("finds the extra told in its own words", () => {
    expect(fitting("Could I come in on Thursday to try the dress on?")).toBe(true)
  })

  it("does not read a sentence nearest a required detector's example as the extra", () => {
    expect(fitting(ASKS_AFTER)).toBe(false)
    expect(fitting("Checking on my bridesmaid dress. The wedding is on Saturday.")).toBe(false)
  })

  it("lets a required example that holds the extra's words block nothing", () => {
    // The garment example tells of a fitting: a sentence near it may tell one, so it is read as before.
    const told = tailor(["A navy wool suit jacket", "My wedding dress needs taking in before the last fitting", "Two pairs of work trousers"])
    expect(told(ASKS_AFTER)).toBe(true)
  })
})

describe("what the extras' contrast leaves alone (extraContrast.ts)", () => {
  const fitting = tailor(GARMENTS)

  it("reads a form's lines as before: each answers its own label", () => {
    expect(fitting("Garment: grey wool suit\nNeeded by: 12 May\nFitting: any weekday lunchtime")).toBe(true)
  })
})
