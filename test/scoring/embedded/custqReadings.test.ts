import { describe, expect, it } from "vitest"
import { readerOf } from "./custescCases.js"
import { CAR, DOG, HEATING, MEDS, NURSERY, ROOF, type QCase } from "./custqCases.js"
import * as domains from "./custqDomains.js"
import { breakdown, dogWalker, heating, nursery, pharmacy, roofer } from "./custqDomains.js"

// The custq round: questions about the event, hypotheticals and other people's cases do not
// escalate a custom trigger; the event told as a question, or beside one, still does.
const suites = [
  [heating, HEATING],
  [dogWalker, DOG],
  [nursery, NURSERY],
  [roofer, ROOF],
  [breakdown, CAR],
  [pharmacy, MEDS]
] as const

for (const [domain, cases] of suites) {
  describe(domain.name, () => {
    const read = readerOf(domain)
    it.each(cases as ReadonlyArray<QCase>)("%s -> %s", (text, want) => {
      const got = read(text)
      expect(got.escalates, got.why).toBe(want)
    })
  })
}

// The known misses (custqCases.ts, with why each is left alone) are listed, not asserted.
