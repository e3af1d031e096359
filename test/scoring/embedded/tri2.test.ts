// Challenge "tri2" (round tri, 11-29): every expectation of tri2Cases.ts is checked; the readings
// still wrong are listed by "case: detector" and the list must match exactly, so a fix that mends
// one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { NEAR, ONE_FEATURE, STILL_CRITICAL, TRIFIX } from "./tri2Cases.js"

const CASES = [...ONE_FEATURE, ...STILL_CRITICAL, ...NEAR, ...TRIFIX]

// "case: detector" → why it is still missed.
// On main before this round (590de9f) 11 of 72 readings (36 tickets) were wrong; 6 after it.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "f6-brewery-reports: severity": "the fix is wanted 'before month end' with no fix word: the reach cue keeps critical",
  "f7-lab-calendar: severity": "'no longer syncs for any' plus a paper list reads as a workaround (medium), not a team's job redone",
  "f9-vet-sms: severity": "texts not sent to any client with staff phoning instead reads as a workaround (medium)",
  "f11-florist-search: severity": "search returning nothing for all staff carries no failing verb the cues read",
  "f12-gym-export: severity": "'not urgent today' outweighs an export erroring for every admin",
  "f13-agency-tm: severity": "saving locally and merging later reads as a workaround (medium)"
}

describe("tri2 challenge: one feature down for all, business still running", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`tri2: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
