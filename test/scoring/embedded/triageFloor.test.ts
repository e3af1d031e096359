// The severity floor (rubrics/triageFloor.ts), on sentences of our own: a request to support
// reads low and a deviation from what the product did or should do reads medium when nothing
// else is read; near misses (a seller's lines, a past of the sender's, a hypothetical, thanks)
// still read nothing, and a floor never outweighs a cue of the rubric's own.
import { describe, expect, it } from "vitest"
import { severity, user, valueOf } from "./triageReading.js"

describe("a request to support reads low", () => {
  it.each([
    "Could you resend last month's statement?",
    "Please cancel the second user licence.",
    "We would like to upgrade to the bigger plan next month.",
    "Can I export the guest list before the event?",
    "Could the setup fee be reversed?",
    "I need some help with the stock import.",
    "Why is the yearly plan cheaper per month?",
    "How can my manager approve holidays?",
    "Is there a way to hide prices on the public page?",
    "Would it be possible to rename our workspace?",
    "Where can I find the setting for reminder times?",
    "What do we need to do to open a second branch?",
    "Do you offer training for new admins?",
    "Can the app produce a monthly statement?",
    "The printed menu looks messy.",
    "Caller asked us to move her renewal date to March.",
    "He wants to know whether old quotes can be archived.",
    "I'm a bit confused by the new pricing page.",
    "We're still waiting for the credit note from September.",
    "I'd love for our guests to get a reminder the day before.",
    "Please how we add a second warehouse?",
    "Can that be set up for all our branches?",
    "Is that normal?",
    "The menu on the website still has the previous prices."
  ])("%s", (text) => {
    expect(severity(text)).toBe("low")
  })
})

describe("a deviation from what the product does reads medium", () => {
  it.each([
    "Our booking widget used to show prices.",
    "The export no longer includes the notes.",
    "The numbers on the payroll screen look odd.",
    "Something is off with the holiday balances.",
    "Has something changed in the rota?",
    "Refunds show up as sales instead of returns.",
    "Cancelled shifts appear under last week.",
    "The labels come out sideways.",
    "The filter jumps back to the default every time.",
    "The app logs us out after lunch.",
    "The export leaves out the last column.",
    "The page still shows the old price.",
    "The welcome text went out twice.",
    "Nothing happens when I tap the bell.",
    "I changed the tax rate but the invoices kept the old one.",
    "Names with accents print as strange characters.",
    "The discount doesn't apply at the till.",
    "The scanner won't recognise the new cards.",
    "The two columns don't tally.",
    "The map puts the van far from where it really is.",
    "We've had difficulty getting the scales to pair with the till.",
    "We noticed that the stock count ignores returns.",
    "It forgets my language every time, even though I saved it in settings.",
    "The balance on the statement is different from our books.",
    "The driver app shows each job as unassigned."
  ])("%s", (text) => {
    expect(severity(text)).toBe("medium")
  })
})

describe("near misses: no request to support, no deviation", () => {
  it.each([
    "We want to help you grow your bookings this year.",
    "Why are 300 salons switching to online booking?",
    "How can a small business save ten hours a week?",
    "Can I send you our brochure?",
    "Would you be open to a short call?",
    "Your website still uses a design from 2015.",
    "I used to work in hospitality before moving into sales.",
    "I would like to introduce our new catering service.",
    "Please find our price list attached.",
    "If the report ever shows totals instead of averages, let me know.",
    "Thanks, that sorted it.",
    "Thanks so much, the new layout looks great.",
    "You asked about our rates last week, here they are.",
    "Having trouble collecting payments from clients?",
    "We noticed that your website loads in 9 seconds.",
    "Our approach is different from other agencies.",
    "We would love for you to try our app for free.",
    "Although the season is quiet, our team is busy.",
    "We're adding a manager next week and don't want her to see wages."
  ])("%s", (text) => {
    expect(severity(text)).toBeNull()
  })
})

describe("the floor never outweighs the rubric's own reading", () => {
  it("a request beside a fault reads the fault", () => {
    expect(severity("Nobody on the team can log in. Could you reset the server?")).toBe("critical")
  })
  it("a request beside a small cosmetic point stays low", () => {
    expect(severity("The icon colour is a bit off. Could you check it?")).toBe("low")
  })
  it("a marked point read only at the floor does not answer for its turn", () => {
    // The sentence after "the real problem" holds only a floor deviation; the leak told next answers.
    const text = "Two things. The logo looks messy on the invoices. Now the real problem. This morning the contact list showed names we don't recognise. Their notes belong to another company."
    expect(severity(text)).toBe("critical")
  })
  it("a later turn with a request does not lower an outage", () => {
    expect(valueOf("issue_severity", [user("Checkout is down for everyone."), user("Also could you send me last month's invoice?")])).toBe("critical")
  })
})
