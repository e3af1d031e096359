// Challenge "rev9" (11-28): every case of rev9Cases.ts is read; the ones still read wrong are
// listed by id, and the list must match exactly, so a fix that mends one has to take it off.
import { describe, expect, it } from "vitest"
import { R9_CASES, readingOf } from "./rev9Cases.js"

/** Case id → why it is still read wrong. On the unchanged engine (c92bc11) 28 of 56 wrong. */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "c-trustees": "the agenda deed read whatever the deciders answered",
  "c-board-down": "the agenda deed read whatever the deciders answered",
  "c-twice": "the agenda deed read whatever the deciders answered",
  "c-proposal-binned": "the proposal deed read whatever the deciders answered",
  "c-offered-declined": "the offer to present read whatever the deciders answered",
  "c-lead-voted": "taking the lead read whatever the deciders answered",
  "t-mobile": "a personal contract's end dated as the purchase's",
  "t-ours-ends": "the vendor's own subscription left dated as a purchase",
  "t-home": "the sender home by year-end read as a timeline",
  "t-gym": "a personal membership's end dated as the purchase's",
  "t-licence-cancel": "a renewal refused dated as a purchase",
  "t-ce-mobile": "a personal contract's end read as a critical event",
  "a-my-choice": "'paying for it myself, so it's my choice' names no decider the cues know",
  "s-browser": "'all fine now, only my browser' keeps the first alarm",
  "s-vpn2": "'it was my VPN, works now' keeps the first alarm",
  "s-router": "'it was our router, everything's working now' keeps the first alarm",
  "s-plug": "'it was the plug, all sorted now' keeps the first alarm",
  "s-cache": "'that fixed it, just my cache' keeps the first alarm",
  "k-veggie": "a diet denied for the speaker, then a product praised, found as a diet",
  "k-vegan": "a diet denied for the speaker, then a product praised, found as a diet",
  "k-gf": "a diet denied for all, then a product praised, found as a diet",
  "k-partner": "a diet denied for another, then a product praised, found as a diet",
  "h-flames": "'flames and all' in praise found as a hazard",
  "h-firepit": "'flames and all' in praise found as a hazard",
  "h-sparklers": "'sparks and all' in praise found as a hazard",
  "h-fireworks": "'smoke and all' in praise found as a hazard",
  "r-father": "a father's death read as extended family",
  "r-brother": "a brother killed read as no relation"
}

describe("rev9 challenge: misfires of the last rounds, spread into families", () => {
  it("misses exactly the known ones", () => {
    const misses = R9_CASES.filter((c) => !c.want.includes(readingOf(c))).map((c) => c.id)
    const got = Object.fromEntries(R9_CASES.map((c) => [c.id, readingOf(c)]))
    console.log(`rev9: ${R9_CASES.length - misses.length}/${R9_CASES.length} right; misses ${JSON.stringify(misses.map((id) => `${id}=${String(got[id])}`))}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
  it("ids are unique and every known miss names a case", () => {
    const ids = R9_CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of Object.keys(KNOWN_MISSES)) expect(ids).toContain(id)
  })
})
