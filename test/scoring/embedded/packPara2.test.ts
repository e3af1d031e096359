// Pack signals told in other words and their near misses, second set (packPara2Cases.ts, our
// own sentences). The exact set of labels the scorer still gets wrong is asserted, so a reading
// that mends or breaks one shows as a change to KNOWN_MISSES.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"
import { PARA2_CASES } from "./packPara2Cases.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }

/** `id:detector` labels read wrong today (missed when the case states it, found when not). */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A past pot spent elsewhere ("… but it all went on the roof repairs") still reads as money set aside.
  "nb3:budget",
  // Another venue's owner deciding reads as the speaker's authority (no third-party mark for "next door").
  "nb6:authority",
  // "My boss's boss will probably have an opinion": a title before the uncertainty reads as authority.
  "nc4:authority",
  // Readings tried and taken out after gate run 4 (spiced.critical_event fell on set F's tune half, a
  // CHAMP status was lost on set H with "hard to …" hidden from pain): a season as the date set,
  // a yearly routine check, "hard to say" as no problem (a roll-out on a date is read since the
  // learned heads' finds went on).
  "ts1:critical_event",
  // (xs3:critical_event mended by the learned heads' finds, on since 11-29)
  "fs1:critical_event",
  "fs3:pain"
]

const wrongLabels = (): ReadonlyArray<string> =>
  PARA2_CASES.flatMap((c) => {
    const result = packs[c.pack].score([{ role: "user", content: c.text }])
    return Object.keys(result)
      .filter((detector) => !(c.maybe ?? []).includes(detector))
      .filter((detector) => result[detector]!.found !== c.yes.includes(detector))
      .map((detector) => `${c.id}:${detector}`)
  })

describe("pack signals in other words, second set", () => {
  it("misses exactly the known labels", () => {
    const wrong = wrongLabels()
    for (const key of wrong) {
      const c = PARA2_CASES.find((x) => x.id === key.split(":")[0])!
      console.log(`  ${key} expected ${c.yes.includes(key.split(":")[1]!)} :: ${c.text.replace(/\n/g, " / ").slice(0, 120)}`)
    }
    expect([...wrong].sort()).toEqual([...KNOWN_MISSES].sort())
  })
})
