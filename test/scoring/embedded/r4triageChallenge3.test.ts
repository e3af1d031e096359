// Round 4 of the triage challenge set (third set, r4triageCases3.ts): each asserted category read.
import { describe, expect, it } from "vitest"
import { R4_CASES_3 } from "./r4triageCases3.js"
import { valueOf } from "./triageReading.js"

describe("round 4, third set: triage categories", () => {
  const asserted = R4_CASES_3.flatMap((c) =>
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
  // Left: a search that "returns nothing" read as high cost a check-half severity value (11-27, dropped).
  const left = new Set(["a shop's search returns nothing: issue_severity"])
  it.each(asserted.filter((a) => !left.has(a.name)))("$name", ({ messages, detector, want }) => {
    expect(valueOf(detector, messages)).toBe(want)
  })
  it.fails.each(asserted.filter((a) => left.has(a.name)))("still wrong: $name", ({ messages, detector, want }) => {
    expect(valueOf(detector, messages)).toBe(want)
  })
})
