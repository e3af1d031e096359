// Support triage on tickets told in other words than the rubric's: severity by consequence, an
// "urgent" that describes, a polite but severe report, the severe part later in an email, a
// pitch or newsletter that is no ticket, "immediately" describing the fault. Sentences of our own.
import { describe, expect, it } from "vitest"
import { agent, rulesSeverity, scorer, severity, timing, user, valueOf } from "./triageReading.js"

describe("severity told by its consequence", () => {
  it("money not taken, or someone else's records opened, is critical", () => {
    expect(severity("The web shop accepts orders but never takes the money, so we are shipping goods without being paid.")).toBe("critical")
    expect(severity("When a nurse opens a chart she sees the allergies of a different patient.")).toBe("critical")
    expect(severity("Our client files seem to have been visible to another firm this morning.")).toBe("critical")
  })

  it("none of the customers able to pay is critical", () => {
    expect(severity("None of our customers have been able to pay since Saturday.")).toBe("critical")
  })

  it("records gone, whatever their kind, are critical", () => {
    expect(severity("All the bookings we took last week are gone from the calendar.")).toBe("critical")
  })

  it("a job that will not run is high", () => {
    expect(severity("Payroll runs tomorrow and the bank file will not generate.")).toBe("high")
    expect(severity("The phones in the call centre will not connect.")).toBe("high")
  })

  it("one customer hit while the rest look right, or slower than before, is medium", () => {
    expect(severity("One customer says her receipt shows last month's date; everyone else's look right.")).toBe("medium")
    expect(severity("The monthly report loads about a minute slower than it used to, but it does load.")).toBe("medium")
  })

  it("asking where to change a setting is low", () => {
    expect(severity("Could you tell me where to change the language of the reminder emails?")).toBe("low")
  })
})

describe("an urgency that describes rather than asks", () => {
  it("an urgent problem in the past, or an urgent label, does not make a small request urgent", () => {
    const past = "Last month we had an urgent login problem which your team fixed quickly, thanks. This time just a question: how do I add a second admin?"
    expect(severity(past)).toBe("low")
    expect(timing(past)).not.toBe("immediate")
    const label = "Our helpdesk tags every mail as urgent automatically; this one is only a spelling mistake on the receipt."
    expect(severity(label)).toBe("low")
    expect(timing(label)).not.toBe("immediate")
  })

  it("'immediately' after a failing verb tells how the fault looks", () => {
    expect(timing("Uploads fail immediately with a timeout error.")).toBeNull()
    expect(timing("The session expires immediately after login, so I am thrown back to the sign-in page.")).toBeNull()
    expect(timing("Whenever I open the calendar the app closes immediately.")).toBeNull()
    // The fault is still read, and the same faults with "immediately" asked for are immediate.
    expect(severity("Uploads fail immediately with a timeout error.")).toBe("medium")
    expect(timing("Uploads fail with a timeout error, please fix it immediately.")).toBe("immediate")
    expect(timing("The session expires after login, we need it working again immediately.")).toBe("immediate")
    expect(timing("Whenever I open the calendar the app closes, please help immediately.")).toBe("immediate")
  })

  it("but asked for, it is immediate", () => {
    expect(timing("The till software is down, please send someone immediately.")).toBe("immediate")
    expect(timing("Refunds are being rejected, so sort it out immediately.")).toBe("immediate")
  })

  it("the void hides the urgency word only: the fault beside it still tells the severity", () => {
    expect(severity("The scanner app crashes immediately when I start it.")).toBe("high")
    expect(severity("The sync was fixed but now orders fail for everyone today.")).toBe("critical")
  })
})

describe("'no-one' written with a hyphen", () => {
  it("reads like 'nobody'", () => {
    expect(severity("No-one in the shop can open the till.")).toBe("critical")
    expect(severity("Nobody in the shop can open the till.")).toBe("critical")
  })
})

describe("a polite report can be severe", () => {
  it("courtesy around an outage does not soften it", () => {
    expect(severity("Hello, sorry to trouble you. Could you look at why none of our customers have been able to pay since Saturday? Many thanks.")).toBe("critical")
    expect(severity("Dear support, I hope this finds you well. Our drivers have been unable to open the route planner since the update. Kind regards.")).toBe("high")
  })
})

describe("the severe part comes later", () => {
  it("a later paragraph's data loss outweighs a small request at the top", () => {
    const email = "Hi, first a small thing: the date picker starts weeks on Sunday, can that be Monday?\n\nSecond, and more worrying: all the bookings we took last week are gone from the calendar."
    // The rules' reading: the severity heads make this one high (severityHeads.test.ts, "known costs").
    expect(rulesSeverity(email)).toBe("critical")
  })

  it("a later turn's lockout outweighs a how-to question", () => {
    const messages = [user("quick one, how can I set the default font for quotes?"), agent("Under Preferences, then Documents."), user("cheers. separate thing, nobody at the depot can log in since noon")]
    expect(valueOf("issue_severity", messages)).toBe("critical")
  })
})

describe("a pitch or a newsletter is no ticket", () => {
  const nothing = (text: string) => {
    expect(severity(text)).toBeNull()
    expect(timing(text)).toBeNull()
  }

  it("a vendor's offer of a call and a free review", () => {
    const pitch = "Hi! I noticed your app store listing could get a lot more downloads. We have helped 50 apps triple their installs. Would you be up for a quick chat next week?"
    nothing(pitch)
    nothing("We are a web agency offering a critical security review of your website. Book your free slot today!")
    // The same marks beside a fault reported: a ticket.
    expect(severity(`${pitch} Also our checkout is broken and customers cannot pay.`)).toBe("critical")
  })

  it("a newsletter with its footer, a media request", () => {
    const footer = "You are receiving this because you subscribed to our updates. Unsubscribe"
    nothing(`Subject: Our November digest\n\nThis month: new dashboards, faster exports, and a reminder to register for our summit before Friday.\n\n${footer}`)
    const podcast = "Hello, I host a podcast about small business software. Would your founder like to join us for an interview next month?"
    nothing(podcast)
    expect(severity(`${podcast} Separately, nobody on my team can log in.`)).toBe("critical")
  })

  it("a footer mark alone, or a plea for help with a count, leaves a ticket a ticket", () => {
    expect(severity("FW: the whole team cannot sign in since 9am.\n\nYou are receiving this because you are on the alerts list.")).toBe("critical")
    expect(severity("I could use help 3 of our drivers cannot log in at all. Are you free for a short call?")).toBe("high")
  })

  it("a fault reported in a message with marks of a mailing or an event is read", () => {
    expect(severity("I signed up for your free masterclass, but the book-your-spot page is broken and shows an error.")).toBe("high")
    expect(severity("Please remove me from the mailing list: the manage preferences page throws a 500 error and now no one on our team can sign in.")).toBe("critical")
  })

  it("but a real ticket that asks for a call, or mentions the unsubscribe link, is read", () => {
    expect(severity("Are you available for a quick call? None of our customers can check out since noon.")).toBe("critical")
    expect(severity("The unsubscribe link in our newsletter is broken and customers keep getting emails.")).not.toBeNull()
  })

  it("a pitch's stock line about faults elsewhere reports nothing; the sender's own fault does", () => {
    nothing("Phishing breaches are up 60% this year and small firms get hacked every day. We offer a free security audit of your network. Book your slot now!")
    nothing("Most online stores are losing orders because checkout pages are broken on mobile. We would love to show you our free conversion review. Are you open to a quick call?")
    // The same marks, but the fault is the customer's own: a ticket.
    expect(severity("Are you open to a quick call? Our checkout is broken and we are losing orders every hour.")).toBe("critical")
  })
})

describe("more ways a ticket tells its weight", () => {
  it("money that stops at the buying step, or orders lost, is critical", () => {
    expect(severity("Customers get an error 500 at the payment step. We have lost already 30 orders today.")).toBe("critical")
    expect(severity("URGENT!!! website down, customers cannot order, please call me")).toBe("critical")
  })

  it("failing for everyone said the other way round, or a leaver still in, is critical", () => {
    const messages = [user("the app is not working"), agent("What happens exactly?"), user("blank page for everyone in the office, we cannot do anything since 8am")]
    expect(valueOf("issue_severity", messages)).toBe("critical")
    expect(severity("I think there is a security problem: a former employee can still log in and see all salaries.")).toBe("critical")
  })

  it("mail in the spam folder, an expired certificate, every record doubled is high", () => {
    expect(severity("Since Tuesday our emails to customers land in their spam folder.")).toBe("high")
    expect(severity("Our certificate for the custom domain expired and visitors get a warning page instead of the shop.")).toBe("high")
    expect(severity("The sync has duplicated every invoice from last month, so our books show double entries.")).toBe("high")
  })

  it("a crash with a way round it in the meantime is medium", () => {
    expect(severity("The mobile app crashes when I try to attach a photo. I can do it from the desktop in the meantime.")).toBe("medium")
  })

  it("a user to add, a plan to cancel, an idea, hard-to-read text, 'not a big problem' is low", () => {
    expect(severity("Can you please add our new colleague Tom to the account? He starts Monday.")).toBe("low")
    expect(severity("Please cancel our tablet plan after this billing period.")).toBe("low")
    expect(severity("Would it be possible to add a dark theme some day? Just an idea.")).toBe("low")
    expect(timing("Would it be possible to add a dark theme some day? Just an idea.")).toBe("flexible")
    expect(severity("Dark mode makes the table headers hard to read.")).toBe("low")
    const d = scorer.score([user("Sometimes a customer gets the confirmation email twice. Not a big problem but it looks unprofessional.")])["issue_severity"]!
    expect(d.negated).toBe(false)
    expect(d.value).toBe("low")
  })
})

describe("a conversation that tells the scope or the deadline later", () => {
  it("'just me' to the agent's scope question is medium", () => {
    const messages = [user("my calendar view is empty"), agent("Does this happen to the rest of your team too?"), user("only on my laptop, the others at the office see theirs fine")]
    expect(valueOf("issue_severity", messages)).toBe("medium")
  })

  it("an event going out on a named day is soon", () => {
    const messages = [user("the report totals look off"), agent("Is there a deadline?"), user("the board pack goes out on Thursday")]
    expect(valueOf("time_sensitivity", messages)).toBe("soon")
  })
})

describe("'down' that is no outage", () => {
  it("a drop-down, scrolling down, a count down to a number", () => {
    expect(severity("The drop down on the invoice form lists the countries twice.")).not.toBe("critical")
    expect(severity("When I scroll down the table header overlaps the first row.")).not.toBe("critical")
    expect(severity("Our seats went down to 12 this month, please adjust the invoice.")).not.toBe("critical")
    expect(severity("The booking site is down for all our customers.")).toBe("critical")
    // The same words with "down" as an outage.
    expect(severity("The drop down is down.")).toBe("critical")
    expect(severity("The table view is down for all our users.")).toBe("critical")
    expect(severity("Our site went down for an hour.")).toBe("critical")
  })
})

describe("customer tier", () => {
  const tier = (text: string) => valueOf("customer_tier", [user(text)])

  it("paying for seats is a paid plan", () => {
    expect(tier("We pay for 50 seats on the annual plan.")).toBe("business")
  })

  it("the customer's own enterprise clients are not its plan", () => {
    expect(tier("Our enterprise clients cannot log in to the portal we built on your API.")).toBeNull()
    // The void hides "enterprise" only: the lockout is still read.
    expect(severity("Our enterprise clients cannot log in to the portal we built on your API.")).toBe("high")
    expect(tier("We signed the Enterprise agreement last year.")).toBe("enterprise")
  })
})

describe("how soon, in plain words", () => {
  it("speed asked for is immediate, speed described is not", () => {
    expect(timing("The printer is not working, please fix it fast, we have patients waiting.")).toBe("immediate")
    expect(timing("pls help quickly, nobody can log in")).toBe("immediate")
    expect(timing("The queue fills up quickly on Mondays and the page gets slow.")).toBeNull()
    expect(severity("The queue fills up quickly on Mondays and the page gets slow.")).toBe("medium")
  })

  it("'when you can' is flexible", () => {
    expect(timing("The tooltip on the export button has a typo, fix it when you can.")).toBe("flexible")
  })
})
