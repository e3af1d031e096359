// The vendorq challenge: messages of our own (vendorqCases.ts) where the vendor's side is the
// subject: its hours asked about, its past deeds, and category words inside compounds. Asserts
// what is read right; LEFT lists the known misses, asserted "not right" so a fix only removes its
// line. On main (11-27): 29 of 64 labels wrong; with
// text/vendorSide.ts (the vendor's hours asked, its past deeds) 15; with engine/compoundHeads.ts,
// asides left out of a whole message's reading and a deed's things read as unchosen 6.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CASES, RUBRICS } from "./vendorqCases.js"

const scorers = new Map(Object.entries(RUBRICS).map(([k, ds]) => [k, compileEmbedded(compileManifest({ template: "custom", custom_detectors: [...ds] }))]))

/**
 * Case index and detector read wrong today. Hours: "are your tutors available" (6: "available"
 * often names the slot wanted, left out on purpose), a form's message line read by its label (7).
 * Compounds: "laptop bags" with no determiner (31; engine/compoundHeads.ts reads only "the/my/a …
 * box/stand/van …", narrow after custmop's broader rule cost set B). Others, not this round's
 * families: a start read from "Saturday mornings are best" (12), a trade-in read from a wish to buy
 * (20, 26).
 */
const LEFT = new Set<string>([
  "6:lesson_slot",
  "7:lesson_slot",
  "12:can_start",
  "20:trade_in",
  "26:trade_in",
  "31:product"
])

const entries = CASES.flatMap((cs, i) => Object.entries(cs.want).map(([det, want]) => ({ key: `${i}:${det}`, cs, det, want })))
const got = (cs: (typeof CASES)[number], det: string): string | boolean | null => {
  const d = scorers.get(cs.rubric)!.score([{ role: "user", content: cs.text as string }])[det]!
  return typeof cs.want[det] === "boolean" ? d.found : d.found ? d.value : null
}

describe("the vendor's side as the subject (vendorq)", () => {
  it.each(entries.filter((e) => !LEFT.has(e.key)).map((e) => [e.key, e] as const))("reads %s right", (_, { cs, det, want }) => {
    expect(got(cs, det)).toBe(want)
  })

  it.each(entries.filter((e) => LEFT.has(e.key)).map((e) => [e.key, e] as const))("still wrong, %s", (_, { cs, det, want }) => {
    expect(got(cs, det)).not.toBe(want)
  })
})
