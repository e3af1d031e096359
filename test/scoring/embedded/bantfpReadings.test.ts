// bantfp's readings one by one, each beside near misses that must keep their find: a sign-off
// limit is no budget, money absent "until" a date gives no timeline, a contract's own run is no
// purchase date. Sentences of our own.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT } from "./manifests.js"

const bant = compileEmbedded(BANT)
const found = (text: string, detector: string): boolean => bant.score([{ role: "user", content: text }])[detector]!.found

describe("a sign-off limit is no budget", () => {
  it.each([
    "The quartermaster approves kit orders up to €1,200 on his own.",
    "I can authorise anything under €900 without the committee.",
    "Any purchase above 4k needs both directors to sign."
  ])("no budget: %s", (text) => expect(found(text, "budget")).toBe(false))
  it.each([
    "The committee approved €3,000 for the new scoring software.",
    "I can approve up to €1,200 myself, and we've put aside €800 for the app.",
    "We can spend up to €900 on it this season."
  ])("budget kept: %s", (text) => expect(found(text, "budget")).toBe(true))
  it("the limit still tells who decides", () => expect(found("I can authorise spend up to £700 for the stables.", "authority")).toBe(true))
})

describe("money absent until a date gives no timeline", () => {
  it.each([
    "There's no budget for a scoring app until 2030.",
    "We won't have any money for it until the next fiscal year.",
    "Zero funding for new tools until March, sorry."
  ])("no timeline: %s", (text) => expect(found(text, "timeline")).toBe(false))
  it.each([
    "No budget until March, but we want the scoring app live by May.",
    "We have money for it and want to start in March.",
    "Spending is fine; we need it running before the 2030 season opens in April."
  ])("timeline kept: %s", (text) => expect(found(text, "timeline")).toBe(true))
})

describe("a contract's own run is no purchase date", () => {
  it.each(["Our current subscription runs until October 2028.", "The lease on the scoring kit renews every May."])(
    "no timeline: %s",
    (text) => expect(found(text, "timeline")).toBe(false)
  )
  it.each(["Our subscription runs until October, so we want the new tool live by then.", "We need a replacement before our contract ends in May."])(
    "timeline kept: %s",
    (text) => expect(found(text, "timeline")).toBe(true)
  )
})
