// The report of work done and fine now (thanksOnly.ts) on sentences of our own: a message that only
// tells the job went well reads no category; a question, a wish, a fault left or a turn keeps the reading.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { cls } from "./fewExampleRubric.js"

const scorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      cls("job", [
        ["the kiln won't reach temperature", "kiln"],
        ["the potter's wheel wobbles when it spins", "wheel"],
        ["we need new shelves for the kiln", "furniture"]
      ])
    ]
  } as never)
)
const read = (text: string) => scorer.score([{ role: "user", content: text }] as never)["job"]!

describe("a report of work done and fine now asks for no job", () => {
  it.each([
    "The engineer came on Friday and the kiln is sorted. Working perfectly now, thanks.",
    "Just wanted to say the wheel you serviced has been spot on since, thank you!",
    "Name: Mira Oakes\nMessage: Collected the wheel yesterday and it is running like a dream now. Great job."
  ])("%s: no category", (text) => expect(read(text).found).toBe(false))

  it.each([
    ["The kiln was fixed last month but it won't reach temperature again.", "kiln"],
    ["The kiln is sorted, thanks. Could you also look at the wheel? It wobbles at speed.", "wheel"],
    ["Thanks for fixing the kiln; the wheel still wobbles when it spins though.", "wheel"],
    ["The kiln is working fine now, but the wheel wobbles badly at speed.", "wheel"],
    ["The wheel was repaired in the spring and has been wobbling ever since.", "wheel"]
  ])("%s: still %s", (text, cat) => {
    const d = read(text)
    expect(d.found ? d.value : null).toBe(cat)
  })
})

// A detector whose own example tells a thing fine ("all good") has taught that such a report is a
// category: the report keeps the ordinary reading (a CLINC150 router's create failed its example
// assertions before this guard).
const taught = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      cls("topic", [
        ["my two cats are all good, thanks for asking", "pets"],
        ["do you keep any animals at home", "pets"],
        ["what time does the shop open", "hours"],
        ["when do you close on saturdays", "hours"]
      ])
    ]
  } as never)
)

describe("a report told fine is read when the detector's examples teach one", () => {
  it("an example of its own is found again", () => {
    const d = taught.score([{ role: "user", content: "my two cats are all good, thanks for asking" }] as never)["topic"]!
    expect(d.found ? d.value : null).toBe("pets")
  })
  it("the untaught detector still reads no job", () => expect(read("The kiln is all good now, thanks.").found).toBe(false))
  it("praise in -ing is no fault left", () => expect(read("The wheel you serviced has been amazing, running like a dream now.").found).toBe(false))
})
