// Challenge "kindfix" (11-28): every case of kindfixCases.ts is read; the ones still read wrong are
// listed by id, and the list must match exactly, so a fix that mends one has to take it off. Then
// the two readings of the round on sentences of their own: a food kept from its holder
// (keptFood.ts) and a relative whose clause is theirs still naming who they are (attribution.ts).
import { describe, expect, it } from "vitest"
import { KF_CASES, readingOf } from "./kindfixCases.js"
import { keptFoodClause } from "../../../src/scoring/embedded/engine/keptFood.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { plainKeys } from "../../../src/scoring/embedded/engine/categoryTopics.js"
import { stem } from "../../../src/scoring/embedded/text/stem.js"

/** Case id → why it is still read wrong. On the unchanged engine (1e23723) 16 of 47 wrong; 10 after; 9 since predicate (c-lost-mum, clauseJoins.ts startsPredicate). */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "a-dad-sugar": "'nothing sugary' : sugar is no allergen or meat-free food (keptFood.ts FOODS), left out: 'no sugar in my tea' is a taste",
  "a-no-allergies": "found on main too, by the likeness to 'allergic to peanuts' (not the kind reading)",
  "a-cake-has-none": "found on main too (a product described, not the kind reading: keptFood.ts leaves 'had no nuts' alone)",
  "a-nut-platter": "found on main too (not the kind reading: keptFood.ts leaves a dish denied alone)",
  "c-gran-slipped": "'nan' names extended_family at the member line, but the vectors read immediate_family higher",
  "c-friend-drowned": "'friend' is in no topic; the long sentence's vectors stay under the line",
  "c-dad-form": "'father' names immediate_family at the member line, but the vectors read extended_family higher ('last week')",
  "c-film": "a film's brother read immediate_family by the vectors (on main too)",
  "c-match": "a lost match read extended_family by the vectors (on main too)"
}

describe("kindfix challenge: diets told as a food kept away, a 'but' after one, relations told by an event", () => {
  it("misses exactly the known ones", () => {
    const got = Object.fromEntries(KF_CASES.map((c) => [c.id, readingOf(c)]))
    const misses = KF_CASES.filter((c) => !c.want.includes(got[c.id]!)).map((c) => c.id)
    console.log(`kindfix: ${KF_CASES.length - misses.length}/${KF_CASES.length} right; misses ${JSON.stringify(misses.map((id) => `${id}=${String(got[id])}`))}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
  it("ids are unique and every known miss names a case", () => {
    const ids = KF_CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of Object.keys(KNOWN_MISSES)) expect(ids).toContain(id)
  })
})

describe("keptFoodClause: a food kept from its holder, not a need denied", () => {
  const kept = (s: string) => keptFoodClause(tokensOfText(s)) !== null
  it.each([
    "No peanuts in Jake's lunchbox, please.",
    "Nothing with wheat for the two kids on table 6.",
    "My wife can't go near prawns.",
    "He mustn't eat eggs at all.",
    "Zero dairy for me, thanks.",
    "Please, no meat for Sam, he stopped eating it years ago."
  ])("kept: %s", (s) => expect(kept(s)).toBe(true))
  it.each([
    "No allergies in our family.",
    "No one with a nut allergy this year.",
    "Nobody on the team is allergic to sesame.",
    "The scones had no eggs in them.",
    "There was no milk left in the fridge.",
    "No fish pie this time, the lasagne instead.",
    "I'm not allergic to nuts any more."
  ])("not kept: %s", (s) => expect(kept(s)).toBe(false))
})

describe("attribution: a relative whose clause is theirs still names who they are", () => {
  const names = (s: string, w: string) => plainKeys(tokensOfText(s)).has(stem(w))
  it("names the relative of an event told of them", () => {
    expect(names("My sister was hurt in a fall.", "sister")).toBe(true)
    expect(names("Our uncle passed over the weekend.", "uncle")).toBe(true)
  })
  it("not a relative in a condition, nor the rest of their clause", () => {
    expect(names("If my brother comes, he'll need a seat.", "brother")).toBe(false)
    expect(names("My cousin bought one last year.", "bought")).toBe(false)
  })
})
