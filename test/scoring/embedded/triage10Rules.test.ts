// triage10's readings, each on sentences of our own with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { severity, timing } from "./triageReading.js"

describe("triage10: a wish's 'some day' gives way to a deadline beside it", () => {
  it("reads the fault's deadline over the wish's calm", () => {
    expect(timing("A bulk editor would be handy some day. But nobody at the front desk can check guests in, and forty arrive tonight.")).not.toBe("flexible")
    expect(timing("Some day a map view would be nice. Right now the timetable page errors for every parent and term starts on Monday.")).not.toBe("flexible")
  })
  it("keeps the wish's calm when nothing else tells a deadline", () => {
    expect(timing("It would be lovely to have a dark theme some day, no hurry.")).toBe("flexible")
    expect(timing("Would be nice someday to export to Word. Also the help link is a bit hard to find.")).toBe("flexible")
  })
})

describe("triage10: a way round told 'so I … for now'", () => {
  it("reads the sender coping as a bound", () => {
    expect(severity("The text reminders stopped, so I am ringing each client myself for now.")).toBe("medium")
    expect(severity("Bulk upload fails above 300 rows, so we split the sheet for the moment.")).toBe("medium")
  })
  it("needs the sender doing it: 'for now' alone, or another's plan, is no way round", () => {
    expect(severity("Nobody in the office can log in, please fix it for now and tell us the cause later.")).toBe("critical")
    expect(severity("so far so good for now, just asking how to add a user")).not.toBe("medium")
  })
})

describe("triage10: wrong documents already with the business's customers", () => {
  it("reads wrong invoices, bills or receipts gone out as high", () => {
    expect(severity("All the renewal invoices were wrong and we emailed them to members on Monday.")).toBe("high")
    expect(severity("The payment reminders go out with an incorrect amount due.")).toBe("high")
    expect(severity("Tenants received statements with the wrong rent on them.")).toBe("high")
  })
  it("leaves a draft, a vendor's own invoice or a document to a wrong address alone", () => {
    expect(severity("The draft quote shows the wrong discount, we have not sent it yet.")).not.toBe("high")
    expect(severity("We sent the invoice to the wrong address, how do I resend it?")).not.toBe("high")
  })
})

describe("triage10: hand work with its rate after a comma", () => {
  it("reads the rate told after the fallback as volume", () => {
    expect(severity("The ticket printer will not connect, so we are writing entry tickets by hand since opening, roughly 300 a day.")).toBe("high")
    expect(severity("The booking sync broke, we're entering reservations manually, about 40 every night.")).toBe("high")
  })
  it("needs a rate: a count of today is no volume", () => {
    expect(severity("The sync broke, I entered the reservations manually, 3 today, all done.")).not.toBe("high")
    expect(severity("We enter about 300 reservations a day with your app, how do we add a second user?")).not.toBe("high")
  })
})

describe("triage10: people's records shown in the open, and goods lost", () => {
  it("reads customers' records on a public page as a leak", () => {
    expect(severity("Our patients' addresses are showing on the public clinic page, please take it down.")).toBe("critical")
    expect(severity("Hi, the member list with emails is visible on the public events page.")).toBe("critical")
  })
  it("leaves prices or hours shown in public alone", () => {
    expect(severity("Our prices are showing on the public booking page, can we hide them?")).not.toBe("critical")
    expect(severity("How do I make our opening hours visible on the public page?")).not.toBe("critical")
  })
  it("reads goods or takings lost to the fault as high, not a mislaid report", () => {
    expect(severity("The freezer alert never came, so we lost stock overnight.")).toBe("high")
    expect(severity("I think we lost the stock report, where can I find it?")).not.toBe("high")
  })
})

describe("triage10: a want put off to a later day is a wish", () => {
  it("lets 'eventually we'd like …' give way to a deadline beside it", () => {
    expect(timing("Eventually we'd like a Welsh translation, no rush on that. But the checkout fails for every shopper and our sale starts tonight.")).not.toBe("flexible")
  })
  it("leaves a want of today alone", () => {
    expect(timing("We'd like a refund for the double charge, no rush on that.")).toBe("flexible")
  })
})
