// Text structure on new messages (issue 22): emails with signatures, disclaimers, quoted replies,
// forwarded chains and Outlook headers; web forms and tickets; across the packs, intents, triage
// and two custom rubrics. Each detector's label is asserted, except the known misses listed below,
// which are printed, not pinned as wrong: another round that mends one must not fail here.
import { describe, expect, it } from "vitest"
import { readCase, type StructureCase } from "./structureCases.js"
import { EMAIL_CASES } from "./structureEmails.js"
import { FORM_CASES } from "./structureForms.js"
import { CUSTOM_EMAIL_CASES, INTENT_CASES, TRIAGE_EMAIL_CASES } from "./structureIntents.js"
import { MORE_CASES } from "./structureMore.js"

const CASES: ReadonlyArray<StructureCase> = [...EMAIL_CASES, ...FORM_CASES, ...INTENT_CASES, ...TRIAGE_EMAIL_CASES, ...CUSTOM_EMAIL_CASES, ...MORE_CASES]

/** "case id: detector" readings still wrong, each with why. */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "bant-disclaimer-e-urgent: timeline": "'options for next year' read as a timeline before the deferral 'no date yet'",
  "meddic-forward-ceo: metrics": "a cost figure and a target cut in a forwarded body are not read as metrics",
  "form-bant-decision-maker-no: need": "a terse 'quoting takes us forever' under Message: is not read as a need",
  "form-meddic-fields: champion": "'I'll be pushing this internally' under Anything else? is not read as a champion",
  "form-intent-pricing: purchase_interest": "'Interested in: Enterprise plan' reads as a purchase",
  "form-intent-call-me: urgency": "'this week' in a purchase request is not read as urgency",
  "form-itsupport-none: current_provider": "'None, we do it ourselves' under a provider label reads as a provider",
  "ticket-forward-customer-complaint: issue_severity": "a wrong item delivered reads medium; low was our label",
  "intent-sent-from-outlook-android: urgency": "'want to sort it this week' is not read as urgency",
  "intent-ps-after-signature: purchase_interest": "'we'd like to start next week' after a quote request is not read as a purchase",
  "intent-call-notes: needs_human": "call notes by the vendor: 'our technical team' is the vendor's, the customer asked for them",
  "triage-outlook-reply-real-outage: time_sensitivity": "'escalate now' on a Saturday outage reads soon, not immediate",
  "removals-quoted-company-text: packing_service": "'Thanks, that's helpful' matches a packing example's shape (custom detector)",
  "itsupport-email-sig-address: security_concern": "'clicked a fake invoice link' is not near the security examples",
  "more-form-question-labels-intent: needs_human": "a yes under a question label ('Would you like a callback?: Yes please') does not take the label's words",
  "more-form-bullets: decision": "'- Decision: the two directors' behind a bullet is no form line (reading bullets as labels cost one quality-dev2 check case, reverted)",
  "more-sig-tagline: budget": "a company tagline in a signature ('Budget-friendly printing') reads as the sender's words",
  "more-sig-dash-separator: urgency": "an advert line after the '-- ' signature separator ('Need it urgently? Call …') reads as the sender's",
  "more-chat-email-pasted-quote-lines: metrics": "the same pasted '>' lines"
}

const read = CASES.map((c) => ({ c, ...readCase(c) }))

describe("structure challenge", () => {
  it("case ids are unique", () => {
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length)
  })

  it("prints its figures", () => {
    const readings = read.flatMap((r) => r.readings)
    const right = readings.filter((r) => r.right).length
    const status = read.filter((r) => r.statusWant === r.statusGot).length
    console.log(`structure challenge: ${CASES.length} messages, detectors ${right}/${readings.length}, status ${status}/${read.length}`)
    for (const r of readings.filter((r) => !r.right)) console.log(`  miss ${r.id}: ${r.detector} want ${r.want} got ${r.got}`)
    for (const r of read.filter((r) => r.statusWant !== r.statusGot)) console.log(`  status ${r.c.id}: want ${r.statusWant} got ${r.statusGot}`)
  })

  const rows = read.flatMap((r) => r.readings.map((x) => [`${x.id}: ${x.detector}`, x] as const))

  it("lists as known misses only readings of the set", () => {
    const keys = new Set<string>(rows.map(([key]) => key))
    expect(Object.keys(KNOWN_MISSES).filter((k) => !keys.has(k))).toEqual([])
    const mended = rows.filter(([key, x]) => key in KNOWN_MISSES && x.right).map(([key]) => key)
    if (mended.length > 0) console.log(`structure challenge: known misses now right: ${mended.join("; ")}`)
  })

  it.each(rows.filter(([key]) => !(key in KNOWN_MISSES)))("%s", (_key, x) => {
    expect(x.right, `want ${x.want}, got ${x.got}`).toBe(true)
  })
})
