// Challenge "rev8triage" (11-28): every expectation of rev8triageCases.ts is checked; the
// readings still wrong are listed by "case: detector", and the list must match exactly, so a fix
// that mends one has to take it off the list.
import { describe, expect, it } from "vitest"
import { R8_CASES, type Want } from "./rev8triageCases.js"
import { valueOf } from "./triageReading.js"

// "case: detector" → why it is still missed. On the unchanged engine (11-28) 18 of 54 readings
// were wrong; 6 after the narrowing.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "d-staff-twice: issue_severity": "'count every delivery twice' as a staff policy reads the older doubled-by-verb cue (medium); the person counting is no system",
  "d-real-sync: issue_severity": "every order imported twice reads high alone, but the whole message settles on medium",
  "q-january: issue_severity": "'zero bookings so far for February, which is normal' reads medium from an older cue; the triage5 quiet rule is not the one firing",
  "w-all-fine: issue_severity": "'all fine now … only my browser' is a correction whose reply names no category, so the first alarm stays (as triage5's s-vpn)",
  "o-balance-real: issue_severity": "balances that 'look a bit off', hundreds out, read medium (a wrong figure), not high",
  "o-totals-real: issue_severity": "daily totals short against the bank read medium (a wrong figure), not high"
}

const misses = (): Array<string> => {
  const out: Array<string> = []
  const check = (id: string, detector: string, want: Want | undefined, messages: Parameters<typeof valueOf>[1]) => {
    if (want === undefined) return
    const got = valueOf(detector, messages)
    if (!want.includes(got)) out.push(`${id}: ${detector} (got ${got})`)
  }
  for (const c of R8_CASES) {
    check(c.id, "issue_severity", c.severity, c.messages)
    check(c.id, "time_sensitivity", c.time, c.messages)
  }
  return out
}

describe("rev8triage challenge: near misses of the triage5 readings", () => {
  it("misses exactly the known ones", () => {
    const found = misses()
    const total = R8_CASES.reduce((n, c) => n + (c.severity !== undefined ? 1 : 0) + (c.time !== undefined ? 1 : 0), 0)
    console.log(`rev8triage: ${R8_CASES.length} cases, ${total - found.length}/${total} readings right; misses ${JSON.stringify(found, null, 1)}`)
    expect(found.map((m) => m.replace(/ \(got .*\)$/, "")).sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
