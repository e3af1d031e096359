// Readings added on branch r4custclass, on sentences of our own: options ruled out without
// "rather than" (text/ruledOut.ts), and time nouns that are spans, not choices
// (engine/categoryTopics.ts withoutCountedTimes).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { withoutCountedTimes } from "../../../src/scoring/embedded/engine/categoryTopics.js"
import { ruledOut } from "../../../src/scoring/embedded/text/ruledOut.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const ruled = (text: string): string => {
  const tokens = phraseUnit(text).tokens
  const marks = ruledOut(tokens)
  return tokens.filter((_, k) => marks[k]).map((t) => t.norm).join(" ")
}

describe("an option ruled out", () => {
  it.each([
    ["Not Fridays, I coach the under-nines then", "not fridays"],
    ["Not by the lake, somewhere in town please", "not by the lake"],
    ["My Saturdays are taken with the allotment", "my saturdays"],
    ["Late slots are impossible for me because of the bus", "late slots"],
    ["The depot option is no good, it's miles away", "the depot option"],
    ["Face to face is out of the question this month", "face to face"]
  ])("%j rules out %j", (text, want) => {
    expect(ruled(text)).toBe(want)
  })

  it.each([
    "Not sure, let me check with my partner",
    "Not working, the screen stays blue",
    "Not yet, I'll send it on Monday",
    "The printer is not loading paper",
    "Not at all."
  ])("a fault, an answer or a one-word reply rules out nothing: %j", (text) => {
    expect(ruled(text)).toBe("")
  })

  it("a thing told booked is read as ruled out too (a known over-reach: it names no category unless one is that thing)", () => {
    expect(ruled("The meeting room is booked for a fault review")).toBe("the meeting room")
  })
})

describe("time nouns counted or dated", () => {
  const kept = (text: string) => withoutCountedTimes(phraseUnit(text).tokens).map((t) => t.norm).filter((w) => /^[a-z]+$/.test(w)).join(" ")
  it.each([
    ["we can only spare four days for the move", "we can only spare four for the move"],
    ["we stayed three nights at the coast last weekend", "we stayed three at the coast last"],
    ["nights suit me best", "nights suit me best"],
    ["happy to do weekends and the odd evening", "happy to do weekends and the odd evening"],
    // "a"/"an" before the noun is the choice itself, not a count; "a few" still counts.
    ["i would take a night shift over days", "i would take a night shift over days"],
    ["we could try a weekend rota", "we could try a weekend rota"],
    ["we were away for a few weeks", "we were away for a few"]
  ])("%j keeps %j", (text, want) => {
    expect(kept(text)).toBe(want)
  })
})

describe("what fails names its kind (engine/categoryTopics.ts)", () => {
  const scorer = compileEmbedded(compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "area", type: "classification", categories: ["device", "login", "app"], examples: [
        { text: "My trackpad clicks on its own", category: "device" },
        { text: "The one-time code never comes through", category: "login" },
        { text: "The timesheet tool freezes on save", category: "app" }
      ] }
    ]
  }))
  const valueOf = (text: string) => {
    const d = scorer.score([{ role: "user", content: text }])["area"]!
    return d.found ? d.value : null
  }
  it.each([
    ["I can't get into my account since the weekend", "login"],
    ["The staff portal won't load the leave page", "app"],
    ["My docking station died, no lights at all", "device"]
  ])("%j: %s", (text, want) => {
    expect(valueOf(text)).toBe(want)
  })
  it("the sentence the sender marks as the point decides over a side remark told first", () => {
    expect(valueOf("Since Monday the one-time code never comes through, I've been using backup codes. The bigger problem is that the timesheet tool throws away my hours when I press save.")).toBe("app")
    // A marked point that reads no category leaves the choice as it was.
    expect(valueOf("My trackpad clicks on its own and opens random windows. The real problem is that I have a deadline tomorrow.")).toBe("device")
  })

  it("a denial's object names nothing: only a failed capability's does", () => {
    expect(valueOf("We don't need a new laptop, thanks, we just had a question about invoices")).toBeNull()
  })
})
