// Challenge "triage13" (round sev) (11-28): every expectation of triage13Cases*.ts is checked; the readings still
// wrong are listed by "case: detector" and the list must match exactly, so a fix that mends one
// has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { LABELS, MAIL, REACH, STAKES } from "./triage13Cases.js"
import { DEADLINES, NEAR, PAST, TURNS } from "./triage13Cases2.js"
import { HOLDOUT } from "./triage13Cases3.js"

const CASES = [...LABELS, ...MAIL, ...REACH, ...STAKES, ...PAST, ...DEADLINES, ...TURNS, ...NEAR, ...HOLDOUT]

// "case: detector" → why it is still missed.
// On the unchanged scorer (6bb9923) 37 of 147 readings (62 tickets) were wrong; 7 after this round.
// Part 3 (triage13Cases3.ts, 20 tickets) was written after the rules: 18 of 20 read right at first
// (h17 mended by the past forms of the work redone); h14 is left.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "c3-freezer-sensors: severity": "sensors reading 0 with alarms off over vaccine stock: no cue reads a lost safeguard",
  "c3-freezer-sensors: status": "follows the severity",
  "p1-cause-for-log: severity": "'which you fixed quickly' now denies the past outage, but the question about its cause is not read as a low request",
  "p1-cause-for-log: status": "follows the severity",
  "t3-danish-launch: severity": "a translation wanted before a launch reads as nothing",
  "t3-danish-launch: status": "follows the severity",
  "h14-credit-past-outage: severity": "'which your team fixed' and the opening 'Last month' hide the outage, but 'we lost a few bookings' still reads as money lost now",
  "w2-roster-no-way-round: time": "'their shifts for next week' names the week the fault bites, no deadline cue reads it"
}

describe("sev challenge: chosen labels, mail furniture, reach, stakes, past issues, deadlines, late facts, near misses", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`sev: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
