// The custrisk2 readings on sentences of our own, each beside near misses that keep their old
// reading: "is it normal for the … to …?" asks about a state seen, no vendor enquiry
// (vendorEnquiry.ts); "should the … be …ing?" asks whether a state seen is right, not what might
// happen (openClauses.ts); "without a scratch", "no incidents" deny trouble (troubleWords.ts), and
// a problem detector reads such a sentence as calm (denseExamples.ts); a past home or supplier of
// the sender's, or a thing had from another supplier, is history elsewhere (otherSupplier.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { asksOffer } from "../../../src/scoring/embedded/engine/vendorEnquiry.js"
import { asksWhatMight } from "../../../src/scoring/embedded/text/openClauses.js"
import { deniesTroubleOnly, tellsTrouble } from "../../../src/scoring/embedded/text/troubleWords.js"
import { aboutOtherSupplier } from "../../../src/scoring/embedded/text/otherSupplier.js"

const tokens = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole)[0]!.tokens

describe("a state seen asked as usual or not (vendorEnquiry.ts)", () => {
  it.each([
    "Is it normal for the boiler to bang every time the heating comes on?",
    "Is it usual that the grout turns black within a month?",
    "is it normal for these tiles to crack when you walk on them?"
  ])("reports the state: %s", (s) => expect(asksOffer(tokens(s), 0, tokens(s).length, true)).toBe(false))
  it.each([
    "Is it normal to feel sore the day after a class?",
    "Is it safe for the kids to swim after eating?",
    "Is it possible to pay in two instalments?",
    "Is it normal for a puppy to sleep all day?"
  ])("a general question: %s", (s) => expect(asksOffer(tokens(s), 0, tokens(s).length, true)).toBe(true))
})

describe("a state seen asked as right or not (openClauses.ts)", () => {
  it.each([
    "Should the radiator be making a ticking noise all night?",
    "should it be leaking from the bottom like this?",
    "Should the front tyre be wobbling at speed?"
  ])("tells the state: %s", (s) => expect(asksWhatMight(tokens(s))).toBe(false))
  it.each([
    "Should the tank be emptied every year?",
    "Could the paint be peeling because of damp?",
    "Should the kids be wearing helmets?"
  ])("still asks what might be: %s", (s) => expect(asksWhatMight(tokens(s))).toBe(true))
})

describe("nothing happened, in other words (troubleWords.ts)", () => {
  it.each([
    "the van came back without a scratch",
    "not a mark on the table after the party",
    "the whole day passed without a hitch",
    "we had no incidents all week"
  ])("denies trouble: %s", (s) => {
    expect(deniesTroubleOnly(tokens(s))).toBe(true)
    expect(tellsTrouble(tokens(s))).toBe(false)
  })
  it.each(["the car came back without a wing mirror", "the door came back with a deep scratch", "there was no scratch cover on the screen and it cracked"])(
    "still tells trouble: %s",
    (s) => expect(tellsTrouble(tokens(s))).toBe(true)
  )
})

describe("a past home or another supplier (otherSupplier.ts)", () => {
  it.each([
    "Our old flat had damp in every room",
    "My former accountant lost a whole year of receipts",
    "The scaffold we hired from another firm collapsed in the wind",
    "the van we rented from a different company broke down twice",
    "We had a leak at our old house, which is why we moved"
  ])("elsewhere: %s", (s) => expect(aboutOtherSupplier(tokens(s))).toBe(true))
  it.each([
    "Our boiler is leaking again",
    "The old pipe under our sink has burst",
    "Our last service was in May and the fan is grinding now",
    "We came from another firm, but your scaffold collapsed in the wind",
  ])("not elsewhere: %s", (s) => expect(aboutOtherSupplier(tokens(s))).toBe(false))
})

describe("the readings end to end, on a hire firm's incident trigger", () => {
  const manifest = compileManifest({
    template: "custom",
    custom_detectors: [
      {
        name: "hire_damage", type: "presence", required: false, description: "Hired equipment damaged, lost or stolen while on hire",
        examples: ["The mixer's drum is dented and won't turn", "Our van was broken into and the saw was taken", "The ladder snapped at the top rung", "The generator caught fire"],
        non_examples: ["Can we keep it till Monday?"]
      }
    ],
    escalation: { triggers: [{ field: "hire_damage" }] }
  } as never)
  const scorer = compileEmbedded(manifest)
  const found = (text: string) => scorer.score([{ role: "user", content: text }])["hire_damage"]!.found
  it("a state asked as right or not is found", () => expect(found("Should the generator be smoking and smelling of burning like this?")).toBe(true))
  it("kit back without a scratch is no damage", () => expect(found("The ladders came back without a scratch, thanks so much.")).toBe(false))
  it("damage to a ladder hired from another firm is not this hire's", () => expect(found("The ladder we hired from another firm snapped at the top rung, so we came to you.")).toBe(false))
  it("damage told plainly is still found", () => expect(found("The ladder snapped at the top rung this morning.")).toBe(true))
})
