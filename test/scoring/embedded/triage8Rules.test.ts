// The readings added in triage8 (rubrics/triageOutcome.ts, rubrics/triageFloor.ts), each on
// sentences of our own, with a near miss that must not take it.
import { describe, expect, it } from "vitest"
import { severity } from "./triageReading.js"

const MILD = ["medium", "low"]

describe("triage8: a denial that is manners beside a wish", () => {
  it("'no problem if it never happens' does not hide the wish", () => {
    expect(severity("A shortcut to duplicate a shift would be nice if the rota could offer it. No problem if not.")).toBe("low")
    expect(severity("It would be lovely if the portal kept my last search. Not a problem at all if it can't.")).toBe("low")
  })
  it("a denial inside a clause still denies", () => {
    expect(severity("Since the patch the backups have run with no problems.")).toBeNull()
  })
})

describe("triage8: a device turning away what it should take", () => {
  it("a reader or barrier rejecting passes, going on", () => {
    expect(severity("The badge reader on the loading dock is rejecting staff passes.")).toBe("medium")
    expect(MILD).toContain(severity("One of the car park machines keeps refusing valid tickets."))
  })
  it("every one turned away stays high", () => {
    expect(["high", "critical"]).toContain(severity("The turnstile rejects every season ticket, fans are stuck outside."))
  })
  it("a rule asked about is no fault", () => {
    expect(severity("Why does the kiosk reject vouchers from last year? Just wondering.")).toBe("low")
  })
})

describe("triage8: a wish for something new against a fix asked for", () => {
  it("'would be great to have' a new thing is a wish", () => {
    expect(severity("It would be really great to have a weekly digest email.")).toBe("low")
    expect(severity("Would be brilliant to have a search box on the archive page.")).toBe("low")
  })
  it("'would be great to get it working again' asks for a fix", () => {
    expect(severity("It'd be great to get the stock counts working again.")).toBe("medium")
    expect(severity("It would be nice to have the map view back.")).toBe("medium")
  })
  it("'get it working' for the first time is still a wish", () => {
    expect(severity("It would be good to get the calendar sync working for our team some day.")).toBe("low")
  })
  it("a 'back button' wished for is new, not a fix", () => {
    expect(severity("It would be lovely to have a back button on the booking form.")).toBe("low")
  })
  it("layout hard to find things in: low", () => {
    expect(severity("The logout link is hard to find on the new settings page.")).toBe("low")
  })
})
