// Round triage11's readings, each beside near misses in the same words (sentences of our own):
// a bare "works now" after the agent asked for a step of the customer's own (text/proposedFix.ts,
// correction.ts resolvedTurns), and a fault told as a past episode (rubrics/triagePast.ts).
import { describe, expect, it } from "vitest"
import { resolvedTurns } from "../../../src/scoring/embedded/text/correction.js"
import { proposesOwnStep } from "../../../src/scoring/embedded/text/proposedFix.js"
import { agent, severity, timing, user } from "./triageReading.js"

/** What a near miss may read: anything short of high. */
const MILD = ["medium", "low", null]

describe("proposesOwnStep: the agent asks for a step at the customer's own desk", () => {
  it.each([
    "Could you log out and back in on one tablet?",
    "Please clear the browser cache and try once more.",
    "Can you try restarting the kiosk?",
    "Could you ask a parent to update the app from the store and try again?",
    "Would you check your connection and reload the page?",
    "Try using a private window, please."
  ])("asks a step: %s", (text) => expect(proposesOwnStep(text)).toBe(true))
  it.each([
    "We pushed a fix to the scanner driver, could you try again?",
    "We've restarted the web nodes. Could you clear your cache and reload?",
    "Could you try again?",
    "Fixed on our side, please log out and back in.",
    "Which browser are you using?",
    "The new version is live, could you restart the app?"
  ])("no step of the customer's own, or a vendor step told: %s", (text) => expect(proposesOwnStep(text)).toBe(false))
})

describe("resolvedTurns: a bare gone reply after the customer's own step", () => {
  const first = user("None of the lockers at the pool open with the member wristbands.")
  const read = (ask: string, reply: string): boolean => resolvedTurns([first, agent(ask), user(reply)]).includes(2)
  it("reads the fault gone after the customer's own step", () => {
    expect(read("Could you restart the locker controller?", "works now, thanks")).toBe(true)
    expect(read("Please try turning the reader off and on again.", "Done, they're working again. Cheers!")).toBe(true)
  })
  it("keeps the alarm after a vendor's fix, a question, or something still wrong", () => {
    expect(read("We've reset the locker service, could you try again?", "works now, thanks")).toBe(false)
    expect(read("Which lockers are affected?", "all fine now")).toBe(false)
    expect(read("Could you restart the locker controller?", "works now on the ground floor but upstairs still won't open")).toBe(false)
    expect(read("Could you restart the locker controller?", "works now, but what went wrong on your end?")).toBe(false)
    expect(read("Could you restart the locker controller?", "tried that, no change")).toBe(false)
  })
})

describe("triagePast: a fault dated to a period gone by, or mended before the message", () => {
  it("reads a past outage asked about as no standing fault", () => {
    expect(MILD).toContain(severity("Last year's outage, when the ticket site went down on the Friday, lost us a few sales. Do you publish uptime figures?"))
    expect(severity("Back in February the card reader integration was down for a morning. Has that been fixed for good?")).toBe("low")
    expect(MILD).toContain(severity("A couple of months ago the portal crashed during our open day. Is there an uptime report we could see?"))
    expect(severity("A few members saw booking errors for ten minutes on Tuesday night. It cleared on its own. Was there an incident on your end?")).toBe("low")
    expect(severity("The rota import was broken on Wednesday, but your team fixed it by lunch. Everything came through. No action needed.")).toBeNull()
  })
  it("keeps a fault still standing, dated by 'since' or 'last night'", () => {
    expect(severity("Since last month's update the whole site is down for everyone.")).toBe("critical")
    expect(severity("The ticket site has been down since last week, nobody can buy tickets.")).toBe("critical")
    expect(severity("The booking page went down last night and customers still can't book.")).toMatch(/critical|high/)
    expect(severity("The card reader was down all morning and it's still failing now.")).toMatch(/critical|high/)
  })
})

describe("triageUnread: faults told in words no other cue read", () => {
  it("reads them", () => {
    expect(severity("The dosing screen suggests rabbit doses five times too high since the update.")).toBe("critical")
    expect(severity("the fee is gone 2 times from my account for one lesson")).toMatch(/high|medium/)
    expect(severity("The timesheet loses all the entries when a nurse presses save.")).toMatch(/high|critical/)
    expect(severity("Every job sent to the plotter today came out as a blank page.")).toMatch(/high|critical/)
    expect(severity("No lab results have come through since 6am for any clinic.")).toMatch(/high|critical/)
    expect(severity("The app is billing members for classes they already cancelled.")).toMatch(/high|critical/)
    expect(severity("The power is off in my flat even though I topped up an hour ago.")).toMatch(/high|critical/)
  })
  it("leaves the near misses to other readings", () => {
    expect(severity("Could you double-check the dose guidance in the help article? A vet asked if it is up to date.")).not.toBe("critical")
    expect(MILD).toContain(severity("How do I take the deposit twice, once at booking and once on arrival?"))
    expect(MILD).toContain(severity("Does the form lose my answers if I close the tab before saving?"))
    expect(MILD).toContain(severity("Can I print every ticket on a blank card stock instead of the branded one?"))
    expect(severity("No new bookings have come through since Sunday, is that normal for August?")).not.toBe("critical")
  })
})

describe("featureAsked: a wish told as a complaint, a how-to in alarming words", () => {
  it("reads them low", () => {
    expect(severity("It's daft that guests still can't choose a room type in the booking page. Please add this.")).toBe("low")
    expect(severity("Honestly the calendar is useless without a week view. Build it please.")).toBe("low")
    expect(severity("So annoying to type the pet's name every visit. Could the app remember the last pet I picked?")).toBe("low")
    expect(severity("HUGE problem: the head wants the newsletter in purple. How do I change the theme colour?")).toBe("low")
  })
  it("keeps a fault beside the ask", () => {
    expect(severity("Since Monday guests can't pay in the booking page at all. Please add a way round this.")).toMatch(/high|critical|medium/)
    expect(severity("The week view stopped loading after the update. Please add it back.")).not.toBe("low")
    expect(severity("Nobody on our staff can log in. How do I reset everyone's password?")).toMatch(/high|critical/)
  })
})

describe("notATicket: a test of the inbox is no ticket", () => {
  it("reads no severity in a test", () => {
    expect(severity("Testing our new contact form, please ignore this one.")).toBeNull()
    expect(severity("This is just a test from the office - please disregard.")).toBeNull()
  })
  it("keeps a fault about test messages", () => {
    expect(severity("Our test emails to customers never arrive and the real ones fail too, please ignore the earlier ticket.")).not.toBeNull()
  })
})

describe("featureAsked: a second matter beside the ask", () => {
  it("leaves the second matter to be read", () => {
    expect(severity("Could the app remember my last search? Separately, nobody in the office can log in and wages go out at noon.")).toMatch(/high|critical/)
  })
})

describe("triage11 bounds and deadlines: others able, an hour that must be met", () => {
  it("reads them", () => {
    expect(severity("My daughter's report card shows error 500 when I open it. Other parents can open it fine.")).toBe("medium")
    expect(timing("Call notes 07:50: head of ops rang, wants an engineer on it now.")).toBe("immediate")
    expect(timing("The closure message has to reach all parents before 8:15 or they will set off.")).toBe("immediate")
  })
  it("leaves the near misses", () => {
    expect(timing("We have to clock in before 8:30 every morning, is there a reminder option?")).not.toBe("immediate")
    expect(timing("Would it be possible for someone to look at it now or later in the week, whatever suits?")).not.toBe("immediate")
  })
})
