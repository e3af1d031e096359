// The 11-28 rev8triage narrowings of the triage5 readings, each on sentences of our own: the
// near miss that must not fire beside the find that must stay.
import { describe, expect, it } from "vitest"
import { agent, severity, timing, user, valueOf } from "./triageReading.js"

describe("rev8triage narrowings", () => {
  it("a screen dark by habit or by design is no fault; one gone dark or white still is", () => {
    expect(severity("The kiosk monitor goes black when nobody touches it for a while, can I change that?")).not.toBe("high")
    expect(severity("After the update the whole app turned dark in the evening, is that the night theme?")).not.toBe("high")
    expect(["critical", "high"]).toContain(severity("The ward tablets went dark during the morning round and nurses can't see the charts."))
    expect(["critical", "high"]).toContain(severity("The timesheet page turns white the moment anyone logs in, so nobody can submit hours."))
  })
  it("a screen blank for a moment is loading", () => {
    expect(severity("When I open the app the page is blank for a few seconds and then it all shows up.")).not.toBe("high")
  })
  it("records doubled asked for as a feature is no fault; doubled by the system still is", () => {
    expect(severity("Could the app log every sale twice, once per till and once for head office?")).not.toBe("high")
    expect(severity("The portal has been creating every booking twice since the weekend.")).toBe("high")
  })
  it("customers calling to ask or buy is demand; customers calling over the fault is not", () => {
    expect(severity("Members have been ringing to ask when the summer timetable comes out. Where do I post it?")).not.toBe("high")
    expect(severity("Shoppers keep chasing us for samples of the new range, how do I add a sample product?")).not.toBe("high")
    expect(severity("Since the price change went live customers have been complaining that the basket total is wrong.")).toBe("high")
  })
  it("nobody booked for a day ahead is an empty calendar; nobody booked since is a stop", () => {
    expect(severity("Not a single client has booked for next Saturday, do you think a reminder email would help?")).not.toBe("critical")
    expect(severity("Not a single client has booked since the new form went live on Monday.")).toBe("critical")
  })
  it("a carrier's hour told as routine names no deadline; told for today it still does", () => {
    expect(timing("Our van leaves at 6 every evening. Could the picking list arrive an hour earlier?")).not.toBe("immediate")
    expect(timing("The picking list is empty and our van leaves at 6, we have nothing to load.")).toBe("immediate")
  })
  it("widening words that tell the fault gone do not stop a correction; real widening does", () => {
    const narrowed = [user("Every report is broken for the whole team!"), agent("Which ones?"), user("actually it's only the weekly one, all 12 others work fine")]
    expect(valueOf("issue_severity", narrowed)).not.toBe("critical")
    const widened = [user("The scanner at my desk is offline."), agent("Only yours?"), user("Actually it's all 6 scanners on the floor, not only mine.")]
    expect(["critical", "high"]).toContain(valueOf("issue_severity", widened))
  })
  it("'until' in a plan is no way round; until the fix it is", () => {
    expect(severity("I will use the old price list until we move offices, how do I archive the new one?")).not.toBe("medium")
    expect(severity("Checkout fails in the app, so I will use the website until it is fixed.")).toBe("medium")
  })
  it("the scope told as how far a liked thing has spread is no fault", () => {
    const liked = [user("The new rota view is great."), agent("Is it just your site using it?"), user("No, it's every site in the group now, the managers love it.")]
    expect(valueOf("issue_severity", liked)).not.toBe("high")
  })
})
