// The readings added in triage6 (rubrics/triageSymptoms.ts and triageTime.ts), each on sentences of
// our own with a near miss that must not take it.
import { describe, expect, it } from "vitest"
import { severity, timing } from "./triageReading.js"

const BAD = ["critical", "high"]
const MILD = ["medium", "low"]

describe("triage6: severity from the symptom told", () => {
  it("a control greyed out: one record mild, every record the work stopped", () => {
    expect(MILD).toContain(severity("The Save button is greyed out on one invoice, the others are fine."))
    expect(BAD).toContain(severity("The print button has been greyed out on every order since this morning."))
    expect(severity("Can I grey out the archived clients in the list?")).not.toBe("high")
  })
  it("the screen refusing a tap or a click", () => {
    expect(["high", "medium"]).toContain(severity("On the tablets we can't tap the Submit button at all."))
    expect(severity("Can customers tap to pay with your card reader?")).not.toBe("high")
  })
  it("a setting that will not stay; a session cut by the product, not the sender's habit", () => {
    expect(severity("The language setting resets every time I restart the app.")).toBe("medium")
    expect(severity("The report builder forgets my column choices each week.")).toBe("medium")
    expect(severity("The app keeps logging our drivers out between deliveries.")).toBe("medium")
    expect(severity("Is there a way to reset the counter every time a shift ends?")).not.toBe("medium")
  })
  it("a leaver still able to get in", () => {
    expect(BAD).toContain(severity("A driver who quit last month can still log in to the app."))
    expect(severity("Can someone who left keep their old projects in an archive?")).not.toBe("critical")
  })
  it("a credential changed, or the account used, by none of the sender's people", () => {
    expect(severity("The payout email has been changed and none of us did it.")).toBe("critical")
    expect(severity("There was a login at 4am from another country. None of us were online then.")).toBe("critical")
    expect(severity("None of us has changed the admin password in years, is that a risk?")).not.toBe("critical")
    expect(severity("None of us were there when the engineer set it up, so we don't know how it works.")).not.toBe("critical")
  })
  it("a message passing itself off as the vendor, received; a guide asked about is a question", () => {
    expect(["high", "critical"]).toContain(severity("Our staff received a phishing email dressed up with your logo."))
    expect(["high", "critical"]).toContain(severity("Someone keeps phoning our clients claiming to be from your billing team."))
    expect(severity("Do you have a guide on spotting phishing for our staff?")).toBe("low")
  })
  it("customers named by what they do as they pay, charged twice", () => {
    expect(severity("Every customer paying by card this afternoon was charged twice.")).toBe("critical")
    expect(severity("We were charged twice for our own subscription this month.")).not.toBe("critical")
  })
  it("part of one record lost is damage, not loss", () => {
    expect(severity("One contact lost its phone field after the import, I typed it back in.")).toBe("medium")
    expect(BAD).toContain(severity("One contact has disappeared completely after the import."))
  })
  it("work done by hand at volume now, not before the product", () => {
    expect(BAD).toContain(severity("The shipping integration stopped, so we are writing labels by hand for 150 orders a day."))
    expect(severity("Before we moved to you we did 300 invoices a month by hand. Loving the automation!")).not.toBe("high")
  })
  it("a way round in use", () => {
    expect(severity("The upload does nothing in Safari. Edge works, so we're using that for now.")).toBe("medium")
  })
  it("figures of a past period shown as current", () => {
    expect(MILD).toContain(severity("The dashboard shows last month's totals instead of this month's."))
  })
  it("a stale year or a name spelt wrong is a typo; a wish told as 'would be good to have' a request", () => {
    expect(severity("Your receipt spells our shop name as 'Bakry'.")).toBe("low")
    expect(severity("The copyright line still says 2022.")).toBe("low")
    expect(severity("It would be great if the importer could handle Excel files directly.")).toBe("low")
    expect(severity("Would be good to have it working by Friday, the alerts arrive late.")).toBe("medium")
  })
  it("whether the vendor offers something is a question", () => {
    expect(severity("Could you tell me whether you offer a discount for schools?")).toBe("low")
  })
})

describe("triage6: time from the work stopped now or a day already named", () => {
  it("a negated job today is now; a need denied today is not", () => {
    expect(timing("None of our tills can take cards today.")).toBe("immediate")
    expect(timing("We don't need to print anything today, so no hurry.")).toBe("flexible")
  })
  it("people idle now or the business at its busiest", () => {
    expect(timing("The scanners are dead and the packers are just sitting here.")).toBe("immediate")
    expect(timing("Our team are sitting around the table planning next year's rollout.")).not.toBe("immediate")
    expect(timing("The booking page is down and we are in the middle of the lunch rush.")).toBe("immediate")
  })
  it("a need before a day told earlier in the sentence", () => {
    expect(timing("The auditors come on 12 May and we need the logs exported before then.")).toBe("soon")
    expect(timing("We needed it by then, but it all worked out.")).not.toBe("soon")
  })
  it("'no rush, really, but' a deadline is still the deadline", () => {
    expect(timing("No rush really, but before Friday would be ideal.")).toBe("soon")
  })
  it("the month a bill is for is no deadline; a bill needed this month is", () => {
    expect(timing("Our bill this month is for the wrong number of seats.")).toBeNull()
    expect(timing("We need the corrected invoice this month.")).toBe("soon")
  })
})
