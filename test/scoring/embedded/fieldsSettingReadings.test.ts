// The round fields reading, beside its near misses: a weekday cut short in a chat reply is a
// moment ("weds", "thurs pm", "sat 21st"), but a span of opening hours or the words "sat", "wed"
// and "sun" are not. ("When …?" as asking for a field of days was tried and cost a dev2 check
// status; its answer "fri" stays a known miss of fieldsSetting.test.ts.)
import { describe, expect, it } from "vitest"
import { shapesIn } from "../../../src/scoring/embedded/text/shapes.js"

const moments = (text: string): Array<string> => shapesIn(text).filter((s) => s.kind === "moment").map((s) => text.slice(s.start, s.end))

describe("a weekday cut short", () => {
  it.each(["weds", "thurs pm", "fri please", "Tues.", "sat 21st", "sun 3rd"])("%s is a moment", (text) => {
    expect(moments(text).length).toBeGreaterThan(0)
  })
  // A span of opening hours is read whole elsewhere (calendarSpans), never as its first or last day alone.
  it.each(["Open Mon-Fri, 9 till 5", "Tues to Sat only", "we sat 3 hours in traffic", "they wed in a barn", "out in the sun on the 4th"])("%s has no cut-short day", (text) => {
    expect(moments(text).filter((m) => /^(?:mon|tues?|wed|thu|fri|sat|sun)\b/i.test(m) && !/[-–]|\bto\b/.test(m))).toEqual([])
  })
})
