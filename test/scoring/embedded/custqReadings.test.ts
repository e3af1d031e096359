import { describe, expect, it } from "vitest"
import { readerOf } from "./custescCases.js"
import { CAR, DOG, HEATING, KNOWN_MISSES, MEDS, NURSERY, ROOF, type QCase } from "./custqCases.js"
import * as domains from "./custqDomains.js"
import { breakdown, dogWalker, heating, nursery, pharmacy, roofer } from "./custqDomains.js"

// The custq round: questions about the event, hypotheticals and other people's cases do not
// escalate a custom trigger; the event told as a question, or beside one, still does. Six rubrics
// and 79 messages of our own (custqDomains.ts, custqCases.ts); on main 70 right, 9 wrong.
const suites = [
  [heating, HEATING],
  [dogWalker, DOG],
  [nursery, NURSERY],
  [roofer, ROOF],
  [breakdown, CAR],
  [pharmacy, MEDS]
] as const

/**
 * Cases the scorer still gets wrong (the start of the message), asserted wrong so a mend shows up.
 * Branch `custq-unkept` mends all nine (a statement before a question read, a thing across the
 * road somebody else's, questions about cover, others' cases and the vendor's history), but moved
 * no gate figure (calibration sets C and D unchanged), so it was not merged: docs/quality.md, "Tried".
 */
const STILL_WRONG: ReadonlyArray<string> = [
  "Would my cover include a carbon",
  "A flat across the road",
  "Has anyone else in the area",
  "I can smell gas in the hallway, can someone",
  "Have you ever lost a dog",
  "Our dog has been sick since the walk, could",
  "Anyone else had their dog",
  "A girl at my niece's school",
  "A building across the road"
]

for (const [domain, cases] of suites) {
  describe(domain.name, () => {
    const read = readerOf(domain)
    it.each(cases as ReadonlyArray<QCase>)("%s -> %s", (text, want) => {
      const got = read(text)
      if (STILL_WRONG.some((k) => text.startsWith(k))) expect(got.escalates).not.toBe(want)
      else expect(got.escalates, got.why).toBe(want)
    })
  })
}

// Still wrong, asserted so a mend shows up (custqCases.ts says why each is left alone).
describe("known misses", () => {
  it.each(KNOWN_MISSES)("%s: %s (wants %s)", (domain, text, want) => {
    const got = readerOf(domains[domain as keyof typeof domains])(text)
    expect(got.escalates).not.toBe(want)
  })
})
