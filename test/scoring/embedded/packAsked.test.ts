// A question about others or the vendor, a vendor's words read back, a report, someone else's
// title or criteria: the topic word without the buyer's signal (rubrics/sales/asked.ts and the
// packs' `elsewhere`). Cases of our own in packAskedCases.ts; the new cue groups read alone here.
import { describe, expect, it } from "vitest"
import { compileCue, cueTextOf, matchCue } from "../../../src/scoring/embedded/text/cues.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { ASKED_NEAR_MISSES, STATED_CONTROLS } from "./packAskedCases.js"
import { CALL_CONTROLS, CALL_NEAR_MISSES } from "./packCallCases.js"
import { notStated, stated } from "./salesprecReading.js"

describe("the topic asked about, quoted or someone else's states no pack field", () => notStated(ASKED_NEAR_MISSES))
describe("the buyer's own statement is still read, in a question too", () => stated(STATED_CONTROLS))
describe("calls and emails: a count, a heard-you, a date or a title of something else states no pack field", () => notStated(CALL_NEAR_MISSES))
describe("calls and emails: the field stated plainly is still read", () => stated(CALL_CONTROLS))

const matches = (pattern: string, text: string) => matchCue(compileCue(pattern), cueTextOf(tokenize(text))) !== null

describe("cue groups for questions", () => {
  const QUESTION = "^ @what/@how *1 @do/@does **- **- ?$"
  it("reads a question with none of the speaker's own words", () => {
    expect(matches(QUESTION, "What do other clinics pay for this?")).toBe(true)
    expect(matches(QUESTION, "Thanks. How do most firms handle it?")).toBe(true)
  })
  it("stops at the speaker's own words (*-, **-)", () => expect(matches(QUESTION, "What do we need to get started?")).toBe(false))
  it("starts only where a clause opens (^)", () => expect(matches(QUESTION, "I wonder what do others pay?")).toBe(false))
  it("ends at a question, not a form label's '?:' (?$)", () => expect(matches(QUESTION, "What does it cost?: about 5k")).toBe(false))
})
