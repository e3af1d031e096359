// Challenge "triage9" (11-28): every expectation of triage9Cases*.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { CHASERS, LOGS, ON_BEHALF, QUOTED } from "./triage9Cases.js"
import { MIXED, NON_NATIVE, SHORT } from "./triage9Cases2.js"
import { FRESH } from "./triage9Cases3.js"
import { t9Misses } from "./triage9Read.js"

const CASES = [...ON_BEHALF, ...LOGS, ...QUOTED, ...CHASERS, ...MIXED, ...NON_NATIVE, ...SHORT, ...FRESH]

// "case: detector" → why it is still missed.
// On main (01126e2) 30 of the 203 readings were wrong.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "l-printer-code: severity": "read wrong on main (01126e2)",
  "c-fine-now: severity": "read wrong on main (01126e2)",
  "c-fine-now: status": "read wrong on main (01126e2)",
  "m-wish-deadline: time": "read wrong on main (01126e2)",
  "m-fault-workaround-wish: severity": "read wrong on main (01126e2)",
  "n-data-gone: severity": "read wrong on main (01126e2)",
  "n-wrong-tax: severity": "read wrong on main (01126e2)",
  "f-it-firm-sync: severity": "fresh batch (written after the first rules): read wrong",
  "f-it-firm-sync: time": "fresh batch (written after the first rules): read wrong",
  "f-it-firm-sync: status": "fresh batch (written after the first rules): read wrong",
  "f-mum-login: severity": "fresh batch (written after the first rules): read wrong",
  "f-log-quota: severity": "fresh batch (written after the first rules): read wrong",
  "f-mixed-wish-breach: severity": "fresh batch (written after the first rules): read wrong",
  "f-mixed-wish-breach: status": "fresh batch (written after the first rules): read wrong",
  "f-chat-thanks-now: severity": "fresh batch (written after the first rules): read wrong",
  "f-chat-thanks-now: status": "fresh batch (written after the first rules): read wrong"
}

describe("triage9 challenge: third parties, pasted logs, quoted stacks, mixed wishes, non-native and short tickets", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`triage9: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
