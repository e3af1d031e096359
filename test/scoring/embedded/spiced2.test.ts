// SPICED on fresh text (spiced2Cases.ts, our own messages in trades no other test uses). The exact
// set of labels the scorer still gets wrong is asserted, so a reading that mends or breaks one
// shows as a change here.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { SPICED } from "./manifests.js"
import { SPICED2_CASES } from "./spiced2Cases.js"

const pack = compileEmbedded(SPICED)

/** `id:detector` labels read wrong today (missed when stated, found when not). 25 before the round's readings. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A loss told only as a condition ("if … we'll lose whole colonies") is not read: "we might lose a
  // few members if the fee goes up" must stay out.
  "xi8:impact",
  // "Do you … more than ten users?" is too long for the vendor-question pattern; "{num} … members"
  // spans a threshold ("over 500 goes to a members' vote").
  "xin3:situation",
  "xd5:situation",
  // A staff member losing a private thing reads as a problem and "head" as a title.
  "xin4:pain",
  "xin4:decision",
  // A price asked as a cost to us still reads as the problem (the shared pain rubric).
  "xin6:pain",
  // Somebody deciding something else (closing on Mondays) reads as the decision.
  "xdn5:decision"
]

// "[agent] …" / "[user] …" lines make a transcript; anything else is one customer message.
const turns = (text: string): ReadonlyArray<{ role: "user" | "agent"; content: string }> =>
  text.startsWith("[")
    ? text.split("\n").map((line) => ({ role: line.startsWith("[agent] ") ? "agent" : "user", content: line.replace(/^\[(agent|user)\] /, "") }))
    : [{ role: "user", content: text }]

const wrongLabels = (): ReadonlyArray<string> =>
  SPICED2_CASES.flatMap((c) => {
    const result = pack.score(turns(c.text))
    return Object.keys(result)
      .filter((detector) => !c.maybe.includes(detector))
      .filter((detector) => result[detector]!.found !== c.yes.includes(detector))
      .map((detector) => `${c.id}:${detector}`)
  })

describe("SPICED on fresh text (spiced2)", () => {
  it("ids are unique and labels name the pack's detectors", () => {
    const ids = SPICED2_CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const names = Object.keys(pack.score([{ role: "user", content: "hello" }]))
    for (const c of SPICED2_CASES) for (const d of [...c.yes, ...c.maybe]) expect(names, `${c.id}:${d}`).toContain(d)
  })
  it("misses exactly the known labels", () => {
    const wrong = wrongLabels()
    for (const key of wrong) {
      const c = SPICED2_CASES.find((x) => x.id === key.split(":")[0])!
      console.log(`  ${key} expected ${c.yes.includes(key.split(":")[1]!)} :: ${c.text.replace(/\n/g, " / ").slice(0, 110)}`)
    }
    console.log(`  spiced2: ${wrong.length} wrong labels in ${new Set(wrong.map((k) => k.split(":")[0])).size} of ${SPICED2_CASES.length} cases`)
    expect([...wrong].sort()).toEqual([...KNOWN_MISSES].sort())
  })
})
