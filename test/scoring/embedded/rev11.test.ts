// Challenge "rev11" (11-28): every case of rev11Cases.ts is read; the ones still read wrong are
// listed by id with why, and the list must match exactly, so a fix that mends one has to take it off.
import { describe, expect, it } from "vitest"
import { REV11_CASES } from "./rev11Cases.js"

/**
 * Case id → why it is still read wrong. 9 of the first 40 on the session's merge (9de8c21); 7 of
 * 45 after this round: a symptom told "with excitement" is a mood and a burn "by another
 * supplier" a let-down (harmStates.ts); the speaker's place in a queue is no rank (champ.ts).
 */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "h-real-burned-by-kiln": "a burn from the kiln lid does not reach the trigger (before this round too)",
  "h-real-passed-out": "a fainting told by 'passed out' does not reach the trigger here (the particle reading needs more of the examples' words)",
  "h-real-throwing-up": "'throwing up and is dizzy' after a session: not escalated, the trigger's examples tell injuries",
  "b-jack-russell-owner": "an owner named Jack Russell reads as the breed, and 'ginger tom' names no cat",
  "b-husky-voice": "'husky voice' reads the breed ('husky' and 'huskies' share a stem, so the word cannot leave the dog topic alone)",
  "b-springer-real": "'our springer' names no kind here",
  "p-rank-address": "'It is number 4' answering which unit reads as a rank (a spelled 'two' is the same number token, so the cue cannot keep it and drop the digit)",
}

describe("rev11 challenge: the session's merged readings near their misfires", () => {
  it("misses exactly the known ones", () => {
    const got = Object.fromEntries(REV11_CASES.map((c) => [c.id, c.read()]))
    const misses = REV11_CASES.filter((c) => !c.want.includes(got[c.id]!)).map((c) => c.id)
    console.log(`rev11: ${REV11_CASES.length - misses.length}/${REV11_CASES.length} right; misses ${JSON.stringify(misses.map((id) => `${id}=${String(got[id])}`))}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
  it("ids are unique and every known miss names a case", () => {
    const ids = REV11_CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of Object.keys(KNOWN_MISSES)) expect(ids).toContain(id)
  })
})
