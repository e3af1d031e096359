import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { markAttribution } from "../../../src/scoring/embedded/text/attribution.js"
import { statesSettled } from "../../../src/scoring/embedded/text/settled.js"
import { namesAProblem } from "../../../src/scoring/embedded/text/problemWords.js"
import { opensOpen } from "../../../src/scoring/embedded/text/openClauses.js"
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
    { name: "loft_access", type: "presence", examples: ["The garage is unlocked, the loft hatch is above the workbench", "There's a ladder in the utility room for the attic"], non_examples: ["The attic is boarded up"] }
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
      "The droppings in the pantry turned out to be harmless crumbs from the bird seed",
      "I found some wasps behind the fridge last week, but the fridge looks fine now"
    ]) expect(of("pest_problem", text).found, text).toBe(false)
  })

  it("still reads a problem told after a clause that something else is fine", () => {
    expect(of("pest_problem", "The loft looks fine, but wasps have built a nest under the roof")).toMatchObject({ found: true })
  })

  it("still reads a problem when a later clause tells something else fine, or everything else", () => {
    for (const text of [
      "There are mouse droppings all along the pantry shelves, but the cellar itself is completely fine",
      "Wasps have built a nest above the back door, otherwise everything is ok"
    ]) expect(of("pest_problem", text).found, text).toBe(true)
  })

  it("still reads a problem when the speaker says they themselves are fine, or things were fine before", () => {
    for (const text of [
      "I keep hearing mice scratching behind the fridge, but I feel fine",
      "We have found cockroaches in the pantry, but we were fine last week",
      "There are wasps nesting under the roof, though I am fine"
    ]) expect(of("pest_problem", text).found, text).toBe(true)
  })

  it("reads a worry that turned out to be the problem itself", () => {
    expect(of("pest_problem", "It turned out the scratching behind the fridge was cockroaches")).toMatchObject({ found: true })
  })

  it("reads a problem a household member reports, not one a neighbour has", () => {
    expect(of("pest_problem", "My daughter says she saw cockroaches behind the fridge")).toMatchObject({ found: true })
    expect(of("pest_problem", "My neighbour says she saw cockroaches behind her fridge")).toMatchObject({ found: false })
  })

  it("does not take a household member's friend's or neighbour's problem for the customer's", () => {
    for (const text of ["My daughter's best friend found cockroaches behind their fridge", "My dad's neighbour has wasps nesting under his roof"]) {
      expect(of("pest_problem", text).found, text).toBe(false)
    }
    expect(of("pest_problem", "My dad has wasps nesting under his roof")).toMatchObject({ found: true })
  })
})

describe("settled states (text/settled.ts)", () => {
  it("reads fine, fixed and revised worries", () => {
    for (const text of ["the boiler looks fine", "it was repaired last year", "it's since been fixed", "it turned out to be nothing", "it turned out to be harmless", "the printer ran fine this morning", "it's running normally"]) {
      expect(settled(text), text).toBe(true)
    }
  })

  it("leaves a negated or wished-for state and plain complaints alone", () => {
    for (const text of ["it is not fine at all", "it needs to be fixed", "I want to get it sorted", "the tap keeps dripping", "it turned out the noise was rats", "otherwise everything is ok", "he's fine with other dogs"]) {
      expect(settled(text), text).toBe(false)
    }
  })

  it("reads only what a worry turned out to be, not a negation further on", () => {
    expect(settled("it turned out to be just the wind")).toBe(true)
    for (const text of ["it turned out nobody had checked the wiring for years", "it turned out the landlord had not cleaned the vents"]) {
      expect(settled(text), text).toBe(false)
    }
  })

  it("knows a problem detector by its name or description", () => {
    expect(namesAProblem("safety_hazard", "")).toBe(true)
    expect(namesAProblem("red_flag", "")).toBe(true)
    expect(namesAProblem("visit_notes", "anything the customer is worried about, a risk to staff")).toBe(true)
    expect(namesAProblem("access_window", "when someone is home")).toBe(false)
    expect(namesAProblem("medical_alert", "")).toBe(true)
    expect(namesAProblem("callback", "any red flag the caller mentions")).toBe(true)
  })

  it("does not take a description that flags, alerts or issues something for a problem", () => {
    expect(namesAProblem("deadline", "flag any date the customer must meet")).toBe(false)
    expect(namesAProblem("escalation_contact", "who to alert when the order ships")).toBe(false)
    expect(namesAProblem("refund_request", "whether we should issue a refund")).toBe(false)
    expect(namesAProblem("billing", "any billing issue the customer raises")).toBe(true)
  })

  it("does not read a time that is fine as settled for a field that is no problem", () => {
    expect(of("loft_access", "The garage is unlocked, so the loft hatch is easy to reach, and Tuesday is fine")).toMatchObject({ found: true })
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

describe("a parent or carer reports for their household", () => {
  const surgery = compileEmbedded(
    compileManifest({
      template: "custom",
      custom_detectors: [
        {
          name: "visit_reason",
          type: "classification",
          categories: ["new_problem", "check_up", "medication"],
          examples: [
            { text: "I've come out in a rash and have a high temperature", category: "new_problem" },
            { text: "It's time for my yearly blood pressure review", category: "check_up" },
            { text: "My inhaler is nearly empty and I need more", category: "medication" }
          ]
        }
      ]
    })
  )
  const reason = (text: string) => surgery.score([{ role: "user", content: text }])["visit_reason"]!

  it("reads a child's or a spouse's new symptoms as the caller's request", () => {
    for (const text of ["My son has come out in a rash and has a high temperature", "My husband has a rash and a high temperature since this morning"]) {
      expect(reason(text), text).toMatchObject({ found: true, value: "new_problem" })
    }
  })
})

describe("whose situation a clause tells (text/attribution.ts)", () => {
  const opens = (text: string) => {
    const tokens = tokenize(text)
    markModality(tokens)
    markAttribution(tokens)
    return opensOpen(tokens)
  }

  it("reads the speaker's own household as the speaker's", () => {
    for (const text of ["my son has a cough", "our daughter can smell burning", "Mum has had a fever since Monday"]) expect(opens(text), text).toBe(false)
  })

  it("reads somebody else's family, and a household member's friend or neighbour, as outsiders", () => {
    for (const text of ["her husband has a cough", "his wife can smell burning", "my son's friend has head lice", "my mum's next door neighbour has mice"]) {
      expect(opens(text), text).toBe(true)
    }
  })
})
