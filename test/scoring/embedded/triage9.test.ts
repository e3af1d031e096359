// Challenge "triage9" (11-28): every expectation of triage9Cases*.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { CHASERS, LOGS, ON_BEHALF, QUOTED } from "./triage9Cases.js"
import { MIXED, NON_NATIVE, SHORT } from "./triage9Cases2.js"
import { t9Misses } from "./triage9Read.js"

const CASES = [...ON_BEHALF, ...LOGS, ...QUOTED, ...CHASERS, ...MIXED, ...NON_NATIVE, ...SHORT]

// "case: detector" → why it is still missed.
// On main (01126e2) 30 of the 203 readings were wrong.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "b-colleague-leaver: severity": "read wrong on main (01126e2)",
  "b-colleague-leaver: status": "read wrong on main (01126e2)",
  "l-api-500: severity": "read wrong on main (01126e2)",
  "l-test-env: severity": "read wrong on main (01126e2)",
  "l-printer-code: severity": "read wrong on main (01126e2)",
  "q-worse-now: status": "read wrong on main (01126e2)",
  "c-fine-now: severity": "read wrong on main (01126e2)",
  "c-fine-now: status": "read wrong on main (01126e2)",
  "m-fault-blocking-plus-wish: severity": "read wrong on main (01126e2)",
  "m-wish-deadline: time": "read wrong on main (01126e2)",
  "m-two-small: severity": "read wrong on main (01126e2)",
  "m-two-small: time": "read wrong on main (01126e2)",
  "m-two-small: status": "read wrong on main (01126e2)",
  "m-fault-workaround-wish: severity": "read wrong on main (01126e2)",
  "m-fault-workaround-wish: status": "read wrong on main (01126e2)",
  "n-all-cashier: severity": "read wrong on main (01126e2)",
  "n-all-cashier: time": "read wrong on main (01126e2)",
  "n-all-cashier: status": "read wrong on main (01126e2)",
  "n-one-user-pdf: severity": "read wrong on main (01126e2)",
  "n-data-gone: severity": "read wrong on main (01126e2)",
  "n-wrong-name: severity": "read wrong on main (01126e2)",
  "n-booking-double: severity": "read wrong on main (01126e2)",
  "n-booking-double: status": "read wrong on main (01126e2)",
  "n-wrong-tax: severity": "read wrong on main (01126e2)",
  "n-app-close: severity": "read wrong on main (01126e2)",
  "n-app-close: status": "read wrong on main (01126e2)",
  "s-password-reset: severity": "read wrong on main (01126e2)",
  "s-password-reset: status": "read wrong on main (01126e2)",
  "s-asap-export: severity": "read wrong on main (01126e2)",
  "s-asap-export: status": "read wrong on main (01126e2)"
}

describe("triage9 challenge: third parties, pasted logs, quoted stacks, mixed wishes, non-native and short tickets", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`triage9: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
