// The readings added in triage7 (rubrics/triageOutcome.ts, text/correction.ts), each on sentences
// of our own, written apart from the challenge set, with a near miss that must not take it.
import { describe, expect, it } from "vitest"
import { agent, severity, timing, user, valueOf } from "./triageReading.js"

const BAD = ["critical", "high"]
const MILD = ["medium", "low"]

describe("triage7: severity told by what the fault does", () => {
  it("a dose or a medicine wrong is a hazard; a dose asked about is not", () => {
    expect(severity("The ward tablets show an incorrect insulin dose for two patients.")).toBe("critical")
    expect(severity("How do I change the default dose unit from mg to ml?")).not.toBe("critical")
  })
  it("what was meant for one person landing with another", () => {
    expect(severity("Appointment letters have been posted to the wrong patients since the upgrade.")).toBe("critical")
    expect(severity("Payslips were emailed, along with home addresses, to a different employee.")).toBe("critical")
    expect(severity("Can I move this contact to a different account?")).not.toBe("critical")
  })
  it("money taken twice from customers, customers left overdrawn", () => {
    expect(severity("Every direct debit we collected this morning was taken twice.")).toBe("critical")
    expect(BAD).toContain(severity("Several tenants are now overdrawn because of the rent run."))
  })
  it("staff paid short", () => {
    expect(BAD).toContain(severity("The cleaners received half their salary this month."))
    expect(severity("Can part-time staff be paid half their overtime in cash?")).not.toBe("critical")
  })
  it("the work carried on by hand while the fault lasts", () => {
    expect(BAD).toContain(severity("The reception team are registering every visitor on paper forms while the kiosk is off."))
    expect(BAD).toContain(severity("Nurses are logging obs by hand, there's a backlog building."))
    expect(severity("Before your app we kept the stock book by hand, so this is much better.")).not.toBe("high")
  })
  it("work hours behind, alarms reaching nobody, nobody on duty", () => {
    expect(BAD).toContain(severity("Since the label fault the packing line is running four hours behind."))
    expect(BAD).toContain(severity("Smoke alarm notifications have not reached the caretaker since the router swap."))
    expect(BAD).toContain(severity("The duty board shows nobody on call for the weekend."))
    expect(severity("Our clock shows the time an hour behind after the change.")).not.toBe("high")
  })
  it("goods given away, people held in a queue, the same refusal on every sale", () => {
    expect(severity("The discount code is applying 100%, we have been giving tickets away all morning.")).toBe("critical")
    expect(BAD).toContain(severity("The ramp sensor is stuck and 12 vans waiting at the depot gate."))
    expect(BAD).toContain(severity("The till keeps showing 'host error' for every card."))
  })
  it("'can no longer' is 'cannot'", () => {
    expect(severity("Since Tuesday our customers can no longer pay online.")).toBe("critical")
    expect(BAD).toContain(severity("Our agents can no longer log in to the console."))
  })
  it("a file or a queue held by the product", () => {
    expect(["medium", "high"]).toContain(severity("The portal rejects every CSV we upload."))
    expect(BAD).toContain(severity("All the refunds are stuck in pending since yesterday."))
  })
  it("hand work counted, money that did not leave", () => {
    expect(BAD).toContain(severity("The bank feed broke, so we are keying 250 receipts manually."))
    expect(severity("We used to key 250 receipts manually before we found you.")).not.toBe("high")
    expect(BAD).toContain(severity("This month's supplier payouts didn't leave the account on Friday."))
  })
  it("records cut short, a figure worked out the wrong way", () => {
    expect(["medium", "high"]).toContain(severity("The member list export stops at 500 contacts."))
    expect(["medium", "high"]).toContain(severity("VAT is calculated on the discounted price rather than the full one."))
  })
  it("the business taking its own service down, a job that did not run, many sent in error", () => {
    expect(BAD).toContain(severity("Because of the pricing bug we have had to disable the booking widget."))
    expect(BAD).toContain(severity("The overnight stock file didn't import into the shop."))
    expect(BAD).toContain(severity("About 600 members were charged the joining fee in error last night."))
    expect(BAD).toContain(severity("The timetable app sold 40 seats that were already booked on the 9:15."))
  })
  it("one thing singled out after a look", () => {
    expect(MILD).toContain(severity("It looks to be just the badge printer in reception."))
  })
  it("a feature told by what it would ease is low", () => {
    expect(severity("An option to merge duplicate contacts would make the admin team's week easier.")).toBe("low")
  })
  it("people sent to the wrong place", () => {
    expect(BAD).toContain(severity("Patients arrived at the old surgery because the text gave last year's address."))
  })
})

describe("triage7: near misses", () => {
  it("an emergency named as a kind of thing", () => {
    expect(timing("Where do I record staff emergency contacts?")).not.toBe("immediate")
    expect(timing("We have an emergency, the freezer alarm app is dead and stock is thawing.")).toBe("immediate")
  })
  it("down a page or a street; an outage asked about in a plan", () => {
    expect(severity("The totals are further down the page than before, could they go back to the top?")).not.toBe("critical")
    expect(severity("Does your basic plan include cover for a major outage?")).not.toBe("critical")
  })
  it("fine since, or working again after a fix", () => {
    expect(severity("The app crashed during Monday's service. It has been fine since, just letting you know.")).not.toBe("critical")
    expect(severity("Exports are working again after your update, thank you.")).not.toBe("high")
  })
  it("a vendor's document asked about; a fault told resolved, a fix awaited", () => {
    expect(severity("What is the maximum file size in your terms?")).toBe("low")
    expect(severity("The payment outage is resolved now, thanks for the quick work.")).not.toBe("critical")
    expect(severity("Everything came back online after the restart, cheers.")).not.toBe("critical")
    expect(severity("Printing fails on the tablets, so we print from the laptop until the bug is fixed.")).not.toBeNull()
  })
  it("a season, an intake, a holiday or a period's end as the limit; the same told in the past is none", () => {
    expect(timing("The class lists must be right before the autumn term begins in September.")).toBe("soon")
    expect(timing("Could the new menu be live by Easter?")).toBe("soon")
    expect(timing("Our contract lapses at the end of the quarter and we need the archive first.")).toBe("soon")
    expect(timing("The printer jammed before the show started on Friday.")).not.toBe("soon")
  })
  it("'whenever it suits' gives the vendor the time", () => {
    expect(timing("Could you look at the report colours whenever it suits?")).toBe("flexible")
    expect(timing("The new rota layout suits our nurses.")).toBeNull()
  })
  it("a calendar's first day is a setting, a year's end a deadline", () => {
    expect(timing("Can the rota week start on Sunday instead?")).not.toBe("soon")
    expect(timing("We must have the receipts sorted before the financial year ends.")).toBe("soon")
  })
  it("a carrier's cut-off is no text cut off", () => {
    expect(severity("The manifest won't generate and the courier cut-off is at 3pm.")).not.toBe("low")
  })
  it("wishes for some day and how a change would work are low", () => {
    expect(severity("A printable floor plan would be useful at some point.")).toBe("low")
    expect(severity("We're hoping for a recurring booking option.")).toBe("low")
  })
})

describe("triage7: a reply narrowing the first alarm in other words", () => {
  it("the good part first, then the one still hit", () => {
    const call = [
      user("None of our parking meters are taking coins!"),
      agent("Could you check each one for me?"),
      user("the one on the high street works now, it's just the meter by the library that still jams")
    ]
    expect(MILD).toContain(valueOf("issue_severity", call))
  })
  it("most of them back", () => {
    const call = [
      user("all the wall tablets in the wards have gone blank"),
      agent("Could you restart them?"),
      user("done, five of the six came back. the one in the day room is still black")
    ]
    expect(MILD).toContain(valueOf("issue_severity", call))
  })
  it("one person's device after a second look", () => {
    const call = [
      user("The timesheet app is broken, nobody can clock in"),
      agent("Is that every user?"),
      user("Checked again, it's Priya's phone, the others have their shifts fine.")
    ]
    expect(MILD).toContain(valueOf("issue_severity", call))
  })
  it("a reply that widens the fault is no narrowing", () => {
    const call = [
      user("one of the card readers at the pool entrance won't read membership cards"),
      agent("Is it just that one?"),
      user("no, the other two have stopped working as well, no member can get in")
    ]
    expect(BAD).toContain(valueOf("issue_severity", call))
  })
})
