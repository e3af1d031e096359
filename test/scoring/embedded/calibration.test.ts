import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Detection, DetectorSpec } from "../../../src/domain/types.js"
import {
  ABSENT_FEATURES, type CalibrationModel, calibrate, type CallContext, contextOf, FOUND_FEATURES, featuresOf, logistic, SIGNS
} from "../../../src/scoring/embedded/engine/calibration.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

const spec = (builtin: string | null, over: Partial<DetectorSpec> = {}) => ({ builtin, kind: "presence", required: true, ...over }) as DetectorSpec
const detection = (found: boolean, confidence: number, negated = false): Detection => ({ found, confidence, value: null, negated, evidence: [], invalid: false })
const short: CallContext = { sentences: 2 }
// Weights in the order of FOUND_FEATURES / ABSENT_FEATURES, intercept first.
const absentOnly = (weights: Partial<Record<(typeof ABSENT_FEATURES)[number] | "intercept", number>>): CalibrationModel => ({
  found: [],
  absent: ["intercept", ...ABSENT_FEATURES].map((name) => weights[name as keyof typeof weights] ?? 0)
})

describe("the calibration stage", () => {
  it("is a logistic model of its features, and leaves a side without weights as the engine said", () => {
    expect(logistic([0, 1], [0])).toBe(0.5)
    expect(logistic([Math.log(3)], [])).toBeCloseTo(0.75, 9)
    expect(logistic([0, 2, -1], [1, 2])).toBe(0.5)
    expect(calibrate(spec(null), detection(true, 0.87), short, { found: [], absent: [] }).confidence).toBe(0.87)
  })

  it("never lets a confidence contradict found, and leaves an exact example at 1", () => {
    const sure: CalibrationModel = { found: [-5], absent: [5] }
    expect(calibrate(spec(null), detection(true, 0.9), short, sure).confidence).toBe(0.5)
    expect(calibrate(spec(null), detection(false, 0.15), short, sure).confidence).toBe(0.499)
    expect(calibrate(spec(null), detection(true, 1), short, sure).confidence).toBe(1)
  })

  it("reads how close a not-found text came, not the denial's strength", () => {
    const near = absentOnly({ intercept: -3, near_miss: 3 })
    const close = calibrate(spec("bant.budget"), detection(false, 0.3), short, near).confidence
    const far = calibrate(spec("bant.budget"), detection(false, 0.003), short, near).confidence
    const denied = calibrate(spec("bant.budget"), detection(false, 0.05, true), short, near).confidence
    expect(close).toBe(0.499)
    expect(far).toBeCloseTo(1 / (1 + Math.exp(2.7)), 3)
    expect(denied).toBeCloseTo(1 / (1 + Math.exp(3)), 3)
  })

  it("lets the call's length and the detector's kind move a not-found confidence", () => {
    const model = absentOnly({ intercept: -3, length: 2, custom: 1, required: 1 })
    const of = (s: DetectorSpec, sentences: number) => calibrate(s, detection(false, 0), { sentences }, model).confidence
    expect(of(spec("bant.need"), 15)).toBeGreaterThan(of(spec("bant.need"), 1))
    expect(of(spec(null), 1)).toBeGreaterThan(of(spec("bant.need"), 1))
    expect(of(spec("bant.need", { required: false }), 1)).toBeLessThan(of(spec("bant.need"), 1))
    expect(featuresOf(spec(null), detection(false, 0.3), { sentences: 3 })).toHaveLength(ABSENT_FEATURES.length)
    expect(featuresOf(spec(null), detection(true, 0.9), { sentences: 3 })).toHaveLength(FOUND_FEATURES.length)
  })

  it("reads an answer the engine could not tie to the signal (a not-found, undenied detection citing it), and never lowers it", () => {
    const quote = [{ message_index: 1, quote: "We keep three vans on the road." }]
    const at = ABSENT_FEATURES.indexOf("answered")
    expect(featuresOf(spec("bant.budget"), { ...detection(false, 0.2), evidence: quote }, short)[at]).toBe(1)
    expect(featuresOf(spec("bant.budget"), detection(false, 0.2), short)[at]).toBe(0)
    expect(featuresOf(spec("bant.budget"), { ...detection(false, 0.05, true), evidence: quote }, short)[at]).toBe(0)
    const model = absentOnly({ intercept: -3, near_miss: 2, answered: 1.5 })
    const answered = calibrate(spec("bant.budget"), { ...detection(false, 0.2), evidence: quote }, short, model)
    expect(answered.confidence).toBeGreaterThan(calibrate(spec("bant.budget"), detection(false, 0.2), short, model).confidence)
    expect(answered.evidence).toEqual(quote)
    expect(SIGNS["answered"]).toBe(1)
  })

  it("counts the customer's sentences once, not the whole-message units", () => {
    const { units } = readInput([
      { role: "user", content: "We have budget. The team needs it by March." },
      { role: "assistant", content: "Great, who signs?" },
      { role: "user", content: "Our CFO does." }
    ])
    expect(contextOf(units).sentences).toBe(3)
  })
})

describe("reported confidence (decisions §11)", () => {
  const manifest = compileManifest({
    template: "custom",
    custom_detectors: [
      {
        name: "refund_request",
        type: "presence",
        examples: ["I want my money back for this order", "Please refund the charge on my card", "Can I get a refund for the broken blender?"]
      }
    ]
  })
  const scorer = compileEmbedded(manifest)
  const of = (text: string) => scorer.score([{ role: "user", content: text }])["refund_request"]!

  it("gives a not-found text close to the detector a confidence well above an unrelated one's", () => {
    // (Not "My order came damaged and I am not happy": its plain clause "My order came damaged"
    // is found alone, and clauses of a negated sentence are now read as the clause alone.)
    const close = of("The parcel arrived late, and the box was crushed")
    const far = of("What time do you open on Saturday?")
    expect(close.found).toBe(false)
    expect(far.found).toBe(false)
    // What the fitted curve says such texts are: present about one time in five (docs/decisions.md).
    expect(close.confidence).toBeGreaterThanOrEqual(0.15)
    expect(close.confidence).toBeLessThan(0.5)
    expect(far.confidence).toBeLessThan(0.1)
    expect(close.confidence).toBeGreaterThan(3 * far.confidence)
  })

  it("reports the raw engine's decision unchanged: calibration moves confidence only", () => {
    for (const text of ["Please refund the charge on my card", "What time do you open on Saturday?", "My order came damaged"]) {
      const raw = scorer.scoreRaw([{ role: "user", content: text }]).detections["refund_request"]!
      expect({ ...of(text), confidence: 0 }).toEqual({ ...raw, confidence: 0 })
    }
  })
})
