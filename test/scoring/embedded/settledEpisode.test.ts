// An episode told gone well is background to the request beside it (engine/settledEpisode.ts):
// the sentence test on our own sentences, and the reading in a rubric of our own (a pottery studio).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { wentWell } from "../../../src/scoring/embedded/engine/settledEpisode.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"
import { cls } from "./fewExampleRubric.js"

describe("an episode told gone well", () => {
  it.each([
    "The kiln firing you did for us in spring went really well.",
    "Our taster evening was great, thanks.",
    "The voucher came through fine last month."
  ])("%s", (text) => expect(wentWell(phraseUnit(text).tokens)).toBe(true))

  it.each([
    "The firing went well but two bowls cracked.",
    "The class was great and I want to book another.",
    "It went badly, the glaze ran everywhere.",
    "Is the wheel working well?",
    "The kiln is still running fine."
  ])("not %s", (text) => expect(wentWell(phraseUnit(text).tokens)).toBe(false))

  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [cls("enquiry", [
      ["Can I sign up for the Tuesday wheel class?", "class_booking"],
      ["Do you sell gift vouchers?", "voucher"],
      ["Could you fire some pieces I made at home?", "firing_service"]
    ])]
  } as never))
  const read = (text: string) => scorer.score([{ role: "user", content: text }]).enquiry!

  it("the request beside it decides", () => {
    const d = read("The gift voucher I bought went down brilliantly with my sister. Now I'd like to sign up for a wheel class myself.")
    expect(d.found ? d.value : null).toBe("class_booking")
  })
})
