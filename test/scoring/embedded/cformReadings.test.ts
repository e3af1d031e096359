// The cform readings on sentences of our own: a form value that only accepts, shrugs or puts the
// field off (formShrugs.ts), and a line giving only the sender's name (nameLines.ts), each beside
// near misses that do state something.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { shrugsAnswer } from "../../../src/scoring/embedded/text/formShrugs.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const shrugs = (value: string) => shrugsAnswer(phraseUnit(value).tokens)

describe("shrugsAnswer: a value that gives the field nothing", () => {
  it.each(["fine", "All fine thanks", "flexible", "Very flexible really", "open to suggestions", "whatever suits you", "Whatever's easiest", "no preference", "don't mind", "happy either way", "up to you", "any"])("%s", (v) => expect(shrugs(v)).toBe(true))
  it.each(["prefer to discuss", "I'd rather talk it through on a call", "happy to discuss", "still waiting on replies", "still looking", "still deciding", "we are still working it out"])("%s", (v) => expect(shrugs(v)).toBe(true))
})

describe("shrugsAnswer: near misses that state the field", () => {
  it.each(["flexible, up to £2k", "fine gravel drive, no kerb", "any weekday after the 9th", "anything under £500", "open plan, about 90 square metres", "whatever suits, but before June", "happy to pay £30 a head", "prefer to discuss the 14th or 15th", "still waiting on the engineer to fix the leak", "still looking at about 40 guests", "OK Corral Saloon, Mill Lane", "Whatever Works Ltd"])("%s", (v) => expect(shrugs(v)).toBe(false))
})

describe("a sender's name line states no other field", () => {
  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "pet_name", type: "presence", examples: ["our tabby is called Juniper", "the dog's name is Barnaby", "it's for Clementine, our lop-eared rabbit"] },
      { name: "contact_name", type: "presence", examples: ["I'm Rosa Delgado", "my name is Piotr Wisniewski", "this is Hannah from number 12"] },
      { name: "member_injury", type: "presence", examples: ["I pulled a calf muscle on the rowing machine", "my back went during the deadlifts"] }
    ]
  } as never))
  const found = (text: string) => Object.entries(scorer.score([{ role: "user", content: text }])).filter(([, x]) => x.found).map(([n]) => n).sort()
  it("the sender's name label: no pet's name, no injury", () => expect(found("Your name: Ivo Marchetti\nMessage: what are your opening hours?")).toEqual(["contact_name"]))
  it("a member's name line names no pet", () => expect(found("Member name: Ivo Marchetti\nMessage: can I pause my plan over summer?")).not.toContain("pet_name"))
  it("near miss: the pet's own label gives the pet's name", () => expect(found("Your name: Ivo Marchetti\nPet name: Truffle")).toEqual(["contact_name", "pet_name"]))
  it("near miss: an injury told beside the name line is found", () => expect(found("Member name: Ivo Marchetti\nWhat happened: I strained my shoulder on the cable machine")).toEqual(["contact_name", "member_injury"]))
})

describe("near miss: a bare name label may name the one the form is about", () => {
  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [{ name: "tenant_name", type: "presence", examples: ["the tenant is Mr Alan Sykes", "it's for my lodger, Grace Obi", "the flat is let to Tom Reilly"] }]
  } as never))
  it("Name: … / Move-in: … on a letting form", () => expect(scorer.score([{ role: "user", content: "Name: Desmond Achebe\nMove-in: 1 March\nRent: £850" }]).tenant_name?.found).toBe(true))
})
