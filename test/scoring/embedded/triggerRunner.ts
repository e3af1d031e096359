import { describe, expect, it } from "vitest"
import { type Domain, short, statusOf } from "./triggerCases.js"

// The escalation-trigger challenge sets' runner (r5triggers.test.ts, rev1triggers.test.ts), apart
// from triggerCases.ts so that a script can score the domains outside vitest.

/**
 * One test per case. `stillWrong` names (by the start of their name) the cases the engine still
 * gets wrong: they are asserted to fail, so that a change that mends one shows up.
 */
export const runDomains = (domains: ReadonlyArray<Domain>, stillWrong: ReadonlyArray<string> = []) => {
  for (const d of domains) {
    const status = statusOf(d.criteria)
    describe(d.name, () => {
      it.each(d.cases.map(([input, want]) => [short(input), want, input] as const))("%s: escalates %s", (label, want, input) => {
        const got = status(input)
        if (stillWrong.some((k) => label.startsWith(k))) expect(got.escalates).not.toBe(want)
        else expect(got.escalates, got.why).toBe(want)
      })
    })
  }
}
