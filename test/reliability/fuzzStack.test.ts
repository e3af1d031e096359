import { describe, expect, it } from "vitest"
import { type MutationChoice, mutateMany, serialize } from "./support/fuzz/mutations.js"

// The fuzzer itself: a stack of mutations must still be a body it can send. On 11-29 CI drew a
// stack whose text JSON.stringify could not hold ("Invalid string length"): copied arrays of
// copied long strings, once the example limit was 3,000. This is one such stack.
const pick = (kind: number, pickAt: number, variant: number): MutationChoice => ({ kind, pick: pickAt, variant, size: 40, key: "k" })
const OVERSIZED_STRING = 5
const OVERSIZED_ARRAY = 6

describe("stacked fuzz mutations", () => {
  const body = { name: "n", custom_detectors: [{ name: "d", type: "presence", examples: ["a b", "c d", "e f"] }] }

  it("stops a stack before its text outgrows a string, keeping what it stacked", () => {
    const stacked = mutateMany(body, [
      pick(OVERSIZED_STRING, 3, 2), // the first example made 70,000 long
      pick(OVERSIZED_ARRAY, 1, 2), // examples copied past their limit: 3,003 × 70,000
      pick(OVERSIZED_ARRAY, 0, 2) // the detector copied past its limit
    ])
    expect(stacked.label).toBe("string of 70000 at custom_detectors[0].examples[0]")
    expect(stacked.expect).toEqual({ kind: "no5xx" })
    expect(serialize(stacked.body).length).toBeLessThan(4_000_000)
  })

  it("counts a deep nesting at the size it serializes to", () => {
    const stacked = mutateMany(body, [
      { kind: 4, pick: 7, variant: 0, size: 20_000, key: "k" }, // the first example nested 20,000 deep (~120,000 characters)
      pick(OVERSIZED_ARRAY, 1, 2), // those examples copied past their limit
      pick(OVERSIZED_ARRAY, 0, 2) // the detector copied past its limit
    ])
    expect(stacked.label).toBe("nested 20000 deep at custom_detectors[0].examples[0]")
    expect(serialize(stacked.body).length).toBeLessThan(4_000_000)
  })

  it("keeps every mutation of a stack that stays small", () => {
    const stacked = mutateMany(body, [pick(OVERSIZED_STRING, 2, 0), pick(OVERSIZED_ARRAY, 0, 0)])
    expect(stacked.label.split(" + ")).toHaveLength(2)
    expect(serialize(stacked.body).length).toBeGreaterThan(32_001 * 2)
  })
})
