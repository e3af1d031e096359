// afterResolution (severestTurn.ts) answers a resolved fault with the level the call's own
// ranking puts last, read from the rubric's order as listed: with level names that say nothing
// of severity, and with a listing the other way round, it never answers above the first alarm.
import { describe, expect, it } from "vitest"
import { afterResolution, leastSevere, severestTurn, type TurnEntry, turnsOf } from "../../../src/scoring/embedded/engine/severestTurn.js"
import type { Unit } from "../../../src/scoring/embedded/text/units.js"

/** A customer sentence of message `messageIndex`: only the fields the turn reading looks at. */
const unit = (messageIndex: number): Unit => ({ messageIndex, start: 0, source: "user", confirmation: null, whole: true }) as unknown as Unit
const entry = (c: string, u: Unit, score = 0.8): TurnEntry => ({ c, cand: { score, unit: u, match: null }, stressed: false })

/** The first alarm read in message 0 as `alarm`; message 2 the sender's reply telling it their own and gone, reading nothing. */
const resolvedCall = (order: ReadonlyArray<string>, alarm: string) => {
  const first = unit(0)
  const reply = unit(2)
  return afterResolution(order, [entry(alarm, first)], [2], [first, reply])
}

describe("afterResolution reads the least severe level from the rubric's order", () => {
  const ORDERS: ReadonlyArray<ReadonlyArray<string>> = [
    ["critical", "high", "medium", "low"],
    ["sev1", "sev2", "sev3"],
    ["blocker", "annoyance"],
    // Listed the other way round: the ranking reads "low" as the most severe, and so does the resolution.
    ["low", "medium", "high", "critical"]
  ]
  for (const order of ORDERS) {
    it(`answers with the level ranked last in ${order.join(" > ")}`, () => {
      const least = leastSevere(order)
      expect(least).toBe(order[order.length - 1])
      for (const alarm of order) {
        const got = resolvedCall(order, alarm)
        expect(got?.c).toBe(least)
        // Never above the alarm: the call's own ranking puts the alarm first when both are read.
        const both = severestTurn(order, turnsOf([entry(alarm, unit(0)), entry(got!.c, unit(1))]))
        expect(both?.c).toBe(alarm)
      }
    })
  }
  it("a later turn's reading answers instead, ranked by the same order", () => {
    const order = ["sev1", "sev2", "sev3"]
    const first = unit(0)
    const later = unit(4)
    const got = afterResolution(order, [entry("sev1", first), entry("sev2", later)], [2], [first, unit(2), later])
    expect(got?.c).toBe("sev2")
  })
  it("no level for an empty order, and no answer without a reply to answer on", () => {
    expect(leastSevere([])).toBeNull()
    expect(afterResolution([], [], [2], [unit(2)])).toBeNull()
    expect(afterResolution(["a", "b"], [], [2], [])).toBeNull()
  })
})
