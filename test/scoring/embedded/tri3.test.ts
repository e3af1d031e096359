// Challenge "tri3" (round tri3, 11-29): every expectation of tri3Cases.ts is checked; the readings
// still wrong are listed by "case: detector" and the list must match exactly, so a fix that mends
// one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { NEAR, NO_FAULT, TAKEOVER, TRIFIX } from "./tri3Cases.js"

const CASES = [...TAKEOVER, ...NO_FAULT, ...NEAR, ...TRIFIX]

// "case: detector" → why it is still missed.
// On main before this round (73789d4) 23 of 64 readings (32 tickets, before n13/n14) were wrong.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "t2-kennel-bank: severity": "the disowning sentence opens with 'nobody', which a question about old settings does too",
  "t2-kennel-bank: status": "follows severity",
  "t4-choir-email: severity": "an address 'none of us know' is not read as a change the owner disowns",
  "t4-choir-email: status": "follows severity",
  "t10-kennel-2fa: severity": "'never turned it off' is weighed as high, not critical: alone it also fits a setting's own drift",
  "t10-kennel-2fa: status": "follows severity",
  "q6-hostel-whatif: severity": "a servers-fail what-if before signing reads as the outage itself",
  "q6-hostel-whatif: status": "follows severity",
  "q9-print-trial: severity": "a longer trial asked with no second mark of a buyer stays a how-to question (low)",
  "q9-print-trial: status": "follows severity",
  "n4-choir-news: severity": "another company's breach, told as news, reads as ours",
  "n4-choir-news: status": "follows severity",
  "n11-kennel-denial: severity": "a denial of access plus two-factor 'for all staff' reads as team-wide reach",
  "n11-kennel-denial: status": "follows severity",
  // Round trifix: the takeover cues no longer read these; round triold mended the older cues but x11.
  "x11-exports-hang: severity": "read alone it is high (round triold); beside a discount asked while evaluating it reads no ticket, as 'fail' does",
  "x11-exports-hang: status": "follows severity",
}

describe("tri3 challenge: takeovers read too low, no fault read as one", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`tri3: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
