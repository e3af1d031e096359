// Challenge "triage4" (11-27): the five triage families of triage4Cases.ts. Every expectation of
// every case is checked; the misses we know of and have not fixed are listed by "case: reading",
// and the list must match exactly, so a fix that mends one has to take it off the list.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"
import { type Expect, T4_CASES } from "./triage4Cases.js"
import { valueOf } from "./triageReading.js"

const intents = compileEmbedded(INTENT)

// "case: reading" → why it is still missed.
// On main 19 of 64 readings were missed (three tags, one near miss of a head "None of this is
// urgent:", four reach readings, five exposure readings, four recoveries, an event).
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  // A reply telling the whole fault over reads no category of its own, so the earlier turn still
  // answers (severestTurn.ts afterCorrection needs a category in the correcting turn; a reply that
  // only tells something fine was measured earlier to move triage values in long chats). It now
  // counts as a correcting turn (correction.ts), and wins where the first alarm reads under 0.85.
  "back up: issue_severity": "'It's back up' after 'our whole site is down' (0.95): the deny reading does not outweigh it",
  "payments going through again: issue_severity": "'payments are going through again' after 'payments fail for every customer' (0.94): the same",
  "no sign-in to download reports: issue_severity": "the rules read the open reports as a leak (critical); the triage severity heads read critical under 0.2 in this form and make it high (engine/severityOpinion.ts, since 11-29)"
}

const meets = (want: Expect, got: string | null): boolean =>
  want !== null && typeof want === "object" ? got !== want.not : got === want

const misses = (): Array<string> => {
  const out: Array<string> = []
  for (const c of T4_CASES) {
    if (c.urgent !== undefined && intents.score(c.messages)["urgency"]!.found !== c.urgent) out.push(`${c.name}: urgency`)
    if (c.severity !== undefined && !meets(c.severity, valueOf("issue_severity", c.messages))) out.push(`${c.name}: issue_severity`)
    if (c.time !== undefined && !meets(c.time, valueOf("time_sensitivity", c.messages))) out.push(`${c.name}: time_sensitivity`)
  }
  return out
}

describe("triage4 challenge: urgency tags, reach, exposure, recovery, events", () => {
  it("misses exactly the known ones", () => {
    const found = misses()
    const total = T4_CASES.reduce((n, c) => n + (c.urgent !== undefined ? 1 : 0) + (c.severity !== undefined ? 1 : 0) + (c.time !== undefined ? 1 : 0), 0)
    console.log(`triage4: ${total - found.length}/${total} readings right; misses ${JSON.stringify(found, null, 1)}`)
    expect(found.sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})
