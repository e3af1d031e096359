// Round triage12's readings, each beside near misses in the same words (sentences of our own):
// one other person's identity shown (triageImpact.ts), pay and secrets open to any one of a crowd
// (triageExposure.ts), a hedged minimiser turned by "but" (triage.ts voids), seats held under a
// contract (triageTier.ts), what the product computes or fetches denied, a monitor's resource
// warning, clipped text (triageFloor.ts), "this is an automated message" no away reply (text/units.ts);
// payers settling wrong sums, a figure wrong everywhere, a hazard's monitoring lost (triageImpact.ts)
// and what the fix is needed for on a named day (triageTime.ts).
import { describe, expect, it } from "vitest"
import { severity, timing, user, valueOf } from "./triageReading.js"

const tier = (text: string) => valueOf("customer_tier", [user(text)])

describe("one other person's identity on the sender's page is a leak", () => {
  it.each([
    "The receipt I printed shows another guest's name and phone number.",
    "My policy letter has a different policyholder's address on it.",
    "Minor thing perhaps, but my statement lists another tenant's email."
  ])("critical: %s", (text) => expect(severity(text)).toBe("critical"))
  it.each([
    "Could you move another customer's order to next week for me?",
    "The other patient on the waiting list asked me to call."
  ])("no leak: %s", (text) => expect(severity(text)).not.toBe("critical"))
})

describe("pay and secrets open to any one of a crowd", () => {
  it("reads the exposure told", () => {
    expect(severity("Since the update any user can view the payslips of the whole company.")).toBe("critical")
    expect(severity("Every student could open the staff passwords page this morning.")).toBe("critical")
  })
  it("leaves a feature and a question alone", () => {
    expect(severity("Any member can open the gallery, which is what we want. Could you add captions?")).not.toBe("critical")
    expect(severity("Can any employee see the salary column if I share the sheet?")).not.toBe("critical")
  })
})

describe("a hedged minimiser turned by 'but' is manners", () => {
  it("reads what follows it", () => {
    expect(severity("Small issue maybe, but nobody can clock in at the depot.")).toBe("critical")
  })
  it("keeps the sender's verdict when nothing worse follows", () => {
    expect(severity("Small issue: the footer colour is a bit pale.")).toBe("low")
    expect(severity("Not a big deal, the icon is slightly blurred.")).toBe("low")
  })
})

describe("seats held under a contract name the largest plan", () => {
  it.each([
    "We have 600 seats with you under our annual agreement and exports fail.",
    "Our 90 licences on the group contract can't sync."
  ])("enterprise: %s", (text) => expect(tier(text)).toBe("enterprise"))
  it.each([
    "We have 5 users and our contract renews in May. The logo is blurry.",
    "There are 40 seats in the hall and the booking page is slow."
  ])("no contract size: %s", (text) => expect(tier(text)).not.toBe("enterprise"))
})

describe("floor readings of a fault told plainly", () => {
  it("reads computing or fetching denied, a monitor's warning, clipped text", () => {
    expect(severity("The timesheet won't calculate the bank holiday rate.")).toBe("medium")
    expect(severity("The shared calendar isn't pulling in new events.")).toBe("medium")
    expect(severity("Memory usage above 92% on app-2 for 20 minutes.")).toBe("medium")
    expect(severity("The receipt printer cuts off the last line of the address.")).toBe("low")
  })
  it("reads no fault in plain talk of figures", () => {
    expect(severity("Our occupancy was at 85% last summer, thanks for a great year.")).toBeNull()
  })
})

describe("a monitor's 'automated message' is still read; an away reply is not", () => {
  it("reads the alert", () => {
    expect(severity("ALERT: the booking API is down in all regions. This is an automated message.")).toBe("critical")
  })
  it("drops an away reply", () => {
    expect(severity("This is an automatic reply. I'm out of the office until Tuesday.")).toBeNull()
    expect(severity("This is an automated response: I am currently away and will reply on my return.")).toBeNull()
  })
})

describe("money settled wrongly, a figure wrong everywhere, a hazard's monitoring lost: high", () => {
  it("reads them", () => {
    expect(severity("Since Monday our tenants are paying the wrong amounts on their rent statements.")).toMatch(/high|critical/)
    expect(severity("Opening hours are wrong everywhere on the booking pages.")).toMatch(/high|critical/)
    expect(severity("Prices are missing across all stores on the shelf labels.")).toMatch(/high|critical/)
    expect(severity("The cellar's CO2 sensors stopped reporting after the firmware update.")).toMatch(/high|critical/)
  })
  it("leaves the near misses mild", () => {
    expect(severity("One client paid the wrong amount last month, we've sorted it with her.")).not.toBe("critical")
    expect(String(severity("Could you show the smoke alarm test dates on the report?"))).not.toMatch(/high|critical/)
  })
})

describe("what the fix is needed for on a named day is soon", () => {
  it("reads the day", () => {
    expect(timing("The rota export fails. We need it to plan the shifts on Thursday.")).toBe("soon")
    expect(timing("The labels print blank and I need them for the market on Saturday.")).toBe("soon")
  })
  it("no deadline from a day gone by or a need denied", () => {
    expect(timing("The rota export failed on Thursday, we sorted it by hand.")).not.toBe("soon")
    expect(timing("The rota export fails, but we don't need it until later in the year.")).not.toBe("soon")
  })
})
