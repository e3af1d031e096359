// With one example per category, a number an example happens to hold says how much, not which
// kind: it does not pull a text with a number towards that category (classModel.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    {
      name: "order_issue",
      type: "classification",
      categories: ["late_delivery", "wrong_item", "damaged"],
      examples: [
        { text: "It is 3 weeks and still no parcel", category: "late_delivery" },
        { text: "I ordered blue mugs and got a red teapot", category: "wrong_item" },
        { text: "The box arrived crushed and the glass was cracked", category: "damaged" }
      ]
    }
  ]
})
const scorer = compileEmbedded(manifest)
const of = (text: string) => scorer.score([{ role: "user", content: text }])["order_issue"]!

describe("numbers in one-example categories", () => {
  it("a number shared with an example does not name its category", () => {
    expect(of("It is 3 o'clock").found).toBe(false)
    expect(of("There are 3 of us").found).toBe(false)
  })

  it("the example's words still do", () => {
    expect(of("Still no parcel after all this time")).toMatchObject({ found: true, value: "late_delivery" })
  })
})
