// Round sev's readings (triageStalled.ts, triageTimeSev.ts, triagePast.ts, the vendor void in
// triage.ts), each beside near misses in the same words (sentences of our own).
import { describe, expect, it } from "vitest"
import { severity, timing, user, valueOf } from "./triageReading.js"

describe("a thing that won't do its job is a fault", () => {
  it.each([
    "The booking calendar won't load on any browser.",
    "Our till software won't print receipts since the update.",
    "It won't let me submit the claim form."
  ])("high: %s", (text) => expect(severity(text)).toBe("high"))
  it("leaves the speaker's own plans alone", () => {
    expect(severity("We won't publish the new menu until the chef signs it off. How do I schedule a post?")).toBe("low")
  })
})

describe("nothing of a kind moving", () => {
  it("reads the stopped stream", () => {
    expect(severity("No invoices are going out to clients since the weekend.")).toBe("high")
    expect(severity("No reminders have been sending this week.")).toBe("high")
  })
  it("leaves 'no worries' before a comma alone", () => {
    expect(severity("No worries, everything is going fine now, thanks for the help!")).toBeNull()
  })
})

describe("work redone by hand while the fault lasts", () => {
  it("everything by hand is high, some of it medium", () => {
    expect(severity("Since the scanner broke we are keying every delivery note into stock manually.")).toBe("high")
    expect(severity("The discount didn't apply to a few orders, so I corrected them by hand.")).toBe("medium")
  })
})

describe("another person's record put on someone's document", () => {
  it("is a leak", () => {
    expect(severity("The booking app is attaching the previous guest's invoice to every new confirmation.")).toBe("critical")
    expect(severity("Your system printed the wrong patient's name on my appointment letter.")).toBe("critical")
  })
  it("a request about another person's record is not", () => {
    expect(severity("Please update the previous tenant's address in the flat record, they moved.")).not.toBe("critical")
  })
})

describe("a fault that strikes a few times a day and passes", () => {
  it("is intermittent (medium)", () => {
    expect(severity("A couple of times a week the label printer stalls for a few seconds and then carries on.")).toBe("medium")
  })
})

describe("the sender's closing verdict alone", () => {
  it("'Minor.' makes the point small", () => {
    expect(severity("The header on the quote PDF uses the old company colour. Minor.")).toBe("low")
  })
})

describe("a past fault mended, told in a relative clause", () => {
  it("is no fault standing", () => {
    expect(severity("The reservations page was offline on Sunday morning, which your team fixed within the hour.")).not.toBe("critical")
  })
  it("a fault standing still reads", () => {
    expect(severity("The reservations page is offline and nobody can book a table.")).toBe("critical")
  })
})

describe("another vendor's loss told as why the sender came", () => {
  it("is not the sender's fault", () => {
    expect(severity("Our previous supplier deleted all our records by accident, so we moved to you. Do you keep off-site copies?")).not.toBe("critical")
  })
})

describe("time: standing instructions, filings, nobody able to buy for tonight", () => {
  it("a signature's 'for anything urgent, ring' asks no haste", () => {
    expect(valueOf("time_sensitivity", [user("Could you resend the March statement please?\n\nKind regards,\nOwen\nFor anything urgent please call 0161 555 0100")])).not.toBe("immediate")
  })
  it("a filing on a named day is soon", () => {
    expect(timing("The VAT report shows the wrong figures and our bookkeeper submits it on Friday.")).toBe("soon")
  })
  it("nobody able to book for tonight is immediate", () => {
    expect(timing("The booking page is broken, nobody can reserve a table for tonight.")).toBe("immediate")
  })
  it("a day in a past tense stays no deadline", () => {
    expect(timing("The files on Monday uploaded fine, it's only today's batch that looks odd. No rush.")).not.toBe("soon")
  })
})

describe("harm told without the usual fault words (triageHarm.ts)", () => {
  it("a distress alarm that raises nothing is critical", () => {
    expect(severity("The SOS pendants in the care home stopped working overnight, pressing them does nothing.")).toBe("critical")
    expect(severity("Our guard's app did not send the alert when he hit the duress button.")).toBe("critical")
  })
  it("a question about the alarm is not", () => {
    expect(severity("How do I change the sound of the panic button alert?")).not.toBe("critical")
  })
  it("no money reaching the account is critical; one payment asked about is not", () => {
    expect(severity("Tickets are selling but no payments have landed in our bank since the 3rd.")).toBe("critical")
    expect(severity("No money has been taken from my card yet, is that normal?")).not.toBe("critical")
  })
  it("the public acting on wrong information is high", () => {
    expect(severity("Since the import, patients are being sent the wrong address for the new clinic.")).toBe("high")
  })
  it("a figure wrong for every member is high", () => {
    expect(severity("The annual statement shows incorrect balances for every member of the pension scheme.")).toBe("high")
  })
})

describe("another party's records seen (triageImpact.ts, triageExposure.ts)", () => {
  it("records of people from a different school or practice are a leak", () => {
    expect(severity("Our receptionist can see appointment notes of patients from a different practice.")).toBe("critical")
  })
  it("anyone with the link seeing private records is a leak; sharing a document is not", () => {
    expect(severity("Anyone with the link to the volunteer list can see their home phone numbers and dates of birth.")).toBe("critical")
    expect(severity("I'd like a setting so that anyone with the link can view the brochure.")).not.toBe("critical")
  })
})

describe("an account taken over (triageHarm.ts)", () => {
  it("logins from somewhere unknown that changed details are critical", () => {
    expect(severity("Two managers' accounts were logged into from unrecognised devices and the recovery emails were changed.")).toBe("critical")
  })
  it("a login from abroad that fails is not a takeover", () => {
    expect(severity("I logged in from abroad on holiday and now I can't get the verification code.")).not.toBe("critical")
  })
})

describe("a later reply's own verdict takes back the first alarm (text/correction.ts)", () => {
  const sev = (...turns: Array<[string, string]>) =>
    valueOf("issue_severity", turns.map(([role, content]) => ({ role: role as "user" | "agent", content })))
  it("'it's only cosmetic' and 'that works for now' lower it", () => {
    expect(sev(["user", "The product photos stopped loading in the gallery view."], ["agent", "Is this blocking your sales?"], ["user", "no, honestly it's only cosmetic"])).toBe("low")
    expect(sev(["user", "The bulk upload fails every time."], ["agent", "Meanwhile you could upload from the single-item form."], ["user", "fine, that works for now"])).not.toBe("high")

    // "that'll" runs the pronoun into its verb: no space before the apostrophe (rev16 found it never matched)
    expect(sev(["user", "The bulk upload fails every time."], ["agent", "Meanwhile you could upload from the single-item form."], ["user", "ok that'll do for now, thanks"])).not.toBe("high")
  })
  it("a reply adding a new fault keeps the alarm", () => {
    expect(sev(["user", "The bulk upload fails every time."], ["agent", "Meanwhile you could upload from the single-item form."], ["user", "that works for now, but also the whole shop is down now and nobody can pay"])).toBe("critical")
  })
})

describe("hold-out mends (round sev): participles, shown records, past forms, a story opened by its period", () => {
  it("nothing of a kind moved, told with a participle", () => {
    expect(severity("No reminder texts have gone out since the weekend.")).toBe("high")
    expect(["high", "critical"]).toContain(severity("No online orders have come through since noon."))
  })
  it("another person's record shown to the sender is a leak", () => {
    expect(severity("The tracking page displayed the previous recipient's address and signature.")).toBe("critical")
  })
  it("work already redone by hand is a workaround", () => {
    expect(severity("Three of the timesheets came through blank, so I re-entered those by hand.")).toBe("medium")
  })
  it("a story opened by a period gone by is no fault standing; one since then still is", () => {
    expect(severity("Last month the app was offline for an afternoon. Do you publish incident reports?")).not.toBe("critical")
    expect(severity("Since last month the app is offline every afternoon and nobody can book.")).toBe("critical")
  })
})
