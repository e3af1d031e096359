// Branch custcls7's reading, on sentences of our own with their near misses: a plan or belief the
// sender reports before a "but" is one they have moved on from (supersededPlan.ts), so a category
// it names is no choice of theirs; the same words without the report, or with "but also", stay.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { supersededPlan } from "../../../src/scoring/embedded/text/supersededPlan.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { cls } from "./fewExampleRubric.js"
import { user } from "./presenceCases.js"

/** The words of a sentence read as a plan moved on from, joined. */
const movedOf = (s: string): string => {
  const t = tokensOfText(s)
  const out = supersededPlan(t)
  return t.filter((_, k) => out[k]).map((x) => x.norm).join(" ")
}

describe("a plan reported before a but is moved on from (supersededPlan.ts)", () => {
  it.each([
    ["I thought the kettle only needed descaling, but the element has burnt out", "i thought the kettle only needed descaling ,"],
    ["We were going to book the large hall, but the small room will do", "we were going to book the large hall ,"],
    ["Well, we'd originally planned a buffet but now everyone wants a sit-down meal", "well , we would originally planned a buffet"],
    ["I was going to ask about lessons. I thought a refund was due, but it turns out it was paid", "i thought a refund was due ,"]
  ])("%s", (s, moved) => expect(movedOf(s)).toBe(moved))

  it.each([
    // No report of the sender's own plan: both halves are told as they stand.
    "The kettle needs descaling, but the element is fine",
    // The plan still stands: "but also" and "but first" add to it.
    "We were going to book the large hall, but also want the garden room",
    "I was going to ask about lessons but first, can you fix my window",
    // Someone else's plan, and no "but" at all.
    "My landlord thought it only needed a clean, but the pump is dead",
    "We thought about a service and would like one in May"
  ])("nothing moved on from: %s", (s) => expect(movedOf(s)).toBe(""))
})

describe("a category named only in a plan moved on from is not chosen", () => {
  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [cls("job", [["The boiler needs its yearly service", "service"], ["The boiler is leaking from underneath", "repair"]])]
  } as never))
  const read = (s: string) => {
    const d = scorer.score([user(s)]).job!
    return d.found ? d.value : null
  }
  it("the service the sender first thought of gives way", () => expect(read("We thought it only needed a service, but now it has started dripping")).not.toBe("service"))
  it("a service still asked for is read", () => expect(read("It only needs a service, nothing has gone wrong")).toBe("service"))
})
