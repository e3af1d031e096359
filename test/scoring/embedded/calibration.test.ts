import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Detection, DetectorSpec } from "../../../src/domain/types.js"
import { applyCurve, calibrate, type Curves } from "../../../src/scoring/embedded/engine/calibration.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

const curve = { x: [0.1, 0.3], y: [0.2, 0.6] }
const curves: Curves = { found_pack: curve, found_custom: { x: [0.8], y: [0.3] }, absent_pack: curve, absent_custom: { x: [0, 0.2], y: [0.1, 0.9] } }
const spec = (builtin: string | null) => ({ builtin }) as DetectorSpec
const detection = (found: boolean, confidence: number): Detection => ({ found, confidence, value: null, negated: false, evidence: [], invalid: false })

describe("the calibration stage", () => {
  it("is linear between knots and flat beyond them, the identity without knots", () => {
    expect(applyCurve(curve, 0.2)).toBeCloseTo(0.4, 9)
    expect(applyCurve(curve, 0)).toBe(0.2)
    expect(applyCurve(curve, 0.9)).toBe(0.6)
    expect(applyCurve({ x: [], y: [] }, 0.37)).toBe(0.37)
  })

  it("never lets a confidence contradict found, and leaves an exact example at 1", () => {
    expect(calibrate(spec(null), detection(true, 0.9), curves).confidence).toBe(0.5)
    expect(calibrate(spec(null), detection(false, 0.15), curves).confidence).toBe(0.499)
    expect(calibrate(spec(null), detection(true, 1), curves).confidence).toBe(1)
  })

  it("takes the curve of the detector's group: pack or custom, found or not", () => {
    expect(calibrate(spec("budget"), detection(false, 0.2), curves).confidence).toBe(0.4)
    expect(calibrate(spec(null), detection(false, 0.1), curves).confidence).toBe(0.499)
    expect(calibrate(spec(null), detection(false, 0), curves).confidence).toBe(0.1)
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
    const close = of("My order came damaged and I am not happy")
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
      const raw = scorer.scoreRaw([{ role: "user", content: text }])["refund_request"]!
      expect({ ...of(text), confidence: 0 }).toEqual({ ...raw, confidence: 0 })
    }
  })
})
