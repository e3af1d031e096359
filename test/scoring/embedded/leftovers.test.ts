import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CUSTOM_RUBRICS, LEFTOVER_CASES } from "./leftoversCases.js"
import { packs } from "./salesprecReading.js"

// The leftovers round's challenge set (leftoversCases.ts): 40 messages of our own, a third near
// misses. Before this round's readings 27 of 59 readings were wrong, after them 4.

const custom = Object.fromEntries(
  Object.entries(CUSTOM_RUBRICS).map(([k, c]) => [k, compileEmbedded(compileManifest({ template: "custom", ...c } as never))])
)
const scorers: Record<string, { score: (m: never) => Record<string, { found: boolean; negated?: boolean }> }> = { ...packs, ...custom } as never

/**
 * Readings still wrong ("case name / pack.detector"), asserted wrong so a mend shows up: a dash
 * field's line going on into a second sentence is prose (dashLabels.ts keeps to one short answer:
 * a longer reading cost a calibration set's urgency); an occasion's name under "Event:" still
 * answers a custom date field (eventName.ts reads it for built-ins only: for custom fields it cost
 * a calibration set's catering suite a status), and "Event - golden wedding" now reads as that
 * label does; "Numbers: 35" is read as a date for "event_date" (a count under a count's label).
 */
export const KNOWN_MISSES: ReadonlyArray<string> = [
  "r2 ranking - #2 / champ.prioritization",
  "e1 event: school play / cater.event_date",
  "e2 occasion: retirement party / cater.event_date",
  "e3 event - golden wedding / cater.event_date"
]

const rows = LEFTOVER_CASES.flatMap(([name, input, want]) => Object.entries(want).map(([key, w]) => [`${name} / ${key}`, input, key, w] as const))

describe("leftovers: dash fields, ranks, spent budgets, event names, pots, forwarded adverts", () => {
  it.each(rows)("%s", (label, input, key, want) => {
    const [scorer, detector] = key.split(".") as [string, string]
    const messages = typeof input === "string" ? [{ role: "user" as const, content: input }] : input
    const got = scorers[scorer]!.score(messages as never)[detector]!
    const right = want === true ? got.found : want === false ? !got.found : want === "neg" ? !got.found && got.negated === true : !got.found && got.negated !== true
    expect(right, `${label}: found=${got.found} negated=${got.negated}`).toBe(!KNOWN_MISSES.includes(label))
  })
})
