// Round 4 of the triage challenge set (second set, r4triageCases2.ts): each asserted category read.
import { describe, expect, it } from "vitest"
import { R4_CASES_2 } from "./r4triageCases2.js"
import { valueOf } from "./triageReading.js"

describe("round 4, second set: triage categories", () => {
  const asserted = R4_CASES_2.flatMap((c) =>
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
