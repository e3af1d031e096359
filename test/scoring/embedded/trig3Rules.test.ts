// The trig3 readings on sentences of our own, each beside near misses that keep their old reading:
// the kinds of incident a span tells (eventFamilies.ts); a trigger whose examples tell an incident
// of a kind reads a clause telling one of the same kind of another thing as found, unless it is
// somebody else's, long past and fixed, asked, or placed "at" a kind of place the trigger never
// names (eventFind.ts in denseExamples.ts); a thing had
// "from a different hire firm" is another supplier's (otherSupplier.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { eventFamilies } from "../../../src/scoring/embedded/text/eventFamilies.js"
import { aboutOtherSupplier } from "../../../src/scoring/embedded/text/otherSupplier.js"
import { field, trigger } from "./custfpDomains.js"

const tokens = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole)[0]!.tokens
const families = (text: string) => [...eventFamilies(tokens(text))].sort()

describe("the kind of incident a sentence tells (eventFamilies.ts)", () => {
  it.each([
    ["the gutter bracket came loose in the night", ["detach"]],
    ["the shed roof has given way under the snow", ["detach"]],
    ["my trainers have gone from the changing room", ["loss"]],
    ["somebody walked off with the ladder", ["loss"]],
    ["the canvas has split open along the seam", ["breakage"]],
    ["there's a tear in the side panel", ["breakage"]],
    ["a strong smell of burning from the fuse box", ["fumes"]],
    ["the cellar is taking on water", ["water"]],
    ["he banged his knee on the step", ["injury"]],
    ["a fox is tangled in the netting", ["trapped"]],
    ["the goats got out through the hedge", ["escape"]]
  ])("%s tells %j", (s, want) => expect(families(s)).toEqual(want))
  it.each([
    "she fell asleep on the sofa",
    "nothing was taken from the van",
    "the smoke alarm needs a new battery",
    "the food smells lovely",
    "we're hoping to come down on Friday",
    "can we give way to the other booking?",
    "tears in her eyes at the ending",
    "the second-hand saddle was a steal at forty quid",
    "honestly a real steal for a week's hire"
  ])("tells none: %s", (s) => expect(families(s)).toEqual([]))
  it("a theft told with steal is still a loss", () => expect(families("someone tried to steal the generator overnight")).toEqual(["loss"]))
})

describe("a thing had from another supplier, named with its trade (otherSupplier.ts)", () => {
  it.each(["The marquee from a different hire firm blew into the road", "a van from another removal company broke down"])("elsewhere: %s", (s) =>
    expect(aboutOtherSupplier(tokens(s))).toBe(true)
  )
  it.each(["The marquee from your firm blew into the road", "We hired a van from a different depot of yours"])("not elsewhere: %s", (s) =>
    expect(aboutOtherSupplier(tokens(s))).toBe(false)
  )
})

// A glass-blowing studio's kit hire: the trigger's examples tell a breakage, a fall and a burn.
const studio = compileManifest({
  template: "custom",
  custom_detectors: [
    field("hire_ref", ["Hire GB-2231", "Our booking is GB-5410", "ref GB-9075"]),
    trigger("studio_incident", "Damage, a fire or an injury with the hired glass-blowing kit", [
      "The blowpipe rack collapsed and two pipes are bent",
      "My apprentice burned her palm on the glory hole",
      "The annealer door snapped off its hinge"
    ], ["Can we extend the hire by a day?"])
  ],
  escalation: { triggers: [{ field: "studio_incident" }] }
} as never)
const scorer = compileEmbedded(studio)
const found = (text: string) => scorer.score([{ role: "user", content: text }]).studio_incident!.found

describe("an incident of the examples' kind told of another thing (eventFind.ts)", () => {
  it.each([
    "The handle of the jacks came clean off while I was shaping a bowl. GB-4410",
    "The marver table has given way at one end and the top is resting on the floor",
    "The bench fell over when I leant on it and my arm is cut badly",
    // A place named is where the work is as often as not.
    "Our lad twisted his wrist at the Old Forge this morning",
    "Our lad twisted his wrist on the marver bench this morning"
  ])("found: %s", (s) => expect(found(s)).toBe(true))
  it.each([
    "What happens if the bench gives way during a session, am I liable?",
    "A friend's kiln at another studio fell over last year. Can we extend hire GB-5410 by a day?",
    "The crucible cracked in our old workshop years ago but it was all sorted long ago. Booking GB-2231 for June please.",
    "Could you deliver the marver table on Friday? GB-7731",
    // An accident at a kind of place the trigger never names is another place's.
    "Our lad twisted his wrist at football training, so please move GB-5410 to next week",
    // Told over in the same sentence: history.
    "Our lad twisted his wrist on the marver bench in May, all healed now, so please book GB-5410 again"
  ])("not found: %s", (s) => expect(found(s)).toBe(false))
})
