import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

// A custom presence detector as a customer writes one: three examples, one non-example.
const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    {
      name: "moving_soon",
      type: "presence",
      examples: ["We are relocating to a new house next month", "Our family is moving to another city in the spring", "I just signed a lease on a new apartment"],
      non_examples: ["We moved here ten years ago"]
    }
  ]
})
const scorer = compileEmbedded(manifest)
const of = (text: string) => scorer.score([{ role: "user", content: text }])["moving_soon"]!

describe("custom presence detectors from a few examples (sentence vectors)", () => {
  it("finds a paraphrase of an example", () => {
    expect(of("Next month we'll be settling into our new place")).toMatchObject({ found: true })
  })

  it("finds a paraphrase whose cosine to its nearest example is only moderate (0.36: under the first threshold, 0.38)", () => {
    expect(of("My kids start at a new school after we go")).toMatchObject({ found: true })
  })

  it("abstains on unrelated text", () => {
    for (const text of ["The printer on the second floor is jammed again", "My favourite colour is green", "Can you send me last month's invoice?"]) {
      expect(of(text).found, text).toBe(false)
    }
  })

  it("lets a nearer non-example hold a sentence back", () => {
    expect(of("We moved here ten years ago and love it")).toMatchObject({ found: false })
  })
})

describe("custom presence read clause by clause", () => {
  it("finds a paraphrase in one clause of a long sentence and quotes that clause", () => {
    const text = "Hope you had a good weekend, we will be living in a new flat from next month, so could you send the contract there"
    const d = of(text)
    expect(d).toMatchObject({ found: true, value: "we will be living in a new flat from next month" })
    expect(text).toContain(d.value)
  })

  it("abstains on long sentences whose clauses are about something else", () => {
    for (const text of ["The printer on the second floor is jammed again, and the toner light keeps blinking", "I love the blue sofa, but the price is too high for us right now", "Could you resend the invoice, because the first one never arrived"]) {
      expect(of(text).found, text).toBe(false)
    }
  })

  it("reads the plain clause of a sentence negated elsewhere, not the negated one", () => {
    expect(of("I can't make the meeting on Tuesday, but our family is heading to another city in spring")).toMatchObject({ found: true })
    expect(of("We are not moving anywhere this year, and the kids like their school")).toMatchObject({ found: false })
  })

  it("lets a non-example in one clause hold the sentence back", () => {
    expect(of("We moved here ten years ago, and we really love the neighbourhood")).toMatchObject({ found: false })
  })
})

describe("sentence vectors and negation", () => {
  it("leave a negated paraphrase to the denial rules", () => {
    expect(of("We are not relocating anywhere next month")).toMatchObject({ found: false })
  })
})
