// Greetings and closings are manners, not statements: a classification never rests on them.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { isCourtesyLine, isCourtesySentence } from "../../../src/scoring/embedded/text/courtesy.js"

describe("courtesy lines", () => {
  it("greetings and closings on a line of their own are courtesy", () => {
    for (const line of ["Hello support team,", "Dear Sir or Madam,", "Hello there!", "Good morning all,", "Best wishes,", "Kind regards", "Cheers"]) {
      expect(isCourtesyLine(line), line).toBe(true)
    }
  })

  it("a sentence that opens with a greeting word and goes on to say something is not", () => {
    for (const line of ["Hi, the whole team is locked out of the shared drive since this morning.", "Thanks to the outage nobody can print.", "Dear me, the printer is on fire again and smoke is everywhere"]) {
      expect(isCourtesyLine(line), line).toBe(false)
    }
  })

  it("a sentence of thanks, appreciation or good wishes is courtesy", () => {
    for (const line of [
      "Hello, thanks for the speedy reply.",
      "Thank you so much in advance!",
      "Many thanks for looking into this for me.",
      "Thanks for taking the time to reply.",
      "We really appreciate your patience.",
      "Hope you're doing well.",
      "Have a lovely weekend!",
      "Looking forward to hearing from you."
    ]) {
      expect(isCourtesySentence(line), line).toBe(true)
    }
  })

  it("thanks that go on to say something, or thanks to a cause, are not", () => {
    for (const line of [
      "Thanks to the outage nobody can print.",
      "Thanks for the parcel, it came without the charger.",
      "Thanks, but the invoice is still wrong.",
      "Thanks for asking, could you send the form again?",
      "I appreciate your help with the refund of my flight.",
      "Thanks in advance for cancelling my order.",
      "Thank you for resetting our shared password.",
      "Hi, the whole team is locked out of the shared drive since this morning."
    ]) {
      expect(isCourtesySentence(line), line).toBe(false)
    }
  })

  const scorer = compileEmbedded(
    compileManifest({
      template: "custom",
      custom_detectors: [
        {
          name: "who_is_affected",
          type: "classification",
          categories: ["one_person", "team", "everyone"],
          examples: [
            { text: "It's only my machine, my colleagues are fine", category: "one_person" },
            { text: "Our whole department of twelve people can't log in", category: "team" },
            { text: "Nobody across the company can reach the intranet", category: "everyone" }
          ]
        }
      ]
    })
  )

  it("the addressee of a greeting is not the category", () => {
    const d = scorer.score([{ role: "user", content: "Hello team,\nMy second screen keeps flickering. Nobody else near me has the problem, just my desk.\nThanks," }])["who_is_affected"]!
    expect(d.value).not.toBe("team")
    expect(d.evidence.map((e) => e.quote)).not.toContain("Hello team,")
  })
})
