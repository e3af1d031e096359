// What the sales packs read as a field's denial (decisions §3: one makes the call FAILED; §11:
// only an explicit denial negates). Sentences and exchanges of our own (packDenialCases.ts).
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"
import {
  DEFERRED_OR_DENIED, DENIED, type DenialCase, HEDGED, INVERTED_QUESTIONS, NEAR_MISSES, OTHER_DENIED, PROBLEM_NEGATED
} from "./packDenialCases.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }

const check = (cases: ReadonlyArray<DenialCase>): void => {
  for (const c of cases) {
    const d = packs[c.pack].score(c.messages)[c.field]!
    const what = `${c.pack}.${c.field}: ${c.messages.map((m) => m.content).join(" / ")}`
    if (c.expect === "found") expect(d.found, what).toBe(true)
    if (c.expect === "negated") expect([d.found, d.negated], what).toEqual([false, true])
    if (c.expect === "neither") expect([d.found, d.negated], what).toEqual([false, false])
    if (c.expect === "notDenied") expect(d.negated, what).toBe(false)
  }
}

describe("pack denials", () => {
  it("a denial of something else beside the signal denies nothing the sentence goes on to state", () => check(OTHER_DENIED))
  it("a problem told through a negation is the pain or the need, not its denial", () => check(PROBLEM_NEGATED))
  it("a deferral leaves the field open, a refusal denies it", () => check(DEFERRED_OR_DENIED))
  it("denials in varied words and bare answers to the agent's question deny the field", () => check(DENIED))
  it("double negations, litotes and hedges do not deny", () => check(HEDGED))
  it("a 'no' to a question about a trouble, someone else or whether all is fine denies nothing", () => check(INVERTED_QUESTIONS))
  it("near misses of those readings keep their denial or stay unread", () => check(NEAR_MISSES))
})
