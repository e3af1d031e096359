// The shapes packs3 left, on our own sentences (packs4bCases.ts): money as no obstacle, a
// champion told by pressing, the process as the last purchase's story, a say owned by a name,
// bullet labels, a hedged date and a broken promise. The exact set of labels still read wrong is
// asserted, so a reading that mends or breaks one shows as a change to KNOWN_MISSES.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"
import { PACKS4B_BANT, PACKS4B_CHAMP, PACKS4B_GRANTS, PACKS4B_MEDDIC, PACKS4B_SPICED } from "./packs4bCases.js"
import type { MessyCase } from "./packs5Cases.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), champ: compileEmbedded(CHAMP), spiced: compileEmbedded(SPICED) }
type Scored = keyof typeof packs
const CASES: ReadonlyArray<MessyCase> = [...PACKS4B_CHAMP, ...PACKS4B_MEDDIC, ...PACKS4B_BANT, ...PACKS4B_SPICED, ...PACKS4B_GRANTS]

/** `id:detector` labels read wrong today (missed when stated, found when not). 14 in the first 50 cases before packs4b (16 of 55 with the grants written after), 4 now. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // "Money isn't the issue. The issue is …": the issue told after the dismissed one is not read.
  "cm5:challenges",
  // "keeps nudging me about getting a … tool" reads as authority in CHAMP.
  "ch1:authority",
  // A bullet's "- goal: …" / "- target: …" is no form label (packs3 tried it and lost statuses).
  "bl1:identify_pain",
  "bl2:metrics"
]

// "[agent] …" / "[user] …" lines make a transcript; anything else is one customer message.
const turns = (text: string): ReadonlyArray<{ role: "user" | "agent"; content: string }> =>
  text.startsWith("[")
    ? text.split("\n").map((line) => {
        const agent = line.startsWith("[agent] ")
        return { role: agent ? "agent" : "user", content: line.replace(/^\[(agent|user)\] /, "") }
      })
    : [{ role: "user", content: text }]

const wrongLabels = (): ReadonlyArray<string> =>
  CASES.flatMap((c) => {
    const result = packs[c.pack as Scored].score(turns(c.text))
    return Object.keys(result)
      .filter((detector) => !c.maybe.includes(detector))
      .filter((detector) => result[detector]!.found !== c.yes.includes(detector))
      .map((detector) => `${c.id}:${detector}`)
  })

describe("the shapes packs3 left, on fresh text (packs4b)", () => {
  it("ids are unique and labels name the pack's detectors", () => {
    const ids = CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of CASES) {
      const names = Object.keys(packs[c.pack as Scored].score([{ role: "user", content: "hello" }]))
      for (const d of [...c.yes, ...c.maybe]) expect(names, `${c.id}:${d}`).toContain(d)
    }
  })
  it("misses exactly the known labels", () => {
    const wrong = wrongLabels()
    for (const key of wrong) {
      const c = CASES.find((x) => x.id === key.split(":")[0])!
      console.log(`  ${key} expected ${c.yes.includes(key.split(":")[1]!)} :: ${c.text.replace(/\n/g, " / ").slice(0, 110)}`)
    }
    console.log(`  packs4b: ${wrong.length} wrong labels in ${new Set(wrong.map((k) => k.split(":")[0])).size} of ${CASES.length} cases`)
    expect([...wrong].sort()).toEqual([...KNOWN_MISSES].sort())
  })
})
