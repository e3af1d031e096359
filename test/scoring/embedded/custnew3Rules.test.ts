// The readings added for custnew3 (custnew3Domains.ts), on sentences of our own, each with near
// misses that must not be read so: praise told as the state of a thing settles a problem about it
// (settled.ts), and a negation inside a relative clause denies nothing its sentence tells
// (relativeNegation.ts), both as text readings and end to end on a small rubric; and a form line
// whose value is only a code ("Parcel: A9") tells a trigger nothing (unitFind.ts `wordlessValue`).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { statesSettled } from "../../../src/scoring/embedded/text/settled.js"
import { negatedOnlyInRelative } from "../../../src/scoring/embedded/text/relativeNegation.js"
import { cls } from "./fewExampleRubric.js"

const tokens = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole)[0]!.tokens

describe("praise told as a thing's state", () => {
  it.each([
    "the curtains you fitted are gorgeous",
    "honestly the new kitchen looks stunning and the kids love it",
    "the car was spotless, thank you",
    "your driver was brilliant"
  ])("settled: %s", (s) => expect(statesSettled(tokens(s))).toBe(true))
  it.each([
    "there's a lovely big crack running up the hall wall",
    "we had a brilliant idea to move the meter",
    "the cake was not amazing at all",
    "the stain on the sofa is huge"
  ])("not settled: %s", (s) => expect(statesSettled(tokens(s))).toBe(false))
})

describe("a negation only inside a relative clause", () => {
  it.each([
    "the invoice went to a customer who isn't ours",
    "a man who doesn't work here walked into the staff room",
    "the parcel which never arrived has been charged twice",
    // "cannot" reaches the negator list as "can" + "not" (text.ts splits it)
    "the tenant who cannot climb stairs has been given the top flat"
  ])("relative only: %s", (s) => expect(negatedOnlyInRelative(tokens(s))).toBe(true))
  it.each([
    "we don't have anyone who can sign it",
    "who isn't coming to the party?",
    "nobody has been hurt",
    "we cannot open the back door",
    "the driver who delivered it was fine"
  ])("not relative only: %s", (s) => expect(negatedOnlyInRelative(tokens(s))).toBe(false))
})

const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string>, required = true) => ({ name, type: "presence", required, examples: [...examples], non_examples: [...non_examples] })
const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    cls("topic", [["My parcel hasn't arrived yet", "delivery"], ["I want my money back", "refund"]]),
    pres("order_number", ["Order 55120", "My order number is 88-2219"], ["My order"]),
    pres("fraud_or_damage", ["Someone used my card without asking", "The box arrived smashed and soaked", "My account was hacked"], ["The box was a bit dented"], false)
  ],
  escalation: { triggers: [{ field: "fraud_or_damage" }] }
} as never)
const scorer = compileEmbedded(manifest)
const found = (text: string) => scorer.score([{ role: "user", content: text }])["fraud_or_damage"]!.found

describe("end to end on a shop's rubric", () => {
  it.each([
    "Somebody who isn't me used my card to buy three phones on your site",
    "The box arrived smashed and soaked. Order 55120."
  ])("found: %s", (s) => expect(found(s)).toBe(true))
  it.each([
    "Thanks so much, the dress is gorgeous and it fits perfectly!",
    "Nobody used my card and nothing was damaged, I just want to change the delivery address",
    "Parcel: A9",
    "Locker: E-402\nQuestion: can I collect it on Sunday instead?"
  ])("not found: %s", (s) => expect(found(s)).toBe(false))
})
