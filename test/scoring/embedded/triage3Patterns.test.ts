// The general readings of round "triage3", each on sentences of our own with its near miss.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { correctionTurns } from "../../../src/scoring/embedded/text/correction.js"
import { INTENT } from "./manifests.js"
import { agent, severity, timing, user, valueOf } from "./triageReading.js"

const intents = compileEmbedded(INTENT)
const intent = (detector: string, text: string) => intents.score([user(text)])[detector]!.found

describe("triage3 readings", () => {
  it("a day after 'since' or a fault told past dates it, it is no deadline", () => {
    expect(timing("The upload page has been very slow since Tuesday, each file takes a minute.")).toBeNull()
    expect(timing("The overnight backups stopped running on Wednesday and nobody noticed.")).toBeNull()
    expect(timing("Our newsletter goes out on Wednesday and the editor won't save.")).toBe("soon")
  })
  it("a day kept as usual names nothing due", () => {
    expect(timing("The quiz night runs Friday as usual, no trouble there. How do I rename a team?")).toBeNull()
    expect(timing("The quiz night runs Friday and the scoring screen won't open.")).toBe("soon")
  })
  it("a reply telling most of it working again narrows the first alarm", () => {
    const msgs: ReadonlyArray<Message> = [
      user("None of our scales in the warehouse are printing!"),
      agent("Can you switch them off and on again?"),
      user("done, four of the five are printing again, the one at the loading bay still shows an error")
    ]
    expect(correctionTurns(msgs)).toEqual([2])
    expect(valueOf("issue_severity", msgs)).toBe("medium")
    expect(correctionTurns([user("The kiosk is frozen."), agent("Which one?"), user("the kiosk at the entrance, also the one upstairs")])).toEqual([])
  })
  it("everyone named as those who wish for something is not everyone hit", () => {
    expect(severity("The whole office would love a way to pin favourite reports.")).not.toBe("critical")
    expect(severity("The whole office can't open any reports since this morning.")).toBe("critical")
  })
  it("an apology for the sender's slow reply is no slowness", () => {
    expect(severity("Sorry for the slow reply, I was on leave. The report looks right now.")).not.toBe("medium")
    expect(severity("Sorry to bother you, the report page is slow to load, about a minute.")).toBe("medium")
  })
  it("an automatic reply the sender complains of is no automatic reply", () => {
    expect(intent("needs_human", "Every time I write I get an automatic reply with a help article. I want to speak to a person.")).toBe(true)
    expect(intent("needs_human", "Automatic reply: I am away until Monday. For anything needing a person, call reception.")).toBe(false)
  })
  it("the next hour is urgent, the next weeks are not", () => {
    expect(intent("urgency", "Could someone sort the booking page in the next hour? The class starts soon after.")).toBe(true)
    expect(intent("urgency", "We'll look at your proposal in the next few weeks.")).toBe(false)
  })
  it("an order ruled out at its clause's end declines, one put off does not", () => {
    expect(intent("not_interested", "We've kept our old supplier for the paint, so we won't be placing an order.")).toBe(true)
    expect(intent("not_interested", "We won't be placing an order until the new budget in April.")).toBe(false)
  })
  it("someone senior who already came is no request for one", () => {
    expect(intent("needs_human", "Someone senior from your office visited last week and explained everything, thank you.")).toBe(false)
    expect(intent("needs_human", "I'd like someone senior to look at this complaint.")).toBe(true)
  })
})
