// Challenge "trifix2" (round trifix2, 11-29): every expectation of trifix2Cases.ts is checked; the
// readings still wrong are listed and the list must match exactly, so a fix that mends one has to
// take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { ACCESS_HAD, HANDOVER, NO_FAULT, SIGNED_OFF, UNKNOWN_USER } from "./trifix2Cases.js"

const CASES = [...UNKNOWN_USER, ...ACCESS_HAD, ...HANDOVER, ...SIGNED_OFF, ...NO_FAULT]

// "case: detector" → why it is still missed.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "f4-quiet-day: severity": "the tri4 cue no longer takes a bare 'today', but 'no orders have come through' reads high with no time word at all, from a cue outside this round",
  "f8-timeout: severity": "'time-out for all users' is read as a hang for all; hiding a session's time-out as a setting's name turned it critical, so left for a later round"
}

describe("trifix2 challenge: over-wide cues narrowed", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`trifix2: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
