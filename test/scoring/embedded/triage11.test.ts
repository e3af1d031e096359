// Challenge "triage11" (11-28): every expectation of triage11Cases*.ts is checked; the readings
// still wrong are listed by "case: detector" and the list must match exactly, so a fix that mends
// one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { GYM, SCHOOL, VET } from "./triage11Cases.js"
import { METER, PARKING, PRINT } from "./triage11Cases2.js"

const CASES = [...SCHOOL, ...GYM, ...VET, ...PARKING, ...PRINT, ...METER]

// "case: detector" → why it is still missed.
// On main (751293a) 60 of 204 readings (74 tickets) were wrong; 17 after this round. The ones left and why:
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "s1-absence-greyed: severity": "a form 'greyed out for every parent' reads medium (a control greyed out); every parent blocked is high",
  "s1-absence-greyed: status": "follows the severity",
  "s7-nn-one-parent: severity": "'Other parents can open it' bounds to medium (0.76) but 'i am not able to open it' reads high more strongly",
  "g2-debits-failed: severity": "every member's direct debit failed reads high, not the money stopped (critical)",
  "g2-debits-failed: status": "follows the severity (high with a business plan and 'since the 1st' read soon)",
  "g3-form-photo: severity": "a form's 'Priority: Low' does not bound 'cropped oddly' (medium)",
  "v7-call-vat: severity": "'VAT at 0% on every line' of invoices already paid reads no fault",
  "v7-call-vat: status": "follows the severity",
  "p2-barrier-queue: severity": "a barrier that 'stopped reading number plates' with a queue onto the road: the 'asked us to sort it out' request reads low and nothing outweighs it",
  "p2-barrier-queue: status": "follows the severity",
  "w6-nn-dark: severity": "'the colours change to very dark in the preview' reads cosmetic (low) though customers cancel orders",
  "w7-call-wedding: severity": "'Only this order affected' does not bound a stuck order read critical",
  "m6-nn-prepay-off: time": "'i pay 20 pound one hour ago and now the electric is off' reads no immediacy",
  "m6-nn-prepay-off: status": "follows the time (high without immediate qualifies)"
}

describe("triage11 challenge: a school app, a gym, a vet practice, a parking app, a print shop, a smart meter portal", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`triage11: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
