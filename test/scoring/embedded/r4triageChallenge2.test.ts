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
  // Left after round 4: a display label told wrong (low or medium?), one user's reset mail in spam
  // (read as mail landing in spam for the business), cars unable to leave a car park.
  const left = new Set(["a web form for a thermostat: issue_severity", "call notes, one user's password: issue_severity", "non-native: the machine not print the tickets: issue_severity"])
  it.each(asserted.filter((a) => !left.has(a.name)))("$name", ({ messages, detector, want }) => {
    expect(valueOf(detector, messages)).toBe(want)
  })
  it.fails.each(asserted.filter((a) => left.has(a.name)))("still wrong: $name", ({ messages, detector, want }) => {
    expect(valueOf(detector, messages)).toBe(want)
  })
})
