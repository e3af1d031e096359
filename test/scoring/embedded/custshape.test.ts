import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CUSTSHAPE_DOMAINS } from "./custshapeDomains.js"
import { short } from "./triggerCases.js"

// Fields told in words, under odd labels or in passing, and numbers that are not the field
// (custshapeDomains.ts): six custom rubrics of our own, 78 messages, 234 labels. On the scorer
// before this round 25 labels were wrong. docs/quality.md ("Tried", 11-28, custshape) tells what
// was measured.

/** Readings still wrong ("case start / detector"), asserted to be wrong so a mend shows up. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "Hello, Our school PTA would like a famil / venue",
  "Is the price the same for a smaller crow / guest_count",
  "We're a group of around thirty walkers a / venue",
  "Our log store holds about 4 cubic metres / load_volume",
  "Around 90 kg a week, picked up from the  / premises",
  "Any morning works for collection from th / premises",
  "Our winners from 2025 have their names o / needed_by",
  "Capacity on the plate says 2000L, and we / tank_volume",
  "The party's on the 9th of next month and / guest_count"
]

describe.each(CUSTSHAPE_DOMAINS.map((d) => [d.name, d] as const))("%s", (_, d) => {
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
