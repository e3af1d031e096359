// SPICED and CHAMP told as consequences, outside dates, ways of deciding, money sources and caps,
// ranks and daily chores (packs6Cases*.ts, our own sentences). The exact set of labels the scorer
// still gets wrong is asserted, so a reading that mends or breaks one shows as a change here.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CHAMP, SPICED } from "./manifests.js"
import type { MessyCase } from "./packs5Cases.js"
import { PACKS6_SPICED } from "./packs6Cases.js"
import { PACKS6_CHAMP } from "./packs6Cases2.js"

const packs = { spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
const CASES: ReadonlyArray<MessyCase> = [...PACKS6_SPICED, ...PACKS6_CHAMP]

/** `id:detector` labels read wrong today (missed when stated, found when not). */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "si1:impact",
  "si3:decision",
  "si4:impact",
  "si4:critical_event",
  "si5:impact",
  "si6:impact",
  "si8:pain",
  "si9:impact",
  "si11:impact",
  "si12:impact",
  "si13:impact",
  "si13:critical_event",
  "si14:impact",
  "se9:critical_event",
  "sd1:decision",
  "sd2:decision",
  "sd4:decision",
  "sd6:decision",
  "sf1:impact",
  "sf1:decision",
  "sf2:impact",
  "sf2:decision",
  "sn3:critical_event",
  "sn5:critical_event",
  "sn8:pain",
  "sn8:impact",
  "sn16:pain",
  "cm2:money",
  "cm4:money",
  "cm6:money",
  "cm7:money",
  "cm9:money",
  "cr1:prioritization",
  "cr4:prioritization",
  "cc2:challenges",
  "cc4:challenges",
  "cf2:challenges",
  "cf2:prioritization",
  "cf3:money",
  "cn4:challenges",
  "cn8:prioritization",
  "cn10:money",
  "cn14:prioritization"
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
