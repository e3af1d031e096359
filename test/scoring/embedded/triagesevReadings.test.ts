// The readings of round "triagesev", each on sentences of our own (not the challenge set's):
// reach told by its other faces, the whole business by its kind, a stranger's change, money taken
// from every customer, a cosmetic verdict, a kind of record failing every time, getting by, a
// minimiser that only opens a message, "no deadline", an excusing "if", a workaround reply.
import { describe, expect, it } from "vitest"
import { correctionTurns } from "../../../src/scoring/embedded/text/correction.js"
import { agent, severity, timing, user, valueOf } from "./triageReading.js"

describe("everyone the business serves, hit by whatever fault", () => {
  it("a white page, a refusal or a failure for every one of them, or 'for everyone', is critical", () => {
    expect(severity("Since noon the booking site gives a white page to every guest.")).toBe("critical")
    expect(severity("Gift cards are rejected for all shoppers at the tills.")).toBe("critical")
    expect(severity("The members' area is down for everyone.")).toBe("critical")
  })
  it("'for everyone on a team' stays a team", () => {
    expect(severity("The timesheet page fails for everyone on the night shift.")).not.toBe("critical")
  })
  it("the whole business by its kind is critical; a team stays below it", () => {
    expect(severity("Our tills are frozen and the whole pharmacy is stuck.")).toBe("critical")
    expect(severity("The outage affects the entire practice.")).toBe("critical")
  })
})

describe("a change nobody of the sender's made", () => {
  it("someone the sender does not know acting on the account is critical", () => {
    expect(severity("A user we don't recognise logged in from abroad and downloaded our price lists.")).toBe("critical")
    expect(severity("The payout bank account was changed yesterday and none of us did that.")).toBe("critical")
  })
  it("someone unknown only asked about is no breach", () => {
    expect(severity("Is there somebody I don't know yet on your side who handles refunds?")).not.toBe("critical")
  })
})

describe("money", () => {
  it("the business's customers charged again and again is critical; some of them is high", () => {
    expect(severity("Our subscribers are billed twice every month since the migration.")).toBe("critical")
    expect(severity("Some of our subscribers were billed twice in March.")).toBe("high")
  })
  it("goods leaving that nobody paid for is critical", () => {
    expect(severity("The shop is dispatching parcels that no one has paid for.")).toBe("critical")
  })
  it("no client can be billed is high", () => {
    expect(severity("Since the upgrade we can't invoice any of our clients.")).toBe("high")
  })
})

describe("a fault on every record of a kind", () => {
  it("is high; one record is not", () => {
    expect(severity("The app throws an error on every delivery note we try to print.")).toBe("high")
    expect(severity("Every export we run comes out blank.")).toBe("high")
    expect(severity("One delivery note prints the wrong postcode.")).not.toBe("high")
  })
})

describe("a fault made bearable", () => {
  it("getting by or making do is medium", () => {
    expect(severity("Scanning fails on the new handhelds, but we're making do with the old ones.")).toBe("medium")
    expect(severity("The label printer is broken for all of us; we are managing for now by writing labels.")).toBe("medium")
  })
  it("a reply that takes up the way round corrects the first alarm", () => {
    const call = [user("The tablet app won't open for any of our drivers."), agent("Could they try the phone app?"), user("yes the phone app works, we'll use that for now")]
    expect(correctionTurns(call)).toEqual([2])
    expect(valueOf("issue_severity", call)).toBe("medium")
  })
})

describe("what the sender calls it", () => {
  it("only cosmetic is low, however loud the fault word", () => {
    expect(severity("The chart legend is totally broken, it overlaps the axis. Only cosmetic though.")).toBe("low")
    expect(severity("Our logo looks stretched on the receipt, it's cosmetic.")).toBe("low")
  })
  it("a minimiser that only opens the message leaves the fault to say how bad", () => {
    expect(severity("Small issue: I can't sign in since this morning, it says my password expired. The others can.")).not.toBe("low")
    expect(severity("A small issue with the spacing on the pricing page.")).toBe("low")
  })
  it("a closing 'Minor thing.' is the sender's verdict, still low", () => {
    expect(severity("The sort order on the archive tab resets when I reload. Minor thing.")).toBe("low")
  })
  it("a preference asked is a low ticket", () => {
    expect(severity("Our accountants would prefer the totals rounded to whole euros.")).toBe("low")
  })
})

describe("how soon", () => {
  it("'no deadline' waits, even opening the sentence", () => {
    expect(timing("No deadline here, just an idea for the mobile app.")).toBe("flexible")
    expect(timing("There is no deadline for the logo change.")).toBe("flexible")
  })
})

describe("an 'if' that only excuses the sender", () => {
  it("ends at its 'but': what follows is told plainly", () => {
    expect(severity("Apologies if this is the wrong inbox, but the whole store is offline.")).toBe("critical")
  })
  it("a real condition still holds past it", () => {
    expect(severity("We would move to yearly billing if you had a discount, but only next year.")).not.toBe("critical")
  })
})

describe("the second pass of the round", () => {
  it("every call to the service answered with an error is critical", () => {
    expect(severity("The booking API gives a 502 on every request since the deploy.")).toBe("critical")
  })
  it("a fault 'not working' for all the served is critical", () => {
    expect(severity("The app is not working for all customers of our shop.")).toBe("critical")
  })
  it("haste asked outright is immediate", () => {
    expect(timing("The sync is broken again, please hurry.")).toBe("immediate")
    expect(timing("Reminders are going to the wrong patients, stop them now!")).toBe("immediate")
  })
  it("a thing not found or a possibility asked is a low ticket", () => {
    expect(severity("Hello, I would like to know if is possible to have the menu in Polish.")).toBe("low")
  })
  it("what the product won't do, or prints without, is a medium ticket at least", () => {
    expect(severity("The delivery notes won't generate since this morning.")).not.toBeNull()
    expect(severity("Our receipts come out without the shop address.")).toBe("medium")
    expect(severity("Can I print the receipts without the shop address?")).not.toBe("medium")
  })
})

describe("a deadline told before the need", () => {
  it("'by/before <a later day> we need …' is soon, a present-state 'right now' after it notwithstanding", () => {
    expect(timing("By Thursday we need the menu updated; right now it lists the summer dishes.")).toBe("soon")
    expect(timing("Before the audit next month we must have the logs exported, right now they're missing.")).toBe("soon")
  })
  it("haste asked outright still outweighs it, and a bare 'right now' stays immediate", () => {
    expect(timing("Before Friday we need the fix, but please do it immediately, the tills are down.")).toBe("immediate")
    expect(timing("Right now nobody can log in, please help.")).toBe("immediate")
  })
})

describe("a control not found is a how-to", () => {
  it("a button, option or tab the sender cannot find is low, shouted or not", () => {
    expect(severity("We can't locate the reports tab on the new layout.")).toBe("low")
    expect(severity("WHY CAN'T I SPOT THE PRINT OPTION?? it was there yesterday")).toBe("low")
  })
  it("records not found, or a control missing that stops the work for all, stay above low", () => {
    expect(severity("I can't find any of my invoices, they've all disappeared from the account.")).not.toBe("low")
    expect(severity("Since the update nobody can find the save button and we can't save any orders.")).not.toBe("low")
  })
})
