// Challenge "rev10" (11-28): every case of rev10Cases.ts is read; the ones still read wrong are
// listed by id, and the list must match exactly, so a fix that mends one has to take it off.
import { describe, expect, it } from "vitest"
import { REV10_CASES } from "./rev10Cases.js"
import { keptFoodClause } from "../../../src/scoring/embedded/engine/keptFood.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { plainKeys } from "../../../src/scoring/embedded/engine/categoryTopics.js"
import { stem } from "../../../src/scoring/embedded/text/stem.js"

/**
 * Case id → why it is still read wrong. Before the session (11c7ff6) 25 of 55 wrong; on its merge
 * (bfde4d7) 30; after this round 11, none of them the session's readings: keptFood.ts, the kin
 * flag, the symptom cues, the code-only value and the "but" now leave or take every case here.
 */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "f-pie-with-no": "found before the session too, by the examples' likeness ('can't eat gluten'); keptFood.ts leaves it",
  "f-cake-without": "found before the session too (not keptFood.ts, which leaves a dish made without a food)",
  "f-coffee-milk": "found before the session too (not keptFood.ts, which leaves a food in a drink)",
  "f-fish-chips": "found before the session too (not keptFood.ts, which leaves 'fish and chips' a dish)",
  "f-tea": "found before the session too (not keptFood.ts)",
  "f-bride-hates": "found before the session too (not keptFood.ts, which leaves a food left out for a dislike)",
  "k-uncle-passed": "'our uncle was taken ill and passed': no category read, before the session too ('passed on' far from the examples)",
  "p-they-stunning": "'never arrived' read as a denial of the complaint, before the session too",
  "p-none-of-dad": "'none of my dad' read as nothing told, before the session too (scarcity told by 'none')",
  "p-upside-down": "pages printed upside down: in no example's words, before the session too"
  // "c-door-code" mended by custfp (11-28): a line of an all-form message with no word of trouble is no trigger's reading.
}

describe("rev10 challenge: the session's readings near their misfires", () => {
  it("misses exactly the known ones", () => {
    const got = Object.fromEntries(REV10_CASES.map((c) => [c.id, c.read()]))
    const misses = REV10_CASES.filter((c) => !c.want.includes(got[c.id]!)).map((c) => c.id)
    console.log(`rev10: ${REV10_CASES.length - misses.length}/${REV10_CASES.length} right; misses ${JSON.stringify(misses.map((id) => `${id}=${String(got[id])}`))}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
  it("ids are unique and every known miss names a case", () => {
    const ids = REV10_CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of Object.keys(KNOWN_MISSES)) expect(ids).toContain(id)
  })
})

describe("keptFoodClause: a dish or a taste is no food kept from its holder", () => {
  const kept = (s: string) => keptFoodClause(tokensOfText(s)) !== null
  it.each([
    "Could we have the lamb pie with no pork in the stuffing?",
    "A sponge without eggs on top would be nice.",
    "No fish and chips on Friday, the pizza instead.",
    "Nothing with mustard in it, I can't stand the taste.",
    "No milk in the coffees for the panel."
  ])("not kept: %s", (s) => expect(kept(s)).toBe(false))
  it.each(["No nuts and no eggs for Ruby, please.", "Without dairy for me, please.", "No fish for Tom at all."])("kept: %s", (s) => expect(kept(s)).toBe(true))
})

describe("attribution: a relative in a story, a referral or a time to come is no one's relation told", () => {
  const names = (s: string, w: string) => plainKeys(tokensOfText(s)).has(stem(w))
  it("not a relative who told, recommended, works or arrives", () => {
    expect(names("My sister recommended your firm to us.", "sister")).toBe(false)
    expect(names("My uncle says you do horse-drawn hearses.", "uncle")).toBe(false)
    expect(names("When my cousin gets here we'll decide.", "cousin")).toBe(false)
  })
  it("still the relative an event befell", () => {
    expect(names("My brother was hurt badly in a crash.", "brother")).toBe(true)
    expect(names("My aunt passed in the night, please call me.", "aunt")).toBe(true)
  })
})
