// The cascade's routing measured on our own labelled custom rubrics (the custom challenge sets'
// domains, written by earlier branches: none is dataset text). A case's expected status is the
// status of its labels: its escalation flag where it has one, its presence labels otherwise
// (a classification detector keeps the scorer's answer: those sets label no category).
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import type { Detection, Detections, Message } from "../../../src/domain/types.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../../src/scoring/cascade/cascade.js"
import { unsureOfStatusAt } from "../../../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { type SecondReaderOptions, useSecondReader } from "../../../src/scoring/embedded/engine/secondReader.js"

type Input = string | ReadonlyArray<Message>
export interface RoutingDomain {
  readonly name: string
  readonly criteria: Record<string, unknown>
  /** [input, escalates (or null when the rubric has no trigger), the presence detectors stated]. */
  readonly cases: ReadonlyArray<readonly [Input, boolean | null, ReadonlyArray<string>]>
}

export interface Routing {
  readonly calls: number
  readonly local: number
  readonly wrong: ReadonlyArray<string>
  readonly wrongSent: ReadonlyArray<string>
}

const LABELLED: Detection = { found: true, confidence: 1, value: "", negated: false, evidence: [], invalid: false }
const UNLABELLED: Detection = { ...LABELLED, found: false, confidence: 0, value: null }

/** Each case scored at the cascade's threshold (the default unless given) with the second reader set as given. */
export const routeAll = (domains: ReadonlyArray<RoutingDomain>, options: SecondReaderOptions, threshold = CASCADE_DEFAULT_THRESHOLD): Routing => {
  useSecondReader(options)
  const unsure = unsureOfStatusAt(threshold)
  let [calls, local] = [0, 0]
  const wrong: Array<string> = []
  const wrongSent: Array<string> = []
  try {
    for (const d of domains) {
      const manifest = compileManifest({ template: "custom", ...d.criteria } as never)
      const scorer = compileEmbedded(manifest)
      for (const [input, escalates, has] of d.cases) {
        const messages: ReadonlyArray<Message> = typeof input === "string" ? [{ role: "user", content: input }] : input
        const { detections, doubts } = scorer.scoreRouted(messages)
        const labelled: Record<string, Detection> = {}
        for (const spec of manifest.detectors) labelled[spec.name] = spec.kind === "classification" ? detections[spec.name]! : has.includes(spec.name) ? LABELLED : UNLABELLED
        const got = deriveStatus(manifest, detections).status
        const want = escalates === true ? "ESCALATE" : expectedWithout(manifest, labelled, escalates)
        const isLocal = unsure(detections, manifest, doubts).length === 0
        calls++
        if (isLocal) local++
        if (got !== want) {
          const key = `${d.name}: ${(typeof input === "string" ? input : input.map((m) => m.content).join(" / ")).slice(0, 50)}`
          wrong.push(`${key} [${got} want ${want}]`)
          if (!isLocal) wrongSent.push(key)
        }
      }
    }
  } finally {
    useSecondReader({ notFound: false, found: false, classes: false, near: options.near })
  }
  return { calls, local, wrong, wrongSent }
}

/** The labels' status; a case marked as not escalating has its triggers read as absent. */
const expectedWithout = (manifest: ReturnType<typeof compileManifest>, labelled: Record<string, Detection>, escalates: boolean | null): string => {
  if (escalates === false) for (const t of manifest.triggers) labelled[t.field] = UNLABELLED
  return deriveStatus(manifest, labelled as Detections).status
}
