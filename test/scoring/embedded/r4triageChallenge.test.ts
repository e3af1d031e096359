// Round 4 of the triage challenge set (cases in r4triageCases.ts): each asserted category read.
import { describe, expect, it } from "vitest"
import { R4_CASES } from "./r4triageCases.js"
import { valueOf } from "./triageReading.js"

describe("round 4: triage categories across products and styles", () => {
  const asserted = R4_CASES.flatMap((c) =>
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
