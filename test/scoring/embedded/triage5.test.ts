// Challenge "triage5" (11-28): every expectation of triage5Cases.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list.
import { describe, expect, it } from "vitest"
import { T5_CASES } from "./triage5Cases.js"
import { triageMisses } from "./triageReading.js"

// "case: detector" → why it is still missed.
// On the unchanged engine (11-28) 12 of the first 54 readings were wrong, 3 after the first
// rules; the FRESH batch, written after them, had 9 of 14 wrong, 5 after a second pass.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "c-cash-only: issue_severity": "cash only while cards fail reads high (the 11-27 cash-only fallback, 0.8), not critical",
  // s-vpn and f-fixed-cable ('it was my VPN, works now', 'it was the cable, all good now') are read
  // right since round rev9: a reply telling the fault gone leaves no fault to rate (correction.ts resolvedTurns).
  // f-stocktake (counters that "won't download" the product list) is read since round sev (11-28):
  // a thing that won't do its job is a fault (triageStalled.ts).
  "f-gate-codes: issue_severity": "every visitor made to ring reception reads medium (one feature failing), not high",
  "f-sla-chat: issue_severity": "'just a billing address change' reads no account change (the change cue wants please/can + rename …)",
  "f-third-party-bank: issue_severity": "the bank's own app down, 'nothing wrong with your software', still reads critical"
}

describe("triage5 challenge: consequence, alarm words, scale, workaround, deadlines", () => {
  it("misses exactly the known ones", () => {
    const { misses, total } = triageMisses(T5_CASES)
    console.log(`triage5: ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses, null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
