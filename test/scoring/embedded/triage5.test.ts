// Challenge "triage5" (11-28): every expectation of triage5Cases.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list.
import { describe, expect, it } from "vitest"
import { T5_CASES, type Want } from "./triage5Cases.js"
import { valueOf } from "./triageReading.js"

// "case: detector" → why it is still missed.
// On the unchanged engine (11-28) 12 of 54 readings were wrong; after the triage5 rules, 3.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "a-colour: issue_severity": "a colour preference ('a different shade of green') reads nothing; the alarm word is rightly ignored",
  "c-cash-only: issue_severity": "cash only while cards fail reads high (the 11-27 cash-only fallback, 0.8), not critical",
  "s-vpn: issue_severity": "'it was my VPN, works now' does not outweigh 'the whole app is down' (as triage4's 'back up': a reply telling the fault over reads no category)"
}

const misses = (): Array<string> => {
  const out: Array<string> = []
  const check = (id: string, detector: string, want: Want | undefined, messages: Parameters<typeof valueOf>[1]) => {
    if (want === undefined) return
    const got = valueOf(detector, messages)
    if (!want.includes(got)) out.push(`${id}: ${detector} (got ${got})`)
  }
  for (const c of T5_CASES) {
    check(c.id, "issue_severity", c.severity, c.messages)
    check(c.id, "time_sensitivity", c.time, c.messages)
  }
  return out
}

describe("triage5 challenge: consequence, alarm words, scale, workaround, deadlines", () => {
  it("misses exactly the known ones", () => {
    const found = misses()
    const total = T5_CASES.reduce((n, c) => n + (c.severity !== undefined ? 1 : 0) + (c.time !== undefined ? 1 : 0), 0)
    console.log(`triage5: ${total - found.length}/${total} readings right; misses ${JSON.stringify(found, null, 1)}`)
    expect(found.map((m) => m.replace(/ \(got .*\)$/, "")).sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
