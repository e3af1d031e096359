// Challenge "tri" (round tri, 11-28): every expectation of triCases.ts is checked; the readings still
// wrong are listed by "case: detector" and the list must match exactly, so a fix that mends one
// has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { DEADLINES, MILDER, NOTHING, REACH, TEAMS, TURNS } from "./triCases.js"

const CASES = [...REACH, ...DEADLINES, ...MILDER, ...NOTHING, ...TEAMS, ...TURNS]

// "case: detector" → why it is still missed.
// On main before this round (0d7c9a0) 16 of 96 readings (37 tickets) were wrong; 9 after it.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "d2-kennel-fine: severity": "confirmations sent with a wrong date read as high; no cue weighs a few wrong mails as minor",
  "d3-courier-tomorrow: severity": "photos 'not attaching' for a few riders: no failing verb the cues read",
  "d3-courier-tomorrow: status": "follows the severity",
  "d6-depot-hour: severity": "scales 'not sending weights' to the system reads as no fault",
  "d6-depot-hour: status": "follows the severity",
  "m1-depot-double: severity": "billed twice reads high, as an earlier round asserts for 'charged twice'; the tune sets call it medium",
  "s1-my-team: severity": "a bare 'my team' stays everyone (an earlier round's reading, triageUnseen.test.ts)",
  "t1-courier-later: severity": "'no rider can accept jobs' after a praise turn: the rider scope reads as one person",
  "t1-courier-later: time": "'since twenty minutes ago' and 'every delivery is stuck' carry no time cue"
}

describe("tri challenge: reach, deadlines, milder faults, non-tickets, later turns", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`tri: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
