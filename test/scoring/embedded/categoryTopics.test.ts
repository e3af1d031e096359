// A category named after a kind of thing is stated by naming one of its members (lexicon
// TOPICS, engine/categoryTopics.ts): "the freezer" is an appliance, "the radiators" heating.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    {
      name: "job_kind",
      type: "classification",
      categories: ["plumbing", "electrical", "heating", "appliance_repair"],
      examples: [
        { text: "Water keeps pooling under the bathroom basin", category: "plumbing" },
        { text: "The lights flicker whenever the kettle is on", category: "electrical" },
        { text: "The house never gets warm in the evenings", category: "heating" },
        { text: "Our tumble dryer makes a grinding noise", category: "appliance_repair" }
      ]
    },
    {
      name: "visit_kind",
      type: "classification",
      categories: ["first_visit", "follow_up", "in_person"],
      examples: [
        { text: "I've never been seen at your practice before", category: "first_visit" },
        { text: "The doctor wanted to see the results next month", category: "follow_up" },
        { text: "I'd rather sit down with someone at the clinic", category: "in_person" }
      ]
    },
    {
      name: "reach",
      type: "classification",
      categories: ["single_user", "team", "organization"],
      examples: [
        { text: "My own login is the one that fails", category: "single_user" },
        { text: "The whole accounts desk is stuck", category: "team" },
        { text: "Every site we run is down", category: "organization" }
      ]
    },
    {
      name: "clinic_request",
      type: "classification",
      categories: ["new_problem", "repeat_prescription", "paperwork"],
      examples: [
        { text: "Something came up on my leg last week", category: "new_problem" },
        { text: "I've nearly run out of my usual pills", category: "repeat_prescription" },
        { text: "My school needs a signed letter about my absence", category: "paperwork" }
      ]
    },
    {
      name: "device",
      type: "classification",
      categories: ["hardware", "network", "email"],
      examples: [
        { text: "My keyboard has sticky keys", category: "hardware" },
        { text: "Pages take ages to load at home", category: "network" },
        { text: "Messages I send bounce back", category: "email" }
      ]
    }
  ]
})
const scorer = compileEmbedded(manifest)
const of = (name: string, ...messages: Array<string>) => scorer.score(messages.map((content) => ({ role: "user", content })))[name]!

describe("a category named after a kind of thing, stated by one of its members", () => {
  it("names the kind from a member the examples never mention", () => {
    expect(of("job_kind", "The freezer has started leaving puddles of ice.")).toMatchObject({ found: true, value: "appliance_repair" })
    expect(of("job_kind", "Two radiators upstairs stay stone cold.")).toMatchObject({ found: true, value: "heating" })
    expect(of("job_kind", "A socket in the hallway gives off a burning smell.")).toMatchObject({ found: true, value: "electrical" })
    expect(of("device", "The printer on my desk shows a paper jam.")).toMatchObject({ found: true, value: "hardware" })
    expect(of("device", "The wifi drops out every afternoon.")).toMatchObject({ found: true, value: "network" })
  })

  it("a sentence naming members of two kinds names neither by them", () => {
    const d = of("device", "The printer and the router were both moved yesterday.")
    expect(d.found === false || d.confidence < 0.9).toBe(true)
  })

  it("a member only denied does not name its kind", () => {
    expect(of("job_kind", "There is nothing wrong with the boiler.").value).not.toBe("heating")
  })

  it("of two kinds named once each, the one the customer keeps returning to", () => {
    const d = of("job_kind", "The freezer is humming loudly.", "I moved the food to a cool bag for now.", "Could someone look at the freezer this week?")
    expect(d).toMatchObject({ found: true, value: "appliance_repair" })
  })
})

describe("a category name with a function word is a phrase", () => {
  it("is stated by the phrase, joined or hyphenated, not by its content word alone (people is no in person)", () => {
    expect(of("visit_kind", "I'm writing to book my follow-up.")).toMatchObject({ found: true, value: "follow_up" })
    expect(of("visit_kind", "Can I book a followup for Tuesday?")).toMatchObject({ found: true, value: "follow_up" })
    expect(of("visit_kind", "Three people at work have the same cough.").value).not.toBe("in_person")
  })
})

describe("who is affected, told in everyday words", () => {
  it("just me or only mine is a single user; everyone or the whole company the organization", () => {
    expect(of("reach", "The scanner jams, but it's just me, the others print fine.")).toMatchObject({ found: true, value: "single_user" })
    expect(of("reach", "Only my mailbox is playing up.")).toMatchObject({ found: true, value: "single_user" })
    expect(of("reach", "Since nine this morning everyone is locked out.")).toMatchObject({ found: true, value: "organization" })
  })
})

describe("a new problem told by its symptoms", () => {
  it("a symptom names a new problem; a form still names paperwork", () => {
    expect(of("clinic_request", "I've had a nasty cough and a fever since Tuesday.")).toMatchObject({ found: true, value: "new_problem" })
    expect(of("clinic_request", "Could the doctor fill in a form for my gym?")).toMatchObject({ found: true, value: "paperwork" })
  })
})
