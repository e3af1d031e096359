// The custom-escalation and required-detector challenge (custesc.test.ts): rubrics of our own in
// domains no dataset uses, each with one or two escalation triggers and two or three required
// presence detectors (a reference, a date, a site, a stated need). A case says whether the status
// must be ESCALATE and which required detectors it states; the others must not be found.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

import { short } from "./triggerCases.js"

export { agent, user } from "./triggerCases.js"

/** An input, whether it must escalate, and the required detectors it states. */
export type EscCase = readonly [string | ReadonlyArray<Message>, boolean, ReadonlyArray<string>]

export interface EscDomain {
  readonly name: string
  readonly criteria: Record<string, unknown>
  readonly cases: ReadonlyArray<EscCase>
}

/** The required detectors of a domain (those not marked `required: false`). */
export const requiredOf = (d: EscDomain): ReadonlyArray<string> =>
  (d.criteria.custom_detectors as ReadonlyArray<{ name: string; required?: boolean }>).filter((x) => x.required !== false).map((x) => x.name)

/** A reader of one domain: whether a case escalates, and which detectors are found. */
export const readerOf = (d: EscDomain) => {
  const manifest = compileManifest({ template: "custom", ...d.criteria } as never)
  const scorer = compileEmbedded(manifest)
  return (input: string | ReadonlyArray<Message>) => {
    const detections = scorer.score(typeof input === "string" ? [{ role: "user", content: input }] : input)
    const found = new Set(Object.entries(detections).filter(([, x]) => x.found).map(([k]) => k))
    const why = Object.entries(detections)
      .map(([k, x]) => `${k}: ${x.found ? "found" : x.negated ? "denied" : "no"} ${x.value ?? ""} (${x.confidence})`)
      .join("; ")
    return { escalates: deriveStatus(manifest, detections).status === "ESCALATE", found, why }
  }
}

/**
 * The challenge's tests for some domains: each case's escalation and each required detector, except
 * the known misses (listed, not asserted either way, so a reading that mends one only needs its line
 * removed): `escalationWrong` by the start of the case, `requiredWrong` as "<first 40 chars> / <detector>".
 */
export const checkDomains = (domains: ReadonlyArray<EscDomain>, escalationWrong: ReadonlyArray<string>, requiredWrong: ReadonlyArray<string>): void => {
  for (const d of domains) {
    const read = readerOf(d)
    const required = requiredOf(d)
    describe(d.name, () => {
      it.each(d.cases.map(([input, escalates, has]) => [short(input), escalates, has, input] as const))("%s: escalates %s", (label, escalates, has, input) => {
        const got = read(input)
        if (!escalationWrong.some((k) => label.startsWith(k))) expect(got.escalates, got.why).toBe(escalates)
        for (const name of required) {
          if (requiredWrong.includes(`${label.slice(0, 40)} / ${name}`)) continue
          expect(got.found.has(name), `${name}: ${got.why}`).toBe(has.includes(name))
        }
      })
    })
  }
}
