// The custrisk readings on sentences of our own, each beside near misses that must keep their
// old reading: a relative clause with no pronoun ("a family I've never met") negates nothing the
// sentence tells (relativeNegation.ts); a reference's "no" is a number, no lack (troubleWords.ts);
// a sentence negated only in its last clause is read by its plain opening (denseClauses.ts); for
// a problem, a thing's job negated is a fault told, read by its clause (denseExamples.ts); a worry
// detector is a problem detector (problemWords.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { negatedOnlyInRelative } from "../../../src/scoring/embedded/text/relativeNegation.js"
import { asksService, tellsTrouble } from "../../../src/scoring/embedded/text/troubleWords.js"
import { namesAProblem } from "../../../src/scoring/embedded/text/problemWords.js"
import { lacksSafeguard } from "../../../src/scoring/embedded/text/safeguards.js"

const tokens = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole)[0]!.tokens

describe("a relative clause with no pronoun (relativeNegation.ts)", () => {
  it.each([
    "the album has pictures of a family I've never met in it",
    "there's a payment on my statement we didn't authorise",
    "someone I don't know has been using the key fob",
    "the box had some cables I never ordered"
  ])("relative only: %s", (s) => expect(negatedOnlyInRelative(tokens(s))).toBe(true))
  it.each([
    "at the party I didn't know anyone",
    "in the end I didn't order it",
    "this morning I didn't get a reply",
    "the day I didn't see him was a Monday",
    "after the meeting we didn't hear back"
  ])("not relative only: %s", (s) => expect(negatedOnlyInRelative(tokens(s))).toBe(false))
})

describe("a reference's number is no lack (troubleWords.ts)", () => {
  it.each([
    ["order no 52118, could we have a second copy please", false],
    ["Invoice No. 4471 - please resend it", false],
    ["no hot water since Sunday, please send someone", true],
    ["there's no lid on the tank, please come", true]
  ])("%s: trouble %s", (s, want) => {
    expect(asksService(tokens(s))).toBe(true)
    expect(tellsTrouble(tokens(s))).toBe(want)
  })
})

describe("a worry names a problem (problemWords.ts)", () => {
  it.each([
    ["structural_worry", "", true],
    ["data_worries", "", true],
    ["site_notes", "Anything the customer fears about the site", true],
    ["site_notes", "Access notes for the driver", false]
  ])("%s / %s: %s", (name, description, want) => expect(namesAProblem(name, description)).toBe(want))
})

const trigger = (name: string, examples: ReadonlyArray<string>) => ({ name, type: "presence", required: false, examples: [...examples], non_examples: ["Can we book a visit for next week?"] })
const rubric = (det: ReturnType<typeof trigger>) => {
  const scorer = compileEmbedded(compileManifest({ template: "custom", custom_detectors: [det], escalation: { triggers: [{ field: det.name }] } } as never))
  return (text: string) => scorer.score([{ role: "user", content: text }])[det.name]!.found
}

describe("a sentence negated only at its end is read by its plain opening (denseClauses.ts)", () => {
  const read = rubric(trigger("pony_hurt", ["The pony came back lame on her front leg", "He's got a deep cut on his hock from the trailer", "She was kicked in the field and is bleeding"]))
  it("the opening tells the harm", () => expect(read("She went over a jump badly and now her knee has puffed up and she won't put weight on it.")).toBe(true))
  it("a routine request negated at its end stays unread", () => expect(read("We'd like a lesson on Saturday and then a hack out, but we can't do mornings.")).toBe(false))
})

describe("for a problem, a thing's job negated is a fault (denseExamples.ts)", () => {
  const read = rubric(trigger("flat_emergency", ["The front door lock won't turn and we're stuck outside", "Water is pouring through the ceiling", "The boiler won't fire and there's no heating with a newborn"]))
  it("a lock refusing, told first", () => expect(read("The door lock won't turn at all and my key is bending, we're locked out with two kids.")).toBe(true))
  it("a denial of trouble stays unread", () => expect(read("Nothing is leaking and the boiler is fine, we just want the annual gas check booked.")).toBe(false))
})

describe("a safeguard missing is the danger (safeguards.ts)", () => {
  it.each([
    ["the log burner has no guard round it", true],
    ["the water butt is without a lid and the toddlers play there", true],
    ["there's no proper handrail on the loft ladder", true],
    ["no alarms went off overnight", false],
    ["no hazards at all, all checked", false],
    ["no damage to the fence after the wind", false],
    ["there was no sign of the cat", false]
  ])("%s: %s", (s, want) => expect(lacksSafeguard(tokens(s))).toBe(want))

  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [{
      name: "play_hazard", type: "presence", description: "Something in the play barn unsafe for children",
      examples: ["The rope on the big swing is fraying", "A slat on the climbing frame has snapped and left a sharp edge", "The ball pit has broken glass in it"],
      non_examples: ["The café queue was long"]
    }]
  } as never))
  const read = (text: string) => scorer.score([{ role: "user", content: text }]).play_hazard!
  it("a missing safeguard on the examples' topic is found, not denied", () => {
    const d = read("The top of the climbing frame has no railing on one side.")
    expect([d.found, d.negated]).toEqual([true, false])
  })
  it("a hazard denied stays a denial or a not-found", () => expect(read("No hazards anywhere, the climbing frame and swings are all fine.").found).toBe(false))
})
