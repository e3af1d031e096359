// How far a negation or an uncertainty reaches (scopeChallengeCases.ts): a relative clause's
// negation, an uncertainty after "and", scarcity ("almost no", "hardly any"), a second clause's
// own subject, and controls whose negation must hold. Labelled "id/detector" and "id/@word";
// KNOWN_MISSES are asserted wrong, so a reading that mends one must take it off the list.
// On the scorer at branch scope's start: 44 of 124 labels wrong.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { user } from "./presenceCases.js"
import { type Reading, SCOPE_CASES } from "./scopeChallengeCases.js"

const p = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string>) => ({ name, type: "presence", required: false, examples, non_examples })
const CUSTOM = [
  p("staff_shortage", ["We are short-staffed on weekends", "Two of our nurses left and we can't cover shifts", "There aren't enough drivers for the routes"], ["We have a full team"]),
  p("repair_done", ["The engineer fixed the leak", "The boiler was repaired on Tuesday", "Your technician sorted the fault"], ["The leak is still there"]),
  p("stock_problem", ["We keep running out of stock", "The shelves are empty again", "Deliveries arrive with items missing"], ["Stock levels are fine"]),
  p("refund_request", ["I want my money back", "Please refund the order", "Can I get a refund for the broken chair"], ["Thanks for the quick delivery"])
]
const CRITERIA = {
  bant: { template: "lead_qualification", framework: "bant" },
  spiced: { template: "lead_qualification", framework: "spiced" },
  champ: { template: "lead_qualification", framework: "champ" },
  intent: { template: "intent_detect", standard_detectors: ["urgency", "not_interested", "needs_human", "purchase_interest"] },
  triage: { template: "support_triage" },
  custom: { template: "custom", custom_detectors: CUSTOM }
} as const
const scorers = new Map<string, ReturnType<typeof compileEmbedded>>()
const scorerOf = (rubric: keyof typeof CRITERIA) => {
  if (!scorers.has(rubric)) scorers.set(rubric, compileEmbedded(compileManifest(CRITERIA[rubric] as never)))
  return scorers.get(rubric)!
}

/** The modality of a word (its first occurrence) in the message. */
const modOf = (text: string, word: string): number | undefined =>
  sentencesOf(text, 0).flatMap((s) => s.tokens).find((t) => t.norm === word)?.mod

const KNOWN_MISSES: ReadonlyArray<string> = [
  "rel05/refund_request", "few04/pain", "few07/staff_shortage", "neg09/staff_shortage", "neg10/refund_request", "neg11/stock_problem",
  "co01/@need", "co02/refund_request", "co02/@want", "co09/@launch", "neg15/repair_done"
]

const rows = SCOPE_CASES.flatMap(([id, rubric, text, wants]) => Object.entries(wants).map(([key, want]) => [`${id}/${key}`, want, rubric, text] as const))

describe("scope challenge set", () => {
  it.each(rows)("%s is %s", (label, want: Reading, rubric, text) => {
    const key = label.split("/")[1]!
    let got: Reading | number | undefined
    let why = ""
    if (key.startsWith("@")) got = modOf(text, key.slice(1))
    else {
      const d = scorerOf(rubric).score([user(text)])[key]!
      got = d.found ? "found" : d.negated && want === "negated" ? "negated" : d.negated ? "negated" : "absent"
      // "absent" accepts a denial: a near miss may be read either way.
      if (want === "absent" && got === "negated") got = "absent"
      why = `${d.confidence} ${d.value ?? ""} ${d.evidence.map((e) => e.quote).join(" | ")}`
    }
    if (KNOWN_MISSES.includes(label)) expect(got, why).not.toEqual(want)
    else expect(got, why).toEqual(want)
  })
})
