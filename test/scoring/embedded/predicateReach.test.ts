// How far a clause's doubt, condition or owner reaches (predicateReachCases.ts, sentences of our
// own). Labelled "id/detector", "id/@word" (a word's modality) and "id/team_size" (a value);
// KNOWN_MISSES are asserted wrong, so a reading that mends one must take it off the list.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { PREDICATE_CASES, type Reading, type Rubric } from "./predicateReachCases.js"
import { user } from "./presenceCases.js"

const p = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string>) => ({ name, type: "presence", required: false, examples, non_examples })
const CUSTOM = [
  p("staff_shortage", ["We are short-staffed on weekends", "Two of our nurses left and we can't cover shifts", "There aren't enough drivers for the routes"], ["We have a full team"]),
  p("stock_problem", ["We keep running out of stock", "The shelves are empty again", "Deliveries arrive with items missing"], ["Stock levels are fine"]),
  {
    name: "team_size",
    type: "classification",
    required: false,
    categories: ["small", "medium", "large"],
    examples: [
      { text: "We're a team of 8", category: "small" },
      { text: "We have around 40 staff", category: "medium" },
      { text: "Over 500 employees across the group", category: "large" }
    ]
  }
]
const CRITERIA: Record<Rubric, unknown> = {
  bant: { template: "lead_qualification", framework: "bant" },
  champ: { template: "lead_qualification", framework: "champ" },
  meddic: { template: "lead_qualification", framework: "meddic" },
  intent: { template: "intent_detect", standard_detectors: ["urgency", "not_interested", "needs_human", "purchase_interest"] },
  custom: { template: "custom", custom_detectors: CUSTOM }
}
const scorers = new Map<Rubric, ReturnType<typeof compileEmbedded>>()
const scorerOf = (rubric: Rubric) => {
  if (!scorers.has(rubric)) scorers.set(rubric, compileEmbedded(compileManifest(CRITERIA[rubric] as never)))
  return scorers.get(rubric)!
}

/** The modality of a word (its first occurrence) in the message. */
const modOf = (text: string, word: string): number | undefined =>
  sentencesOf(text, 0).flatMap((s) => s.tokens).find((t) => t.norm === word)?.mod

// Before this set's readings (0f3fb7f): 40 of 100 readings wrong; 13 after (listed).
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A pronoun points the doubt back ("how to fix it", "how others do it"): kept open, as a doubt
  // about the first conjunct's own thing ("and not sure what it is") must be.
  "a02/@invoices", "a06/@quotes",
  // Read right now, but the sentence vectors stay under the line ("walkers have quit").
  "a04/staff_shortage",
  // A denial before the doubt stays open, not denied: turning open clauses into denials is the
  // move that cost a judged security report (11-28 scope); left as it was.
  "an6/budget",
  // The budget is plain now, but no budget phrasing reads "put … towards", "manage", "pay" ("could
  // go to about 150 a user", b03, is read since packs3's ceilings).
  "b04/money", "b05/budget", "b06/budget",
  // "Halve" with no figure is no metric phrasing; the condition no longer reaches it.
  "c03/metrics",
  // A trailing condition with no comma before "and" still runs to the end of the sentence.
  "c05/@may",
  // "Would" before a present condition on the offer stays hypothetical: reading it as stated
  // traded a judged set's budget for another's money (11-28), so it was not kept.
  "b06/@250", "b07/money", "b07/@3k"
]

const rows = PREDICATE_CASES.flatMap(([id, rubric, text, wants]) => Object.entries(wants).map(([key, want]) => [`${id}/${key}`, want, rubric, text] as const))

describe("predicate reach challenge set", () => {
  it.each(rows)("%s is %s", (label, want: Reading, rubric, text) => {
    const key = label.split("/")[1]!
    let got: Reading | number | string | undefined
    let why = ""
    if (key.startsWith("@")) got = modOf(text, key.slice(1))
    else {
      const d = scorerOf(rubric).score([user(text)])[key]!
      if (typeof want === "string" && want.startsWith("=")) got = d.found ? `=${d.value}` : "absent"
      else got = d.found ? "found" : d.negated ? "negated" : "absent"
      // "absent" accepts a denial: a near miss may be read either way.
      if (want === "absent" && got === "negated") got = "absent"
      why = `${d.confidence} ${d.value ?? ""} ${d.evidence.map((e) => e.quote).join(" | ")}`
    }
    if (KNOWN_MISSES.includes(label)) expect(got, why).not.toEqual(want)
    else expect(got, why).toEqual(want)
  })
})
