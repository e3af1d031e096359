import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

// A custom classification detector as a customer writes one: one example per category.
const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    {
      name: "trip_purpose",
      type: "classification",
      categories: ["beach_holiday", "ski_trip", "city_break", "business_travel"],
      examples: [
        { text: "We want a week lying by the sea somewhere hot", category: "beach_holiday" },
        { text: "Looking for a chalet near the slopes in February", category: "ski_trip" },
        { text: "A long weekend seeing museums and restaurants in Rome", category: "city_break" },
        { text: "I'm flying out to meet a client and need a hotel near their office", category: "business_travel" }
      ]
    }
  ]
})
const scorer = compileEmbedded(manifest)
const of = (...messages: Array<string>) => scorer.score(messages.map((content) => ({ role: "user", content })))["trip_purpose"]!

describe("custom classification from one example per category (sentence and word vectors)", () => {
  it("names the category of a paraphrase that shares no telling word with its example", () => {
    expect(of("Somewhere with sunshine and sand for the kids in August")).toMatchObject({ found: true, value: "beach_holiday" })
    expect(of("I have a conference in Berlin and my company is paying")).toMatchObject({ found: true, value: "business_travel" })
  })

  it("quotes the sentence that carries the category, not the message's small talk", () => {
    const d = of("Hi there, hope you are well.", "I have a conference in Berlin and my company is paying.", "Thanks a lot!")
    expect(d).toMatchObject({ found: true, value: "business_travel" })
    expect(d.evidence.map((e) => e.quote).join(" ")).toContain("conference in Berlin")
  })

  it("a line naming a category gives that category and is its evidence, whatever another sentence suggests", () => {
    const d = of("Subject: ski question", "The children love swimming in the ocean.")
    expect(d).toMatchObject({ found: true, value: "ski_trip" })
    expect(d.evidence.map((e) => e.quote)).toEqual(["Subject: ski question"])
  })

  it("abstains on text about something else", () => {
    for (const text of ["Can I get a receipt for my last order?", "My favourite colour is green", "The printer on the second floor is jammed again"]) {
      expect(of(text).found, text).toBe(false)
    }
  })

  it("leaves out a sentence about somebody else's plans", () => {
    expect(of("My sister just had a week lying by the sea somewhere hot and loved it.")).toMatchObject({ found: false })
  })

  it("abstains when the text is on the topic but points to no category", () => {
    expect(of("We are thinking about going away sometime")).toMatchObject({ found: false })
  })
})
