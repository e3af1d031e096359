// The labelled-case loop shared by the custom field challenge sets (shapeFields, shapeLeftovers,
// custshape): every detector of each message is asserted found or not; a "first 40 characters /
// detector" label in knownMisses is asserted still wrong, so mending one means taking it off.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import type { FieldDomain } from "./custfieldDomains.js"
import { short } from "./triggerCases.js"

export const runFieldCases = (domains: ReadonlyArray<FieldDomain>, knownMisses: ReadonlyArray<string>): void => {
  describe.each(domains.map((d) => [d.name, d] as const))("%s", (_, d) => {
    const scorer = compileEmbedded(compileManifest({ template: "custom", ...d.criteria } as never))
    it.each(d.cases.map(([input, has]) => [short(input), has, input] as const))("%s", (label, has, input) => {
      const got = scorer.score(typeof input === "string" ? [{ role: "user", content: input }] : input)
      for (const [name, x] of Object.entries(got)) {
        const want = has.includes(name)
        if (knownMisses.includes(`${label.slice(0, 40)} / ${name}`)) expect(x.found, name).not.toBe(want)
        else expect(x.found, `${name}: ${x.value ?? ""} (${x.confidence})`).toBe(want)
      }
    })
  })
}
