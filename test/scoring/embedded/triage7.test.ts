// Challenge "triage7" (11-28): every expectation of triage7Cases.ts is checked; the readings
// still wrong are listed by "case: detector", and the list must match exactly, so a fix that
// mends one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { T7_CASES } from "./triage7Cases.js"
import { triageMisses } from "./triageReading.js"

// "case: detector" → why it is still missed.
// On main (11-28) 39 of the 99 readings were wrong.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "n-door-readers: issue_severity": "the reply names the one still hit ('the one over the door works now') in words no narrowing rule knows",
  "n-kiosk-two: issue_severity": "'four of the five came back' narrows in words no narrowing rule knows",
  "n-payslips-one: issue_severity": "'one employee … everyone else's is correct' does not take back 'the whole company'",
  "n-routes-fine: issue_severity": "'it's Kemal's handset … the other drivers have their runs' does not take back 'drivers can't'",
  "s-three-small: time_sensitivity": "'the week start on Monday', a setting, reads as a deadline",
  "s-marked-minor: issue_severity": "'everyone' beside 'slow' outweighs the point the sender marks",
  "s-list-payments: issue_severity": "a list of three: the strongest, the last, is read weaker than the first",
  "c-wrong-customer: issue_severity": "a statement sent to a different tenant is no 'wrong customer' in the cue's words",
  "c-pharmacy-labels: issue_severity": "a wrong dosage on medicine labels reads as a plain 'wrong'",
  "c-warehouse-scan: issue_severity": "work written on a clipboard and dispatch hours behind read nothing",
  "c-payroll-short: issue_severity": "drivers paid half their wages read nothing",
  "c-fridge-alarms: issue_severity": "alerts that have not reached anyone read nothing",
  "c-one-receipt: issue_severity": "a receipt that never turned up for one customer reads nothing",
  "c-report-colour: issue_severity": "two greens hard to tell apart read nothing",
  "c-bank-duplicate: issue_severity": "transfers gone out twice, members overdrawn, read nothing",
  "d-payroll-friday: issue_severity": "an import that rejects a spreadsheet reads nothing",
  "d-wish-someday: issue_severity": "'it would be lovely if' is no wish the cues know",
  "d-wish-soon-vague: issue_severity": "'hoping for an option' is no wish the cues know",
  "d-term-start: issue_severity": "parents unable to see the timetable reads one user's trouble",
  "d-shipment-cutoff: issue_severity": "declarations stuck in 'pending' read low",
  "d-tax-return: time_sensitivity": "'before the tax year ends in April' names no deadline the cues know",
  "d-next-year: issue_severity": "'how would that work?' is no question the cues know",
  "m-past-outage: issue_severity": "an outage last Tuesday, 'fine since', still reads critical",
  "m-sla-question: issue_severity": "a question about the guarantee for a critical outage reads an outage",
  "m-fixed-thanks: issue_severity": "'working again after your patch' still reads the stop",
  "m-down-word: issue_severity": "'further down the menu' reads an outage",
  "m-drill: issue_severity": "'can it?' after a check asked for reads nothing",
  "m-critical-word: issue_severity": "'critical feedback … hard to find' reads nothing",
  "m-emergency-contact: time_sensitivity": "'emergency contact' reads as urgency",
  "x-call-notes-library: issue_severity": "books checked in by hand with a queue reads a plain 'won't'",
  "x-one-liner-gate: issue_severity": "a barrier stuck shut with lorries waiting reads nothing",
  "x-vet-reminders: issue_severity": "owners sent to the wrong address reads a plain 'wrong'",
  "x-fleet-tracker: issue_severity": "one van's tracker in the wrong town reads nothing",
  "x-pos-menu: issue_severity": "dishes priced at 0.00, meals given away, reads nothing",
  "x-hospital-rota: issue_severity": "nobody on call tonight reads nothing",
  "f-salon-cards: issue_severity": "'no connection' on every sale reads nothing",
  "f-lift-narrow: issue_severity": "'fine again now, it's the bin store door' does not narrow the first alarm",
  "f-wish-export: issue_severity": "'would be handy one day' reads nothing",
  "f-prescriptions-wrong: issue_severity": "requests landing with a different practice read nothing"
}

describe("triage7 challenge: narrowed turns, several points, consequences, business dates", () => {
  it("misses exactly the known ones", () => {
    const { misses, total } = triageMisses(T7_CASES)
    console.log(`triage7: ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses, null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
