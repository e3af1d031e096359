// SPICED on fresh text (spiced3Cases.ts, our own messages in trades no other test uses). The exact
// set of labels the scorer still gets wrong is asserted, so a reading that mends or breaks one
// shows as a change here.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { SPICED } from "./manifests.js"
import { SPICED3_CASES } from "./spiced3Cases.js"

const pack = compileEmbedded(SPICED)

/** `id:detector` labels read wrong today (missed when stated, found when not). 46 of 66 on the base scorer (33 of the first 52); the 14 written after the first pass (lt*) had 13 wrong on it. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // Impact: regulars ringing round other suppliers first is not read.
  "mx6:impact",
  // Pain told as a story: "they simply don't see it" (a change not seen).
  "ps9:pain",
  // Situation: a tag written when work comes in, a rota in Google Sheets, goods sold in shops, "I am
  // the office manager of a dental lab"; a refund count read as a headcount.
  "ps5:situation", "mx7:situation", "mx8:situation", "in2:situation", "ic8:situation",
  // Decision: "the director has to dig", "in the head of", "the office manager" read as deciders.
  "ps4:decision", "ps6:decision", "mx7:decision",
  // Written after the first readings: "since June" beside a fall in bookings read as an event, a
  // count of people moved to the phones and a skip that "sits on the drive" read as the set-up.
  "lt1:critical_event", "lt3:situation", "lt4:situation"
]

// "[agent] …" / "[user] …" lines make a transcript; anything else is one customer message.
const turns = (text: string): ReadonlyArray<{ role: "user" | "agent"; content: string }> =>
  text.startsWith("[")
    ? text.split("\n").map((line) => ({ role: line.startsWith("[agent] ") ? "agent" : "user", content: line.replace(/^\[(agent|user)\] /, "") }))
    : [{ role: "user", content: text }]

const wrongLabels = (): ReadonlyArray<string> =>
  SPICED3_CASES.flatMap((c) => {
    const result = pack.score(turns(c.text))
    return Object.keys(result)
      .filter((detector) => !c.maybe.includes(detector))
      .filter((detector) => result[detector]!.found !== c.yes.includes(detector))
      .map((detector) => `${c.id}:${detector}`)
  })

describe("SPICED on fresh text (spiced3)", () => {
  it("ids are unique and labels name the pack's detectors", () => {
    const ids = SPICED3_CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const names = Object.keys(pack.score([{ role: "user", content: "hello" }]))
    for (const c of SPICED3_CASES) for (const d of [...c.yes, ...c.maybe]) expect(names, `${c.id}:${d}`).toContain(d)
  })
  it("misses exactly the known labels", () => {
    const wrong = wrongLabels()
    for (const key of wrong) {
      const c = SPICED3_CASES.find((x) => x.id === key.split(":")[0])!
      console.log(`  ${key} expected ${c.yes.includes(key.split(":")[1]!)} :: ${c.text.replace(/\n/g, " / ").slice(0, 110)}`)
    }
    console.log(`  spiced3: ${wrong.length} wrong labels in ${new Set(wrong.map((k) => k.split(":")[0])).size} of ${SPICED3_CASES.length} cases`)
    expect([...wrong].sort()).toEqual([...KNOWN_MISSES].sort())
  })
})
