import { describe, expect, it } from "vitest"
import { readerOf } from "./custescCases.js"

// topicPhrases.ts, mechanism by mechanism, on a rubric of our own whose detectors are short topic
// phrases: the service told done, asked about in general, somebody else's, named bare or as the
// sibling's service is a near miss; the detector's own topic word in a message that asks for work
// is a find; a rubric of sentence-shaped examples is left alone.

const gutters = readerOf({
  name: "a gutter and conservatory cleaner",
  criteria: {
    custom_detectors: [
      { name: "gutter_clearing", type: "presence", examples: ["gutter clear", "gutters unblocked", "downpipe clearing"] },
      { name: "conservatory_clean", type: "presence", examples: ["conservatory roof clean", "conservatory wash", "roof panels cleaned"] }
    ]
  },
  cases: []
})

const finds = (text: string, name: string): boolean => gutters(text).found.has(name)

describe("a topic phrase's service told done", () => {
  it("thanks for the work, work dated last week or the vendor's past work are near misses", () => {
    expect(finds("Thanks for unblocking the gutters, the rain runs away nicely now.", "gutter_clearing")).toBe(false)
    expect(finds("The gutters were cleared last week by your lads.", "gutter_clearing")).toBe(false)
    expect(finds("Your team washed the conservatory roof and it looks brand new.", "conservatory_clean")).toBe(false)
  })
  it("a request for the same work is still a find", () => {
    expect(finds("Could you unblock the gutters at the back, water pours over the edge?", "gutter_clearing")).toBe(true)
  })
})

describe("a topic phrase's service asked about in general", () => {
  it("how often, whether it is worth it, what the vendor offers: near misses", () => {
    expect(finds("How often should gutters be cleared?", "gutter_clearing")).toBe(false)
    expect(finds("Do you clean conservatory roofs?", "conservatory_clean")).toBe(false)
  })
  it("'can you do' asks for the work", () => {
    expect(finds("Can you do the conservatory roof on Saturday, it's green with moss?", "conservatory_clean")).toBe(true)
  })
})

describe("somebody else's service, or the topic named bare", () => {
  it("a neighbour's or a landlord's job and a one-word message are near misses", () => {
    expect(finds("My neighbour had his gutters cleared by you, he was pleased.", "gutter_clearing")).toBe(false)
    expect(finds("gutters", "gutter_clearing")).toBe(false)
  })
  it("the sender's household is the sender's errand", () => {
    expect(finds("Please could someone clear the gutters at my dad's house, they are full of leaves.", "gutter_clearing")).toBe(true)
  })
})

describe("the sibling's service", () => {
  it("a sentence with the sibling's own word and none of the detector's is the sibling's", () => {
    const got = gutters("Please can you wash the conservatory roof panels?")
    expect(got.found.has("conservatory_clean")).toBe(true)
    expect(got.found.has("gutter_clearing")).toBe(false)
  })
})

describe("the detector's own topic word in a message asking for work", () => {
  it("a need told in other words around the topic word is a find", () => {
    expect(finds("We'd like the downpipe by the garage sorted before winter.", "gutter_clearing")).toBe(true)
    expect(finds("Looking for someone to sort out the gutters, weeds are growing out of them.", "gutter_clearing")).toBe(true)
  })
  it("the topic word in a message of thanks for past work is no find", () => {
    expect(finds("Thanks for clearing the downpipe last month, no more overflow.", "gutter_clearing")).toBe(false)
  })
})

describe("a rubric of sentence-shaped examples", () => {
  const pond = readerOf({
    name: "a pond keeper",
    criteria: {
      custom_detectors: [
        { name: "water_problem", type: "presence", examples: ["The water has turned brown", "It smells after the rain", "The fish are gasping at the top"] },
        { name: "visit_day", type: "presence", examples: ["Monday suits", "Any day after 3", "Could someone come on the 2nd?"] }
      ]
    },
    cases: []
  })
  it("is not read as topic phrases: a want beside a shared word is no find", () => {
    expect(pond("The water is fine, we just want the pump looked at.").found.has("water_problem")).toBe(false)
  })
})
