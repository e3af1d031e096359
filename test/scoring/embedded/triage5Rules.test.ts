// The 11-28 triage5 rules, each on sentences of our own beside a near miss that must not fire:
// a reply that widens the report is no correction, a screen gone blank, a way round the sender
// will use, customers told as not buying, a carrier's call at an hour, the vendor's SLA quoted,
// every record doubled by the system, customers acting on the fault, "just looks a bit off".
import { describe, expect, it } from "vitest"
import { agent, severity, timing, user, valueOf } from "./triageReading.js"

describe("triage5 rules", () => {
  it("a reply that widens the report keeps the first alarm; one that narrows still corrects", () => {
    const widened = [user("The parcel tracker won't open at our branch."), agent("Only at your branch?"), user("Actually it's all 12 branches, not only ours.")]
    expect(["critical", "high"]).toContain(valueOf("issue_severity", widened))
    const narrowed = [user("The parcel tracker is down for the whole company!"), agent("Everyone?"), user("actually it's only my laptop, sorry")]
    expect(valueOf("issue_severity", narrowed)).not.toBe("critical")
  })
  it("a screen gone blank or dark is high; a field left blank is not", () => {
    expect(severity("The check-in screens in the lobby went dark this morning and guests are queuing.")).toBe("high")
    expect(severity("The dashboard turned white after the update and shows nothing.")).toBe("high")
    expect(severity("I left the notes field blank on purpose, is that allowed?")).not.toBe("high")
  })
  it("a way round the sender will use until the fix is medium", () => {
    expect(severity("Uploads fail in the desktop app. I will use the browser until it is sorted.")).toBe("medium")
    expect(severity("The phone app keeps crashing, the tablet works so I'll use that for now.")).toBe("medium")
    expect(severity("I will use the new report every Monday, how do I pin it?")).not.toBe("medium")
  })
  it("customers told as not buying at all is critical; customers not complaining is no fault", () => {
    expect(severity("Since the update not a single patient has booked online.")).toBe("critical")
    expect(severity("Not one shopper has checked out on the web store today.")).toBe("critical")
    expect(severity("Not a single customer has complained about the new layout, thanks!")).not.toBe("critical")
  })
  it("a carrier's call at an hour is a deadline today; a call gone by is none", () => {
    expect(timing("None of the shipping labels print and the van leaves at 3.")).toBe("immediate")
    expect(timing("The courier came at 4 yesterday and took the parcels, the labels were fine.")).not.toBe("immediate")
  })
  it("the vendor's SLA quoted is no deadline of the sender's; the sender's own hour still is", () => {
    expect(timing("Your contract guarantees a fix within 8 hours. The export has been wrong since Monday.")).not.toBe("immediate")
    expect(timing("The SLA mentions a response in 2 hours, but honestly this is a small thing.")).not.toBe("immediate")
    expect(timing("The tills are down, we need this fixed within 2 hours.")).toBe("immediate")
    expect(timing("Per our contract I need a workaround within 3 hours, the booking site is down.")).toBe("immediate")
  })
  it("every business record doubled by the system is high; a person's double check is no fault", () => {
    expect(severity("Since Monday the shop system logs every sale twice, so the day's takings are doubled.")).toBe("high")
    expect(severity("I counted every delivery twice to be sure and they all arrived.")).not.toBe("high")
  })
  it("customers acting on the fault is high; customers complaining about a colour stays low", () => {
    expect(severity("The statements went out with last year's balances and members keep phoning the office.")).toBe("high")
    expect(severity("Customers are complaining about the new colour of the booking button.")).toBe("low")
  })
  it("'just looks a bit off' is cosmetic; a figure that looks off is not", () => {
    expect(severity("The new badge prints fine, it only looks slightly wonky.")).toBe("low")
    expect(severity("The totals just look a bit off compared with last month.")).not.toBe("low")
  })
  it("pupils or members turned away are business lost; a screen showing blank is high", () => {
    expect(severity("The door scanner rejects every pass, so the pool is sending members home.")).toBe("critical")
    expect(severity("The self-service terminal is stuck on a black screen and visitors queue at the desk.")).toBe("high")
    expect(severity("Can the welcome page show a blank space under the logo?")).not.toBe("high")
  })
  it("the scope told as every site or vehicle is high", () => {
    const chatWide = [user("The route planner won't load on my truck."), agent("Only your truck?"), user("no, it's every truck we run, nobody has a route")]
    expect(["critical", "high"]).toContain(valueOf("issue_severity", chatWide))
  })
  it("a reply time the plan includes is no deadline", () => {
    expect(timing("Your premium tier advertises replies within 2 hours, but there's no rush on this one.")).not.toBe("immediate")
  })
})
