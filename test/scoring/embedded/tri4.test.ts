// Challenge "tri4" (round tri4, 11-29): every expectation of tri4Cases.ts is checked; the readings
// still wrong are listed by "case: detector" and the list must match exactly, so a fix that mends
// one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { CONSEQUENCE, NEAR, PLAIN, QUESTION, TURNS } from "./tri4Cases.js"

const CASES = [...PLAIN, ...CONSEQUENCE, ...QUESTION, ...TURNS, ...NEAR]

// "case: detector" → why it is still missed.
// On main before this round (984a535) 14 of 76 readings (38 tickets) were wrong.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "p3-bees-code: severity": "the code on each try reads medium (0.6) but the how-to question after it reads low and wins",
  "p7-school-wont-open: severity": "'any of the classroom laptops' reads as every customer (critical); the laptops are the sender's own",
  "c5-funeral-families: severity": "'not receiving' is no fault verb of the not-cue, and the families' calls are told of 'they'",
  "h5-gym-logo: severity": "a where-can-I question about an upload reads as no ticket rather than low",
  "h5-gym-logo: status": "follows severity",
  "n-r5-colour: severity": "reads high before round tri4 too (37efbcb5): an older cue takes members' repeated complaints as a fault; left"
}

describe("tri4 challenge: severity not read on a real fault", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`tri4: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
