// Answers in multi-turn transcripts (answersCases.ts, 82 of our own; round answers2 added 12, 5 wrong before it and 1 after; 12 of the first 59 were wrong
// on main before the answers round): each case is asserted right, except those in `knownMisses`,
// asserted wrong, so a reading that mends one must take it off the list (and one that breaks a
// case must add it).
import { describe, expect, it } from "vitest"
import type { Detection } from "../../../src/domain/types.js"
import { type AnswerCase, CASES, RUBRICS, type Want } from "./answersCases.js"

const detect = (c: AnswerCase): Detection => {
  const input = c[3].map(([who, content]) => ({ role: who === "a" ? "agent" : "user", content }))
  return RUBRICS[c[1]].score(input)[c[2]]!
}

const meets = (d: Detection, want: Want): boolean =>
  want === "found" ? d.found : want === "absent" ? !d.found && !d.negated : want === "denied" ? !d.found && d.negated : (d.found ? d.value : null) === want.category

/** The cases the engine still reads wrong. */
const knownMisses: ReadonlyArray<string> = ["d4", "g4"]

describe("answers in multi-turn transcripts", () => {
  it("misses exactly the known set", () => {
    const missed = CASES.filter((c) => !meets(detect(c), c[4])).map((c) => c[0])
    expect(missed).toEqual(knownMisses)
  })
  it.each(CASES.map((c) => [c[0], c] as const))("%s", (_, c) => {
    expect(meets(detect(c), c[4])).toBe(!knownMisses.includes(c[0]))
  })
})
