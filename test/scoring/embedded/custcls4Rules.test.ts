// Branch custcls4's own readings beside the act words brought back from custcat3, on sentences of
// our own with their near misses: a flat that is a home after "our new", a sum taken off a bill
// (no part come off), a plan called off, property handed in, and a category's name stated only by
// a deed already done (no wish).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { namedByDeedOnly } from "../../../src/scoring/embedded/engine/categoryActs.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { phrasingsOf } from "../../../src/scoring/embedded/engine/phrasings.js"
import { type Act, performs } from "../../../src/scoring/embedded/text/actWords.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { cls } from "./fewExampleRubric.js"
import { user } from "./presenceCases.js"

const reads = (act: Act, text: string) => performs(act, tokensOfText(text))

const CASES: ReadonlyArray<readonly [Act, string, boolean]> = [
  // a home, whatever word sits between the owner and "flat"
  ["fault", "we have just moved into our new flat near the station", false],
  ["fault", "my rented flat gets lovely light in the evening", false],
  ["fault", "the front tyre on the pram went flat overnight", true],
  // a sum off a bill, not a part off its place
  ["fault", "could the refund come off my next invoice instead?", false],
  ["fault", "the handle came off the oven door this morning", true],
  // a plan called off in other words
  ["cancel", "the weather looks grim, so we'd like to call it off", true],
  ["cancel", "please call me back when the van is on its way", false],
  // property handed in
  ["loss", "has anyone handed in a blue umbrella from Tuesday's class?", true],
  ["loss", "I handed my notice to the manager last week", false]
]

describe("custcls4's act words (actWords.ts)", () => {
  it.each(CASES)("%s: %s → %s", (act, text, want) => {
    expect(reads(act, text)).toBe(want)
  })
})

const rubric = [
  cls("request", [
    ["Can I book a court for Sunday morning?", "booking"],
    ["Please cancel my squash lesson", "cancellation"]
  ])
]

describe("a category's name stated only by a deed done is no wish (categoryActs.ts namedByDeedOnly)", () => {
  const manifest = compileManifest({ template: "custom", custom_detectors: rubric } as never)
  const scorer = compileEmbedded(manifest)
  const model = phrasingsOf(manifest).models[0]!
  it.each([
    ["I cancelled the wrong lesson in the app, can I have it back?", "cancellation", true],
    ["we booked court 2 last week and the lights failed", "booking", true],
    ["please cancel Thursday's lesson, I am away", "cancellation", false],
    ["I would like to book the court for Friday", "booking", false]
  ] as const)("%s (%s) → %s", (text, c, want) => {
    expect(namedByDeedOnly(model, c, tokensOfText(text))).toBe(want)
  })
  it("a deed done does not pick its category by name", () => {
    const d = scorer.score([user("I cancelled my Tuesday lesson by accident yesterday, could you put me back on the list?")])["request"]!
    expect(d.found ? d.value : null).not.toBe("cancellation")
  })
})
