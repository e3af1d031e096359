// Round 2 of the triage challenge set (cases in r2triageCases.ts): each asserted category read.
import { describe, expect, it } from "vitest"
import { BOUNDARY_CASES } from "./r2triageBoundaries.js"
import { CASES } from "./r2triageCases.js"
import { correctionTurns } from "../../../src/scoring/embedded/text/correction.js"
import { agent, user, valueOf } from "./triageReading.js"

describe("round 2: triage categories on tickets told in new words", () => {
  const asserted = [...CASES, ...BOUNDARY_CASES].flatMap((c) =>
    (
      [
        ["issue_severity", c.severity],
        ["customer_tier", c.tier],
        ["time_sensitivity", c.time]
      ] as const
    )
      .filter(([, want]) => want !== undefined)
      .map(([detector, want]) => ({ name: `${c.name}: ${detector}`, messages: c.messages, detector, want }))
  )
  it.each(asserted)("$name", ({ messages, detector, want }) => {
    expect(valueOf(detector, messages)).toBe(want)
  })
})

describe("a reply that takes back the first report", () => {
  const reply = (text: string) => [user("Nobody in the depot can print labels."), agent("Checking now. Is it every printer?"), user(text)]
  it.each([
    ["actually it's only the one by the door", [2]],
    ["turns out it was just my screen", [2]],
    ["oh it's just the top margin, sorry", [2]],
    ["yes every printer, and also the scanners now", []],
    ["yes, all of them", []]
  ] as const)("%s", (text, want) => {
    expect(correctionTurns(reply(text))).toEqual(want)
  })
  it("a first message corrects nothing", () => {
    expect(correctionTurns([user("actually it's only one printer")])).toEqual([])
  })
})
