// MEDDIC and BANT on fresh text (meddic2Cases*.ts, our own sentences): signals told by their
// structure beside near misses with the same words in another role. The exact set of labels the
// scorer still gets wrong is asserted, so a reading that mends or breaks one shows as a change here.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, MEDDIC } from "./manifests.js"
import type { MessyCase } from "./packs5Cases.js"
import { MEDDIC2_CASES } from "./meddic2Cases.js"
import { BANT2_CASES } from "./meddic2Cases2.js"
import { MEDDIC2_HELD_OUT } from "./meddic2HeldOut.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC) }
const CASES: ReadonlyArray<MessyCase> = [...MEDDIC2_CASES, ...BANT2_CASES, ...MEDDIC2_HELD_OUT]

/** `id:detector` labels read wrong today (missed when stated, found when not). 29 on main before meddic2. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A quality-form label "What would success look like?" read as a step of the process.
  "md4:decision_process",
  // Pain told as a count missed ("we missed nine last quarter") inside a metric's answer.
  "md14:identify_pain",
  // "I don't have a view", "people missed the first one": no trouble, read as pain.
  "md23:identify_pain",
  "md36:identify_pain",
  // A title that wants something else (a bigger schedule) reads as authority.
  "bt23:authority",
  // Replies "may be slow" while a clerk is away reads as a need.
  "bt29:need",
  // Needs told in clipped English, as the object of money set aside, or as a weekly chore.
  "bt8:need",
  "bt11:need",
  "bt16:need",
  // A past price of an old tool reads as a need.
  "bt12:need",
  // A note's past refurbishment without its auxiliary ("lanes refurbished in 2022") reads as a date ahead.
  "bt36:timeline",
  // Held out (meddic2HeldOut.ts, written after the first pass, never used for a rule): 8 wrong on
  // main, 8 after both passes. The readings carry nothing to these phrasings: a winner told as "the
  // one we'll go for", spending "signed off by" a named director, a purchase going to someone "for a
  // signature" (its bound read as a budget), an owner away after a comma, money "from the club
  // fund" and a committee that "say ok" in clipped English, a firm that "went fully online" in March.
  "h5:decision_criteria",
  "h7:economic_buyer",
  "h11:budget",
  "h11:authority",
  "h16:authority",
  "h17:budget",
  "h17:authority",
  "h20:timeline"
]

// "[agent] …" / "[user] …" lines make a transcript; anything else is one customer message.
const turns = (text: string): ReadonlyArray<{ role: "user" | "agent"; content: string }> =>
  text.startsWith("[")
    ? text.split("\n").map((line) => ({ role: line.startsWith("[agent] ") ? "agent" : "user", content: line.replace(/^\[(agent|user)\] /, "") }))
    : [{ role: "user", content: text }]

const wrongLabels = (cases: ReadonlyArray<MessyCase>): ReadonlyArray<string> =>
  cases.flatMap((c) => {
    const result = packs[c.pack as "bant" | "meddic"].score(turns(c.text))
    return Object.keys(result)
      .filter((detector) => !c.maybe.includes(detector))
      .filter((detector) => result[detector]!.found !== c.yes.includes(detector))
      .map((detector) => `${c.id}:${detector}`)
  })

describe("MEDDIC and BANT on fresh text (meddic2)", () => {
  it("ids are unique and labels name the pack's detectors", () => {
    const ids = CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of CASES) {
      const names = Object.keys(packs[c.pack as "bant" | "meddic"].score([{ role: "user", content: "hello" }]))
      for (const d of [...c.yes, ...c.maybe]) expect(names, `${c.id}:${d}`).toContain(d)
    }
  })
  it("misses exactly the known labels", () => {
    const wrong = wrongLabels(CASES)
    for (const key of wrong) {
      const c = CASES.find((x) => x.id === key.split(":")[0])!
      console.log(`  ${key} expected ${c.yes.includes(key.split(":")[1]!)} :: ${c.text.replace(/\n/g, " / ").slice(0, 140)}`)
    }
    console.log(`  meddic2: ${wrong.length} wrong labels in ${new Set(wrong.map((k) => k.split(":")[0])).size} of ${CASES.length} cases`)
    expect([...wrong].sort()).toEqual([...KNOWN_MISSES].sort())
  })
})
