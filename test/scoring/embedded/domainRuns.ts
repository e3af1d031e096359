// The labelled-case loop shared by the custom-domain challenge sets (custnew, custnew2): each
// detector's reading (a category, or found) and whether the status escalates, labelled
// "id/detector" and "id/escalates"; a label in knownMisses is asserted wrong, so mending one
// means taking it off the list.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import type { NewDomain } from "./custnewDomains.js"
import { user } from "./presenceCases.js"

export const runDomainCases = (title: string, domains: ReadonlyArray<NewDomain>, knownMisses: ReadonlyArray<string>): void => {
  const rows = domains.flatMap((d) => {
    const manifest = compileManifest({ template: "custom", ...d.criteria } as never)
    const scorer = compileEmbedded(manifest)
    return d.cases.flatMap(([id, input, escalates, want]) => {
      const read = () => {
        const detections = scorer.score(typeof input === "string" ? [user(input)] : input)
        return { detections, escalates: deriveStatus(manifest, detections).status === "ESCALATE" }
      }
      const labels = [[`${id}/escalates`, escalates] as const, ...Object.entries(want).map(([det, w]) => [`${id}/${det}`, w] as const)]
      return labels.map(([label, w]) => [label, w, read] as const)
    })
  })

  describe(title, () => {
    it.each(rows)("%s is %s", (label, want, read) => {
      const { detections, escalates } = read()
      const det = label.split("/")[1]!
      const d = detections[det]
      const got = det === "escalates" ? escalates : typeof want === "boolean" ? d!.found : d!.found ? d!.value : null
      const why = Object.entries(detections).map(([k, x]) => `${k}: ${x.found ? "found" : x.negated ? "denied" : "no"} ${x.value ?? ""} (${x.confidence}) ${x.evidence.map((e) => e.quote).join(" | ")}`).join("; ")
      if (knownMisses.includes(label)) expect(got, why).not.toEqual(want)
      else expect(got, why).toEqual(want)
    })
  })
}
