// The optional-detector challenge (custopt.test.ts): custom rubrics of our own in domains no dataset
// uses, each with required presence detectors (a date, a place, the job) and optional ones
// (`required: false`): an escalation trigger (a rare event) or an extra (a reference, a request, a
// condition) that never changes the status. A case gives the status and every detector it states;
// the others must not be found (FAILED: no required detector found at all, decisions §3). Kept free of vitest so that a script can tally it too.
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

import { short } from "./triggerCases.js"

export { agent, user } from "./triggerCases.js"

type Status = "QUALIFIED" | "PARTIAL" | "FAILED" | "ESCALATE"

/** An input, its status and every detector (required or optional) it states. */
export type OptCase = readonly [string | ReadonlyArray<Message>, Status, ReadonlyArray<string>]

export interface OptDomain {
  readonly name: string
  readonly criteria: Record<string, unknown>
  readonly cases: ReadonlyArray<OptCase>
}

/** A reader of one domain: the status and the detectors found. */
export const readerOf = (d: OptDomain) => {
  const manifest = compileManifest({ template: "custom", ...d.criteria } as never)
  const scorer = compileEmbedded(manifest)
  return (input: string | ReadonlyArray<Message>) => {
    const detections = scorer.score(typeof input === "string" ? [{ role: "user", content: input }] : input)
    const found = new Set(Object.entries(detections).filter(([, x]) => x.found).map(([k]) => k))
    const why = Object.entries(detections)
      .map(([k, x]) => `${k}: ${x.found ? "found" : x.negated ? "denied" : "no"} ${x.value ?? ""} (${x.confidence})`)
      .join("; ")
    return { status: deriveStatus(manifest, detections).status, found, why }
  }
}

export const namesOf = (d: OptDomain): ReadonlyArray<string> => (d.criteria.custom_detectors as ReadonlyArray<{ name: string }>).map((x) => x.name)

/** "<first 40 chars of the case> / <detector>": the key of a detector miss. */
export const keyOf = (label: string, detector: string): string => `${label.slice(0, 40)} / ${detector}`

/** Every detector reading of some domains against its label, for a tally of an optional detector's F1. */
export const tally = (domains: ReadonlyArray<OptDomain>) => {
  const rows: Array<{ key: string; optional: boolean; truth: boolean; got: boolean }> = []
  let statusRight = 0
  let cases = 0
  for (const d of domains) {
    const read = readerOf(d)
    const optional = new Set((d.criteria.custom_detectors as ReadonlyArray<{ name: string; required?: boolean }>).filter((x) => x.required === false).map((x) => x.name))
    for (const [input, status, has] of d.cases) {
      const got = read(input)
      cases++
      if (got.status === status) statusRight++
      for (const name of namesOf(d)) rows.push({ key: keyOf(short(input), name), optional: optional.has(name), truth: has.includes(name), got: got.found.has(name) })
    }
  }
  return { rows, statusRight, cases }
}
