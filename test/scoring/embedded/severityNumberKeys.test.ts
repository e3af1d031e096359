// Pins docs/decisions.md "Severity ranking and number-like category names" (11-28, smallfix):
// the most-severe-turn ranking (severestTurn.ts, stressed.ts) reads a built-in detector's
// categories from its catalog list, an array, never from the keys of its rubric's `categories`
// object, whose integer-like keys JavaScript enumerates ascending; a custom classification keeps
// the order its author wrote through JSON.parse and is ranked by no severity at all.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Criteria } from "../../../src/domain/criteria.js"
import { validateCriteria } from "../../../src/domain/validate.js"
import { phrasingsOf, severityOrderOf } from "../../../src/scoring/embedded/engine/phrasings.js"
import type { Rubric } from "../../../src/scoring/embedded/rubrics/types.js"
import { rubricFor } from "../../../src/scoring/embedded/rubrics/index.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { TRIAGE } from "./manifests.js"

describe("severity ranking and number-like category names", () => {
  it("object keys that look like numbers come out ascending, whatever order they were written in", () => {
    expect(Object.keys({ "3": [], "2": [], "1": [] })).toEqual(["1", "2", "3"])
    expect(Object.keys(JSON.parse('{"3": [], "2": [], "1": []}'))).toEqual(["1", "2", "3"])
    // An array keeps its order: the shape categories arrive in.
    expect(JSON.parse('["3", "2", "1"]')).toEqual(["3", "2", "1"])
  })

  it("a built-in ranking is its catalog list, most severe first (the same as today's rubric keys)", () => {
    const ranked = phrasingsOf(TRIAGE).models.filter((m) => m.severityOrder !== null)
    expect(ranked.map((m) => m.spec.name).sort()).toEqual(["issue_severity", "time_sensitivity"])
    for (const m of ranked) {
      expect(m.severityOrder).toEqual(m.spec.categories)
      expect(m.severityOrder).toEqual(Object.keys(rubricFor(m.spec.builtin!)!.categories ?? {}))
    }
    expect(ranked.find((m) => m.spec.name === "issue_severity")!.severityOrder).toEqual(["critical", "high", "medium", "low"])
  })

  it("a ranked rubric keyed '3', '2', '1' ranks as its detector lists them, not as its keys enumerate", () => {
    const rubric = { positive: [], categories: { "3": ["the roof fell in"], "2": ["a tile slipped"], "1": ["a scuff"] }, cues: [], denyCues: [], questions: [], mostSevereTurn: true } as unknown as Rubric
    const spec = { ...TRIAGE.detectors[0]!, categories: ["3", "2", "1"] }
    expect(Object.keys(rubric.categories ?? {})).toEqual(["1", "2", "3"])
    expect(severityOrderOf(spec, rubric)).toEqual(["3", "2", "1"])
    expect(severityOrderOf(spec, { ...rubric, mostSevereTurn: false })).toBeNull()
    expect(severityOrderOf(spec, null)).toBeNull()
  })

  it("a custom classification named '3', '2', '1' keeps its author's order and has no severity ranking", () => {
    const criteria = JSON.parse(`{
      "template": "custom",
      "custom_detectors": [{
        "name": "damage_level", "type": "classification", "categories": ["3", "2", "1"],
        "examples": [
          { "text": "The whole roof came down in the storm", "category": "3" },
          { "text": "Two tiles slipped and the gutter is bent", "category": "2" },
          { "text": "A scuff on the paint by the back door", "category": "1" }
        ]
      }]
    }`) as Criteria
    expect(validateCriteria(criteria)).toEqual([])
    const manifest = compileManifest(criteria)
    const model = phrasingsOf(manifest).models[0]!
    expect(model.categories).toEqual(["3", "2", "1"])
    expect(model.severityOrder).toBeNull()
    // Read by what the customer tells, not by a category's place in the list.
    const scorer = compileEmbedded(manifest)
    const d = scorer.score([{ role: "user", content: "The storm brought the whole roof down on the car" }])["damage_level"]!
    expect(d.found ? d.value : null).toBe("3")
  })
})
