import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"

// A made-up pet-boarding intake: the customer's own presence detectors, one of whose
// non-examples is a denial and one of whose examples are negative statements.
const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "home_phone", type: "presence", examples: ["Landline is 0161 496 0000", "You can ring the house on 020 7946 0018", "Home number: 0113 496 0555"], non_examples: ["Just use my mobile"] },
    {
      name: "behaviour_issue",
      type: "presence",
      required: false,
      examples: ["He bites when strangers touch his paws", "She gets aggressive with other dogs", "He chewed through a crate last time"],
      non_examples: ["She doesn't have any behaviour problems", "He used to pull on the lead as a puppy"]
    },
    {
      name: "grooming_request",
      type: "presence",
      required: false,
      examples: ["Could you give her a bath before pickup?", "He needs his nails clipped while he's there", "A quick trim around the eyes would be great"],
      non_examples: ["She hates the hairdryer"]
    },
    {
      name: "insurance_requirement",
      type: "presence",
      required: false,
      examples: ["We need proof that the kennel is insured", "Your cover must include vet bills while she stays", "Our policy says the boarder must hold liability insurance"],
      non_examples: ["We don't have pet insurance"]
    },
    { name: "food_allergy", type: "presence", required: false, examples: ["No chicken, it gives him a rash", "Not allowed any grain, she reacts to it", "He's allergic to beef"], non_examples: ["He eats anything", "She has no allergies we know of"] }
  ]
})
const scorer = compileEmbedded(manifest)
const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const score = (name: string, ...input: Array<Message>) => scorer.score(input)[name]!
const quotes = (d: { evidence: ReadonlyArray<{ quote: string }> }) => d.evidence.map((e) => e.quote)

describe("custom detectors: a form field answered with nothing", () => {
  it("reads an empty-ish value under a label naming the detector as a denial, quoting the line", () => {
    for (const value of ["none", "N/A", "-", "nope", "not applicable"]) {
      const d = score("home_phone", user(`Pet name: Biscuit\nHome phone: ${value}\nVaccinations: all done in March`))
      expect(d, value).toMatchObject({ found: false, negated: true, value: null })
      expect(quotes(d), value).toEqual([`Home phone: ${value}`])
    }
  })

  it("reads a blank field as absent, not as the detector's name stated and not as a denial", () => {
    expect(score("home_phone", user("Pet name: Biscuit\nHome phone:\nVaccinations: all done in March"))).toMatchObject({ found: false, negated: false })
  })

  it("still finds a filled field and leaves a field put off undenied", () => {
    expect(score("home_phone", user("Pet name: Biscuit\nHome phone: 0161 496 0777"))).toMatchObject({ found: true, negated: false })
    expect(score("home_phone", user("Pet name: Biscuit\nHome phone: TBD, I'll check the number tonight"))).toMatchObject({ negated: false })
  })

  it("reads a field answered later (\"TBD\", \"I'll check\", \"not sure\") as absent, not as the detector's name stated", () => {
    for (const value of ["TBD, I'll check the number tonight", "to be confirmed", "not sure, my partner knows it", "I'll ask my husband", "need to check with my partner", "have to ask my landlord"]) {
      expect(score("home_phone", user(`Pet name: Biscuit\nHome phone: ${value}\nVaccinations: all done in March`)), value).toMatchObject({ found: false, negated: false })
    }
  })
})

describe("custom detectors: a field that names something to be checked", () => {
  it("reads \"need to confirm\" with a concrete object as the requirement, not as a field put off", () => {
    const d = score("insurance_requirement", user("Pet name: Biscuit\nInsurance requirement: need to confirm the kennel is insured for vet visits"))
    expect(d).toMatchObject({ found: true, negated: false })
  })

  it("gives a form label the value's reading: put off says nothing, a concrete check states it (one notion, deferral.ts)", () => {
    const labelMod = (line: string) => sentencesOf(line, 0)[0]!.tokens[0]!.mod
    for (const line of ["Home phone: need to check with my partner", "Home phone: TBD, I'll ring you back with it", "Home phone: not sure yet"]) expect(labelMod(line), line).toBe(2)
    expect(labelMod("Insurance requirement: need to confirm the kennel is insured")).toBe(0)
  })

  it("reads a check of a generic noun or of the label's own words as put off: it names nothing to check", () => {
    const labelMod = (line: string) => sentencesOf(line, 0)[0]!.tokens[0]!.mod
    for (const line of ["Home phone: need to check the number", "Moving day: have to confirm the date", "Deposit: need to check the exact amount with my partner", "Home phone: need to confirm the phone number", "Pickup time: need to confirm that first"]) {
      expect(labelMod(line), line).toBe(2)
    }
    expect(labelMod("Moving day: need to confirm the van fits in the lane")).toBe(0)
    expect(score("home_phone", user("Pet name: Biscuit\nHome phone: need to check the number\nVaccinations: all done in March"))).toMatchObject({ found: false, negated: false })
  })
})

describe("custom detectors: denials in the customer's words", () => {
  it("reads a bare negative answer to the agent's question about the detector as a denial", () => {
    for (const answer of ["not at the moment, sorry", "nope"]) {
      const d = score("home_phone", agent("Is there a home phone we can reach you on?"), user(answer))
      expect(d, answer).toMatchObject({ found: false, negated: true })
      expect(quotes(d), answer).toEqual([answer])
    }
  })

  it("reads a negated clause naming the detector as a denial", () => {
    const text = "No home phone, I only use my mobile these days."
    const d = score("home_phone", user(text))
    expect(d).toMatchObject({ found: false, negated: true })
    expect(quotes(d)).toEqual([text])
  })

  it("does not read a denial about somebody else as the customer's (decisions §11)", () => {
    expect(score("home_phone", user("My brother does not have a home phone"))).toMatchObject({ negated: false })
  })

  it("learns the denial from a non-example that is one", () => {
    for (const text of ["He doesn't have any issues with strangers", "She doesn't have any trouble with other dogs", "There are no behaviour problems at all, she's very calm."]) {
      expect(score("behaviour_issue", user(text)), text).toMatchObject({ found: false, negated: true })
    }
  })

  it("reads a negated clause that would match an example un-negated as a denial, quoting its sentence", () => {
    for (const text of ["We honestly don't need his nails clipped, the vet did them last week", "Please don't give her a bath, her skin is sensitive"]) {
      const d = score("grooming_request", user(text))
      expect(d, text).toMatchObject({ found: false, negated: true })
      expect(quotes(d), text).toEqual([text])
    }
  })

  it("still finds the signal in a sentence negated about something else", () => {
    expect(score("grooming_request", user("I don't mind at all, a bath before pickup would be lovely"))).toMatchObject({ found: true, negated: false })
    expect(score("behaviour_issue", user("Rex isn't calm with other dogs, he bites if they come close."))).toMatchObject({ found: true, negated: false })
  })

  it("does not read a negated clause naming the detector as a denial when its examples are negative statements", () => {
    expect(score("food_allergy", user("No chicken please, it gives her a rash."))).toMatchObject({ found: true, negated: false })
    expect(score("food_allergy", user("No wheat or food allergy triggers in her bowl please"))).toMatchObject({ negated: false })
    expect(score("food_allergy", user("She has no food allergies"))).toMatchObject({ found: false, negated: true })
  })
})
