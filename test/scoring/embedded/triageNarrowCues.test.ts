// Near misses of the triage cues, from a review of the merged rules (sentences of our own): a
// feature asked for is no way in left open, "for any reason" is no card refused, a check made
// twice is no fault doubled; a past queue, a weekly meeting, an hour before lunch yesterday, a
// habitual reply time, a count of crashes "in a week" and customers who wait at a till tell no
// deadline; a small head count beside a contract is no enterprise plan. Each next to the case
// its rule was written for, which must still read.
import { describe, expect, it } from "vitest"
import { severity, timing, valueOf, user } from "./triageReading.js"

const tier = (text: string) => valueOf("customer_tier", [user(text)])

describe("severity cues read only the fault they were written for", () => {
  it("a way in with no password: a state of exposure is critical, a feature asked for is not", () => {
    expect(severity("Is it possible for drivers to sign the delivery sheet without a password?")).not.toBe("critical")
    expect(severity("Can guests see the timetable without a login?")).not.toBe("critical")
    expect(severity("Since the update the admin page opens without a password for anyone.")).toBe("critical")
    expect(severity("Anyone can open the payroll page without a password.")).toBe("critical")
  })

  it("an error for every card is money stopped; an error 'for any reason' is a rule asked about", () => {
    expect(severity("Bookings that hit an error for any reason should be held for review - where do I switch that on?")).not.toBe("critical")
    expect(severity("The payment page throws an error for every card we try.")).toBe("critical")
  })

  it("a thing the system does twice is medium; a check or a click made twice is no fault", () => {
    expect(severity("Can you double check the spelling of my surname on the account?")).not.toBe("medium")
    expect(severity("I pressed the save button twice by mistake.")).toBeNull()
    expect(severity("Every booking confirmation arrives twice.")).toBe("medium")
  })
})

describe("time cues read only a deadline", () => {
  it.each([
    "The last time I called I was queuing on the phone for forty minutes.",
    "Quick one: our daily stand-up meeting is at 9, how do I make it repeat in the calendar?",
    "It began before lunch on Tuesday and the page has been slow since.",
    "You normally answer within a couple of days, so no worries.",
    "The tablet app froze four times in a week."
  ])("no deadline: %j", (text) => {
    expect(timing(text)).toBeNull()
  })

  it("customers who wait at the till are hurt now, not a sender who can wait", () => {
    expect(timing("Shoppers can wait for ages at the till because the scanner keeps freezing.")).not.toBe("flexible")
    expect(timing("This can wait until after the holidays.")).toBe("flexible")
  })

  it("the cases the cues were written for still read", () => {
    expect(timing("The card reader keeps disconnecting and customers are waiting at the till.")).toBe("immediate")
    expect(timing("Need it by lunchtime if at all possible.")).toBe("immediate")
    expect(timing("My password reset link says expired and I have a client meeting at 2pm where I need the app.")).toBe("immediate")
    expect(timing("Our new store opens in two days and the price labels won't print.")).toBe("soon")
  })
})

describe("tier from a contract's size", () => {
  it("a head count beside a contract is no seat contract; a contract sized in seats is", () => {
    expect(tier("We have 4 users and our contract is up for renewal in June.")).not.toBe("enterprise")
    expect(tier("Under our 800-seat contract we were promised SSO.")).toBe("enterprise")
    expect(tier("Our agreement covers 1200 licences across the group.")).toBe("enterprise")
  })
})
