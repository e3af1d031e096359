// Challenge "triage9" (11-28): every expectation of triage9Cases*.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { CHASERS, LOGS, ON_BEHALF, QUOTED } from "./triage9Cases.js"
import { MIXED, NON_NATIVE, SHORT } from "./triage9Cases2.js"
import { FRESH, FRESH2 } from "./triage9Cases3.js"
import { t9Misses } from "./triage9Read.js"

const CASES = [...ON_BEHALF, ...LOGS, ...QUOTED, ...CHASERS, ...MIXED, ...NON_NATIVE, ...SHORT, ...FRESH, ...FRESH2]

// "case: detector" → why it is still missed.
// On main (01126e2) 30 of the first 203 readings (80 tickets) were wrong, 7 after the first rules, 6 after the second (7 after the copy audit reworded m-wish-then-outage).
// FRESH (written after them) had 9 of 37 wrong, 2 after a second pass; FRESH2 (after that) 4 of 27,
// none after a third. The ones left and why:
// triage10 mended m-wish-then-outage's time (a wish's time gives way) and n-wrong-tax (wrong documents sent out).
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "l-printer-code: status": "the volume after a comma now reads high (triage10, triageOutcome.ts), and 'since this morning' reads immediate, so high escalates",
  "c-fine-now: severity": "'worked this time, thanks' tells the fault gone; a reply telling only something fine is not a correcting turn (measured before to move triage values in long chats, triage4)",
  "c-fine-now: status": "follows the severity above",
  "m-fault-workaround-wish: severity": "members (the served) failing reads high; the way round told 'so I … for now' is not read as a bound (a team's work by hand at volume is high, triage7)",
  "n-data-gone: severity": "'all the client files … is disappear' reads records gone (high); 'all' with a plural record was read as every record (critical) in the second pass, dropped after gate 2-3 (a subset such as 'all the March invoices' is often meant)",
  "f-chat-thanks-now: severity": "'printing again now, thanks' narrows with nothing left wrong, so the first alarm answers (the same limit as c-fine-now)",
  "f-chat-thanks-now: status": "follows the severity above"
}

describe("triage9 challenge: third parties, pasted logs, quoted stacks, mixed wishes, non-native and short tickets", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`triage9: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
