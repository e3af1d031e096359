import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { SHAPE_DOMAINS } from "./shapeFieldDomains.js"
import { short } from "./triggerCases.js"

// Six custom rubrics of our own whose details are fields of a shape (shapeFieldDomains.ts).
// docs/quality.md ("Tried", 11-28, shapes) tells what was measured against it.

/** Readings still wrong ("case start / detector"), asserted to be wrong so a mend shows up. */
const KNOWN_MISSES: ReadonlyArray<string> = []

describe.each(SHAPE_DOMAINS.map((d) => [d.name, d] as const))("%s", (_, d) => {
  const scorer = compileEmbedded(compileManifest({ template: "custom", ...d.criteria } as never))
  it.each(d.cases.map(([input, has]) => [short(input), has, input] as const))("%s", (label, has, input) => {
    const got = scorer.score(typeof input === "string" ? [{ role: "user", content: input }] : input)
    for (const [name, x] of Object.entries(got)) {
      const want = has.includes(name)
      if (KNOWN_MISSES.includes(`${label.slice(0, 40)} / ${name}`)) expect(x.found, name).not.toBe(want)
      else expect(x.found, `${name}: ${x.value ?? ""} (${x.confidence})`).toBe(want)
    }
  })
})
