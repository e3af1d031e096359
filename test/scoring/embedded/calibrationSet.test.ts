// The labelled calibration sets (every .json file in scripts/bench/calibration/) are only as good as
// their labels: each case's expected status and next_action must be what decisions §3 gives for its
// labelled detections, and every label must name a detector (and a category) of its suite. Their
// criteria and inputs must pass the service's own validation, or a set could not be sent to it.
// The scorer is not run here: this checks the sets, not the engine.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import type { Criteria } from "../../../src/domain/criteria.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { buildResult } from "../../../src/domain/result.js"
import type { Detection, Message } from "../../../src/domain/types.js"
import { validateCriteria, validateInput } from "../../../src/domain/validate.js"

interface Case {
  readonly id: string
  readonly input_type: string
  readonly input: ReadonlyArray<Message>
  readonly expect: {
    readonly status: string
    readonly next_action: string
    readonly found: Readonly<Record<string, boolean>>
    readonly values: Readonly<Record<string, string>>
    readonly negated: ReadonlyArray<string>
  }
}

interface CalibrationSet {
  readonly name: string
  readonly suites: ReadonlyArray<{ id: string; criteria: Criteria; cases: ReadonlyArray<Case> }>
}

const dir = join(import.meta.dirname, "..", "..", "..", "scripts", "bench", "calibration")
// Every file of the folder, so a set added later is checked without touching this test.
const sets = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => ({ file, set: JSON.parse(readFileSync(join(dir, file), "utf8")) as CalibrationSet }))

describe("the calibration folder", () => {
  it("holds at least one set, and no case id twice across its sets (they may be pooled for a fit)", () => {
    expect(sets.length).toBeGreaterThan(0)
    const ids = sets.flatMap(({ set }) => set.suites.flatMap((s) => s.cases.map((c) => c.id)))
    expect(new Set(ids).size).toBe(ids.length)
  })
})

for (const { file, set } of sets) {
  describe(`the calibration set's labels (${file})`, () => {
    const cases = set.suites.flatMap((s) => s.cases)

    it("says in its name that it is for calibration only", () => {
      expect(set.name).toMatch(/calibration only/)
    })

    it("holds 120-160 cases with unique ids, in the four input types, each with a customer message", () => {
      expect(cases.length).toBeGreaterThanOrEqual(120)
      expect(cases.length).toBeLessThanOrEqual(160)
      expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length)
      for (const c of cases) {
        expect(["transcript", "form", "ticket", "email"]).toContain(c.input_type)
        expect(c.input.some((m) => m.role === "user" && m.content.trim().length > 0)).toBe(true)
        expect(validateInput(c.input), c.id).toEqual([])
      }
    })

    for (const suite of set.suites) {
      it(`${suite.id}: every label names a detector of the suite, and status and next_action follow from the labels`, () => {
        expect(validateCriteria(suite.criteria), suite.id).toEqual([])
        const manifest = compileManifest(suite.criteria)
        const names = manifest.detectors.map((d) => d.name)
        for (const c of suite.cases) {
          const { found, values, negated } = c.expect
          expect(Object.keys(found).sort(), c.id).toEqual([...names].sort())
          for (const name of negated) expect(found[name], `${c.id}: ${name} negated but found`).toBe(false)
          for (const spec of manifest.detectors) {
            const value = values[spec.name]
            if (spec.kind === "classification" && found[spec.name]) expect(spec.categories, `${c.id}: ${spec.name}`).toContain(value)
            if (spec.kind === "presence" || !found[spec.name]) expect(value, `${c.id}: ${spec.name}`).toBeUndefined()
          }
          const detections = Object.fromEntries(
            manifest.detectors.map((spec): [string, Detection] => [
              spec.name,
              { found: found[spec.name] === true, confidence: 0.9, value: values[spec.name] ?? null, negated: negated.includes(spec.name), evidence: [], invalid: false }
            ])
          )
          const result = buildResult(manifest, detections, true)
          expect({ id: c.id, status: result.status, next_action: result.next_action }).toEqual({ id: c.id, status: c.expect.status, next_action: c.expect.next_action })
        }
      })
    }
  })
}
