// Branch custcls8's readings, on sentences of our own with their near misses: a thing told fine
// before the sender turns to their real point is set aside (fineAsIs.ts); a long code right after
// a noun is a reference though the clause goes on (references.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { toldFine } from "../../../src/scoring/embedded/text/fineAsIs.js"
import { referenceWords } from "../../../src/scoring/embedded/text/references.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { cls } from "./fewExampleRubric.js"
import { user } from "./presenceCases.js"

const marked = (s: string, mark: (t: ReturnType<typeof tokensOfText>) => ReadonlyArray<boolean>): string => {
  const t = tokensOfText(s)
  const out = mark(t)
  return t.filter((_, k) => out[k]).map((x) => x.norm).join(" ")
}

describe("a thing told fine before the real point is set aside (fineAsIs.ts)", () => {
  it.each([
    ["The wiring is fine, it's the thermostat that keeps tripping", "the wiring is fine"],
    ["The delivery charge is fine, but what we really need is a Saturday slot", "the delivery charge is fine"],
    ["The outboard runs fine, the problem is the steering cable", "the outboard runs fine"],
    ["We had the basic wash last month and that's fine, this time we'd like the full valet", "we had the basic wash last month and that is fine"],
    ["Our kiln works fine; just the shelves have cracked", "our kiln works fine"]
  ])("%s", (s, fine) => expect(marked(s, toldFine)).toBe(fine))

  it.each([
    // Acceptance of an option: the thing told fine is the one taken.
    "The studio is fine, can we have it until eleven?",
    "Tuesday is fine for the survey",
    // The sender's own state, and nothing after the predicate.
    "I'm fine, but the dog needs a trim",
    "The service was fine.",
    // A fault, not a thing told fine.
    "The boiler is not fine, it keeps cutting out"
  ])("nothing set aside: %s", (s) => expect(marked(s, toldFine)).toBe(""))
})

describe("a long code after a noun is a reference though the clause goes on (references.ts)", () => {
  it.each([
    ["The lamp from order 55120 has a cracked shade", "order"],
    ["Ticket AB-3391 was closed without a reply", "ticket"],
    ["Berth 14", "berth"]
  ])("%s", (s, ref) => expect(marked(s, referenceWords)).toBe(ref))

  it.each([
    // A count is followed by its thing, and a short number may be a count.
    "We'd like to order 20000 leaflets",
    "Can we book 12 of the tables for Friday?"
  ])("no reference: %s", (s) => expect(marked(s, referenceWords)).toBe(""))
})

describe("the thing told fine and the reference name no category", () => {
  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [cls("job", [
      ["The dishwasher needs its yearly service", "service"],
      ["The dishwasher is leaking from the door", "repair"],
      ["I'd like to order a spare basket", "order"]
    ])]
  } as never))
  const read = (s: string) => {
    const d = scorer.score([user(s)]).job!
    return d.found ? d.value : null
  }
  it("a service told fine is not the one asked for", () => expect(read("The service is fine, it's the door seal that has split and drips")).not.toBe("service"))
  it("a service asked for is read", () => expect(read("It's due its yearly service, nothing has gone wrong")).toBe("service"))
  it("an order's number is no order", () => expect(read("The basket from order 88213 has a broken hinge and rattles")).not.toBe("order"))
})
