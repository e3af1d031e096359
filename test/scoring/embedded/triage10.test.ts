// Challenge "triage10" (11-28): every expectation of triage10Cases*.ts is checked; the readings
// still wrong are listed by "case: detector" and the list must match exactly, so a fix that mends
// one has to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { GONE, HAND_WORK, SENT_OUT, WISH_TODAY, WORKAROUND } from "./triage10Cases.js"
import { ESCALATING, MIXED10, SUBJECT_BODY } from "./triage10Cases2.js"

const CASES = [...GONE, ...WISH_TODAY, ...WORKAROUND, ...SENT_OUT, ...HAND_WORK, ...ESCALATING, ...SUBJECT_BODY, ...MIXED10]

// "case: detector" → why it is still missed.
// On main (2611538) 34 of 160 readings (71 tickets) were wrong; 25 after this round, 23 after triage11
// (g4: the agent asked for a step of the customer's own, text/proposedFix.ts; m3: "resolved itself", rubrics/triagePast.ts). The ones left and why:
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "g1-scan-ok: severity": "a fault the agent mended, told gone in a bare reply, keeps the first alarm: rev9 decided a vendor's fix keeps the incident's severity, and reading any gone reply as resolved cost statuses on calibration B, E, G (rev9); not retried here",
  "g1-scan-ok: status": "follows the severity",
  "g2-worked-time: severity": "a fault the agent mended, told gone in a bare reply, keeps the first alarm: rev9 decided a vendor's fix keeps the incident's severity, and reading any gone reply as resolved cost statuses on calibration B, E, G (rev9); not retried here",
  "g2-worked-time: status": "follows the severity",
  "g3-back-up: severity": "a fault the agent mended, told gone in a bare reply, keeps the first alarm: rev9 decided a vendor's fix keeps the incident's severity, and reading any gone reply as resolved cost statuses on calibration B, E, G (rev9); not retried here",
  "g3-back-up: status": "follows the severity",
  "g5-nn-ok-now: severity": "a fault the agent mended, told gone in a bare reply, keeps the first alarm: rev9 decided a vendor's fix keeps the incident's severity, and reading any gone reply as resolved cost statuses on calibration B, E, G (rev9); not retried here",
  "g5-nn-ok-now: status": "follows the severity",
  "g9-fixed-new: severity": "the new point told after 'logins fine now' in the same reply is not read apart from the gone fault",
  "g9-fixed-new: status": "follows the severity",
  "w3-one-day-now: severity": "'the kitchen screen shows no orders at all' reads no fault of its own, so the wish's low answers",
  "w3-one-day-now: status": "follows the severity",
  "w6-near-wish-today: time": "a bare 'today' after a cosmetic fault reads immediate (0.93) alone; with the wish's calm now giving way, it answers",
  "h4-near-few: severity": "'skipped one label' reads nothing; hand-work with no rate is left unread",
  "h4-near-few: status": "follows the severity",
  "e9-near-calm-then-detail: severity": "a name spelt wrong on a receipt reads medium (a wrong-record word), 'only that one customer' does not bound it to low",
  "sb7-down-question: severity": "a subject asked ('system down?') reads the outage; the body's 'false alarm' has no earlier turn to take back",
  "sb7-down-question: status": "follows the severity",
  "m6-worked-this-time-but: severity": "'half the rows came in with empty prices, so our shop shows everything at 0.00' reads no fault",
  "m6-worked-this-time-but: status": "follows the severity",
  "m9-hand-labels-comma-few: severity": "'the label printer is offline' reads critical; 'just 5 today so it's fine' does not bound it",
  "m9-hand-labels-comma-few: status": "follows the severity",
  "m10-someday-near-soon: severity": "'fix the broken link … before our launch' reads high (a launch at stake); a footer link is low to medium"
}

describe("triage10 challenge: faults told gone, wishes beside today, ways round, sent documents, escalating threads, subject over body", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`triage10: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
