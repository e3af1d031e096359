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
  "Could you play a barn dance for about tw / event_date",
  "We're after a caller and band for the we / event_date",
  "We had you at our harvest supper back in / guest_count",
  "Hello, Our school PTA would like a famil / venue",
  "Is the price the same for a smaller crow / guest_count",
  "We're a group of around thirty walkers a / venue",
  "We'd like half a cubic metre of kindling / load_volume",
  "Our log store holds about 4 cubic metres / load_volume",
  "We get through about 60 kilos of napkins / collection_slot",
  "Around 90 kg a week, picked up from the  / premises",
  "Our dryer is rated at 11 kg and it broke / weekly_weight",
  "We used to send about 100kg a week to yo / weekly_weight",
  "Any morning works for collection from th / premises",
  "The presentation night is on the 28th of / trophy_ref",
  "My order number is 300917 and one name i / trophy_ref",
  "We'd like the big silver cup, the one wi / trophy_ref",
  "Our winners from 2025 have their names o / needed_by",
  "The tank is the big concrete one by the  / tank_volume",
  "Capacity on the plate says 2000L, and we / tank_volume",
  "What's your price for an evening? We pai / party_date",
  "Date of do: Sat 3 Oct Heads: approx 80 D / party_date",
  "We're looking at the Saturday after Vale / guest_count",
  "We're looking at the Saturday after Vale / hire_hours",
  "The party's on the 9th of next month and / guest_count",
  "We had your booth at our wedding in 2022 / guest_count"
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
