// triage9's readings, each on sentences of our own with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { agent, severity, timing, user, valueOf } from "./triageReading.js"

describe("triage9: chat shorthand and non-native English", () => {
  it("reads 'pls' and 'plz' as 'please'", () => {
    expect(severity("pls cancel the extra seat on our account")).toBe("low")
    expect(severity("plz resend the March statement")).toBe("low")
  })
  it("reads 'all the' with the plural dropped, before a place or a verb", () => {
    expect(severity("all the driver at our depot can not log in since morning")).toBe("critical")
    expect(severity("all the nurse in the ward have this error")).toBe("critical")
    // A singular that is a noun's modifier is not people: "all the customer records look fine".
    expect(severity("all the customer records look fine now")).not.toBe("critical")
  })
  it("reads 'one of my colleague' as one person", () => {
    expect(severity("one of my colleague is not able to open the timesheet, the rest can")).toBe("medium")
    expect(severity("one of our driver cannot see his route today")).toBe("medium")
  })
  it("reads 'fastly' as haste asked for", () => {
    expect(timing("the scanner is not working, please answer fastly")).toBe("immediate")
  })
})

describe("triage9: time words that name no deadline", () => {
  it("hides 'now' in 'for now'", () => {
    expect(timing("the import fails so I am typing the orders in by hand for now")).not.toBe("immediate")
    expect(timing("the import fails, please stop the sync now")).toBe("immediate")
  })
  it("reads 'three times this week' as how often", () => {
    expect(timing("the label printer jammed four times this week")).toBeNull()
    expect(timing("the label printer jams, we need it working this week")).toBe("soon")
  })
  it("reads every point told to wait as flexible", () => {
    expect(timing("the footer colour is off and the help link is old. Both can wait.")).toBe("flexible")
    expect(timing("our customers can wait at the counter for ages because the till is slow")).not.toBe("flexible")
  })
})

describe("triage9: severity told by what happens", () => {
  it("reads access taken away yet still used as critical", () => {
    expect(severity("We disabled his account last week and he can still log in to the admin side")).toBe("critical")
    expect(severity("a temp whose login we removed on Monday could still sign in today")).toBe("critical")
    expect(severity("I deleted my account but I still get your newsletters")).not.toBe("critical")
  })
  it("bounds a fault the sender says blocks nothing", () => {
    expect(severity("The test certificate expired on your demo server. Not blocking anything.")).toBe("medium")
    expect(severity("it isn't stopping us from working but the totals are off")).toBe("medium")
    expect(severity("nothing is blocking us now, thanks")).toBeNull()
  })
  it("reads the app closing by itself as a crash, one phone as one user", () => {
    expect(severity("the app closes by itself when I open the scanner")).toBe("high")
    expect(severity("when I tap on reports the app closes")).toBe("high")
    expect(severity("When I open the map it shuts, only on my phone. My colleague phone is fine.")).toBe("medium")
    // Opening hours are no crash (the call asked for is a request: low).
    expect(severity("Our shop closes at 5 so please call before then")).not.toBe("high")
    expect(severity("I close the app every evening before I go home")).toBeNull()
  })
  it("reads a thing needed fixed as a fault", () => {
    expect(severity("need the price list fixed asap")).toBe("medium")
    expect(severity("we need the new starter set up by friday")).not.toBe("medium")
  })
  it("reads a name written wrong as a typo", () => {
    expect(severity("the name of our clinic is written wrong on the letters")).toBe("low")
    expect(severity("the title is spelled wrongly on the booking page")).toBe("low")
  })
  it("reads 'small stuff' as minor", () => {
    expect(severity("small stuff: the help icon is grey instead of blue")).toBe("low")
  })
  it("reads no order getting through as money stopped", () => {
    expect(severity("No orders from the app are reaching the kitchen screen")).toBe("critical")
    expect(severity("No orders are coming in on Sundays because we are closed.")).toBeNull()
  })
  it("reads one room or seat given to two guests as high", () => {
    expect(severity("the booking system booked the same pitch to two families for Saturday")).toBe("high")
    expect(severity("Can you give the same table to two parties if they agree to share?")).not.toBe("high")
  })
})

describe("triage9: a wish beside a fault", () => {
  it("reads the fault over a wish in the same message", () => {
    expect(severity("The booking reminders have not gone out to any patient since Friday, so people miss appointments. A Welsh template would be nice too.")).toBe("high")
    expect(severity("None of our stylists can open the diary this morning. We would love to see a dark mode one day as well.")).toBe("critical")
  })
  it("leaves a wish alone, or beside a mild point, as it was", () => {
    expect(severity("An option to export the rota as PDF would be nice.")).toBe("low")
    expect(severity("Not a problem at all, it would be nice to have a dark mode though.")).toBe("low")
    expect(severity("The logo looks a bit blurry. It would be nice to upload an SVG instead.")).toBe("low")
  })
  it("leaves a wish in a later turn to the most severe turn", () => {
    expect(valueOf("issue_severity", [user("Our card terminals are all offline, nobody can pay"), agent("We're on it."), user("thanks. would be nice to get a text when it's back")])).toBe("critical")
  })
})

describe("triage9, second pass: readings from the fresh batch", () => {
  it("reads the front desk as a team, and the served arriving now as immediate", () => {
    expect(severity("the booking sync stopped, so the front desk can't see today's arrivals")).toBe("high")
    expect(timing("The calendar is empty on every screen. Guests are already waiting.")).toBe("immediate")
    expect(timing("patients are arriving on time now that reminders work")).toBeNull()
    expect(timing("customers are already waiting for the new loyalty feature")).toBeNull()
  })
  it("bounds a fault to a part of the work named by how it differs", () => {
    expect(severity("Big uploads fail with a timeout. Smaller files go through fine.")).toBe("medium")
  })
  it("hides a person's memory from the product's", () => {
    expect(severity("my dad can't remember his password, can you help him reset it?")).toBe("low")
    expect(severity("the app doesn't remember my login any more")).toBe("medium")
  })
  it("reads another party seeing the sender's records in its own login as a leak", () => {
    expect(severity("a customer says she can see our stock orders in her account")).toBe("critical")
    expect(severity("we can see our orders in their portal now, thanks")).toBeNull()
  })
  it("reads a period named by its month as a deadline", () => {
    expect(timing("we need the Welsh forms before the new term in September")).toBe("soon")
  })
})

describe("triage9, third pass: readings from the second fresh batch", () => {
  it("reads a request to call back as a request", () => {
    expect(severity("please ring me back about the renewal")).toBe("low")
  })
  it("reads a refusal that works for the others as one user's fault", () => {
    expect(severity("the portal refuses her timesheet but works for the rest of us")).toBe("medium")
    // A way round by another method is no bound: the cards are still refused.
    expect(severity("the terminal declines every contactless card but works with chip")).not.toBe("medium")
  })
  it("reads every record of a kind made twice as high", () => {
    expect(severity("every booking is created twice since Monday")).toBe("high")
    expect(severity("Can every invoice be printed twice?")).not.toBe("high")
  })
})
