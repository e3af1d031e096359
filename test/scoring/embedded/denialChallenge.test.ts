// The denial challenge (issue 22, decisions §3 and §11): an explicit denial negates its detector,
// which flips a pack's status to FAILED or keeps a trigger from escalating; a deferral, a double
// negation, a denial of something else, a third party's or past denial, a question or a condition
// does not. "absent" here is strict (no denial), unlike labelledReading's. The readings still
// wrong are asserted as an exact set, so mending or breaking one shows up as a change here.
import { describe, expect, it } from "vitest"
import { DENIAL_CASES } from "./denialCases.js"
import { DENIAL_RUBRICS } from "./denialRubrics.js"
import { readerFor } from "./labelledReading.js"

/** "case id: detector" (or "case id: status") readings the scorer still gets wrong (47 on main, 38 then, 36 after the leftovers round). */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // Denials not read: several dash-separated fields on one line ("pets - none. garden - none";
  // a line of its own reads since the leftovers round), "nowhere for a lorry to stop", a bare
  // "No, everyone is fine" to the agent's injury question, and authority, which has no denial by
  // design (naming who signs counts as found). A spent budget denies money since the leftovers round.
  "d-hs8: pets", "d-hs8: garden", "d-hs8: sit_dates", "d-rm6: parking", "d-ac6: injury", "d-b2: authority",
  // A past denial the sentence turns from ("we had no pets last year, but now …"): a rule opening
  // it cost a calibration set's status (the thing may still be lacking after "but now"), so left.
  "n-hs4: pets", "n-hs4: sit_dates", "n-hs4: status", "n-rm5: heavy_items", "n-ac2: allergies", "n-s2: pain", "n-s2: status",
  // A denial of one custom detector read by sentence vector as another's ("no allergies in our
  // group"): a rule letting the named one win cost a calibration set's status in lists of denials.
  "d-ac9: group_size", "d-ac9: status",
  // Another team's or firm's denial beside the sender's own find ("the team in Leeds has no budget, but we have 30k").
  "n-c4: money", "n-c4: status", "n-m4: champion", "n-m4: status",
  // Not denials: a head count in other words ("16 persons", "all 12 of us", "Number of participants: 22"),
  // a category told by denying another ("not beginners"), a deferral's words read as the date, a
  // garden or piano told without the examples' words.
  "d-ac3: group_size", "d-ac3: status", "d-ac5: group_size", "d-ac5: status", "d-ac7: group_size", "d-ac7: status",
  "d-ac8: group_size", "d-ac8: status", "d-ac8: experience", "n-ac7: group_size", "n-ac7: status", "n-ac8: group_size", "n-ac8: status",
  "n-rm2: move_date", "n-rm2: status", "n-hs2: garden", "n-rm4: heavy_items"
]

const read = readerFor(DENIAL_RUBRICS)
const strict = (want: string, got: string): boolean => (want.startsWith("!") ? got !== want.slice(1) : got === want)

describe("denial challenge", () => {
  it("case ids are unique", () => {
    expect(new Set(DENIAL_CASES.map((c) => c.id)).size).toBe(DENIAL_CASES.length)
  })

  it("misses exactly the known misses", () => {
    const misses: Array<string> = []
    let readings = 0
    for (const c of DENIAL_CASES) {
      const r = read(c)
      for (const x of r.readings) {
        readings++
        if (!strict(x.want, x.got)) misses.push(`${x.id}: ${x.detector}`), console.log(`  miss ${x.id}: ${x.detector} want ${x.want} got ${x.got}`)
      }
      if (r.statusWant !== r.statusGot) misses.push(`${c.id}: status`), console.log(`  miss ${c.id}: status want ${r.statusWant} got ${r.statusGot}`)
    }
    console.log(`denial challenge: ${DENIAL_CASES.length} messages, ${readings} readings + statuses, ${misses.length} wrong`)
    expect(misses.sort()).toEqual([...KNOWN_MISSES].sort())
  })
})
