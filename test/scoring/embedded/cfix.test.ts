// Round cfix: the reviewer's probes (cfixDomains.ts) of cpfp5's job-seeker screen and ccls6's
// front-desk reading, and the opening-times pattern's time on a long run of spaces. KNOWN_MISSES are
// asserted still wrong, so a reading that mends one must take it off its list.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CFIX_CLASS_DOMAINS, CFIX_STATUS_DOMAINS } from "./cfixDomains.js"
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { runStatusCases } from "./statusRuns.js"
import { cls } from "./fewExampleRubric.js"

const STATUS_MISSES: ReadonlyArray<string> = []
const CLASS_MISSES: ReadonlyArray<string> = []

runStatusCases("cfix: customers' weak applicant marks, triggers never silenced", CFIX_STATUS_DOMAINS, STATUS_MISSES)
describeClassificationChallenge("cfix: a fault or a job beside a bill, a job's hours", CFIX_CLASS_DOMAINS, CLASS_MISSES)

describe("cfix: the opening-times pattern on a long run of spaces", () => {
  it("reads 20,000 spaces and tabs after 'When' about as fast as a plain sentence of that length", () => {
    const scorer = compileEmbedded(compileManifest({ template: "custom", custom_detectors: [cls("job", [["Could you rehair my bow?", "rehair"], ["The bridge has snapped", "repair"]])] } as never))
    const time = (text: string) => {
      const t0 = performance.now()
      scorer.score([{ role: "user", content: text }])
      return performance.now() - t0
    }
    const blanks = "When" + " \t".repeat(10_000) + "do you open?"
    const plain = "When " + "word ".repeat(4_000) + "do you open?"
    time(plain)
    const ratio = Math.min(time(blanks), time(blanks)) / Math.max(1, time(plain))
    expect(ratio).toBeLessThan(3)
  })
})
