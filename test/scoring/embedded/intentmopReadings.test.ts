// Round "intentmop": the readings mended after triage3's known misses, each on sentences of our
// own (not the challenge set's) with a near miss beside it.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentenceHead } from "../../../src/scoring/embedded/text/sentences.js"
import { INTENT } from "./manifests.js"
import { severity, timing } from "./triageReading.js"

const intents = compileEmbedded(INTENT)
const found = (detector: string, text: string): boolean => intents.score([{ role: "user", content: text }])[detector]!.found

describe("intentmop readings", () => {
  it("a price sheet or rate card asked for is a price asked; the customer's own sheet is not", () => {
    expect(found("pricing_interest", "Would you forward the pricing sheet for the spring courses?")).toBe(true)
    expect(found("pricing_interest", "We'd need your rate card before Monday's meeting.")).toBe(true)
    expect(found("pricing_interest", "Where can I find a fee schedule for the storage units?")).toBe(true)
    expect(found("pricing_interest", "My pricing sheet import drops the last two rows.")).toBe(false)
    expect(found("pricing_interest", "The price sheet in our admin panel shows blank cells since Friday.")).toBe(false)
    expect(found("pricing_interest", "The rate sheet stopped syncing with the booking page.")).toBe(false)
  })

  it("a head with a subject and its verb before a colon is a sentence, not a label", () => {
    expect(sentenceHead("This isn't urgent in any way")).toBe(true)
    expect(sentenceHead("We are not in a rush")).toBe(true)
    expect(sentenceHead("It's fine")).toBe(true)
    expect(sentenceHead("Callback number")).toBe(false)
    expect(sentenceHead("Our budget")).toBe(false)
    expect(sentenceHead("Is this urgent?")).toBe(false)
    expect(found("urgency", "There is no rush on this one: could you check why the map pins look grey?")).toBe(false)
    expect(found("urgency", "It is an emergency: the freezer alarm at the bakery is going off.")).toBe(true)
    expect(timing("Nothing about this is urgent: the welcome banner has a typo.")).not.toBe("immediate")
  })

  it("in a form a sentence-shaped label stays a label", () => {
    expect(found("urgency", "Name: Tom Reyes\nEmail: tom@example.org\nI would like to: talk about the warehouse plan")).toBe(false)
  })

  it("a pointer before a colon opens the sender's point and its next sentence is read alone", () => {
    expect(severity("One more thing: the help icon is a little faded. The main problem is that the night nurses cannot sign in at all.")).toBe("high")
  })

  it("declining a channel with another chosen is no decline of the offer", () => {
    expect(found("not_interested", "No need to phone us, a letter is fine.")).toBe(false)
    expect(found("not_interested", "Please don't ring before noon, just text me the slot.")).toBe(false)
    expect(found("not_interested", "Don't call us again, we're happy where we are.")).toBe(true)
    expect(found("not_interested", "Please stop contacting us.")).toBe(true)
  })

  it("every one of the business's sites or working devices failing is the business stopped", () => {
    expect(severity("The booking screen froze on every one of our four reception desks' computers.")).toBe("critical")
    expect(severity("The card machines are offline in all our cafes and every one of our kiosks.")).toBe("critical")
    expect(severity("The loyalty app crashes at each of the salons we run.")).not.toBe("low")
    expect(severity("Any of our managers can approve the refund, so no hurry.")).not.toBe("critical")
  })

  it("every one of the people served refused is the customers blocked", () => {
    expect(severity("The timetable page shows an empty list to every pupil who logs in.")).toBe("high")
    expect(severity("The renewal form is stuck for every tenant on the east block.")).toBe("high")
    expect(severity("We sent the term letter to every parent yesterday, thank you for the template.")).toBeNull()
  })

  it("a fault at the sender's marked point decides when no cue reads it", () => {
    expect(severity("The banner colour is a bit loud. What really matters is that our drivers never receive the evening route.")).toBe("high")
    expect(severity("The logo looks squashed on tablets. The main issue is that saved filters don't appear in the side panel.")).toBe("medium")
    expect(severity("The logo looks squashed on tablets. The main thing is that we love the new layout.")).toBe("low")
  })
})
