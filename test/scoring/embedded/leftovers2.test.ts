import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { LEFTOVER2_CASES } from "./leftovers2Cases.js"
import { TRIAGE } from "./manifests.js"
import { packs } from "./salesprecReading.js"

// The leftovers2 round's challenge set (leftovers2Cases.ts): brittle readings the team left, on
// messages of our own, a third near misses.

type Reading = { found: boolean; negated?: boolean; value?: unknown }
const scorers: Record<string, { score: (m: never) => Record<string, Reading> }> = { ...packs, triage: compileEmbedded(TRIAGE) } as never

/**
 * Readings still wrong ("case name / pack.detector"), asserted wrong so a mend shows up. A dash row
 * after a colon label ("Call notes: Budget - 3k  Timeline - …") stays one form line (the row is read
 * only when the whole line is dash fields). "Priority: Low" / "Urgency: low" read as no hurry was
 * measured on 11-28 (forms2) and cost a calibration set's time_sensitivity: the form's own rank
 * is often the sender's default, not the ticket's. "Please help." alone still takes the request
 * floor (triageFloor.ts reads "please" + an act as a ticket; telling a bare plea needs the whole
 * message, which the floor's sentence patterns do not see).
 */
export const KNOWN_MISSES: ReadonlyArray<string> = [
  "d1 three on one line / bant.authority",
  "p1 priority low / triage.time_sensitivity",
  "p2 urgency low / triage.time_sensitivity",
  "h1 please help alone / triage.issue_severity"
]

const rows = LEFTOVER2_CASES.flatMap(([name, input, want]) => Object.entries(want).map(([key, w]) => [`${name} / ${key}`, input, key, w] as const))

describe("leftovers2: thanks after a fault, shares, doubtful messengers, losses, plea, firm names, dash rows", () => {
  it.each(rows)("%s", (label, input, key, want) => {
    const [scorer, detector] = key.split(".") as [string, string]
    const messages = typeof input === "string" ? [{ role: "user" as const, content: input }] : input
    const got = scorers[scorer]!.score(messages as never)[detector]!
    const right = Array.isArray(want)
      ? want.includes(got.found ? (got.value as string) : null)
      : want === true ? got.found : want === false ? !got.found : want === "neg" ? !got.found && got.negated === true : !got.found && got.negated !== true
    expect(right, `${label}: found=${got.found} value=${String(got.value)} negated=${got.negated}`).toBe(!KNOWN_MISSES.includes(label))
  })
})
