// SPICED and CHAMP told as consequences, outside dates, ways of deciding, money sources and caps,
// ranks and daily chores (packs6Cases*.ts, our own sentences). The exact set of labels the scorer
// still gets wrong is asserted, so a reading that mends or breaks one shows as a change here.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CHAMP, SPICED } from "./manifests.js"
import type { MessyCase } from "./packs5Cases.js"
import { PACKS6_SPICED } from "./packs6Cases.js"
import { PACKS6_CHAMP } from "./packs6Cases2.js"
import { PACKS6_HELD_OUT } from "./packs6Cases3.js"

const packs = { spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
const CASES: ReadonlyArray<MessyCase> = [...PACKS6_SPICED, ...PACKS6_CHAMP, ...PACKS6_HELD_OUT]

/** `id:detector` labels read wrong today (missed when stated, found when not). 43 on main before packs6. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A board told as acting on something else (cutting a team) reads as the decision.
  "si3:decision",
  // A bare "inspection" in a consequence ("one more bad inspection and we lose …") reads as an event.
  "si4:critical_event",
  "si13:critical_event",
  // Clipped English: "all the line stop" is no failure the problem cues know.
  "si8:pain",
  // A stake told as a downgrade emptying places; a decision after a trial read as deferred.
  "sf1:impact",
  "sf2:decision",
  // A launch asked about in theory, a penalty asked about in the vendor's terms.
  "sn5:critical_event",
  "sn8:pain",
  "sn8:impact",
  // A past supplier's ending read as the problem; a chore long automated still read as one.
  "sn16:pain",
  "cn4:challenges",
  // The cap in a long clipped message is not read ("he pay from the shop account, not more than …").
  "cf3:money",
  // A question about which budget line others use reads as money told.
  "cn10:money",
  // Held out (packs6Cases3.ts, written after the readings): main 6 wrong, branch 6 (the chore
  // reading first took "every morning I check your status page", narrowed). The readings carry
  // nothing to these phrasings: an agency closing us down, quotes or a ward's choice after a
  // trial, a cap set by a raffle, a place after another project, a rota rebuilt each Monday.
  "hs1:impact",
  "hs5:decision",
  "hs6:decision",
  "hc2:money",
  "hc3:prioritization",
  "hc4:challenges"
]

const wrongLabels = (): ReadonlyArray<string> =>
  CASES.flatMap((c) => {
    const result = packs[c.pack as "spiced" | "champ"].score([{ role: "user", content: c.text }])
    return Object.keys(result)
      .filter((detector) => !c.maybe.includes(detector))
      .filter((detector) => result[detector]!.found !== c.yes.includes(detector))
      .map((detector) => `${c.id}:${detector}`)
  })

describe("SPICED and CHAMP as consequences, dates and ranks (packs6)", () => {
  it("ids are unique and labels name the pack's detectors", () => {
    const ids = CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of CASES) {
      const names = Object.keys(packs[c.pack as "spiced" | "champ"].score([{ role: "user", content: "hello" }]))
      for (const d of [...c.yes, ...c.maybe]) expect(names, `${c.id}:${d}`).toContain(d)
    }
  })
  it("misses exactly the known labels", () => {
    const wrong = wrongLabels()
    for (const key of wrong) {
      const c = CASES.find((x) => x.id === key.split(":")[0])!
      console.log(`  ${key} expected ${c.yes.includes(key.split(":")[1]!)} :: ${c.text.replace(/\n/g, " / ").slice(0, 120)}`)
    }
    console.log(`  packs6: ${wrong.length} wrong labels in ${new Set(wrong.map((k) => k.split(":")[0])).size} of ${CASES.length} cases`)
    expect([...wrong].sort()).toEqual([...KNOWN_MISSES].sort())
  })
})
