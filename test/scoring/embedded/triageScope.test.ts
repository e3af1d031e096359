// Support triage on impact told without severity words: who is hit crossed with how it fails,
// the most severe customer turn of a conversation, and deadlines told by a business event.
// Sentences of our own.
import { describe, expect, it } from "vitest"
import { agent, scorer, severity, timing, user, valueOf } from "./triageReading.js"

describe("severity from who is hit and how", () => {
  it("everyone blocked is critical", () => {
    expect(severity("Nobody on the late shift can clock in since the update.")).toBe("critical")
    expect(severity("None of our couriers can open their delivery lists.")).toBe("critical")
    expect(severity("The whole office is locked out of the shared calendar.")).toBe("critical")
  })

  it("money that stops moving is critical", () => {
    expect(severity("Orders have been stuck in pending since breakfast.")).toBe("critical")
    expect(severity("Card payments keep getting declined at every till.")).toBe("critical")
  })

  it("a hazard to people that fails is critical", () => {
    expect(severity("The smoke alarms in block C are not reaching the monitoring desk.")).toBe("critical")
  })

  it("someone else's records shown to a customer is critical", () => {
    expect(severity("A tenant was shown someone else's rent statement when she logged in.")).toBe("critical")
  })

  it("a team or the customers blocked is high", () => {
    expect(severity("The packing team has been unable to print labels since lunch.")).toBe("high")
    expect(severity("Our guests are not able to download their boarding passes.")).toBe("high")
  })

  it("a share of them blocked is high, even when money is what fails", () => {
    expect(severity("About half the vouchers get rejected at the door.")).toBe("high")
  })

  it("losing bookings or customers is critical", () => {
    expect(severity("We are losing reservations every hour the widget stays broken.")).toBe("critical")
  })

  it("a sales team blocked is a team, not money", () => {
    expect(severity("Our field sales reps cannot open any quotes on their tablets.")).toBe("high")
  })

  it("work that cannot go on is high", () => {
    expect(severity("We are unable to file any timesheets since the morning.")).toBe("high")
    expect(severity("The handheld app doesn't work at all for our pickers.")).toBe("high")
    expect(severity("The loading bay is at a standstill.")).toBe("high")
    expect(severity("We can't approve expenses, the button greys out.")).toBe("high")
  })

  it("customers turned away is critical, customers charged twice is high", () => {
    expect(severity("Reception had to send patients home because the check-in screen froze.")).toBe("critical")
    expect(severity("Several members say they were billed twice this month.")).toBe("high")
  })

  it("none of the orders reaching the supplier is critical", () => {
    expect(severity("Since Monday none of our orders reach the wholesaler.")).toBe("critical")
  })

  it("a small share of files is no share of the users", () => {
    expect(severity("Roughly 3% of the uploaded files open with the wrong encoding; opening them again fixes it.")).not.toBe("high")
  })

  it("one user hit while the rest work is medium", () => {
    expect(severity("Our bookkeeper cannot log in, everybody else is fine.")).toBe("medium")
  })

  it("slow is medium and cosmetic is low", () => {
    expect(severity("Opening the stock report takes several minutes.")).toBe("medium")
    expect(severity("The icons in the side menu look blurry on my laptop.")).toBe("low")
  })

  it("'every' alone is a recurrence, not everyone", () => {
    expect(severity("Every time I export the ledger the dates come out wrong.")).not.toBe("critical")
  })
})

describe("the most severe customer turn decides", () => {
  it("a later turn's outage outweighs a small question at the start", () => {
    const messages = [
      user("Hi, a small thing first: how do I change the font on quotes?"),
      agent("Sure, that's under Settings > Templates."),
      user("Thanks. Worse news though, since ten nobody at the depot can scan parcels.")
    ]
    const d = scorer.score(messages)["issue_severity"]!
    expect(d.value).toBe("critical")
    expect(d.evidence.map((e) => e.quote).join(" ")).toContain("nobody at the depot can scan parcels")
  })

  it("a lone turn keeps its strongest category", () => {
    expect(valueOf("issue_severity", [user("Not a big deal, but the footer shows an error icon.")])).toBe("low")
  })
})

describe("time sensitivity from a deadline or a business event", () => {
  it("an event later today at a given hour is immediate", () => {
    expect(timing("We need the figures fixed before our board meeting at 3.")).toBe("immediate")
  })

  it("a cut-off at an hour, or an opening at an hour with no day named, is immediate", () => {
    expect(timing("The stock file has to reach the supplier before the 4pm cutoff.")).toBe("immediate")
    expect(timing("The pharmacy opens at 9 and the label printer is dead.")).toBe("immediate")
  })

  it("an event on a named day is soon, even at an hour", () => {
    expect(timing("The course starts at 10 on Monday and the enrolment form errors.")).toBe("soon")
    expect(timing("We launch the spring catalogue on Friday and the images will not upload.")).toBe("soon")
    expect(timing("The inspectors arrive on Thursday and the logbook export is broken.")).toBe("soon")
    expect(timing("Could you have a look before the weekend?")).toBe("soon")
  })
})
