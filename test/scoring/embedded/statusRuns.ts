// The labelled-case loop shared by the custom challenge sets labelled by STATUS (custfp, custreq,
// custrisk, custrisk2): each case is labelled "id/status" and "id/detector" (found or not); a label
// in knownMisses is asserted still wrong, so mending one means taking it off the list.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import type { FpDomain } from "./custfpDomains.js"

export const runStatusCases = (title: string, domains: ReadonlyArray<FpDomain>, knownMisses: ReadonlyArray<string>): void => {
  const rows = domains.flatMap((d) => {
    const manifest = compileManifest({ template: "custom", ...d.criteria } as never)
    const scorer = compileEmbedded(manifest)
    return d.cases.flatMap(([id, input, status, want]) => {
      const read = () => {
        const detections = scorer.score(typeof input === "string" ? [{ role: "user", content: input }] : input)
        return { detections, status: deriveStatus(manifest, detections).status }
      }
      const labels: ReadonlyArray<readonly [string, string | boolean]> = [[`${id}/status`, status], ...Object.entries(want).map(([det, w]) => [`${id}/${det}`, w] as const)]
      return labels.map(([label, w]) => [label, w, read] as const)
    })
  })

  describe(title, () => {
    it.each(rows)("%s is %s", (label, want, read) => {
      const { detections, status } = read()
      const det = label.split("/")[1]!
      const got = det === "status" ? status : detections[det]!.found
      const why = Object.entries(detections)
        .map(([k, x]) => `${k}: ${x.found ? "found" : x.negated ? "denied" : "no"} ${x.value ?? ""} (${x.confidence}) ${x.evidence.map((e) => e.quote).join(" | ")}`)
        .join("; ")
      if (knownMisses.includes(label)) expect(got, why).not.toEqual(want)
      else expect(got, why).toEqual(want)
    })
  })
}
