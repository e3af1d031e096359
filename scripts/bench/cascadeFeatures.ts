// What a call-level model of "the local status is wrong" may read at call time: the status's
// pivots (statusRisk.ts) and their doubts, the template, the manifest's shape, and the input's
// shape. Names and order are those of the fitted weights (scripts/fit-cascade.ts), for measurement only.
import { isCustomer } from "../../src/domain/roles.js"
import { deriveStatus } from "../../src/domain/status.js"
import type { Detections, Manifest, Message } from "../../src/domain/types.js"
import { type Pivot, pivotsOf } from "../../src/scoring/cascade/statusRisk.js"

export const CALL_FEATURES = [
  "weakest",
  "second",
  "uncertain_pivots",
  "pivots",
  "intent",
  "triage",
  "custom",
  "detectors",
  "required",
  "escalate",
  "failed",
  "trigger",
  "denial",
  "weakest_found",
  "length",
  "customer_messages",
  "structured"
] as const

/** A pivot this doubtful is in the uncertain band: neither side is a safe bet. */
const UNCERTAIN = 0.15

// A mail header, a quoted line or a form's "Label: value" line: text whose structure the local
// reading has to strip before it reads the customer's words.
const STRUCTURE = /^(?:>|(?:from|to|sent|subject|cc|date)\s*:|on .{4,80} wrote:|[a-z][a-z ]{1,30}:\s+\S)/im

const sorted = (pivots: ReadonlyArray<Pivot>) => [...pivots].sort((a, b) => b.doubt - a.doubt)

export const callFeaturesOf = (detections: Detections, manifest: Manifest, input: ReadonlyArray<Message>): Array<number> => {
  const pivots = sorted(pivotsOf(detections, manifest))
  const status = deriveStatus(manifest, detections).status
  const weakest = pivots[0]
  const customer = input.filter(isCustomer)
  const chars = customer.reduce((n, m) => n + m.content.length, 0)
  const detection = (name: string) => (Object.hasOwn(detections, name) ? detections[name] : undefined)
  return [
    weakest?.doubt ?? 0,
    pivots[1]?.doubt ?? 0,
    pivots.filter((p) => p.doubt > UNCERTAIN).length / 4,
    pivots.length / 8,
    manifest.template === "intent_detect" ? 1 : 0,
    manifest.template === "support_triage" ? 1 : 0,
    manifest.template === "custom" ? 1 : 0,
    manifest.detectors.length / 8,
    manifest.detectors.filter((d) => d.required).length / 8,
    status === "ESCALATE" ? 1 : 0,
    status === "FAILED" ? 1 : 0,
    manifest.template === "custom" && status === "ESCALATE" ? 1 : 0,
    manifest.detectors.some((d) => detection(d.name)?.negated === true) ? 1 : 0,
    weakest !== undefined && detection(weakest.name)?.found === true ? 1 : 0,
    Math.log2(1 + chars) / 12,
    Math.min(customer.length, 8) / 8,
    customer.some((m) => STRUCTURE.test(m.content)) ? 1 : 0
  ]
}
