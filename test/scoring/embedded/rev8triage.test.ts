// Challenge "rev8triage" (11-28): every expectation of rev8triageCases.ts is checked; the
// readings still wrong are listed by "case: detector", and the list must match exactly, so a fix
// that mends one has to take it off the list.
import { describe, expect, it } from "vitest"
import { R8_CASES } from "./rev8triageCases.js"
import { triageMisses } from "./triageReading.js"

// "case: detector" → why it is still missed. On the unchanged engine (11-28) 18 of 54 readings
// were wrong; 6 after the narrowing, 5 since rev9 (w-all-fine: a reply telling the fault gone leaves none to rate).
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "d-staff-twice: issue_severity": "'count every delivery twice' as a staff policy reads the older doubled-by-verb cue (medium); the person counting is no system",
  "d-real-sync: issue_severity": "every order imported twice reads high alone, but the whole message settles on medium",
  "q-january: issue_severity": "'zero bookings so far for February, which is normal' reads medium from an older cue; the triage5 quiet rule is not the one firing",
  "o-balance-real: issue_severity": "balances that 'look a bit off', hundreds out, read medium (a wrong figure), not high",
  "o-totals-real: issue_severity": "daily totals short against the bank read medium (a wrong figure), not high",
  "b-screensaver: issue_severity": "the rules read nothing in a screensaver wish, rightly; the triage severity heads read medium at 0.7 or more (engine/severityOpinion.ts, since 11-29)"
}

describe("rev8triage challenge: near misses of the triage5 readings", () => {
  it("misses exactly the known ones", () => {
    const { misses, total } = triageMisses(R8_CASES)
    console.log(`rev8triage: ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses, null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
