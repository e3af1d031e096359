// Challenge "triage12" (11-28): every expectation of triage12Cases.ts is checked; the readings
// still wrong are listed by "case: detector" and the list must match exactly, so a fix that mends
// one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { EVENTS, EXPOSURE, LATER, MONEY, MONITORS, REACH, TIERS, TURNS, WORKAROUND } from "./triage12Cases.js"

const CASES = [...REACH, ...MONEY, ...WORKAROUND, ...EXPOSURE, ...EVENTS, ...TIERS, ...MONITORS, ...TURNS, ...LATER]

// "case: detector" → why it is still missed.
// On main (d9ca856) 32 of 148 readings (61 tickets) were wrong; 3 after this round. The ones left and why:
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "r3-couple-customers: severity": "'a couple of customers' is a share (high, 0.83) and 'most orders went through normally' names no rest-bound subject",
  "m7-payouts-late: time": "'hasn't arrived and we need it … on Monday': the negation of the first clause reaches past 'and we', so the need is read as denied"
}

describe("triage12 challenge: reach, money, workarounds, exposure, business events, tiers, monitors", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`triage12: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
