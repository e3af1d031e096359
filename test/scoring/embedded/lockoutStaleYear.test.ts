// Challenge "lockoutStaleYear" (11-28, smallfix): two triage severity over-readings. A request to
// reset credentials nobody remembers ("none of us can recall the PIN") is a locked-out request,
// not "none of us can …" everyone blocked; a past year left on a page ("the footer still reads
// 2022") is stale content, low, not a product deviation. Near misses: a real lock-out or a till
// fault beside the same words stays critical, a stale year in figures or a blocked calendar stays
// above low. Chat, email with signature, form and ticket styles; our own sentences.
import { describe, expect, it } from "vitest"
import { severity } from "./triageReading.js"

/** The severities a careful agent could give; null (no fault read) where no request cue reads the ask. */
type Case = readonly [id: string, text: string, allowed: ReadonlyArray<string | null>]
const MILD = ["low", "medium"] as const

const LOCKED_OUT: ReadonlyArray<Case> = [
  ["chat-admin", "None of us can remember the admin password, can you reset it?", ["low"]],
  ["chat-login", "nobody here can remember the login for the reporting account, could you send a reset link?", ["low"]],
  ["email-recall", "Hi,\n\nNone of the office team can recall which email address the account was set up under. Could you help us get back in?\n\nThanks,\nMarta Lee\nPractice Manager", [...MILD, null]],
  ["form-find", "Request type: access\nDetails: no one can find the owner password since our manager left. Please reset it to my email.", ["low"]],
  ["ticket-pin", "None of us can remember the PIN for the kiosk admin menu - reset please", ["low", null]]
]
const STALE_YEAR: ReadonlyArray<Case> = [
  ["chat-welcome", "The welcome page still says 2023", ["low"]],
  ["chat-footer", "hey, footer on our booking site still reads 2022, can you update it?", ["low"]],
  ["email-copyright", "Hello,\n\nMinor one: the copyright line at the bottom of the login screen still shows 2024.\n\nKind regards,\nDev Patel\nOffice Admin", ["low"]],
  ["form-heading", "Page: About us\nProblem: the heading still says 2023 instead of this year", ["low"]],
  ["ticket-banner", "Homepage banner still says 2023 - please change", ["low"]]
]
/** Near misses: the same words beside a real fault. */
const NEAR_MISSES: ReadonlyArray<Case> = [
  ["near-all-locked", "None of us can log in since this morning, the whole team is stuck.", ["critical"]],
  ["near-cashiers", "None of our cashiers can open the till screen.", ["critical"]],
  ["near-remember-tills", "Nobody can remember a morning this bad: none of the tills can take cards.", ["critical"]],
  ["near-get-in", "None of us can get in, and nobody can remember changing the password.", ["critical"]],
  ["near-reset-mail", "None of us can find the password reset email, it never arrives", ["high", "medium"]],
  ["near-rates", "The price list still shows 2023 rates to customers at checkout", ["medium", "high"]],
  ["near-calendar", "The booking calendar still says 2023 and won't let anyone pick dates next year", ["medium", "high"]],
  ["near-payslips", "Payroll still shows 2024 tax rates on every payslip", ["medium", "high"]]
]

/**
 * Case ids read wrong today, and why (10 of 18 before smallfix: the five lock-outs critical, two
 * stale years medium on a "page"/"login" subject, near-reset-mail critical, near-payslips low).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A year before figures is kept from the stale-text reading, but "tax rates on every payslip" reads no fault: null.
  "near-payslips"
]

describe("lockoutStaleYear challenge: a forgotten password is no outage, a stale year is low", () => {
  it("misses exactly the known ones", () => {
    const misses = [...LOCKED_OUT, ...STALE_YEAR, ...NEAR_MISSES].filter(([, text, allowed]) => !allowed.includes(severity(text))).map(([id]) => id)
    expect(misses.sort()).toEqual([...KNOWN_MISSES].sort())
  })
  it("ids are unique", () => {
    const ids = [...LOCKED_OUT, ...STALE_YEAR, ...NEAR_MISSES].map(([id]) => id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
