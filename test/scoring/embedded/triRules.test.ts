// Round tri (11-28): the readings it added, each on sentences of our own with the near misses it
// must not fire on (rubrics/triageTeamScope.ts, rubrics/triageTime.ts).
import { describe, expect, it } from "vitest"
import { severity, timing } from "./triageReading.js"

describe("one named team blocked is high, not everyone", () => {
  it("reads a function team bounding 'nobody', 'none … for anyone' and 'our entire … team' as high", () => {
    expect(severity("Nobody in the marketing team can open the image library since this morning.")).toBe("high")
    expect(severity("None of the monthly reports open for anyone in the finance team.")).toBe("high")
    expect(severity("The quote builder has broken for our entire sales team.")).toBe("high")
  })
  it("leaves the bare team, the office and a team's likes or questions alone", () => {
    expect(severity("Nobody on the team can log in. Could you reset the server?")).toBe("critical")
    expect(severity("The whole office can't open any reports since this morning.")).toBe("critical")
    expect(severity("Nobody in our marketing team likes the new colour scheme.")).not.toMatch(/high|critical/)
    expect(severity("Our entire design team loves the new image library.")).toBeNull()
    expect(severity("Could anyone in the bookings team tell me how to export?")).not.toMatch(/high|critical/)
  })
})

describe("a deadline behind a hedge, a near time called fine", () => {
  it("reads 'not urgent, but … this week' and 'tomorrow is fine' as soon", () => {
    expect(timing("Not urgent, but we'd want it done this week if possible.")).toBe("soon")
    expect(timing("The label is wrong. Not pressing, but we need it right before the fair on the 12th.")).toBe("soon")
    expect(timing("Please don't rush a patch that breaks other things; tomorrow is fine.")).toBe("soon")
    expect(timing("Could you look at it within the next day or two?")).toBe("soon")
  })
  it("keeps a hedge alone, or with no date after it, flexible", () => {
    expect(timing("Not urgent - the widget shows yesterday's times until you refresh it.")).toBe("flexible")
    expect(timing("Not urgent, but it is a bit annoying.")).toBe("flexible")
    expect(timing("It worked fine on Tuesday but the export is broken now.")).not.toBe("soon")
  })
  it("reads a presentation on a day, every sale lost and a P1 asked for", () => {
    expect(timing("I have a client presentation on Thursday and the slides are in there.")).toBe("soon")
    expect(timing("We had a demo on Friday and it went well.")).toBeNull()
    expect(timing("Card payments error out, we're losing every sale.")).toBe("immediate")
    expect(timing("Every page returns an error. Please treat as a P1.")).toBe("immediate")
    expect(timing("Was last week's outage logged as a P1 on your side?")).not.toBe("immediate")
  })
})
