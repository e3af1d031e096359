// Support triage severity from the impact a ticket describes, when it names no severity.
// Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { TRIAGE } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(TRIAGE)
const severity = (text: string) => {
  const d = scorer.score([user(text)])["issue_severity"]!
  return d.found ? d.value : null
}

describe("severity from the impact described", () => {
  it("another customer's data shown or sent to the wrong people is critical", () => {
    expect(severity("Our receptionist opened the patient list and was seeing other clinics' patients with their phone numbers.")).toBe("critical")
    expect(severity("Yesterday's newsletter went to the wrong customers, with each one's order history in it.")).toBe("critical")
  })

  it("a large share of the users or orders blocked is high", () => {
    expect(severity("The scanner is rejecting every voucher from the partner shop, roughly half of this weekend's visitors.")).toBe("high")
    expect(severity("Since the update the checkout form fails for about 60% of our orders.")).toBe("high")
  })

  it("a fault that comes back every few days and a refresh clears is medium", () => {
    expect(severity("The calendar feed stops updating every few days; a manual refresh fixes it each time.")).toBe("medium")
  })

  it("an account or invoice change asked for is low", () => {
    expect(severity("Could you update the billing address on our invoices to the new office?")).toBe("low")
  })

  it("records that belong to another business are a leak", () => {
    expect(severity("The invoices list now holds twelve entries that belong to another company entirely.")).toBe("critical")
  })

  it("a fault reported fixed is a denial, not a severity", () => {
    const d = scorer.score([user("Any remaining problems?: Nope, it all works again after the patch")])["issue_severity"]!
    expect(d.found).toBe(false)
    expect(d.negated).toBe(true)
  })
})

describe("time sensitivity", () => {
  it("a hard stop within the hour is immediate", () => {
    const d = scorer.score([user("The kiosk app shows a blank screen and the market opens in 40 minutes.")])["time_sensitivity"]!
    expect(d.value).toBe("immediate")
  })
})
