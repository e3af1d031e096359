import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { namesAProblem, statesSettled } from "../../../src/scoring/embedded/text/settled.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { markModality } from "../../../src/scoring/embedded/text/modality.js"

// A made-up pest-control intake: a problem the customer reports (it escalates), and a field.
const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    {
      name: "pest_problem",
      type: "presence",
      required: false,
      examples: ["There are mouse droppings all over the pantry shelves", "Wasps have built a nest under the roof", "I found cockroaches behind the fridge"],
      non_examples: ["No sign of rats or anything like that"]
    },
    { name: "garden_access", type: "presence", examples: ["The side gate is open, you can walk round the back", "There's a key in the lockbox by the shed"], non_examples: ["The garden is locked"] }
  ]
})
const scorer = compileEmbedded(manifest)
const of = (name: string, text: string) => scorer.score([{ role: "user", content: text }])[name]!
const settled = (text: string) => {
  const tokens = tokenize(text)
  markModality(tokens)
  return statesSettled(tokens)
}

describe("a problem detector reads the customer's own present problem", () => {
  it("finds the problem told in other words", () => {
    expect(of("pest_problem", "We've got cockroaches running around behind the fridge at night")).toMatchObject({ found: true })
  })

  it("does not take somebody else's problem for the customer's", () => {
    expect(of("pest_problem", "My neighbour found cockroaches behind her fridge last month")).toMatchObject({ found: false })
  })

  it("does not take a problem told fine, fixed or harmless for one", () => {
    for (const text of [
      "Last summer I found cockroaches behind the fridge, but it's been sorted since",
      "The droppings in the pantry turned out to be from the old bird feeder",
      "I found some wasps behind the fridge last week, but the kitchen looks fine now"
    ]) expect(of("pest_problem", text).found, text).toBe(false)
  })

  it("still reads a problem told after a clause that something else is fine", () => {
    expect(of("pest_problem", "The loft looks fine, but wasps have built a nest under the roof")).toMatchObject({ found: true })
  })
})

describe("settled states (text/settled.ts)", () => {
  it("reads fine, fixed and revised worries", () => {
    for (const text of ["the boiler looks fine", "it was repaired last year", "it's since been fixed", "it turned out to be nothing", "I logged in fine this morning", "it's running normally"]) {
      expect(settled(text), text).toBe(true)
    }
  })

  it("leaves a negated or wished-for state and plain complaints alone", () => {
    for (const text of ["it is not fine at all", "it needs to be fixed", "I want to get it sorted", "the tap keeps dripping"]) {
      expect(settled(text), text).toBe(false)
    }
  })

  it("knows a problem detector by its name or description", () => {
    expect(namesAProblem("safety_hazard", "")).toBe(true)
    expect(namesAProblem("red_flag", "")).toBe(true)
    expect(namesAProblem("visit_notes", "anything the customer is worried about, a risk to staff")).toBe(true)
    expect(namesAProblem("access_window", "when someone is home")).toBe(false)
  })

  it("does not read a time that is fine as settled for a field that is no problem", () => {
    expect(of("garden_access", "The side gate is open, so you can walk round the back, that is fine by us")).toMatchObject({ found: true })
  })
})

describe("a custom classification read by sentence vectors reads the customer's own situation", () => {
  const sizes = compileEmbedded(
    compileManifest({
      template: "custom",
      custom_detectors: [
        {
          name: "household",
          type: "classification",
          categories: ["living_alone", "couple", "big_family"],
          examples: [
            { text: "It's only me in the flat", category: "living_alone" },
            { text: "My partner and I share the house", category: "couple" },
            { text: "Five kids, two dogs and the grandparents under one roof", category: "big_family" }
          ]
        }
      ]
    })
  )
  const household = (text: string) => sizes.score([{ role: "user", content: text }])["household"]!

  it("gives no category from a relative's or a friend's situation", () => {
    for (const text of ["My brother has six children and his in-laws staying with them.", "My friend's house is full, she has four kids and a dog", "My sister and her husband share a cottage. Can you quote for a boiler service?"]) {
      expect(household(text).found, text).toBe(false)
    }
  })
})
