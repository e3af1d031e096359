// The shape and the runner of the custom-classification challenge sets (custcat2, custcat3, custcls4,
// custcls5): rubrics of our own, each case "id/detector" labelled with the category stated or null.
// Known misses are asserted wrong, so a reading that mends one must take it off its set's list.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import type { cls, pres } from "./fewExampleRubric.js"
import { user } from "./presenceCases.js"

export type CatCase = readonly [id: string, input: string | ReadonlyArray<Message>, want: Readonly<Record<string, string | boolean | null>>]

export interface CatDomain {
  readonly detectors: ReadonlyArray<ReturnType<typeof cls> | ReturnType<typeof pres>>
  readonly cases: ReadonlyArray<CatCase>
}

export const describeClassificationChallenge = (title: string, domains: ReadonlyArray<CatDomain>, knownMisses: ReadonlyArray<string>): void => {
  const rows = domains.flatMap((d) => {
    const scorer = compileEmbedded(compileManifest({ template: "custom", custom_detectors: [...d.detectors] } as never))
    return d.cases.flatMap(([id, input, want]) => {
      const read = () => scorer.score(typeof input === "string" ? [user(input)] : input)
      return Object.entries(want).map(([det, w]) => [`${id}/${det}`, w, read] as const)
    })
  })

  describe(title, () => {
    it.each(rows)("%s is %s", (label, want, read) => {
      const detections = read()
      const d = detections[label.split("/")[1]!]!
      // A presence label is told by found alone; a classification label by the category read.
      const got = typeof want === "boolean" ? d.found : d.found ? d.value : null
      const why = `${d.found ? "found" : "no"} ${d.value ?? ""} (${d.confidence}) ${d.evidence.map((e) => e.quote).join(" | ")}`
      if (knownMisses.includes(label)) expect(got, why).not.toEqual(want)
      else expect(got, why).toEqual(want)
    })
  })
}
