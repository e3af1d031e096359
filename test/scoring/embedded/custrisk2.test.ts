// Custom risk, hazard and incident triggers, second round (custrisk2), end to end: five rubrics of
// our own (custrisk2Domains.ts), 50 messages, each labelled "id/status" and "id/detector".
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
// docs/quality.md ("Tried", 11-28, custrisk2) tells what was measured.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { DOMAINS } from "./custrisk2Domains.js"

/**
 * Still wrong: 36 of 132 labels (46 on the branch point), 18 of 50 statuses (23). Missed: events the
 * sentence vectors put far from the examples (a puddle spreading, power going dead, a charger left
 * behind, a pannier lost, a bike taken from a rack, a chimney cap lifting, transactions gone, a code
 * never asked for), a state asked with a negation in it ("when none of us have been there"), "should
 * the water be steaming …?" whose other sentence is negated; falsely found: routine requests beside
 * a data worry ("please add my partner as a user", "send the accounts to our new accountant"), a
 * question of how long the tub takes to heat, "my own bike was stolen from work" beside a hire.
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "bike01/bike_incident", "bike01/status", "bike02/bike_incident", "bike02/status", "bike03/bike_incident", "bike03/status",
  "bike05/bike_incident", "bike05/status", "bike07/bike_incident", "bike07/status", "bk03/data_worry", "bk03/status",
  "bk05/data_worry", "bk05/status", "bk06/data_worry", "bk06/status", "bk08/data_worry", "bk08/status",
  "bk10/data_worry", "bk10/status", "clb02/climber_hurt", "clb02/status", "clb06/climber_hurt", "clb06/status",
  "stv02/status", "stv02/stove_danger", "stv10/status", "stv10/stove_danger", "tub02/status", "tub02/tub_hazard",
  "tub03/status", "tub03/tub_hazard", "tub06/status", "tub06/tub_hazard", "tub08/status", "tub08/tub_hazard"
]

const rows = DOMAINS.flatMap((d) => {
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

describe("custom risk, hazard and incident triggers, second round (custrisk2)", () => {
  it.each(rows)("%s is %s", (label, want, read) => {
    const { detections, status } = read()
    const det = label.split("/")[1]!
    const got = det === "status" ? status : detections[det]!.found
    const why = Object.entries(detections)
      .map(([k, x]) => `${k}: ${x.found ? "found" : x.negated ? "denied" : "no"} ${x.value ?? ""} (${x.confidence}) ${x.evidence.map((e) => e.quote).join(" | ")}`)
      .join("; ")
    if (KNOWN_MISSES.includes(label)) expect(got, why).not.toEqual(want)
    else expect(got, why).toEqual(want)
  })
})
