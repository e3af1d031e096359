// The learned heads as a calibration feature (engine/calibration.ts `head`; docs/quality.md,
// "Learned heads"): the best head probability over the customer's sentences is read for the
// call, it moves only a not-found pack signal's confidence, and never a decision. Sentences of
// our own.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Detection, DetectorSpec, Message } from "../../../src/domain/types.js"
import { ABSENT_FEATURES, type CalibrationModel, calibrate, type CallContext, headOpinionOf, SIGNS } from "../../../src/scoring/embedded/engine/calibration.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { headOf } from "../../../src/scoring/embedded/models/heads.js"
import { BANT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const bant = compileEmbedded(BANT)
const budgetHead = headOf("bant.budget")
const bestBudget = (...texts: Array<string>) => bant.scoreRaw(texts.map(user)).context.heads?.[budgetHead]

describe("the heads' best probability over the customer's sentences", () => {
  it("is high where a sentence states the budget plainly, low in small talk", () => {
    expect(bestBudget("We have put aside around forty thousand pounds for this project.")).toBeGreaterThan(0.7)
    expect(bestBudget("Our spend for the new tool is capped at 20k this year.", "Thanks for the call.")).toBeGreaterThan(0.7)
    expect(bestBudget("Hope you had a good weekend, the weather here was lovely.")).toBeLessThan(0.1)
    expect(bestBudget("Thanks for getting back to me so quickly.", "Speak soon.")).toBeLessThan(0.1)
  })

  it("takes the best of the customer's sentences, not the agent's", () => {
    const agent: Message = { role: "assistant", content: "What budget have you set aside for this?" }
    const withAgent = bant.scoreRaw([agent, user("We are a team of twelve in Leeds.")]).context.heads?.[budgetHead]
    expect(withAgent).toBeLessThan(0.3)
  })

  it("is not read for a rubric without pack detectors (no cost where nothing uses it)", () => {
    const custom = compileEmbedded(compileManifest({
      template: "custom",
      custom_detectors: [{ name: "refund_request", type: "presence", examples: ["I want my money back", "Please refund my card", "Can I get a refund?"] }]
    }))
    expect(custom.scoreRaw([user("We have put aside forty thousand pounds for this.")]).context.heads).toBeUndefined()
  })
})

const spec = (builtin: string | null) => ({ builtin, kind: "presence", required: true }) as DetectorSpec
const absent = (confidence: number): Detection => ({ found: false, confidence, value: null, negated: false, evidence: [], invalid: false })
const withBudget = (p: number): CallContext => {
  const heads = new Array<number>(20).fill(0.02)
  heads[budgetHead] = p
  return { sentences: 4, heads }
}

describe("the head as a not-found feature", () => {
  it("is the head's log-odds for a pack detector, clipped at 1% and 99%, and even odds (0) for a detector without a head", () => {
    expect(headOpinionOf(spec("bant.budget"), withBudget(0.5))).toBeCloseTo(0, 9)
    expect(headOpinionOf(spec("bant.budget"), withBudget(0.9))).toBeCloseTo(Math.log(9), 9)
    expect(headOpinionOf(spec("bant.budget"), withBudget(0))).toBeCloseTo(Math.log(0.01 / 0.99), 9)
    expect(headOpinionOf(spec(null), withBudget(0.9))).toBe(0)
    expect(headOpinionOf(spec("bant.budget"), { sentences: 4 })).toBe(0)
    expect(SIGNS["head"]).toBe(1)
  })

  it("raises a not-found signal's confidence with the head's probability, and keeps it under the found line", () => {
    const model: CalibrationModel = { found: [], absent: ["intercept", ...ABSENT_FEATURES].map((n) => (n === "intercept" ? -2 : n === "head" ? 1.5 : 0)) }
    const at = (p: number) => calibrate(spec("bant.budget"), absent(0.1), withBudget(p), model).confidence
    expect(at(0.9)).toBeGreaterThan(at(0.5))
    expect(at(0.5)).toBeGreaterThan(at(0.02))
    expect(at(0.99)).toBeLessThan(0.5)
    // A custom detector's not-found confidence is the same whatever the heads read.
    expect(calibrate(spec(null), absent(0.1), withBudget(0.99), model).confidence).toBe(calibrate(spec(null), absent(0.1), withBudget(0.01), model).confidence)
  })

  it("changes no decision: the pack's found, denial, value and evidence are the raw engine's", () => {
    for (const texts of [
      ["We have put aside around forty thousand pounds for this project."],
      ["Hope you had a good weekend.", "We're not sure who signs off yet, and there is no money for it this year."],
      ["Our spend for the new tool is capped at 20k.", "The ops director makes the call.", "We'd like it live by spring."]
    ]) {
      const input = texts.map(user)
      const raw = bant.scoreRaw(input).detections
      const reported = bant.score(input)
      for (const name of Object.keys(raw)) expect({ ...reported[name]!, confidence: 0 }).toEqual({ ...raw[name]!, confidence: 0 })
    }
  })
})
