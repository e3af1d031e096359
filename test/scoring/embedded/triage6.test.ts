// Challenge "triage6" (11-28): every expectation of triage6Cases.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { T6_CASES } from "./triage6Cases.js"
import { triageMisses } from "./triageReading.js"

// "case: detector" → why it is still missed.
// On main (11-28) 28 of the first 94 readings were wrong; the FRESH batch, written after the
// first rules, had 4 of 13 wrong, 1 after a second pass.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "d-folders-empty: time_sensitivity": "records gone with a plea to restore them name no time; the dev sets leave a breach with no time word unfound too",
  "d-restored: issue_severity": "a thank-you for a restore with a question after it reads as no ticket",
  "s-brazil-login: time_sensitivity": "a breach told with no time word reads no time (as the dev sets label it)",
  "m-polite-cards: time_sensitivity": "cards refused 'since lunchtime' names no time; a cue for money refused now was dropped with two other time cues when the first gate lost a dev check time reading",
  "m-no-rush-but-date: time_sensitivity": "the deadline sits more than six words after 'no rush, but'; widening the gap was dropped with the cue above",
  "l-quoted-reply: time_sensitivity": "vans held in the yard by the fault name no time",
  "f-fake-invoice: issue_severity": "a forged invoice with other bank details reads nothing"
}

describe("triage6 challenge: reach, consequence, workaround, deadlines, manners", () => {
  it("misses exactly the known ones", () => {
    const { misses, total } = triageMisses(T6_CASES)
    console.log(`triage6: ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses, null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
