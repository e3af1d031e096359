// Challenge set for champion, decision criteria, metrics and authority in paraphrase
// (champauthCases.ts): every case asserts its expected answer, and the cases the engine still gets
// wrong are listed in KNOWN_MISSES, asserted to stay wrong (one that starts passing must move out).
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC } from "./manifests.js"
import { CHAMPAUTH_CASES } from "./champauthCases.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), champ: compileEmbedded(CHAMP) }

/** Case id → why the engine still reads it wrong. */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  c3: "the deciders named before, then by a pronoun: 'leave them to me'",
  c4: "offered to present to the other partners, in the third person",
  c8: "taking the lead on getting the deciders' sign-off",
  c11: "'Champion' as a title in a signature only",
  d1: "'whoever can do X wins' without a price",
  d3: "vendors scored on named qualities",
  d5: "'what will swing it' as the deciding factor",
  m5: "a loss counted per month with no noun after the number",
  m6: "a success target answered after a one-line form's question",
  m7: "a target inside an 'if' that pays for itself",
  a1: "'it's my budget' as the sender's own power",
  a6: "'the go-ahead comes from me'"
}

const found = (key: string, text: string): boolean => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  return packs[pack].score([{ role: "user", content: text }])[detector]!.found
}

describe("champauth challenge", () => {
  for (const [id, key, text, want] of CHAMPAUTH_CASES) {
    it(`${id} ${key} ${want ? "found" : "not found"}`, () => {
      expect(found(key, text), text).toBe(KNOWN_MISSES[id] === undefined ? want : !want)
    })
  }
  it("every known miss names a case, ids are unique", () => {
    const ids = CHAMPAUTH_CASES.map((c) => c[0])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of Object.keys(KNOWN_MISSES)) expect(ids).toContain(id)
  })
})
