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
  // "leave them to me" is read only for "him/her": "them" is as often boxes or forms (c16), and a
  // pattern cannot reach back over the comma to "the board".
  c3: "the deciders named before a comma, then 'them': 'leave them to me'",
  // The word "champion" as a role's name in a signature; a list of such roles was not tried.
  c11: "'Champion' as a title in a signature only",
  // The sender's own question, then its answer in the next sentence: the question is hidden and
  // the answer alone holds no cue. A form line ("What does success look like?: …") reads right.
  m6: "a success target answered after the sender's own question in one line",
  // Both had rules (time eaten "half a day a week"; "takes us a full week"); each cost a
  // calibration set a metrics false positive on text by others and won nothing there, so dropped.
  // (b13, "takes us a full week … done in two days", mended by the learned heads' finds, 11-29.)
  b16: "time eaten each period with no figure: 'half a day a week'"
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
