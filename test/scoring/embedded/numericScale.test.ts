// Classification detectors whose categories are ranges of one quantity: the scale is learnt
// from the examples' numbers and classifies a stated number. Detectors and sentences written
// for these tests.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { inferScale } from "../../../src/scoring/embedded/engine/numericScale.js"
import { classification, manifestOf } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })

const headcount = classification("practice_size", ["single", "small", "group", "chain"], [
  { text: "I run the practice on my own", category: "single" },
  { text: "There are 6 of us at the clinic", category: "small" },
  { text: "We have about 90 staff over two sites", category: "group" },
  { text: "A national chain, 5,000 employees", category: "chain" }
])
const budget = classification("budget_band", ["low", "mid", "high"], [
  { text: "We can put in around $2k", category: "low" },
  { text: "Budget is $25,000", category: "mid" },
  { text: "Up to $400k has been approved", category: "high" }
])
const wording = classification("tone", ["calm", "angry"], [
  { text: "Thanks, no rush at all", category: "calm" },
  { text: "This is the third time I've asked!", category: "angry" }
])

describe("learning a numeric scale from the examples", () => {
  it("orders the categories by their examples' numbers, with boundaries midway on a log scale", () => {
    const scale = inferScale(headcount)!
    expect(scale.kind).toBe("count")
    expect(scale.categories).toEqual(["single", "small", "group", "chain"])
    // One person is a category of its own; then the geometric middles.
    expect(scale.bounds[0]).toBe(1.5)
    expect(scale.bounds[1]).toBeCloseTo(Math.sqrt(6 * 90))
    expect(scale.bounds[2]).toBeCloseTo(Math.sqrt(90 * 5000))
    expect(inferScale(budget)!.kind).toBe("money")
  })

  it("abstains when some example states no number of the shared kind", () => {
    expect(inferScale(wording)).toBeNull()
  })
})

describe("classifying a stated number", () => {
  const scorer = compileEmbedded(manifestOf("custom", [headcount, budget]))

  it("puts a headcount in the category whose range holds it", () => {
    expect(scorer.score([user("We're a dental surgery with 14 people on the payroll.")])["practice_size"]).toMatchObject({ found: true, value: "small" })
    expect(scorer.score([user("Our hospital network employs 12,000 nurses and doctors.")])["practice_size"]).toMatchObject({ found: true, value: "chain" })
    expect(scorer.score([user("It's me and two colleagues.")])["practice_size"]).toMatchObject({ found: true, value: "small" })
  })

  it("reads a bare range under a label that names the detector", () => {
    expect(scorer.score([user("Name: Priya\nPractice size: 200-500")])["practice_size"]).toMatchObject({ found: true, value: "group" })
  })

  it("takes the whole over its parts when several counts are stated", () => {
    const d = scorer.score([user("We employ 3,000 staff in total, and my team of 8 would use it first.")])["practice_size"]!
    expect(d).toMatchObject({ found: true, value: "chain" })
    expect(d.evidence[0]!.quote).toContain("3,000 staff")
  })

  it("classifies an amount on a money scale", () => {
    expect(scorer.score([user("We have roughly $60k for this.")])["budget_band"]).toMatchObject({ found: true, value: "mid" })
    expect(scorer.score([user("Finance signed off 1.2 million.")])["budget_band"]).toMatchObject({ found: true, value: "high" })
  })

  it("does not classify a number of another kind", () => {
    expect(scorer.score([user("We opened 40 branches last year.")])["practice_size"]!.value).not.toBe("group")
  })
})
