// Challenge "rev9" (11-28): every case of rev9Cases.ts is read; the ones still read wrong are
// listed by id, and the list must match exactly, so a fix that mends one has to take it off.
import { describe, expect, it } from "vitest"
import { R9_CASES, readingOf } from "./rev9Cases.js"

/** Case id → why it is still read wrong. On the unchanged engine (c92bc11) 28 of 56 wrong; 2 of 59 after the fixes of this round
// (s-vendor-fixed, a near miss added after the first gate, was wrong before them too). h-wish-* (review):
// a fault told, then a wish ("would love someone to come") read as praise; right since WISHED. */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "s-vendor-fixed": "'payments are going through again' narrows (correction.ts) and the reply reads no category, so nothing is found; not this round's rule (the cause is the vendor's)",
  // (mended 11-28, kindfix: "no nuts", "nothing with gluten", "can't have dairy, but …" read as a food kept
  // from its holder, keptFood.ts; the brother as a relative still named, attribution.ts)
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
