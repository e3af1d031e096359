// The labelled-case loop shared by the sales-pack challenge sets written as MessyCase lists
// (packs3, packs4b, packs5, spiced2, spiced3): the exact set of `id:detector` labels read wrong is asserted, so a reading
// that mends or breaks one shows as a change to the known misses.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"
import type { MessyCase } from "./packs5Cases.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), champ: compileEmbedded(CHAMP), spiced: compileEmbedded(SPICED) }
type Scored = keyof typeof packs

// "[agent] …" / "[user] …" lines make a transcript; anything else is one customer message.
const turns = (text: string): ReadonlyArray<{ role: "user" | "agent"; content: string }> =>
  text.startsWith("[")
    ? text.split("\n").map((line) => {
        const agent = line.startsWith("[agent] ")
        return { role: agent ? "agent" : "user", content: line.replace(/^\[(agent|user)\] /, "") }
      })
    : [{ role: "user", content: text }]

const wrongLabels = (cases: ReadonlyArray<MessyCase>): ReadonlyArray<string> =>
  cases.flatMap((c) => {
    const result = packs[c.pack as Scored].score(turns(c.text))
    return Object.keys(result)
      .filter((detector) => !c.maybe.includes(detector))
      .filter((detector) => result[detector]!.found !== c.yes.includes(detector))
      .map((detector) => `${c.id}:${detector}`)
  })

export const runPackCases = (name: string, title: string, cases: ReadonlyArray<MessyCase>, knownMisses: ReadonlyArray<string>): void => {
  describe(title, () => {
    it("ids are unique and labels name the pack's detectors", () => {
      const ids = cases.map((c) => c.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const c of cases) {
        const names = Object.keys(packs[c.pack as Scored].score([{ role: "user", content: "hello" }]))
        for (const d of [...c.yes, ...c.maybe]) expect(names, `${c.id}:${d}`).toContain(d)
      }
    })
    it("misses exactly the known labels", () => {
      const wrong = wrongLabels(cases)
      for (const key of wrong) {
        const c = cases.find((x) => x.id === key.split(":")[0])!
        console.log(`  ${key} expected ${c.yes.includes(key.split(":")[1]!)} :: ${c.text.replace(/\n/g, " / ").slice(0, 110)}`)
      }
      console.log(`  ${name}: ${wrong.length} wrong labels in ${new Set(wrong.map((k) => k.split(":")[0])).size} of ${cases.length} cases`)
      expect([...wrong].sort()).toEqual([...knownMisses].sort())
    })
  })
}
