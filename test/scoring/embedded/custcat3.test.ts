// Custom classification told in paraphrase (branch custcat3): seven rubrics of our own
// (custcat3Domains.ts), 70 messages, each label "id/detector" the category stated or null.
// KNOWN_MISSES are asserted wrong, so a reading that mends one must take it off the list.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CUSTCAT3_DOMAINS } from "./custcat3Domains.js"
import { user } from "./presenceCases.js"

// On main (01126e2): 39 of 70 labels wrong: paraphrases abstain (a fault for repair, a cost asked
// for price, a theft or a loss told by what happened), shared words pick the wrong category ("I
// booked a trial … not good enough" reads booking), and the nearest-category guess places
// off-topic messages.
const KNOWN_MISSES: ReadonlyArray<string> = [
  "g01/job_type", "g02/job_type", "g03/job_type", "g09/job_type", "p01/enquiry_type", "p04/enquiry_type",
  "p06/enquiry_type", "p07/enquiry_type", "p09/enquiry_type", "h01/visit_reason", "h02/visit_reason",
  "h03/visit_reason", "h05/visit_reason", "h09/visit_reason", "b01/service_type", "b02/service_type",
  "b03/service_type", "b04/service_type", "b05/service_type", "b06/service_type", "b07/service_type",
  "b08/service_type", "b09/service_type", "r01/issue_area", "r03/issue_area", "r06/issue_area", "r08/issue_area",
  "r10/issue_area", "w01/request", "w04/request", "w05/request", "w06/request", "w07/request", "i01/claim_type",
  "i02/claim_type", "i03/claim_type", "i04/claim_type", "i05/claim_type", "i06/claim_type"
]

const rows = CUSTCAT3_DOMAINS.flatMap((d) => {
  const scorer = compileEmbedded(compileManifest({ template: "custom", custom_detectors: [...d.detectors] } as never))
  return d.cases.flatMap(([id, input, want]) => {
    const read = () => scorer.score(typeof input === "string" ? [user(input)] : input)
    return Object.entries(want).map(([det, w]) => [`${id}/${det}`, w, read] as const)
  })
})

describe("custom classification told in paraphrase (custcat3)", () => {
  it.each(rows)("%s is %s", (label, want, read) => {
    const detections = read()
    const d = detections[label.split("/")[1]!]!
    const got = d.found ? d.value : null
    const why = `${d.found ? "found" : "no"} ${d.value ?? ""} (${d.confidence}) ${d.evidence.map((e) => e.quote).join(" | ")}`
    if (KNOWN_MISSES.includes(label)) expect(got, why).not.toEqual(want)
    else expect(got, why).toEqual(want)
  })
})
