// Challenge "triage5" (11-28): every expectation of triage5Cases.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list.
import { describe, expect, it } from "vitest"
import { T5_CASES, type Want } from "./triage5Cases.js"
import { valueOf } from "./triageReading.js"

// "case: detector" → why it is still missed.
// On the unchanged engine (11-28) 12 of 54 readings were wrong.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "a-colour: issue_severity": "a colour preference ('a different shade of green') reads nothing; the alarm word is rightly ignored",
  "c-cash-only: issue_severity": "cash only while cards fail reads high (the 11-27 cash-only fallback), not critical",
  "c-double-scan: issue_severity": "every parcel booked twice, stock figures doubled: no cue for a count doubled by the system",
  "c-hotel-email: issue_severity": "'not a single guest has booked' reads nothing (the quiet cue names orders)",
  "c-kitchen: issue_severity": "a display that 'went blank' reads nothing",
  "c-vat: issue_severity": "every invoice with a wrong rate and clients disputing reads medium (figures wrong)",
  "e-offset-labels: issue_severity": "'just looks a bit off' (a print offset) reads nothing",
  "n-sla-quoted: time_sensitivity": "the vendor's SLA quoted ('within 4 hours') reads as the customer's deadline",
  "s-40-stores: issue_severity": "'actually it's all 40 stores, not just mine' reads as a narrowing correction",
  "s-vpn: issue_severity": "'it was my VPN, works now' does not outweigh 'the whole app is down' (as triage4's 'back up')",
  "s-whole-office: time_sensitivity": "a courier collecting at an hour is no business event of the time cues",
  "w-other-browser: issue_severity": "'Chrome works fine so I'll use that' is not read as a workaround; 'don't open' reads high"
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
