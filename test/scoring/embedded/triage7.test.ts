// Challenge "triage7" (11-28): every expectation of triage7Cases.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { T7_CASES } from "./triage7Cases.js"
import { triageMisses } from "./triageReading.js"

// "case: detector" → why it is still missed.
// On main (11-28) 39 of the 99 readings were wrong; after the triage7 rules (rubrics/triageOutcome.ts,
// text/correction.ts) 6; the second batch (FRESH2), written after those rules, had 6 of 21 wrong,
// none after a second pass; the third (FRESH3) 8 of 18, 1 after a third. triage8 added FRESH4
// (a denial beside a wish, devices refusing what is valid, "great to have" against a fix asked
// for): 4 of its first 15 wrong on main, none of all 17 after; with it m-critical-word, d-wish-someday, h-date-wish mended.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "s-marked-minor: issue_severity": "the whole email is read as one unit, so 'slow for everyone' outweighs the point the sender marks after it",
  "m-drill: issue_severity": "'want to check … can it?' is no question the cues know; reading it low would outweigh real faults told with 'need to check'",
  "x-fleet-tracker: issue_severity": "one van's tracker in the wrong town reads nothing"
}

describe("triage7 challenge: narrowed turns, several points, consequences, business dates", () => {
  it("misses exactly the known ones", () => {
    const { misses, total } = triageMisses(T7_CASES)
    console.log(`triage7: ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses, null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
