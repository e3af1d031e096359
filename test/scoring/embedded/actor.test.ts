// The actor challenge: messages of our own (actorCases.ts) where the vendor's staff or a third
// party does the action ("your driver will collect it", "the nurse will ring") beside the
// customer's own plain statements. Asserts what is read right; LEFT lists the known misses,
// asserted "not right" so a fix only removes its line. On main (11-27): 29 of 274 labels wrong;
// with the intended act opened (text/othersAct.ts) 15.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CASES, RUBRICS } from "./actorCases.js"
import { INTENT } from "./manifests.js"

const scorers = new Map(Object.entries(RUBRICS).map(([k, ds]) => [k, compileEmbedded(compileManifest({ template: "custom", custom_detectors: [...ds] }))]))
const intents = compileEmbedded(INTENT)

/**
 * Case index and detector read wrong today: the vendor's driver collecting on a delivery (0), a
 * fitter's past deed read by a presence detector (2) or an old supplier's (24) still reads as the
 * customer's, and plain statements the vectors miss (6, 7, 16, 35, 37, 39). The vendor's past deeds
 * for a choice (1, 20, 21) read right since text/vendorSide.ts (vendorq).
 */
const LEFT = new Set<string>([
  "0:handover",
  "2:assembly_request",
  "6:handover",
  "6:i.urgency",
  "7:assembly_request",
  "16:consult_mode",
  "24:paper_size",
  "35:home_visit",
  "39:visit_reason",
  "39:home_visit",
  "39:i.urgency"
])

const entries = CASES.flatMap((cs, i) => Object.entries(cs.want).map(([det, want]) => ({ key: `${i}:${det}`, cs, det, want })))
const got = (cs: (typeof CASES)[number], det: string): string | boolean | null => {
  const msgs = [{ role: "user" as const, content: cs.text as string }]
  const d = det.startsWith("i.") ? intents.score(msgs)[det.slice(2)]! : scorers.get(cs.rubric)!.score(msgs)[det]!
  return typeof cs.want[det] === "boolean" ? d.found : d.found ? d.value : null
}

describe("someone else's action is not the customer's (actor)", () => {
  it.each(entries.filter((e) => !LEFT.has(e.key)).map((e) => [e.key, e] as const))("reads %s right", (_, { cs, det, want }) => {
    expect(got(cs, det)).toBe(want)
  })

  it.each(entries.filter((e) => LEFT.has(e.key)).map((e) => [e.key, e] as const))("still wrong, %s", (_, { cs, det, want }) => {
    expect(got(cs, det)).not.toBe(want)
  })
})
