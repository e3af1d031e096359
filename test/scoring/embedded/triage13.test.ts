// Challenge "triage13" (round sev) (11-28): every expectation of triage13Cases*.ts is checked; the readings still
// wrong are listed by "case: detector" and the list must match exactly, so a fix that mends one
// has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { LABELS, MAIL, REACH, STAKES } from "./triage13Cases.js"
import { DEADLINES, NEAR, PAST, TURNS } from "./triage13Cases2.js"

const CASES = [...LABELS, ...MAIL, ...REACH, ...STAKES, ...PAST, ...DEADLINES, ...TURNS, ...NEAR]

// "case: detector" → why it is still missed.
// On the unchanged scorer (6bb9923) 37 of 147 readings (62 tickets) were wrong.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "c2-pdf-workaround-ok: severity": "'the button just spins' reads as a fault that blocks (high) though a workaround is accepted",
  "c3-freezer-sensors: severity": "sensors reading 0 with alarms off over vaccine stock: no cue reads a lost safeguard",
  "c3-freezer-sensors: status": "follows the severity",
  "c4-podcast-art-whenever: severity": "'only cosmetic' after 'stopped showing' reads medium",
  "d4-co-op-totals: severity": "wrong totals for every member read medium, not a filing at risk",
  "d4-co-op-totals: time": "'files the return on Thursday' is a deadline no cue reads",
  "d5-report-cards-other-school: severity": "children of a different school shown: 'different' not read as another party's records",
  "d5-report-cards-other-school: status": "follows the severity",
  "d7-payout-details-changed: severity": "foreign logins changing bank details read as nothing: an account takeover told without 'hacked'",
  "d7-payout-details-changed: status": "follows the severity",
  "d8-panic-button: severity": "a safety alarm that sends nothing reads medium",
  "d8-panic-button: status": "follows the severity",
  "d9-label-wrong-patient: severity": "the previous patient's dose on the next one's bag and dispensing stopped read as nothing",
  "d9-label-wrong-patient: status": "follows the severity",
  "e2-signature-urgent-line: time": "'For anything urgent please ring' in a signature read as immediate",
  "e4-calm-donations-missing: severity": "money that never reaches the account read low under 'no rush'",
  "e6-angry-import-accents: severity": "'skipped every row … fixed by hand' reads as nothing",
  "e6-angry-import-accents: status": "follows the severity",
  "f8-low-directory-open: severity": "home addresses open to anyone with a link, no login: exposure told by 'anyone with the link'",
  "f8-low-directory-open: status": "follows the severity",
  "n8-old-provider-story: severity": "another vendor's loss told as the reason for choosing us reads critical",
  "n8-old-provider-story: status": "follows the severity",
  "n9-size-guide: severity": "'Minor.' as a closing verdict beside a wrong unit reads medium",
  "o1-box-office-503: time": "'tonight's opening night' with nobody able to buy is not read as immediate",
  "o6-reception-tablet-freezes: severity": "'freezes for a minute and then carries on' reads high",
  "o7-no-emails-out: severity": "'no emails are going out … at all' reads as nothing",
  "o7-no-emails-out: status": "follows the severity",
  "p1-cause-for-log: severity": "a past outage already fixed, asked about for a log, reads critical",
  "p1-cause-for-log: status": "follows the severity",
  "t3-danish-launch: severity": "a translation wanted before a launch reads as nothing",
  "t3-danish-launch: status": "follows the severity",
  "t5-ferry-timetable: severity": "passengers reading wrong sailing times an hour before departure reads medium",
  "w2-roster-no-way-round: severity": "'no way around it … won't publish' reads as nothing",
  "w2-roster-no-way-round: time": "'shifts for next week' not read as soon",
  "w2-roster-no-way-round: status": "follows the severity",
  "w3-retyping-orders: severity": "a costly manual workaround ('retyping every order by hand') reads as nothing",
  "w3-retyping-orders: status": "follows the severity"
}

describe("sev challenge: chosen labels, mail furniture, reach, stakes, past issues, deadlines, late facts, near misses", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`sev: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
